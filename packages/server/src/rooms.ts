import type { HostToken } from './game/host.ts';
import type { GameOptions } from '@among-cultists/engine';
import { HttpError } from './errors.ts';
import { abandonIdle, markAttended, markIdle } from './idle.ts';
import { errorText } from './log.ts';
import type { RematchPlan } from './game/authority.ts';
import type { LeaseKeeper } from './leases.ts';
import { Room, type RoomDeps } from './room.ts';
import { PRESENCE_BEAT_MS } from './session/game-view.ts';
import { deleteStaleLobbies, gameHeads, unfinishedGameIds } from './store.ts';
import type { Timers } from './timers.ts';

export interface RoomsSettings {
  /** A game nobody is connected to leaves memory after this long (a game in play: once no player is at it
   *  through any node, idle.ts). It stays stored and loads on demand; its bots and deadline go on then. */
  readonly idleEvictMs: number;
  /** A game in play that no player has been at for this long ends as abandoned (idle.ts; default never). */
  readonly abandonAfterMs?: number;
  /** A lobby nobody started is deleted after this long. */
  readonly lobbyTtlMs: number;
  /** How often the sweep runs. */
  readonly sweepMs: number;
  /** Games being played with bots at once; a start beyond is refused (`limit/bot-games`). */
  readonly botGames: number;
  /**
   * Several nodes: how often this node compares its games with storage, while the bus works and while it
   * does not (then the poll is how changes made through other nodes arrive).
   */
  readonly pollMs?: { readonly healthy: number; readonly unhealthy: number };
}

const DEFAULT_POLL = { healthy: 5000, unhealthy: 1000 };

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
  /** Several nodes: which games' timers and bots run here. */
  #leases: LeaseKeeper | null = null;
  #stopPoll: (() => void) | null = null;
  #stopBeat: (() => void) | null = null;
  #polling: Promise<void> | null = null;

  constructor(deps: RoomDeps, settings: RoomsSettings) {
    // A player back at a game waiting in storage ends its wait at once (not at the next sweep).
    this.#deps = {
      ...deps,
      seated: (room) => {
        if (room.status === 'playing') void this.#attend([room.id]);
      },
    };
    this.#settings = settings;
    this.#scheduleSweep();
    if (deps.bus && deps.leased === true) {
      this.#schedulePoll();
      this.#scheduleBeat();
      // Back after an outage: whatever the bus did not carry meanwhile is read at once. The moderation's
      // mutes are read again at the next chat line (the poll compares the games, not their mutes).
      deps.bus.onHealth((healthy) => {
        for (const room of this.#rooms.values())
          void room.then(
            (r) => r?.moderation.forget(),
            () => undefined,
          );
        if (healthy) void this.poll();
      });
    }
  }

  /** Several nodes: the keeper of this node's leases (set once, before serving). */
  useLeases(leases: LeaseKeeper): void {
    this.#leases = leases;
  }

  /** This node gained a game's lease: it loads the game and runs its timers and bots. */
  async gained(id: string): Promise<void> {
    try {
      const room = await this.get(id);
      room?.setLeader(this.#leases?.holds(id) ?? false);
    } catch {
      // Logged and counted where it was loaded; the lease is renewed, and the next gain retries.
    }
  }

  /** This node lost a game's lease (another node runs it now, or it could not renew in time). */
  lost(id: string): void {
    void this.#rooms.get(id)?.then(
      (room) => room?.setLeader(false),
      () => undefined,
    );
  }

  #schedulePoll(): void {
    if (this.#closed) return;
    const poll = this.#settings.pollMs ?? DEFAULT_POLL;
    const wait = this.#deps.bus?.healthy === true ? poll.healthy : poll.unhealthy;
    this.#stopPoll = this.#deps.clock.after(wait, () => {
      void this.poll().finally(() => {
        this.#schedulePoll();
      });
    });
  }

  #scheduleBeat(): void {
    if (this.#closed) return;
    this.#stopBeat = this.#deps.clock.after(PRESENCE_BEAT_MS, () => {
      void this.loaded().then((rooms) => {
        for (const room of rooms) room.beat();
        this.#scheduleBeat();
      });
    });
  }

  /**
   * Compares every game in memory with storage (three queries whatever their number) and reads what other
   * nodes stored into the copies that are behind: the safety net under the bus, and the way changes
   * travel between nodes while it is down.
   */
  poll(): Promise<void> {
    this.#polling ??= this.#poll().finally(() => {
      this.#polling = null;
    });
    return this.#polling;
  }

  async #poll(): Promise<void> {
    // A game whose lease is held here but which failed to load when it was gained: try again.
    for (const id of this.#leases?.held ?? []) if (!this.#rooms.has(id)) void this.gained(id);
    // An idle copy reads what it missed when it is used again, not now.
    const rooms = (await this.loaded()).filter((r) => !r.closed && !r.idleCopy);
    if (rooms.length === 0) return;
    let heads;
    try {
      heads = new Map(
        (
          await gameHeads(
            this.#deps.db,
            rooms.map((r) => r.id),
          )
        ).map((h) => [h.id, h]),
      );
    } catch (e) {
      this.#deps.metrics.failures.inc({ operation: 'load' });
      this.#deps.log.error({ error: errorText(e) }, 'comparing games with storage failed; tried again soon');
      return;
    }
    await Promise.all(
      rooms.map((room) => {
        const stored = heads.get(room.id);
        const mine = room.head();
        if (
          !stored ||
          (stored.version === mine.version && stored.actions === mine.actions && stored.chat === mine.chat)
        )
          return Promise.resolve();
        return room.refresh();
      }),
    );
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
    if (found && this.#leases?.holds(id) === true && !found.leader) found.setLeader(true);
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
  async start(room: Room, hostToken: HostToken): Promise<void> {
    room.checkStart(hostToken);
    if (!room.hasBots) {
      await room.start(hostToken);
      await this.#claim(room);
      return;
    }
    // A game whose players all left does not count: its bots wait for them (Room.botsPlaying).
    const running = (await this.loaded()).filter((r) => r.botsPlaying).length;
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
    await this.#claim(room);
  }

  /** Several nodes: the node that started a game runs its timers and bots first. */
  async #claim(room: Room): Promise<void> {
    if (!this.#leases || room.status !== 'playing') return;
    await this.#leases.claim(room.id);
    if (this.#leases.holds(room.id)) room.setLeader(true);
  }

  /**
   * Loads every unfinished game someone was at when the server stopped (a game waiting for its players
   * stays stored until one comes back: idle.ts); returns how many now run. A game that no longer replays (its stored
   * actions do not fit today's rules or board) is reported to `onFailure` and left stored, untouched: one
   * such game must not keep the server, and every other game, from starting.
   */
  async resumeUnfinished(onFailure: (id: string, error: unknown) => void = () => undefined): Promise<number> {
    // Several nodes: the leases decide which node runs which game (leases.ts), not start-up.
    if (this.#deps.leased === true) return 0;
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

  /**
   * Drops idle games from memory, ends games abandoned by every player and deletes lobbies nobody started;
   * returns how many of each.
   */
  async sweep(): Promise<{ evicted: number; expired: number; abandoned: number }> {
    const now = this.#deps.clock.now();
    let evicted = 0;
    const loaded = await this.loaded();
    // Games with a player here that storage may still hold as idle (a write that failed, or the leader let
    // the game go just as the player came through this node): their wait ends.
    await this.#attend(
      loaded
        .filter((r) => r.status === 'playing' && [...r.clients].some((c) => c.seat !== null))
        .map((r) => r.id),
    );
    for (const room of loaded) {
      const idle = room.idleSince;
      if (idle === null || now - idle < this.#settings.idleEvictMs) continue;
      // A game in play that this node runs leaves only once no player is at it through any node, and
      // storage says since when (idle.ts); its bots and deadline go on when a player comes back.
      if (room.status === 'playing' && room.leader && (room.attended || !(await this.#letGo(room, idle))))
        continue;
      // Someone came while the wait was stored: the game stays (and its wait ends).
      if (room.idleSince === null) {
        if (room.status === 'playing') await this.#attend([room.id]);
        continue;
      }
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
    for (const id of expired) {
      this.#rooms.delete(id);
      this.#deps.bus?.publish(id, { t: 'gone' });
    }
    const abandoned = await this.#abandon(now);
    if (evicted > 0 || expired.length > 0)
      this.#deps.log.info({ evicted, expired: expired.length }, 'idle games left memory');
    return { evicted, expired: expired.length, abandoned };
  }

  /**
   * Stores since when nobody has been at a game in play this node runs, and gives its lease up (several
   * nodes: no node claims it again until a player comes back); false if that failed (it stays, and the
   * next sweep tries again).
   */
  async #letGo(room: Room, idleSince: number): Promise<boolean> {
    try {
      if (!(await markIdle(this.#deps.db, room.id, idleSince))) return false;
    } catch (e) {
      this.#deps.metrics.failures.inc({ operation: 'sweep' });
      this.#deps.log.error(
        { game: room.id, error: errorText(e) },
        'an idle game in play could not be stored as idle; it stays in memory, and the next sweep tries again',
      );
      return false;
    }
    await this.#leases?.giveUp(room.id);
    return true;
  }

  /**
   * A player is at these games in play (here): storage stops holding them as idle. Several nodes: a game
   * that was idle has no lease, and this node claims it, so that its bots and deadline run again.
   */
  async #attend(ids: readonly string[]): Promise<void> {
    let back: string[];
    try {
      back = await markAttended(this.#deps.db, ids);
    } catch (e) {
      this.#deps.metrics.failures.inc({ operation: 'sweep' });
      this.#deps.log.error(
        { games: ids, error: errorText(e) },
        'games a player came back to could not be stored as attended; the next sweep tries again',
      );
      return;
    }
    for (const id of back) {
      this.#deps.log.info({ game: id }, 'a player came back to a game that was waiting in storage');
      if (!this.#leases) continue;
      await this.#leases.claim(id);
      if (this.#leases.holds(id)) (await this.#loadedCopy(id))?.setLeader(true);
    }
  }

  /**
   * Ends the games in play no player has been at for `abandonAfterMs` (on any node: one conditional update
   * decides), and shows it to whatever copy of them is loaded. Returns how many this node ended.
   */
  async #abandon(now: number): Promise<number> {
    const after = this.#settings.abandonAfterMs;
    if (after === undefined) return 0;
    let ended;
    try {
      ended = await abandonIdle(this.#deps.db, now - after);
    } catch (e) {
      this.#deps.metrics.failures.inc({ operation: 'sweep' });
      this.#deps.log.error(
        { error: errorText(e) },
        'ending games abandoned by their players failed; the next sweep tries again',
      );
      return 0;
    }
    for (const { id, version } of ended) {
      this.#deps.log.info({ game: id }, 'a game every player had left ended as abandoned');
      this.#deps.metrics.abandoned.inc();
      // The other nodes' copies read it again; this node's reads it now.
      this.#deps.bus?.publish(id, { t: 'seats', version });
      await (await this.#loadedCopy(id))?.refresh();
    }
    return ended.length;
  }

  /**
   * This node's copy of a game, if it has one (loaded or loading); null if none, or if its load failed: that
   * failure was logged and counted where it was loaded (`get`), and the next use loads it again.
   */
  async #loadedCopy(id: string): Promise<Room | null> {
    const loading = this.#rooms.get(id);
    if (!loading) return null;
    try {
      return await loading;
    } catch (e) {
      this.#deps.log.info(
        { game: id, error: errorText(e) },
        'a game this node had not loaded was left to load on its next use',
      );
      return null;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#stopSweep?.();
    this.#stopPoll?.();
    this.#stopBeat?.();
    await this.#polling;
    for (const room of await this.loaded()) await room.close();
  }
}
