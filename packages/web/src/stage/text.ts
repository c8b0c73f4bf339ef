import type { Names } from '../game/names.ts';
import type { Moment, MomentKind } from './moments.ts';

/** The moments whose news the Announcer (components/Announcer.tsx) reads out: a Ghost, the Portal, a full rack. */
const ANNOUNCED: ReadonlySet<MomentKind> = new Set(['ghost', 'portal', 'rack']);
/** Those the status bar (the phase: the Night) and the round's Event (the token, the Lightning Strike) read out. */
const SHOWN_LIVE: ReadonlySet<MomentKind> = new Set(['night', 'lightning']);

/**
 * Whether the Stage's own live region reads this moment: not if another live region on the screen already
 * does, so that a screen reader hears each once. `announcer`: the screen has the Announcer (a live game; the
 * replay has none, so there the Stage says those moments itself).
 */
export function saysAloud(moment: Moment, announcer: boolean): boolean {
  if (moment.kind === 'tokenDrawn') return moment.token === null; // the round's token is RoundEvent's news
  if (announcer && ANNOUNCED.has(moment.kind)) return false;
  return !SHOWN_LIVE.has(moment.kind);
}

/** What the moment is, said in full (the live region): each pass of an Encounter named. */
export function momentText(moment: Moment, { t, seat }: Names): string {
  switch (moment.kind) {
    case 'cardPassed':
      return moment.passes.length === 1
        ? t('stage.cardPassed', { from: seat(moment.passes[0]!.from), to: seat(moment.passes[0]!.to) })
        : [
            t('stage.cardsPassed'),
            ...moment.passes.map((p) => t('stage.cardPassed', { from: seat(p.from), to: seat(p.to) })),
          ].join(' ');
    case 'tokenDrawn':
      return moment.token === null
        ? t('stage.tokenDrawnHidden', { seat: moment.seat === null ? '' : seat(moment.seat) })
        : t('stage.tokenDrawn', { event: t(`event.${moment.token}`) });
    case 'lightning':
      return t('stage.lightning');
    case 'ghost':
      return t(moment.revealedBy === null ? 'stage.ghost' : 'stage.ghostRevealed', {
        seat: seat(moment.seat),
      });
    case 'vote':
      return t(moment.reason === 'murder' ? 'stage.voteMurder' : 'stage.vote', {
        seat: seat(moment.initiator),
      });
    case 'ballots':
      return t('stage.ballots');
    case 'unmasked':
      return t('stage.unmasked', { seat: seat(moment.seat), role: t(`role.${moment.role}`) });
    case 'seerGuess':
      return t(moment.right ? 'stage.seerRight' : 'stage.seerWrong', { seat: seat(moment.guess) });
    case 'rack':
      return t('stage.rack', { vp: moment.vp });
    case 'portal':
      return t(
        moment.state === 'open'
          ? 'stage.portalOpen'
          : moment.state === 'closed'
            ? 'stage.portalClosed'
            : 'stage.portalFailed',
      );
    case 'night':
      return t('stage.night');
    case 'end':
      return t('stage.end', {
        winner: t('end.winner', { team: t(`team.${moment.winner}`) }),
        reason: t(`victory.${moment.reason}`),
      });
  }
}

/** The caption under the scene: short enough for a phone; an Encounter's passes are summed up (the scene shows them). */
export function momentCaption(moment: Moment, names: Names): string {
  return moment.kind === 'cardPassed' && moment.passes.length > 1
    ? names.t('stage.cardsPassed')
    : momentText(moment, names);
}
