/**
 * Which finished game is rated, and for whom (issue 30; docs/server.md, Ratings). Pure: given what the stored
 * game says of its seats and how many rated games each pair of its accounts already had together lately, it
 * says which accounts the game rates, or why it rates none. Ratings reward playing well against other people,
 * so everything that lets one person (or two friends) feed a rating is left out:
 *
 * - only public tables (a private game is among friends, who can arrange anything) played to their end;
 * - at most `maxBots` seats played by a bot at the end — a bot seat, or a stand-in that still held the seat
 *   when the game ended (the stand-in played the end: the seat's player does not get the result). The rules'
 *   own AUTOMA seat at four players is neither a person nor a bot taking a person's place and is not counted;
 * - an account linked to two or more seats of one game is not rated in it (it could play both sides);
 * - an account that already had `pairGames` rated games within `pairWindowMs` with another account of the
 *   game is not rated in this one (two accounts farming wins together stop counting);
 * - and a game rates nobody unless at least `minAccounts` different accounts are left to rate (one account
 *   among guests it controls itself proves nothing).
 */
import type { Team } from '@among-cultists/engine';

export interface RatingRules {
  /** Seats played by a bot at the end, at most, in a rated game (1: the "at most one bot"). */
  readonly maxBots: number;
  /** Accounts a game must rate, at least. */
  readonly minAccounts: number;
  /** Rated games two accounts may have together within `pairWindowMs` before more stop counting. */
  readonly pairGames: number;
  readonly pairWindowMs: number;
}

/** One seat of a finished game, as storage and the replay say. */
export interface SeatFact {
  readonly seat: number;
  /** The seat's kind at the end (store.ts SeatKind). */
  readonly kind: string;
  readonly team: Team;
  /** The accounts linked to the seat that still hold its token (usually none or one). */
  readonly accounts: readonly string[];
}

export interface GameFacts {
  readonly gameId: string;
  readonly public: boolean;
  /** Played to its end by the engine (not abandoned, and its record replays). */
  readonly finished: boolean;
  readonly winner: Team | null;
  readonly finishedAt: number;
  readonly seats: readonly SeatFact[];
}

/** Why a game rates nobody: stored in `rated_games.outcome` and counted in the metrics. */
type Unrated = 'private' | 'unfinished' | 'bots' | 'accounts';

export type Decision =
  | { readonly rated: false; readonly why: Unrated }
  | {
      readonly rated: true;
      /** Each account the game rates, with its seat's team. */
      readonly accounts: ReadonlyMap<string, Team>;
      /** Why the other linked accounts are not rated: 'seats' (two seats), 'standin', 'pair'. */
      readonly skipped: ReadonlyMap<string, 'seats' | 'standin' | 'pair'>;
    };

const BOT_KINDS = new Set(['bot', 'standin']);

/**
 * The accounts `facts` rates. `pairCount(a, b)` is how many rated games the accounts a and b had together
 * within the window before this one.
 */
export function decide(
  facts: GameFacts,
  rules: RatingRules,
  pairCount: (a: string, b: string) => number,
): Decision {
  if (!facts.public) return { rated: false, why: 'private' };
  if (!facts.finished || facts.winner === null) return { rated: false, why: 'unfinished' };
  if (facts.seats.filter((s) => BOT_KINDS.has(s.kind)).length > rules.maxBots)
    return { rated: false, why: 'bots' };
  const skipped = new Map<string, 'seats' | 'standin' | 'pair'>();
  const seatsOf = new Map<string, SeatFact[]>();
  for (const seat of facts.seats)
    for (const account of seat.accounts) seatsOf.set(account, [...(seatsOf.get(account) ?? []), seat]);
  const eligible = new Map<string, Team>();
  for (const [account, seats] of seatsOf) {
    const [seat] = seats;
    if (seats.length > 1) skipped.set(account, 'seats');
    else if (seat === undefined) continue;
    // A seat two accounts claim (one token shared between two signed-in browsers) is one person's at most:
    // neither is rated rather than guessing which.
    else if (seat.accounts.length > 1) skipped.set(account, 'seats');
    else if (seat.kind === 'standin') skipped.set(account, 'standin');
    else eligible.set(account, seat.team);
  }
  const accounts = new Map<string, Team>();
  for (const [account, team] of eligible) {
    const farmed = [...eligible.keys()].some(
      (other) => other !== account && pairCount(account, other) >= rules.pairGames,
    );
    if (farmed) skipped.set(account, 'pair');
    else accounts.set(account, team);
  }
  if (accounts.size < rules.minAccounts) return { rated: false, why: 'accounts' };
  return { rated: true, accounts, skipped };
}
