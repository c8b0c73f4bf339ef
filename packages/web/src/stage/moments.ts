import {
  ROLE_INFO,
  type DeathCause,
  type EventId,
  type Role,
  type Seat,
  type Team,
  type VictoryReason,
  type ViewedEvent,
} from '@among-cultists/engine';

/**
 * The staged moments (issue 26): short scenes played over the game when something public happens. Each is
 * made only from public log entries and the public phase, so that every viewer (every seat, a spectator, the
 * table screen) stages the same moments at the same point of the game, and none says when a hidden choice
 * was made: a card passed is staged when the Encounter's passes are public (all at once, face down for
 * everyone, the receiver too), a murder only when its Dead card is revealed.
 */
export type Moment =
  | { readonly kind: 'cardPassed'; readonly key: string; readonly passes: readonly Pass[] }
  /** An Event token out of the Bag: the round's (face up), or one drawn In Control (`token` null: face down). */
  | {
      readonly kind: 'tokenDrawn';
      readonly key: string;
      readonly token: EventId | null;
      readonly seat: Seat | null;
    }
  | { readonly kind: 'lightning'; readonly key: string }
  /** A Character turns Ghost; `revealedBy` when a check turned its Dead card face up. */
  | {
      readonly kind: 'ghost';
      readonly key: string;
      readonly seat: Seat;
      readonly cause: DeathCause;
      readonly revealedBy: Seat | null;
    }
  /** A Vote called (issue 27): in the Cafeteria, or after a murder was revealed; `initiator` called it. */
  | {
      readonly kind: 'vote';
      readonly key: string;
      readonly initiator: Seat;
      readonly reason: 'cafeteria' | 'murder';
    }
  | { readonly kind: 'ballots'; readonly key: string; readonly ballots: readonly (Seat | null)[] }
  | { readonly kind: 'unmasked'; readonly key: string; readonly seat: Seat; readonly role: Role }
  | { readonly kind: 'seerGuess'; readonly key: string; readonly guess: Seat; readonly right: boolean }
  | { readonly kind: 'rack'; readonly key: string; readonly rack: number; readonly vp: number }
  | { readonly kind: 'portal'; readonly key: string; readonly state: 'open' | 'closed' | 'failed' }
  | { readonly kind: 'night'; readonly key: string }
  | {
      readonly kind: 'end';
      readonly key: string;
      readonly winner: Team;
      readonly reason: VictoryReason;
      /** The winning team's seats, from the roles every viewer is shown at the end (empty if unknown). */
      readonly winners: readonly Seat[];
    };
export type MomentKind = Moment['kind'];
export interface Pass {
  readonly from: Seat;
  readonly to: Seat;
}

/** The phases that are a Night falling: the game's first Night and the Detective's short night. */
const NIGHTS: ReadonlySet<string> = new Set(['night', 'detectiveNight']);

/**
 * The public entries a moment is made from. Every one of them is logged for everyone (`vis` null in the
 * engine); the private ones (cardGivenFace, eventTokenSeen, nightCultists…) are never read, so a viewer who
 * holds more of the log stages nothing more.
 */
const STAGED: ReadonlySet<ViewedEvent['t']> = new Set([
  'cardGiven',
  'eventDrawn',
  'eventTokenDrawn',
  'deathRevealed',
  'becameGhost',
  'voteStarted',
  'ballotsRevealed',
  'roleRevealed',
  'seerGuessed',
  'rackScored',
  'portalOpened',
  'portalClosed',
  'portalFailed',
  'gameOver',
]);

export interface MomentInput {
  /** The log as the viewer has it now (any viewer's: only public entries are read). */
  readonly log: readonly ViewedEvent[];
  /** The last entry staged (or history) before; only later entries are staged. */
  readonly seen: number;
  /** The public phase before and now; null before the screen had one. */
  readonly phase: { readonly was: string | null; readonly now: string };
  /** Every seat's role once the game is over (the view's reveal), for the winners' portraits; else null. */
  readonly roles: readonly Role[] | null;
}

/** The moments to stage, oldest first, for the entries after `seen` and the change of phase. */
export function momentsFor({ log, seen, phase, roles }: MomentInput): Moment[] {
  const out: Moment[] = [];
  if (phase.was !== phase.now && NIGHTS.has(phase.now)) out.push({ kind: 'night', key: phase.now });
  const fresh = log.filter((e) => e.seq > seen && STAGED.has(e.t));
  for (let i = 0; i < fresh.length; i++) {
    const e = fresh[i]!;
    const key = `${e.t}:${e.seq}`;
    switch (e.t) {
      case 'cardGiven': {
        // An Encounter's passes are logged together: one moment for all of them.
        const passes: Pass[] = [{ from: e.from, to: e.to }];
        while (fresh[i + 1]?.t === 'cardGiven') {
          const next = fresh[++i] as Extract<ViewedEvent, { t: 'cardGiven' }>;
          passes.push({ from: next.from, to: next.to });
        }
        out.push({ kind: 'cardPassed', key, passes });
        break;
      }
      case 'eventDrawn':
        out.push(
          e.token === 'lightningStrike'
            ? { kind: 'lightning', key }
            : { kind: 'tokenDrawn', key, token: e.token, seat: null },
        );
        break;
      case 'eventTokenDrawn':
        out.push({ kind: 'tokenDrawn', key, token: null, seat: e.seat });
        break;
      case 'deathRevealed': {
        // The Dead card turned face up and the Character turning Ghost are one scene.
        const ghost = fresh[i + 1];
        if (ghost?.t === 'becameGhost' && ghost.seat === e.seat) {
          out.push({ kind: 'ghost', key, seat: e.seat, cause: ghost.cause, revealedBy: e.by });
          i++;
        }
        break;
      }
      case 'becameGhost':
        out.push({ kind: 'ghost', key, seat: e.seat, cause: e.cause, revealedBy: null });
        break;
      case 'voteStarted':
        out.push({ kind: 'vote', key, initiator: e.initiator, reason: e.reason });
        break;
      case 'ballotsRevealed':
        out.push({ kind: 'ballots', key, ballots: e.ballots });
        break;
      case 'roleRevealed':
        // Only a Cultist is unmasked; other roles shown on death are told by the Ghost's scene and the log.
        if (ROLE_INFO[e.role].team === 'cultists')
          out.push({ kind: 'unmasked', key, seat: e.seat, role: e.role });
        break;
      case 'seerGuessed':
        out.push({ kind: 'seerGuess', key, guess: e.guess, right: e.seer === e.guess });
        break;
      case 'rackScored':
        out.push({ kind: 'rack', key, rack: e.rack, vp: e.vp });
        break;
      case 'portalOpened':
        out.push({ kind: 'portal', key, state: 'open' });
        break;
      case 'portalClosed':
        out.push({ kind: 'portal', key, state: 'closed' });
        break;
      case 'portalFailed':
        out.push({ kind: 'portal', key, state: 'failed' });
        break;
      case 'gameOver': {
        const winners =
          roles === null
            ? []
            : roles.flatMap((role, seat) => (ROLE_INFO[role].team === e.winner ? [seat] : []));
        out.push({ kind: 'end', key, winner: e.winner, reason: e.reason, winners });
        break;
      }
      default:
        break;
    }
  }
  return out;
}
