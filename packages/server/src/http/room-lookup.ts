import { HttpError } from '../errors.ts';
import { errorText, type Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import type { Room } from '../room.ts';
import type { Rooms } from '../rooms.ts';
import { gameId, notLoaded, unknownGame } from './errors.ts';

/** The game a request's `:id` names, up to date; an unknown one is a 404, one that cannot be read a 503. */
export type RoomLookup = (params: unknown) => Promise<Room>;

export function roomLookup(deps: {
  readonly rooms: Rooms;
  readonly log: Log;
  readonly metrics: Metrics;
}): RoomLookup {
  return async (params) => {
    let found: Room | null;
    try {
      found = await deps.rooms.get(gameId(params));
    } catch (e) {
      if (e instanceof HttpError) throw e;
      // Logged and counted where it was loaded.
      throw notLoaded();
    }
    if (!found) throw unknownGame();
    // Several nodes: what was changed through another node a moment ago is read first.
    try {
      await found.sync();
    } catch (e) {
      deps.metrics.failures.inc({ operation: 'load' });
      deps.log.error({ game: found.id, error: errorText(e) }, 'a game could not be brought up to date');
      throw notLoaded();
    }
    return found;
  };
}
