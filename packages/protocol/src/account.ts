/**
 * Optional accounts (issue 30; docs/server.md, Accounts): the bodies the account routes take, checked by the
 * server, and what they answer. The WebAuthn parts are the JSON forms of the Web Authentication API that
 * @simplewebauthn/browser makes and @simplewebauthn/server verifies; only their outline is checked here.
 */
import { z } from 'zod';
import { CreateGameSchema } from './index.ts';

/** An account's name: the same rules as a player's name at a table. */
export const AccountNameSchema = CreateGameSchema.shape.name;

export const SignUpSchema = z.strictObject({ name: AccountNameSchema });

/** A recovery code as the person typed it (any case; spaces and dashes are ignored). */
export const RecoverSchema = z.strictObject({ code: z.string().max(64) });

const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/, 'base64url');

/** A passkey's answer to a challenge (a new passkey's attestation, or an assertion), in its JSON form. */
export const CredentialSchema = z.looseObject({
  id: base64url.min(1).max(1400),
  rawId: base64url.min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: base64url.min(1) }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

export const VerifySchema = z.strictObject({ credential: CredentialSchema });

/** What the signed-in player sees of their account. */
export interface AccountInfo {
  readonly name: string;
  readonly createdAt: number;
  readonly passkeys: number;
  readonly recoveryCodesLeft: number;
}

/** GET /api/account: the account of the session cookie, or null (signed out). */
export interface SessionState {
  readonly account: AccountInfo | null;
  /** false: this server offers no accounts (ACCOUNTS=off). */
  readonly offered?: false;
}

/** A new account: its recovery codes, shown this once (only their hashes are kept). */
export interface SignedUp {
  readonly account: AccountInfo;
  readonly recoveryCodes: readonly string[];
}

/** One finished game of a signed-in player (GET /api/account/games), as the stored game's replay ends it. */
export interface AccountGameResult {
  /** The game's code. */
  readonly id: string;
  /** When its last action was played (epoch ms). */
  readonly finishedAt: number;
  readonly players: number;
  /** The board it was played on. */
  readonly map: string;
  readonly seat: number;
  readonly name: string;
  /** The player's role at the end (an engine Role) and its team (an engine Team). */
  readonly role: string;
  readonly team: string;
  /** Whether the player's team won. */
  readonly won: boolean;
  /** The web app's path to the game's replay. */
  readonly replay: string;
}

/** Games and wins of a signed-in player, all told and by team and role. */
export interface AccountTotals {
  readonly games: number;
  readonly wins: number;
  readonly byTeam: Readonly<Record<string, { readonly games: number; readonly wins: number }>>;
  readonly byRole: Readonly<Record<string, { readonly games: number; readonly wins: number }>>;
}

/** GET /api/account/games: a page of finished games, newest first, and the totals of all of them. */
export interface AccountGames {
  readonly games: readonly AccountGameResult[];
  /** The `before` cursor of the next page; null when this page is the last. */
  readonly next: string | null;
  readonly totals: AccountTotals;
  /** Finished games not yet counted (they are summed a few per request; ask again for the rest). */
  readonly pending: number;
}

/** A page cursor: the finished time and code of the last game of the previous page. */
export const GamesCursorSchema = z.string().regex(/^\d{1,16}(\.\d{1,9})?:[A-Za-z0-9_-]{6,40}$/);

/** GET /api/account/rating: the signed-in player's rating (issue 30; docs/server.md, Ratings). */
export interface AccountRating {
  /** The number shown: 1000 + 40 (mu - 3 sigma), so 1000 for a new player; it rises as games show skill. */
  readonly rating: number;
  /** OpenSkill's estimate of the player's skill and how unsure it still is. */
  readonly mu: number;
  readonly sigma: number;
  /** Rated games (public tables, at most one bot, limits on repeated games with the same accounts). */
  readonly games: number;
  /** Whether the player chose to appear on the public leaderboard (never by default). */
  readonly listed: boolean;
  /** Rated games the leaderboard asks before it lists someone. */
  readonly minGames: number;
  /** Rated games two accounts may have together within `pairDays` days; more do not count for them. */
  readonly pairGames: number;
  readonly pairDays: number;
}

/** POST /api/account/leaderboard: appear on the public leaderboard, or not. */
export const LeaderboardChoiceSchema = z.strictObject({ listed: z.boolean() });

/** One place on the leaderboard: the account's name (its choice to be listed), rating and rated games. */
export interface LeaderboardEntry {
  readonly rank: number;
  readonly name: string;
  readonly rating: number;
  readonly games: number;
}

/** GET /api/leaderboard?page=N: one page of the accounts that chose to be listed, best first. */
export interface Leaderboard {
  readonly entries: readonly LeaderboardEntry[];
  readonly page: number;
  /** Whether a next page exists (within the leaderboard's bound). */
  readonly more: boolean;
  /** Rated games an account needs to be listed. */
  readonly minGames: number;
}

/** The `page` query of GET /api/leaderboard: a page number from 0. */
export const LeaderboardPageSchema = z.string().regex(/^\d{1,4}$/);
