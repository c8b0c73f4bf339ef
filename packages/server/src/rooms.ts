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
      // A game that does not exist is looked up again next time.
      void room.then((r) => {
        if (!r) this.#rooms.delete(id);
      });
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
  async resumeUnfinished(): Promise<number> {
    const ids = await unfinishedGameIds(this.#deps.db);
    await Promise.all(ids.map((id) => this.get(id)));
    return ids.length;
  }

  async loaded(): Promise<Room[]> {
    const rooms = await Promise.all(this.#rooms.values());
    return rooms.filter((r): r is Room => r !== null);
  }

  async close(): Promise<void> {
    for (const room of await this.loaded()) await room.close();
  }
}
