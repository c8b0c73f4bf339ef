/**
 * The signed-in account behind a request (issue 30), for the limits and suspensions that follow a player
 * across addresses (public-gate.ts). Read from the session cookie as the account routes read it; a request
 * without one, or a server without accounts, has none.
 */
import type { FastifyRequest } from 'fastify';
import { sessionCookie } from '../accounts/cookies.ts';
import type { AccountSettings } from '../accounts/settings.ts';
import { sessionAccount } from '../accounts/store.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { StorageError } from '../game/authority.ts';

/** The account id of a request's valid session, or null. */
export type AccountOf = (request: FastifyRequest) => Promise<string | null>;

export function accountOfRequest(db: Db, clock: Clock, settings: AccountSettings | null): AccountOf {
  if (settings === null) return () => Promise.resolve(null);
  return async (request) => {
    const session = sessionCookie(request, settings);
    if (session === undefined) return null;
    try {
      return (await sessionAccount(db, session, clock.now()))?.id ?? null;
    } catch (e) {
      // Whose request it is cannot be told: refused (503) rather than let past an account's suspension.
      throw new StorageError('read the session', e);
    }
  };
}
