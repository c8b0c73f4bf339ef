import {
  actors,
  legalActions,
  turnSeat,
  type Action,
  type Claim,
  type GameOptions,
  type GameState,
} from '@among-cultists/engine';
import type { BotKind, createBot } from '@among-cultists/bots';
import {
  CHAT_PAGE,
  ClaimSchema,
  describeIssues,
  MISSES_FOR_TAKEOVER,
  type ChatLine,
  type Notebook,
  type Lobby,
  type Resume,
} from '@among-cultists/protocol';
import { randomBytes } from 'node:crypto';
import {
  GameAuthority,
  hashToken,
  isReserved,
  LostRaceError,
  StorageError,
  type RematchPlan,
  type Rejection,
} from './authority.ts';
import { AutoEnd } from './auto-end.ts';
import { retryDelay } from './backoff.ts';
import { BotDriver } from './bot-driver.ts';
import type { BotQueue } from './bot-queue.ts';
import { LocalBus, type Bus, type BusMessage } from './bus.ts';
import { ChatLog } from './chat.ts';
import { CoachHold } from './coach-hold.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { Deadline } from './deadlines.ts';
import { HttpError } from './errors.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { errorText, type Log } from './log.ts';
import type { Metrics, Operation } from './metrics.ts';
import { RemotePresence } from './presence.ts';
import { lobbySettings, type RoomSettings } from './room-settings.ts';
import { Session, type Client, type Timing } from './session.ts';
import { Standins } from './standins.ts';
import { TableChat, type Said } from './table-chat.ts';
import { watcherRefusal } from './table-screen.ts';
import { Notebooks } from './notebook.ts';
import { ConflictError, loadGame, type GameHead } from './store.ts';
import { stepKey, timedOutAction, type Timers } from './timers.ts';
import { isTutorial, lessonMark } from './tutorial.ts';

export type { Client } from './session.ts';
export type { RoomSettings } from './room-settings.ts';
export { hashToken, commitmentOf } from './authority.ts';

export interface RoomDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
  readonly settings: RoomSettings;
  /** Milliseconds a bot waits before answering, so that its speed reveals nothing. */
  readonly botDelay: () => number;
  /** Milliseconds a bot types per character of a line (bot-driver.ts' typingDelay); default there. */
  readonly botTypingMsPerChar?: number;
  readonly botKind: BotKind;
  readonly botQueue: BotQueue;
  /** Where new games' secret seeds come from (tests fix them); default: 32 random bytes. */
  readonly seeds?: () => string;
  /** Makes the bots (tests bring a faulty one); default the bots package's. */
  readonly createBot?: typeof createBot;
  /** The other nodes serving the same games (several nodes); default none. */
  readonly bus?: Bus;
  /**
   * Several nodes: a game's timers and bots run only where its lease is held (`setLeader`). Alone, this
   * node runs them for every game it serves.
   */
  readonly leased?: boolean;
  /** A player's connection joined a game (rooms.ts: a game waiting for its players is attended again). */
  readonly seated?: (room: Room) => void;
}

/** Another node's presence counts this long after its last word (it repeats it every PRESENCE_BEAT_MS). */
export const PRESENCE_BEAT_MS = 5000;
const PRESENCE_TTL_MS = 3 * PRESENCE_BEAT_MS;

/** A node that takes a game over gives players this long to reconnect before a passed deadline fires. */
const TAKEOVER_GRACE_MS = 3000;

const UNAVAILABLE = 'The game could not be saved just now; nothing was changed. Try again in a moment.';

/**
 * One game on this server. The authority applies and stores; the session shows; the bot driver and the
 * deadline act on the injected clock. This class wires them: after every change, the views, the deadline
 * and the bots follow, and every write that fails is logged, counted and either refused to the player
 * (who may send it again) or, for bots and deadlines, tried again with backoff until it is stored.
 */
export class Room {
  readonly #deps: RoomDeps;
  readonly #authority: GameAuthority;
  readonly #session: Session;
  readonly #chat: TableChat;
  readonly #deadline: Deadline;
  readonly #bots: BotDriver;
  readonly #standins = new Standins();
  readonly #notebooks: Notebooks;
  readonly #autoEnd: AutoEnd;
  /** The tutorial's coach holds a lesson's bots while the player reads (issue 27; set by socket.ts). */
  readonly coachHold: CoachHold;
  readonly #bus: Bus;
  readonly #unsubscribe: () => void;
  /** Seats connected through other nodes. */
  readonly #remote = new RemotePresence(PRESENCE_TTL_MS);
  /** Changes from other nodes were skipped while this copy was idle (`idleCopy`): `sync` reads them. */
  #behind = false;
  /** Whether this node runs the game's timers and bots, and since when. */
  #leader: boolean;
  #leaderSince: number;
  /** The step the views were last shown in: held-back lobby changes go out when it ends. */
  #shownStep: string | null = null;
  #closed = false;
  /** When the last client left (for eviction); null while someone is connected. */
  #idleSince: number | null;

  private constructor(deps: RoomDeps, authority: GameAuthority, chat: ChatLog) {
    this.#deps = deps;
    this.#authority = authority;
    this.#chat = new TableChat({
      chat,
      clock: deps.clock,
      metrics: deps.metrics,
      rate: deps.settings.chat,
      bounds: {
        chatStored: deps.settings.chatStored,
        lobbyChatStored: deps.settings.lobbyChatStored ?? DEFAULT_LIMITS.lobbyChatStored,
        claimsReserved: deps.settings.claimsReserved ?? DEFAULT_LIMITS.claimsReserved,
      },
      pages: deps.settings.chatPages ?? DEFAULT_LIMITS.chatPages,
      state: () => authority.state,
      seatName: (seat) => this.#seatName(seat),
      connected: (client) => this.#session.clients.has(client),
      closed: () => this.#closed,
      show: (lines) => {
        this.#chatShown(lines);
      },
      publish: (line) => {
        this.#bus.publish(this.id, { t: 'chat', line });
      },
      failed: (operation, error, details) => {
        this.#failed(operation, error, details);
      },
    });
    this.#session = new Session(deps.clock, deps.settings.presenceMs, () => this.lobby());
    this.#deadline = new Deadline(deps.clock, authority.timers, (key) => {
      this.#persist('deadline', () => this.#expire(key));
    });
    this.#bus = deps.bus ?? new LocalBus();
    this.#leader = deps.leased !== true;
    this.#leaderSince = deps.clock.now();
    this.#unsubscribe = this.#bus.subscribe(authority.id, (from, message) => {
      this.#heard(from, message);
    });
    this.#bots = new BotDriver({
      clock: deps.clock,
      delay: deps.botDelay,
      kind: deps.botKind,
      queue: deps.botQueue,
      seedFor: (seat) => authority.secretFor(`bot:${seat}`),
      ...(deps.createBot ? { createBot: deps.createBot } : {}),
      claims: () => chat.claims(),
      ...(deps.botTypingMsPerChar !== undefined ? { typingMsPerChar: deps.botTypingMsPerChar } : {}),
      onHearError: (error, seat) => {
        this.#failed('bot', error, { seat, hear: true });
      },
    });
    this.#notebooks = new Notebooks({
      db: deps.db,
      game: authority.id,
      clock: deps.clock,
      log: deps.log,
      metrics: deps.metrics,
      rate: deps.settings.notebookSaves ?? DEFAULT_LIMITS.notebookSaves,
      history: {
        kept: deps.settings.notebookSavesKept ?? DEFAULT_LIMITS.notebookSavesKept,
        windowMs: deps.settings.notebookSaveWindowMs ?? DEFAULT_LIMITS.notebookSaveWindowMs,
      },
      status: () => authority.status,
      // With the AUTOMA the game has a seat more than it has players (AUTOMA-01).
      players: () => authority.state?.seats.length ?? authority.seats.length,
      seatHere: (seat) => this.#session.count(seat) > 0,
      sendToSeat: (seat, message, except) => {
        this.#session.sendToSeat(seat, message, except);
      },
      announce: (seat) => {
        this.#bus.publish(this.id, { t: 'notebook', seat });
      },
    });
    this.#autoEnd = new AutoEnd({
      db: deps.db,
      clock: deps.clock,
      delayMs: deps.settings.autoEndMs ?? DEFAULT_LIMITS.autoEndMs,
      status: () => authority.status,
      game: {
        id: authority.id,
        state: () => authority.state,
        seats: () => authority.seats,
        seq: () => authority.seq,
        commit: (seat, action) => this.#commit(seat, action),
        changed: () => {
          this.#afterChange();
        },
      },
      sendToSeat: (seat, message) => {
        this.#session.sendToSeat(seat, message);
      },
      publish: (seat, on) => {
        this.#bus.publish(this.id, { t: 'autoEnd', seat, on });
      },
      due: (key) => {
        this.#persist('deadline', () => this.#autoEnd.play(key));
      },
      failed: (error, details) => {
        this.#failed('write', error, { autoEnd: true, ...details });
      },
    });
    this.coachHold = new CoachHold({
      ...deps,
      game: authority.id,
      maxMs: deps.settings.coachHoldMs ?? DEFAULT_LIMITS.coachHoldMs,
      lesson: () => isTutorial(authority.commitment),
      status: () => authority.status,
      leader: () => this.#leader,
      bus: this.#bus,
      bots: this.#bots,
      resume: () => {
        this.#scheduleBots();
      },
    });
    this.#idleSince = deps.clock.now();
  }

  /** A new game in its lobby, the host in the first seat. */
  static async create(
    deps: RoomDeps,
    options: Omit<GameOptions, 'seed'>,
    hostName: string,
    timers: Timers = {},
    hostCharacter = 0,
    plan?: Pick<RematchPlan, 'seats' | 'hostSeat'>,
    /** A known seed (the tutorial's); by default a secret one. */
    knownSeed?: string,
  ): Promise<{ room: Room; token: string }> {
    const seed = knownSeed ?? deps.seeds?.() ?? randomBytes(32).toString('hex');
    const { authority, token } = await GameAuthority.create(deps.db, {
      options,
      hostName,
      timers,
      hostCharacter,
      seed,
      now: deps.clock.now(),
      ...(plan ? { plan } : {}),
    });
    const chat = new ChatLog(deps.db, authority.id, [], 0);
    return { room: new Room(deps, authority, chat), token };
  }

  /** A stored game, its state rebuilt by replaying every action (recovery after a restart). */
  static async load(deps: RoomDeps, id: string): Promise<Room | null> {
    let stored;
    try {
      stored = await loadGame(deps.db, id, { chatLimit: CHAT_PAGE });
    } catch (e) {
      throw new StorageError('load the game', e);
    }
    if (!stored) return null;
    const authority = GameAuthority.fromStored(deps.db, stored);
    const chat = new ChatLog(deps.db, id, stored.chat, stored.chatCount);
    const room = new Room(deps, authority, chat);
    if (authority.state) room.#afterChange();
    // Whoever serves the game already says who is connected through them.
    room.#bus.publish(id, { t: 'hello' });
    return room;
  }

  get id(): string {
    return this.#authority.id;
  }

  get status(): Lobby['status'] {
    return this.#authority.status;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Connections to this game. */
  get clients(): ReadonlySet<Client> {
    return this.#session.clients;
  }

  /** Since when nobody has been connected (null: someone is). */
  get idleSince(): number | null {
    return this.#idleSince;
  }

  /** Whether the game is being played with bots (it needs their CPU). */
  get hasBots(): boolean {
    return this.#authority.seats.some((s) => s.kind === 'bot' || s.kind === 'standin');
  }

  /** A player is at the table, here or through another node; or that is unknown (the bus is down). */
  get attended(): boolean {
    return this.#connectedSeats().size > 0 || !this.#bus.healthy;
  }

  /** Whether this game's bots play here now (rooms.ts counts these against the bot games' cap). */
  get botsPlaying(): boolean {
    return (
      !this.#closed && this.#leader && this.#authority.status === 'playing' && this.hasBots && this.attended
    );
  }

  lobby(): Lobby {
    const a = this.#authority;
    const connected = this.#connectedSeats();
    return {
      id: a.id,
      status: a.status,
      players: a.options.players,
      seats: a.seats.map((s) => ({
        seat: s.seat,
        name: s.name,
        kind: s.kind,
        character: s.character,
        connected: s.kind === 'bot' || s.kind === 'automa' || connected.has(s.seat),
        missed: this.#standins.missed(s.seat),
        ...(isReserved(s) ? { reserved: true } : {}),
      })),
      commitment: a.status === 'lobby' ? null : a.commitment,
      seed: a.revealedSeed,
      host: a.hostSeat,
      settings: lobbySettings(a.options, a.timers),
      rematch: a.rematch,
      ...lessonMark(a.commitment),
      ...(a.ended ? { ended: a.ended } : {}),
    };
  }

  /** The name a seat token of this game plays under (null: not a seat of this game). */
  nameOf(token: string): string | null {
    const seat = this.#authority.seatOf(token);
    return seat === null ? null : (this.#authority.seats[seat]?.name ?? null);
  }

  /**
   * A player of this finished game asks for a rematch: the first one creates it (`create`, given the plan)
   * and every client here is told; later ones hear which game it is (`token` null: join it with `claim`).
   */
  async rematch(
    token: string,
    create: (plan: RematchPlan) => Promise<{ id: string; token: string }>,
  ): Promise<{ id: string; token: string | null }> {
    const result = await this.#http('rematch', async () => {
      const a = this.#authority;
      if (a.status !== 'finished')
        throw new HttpError(409, 'game/not-finished', 'A rematch can be proposed once the game is over.');
      const seat = a.seatOf(token);
      if (seat === null) throw new HttpError(403, 'auth/bad-token', 'That is not a seat of this game.');
      if (a.rematch) return { id: a.rematch.id, token: null };
      const created = await create(a.rematchPlan(seat));
      await a.linkRematch({ id: created.id, by: seat });
      this.#seatsStored();
      return created;
    });
    this.#session.lobbyChanged();
    return result;
  }

  /**
   * A player of the previous game joins this rematch: into the seat kept for them (by their old token), or
   * else into the first free seat under their old name.
   */
  async claim(oldToken: string, name: string): Promise<{ seat: number; token: string }> {
    const claimed = await this.#http('join', async () => {
      const seat = await this.#authority.claim(hashToken(oldToken));
      if (seat) this.#seatsStored();
      return seat;
    });
    if (claimed) {
      this.#session.lobbyChanged();
      return claimed;
    }
    return this.join(name);
  }

  seatOf(token: string): number | null {
    return this.#authority.seatOf(token);
  }

  /** The hash of the host's token (the table screen's key is derived from it: table-screen.ts). */
  get hostTokenHash(): string | null {
    return this.#authority.seats[this.#authority.hostSeat]?.tokenHash ?? null;
  }

  /**
   * Several nodes: reads what other nodes stored that this copy has not heard of yet (in `run`). A request
   * may follow, through this node, a change made through another a moment ago (a join, then a hello).
   */
  async #current(): Promise<void> {
    if (this.#deps.leased === true && (await this.#authority.refresh())) this.#shown();
  }

  /** Brings this copy up to date before a request that reads it outside `run` (a hello, a start's check). */
  sync(): Promise<void> {
    if (this.#deps.leased !== true) return Promise.resolve();
    return this.#run(async () => {
      await this.#current();
      if (this.#behind) await this.#readChat();
    });
  }

  /** Reads the chat lines other nodes stored since this copy's last one, and shows them (in `run`). */
  async #readChat(): Promise<void> {
    await this.#chat.readMissed();
    this.#behind = false;
  }

  /** Chat lines went out to every client here: the bots hear the claims among them. */
  #chatShown(lines: ChatLine[]): void {
    this.#session.broadcast({ t: 'chat', lines });
    this.#bots.heard(lines);
    // A bot named by a line may answer it (issue 27).
    this.#scheduleBots();
  }

  /**
   * A copy nobody here watches and whose timers run elsewhere (a node that only answered a join, say): it
   * does not follow the game's every change, which would cost this node the game's work for nothing; it
   * reads what it missed when it is used again (`sync`, or a command's catch-up).
   */
  get idleCopy(): boolean {
    return this.#deps.leased === true && !this.#leader && this.#session.clients.size === 0;
  }

  /**
   * Runs a command on the authority; a reload after an earlier failed write, or after another node's
   * write won a race (`retry`), is shown first.
   */
  #run<T>(work: (retry: boolean) => Promise<T>): Promise<T> {
    return this.#authority.run(work, () => {
      this.#shown();
    });
  }

  /** The game was read again from storage: everything that follows from it is shown afresh. */
  #shown(): void {
    this.#bots.forget();
    this.#rebind();
    this.#session.lobbyChanged();
    if (this.#authority.state) this.#afterChange();
  }

  /** The seats, status or rematch link were stored: the other nodes read them (`hold`: in a hidden step). */
  #seatsStored(hold = false): void {
    this.#bus.publish(this.id, { t: 'seats', version: this.#authority.version, ...(hold ? { hold } : {}) });
  }

  /** Stores an action made now; the other nodes hear of it. Throws ConflictError if another node's came first. */
  async #commit(seat: number, action: Action): Promise<Rejection | null> {
    const seq = this.#authority.seq;
    const at = this.#deps.clock.now();
    const rejection = await this.#authority.commit(seat, action, at);
    if (!rejection) this.#bus.publish(this.id, { t: 'action', seq, seat, action, at });
    return rejection;
  }

  /** A command over HTTP: a write that failed is a 503 the client may send again. */
  async #http<T>(operation: string, work: (retry: boolean) => Promise<T>): Promise<T> {
    try {
      // The request was brought up to date on arrival (app.ts: `sync`); a change made through another node
      // since then is caught by the write's version check, and the command runs again on the new state.
      return await this.#run(work);
    } catch (e) {
      // Nothing was stored either way: the same request may be sent again.
      if (!(e instanceof StorageError) && !(e instanceof LostRaceError)) throw e;
      this.#failed('write', e, { command: operation });
      throw new HttpError(503, 'server/unavailable', UNAVAILABLE);
    }
  }

  /**
   * A write a client asked for: its result, or null when it could not be stored, in which case the failure
   * is logged and counted and the client is told that nothing changed and it may try again.
   */
  async #stored<T>(
    client: Client,
    operation: Operation,
    details: object,
    write: () => Promise<T>,
    message = UNAVAILABLE,
  ): Promise<{ value: T } | null> {
    try {
      return { value: await write() };
    } catch (e) {
      // A lost race is the command's to retry (authority.run), after catching up.
      if (e instanceof ConflictError || !(e instanceof StorageError)) throw e;
      this.#failed(operation, e, details);
      client.send({ t: 'error', code: 'server/unavailable', message });
      return null;
    }
  }

  #failed(operation: Operation, error: unknown, details: object = {}): void {
    this.#deps.metrics.failures.inc({ operation });
    this.#deps.log.error(
      { game: this.id, operation, ...details, error: errorText(error) },
      `${operation} failed`,
    );
  }

  /**
   * Work the server does on its own (a bot's move, a deadline's default): run now and, if it fails, again
   * after a growing delay until it succeeds or the game closes. `work` decides afresh each time.
   */
  #persist(operation: Operation, work: (retry: boolean) => Promise<void>, attempt = 0): void {
    if (this.#closed) return;
    this.#run(work).then(
      () => undefined,
      (e: unknown) => {
        this.#failed(operation, e, { attempt });
        if (this.#closed) return;
        this.#deps.metrics.retries.inc({ operation });
        this.#deps.clock.after(retryDelay(attempt), () => {
          this.#persist(operation, work, attempt + 1);
        });
      },
    );
  }

  /** Takes the seat asked for if it is free, else the first open seat. */
  async join(name: string, wanted?: number, seatWanted?: number): Promise<{ seat: number; token: string }> {
    const joined = await this.#http('join', async () => {
      const seat = await this.#authority.join(name, wanted, seatWanted);
      this.#seatsStored();
      return seat;
    });
    this.#session.lobbyChanged();
    return joined;
  }

  /** The host fills an open seat with a bot, or opens a seat again (a bot's, or a player's before the start). */
  async setSeat(hostToken: string, seat: number, kind: 'bot' | 'open'): Promise<void> {
    await this.#http('seat', async () => {
      await this.#authority.setSeat(hostToken, seat, kind);
      this.#seatsStored();
      this.#rebind();
    });
    this.#session.lobbyChanged();
  }

  /** Checks that the host could start now (before asking the server for room for a bot game). */
  checkStart(hostToken: string): void {
    this.#authority.checkStart(hostToken);
  }

  /** The host starts the game once every seat is taken. */
  async start(hostToken: string): Promise<void> {
    await this.#http('start', async () => {
      await this.#authority.start(hostToken, this.#deps.clock.now());
      this.#seatsStored();
      this.#rebind();
      this.#session.lobbyChanged();
      this.#afterChange();
    });
  }

  /** Every connection follows its token to its seat (players after the AUTOMA move up; a kicked one watches). */
  #rebind(): void {
    this.#session.rebind((hash) => this.#authority.seats.find((s) => s.tokenHash === hash)?.seat ?? null);
  }

  #timing(): Timing {
    return {
      deadline: this.#deadline.at,
      phaseSince: this.#authority.state ? this.#authority.phaseSince : undefined,
    };
  }

  /**
   * A client joins the game, unless a limit refuses it (the code says which). A reconnecting client
   * (`resume`) gets only the log entries and chat lines it missed.
   */
  attach(
    client: Client,
    resume?: Resume,
  ): 'limit/spectators' | 'limit/table-screens' | 'limit/seat-sockets' | 'game/unknown' | null {
    if (this.#closed) return 'game/unknown';
    const { spectatorsPerGame, socketsPerSeat, tableScreensPerGame } = this.#deps.settings;
    const tableScreens = tableScreensPerGame ?? DEFAULT_LIMITS.tableScreensPerGame;
    const watcher = watcherRefusal(this.#session.clients, client, {
      spectatorsPerGame,
      tableScreensPerGame: tableScreens,
    });
    if (watcher !== null) return watcher;
    if (client.seat !== null && this.#session.count(client.seat) >= socketsPerSeat)
      return 'limit/seat-sockets';
    this.#idleSince = null;
    const chatSeq = this.#session.attach(
      client,
      resume,
      this.#authority.state,
      (after) => this.#chat.recent(after),
      this.#chat.count,
      this.#timing(),
    );
    // The page sent holds only the latest lines: the ledger and the checker need the claims before them.
    this.#chat.sendClaims(client, chatSeq);
    // A change skipped between the hello's catch-up and now: read it (this copy is watched from now on).
    if (this.#behind)
      void this.sync().catch((e: unknown) => {
        this.#failed('load', e, { attach: true });
      });
    // Bots wait while nobody is at the table (see #scheduleBots).
    if (client.seat !== null) {
      this.#deps.seated?.(this);
      this.#scheduleBots();
      this.#announcePresence();
    }
    return null;
  }

  detach(client: Client): void {
    const seat = client.seat;
    if (this.#session.detach(client) && seat !== null) {
      this.#standins.left(seat);
      this.#announcePresence();
    }
    if (this.#session.clients.size === 0) this.#idleSince = this.#deps.clock.now();
  }

  /**
   * A client's action, made on the view of `version`. Losing every race to other nodes' writes is
   * answered as a stale view would be (the game moved on; here is where it is now): the client may act again.
   */
  async act(client: Client, version: number, action: Action): Promise<void> {
    try {
      await this.#act(client, version, action);
    } catch (e) {
      if (!(e instanceof LostRaceError)) throw e;
      this.#deps.metrics.commands.inc({ result: 'rejected' });
      this.#deps.log.warn(
        { game: this.id, seat: client.seat, error: e.message },
        'an action lost every race',
      );
      client.send({
        t: 'rejected',
        code: 'version/stale',
        message: 'The game moved on since your last view; here is the current one.',
        version: client.version,
      });
      const state = this.#authority.state;
      if (state && !this.#closed) this.#session.sendState(client, state, this.#timing(), true);
    }
  }

  #act(client: Client, version: number, action: Action): Promise<void> {
    return this.#run(async (retry) => {
      // Another node's write came first: counted (a retry on the new state follows).
      if (retry) this.#deps.metrics.retries.inc({ operation: 'write' });
      if (this.#refusedClosed(client)) return;
      const seat = client.seat;
      const state = this.#authority.state;
      if (seat === null) {
        client.send({ t: 'error', code: 'act/spectator', message: 'Spectators watch; they cannot act.' });
        return;
      }
      if (!state) {
        client.send({
          t: 'rejected',
          code: 'game/not-started',
          message: 'The game has not started yet.',
          version: client.version,
        });
        return;
      }
      if (version !== client.version) {
        client.send({
          t: 'rejected',
          code: 'version/stale',
          message: 'The game moved on since your last view; here is the current one.',
          version: client.version,
        });
        this.#session.sendState(client, state, this.#timing(), true);
        return;
      }
      const started = performance.now();
      // Whether this is the seat's own public turn: only then may anything public follow from it.
      const ownTurn = turnSeat(state) === seat;
      const stored = await this.#stored(client, 'write', { seat, action: action.type }, async () => {
        if (this.#authority.seats[seat]?.kind === 'standin') {
          // Back from a stand-in. Acting in a hidden step must not show when: the lobby waits for the step's end.
          await this.#authority.setKind(seat, 'human');
          this.#seatsStored(!ownTurn);
          if (!ownTurn) this.#session.hold();
        }
        return this.#commit(seat, action);
      });
      if (!stored) {
        this.#deps.metrics.commands.inc({ result: 'failed' });
        return;
      }
      const rejection = stored.value;
      if (!rejection) {
        this.#actedOnce(seat, ownTurn);
        this.#afterChange();
      }
      this.#deps.metrics.commands.inc({ result: rejection ? 'rejected' : 'accepted' });
      this.#deps.metrics.latency.observe((performance.now() - started) / 1000);
      if (rejection) client.send({ t: 'rejected', ...rejection, version: client.version });
    });
  }

  /** Table chat; silent while No Connection is in force (EVT-NOCONNECTION-01, AMB-57). */
  say(client: Client, text: string): Promise<void> {
    return this.#run(() => this.#speak(client, { text }));
  }

  /**
   * A structured claim (issue 16): a chat line of the sender's own seat, on the chat's terms (the same
   * limits, silent under No Connection), naming only seats of this game and rounds already begun.
   */
  postClaim(client: Client, claim: Claim): Promise<void> {
    return this.#run(() => this.#speak(client, { claim }));
  }

  async #speak(client: Client, said: Said): Promise<void> {
    if (this.#refusedClosed(client)) return;
    // Without the bus this copy may not have heard of an action stored through another node that closed
    // the chat (No Connection): it reads storage first, so that the check below sees it.
    if (client.seat !== null && this.#deps.leased === true && !this.#bus.healthy) {
      const read = await this.#stored(
        client,
        'chat',
        { seat: client.seat, catchUp: true },
        () => this.#current(),
        'Your message could not be stored; try again.',
      );
      if (!read) return;
    }
    const refusal = this.#chat.refusal(client.seat, said);
    if (refusal !== null) {
      client.send({ t: 'error', ...refusal });
      return;
    }
    const seat = client.seat!;
    await this.#stored(
      client,
      'chat',
      { seat },
      () => this.#chat.post(seat, said),
      'Your message could not be stored; try again.',
    );
  }

  #seatName(seat: number): string {
    return this.#authority.seats[seat]?.name ?? `Seat ${seat + 1}`;
  }

  /** A seat saves its private notebook (issue 16); its other devices get it, nobody else. */
  saveNotebook(client: Client, notebook: Notebook, base?: number): Promise<void> {
    if (this.#refusedClosed(client)) return Promise.resolve();
    return this.#notebooks.save(client, notebook, base);
  }

  /** The seats' "end my Rounds automatically" (issue 27): set and shown by socket.ts. */
  get autoEnd(): Pick<AutoEnd, 'set' | 'show'> {
    return this.#autoEnd;
  }

  /** After a hello: the seat's notebook, from storage (any node may have saved it). */
  showNotebook(client: Client): Promise<void> {
    if (this.#closed) return Promise.resolve();
    return this.#notebooks.show(client);
  }

  /** Older chat lines, a page at a time. */
  async chatHistory(client: Client, before: number): Promise<void> {
    if (this.#refusedClosed(client)) return;
    await this.#chat.history(client, before);
  }

  /** Older claim lines, a page at a time. */
  async claimsHistory(client: Client, before: number): Promise<void> {
    if (this.#refusedClosed(client)) return;
    await this.#chat.claimsHistory(client, before);
  }

  /**
   * A vote to let a bot play a seat whose player missed deadlines (at least 2 in a row): when more
   * than half of the other players still at the table agree, a stand-in bot plays it.
   */
  requestTakeover(client: Client, seat: number): Promise<void> {
    return this.#run(async () => {
      if (this.#refusedClosed(client)) return;
      const seats = this.#authority.seats;
      const target = seats[seat];
      if (client.seat === null || client.seat === seat || seats[client.seat]?.kind !== 'human') {
        client.send({
          t: 'error',
          code: 'takeover/not-allowed',
          message: 'Only another player at the table can ask for a stand-in.',
        });
        return;
      }
      if (target?.kind !== 'human' || this.#standins.missed(seat) < MISSES_FOR_TAKEOVER) {
        client.send({
          t: 'error',
          code: 'takeover/not-yet',
          message: `A bot can stand in only for a player who missed ${MISSES_FOR_TAKEOVER} deadlines in a row.`,
        });
        return;
      }
      // The node running the game's timers counts the votes (it knows every missed deadline).
      if (!this.#leader) {
        this.#bus.publish(this.id, { t: 'vote', voter: client.seat, target: seat });
        return;
      }
      await this.#countVote(client.seat, seat, client);
    });
  }

  /** A vote for a stand-in, counted where the game's timers run; a majority lets a bot play the seat. */
  async #countVote(voter: number, seat: number, client: Client | null): Promise<void> {
    const seats = this.#authority.seats;
    if (seats[seat]?.kind !== 'human' || this.#standins.missed(seat) < MISSES_FOR_TAKEOVER) return;
    const connected = this.#connectedSeats();
    const voters = seats.filter((s) => s.kind === 'human' && s.seat !== seat && connected.has(s.seat)).length;
    if (!this.#standins.vote(voter, seat, voters)) return;
    const write = () => this.#authority.setKind(seat, 'standin');
    if (client) {
      if (!(await this.#stored(client, 'write', { command: 'takeover', seat }, write))) return;
    } else {
      try {
        await write();
      } catch (e) {
        if (e instanceof ConflictError) throw e;
        this.#failed('write', e, { command: 'takeover', seat });
        return;
      }
    }
    this.#seatsStored();
    this.#standins.back(seat);
    this.#missedChanged();
    this.#session.lobbyChanged();
    this.#scheduleBots();
  }

  /** The player takes the seat back from its stand-in bot. */
  takeBack(client: Client): Promise<void> {
    return this.#run(async () => {
      if (this.#refusedClosed(client)) return;
      const seat = client.seat;
      if (seat === null || this.#authority.seats[seat]?.kind !== 'standin') return;
      const done = await this.#stored(client, 'write', { command: 'takeback', seat }, () =>
        this.#authority.setKind(seat, 'human'),
      );
      if (!done) return;
      this.#seatsStored();
      this.#standins.back(seat);
      this.#missedChanged();
      this.#session.lobbyChanged();
    });
  }

  /** Stops the bots and the deadline, then waits for the command in progress (never for long). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#bots.cancel();
    this.#deadline.clear();
    this.#autoEnd.clear();
    this.coachHold.clear();
    this.#session.close();
    this.#unsubscribe();
    if (this.#session.clients.size > 0) this.#bus.publish(this.id, { t: 'bye' });
    await new Promise<void>((resolve) => {
      const cancel = this.#deps.clock.after(5000, resolve);
      const done = (): void => {
        cancel();
        resolve();
      };
      // A game waiting to be read again reads storage first: storage away, that fails (logged, not thrown).
      this.#authority
        .run(() => Promise.resolve())
        .then(done, (e: unknown) => {
          this.#failed('load', e, { closing: true });
          done();
        });
    });
  }

  /** Tells every client something (the server is stopping). */
  broadcastError(code: string, message: string): void {
    this.#session.broadcast({ t: 'error', code, message });
  }

  /** The game is gone (an expired lobby): every client is told why and disconnected. */
  disconnect(code: string, message: string): void {
    this.#session.disconnect(code, message);
  }

  /** A command that reached a game after it closed: refused, never stored. */
  #refusedClosed(client: Client): boolean {
    if (!this.#closed) return false;
    client.send({ t: 'error', code: 'game/unknown', message: 'This game is no longer here.' });
    return true;
  }

  /** After every change: the deadline of the new step, the views, the bots. */
  #afterChange(): void {
    const state = this.#authority.state;
    if (!state || this.#closed) return;
    const since = this.#authority.stepSince;
    const notBefore = this.#leaderSince + (this.#deps.leased === true ? TAKEOVER_GRACE_MS : 0);
    // A game that ended abandoned (idle.ts) is over without the engine's end: no deadline either.
    if (state.phase.kind === 'over' || this.#authority.status === 'finished') this.#deadline.clear();
    else this.#deadline.arm(state, since, this.#leader, notBefore);
    this.#autoEnd.arm(state, since, this.#leader, notBefore);
    // A step that ended is public: what its hidden choices held back may go out now.
    const step = stepKey(state);
    if (step !== this.#shownStep) {
      this.#shownStep = step;
      this.#session.release();
    }
    if (this.#authority.status === 'finished') this.#session.lobbyChanged();
    this.#session.broadcastState(state, this.#timing());
    this.#scheduleBots();
  }

  /**
   * Every bot with something to decide answers after a short, random delay, while at least one player is
   * connected: a game nobody is at waits for its players instead of spending the server's time.
   */
  #scheduleBots(): void {
    const state = this.#authority.state;
    // Without the bus, who is connected through other nodes is unknown: the bots play on (`attended`).
    if (!state || !this.botsPlaying || this.coachHold.held) return;
    this.#bots.schedule(state, this.#authority.seats, (seat) => {
      this.#persist('bot', (retry) => this.#botMove(seat, retry));
    });
  }

  async #botMove(seat: number, retry: boolean): Promise<void> {
    const state = this.#authority.state;
    const kind = this.#authority.seats[seat]?.kind;
    // After a lost race the game moved on: the bots are scheduled afresh for the new state.
    if (retry || !state || this.#closed || !this.#leader || (kind !== 'bot' && kind !== 'standin')) return;
    // Not in a game that ended abandoned meanwhile (idle.ts): nothing more is played there.
    // Not while the tutorial's coach holds the bots (as stored: asked through any node); released, they go on.
    if (this.#authority.status !== 'playing' || (await this.coachHold.read())) return;
    // In `run`: nothing else changes the game while the bot thinks (another node's actions wait their turn).
    // A line still to type: the seat comes back once it is typed (issue 27), and decides after its last.
    if (await this.#botTalk(state, seat)) {
      this.#scheduleBots();
      return;
    }
    const action = await this.#bots.decide(state, seat);
    if (action === null) return;
    let rejection = await this.#commit(seat, action);
    if (rejection) {
      // A bot that errs must not leave its seat mute: the timer's safe default plays instead.
      this.#failed('bot', new Error(`${rejection.code}: ${rejection.message}`), {
        seat,
        action: action.type,
      });
      const legal = legalActions(state, seat);
      if (legal.length === 0) return;
      rejection = await this.#commit(seat, timedOutAction(state, seat, legal, this.#draw(seat)));
      if (rejection) throw new Error(`the safe default was refused too: ${rejection.message}`);
    }
    this.#afterChange();
  }

  /**
   * A bot about to decide in a Vote's discussion says its claims first (VOTE-03), as its seat's chat lines:
   * everyone, bots included, hears them before anyone's next decision. A claim that a player could not
   * post is not posted for a bot either; a bot whose talk fails still decides. One line a turn (issue 27):
   * true while the seat has more to say (the bot driver times the next).
   */
  async #botTalk(state: GameState, seat: number): Promise<boolean> {
    // EVT-NOCONNECTION-01: nobody talks until the next event is revealed.
    if (state.effects.noConnection) return false;
    let claims: readonly Claim[];
    try {
      claims = await this.#bots.talk(state, seat);
    } catch (e) {
      if (e instanceof StorageError) throw e;
      this.#failed('bot', e, { seat, talk: true });
      return false;
    }
    if (claims.length === 0) return this.#bots.typing(state, seat);
    // This may be a retry after a failed write that stored some of the claims after all: read what storage
    // holds first (shown, so the bots hear it), and post no claim this seat has already said this round.
    await this.#chat.settle();
    for (const said of claims) {
      if (await this.#chat.alreadySaid(seat, state.round, said)) {
        this.#deps.log.info(
          { game: this.id, seat, claim: said.kind },
          'a bot claim already posted was not posted again',
        );
        continue;
      }
      // Held to what a player's claim is held to: its shape, then the chat's checks and limits.
      const parsed = ClaimSchema.safeParse(said);
      const refusal = parsed.success
        ? this.#chat.refusal(seat, { claim: parsed.data })
        : { code: 'claim/invalid', message: describeIssues(parsed.error) };
      // The chat is full: nothing more is said in this game (counted as a limit, not a fault).
      if (refusal?.code === 'chat/full') break;
      // The seat's chat rate (counted where it refused): a limit doing its work, not a fault of the bot.
      if (refusal?.code === 'chat/rate') {
        this.#deps.log.info(
          { game: this.id, seat, claim: said.kind },
          'a bot claim waited out the chat rate',
        );
        continue;
      }
      if (refusal !== null || !parsed.success) {
        this.#failed('bot', new Error(`a claim was refused: ${refusal?.message}`), {
          seat,
          claim: said.kind,
          code: refusal?.code,
        });
        continue;
      }
      await this.#chat.post(seat, { claim: parsed.data });
    }
    this.#bots.talked(state, seat);
    return this.#bots.typing(state, seat);
  }

  /** A secret random integer in [0, n) for a default taken for `seat` now (never seen by players). */
  #draw(seat: number): (n: number) => number {
    const secret = this.#authority.secretFor(`default:${this.#authority.seq}:${seat}`);
    return (n) => Number(BigInt(`0x${secret.slice(0, 13)}`) % BigInt(n));
  }

  /** Time is up: every seat still deciding in this step gets the safe default (server/timers.ts). */
  async #expire(key: string): Promise<void> {
    let state = this.#authority.state;
    // Not in a game that ended abandoned meanwhile (idle.ts): nothing more is played there.
    if (
      !state ||
      this.#closed ||
      !this.#leader ||
      this.#authority.status !== 'playing' ||
      stepKey(state) !== key
    )
      return;
    const pending = actors(state).filter((seat) => this.#authority.seats[seat]?.kind === 'human');
    // Only a seat's own turn counts as missed (the engine's turnSeat: the one seat every view names);
    // in a simultaneous step, who was late stays unknown.
    const turn = turnSeat(state);
    const seq = this.#authority.seq;
    const taken = new Map<number, Action[]>();
    try {
      for (const seat of pending) {
        // A Movement may need several steps before it can end: keep choosing for the same turn.
        for (let i = 0; i < 8; i++) {
          state = this.#authority.state!;
          const legal = legalActions(state, seat);
          if (legal.length === 0 || state.phase.kind === 'over') break;
          const action = timedOutAction(state, seat, legal, this.#draw(seat));
          const moving = state.phase.kind === 'movement' && state.phase.seat === seat;
          const rejection = await this.#commit(seat, action);
          if (rejection) throw new Error(`the safe default was refused: ${rejection.message}`);
          taken.set(seat, [...(taken.get(seat) ?? []), action]);
          // Only the same Movement goes on: a step that ends another decision (the Night's "ready") must
          // not also play this seat's next turn, which gets a deadline of its own.
          const after = this.#authority.state!.phase;
          if (!moving || after.kind !== 'movement' || after.seat !== seat) break;
        }
      }
    } finally {
      // Some defaults stored before a failure: show them; the step that follows gets its own deadline.
      if (this.#authority.seq !== seq) this.#afterChange();
      // Each late seat hears what was played for it, after the update that shows it; only that seat.
      const logSeq = (this.#authority.state?.log.length ?? 0) - 1;
      for (const [seat, actions] of taken) {
        this.#session.sendToSeat(seat, { t: 'timedOut', actions, logSeq });
        this.#bus.publish(this.id, { t: 'timedOut', seat, actions, logSeq });
      }
    }
    // Counted once the defaults are stored, so that a retry does not count the same deadline twice.
    if (turn !== null && pending.length === 1 && pending[0] === turn) {
      this.#standins.missedTurn(turn);
      this.#missedChanged();
      this.#session.lobbyChanged();
    }
  }

  /** A seat's action was stored (here or on another node): votes against it lapse; on its own turn it is back. */
  #actedOnce(seat: number, ownTurn: boolean): void {
    this.#standins.acted(seat);
    if (ownTurn && this.#standins.back(seat)) {
      this.#missedChanged();
      this.#session.lobbyChanged();
    }
  }

  /** The node running the timers tells the others the missed counts (shown in every lobby). */
  #missedChanged(): void {
    if (this.#leader) this.#bus.publish(this.id, { t: 'missed', missed: this.#standins.missedCounts() });
  }

  // ---------------------------------------------------------------------------------------------------
  // Several nodes

  /** Seats with a connection to this node or, as the other nodes last said, to them. */
  #connectedSeats(): Set<number> {
    return this.#remote.addTo(this.#session.connectedSeats(), this.#deps.clock.now());
  }

  /** Tells the other nodes which seats are connected here (on every change, and every PRESENCE_BEAT_MS). */
  #announcePresence(): void {
    this.#bus.publish(this.id, {
      t: 'presence',
      seats: [...this.#session.connectedSeats()],
      spectators: this.#session.count(null),
    });
  }

  /** The regular presence beat (rooms.ts), for games with connections here. */
  beat(): void {
    if (!this.#closed && this.#session.clients.size > 0) this.#announcePresence();
  }

  /** Whether this node runs the game's timers and bots (its lease). */
  get leader(): boolean {
    return this.#leader;
  }

  /** This node gained or lost the game's lease: its timers and bots start or stop here. */
  setLeader(leader: boolean): void {
    if (leader === this.#leader || this.#closed) return;
    this.#leader = leader;
    this.#leaderSince = this.#deps.clock.now();
    if (!leader) this.#bots.cancel();
    else this.#bots.forget();
    void this.#run(async () => {
      // Up to date before acting on the game: the node that held it may have stored more.
      if (leader) await this.coachHold.read();
      if (leader && (await this.#authority.refresh())) this.#shown();
      else this.#afterChange();
      if (leader) this.#missedChanged();
    }).catch((e: unknown) => {
      this.#failed('load', e, { leader });
    });
  }

  /** What this copy holds, to compare with storage (rooms.ts' poll). */
  head(): GameHead {
    return {
      id: this.id,
      version: this.#authority.version,
      actions: this.#authority.seq,
      chat: this.#chat.count,
    };
  }

  /** Reads what other nodes stored and shows it (the poll found this copy behind, or a message gapped). */
  refresh(): Promise<void> {
    return this.#run(async () => {
      if (this.#closed) return;
      if (await this.#authority.refresh()) this.#shown();
      await this.#readChat();
    }).catch((e: unknown) => {
      this.#failed('load', e, { refresh: true });
    });
  }

  /** A message from another node about this game. */
  #heard(from: string, message: BusMessage): void {
    if (this.#closed) return;
    if ((message.t === 'action' || message.t === 'seats' || message.t === 'chat') && this.idleCopy) {
      this.#behind = true;
      this.#authority.markStale();
      return;
    }
    switch (message.t) {
      case 'action':
        void this.#run(async () => {
          const before = this.#authority.state;
          const ownTurn = before !== null && turnSeat(before) === message.seat;
          const result = this.#authority.receive(message.seq, message);
          if (result === 'gap') {
            if (await this.#authority.refresh()) this.#shown();
            return;
          }
          if (result === 'known') return;
          this.#actedOnce(message.seat, ownTurn);
          if (this.#authority.status === 'finished') this.#session.lobbyChanged();
          this.#afterChange();
        }).catch((e: unknown) => {
          this.#failed('load', e, { from, seq: message.seq });
        });
        return;
      case 'seats':
        if (message.version <= this.#authority.version) return;
        void this.#run(async () => {
          if (!(await this.#authority.refresh())) return;
          if (message.hold === true) this.#session.hold();
          this.#shown();
        }).catch((e: unknown) => {
          this.#failed('load', e, { from, version: message.version });
        });
        return;
      case 'chat':
        try {
          this.#chat.receive(message.line);
        } catch {
          // Lines were missed before this one: read them all (in `run`, in order with this node's writes).
          void this.refresh();
        }
        return;
      case 'presence':
        if (this.#remote.heard(from, message.seats, this.#deps.clock.now())) {
          this.#session.presenceChanged();
          this.#scheduleBots();
        }
        return;
      case 'hello':
        this.beat();
        return;
      case 'bye':
        if (this.#remote.forget(from)) this.#session.presenceChanged();
        return;
      case 'missed':
        if (!this.#leader && this.#standins.adoptMissed(message.missed)) this.#session.lobbyChanged();
        return;
      case 'vote':
        if (!this.#leader) return;
        void this.#run(() => this.#countVote(message.voter, message.target, null)).catch((e: unknown) => {
          this.#failed('write', e, { command: 'takeover', from });
        });
        return;
      case 'timedOut':
        // After the actions it follows (same sender, same channel: in order), once they are shown here.
        void this.#run(() => {
          this.#session.sendToSeat(message.seat, {
            t: 'timedOut',
            actions: [...message.actions],
            logSeq: message.logSeq,
          });
          return Promise.resolve();
        }).catch((e: unknown) => {
          this.#failed('deadline', e, { from });
        });
        return;
      case 'notebook':
        void this.#notebooks.changed(message.seat).catch((e: unknown) => {
          this.#failed('notebook', e, { from, seat: message.seat });
        });
        return;
      case 'autoEnd':
        this.#autoEnd.heard(message.seat, message.on);
        return;
      case 'coachHold':
        this.coachHold.heard(message.until);
        return;
      case 'gone':
        this.disconnect('game/unknown', 'This lobby closed: it was not started in time.');
        // A closed room is looked up afresh (rooms.ts), and it is gone from storage.
        void this.close();
        return;
    }
  }
}
