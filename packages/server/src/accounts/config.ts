import { DEFAULT_RATINGS, type RatingSettings } from '../ratings/settings.ts';
import { accountSettings, type AccountSettings } from './settings.ts';

/**
 * Accounts' settings from the environment (docs/server.md, Settings): on unless ACCOUNTS=off; ACCOUNTS_ORIGIN
 * the web app's origin (by default http://localhost:<PORT>, for a server tried on one machine), ACCOUNTS_RP_ID,
 * COOKIE_SECURE and ACCOUNT_SESSION_DAYS; the ratings' RATING_PAIR_GAMES, RATING_PAIR_DAYS and
 * LEADERBOARD_MIN_GAMES. A bad value throws a message naming the variable.
 */
export function accountsFromEnv(env: NodeJS.ProcessEnv, port: number): AccountSettings | undefined {
  const switched = env.ACCOUNTS ?? 'on';
  if (switched !== 'on' && switched !== 'off')
    throw new Error(`ACCOUNTS is "on" or "off" (got "${switched}").`);
  if (switched === 'off') return undefined;
  const origin = env.ACCOUNTS_ORIGIN ?? `http://localhost:${port}`;
  if (!/^https?:\/\/[^/]+$/.test(origin))
    throw new Error(`ACCOUNTS_ORIGIN is the site's origin, like https://play.example.org (got "${origin}").`);
  const host = new URL(origin).hostname;
  const rpId = env.ACCOUNTS_RP_ID ?? host;
  if (host !== rpId && !host.endsWith(`.${rpId}`))
    throw new Error(`ACCOUNTS_RP_ID must be ACCOUNTS_ORIGIN's host name or a suffix of it (got "${rpId}").`);
  const secure = env.COOKIE_SECURE;
  if (secure !== undefined && secure !== 'true' && secure !== 'false')
    throw new Error(`COOKIE_SECURE is "true" or "false" (got "${secure}").`);
  const days = env.ACCOUNT_SESSION_DAYS ?? '30';
  if (!/^\d{1,3}$/.test(days) || Number(days) < 1 || Number(days) > 365)
    throw new Error(`ACCOUNT_SESSION_DAYS is a number of days from 1 to 365 (got "${days}").`);
  return accountSettings(origin, {
    rpId,
    ratings: ratingsFromEnv(env),
    ...(secure === undefined ? {} : { cookieSecure: secure === 'true' }),
    limits: { sessionTtlMs: Number(days) * 24 * 3600_000 },
  });
}

/** A whole number from `min` to `max` in `name`, or `fallback` when it is not set. */
function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = env[name];
  if (value === undefined) return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < min || Number(value) > max)
    throw new Error(`${name} is a whole number from ${min} to ${max} (got "${value}").`);
  return Number(value);
}

/** The ratings' settings the environment may change (docs/operations.md, Ratings). */
function ratingsFromEnv(env: NodeJS.ProcessEnv): Partial<RatingSettings> {
  return {
    pairGames: wholeNumber(env, 'RATING_PAIR_GAMES', DEFAULT_RATINGS.pairGames, 1, 1000),
    pairWindowMs:
      wholeNumber(env, 'RATING_PAIR_DAYS', DEFAULT_RATINGS.pairWindowMs / 86_400_000, 1, 365) * 86_400_000,
    leaderboardMinGames: wholeNumber(
      env,
      'LEADERBOARD_MIN_GAMES',
      DEFAULT_RATINGS.leaderboardMinGames,
      0,
      1000,
    ),
  };
}
