/**
 * What the account routes and the ratings' routes check alike: a request within its network's allowance, an
 * account's requests within the account's allowance, and the signed-in account of its session cookie (a 401
 * without one).
 */
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { HttpError } from '../errors.ts';
import type { Limited } from '../http/refusals.ts';
import { KeyedLimiter, type Rate } from '../limiter.ts';
import { sessionCookie } from './cookies.ts';
import type { AccountSettings } from './settings.ts';
import { sessionAccount, type Account } from './store.ts';

export interface GuardDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly settings: AccountSettings;
  readonly limited: Limited;
}

/** A limit per IP address on one kind of request (`what`, as the refusal names it). */
export function networkLimiter(deps: GuardDeps, rate: Rate, what: string): (request: FastifyRequest) => void {
  const keyed = new KeyedLimiter(rate, deps.clock);
  return (request) => {
    if (!keyed.take(request.ip))
      throw deps.limited('account', 'rate/account', `Too many ${what} from your network; wait a while.`);
  };
}

/** An account's own requests, within one allowance over every address (one instance per server: shared). */
export function accountLimiter(
  deps: Pick<GuardDeps, 'clock' | 'limited'>,
  rate: Rate,
): (account: Account) => void {
  const keyed = new KeyedLimiter(rate, deps.clock);
  return (account) => {
    if (!keyed.take(account.id))
      throw deps.limited(
        'account-changes',
        'rate/account',
        'Too many requests for this account; wait a while.',
      );
  };
}

/** The signed-in account and its session, or a 401. */
export async function signedIn(
  request: FastifyRequest,
  deps: GuardDeps,
): Promise<{ account: Account; session: string }> {
  const session = sessionCookie(request, deps.settings);
  const account = session === undefined ? null : await sessionAccount(deps.db, session, deps.clock.now());
  if (account === null || session === undefined)
    throw new HttpError(401, 'account/signed-out', 'You are not signed in.');
  return { account, session };
}
