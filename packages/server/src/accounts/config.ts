import { accountSettings, type AccountSettings } from './settings.ts';

/**
 * Accounts' settings from the environment (docs/server.md, Settings): on unless ACCOUNTS=off; ACCOUNTS_ORIGIN
 * the web app's origin (by default http://localhost:<PORT>, for a server tried on one machine), ACCOUNTS_RP_ID,
 * COOKIE_SECURE and ACCOUNT_SESSION_DAYS. A bad value throws a message naming the variable.
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
    ...(secure === undefined ? {} : { cookieSecure: secure === 'true' }),
    limits: { sessionTtlMs: Number(days) * 24 * 3600_000 },
  });
}
