import type { Rate } from '../limiter.ts';
import { DEFAULT_RATINGS, type RatingSettings } from '../ratings/settings.ts';

/**
 * Accounts' settings (docs/server.md, Settings and Limits): where the web app is served (the WebAuthn relying
 * party and the only origin allowed to change an account), the session cookie, and the bounds on what a
 * client can make the server keep.
 */
export interface AccountSettings {
  /** The web app's origin, e.g. https://play.example.org (ACCOUNTS_ORIGIN): passkeys are bound to it. */
  readonly origin: string;
  /** The relying party id (ACCOUNTS_RP_ID): the origin's host name, or a registrable suffix of it. */
  readonly rpId: string;
  /** The name the browser shows when it asks for a passkey. */
  readonly rpName: string;
  /** The cookie is `Secure` (and named `__Host-…`): the site is served over TLS (COOKIE_SECURE). */
  readonly cookieSecure: boolean;
  readonly limits: AccountLimits;
  /** The accounts' ratings and leaderboard (ratings/). */
  readonly ratings: RatingSettings;
}

export interface AccountLimits {
  /** How long a session lasts after sign-in. */
  readonly sessionTtlMs: number;
  /** Sessions kept per account (signing in on one more device ends the oldest). */
  readonly sessionsPerAccount: number;
  /** Passkeys per account. */
  readonly passkeysPerAccount: number;
  /** How long a WebAuthn challenge may be answered. */
  readonly challengeTtlMs: number;
  /** Challenges waiting for an answer, over all clients (beyond: 503 until some expire). */
  readonly challengesPending: number;
  /** Sign-ups (registration options) per IP address. */
  readonly signUp: Rate;
  /** Sign-ins (authentication options) per IP address. */
  readonly signIn: Rate;
  /** Recovery-code attempts per IP address. */
  readonly recover: Rate;
  /** Data downloads per IP address. */
  readonly exportData: Rate;
  /** Profile pages (GET /api/account/games) per IP address. */
  readonly profile: Rate;
  /**
   * A signed-in account's own requests (data download, profile pages, deletion) per account, over every
   * address: an account shared out to many addresses gets no more than one person's share.
   */
  readonly perAccount: Rate;
  /** Games a profile page lists at most. */
  readonly profilePage: number;
  /** Finished games a profile request replays at most to sum them up (the rest on the next requests). */
  readonly profileReplays: number;
}

const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  sessionTtlMs: 30 * 24 * 3600_000,
  sessionsPerAccount: 10,
  passkeysPerAccount: 10,
  // WebAuthn's own recommended ceremony timeout is 5 minutes: a slow phone and a security key fit in it.
  challengeTtlMs: 5 * 60_000,
  challengesPending: 10_000,
  // A person signs up once, and retries a cancelled prompt a few times.
  signUp: { burst: 5, perSecond: 5 / 600 },
  signIn: { burst: 10, perSecond: 10 / 60 },
  // Recovery codes are 80 random bits: a handful of tries an hour is ample for a person and nothing for a guesser.
  recover: { burst: 5, perSecond: 5 / 3600 },
  exportData: { burst: 5, perSecond: 5 / 60 },
  // A person opens their profile and pages through it: a page a second is plenty.
  profile: { burst: 10, perSecond: 1 },
  // A person paging through their profile on two devices at once, and then some.
  perAccount: { burst: 20, perSecond: 2 },
  profilePage: 20,
  // A replay of a whole game takes a few milliseconds: 20 keep a request well under a second.
  profileReplays: 20,
};

/** The settings for an origin, with the relying party id its host name and the cookie Secure over https. */
export function accountSettings(
  origin: string,
  overrides: Partial<Omit<AccountSettings, 'origin' | 'limits' | 'ratings'>> & {
    readonly limits?: Partial<AccountLimits>;
    readonly ratings?: Partial<RatingSettings>;
  } = {},
): AccountSettings {
  const url = new URL(origin);
  return {
    origin: url.origin,
    rpId: overrides.rpId ?? url.hostname,
    rpName: overrides.rpName ?? 'Among Cultists',
    cookieSecure: overrides.cookieSecure ?? url.protocol === 'https:',
    limits: { ...DEFAULT_ACCOUNT_LIMITS, ...overrides.limits },
    ratings: { ...DEFAULT_RATINGS, ...overrides.ratings },
  };
}
