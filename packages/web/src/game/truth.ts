import { ROLE_INFO, type DeathCause, type Role, type Seat, type ViewedEvent } from '@among-cultists/engine';

/** One line of the truth told at the end: the secrets of the game in the order they happened. */
export type TruthEntry =
  /** The Cultists, who saw each other in the Night. */
  | { readonly kind: 'cultists'; readonly round: number; readonly seats: readonly Seat[] }
  /** Dead from the start, which the Cultists saw in the Night. */
  | {
      readonly kind: 'deadFromStart';
      readonly round: number;
      readonly seats: readonly Seat[];
      /** How many Cultists saw it (the sentence's number). */
      readonly cultists: number;
    }
  /** Who saw the Cultists in the Night (the Seer). */
  | { readonly kind: 'seerKnew'; readonly round: number; readonly seats: readonly Seat[] }
  | { readonly kind: 'deadGiven'; readonly round: number; readonly from: Seat; readonly to: Seat }
  | { readonly kind: 'assassinated'; readonly round: number; readonly by: Seat; readonly target: Seat }
  /** A check that showed Dead cards: from then on `seat` knew. */
  | {
      readonly kind: 'knew';
      readonly round: number;
      readonly seat: Seat;
      readonly target: Seat;
      readonly dead: number;
    }
  | { readonly kind: 'died'; readonly round: number; readonly seat: Seat; readonly cause: DeathCause }
  /** The sole Cultist's declaration of victory (CLEAN-01) and what the Pulse decks showed. */
  | {
      readonly kind: 'victoryClaim';
      readonly round: number;
      readonly by: Seat;
      readonly dead: readonly Seat[];
      readonly needed: number;
    }
  | {
      readonly kind: 'seerGuess';
      readonly round: number;
      readonly by: Seat;
      readonly guess: Seat;
      readonly seer: Seat | null;
    };

/**
 * The timeline of the truth, from the log a finished game shows everyone (every entry, private ones
 * included) and the revealed roles. Before the end the log holds only what the viewer saw: this is meant
 * for the end screen.
 */
export function truthTimeline(log: readonly ViewedEvent[], roles: readonly Role[]): TruthEntry[] {
  const out: TruthEntry[] = [];
  let claimant: Seat | null = null;
  for (const e of log) {
    const round = e.round;
    switch (e.t) {
      case 'nightCultists':
        out.push({ kind: 'cultists', round, seats: [...e.cultists] });
        if (e.deadFromStart.length > 0)
          out.push({
            kind: 'deadFromStart',
            round,
            seats: [...e.deadFromStart],
            cultists: e.cultists.length,
          });
        break;
      case 'nightSeer': {
        const seats = roles.flatMap((role, seat) => (ROLE_INFO[role].seesCultists ? [seat] : []));
        if (seats.length > 0) out.push({ kind: 'seerKnew', round, seats });
        break;
      }
      case 'cardGivenFace':
        if (e.card === 'dead') out.push({ kind: 'deadGiven', round, from: e.from, to: e.to });
        break;
      case 'assassinated':
        out.push({ kind: 'assassinated', round, by: e.seat, target: e.target });
        break;
      case 'stateSeen':
        if (e.dead > 0) out.push({ kind: 'knew', round, seat: e.seat, target: e.target, dead: e.dead });
        break;
      case 'becameGhost':
        out.push({ kind: 'died', round, seat: e.seat, cause: e.cause });
        break;
      case 'claimed':
        claimant = e.seat;
        break;
      case 'claimChecked':
        if (claimant !== null)
          out.push({
            kind: 'victoryClaim',
            round,
            by: claimant,
            dead: [...e.deadInvestigators],
            needed: e.needed,
          });
        break;
      case 'seerGuessed':
        out.push({ kind: 'seerGuess', round, by: e.by, guess: e.guess, seer: e.seer });
        break;
      default:
        break;
    }
  }
  return out;
}

/** The sole Cultist's declaration of victory in a log, once checked: its entry of the timeline, or null. */
export function victoryClaimOf(
  log: readonly ViewedEvent[],
): Extract<TruthEntry, { kind: 'victoryClaim' }> | null {
  for (const entry of truthTimeline(log, []).reverse()) if (entry.kind === 'victoryClaim') return entry;
  return null;
}
