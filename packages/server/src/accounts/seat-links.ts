/**
 * A signed-in player's seats, linked to their account (issue 30) so that a profile can list their games later.
 *
 * Linked from the answer of whichever route hands a client a seat's token (a new game, a join, a rematch, quick
 * play…), so that a route added later is covered without knowing of accounts. The link is private: it lives
 * in its own table (never read by the game or sent to other players) and holds the token's hash, so that a
 * seat the player gave up in a lobby and someone else took is not theirs.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { hashToken } from '../game/secrets.ts';
import { errorText, type Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import { sessionCookie } from './cookies.ts';
import type { AccountSettings } from './settings.ts';
import { linkSeat, sessionAccount } from './store.ts';

/** Routes that seat a player but not in a game of their own (a tutorial lesson is practice). */
const NOT_LINKED = new Set(['/api/tutorial']);

interface SeatAnswer {
  readonly id?: unknown;
  readonly seat?: unknown;
  readonly token?: unknown;
}

export function linkSeatsToAccounts(
  app: FastifyInstance,
  deps: {
    readonly db: Db;
    readonly clock: Clock;
    readonly log: Log;
    readonly metrics: Metrics;
    readonly settings: AccountSettings;
  },
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!request.url.startsWith('/api/') || NOT_LINKED.has(request.routeOptions.url ?? '')) return payload;
    const session = sessionCookie(request, deps.settings);
    if (session === undefined || !payload.includes('"token"')) return payload;
    let answer: SeatAnswer;
    try {
      answer = JSON.parse(payload) as SeatAnswer;
    } catch {
      return payload; // not JSON: not a seat's answer
    }
    const gameId = typeof answer.id === 'string' ? answer.id : (request.params as { id?: unknown }).id;
    const { seat, token } = answer;
    if (typeof gameId !== 'string' || typeof token !== 'string' || typeof seat !== 'number') return payload;
    try {
      const account = await sessionAccount(deps.db, session, deps.clock.now());
      if (account !== null)
        await linkSeat(
          deps.db,
          { accountId: account.id, gameId, seat, tokenHash: hashToken(token) },
          deps.clock.now(),
        );
    } catch (error) {
      // The player has their seat either way: a link not stored only leaves the game out of their profile.
      deps.metrics.failures.inc({ operation: 'write' });
      deps.log.error({ gameId, seat, error: errorText(error) }, 'a seat could not be linked to its account');
    }
    return payload;
  });
}
