import type { GameOptions } from '@among-cultists/engine';
import { HttpError } from './errors.ts';
import { errorText } from './log.ts';
import type { RematchPlan } from './authority.ts';
import { Room, type RoomDeps } from './room.ts';
import { deleteStaleLobbies, unfinishedGameIds } from './store.ts';
import type { Timers } from './timers.ts';

export interface RoomsSettings {
  /** A game nobody is connected to leaves memory after this long (lobbies and finished games; a game
   *  being played stays while it has bots or deadlines to run). It stays stored and loads on demand. */
  readonly idleEvictMs: number;
  /** A lobby nobody started is deleted after this long. */
  readonly lobbyTtlMs: number;
  /** How often the sweep runs. */
  readonly sweepMs: number;
  /** Games being played with bots at once; a start beyond is refused (`limit/bot-games`). */
  readonly botGames: number;
}

/**
 * The games this process serves: loaded from storage on first use, kept while someone uses them,
 * dropped from memory when idle (storage keeps them), lobbies nobody starts expired.
 */
export class Rooms {
  readonly #deps: RoomDeps;
  readonly #settings: RoomsSettings;
  readonly #rooms = new Map<string, Promise<Room | null>>();
  #stopSweep: (() => void) | null = null;
  /** Bot games whose start is being stored: counted with the running ones, so that starts made together
   *  cannot all pass the cap. */
  #starting = 0;
  #closed = false;

  constructor(deps: RoomDeps, settings: RoomsSettings) {
    this.#deps = deps;
    this.#settings = settings;
    this.#scheduleSweep();
  }

  async get(id: string): Promise<Room | null> {
    let room = this.#rooms.get(id);
    if (!room) {
      room = Room.load(this.#deps, id);
      this.#rooms.set(id, room);
      // A game that does not exist (or failed to load) is looked up again next time; the caller hears why.
      room.then(
        (r) => {
          if (!r && this.#rooms.get(id) === room) this.#rooms.delete(id);
        },
        (e: unknown) => {
          if (this.#rooms.get(id) === room) this.#rooms.delete(id);
          this.#deps.metrics.failures.inc({ operation: 'load' });
          this.#deps.log.error({ game: id, error: errorText(e) }, 'a stored game could not be loaded');
        },
      );
    }
    const found = await room;
    // Evicted while this lookup waited: load it afresh.
    if (found?.closed && !this.#closed) {
      if (this.#rooms.get(id) === room) this.#rooms.delete(id);
      return this.get(id);
    }
    return found;
  }

  /** A new game in its lobby; the host takes the first seat. */
  async create(
    options: Omit<GameOptions, 'seed'>,
    hostName: string,
    timers: Timers = {},
    hostCharacter = 0,
    plan?: Pick<RematchPlan, 'seats' | 'hostSeat'>,
    knownSeed?: string,
  ): Promise<{ room: Room; token: string }> {
    let created;
    try {
      created = await Room.create(this.#deps, options, hostName, timers, hostCharacter, plan, knownSeed);
    } catch (e) {
      if (e instanceof HttpError) throw e;
      this.#deps.metrics.failures.inc({ operation: 'write' });
      this.#deps.log.error({ error: errorText(e) }, 'a new game could not be stored');
      throw new HttpError(
        503,
        'server/unavailable',
        'The game could not be created just now; try again in a moment.',
      );
    }
    this.#rooms.set(created.room.id, Promise.resolve(created.room));
    return created;
  }

  /**
   * A rematch of a finished game for the player holding `token` there: the first one creates it (if
   * `mayCreate` allows: the limit on new games), later ones join it; either way that player's seat and token.
   */
  async rematch(
    old: Room,
    token: string,
    mayCreate: () => void,
    mayJoin: () => void,
  ): Promise<{ room: Room; seat: number; token: string }> {
    const name = old.nameOf(token);
    if (name === null) throw new HttpError(403, 'auth/bad-token', 'That is not a seat of this game.');
    // The game this request created, if it was the first to ask.
    const made: { room?: Room; seat?: number } = {};
    const proposed = await old.rematch(token, async (plan) => {
      mayCreate();
      const { room, token: hostToken } = await this.create(
        plan.options,
        plan.hostName,
        plan.timers,
        plan.hostCharacter,
        plan,
      );
      made.room = room;
      made.seat = plan.hostSeat;
      return { id: room.id, token: hostToken };
    });
    if (proposed.token !== null && made.room && made.seat !== undefined)
      return { room: made.room, seat: made.seat, token: proposed.token };
    mayJoin();
    const room = await this.get(proposed.id);
    if (!room) throw new HttpError(404, 'game/unknown', 'The rematch no longer exists.');
    return { room, ...(await room.claim(token, name)) };
  }

  /** Starts a game, unless it would be one bot game too many. */
  async start(room: Room, hostToken: string): Promise<void> {
    room.checkStart(hostToken);
    if (!room.hasBots) {
      await room.start(hostToken);
      return;
    }
    const running = (await this.loaded()).filter((r) => r.status === 'playing' && r.hasBots).length;
    // No await between this check and the count going up.
    if (running + this.#starting >= this.#settings.botGames) {
      this.#deps.metrics.limited.inc({ limit: 'bot-games' });
      throw new HttpError(
        503,
        'limit/bot-games',
        'The server is running as many games with bots as it can; try again later.',
      );
    }
    this.#starting += 1;
    try {
      await room.start(hostToken);
    } finally {
      this.#starting -= 1;
    }
  }

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

  #scheduleSweep(): void {
    if (this.#closed) return;
    this.#stopSweep = this.#deps.clock.after(this.#settings.sweepMs, () => {
      void this.sweep().finally(() => {
        this.#scheduleSweep();
      });
    });
  }

  /** Drops idle games from memory and deletes lobbies nobody started; returns how many of each. */
  async sweep(): Promise<{ evicted: number; expired: number }> {
    const now = this.#deps.clock.now();
    let evicted = 0;
    for (const room of await this.loaded()) {
      const idle = room.idleSince;
      // A game in play keeps its bots and deadlines running; everything else can wait in storage.
      if (idle === null || now - idle < this.#settings.idleEvictMs || room.status === 'playing') continue;
      this.#rooms.delete(room.id);
      await room.close();
      this.#deps.metrics.evictions.inc();
      evicted += 1;
    }
    let expired: string[] = [];
    try {
      expired = await deleteStaleLobbies(this.#deps.db, now - this.#settings.lobbyTtlMs);
    } catch (e) {
      this.#deps.metrics.failures.inc({ operation: 'sweep' });
      this.#deps.log.error(
        { error: errorText(e) },
        'expiring old lobbies failed; the next sweep tries again',
      );
    }
    // Games of those lobbies that are in memory (one that failed to load was logged where it failed).
    const gone = new Set(expired);
    for (const room of await this.loaded()) {
      if (!gone.has(room.id)) continue;
      this.#rooms.delete(room.id);
      await room.close();
      room.disconnect('game/unknown', 'This lobby closed: it was not started in time.');
    }
    for (const id of expired) this.#rooms.delete(id);
    if (evicted > 0 || expired.length > 0)
      this.#deps.log.info({ evicted, expired: expired.length }, 'idle games left memory');
    return { evicted, expired: expired.length };
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#stopSweep?.();
    for (const room of await this.loaded()) await room.close();
  }
}
