import type { FastifyInstance } from 'fastify';
import { JoinSchema, TokenSchema } from '@among-cultists/protocol';
import { z } from 'zod';
import { StorageError } from '../game/authority.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { HttpError } from '../errors.ts';
import { KeyedLimiter, type Rate } from '../limiter.ts';
import { ConflictError, loadGame, saveSeats } from '../store.ts';
import { parseBody } from './errors.ts';
import type { Limited } from './refusals.ts';
import type { RoomLookup } from './room-lookup.ts';

/** The body: the seat's token, and a name checked exactly as a name given to join. */
const RenameSchema = z.strictObject({ token: TokenSchema, name: JoinSchema.shape.name });

/** Renames per IP address: a player fixes a typo or two; a burst of them is someone else's script. */
export const RENAME_RATE: Rate = { burst: 6, perSecond: 6 / 60 };

/** A write that lost a race with another (a join, a bot seated) is tried again this many times. */
const ATTEMPTS = 3;

export interface RenameDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly room: RoomLookup;
  readonly limited: Limited;
}

/**
 * `POST /api/games/:id/name { token, name }` (issue 27): a player renames their own seat, in the lobby or
 * during the game. At a table, the phone that took the seat the laptop created the game in plays under the
 * laptop's name until its player gives their own. The name is checked as a name given to join; the seat is
 * the token's, never another. The seats are stored with the version they were read at (another write in
 * between is read again and the rename tried again), then the room reads them back as it reads another
 * node's write, which shows every screen the new name.
 */
export function registerRename(app: FastifyInstance, deps: RenameDeps): void {
  const renames = new KeyedLimiter(RENAME_RATE, deps.clock);
  app.post('/api/games/:id/name', async (request) => {
    const { token, name } = parseBody(RenameSchema, request.body);
    if (!renames.take(request.ip))
      throw deps.limited('rename', 'rate/limited', 'Too many new names from your network; wait a minute.');
    const room = await deps.room(request.params);
    const seat = room.seatOf(token);
    if (seat === null) throw new HttpError(403, 'auth/bad-token', 'That is not a seat of this game.');
    if (room.status === 'finished')
      throw new HttpError(409, 'game/started', 'The game is over: its names are kept as they were.');
    await renameStored(deps.db, room.id, seat, name);
    await room.refresh();
    return { seat, name };
  });
}

/** Stores `name` for `seat` of game `id`, at the version read (again after a lost race). */
async function renameStored(db: Db, id: string, seat: number, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const stored = await loadGame(db, id, { chatLimit: 0 });
    if (!stored) throw new HttpError(404, 'game/unknown', 'There is no such game.');
    const seats = stored.seats.map((s) => (s.seat === seat ? { ...s, name } : s));
    try {
      await saveSeats(db, id, seats, stored.status, { expected: stored.version ?? 0 });
      return;
    } catch (e) {
      // Any other failure (the database's) is the server's error handler's: it logs and counts it and answers
      // 503, so the phone may try again.
      if (!(e instanceof ConflictError)) throw new StorageError('store the seat name', e);
      if (attempt >= ATTEMPTS)
        throw new HttpError(503, 'server/unavailable', 'The seats kept changing; try the name again.');
    }
  }
}
