import type { Names } from '../game/names.ts';
import type { Moment, MomentKind } from './moments.ts';

/**
 * The moments whose news another live region on the screen already reads out: the Announcer (a Ghost, the
 * Portal, a full rack), the status bar (the phase: the Night) and the round's Event (the token drawn, the
 * Lightning Strike). The Stage shows them but does not say them again, so a screen reader hears each once.
 */
const SAID_ELSEWHERE: ReadonlySet<MomentKind> = new Set(['ghost', 'portal', 'rack', 'night', 'lightning']);

/** Whether the Stage's own live region reads this moment (see SAID_ELSEWHERE). */
export function saysAloud(moment: Moment): boolean {
  if (moment.kind === 'tokenDrawn') return moment.token === null; // the round's token is RoundEvent's news
  return !SAID_ELSEWHERE.has(moment.kind);
}

/** The moment's caption: what it shows, in a sentence. */
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
