import type { Rate } from '../limiter.ts';
import type { RatingRules } from './policy.ts';

/**
 * The ratings' settings (docs/server.md, Ratings; docs/operations.md): which games count (policy.ts), how
 * often and how much each node looks for games to rate, and the leaderboard's bounds.
 */
export interface RatingSettings extends RatingRules {
  /** How often each node looks for finished public games not yet rated (a game is rated at most this late). */
  readonly pollMs: number;
  /** Games one look rates at most (more wait for the next look). */
  readonly batch: number;
  /** Rated games an account needs before the leaderboard lists it (LEADERBOARD_MIN_GAMES). */
  readonly leaderboardMinGames: number;
  /** Accounts a leaderboard page shows. */
  readonly leaderboardPage: number;
  /** Pages the leaderboard has at most (the best `leaderboardPage * leaderboardPages` accounts). */
  readonly leaderboardPages: number;
  /** Leaderboard pages per IP address. */
  readonly leaderboardRate: Rate;
}

export const DEFAULT_RATINGS: RatingSettings = {
  maxBots: 1,
  minAccounts: 2,
  // Three rated games a week with the same account: friends who meet at public tables keep counting, two
  // accounts playing each other over and over for points stop after three.
  pairGames: 3,
  pairWindowMs: 7 * 24 * 3600_000,
  pollMs: 10_000,
  // Rating a game replays its record (a few milliseconds): 20 keep a look well under a second.
  batch: 20,
  leaderboardMinGames: 5,
  leaderboardPage: 25,
  leaderboardPages: 40,
  leaderboardRate: { burst: 20, perSecond: 2 },
};
