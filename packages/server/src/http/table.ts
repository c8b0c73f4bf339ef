import type { FastifyInstance } from 'fastify';
import { HostSchema, RedeemHandoverSchema, type HandoverCode } from '@among-cultists/protocol';
import { type StorageError } from '../game/authority.ts';
import { hashToken } from '../game/secrets.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { HttpError } from '../errors.ts';
import { issueHandover, redeemHandover } from '../handover.ts';
import { KeyedLimiter } from '../limiter.ts';
import type { Limits } from '../limits.ts';
import { errorText, type Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import type { Room } from '../room.ts';
import { tableKeyOf } from '../table-screen.ts';
import { parseBody as parse } from './errors.ts';
import type { Limited } from './refusals.ts';
import { registerRename } from './rename.ts';
import type { RoomLookup } from './room-lookup.ts';

export interface TableRouteDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
  readonly limits: Pick<Limits, 'handoverIssue' | 'handoverRedeem' | 'handoverTtlMs'>;
  readonly room: RoomLookup;
  readonly limited: Limited;
}

/** The host's own token, or a refusal (the table's routes act for the host alone). */
function requireHost(room: Room, token: string): number {
  const host = room.lobby().host ?? 0;
  if (room.seatOf(token) !== host) throw new HttpError(403, 'auth/not-host', 'Only the host can do that.');
  return host;
}

/**
 * Table mode's HTTP routes (issue 24; docs/server.md): the host's seat handed from the shared screen to a
 * phone by a single-use code (handover.ts), and the shared screen's key to its own place (table-screen.ts).
 */
export function registerTableRoutes(app: FastifyInstance, deps: TableRouteDeps): void {
  // The phone that took the laptop's seat renames it (and any player their own seat): rename.ts.
  registerRename(app, deps);
  const issues = new KeyedLimiter(deps.limits.handoverIssue, deps.clock);
  const redeems = new KeyedLimiter(deps.limits.handoverRedeem, deps.clock);

  /** A new code for the host's seat, while the game is in its lobby (where the screen shows it). */
  app.post('/api/games/:id/handover', async (request): Promise<HandoverCode> => {
    const { token } = parse(HostSchema, request.body);
    if (!issues.take(request.ip))
      throw deps.limited(
        'handover',
        'rate/handover',
        'Too many handover codes from your network; wait a minute.',
      );
    const room = await deps.room(request.params);
    const seat = requireHost(room, token);
    if (room.status !== 'lobby') throw new HttpError(409, 'game/started', 'The game has already started.');
    return issueHandover(deps.db, deps.clock, room.id, seat, token, deps.limits.handoverTtlMs);
  });

  /** The phone's side: the seat and its token, once per code. */
  app.post('/api/games/:id/handover/redeem', async (request) => {
    const { code } = parse(RedeemHandoverSchema, request.body);
    if (!redeems.take(request.ip))
      throw deps.limited(
        'handover-redeem',
        'rate/handover',
        'Too many handover codes from your network; wait a minute.',
      );
    const room = await deps.room(request.params);
    return redeemHandover(deps.db, deps.clock, room.id, code, (error: StorageError) => {
      deps.metrics.failures.inc({ operation: 'write' });
      deps.log.error(
        { game: room.id, error: errorText(error) },
        'a handover could not retire its other codes',
      );
    });
  });

  /** The shared screen's key to its own place (`hello { table }`), for the host's token only. */
  app.post('/api/games/:id/table', async (request) => {
    const { token } = parse(HostSchema, request.body);
    const room = await deps.room(request.params);
    requireHost(room, token);
    return { key: tableKeyOf(hashToken(token)) };
  });
}
