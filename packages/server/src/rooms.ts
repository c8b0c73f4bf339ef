import type { GameOptions } from '@among-cultists/engine';
import { Room, type RoomDeps } from './room.ts';
import { unfinishedGameIds } from './store.ts';
import type { Timers } from './timers.ts';

/** The games this process serves, loaded from storage on first use. */
export class Rooms {
  readonly #deps: RoomDeps;
  readonly #rooms = new Map<string, Promise<Room | null>>();

  constructor(deps: RoomDeps) {
    this.#deps = deps;
  }

  get(id: string): Promise<Room | null> {
    let room = this.#rooms.get(id);
    if (!room) {
      room = Room.load(this.#deps, id);
      this.#rooms.set(id, room);
      // A game that does not exist is looked up again next time. A load that fails is reported to the
      // caller; this side chain must not turn it into an unhandled rejection as well.
      room.then(
        (r) => {
          if (!r) this.#rooms.delete(id);
        },
        () => undefined,
      );
    }
    return room;
  }

  /** A new game in its lobby; the host takes the first seat. */
  async create(
    options: Omit<GameOptions, 'seed'>,
    hostName: string,
    timers: Timers = {},
    hostCharacter = 0,
  ): Promise<{ room: Room; token: string }> {
    const created = await Room.create(this.#deps, options, hostName, timers, hostCharacter);
    this.#rooms.set(created.room.id, Promise.resolve(created.room));
    return created;
  }

  /** Recovery: every game that was being played is loaded (replayed) and its bots resume. */
  /**
   * Loads every unfinished game; returns how many now run. A game that no longer replays (its stored
   * actions do not fit today's rules or board) is reported to `onFailure` and left stored, untouched: one
   * such game must not keep the server, and every other game, from starting.
   */
  async resumeUnfinished(onFailure: (id: string, error: unknown) => void = () => undefined): Promise<number> {
    const ids = await unfinishedGameIds(this.#deps.db);
    const results = await Promise.allSettled(ids.map((id) => this.get(id)));
    results.forEach((r, i) => {
      if (r.status === 'rejected') onFailure(ids[i]!, r.reason);
    });
    return results.filter((r) => r.status === 'fulfilled').length;
  }

  /** The games in memory (one that failed to load is not among them). */
  async loaded(): Promise<Room[]> {
    const rooms = await Promise.allSettled(this.#rooms.values());
    return rooms.flatMap((r) => (r.status === 'fulfilled' && r.value !== null ? [r.value] : []));
  }

  async close(): Promise<void> {
    for (const room of await this.loaded()) await room.close();
  }
}
