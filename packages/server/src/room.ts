import { createHash, randomBytes } from 'node:crypto';
import {
  actors,
  apply,
  createGame,
  legalActions,
  logFor,
  replay,
  turnSeat,
  viewFor,
  viewsFor,
  type PlayerView,
  type Action,
  type GameOptions,
  type GameState,
  type Viewer,
} from '@among-cultists/engine';
import { createBot, type Bot, type BotKind } from '@among-cultists/bots';
import {
  CHARACTER_COUNT,
  MISSES_FOR_TAKEOVER,
  nextUpdate,
  type ChatLine,
  type Lobby,
  type Resume,
  type SentView,
  type WireMessage,
} from '@among-cultists/protocol';
import type { Db } from './db.ts';
import { decisionKind, defaultAction, stepKey, type Timers } from './timers.ts';
import { HttpError } from './errors.ts';
import {
  appendAction,
  appendChat,
  insertGame,
  loadGame,
  saveSeats,
  type GameStatus,
  type StoredGame,
  type StoredSeat,
} from './store.ts';

/** A connected client of one room: a seat (or a spectator) and what it has been sent so far. */
export interface Client {
  /** The seat its token holds (rebound whenever the seats change); null for spectators. */
  seat: number | null;
  /** The hash of the token it said hello with; null for spectators. */
  readonly tokenHash: string | null;
  send(message: WireMessage): void;
  /** Increases each time this client's view or log changes: its actions must name the current one. */
  version: number;
  /** Index of the last log entry it has been sent. */
  lastSeq: number;
  /** Whether it has been sent the whole log of the finished game (hidden entries are revealed at the end). */
  sentWholeLog: boolean;
  /** The last view sent (the base of the next patch; `apply` never changes an old state, so an old view
   *  stays as it was). */
  lastView: SentView | null;
}

export interface RoomDeps {
  readonly db: Db;
  /** Milliseconds a bot waits before answering, so that its speed reveals nothing. */
  readonly botDelay: () => number;
  readonly onCommand?: (ms: number, ok: boolean) => void;
  readonly seeds?: () => string;
  readonly botKind?: BotKind;
}

/**
 * A searching bot (BOT_KIND=search) thinks for at most this long per decision: it runs on the
 * server's event loop, and its answer waits for the human-like delay anyway.
 */
const LIVE_BOT_TIME_MS = 100;

const ID_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

function newGameId(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(16).toString('hex'); // 128 bits
}

/** SHA-256 of the seed's 32 bytes: published at the start, checked against the seed at the end. */
export function commitmentOf(seed: string): string {
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

/** One game on this server: its lobby, its state (rebuilt from the stored actions), its clients. */
export class Room {
  readonly id: string;
  status: GameStatus;
  readonly options: Omit<GameOptions, 'seed'>;
  readonly #seed: string;
  readonly commitment: string;
  readonly timers: Timers;
  /** The current decision step's deadline, if its kind has a timer. */
  #deadline: { key: string; at: number; timer: NodeJS.Timeout } | null = null;
  /** The current phase (round and kind) and when it began, sent with every update. */
  #phase: { key: string; since: number } | null = null;
  /** Deadlines each seat missed in a row on its own turn; the others may then hand it to a bot. */
  readonly #missed = new Map<number, number>();
  readonly #takeoverVotes = new Map<number, Set<number>>();
  seats: StoredSeat[];
  state: GameState | null = null;
  #seq = 0;
  readonly chat: ChatLine[];
  readonly clients = new Set<Client>();
  readonly #deps: RoomDeps;
  #tail: Promise<unknown> = Promise.resolve();
  readonly #botTimers = new Map<number, NodeJS.Timeout>();
  /** Each bot seat's bot and the last log entry it has read. */
  readonly #bots = new Map<number, { readonly bot: Bot; logSeq: number }>();
  #closed = false;

  private constructor(deps: RoomDeps, stored: Omit<StoredGame, 'actions'>) {
    this.#deps = deps;
    this.id = stored.id;
    this.status = stored.status;
    this.options = stored.options;
    this.#seed = stored.seed;
    this.commitment = stored.commitment;
    this.timers = stored.timers;
    this.seats = stored.seats;
    this.chat = stored.chat.map((c) => ({ ...c }));
  }

  /** A new game in its lobby, the host in the first seat. */
  static async create(
    deps: RoomDeps,
    options: Omit<GameOptions, 'seed'>,
    hostName: string,
    timers: Timers = {},
    hostCharacter = 0,
  ): Promise<{ room: Room; token: string }> {
    const seed = deps.seeds?.() ?? randomBytes(32).toString('hex');
    // Check the options now, so that a bad game is refused at creation, not at the start.
    const probe = createGame({ ...options, seed });
    if (!probe.ok)
      throw new HttpError(
        400,
        'game/options',
        probe.problems.map((p) => `${p.field}: ${p.message}`).join(' '),
      );
    const token = newToken();
    const humans = options.players;
    const seats: StoredSeat[] = Array.from({ length: humans }, (_, seat) =>
      seat === 0
        ? { seat, name: hostName, kind: 'human', tokenHash: hashToken(token), character: hostCharacter }
        : { seat, name: null, kind: 'open', tokenHash: null, character: null },
    );
    const stored = {
      id: newGameId(),
      status: 'lobby' as const,
      options,
      seed,
      commitment: commitmentOf(seed),
      timers,
      seats,
      chat: [],
    };
    await insertGame(deps.db, stored);
    return { room: new Room(deps, stored), token };
  }

  /** A stored game, its state rebuilt by replaying every action (recovery after a restart). */
  static async load(deps: RoomDeps, id: string): Promise<Room | null> {
    const stored = await loadGame(deps.db, id);
    if (!stored) return null;
    const room = new Room(deps, stored);
    if (stored.status !== 'lobby') {
      const replayed = replay({ options: { ...stored.options, seed: stored.seed }, actions: stored.actions });
      if (!replayed.ok)
        throw new Error(
          `stored game ${id}: action ${replayed.index} no longer applies (${replayed.rejection.message})`,
        );
      room.#seq = stored.actions.length;
      room.state = replayed.state;
      room.#afterChange();
    }
    return room;
  }

  /** Seats with at least one open connection. */
  #connectedSeats(): Set<number | null> {
    return new Set([...this.clients].map((c) => c.seat));
  }

  lobby(): Lobby {
    const connected = this.#connectedSeats();
    return {
      id: this.id,
      status: this.status,
      players: this.options.players,
      seats: this.seats.map((s) => ({
        seat: s.seat,
        name: s.name,
        kind: s.kind,
        character: s.character,
        connected: s.kind === 'bot' || s.kind === 'automa' || connected.has(s.seat),
        missed: this.#missed.get(s.seat) ?? 0,
      })),
      commitment: this.status === 'lobby' ? null : this.commitment,
      seed: this.status === 'finished' ? this.#seed : null,
    };
  }

  /** The seat a token belongs to, or null. */
  seatOf(token: string): number | null {
    const hash = hashToken(token);
    return this.seats.find((s) => s.tokenHash === hash)?.seat ?? null;
  }

  /** The host is the creator, who holds the first seat of the lobby. */
  #requireHost(token: string): void {
    if (this.seats[0]?.tokenHash !== hashToken(token))
      throw new HttpError(403, 'auth/not-host', 'Only the host can do that.');
  }

  #requireLobby(): void {
    if (this.status !== 'lobby') throw new HttpError(409, 'game/started', 'The game has already started.');
  }

  /** Takes the first open seat. */
  join(name: string, wanted?: number): Promise<{ seat: number; token: string }> {
    return this.#enqueue(async () => {
      this.#requireLobby();
      const open = this.seats.find((s) => s.kind === 'open');
      if (!open) throw new HttpError(409, 'game/full', 'Every seat is taken.');
      if (wanted !== undefined && this.seats.some((s) => s.character === wanted))
        throw new HttpError(
          409,
          'seat/character-taken',
          'Another player has that Character; choose another.',
        );
      const character = wanted ?? firstFreeCharacter(this.seats);
      const token = newToken();
      const seats = this.seats.map((s) =>
        s.seat === open.seat
          ? { ...s, name, kind: 'human' as const, tokenHash: hashToken(token), character }
          : s,
      );
      await this.#storeSeats(seats, 'lobby');
      this.#broadcastLobby();
      return { seat: open.seat, token };
    });
  }

  /** The host fills an open seat with a bot, or opens a seat again (a bot's, or a player's before the start). */
  setSeat(hostToken: string, seat: number, kind: 'bot' | 'open'): Promise<void> {
    return this.#enqueue(async () => {
      this.#requireHost(hostToken);
      this.#requireLobby();
      const target = this.seats[seat];
      if (!target) throw new HttpError(400, 'seat/unknown', `There is no seat ${seat}.`);
      if (seat === 0) throw new HttpError(400, 'seat/host', 'The host keeps the first seat.');
      const seats = this.seats.map((s) =>
        s.seat === seat
          ? {
              seat,
              name: kind === 'bot' ? `Bot ${seat + 1}` : null,
              kind,
              tokenHash: null,
              character:
                kind === 'bot' ? firstFreeCharacter(this.seats.filter((o) => o.seat !== seat)) : null,
            }
          : s,
      );
      await this.#storeSeats(seats, 'lobby');
      this.#broadcastLobby();
    });
  }

  /** The host starts the game once every seat is taken. */
  start(hostToken: string): Promise<void> {
    return this.#enqueue(async () => {
      this.#requireHost(hostToken);
      this.#requireLobby();
      if (this.seats.some((s) => s.kind === 'open'))
        throw new HttpError(409, 'game/not-full', 'Every seat must be taken by a player or a bot.');
      const created = createGame({ ...this.options, seed: this.#seed });
      if (!created.ok)
        throw new HttpError(400, 'game/options', created.problems.map((p) => p.message).join(' '));
      // With the AUTOMA, the engine adds its seat: the players keep their order around it.
      const automa = created.state.config.automa;
      const humans = [...this.seats];
      const seats: StoredSeat[] = created.state.seats.map((_, seat) =>
        seat === automa
          ? {
              seat,
              name: 'AUTOMA',
              kind: 'automa',
              tokenHash: null,
              character: firstFreeCharacter(this.seats),
            }
          : { ...humans.shift()!, seat },
      );
      await this.#storeSeats(seats, 'playing');
      this.status = 'playing';
      this.state = created.state;
      this.#broadcastLobby();
      this.#afterChange();
    });
  }

  /** A client joins the room; a reconnecting one (`resume`) gets only the log entries and chat lines it
   *  missed, and the whole current view. A `resume` that cannot belong to this game sends everything. */
  attach(client: Client, resume?: Resume): void {
    this.clients.add(client);
    client.send({ t: 'welcome', seat: client.seat, lobby: this.lobby() });
    const logLength = this.state?.log.length ?? 0;
    const resumed = resume !== undefined && resume.logSeq < logLength && resume.chatSeq < this.chat.length;
    if (resumed) {
      client.version = resume.version;
      client.lastSeq = resume.logSeq;
    }
    const lines = this.chat.slice(resumed ? resume.chatSeq + 1 : 0);
    if (lines.length > 0) client.send({ t: 'chat', lines });
    this.#sendState(client);
    this.#broadcastLobby();
  }

  detach(client: Client): void {
    if (this.clients.delete(client)) this.#broadcastLobby();
  }

  /** A client's action, made on the view of `version`. */
  act(client: Client, version: number, action: Action): Promise<void> {
    return this.#enqueue(async () => {
      if (client.seat === null) {
        client.send({ t: 'error', code: 'act/spectator', message: 'Spectators watch; they cannot act.' });
        return;
      }
      if (!this.state || this.status === 'lobby') {
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
        this.#sendState(client, true);
        return;
      }
      const started = performance.now();
      if (this.seats[client.seat]?.kind === 'standin') await this.#setKind(client.seat, 'human'); // back from a stand-in
      const rejection = await this.#commit(client.seat, action);
      if (!rejection && this.#missed.delete(client.seat)) this.#broadcastLobby();
      this.#deps.onCommand?.(performance.now() - started, rejection === null);
      if (rejection) client.send({ t: 'rejected', ...rejection, version: client.version });
    });
  }

  /** Table chat; silent while No Connection is in force (EVT-NOCONNECTION-01, AMB-57). */
  say(client: Client, text: string): Promise<void> {
    return this.#enqueue(async () => {
      if (client.seat === null) {
        client.send({
          t: 'error',
          code: 'chat/spectator',
          message: 'Spectators cannot write in the table chat.',
        });
        return;
      }
      if (this.state?.effects.noConnection === true) {
        client.send({
          t: 'error',
          code: 'chat/no-connection',
          message: 'No Connection: nobody may talk until the next event is revealed.',
        });
        return;
      }
      const line: ChatLine = { seq: this.chat.length, seat: client.seat, text, at: Date.now() };
      await appendChat(this.#deps.db, this.id, line.seq, line.seat, line.text, line.at);
      this.chat.push(line);
      for (const c of this.clients) c.send({ t: 'chat', lines: [line] });
    });
  }

  /**
   * A vote to let a bot play a seat whose player missed deadlines (at least 2 in a row): when more
   * than half of the other players still at the table agree, a stand-in bot plays it.
   */
  requestTakeover(client: Client, seat: number): Promise<void> {
    return this.#enqueue(async () => {
      const target = this.seats[seat];
      if (client.seat === null || client.seat === seat || this.seats[client.seat]?.kind !== 'human') {
        client.send({
          t: 'error',
          code: 'takeover/not-allowed',
          message: 'Only another player at the table can ask for a stand-in.',
        });
        return;
      }
      if (target?.kind !== 'human' || (this.#missed.get(seat) ?? 0) < MISSES_FOR_TAKEOVER) {
        client.send({
          t: 'error',
          code: 'takeover/not-yet',
          message: `A bot can stand in only for a player who missed ${MISSES_FOR_TAKEOVER} deadlines in a row.`,
        });
        return;
      }
      const votes = this.#takeoverVotes.get(seat) ?? new Set<number>();
      votes.add(client.seat);
      this.#takeoverVotes.set(seat, votes);
      const connected = this.#connectedSeats();
      const voters = this.seats.filter(
        (s) => s.kind === 'human' && s.seat !== seat && connected.has(s.seat),
      ).length;
      if (votes.size * 2 > voters) {
        this.#takeoverVotes.delete(seat);
        await this.#setKind(seat, 'standin');
        this.#scheduleBots();
      }
    });
  }

  /** The player takes the seat back from its stand-in bot. */
  takeBack(client: Client): Promise<void> {
    return this.#enqueue(async () => {
      if (client.seat === null || this.seats[client.seat]?.kind !== 'standin') return;
      await this.#setKind(client.seat, 'human');
    });
  }

  /**
   * Saves the seats, then rebinds every connection to the seat its token now holds: players after the
   * AUTOMA move up one at the start, and a removed player's connection becomes a spectator's (whoever
   * sits there next must not share the seat with it).
   */
  async #storeSeats(seats: StoredSeat[], status: GameStatus): Promise<void> {
    await saveSeats(this.#deps.db, this.id, seats, status);
    this.seats = seats;
    for (const c of this.clients) {
      if (c.tokenHash === null) continue;
      const seat = seats.find((s) => s.tokenHash === c.tokenHash)?.seat ?? null;
      if (seat === c.seat) continue;
      c.seat = seat;
      if (seat === null)
        c.send({ t: 'error', code: 'seat/removed', message: 'The host gave your seat away.' });
      c.send({ t: 'welcome', seat, lobby: this.lobby() });
    }
  }

  async #setKind(seat: number, kind: 'human' | 'standin'): Promise<void> {
    await this.#storeSeats(
      this.seats.map((s) => (s.seat === seat ? { ...s, kind } : s)),
      this.status,
    );
    this.#missed.delete(seat);
    this.#broadcastLobby();
  }

  /** Waits for the work in progress, then stops the bots. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#botTimers.values()) clearTimeout(timer);
    if (this.#deadline) clearTimeout(this.#deadline.timer);
    this.#botTimers.clear();
    // Finish the command in progress, but never wait forever on it.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.#tail.catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 5000);
      }),
    ]);
    clearTimeout(timer);
  }

  /** Runs `work` after everything queued before it: one command at a time per game. */
  #enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#tail.then(work, work);
    this.#tail = next.catch(() => undefined);
    return next;
  }

  /** Checks, applies, stores, then shows: the state changes only once the action is stored. */
  async #commit(seat: number, action: Action): Promise<{ code: string; message: string } | null> {
    // `apply` checks the action itself (the engine's `check`) before playing it.
    const result = apply(this.state!, seat, action);
    if (!result.ok) return result.rejection;
    const finished = result.state.phase.kind === 'over';
    await appendAction(this.#deps.db, this.id, this.#seq, seat, action, finished);
    this.#seq += 1;
    this.state = result.state;
    if (finished) {
      this.status = 'finished';
      this.#broadcastLobby();
    }
    this.#afterChange();
    return null;
  }

  #viewer(client: Client): Viewer {
    return client.seat ?? 'spectator';
  }

  /** Sends the client its view if it changed (or always, when `force`): nothing else reveals that play went on. */
  #sendState(client: Client, force = false, view?: PlayerView): void {
    if (!this.state) return;
    const viewer = this.#viewer(client);
    view ??= viewFor(this.state, viewer);
    // At the end every entry becomes public: the entries hidden from this client until now come too.
    const over = this.state.phase.kind === 'over';
    const events = logFor(this.state, viewer, over && !client.sentWholeLog ? 0 : client.lastSeq + 1);
    if (over) client.sentWholeLog = true;
    const next = nextUpdate(client.lastView, view);
    if (!force && !next.changed && events.length === 0) return;
    if (next.changed || events.length > 0) client.version += 1;
    client.lastView = next.sent;
    if (events.length > 0) client.lastSeq = Math.max(client.lastSeq, events[events.length - 1]!.seq);
    client.send({
      t: 'update',
      version: client.version,
      // A resync sends the whole view; otherwise a patch from the last view sent on this connection.
      ...(force ? { view } : next.encoded),
      events,
      deadline: this.#deadline?.at ?? null,
      phaseSince: this.#phase?.since,
    });
  }

  /** A phase begins when the round or the phase kind changes (public: every view shows both). */
  #trackPhase(): void {
    if (!this.state) return;
    const key = `${this.state.round}:${this.state.phase.kind}`;
    if (this.#phase?.key !== key) this.#phase = { key, since: Date.now() };
  }

  #broadcastState(): void {
    if (!this.state) return;
    // One view per client, built together so that their public parts are shared (and diffed once).
    const clients = [...this.clients];
    const views = viewsFor(
      this.state,
      clients.map((c) => this.#viewer(c)),
    );
    clients.forEach((c, i) => {
      this.#sendState(c, false, views[i]);
    });
  }

  #broadcastLobby(): void {
    const lobby = this.lobby();
    for (const c of this.clients) c.send({ t: 'lobby', lobby });
  }

  /** After every change: the deadline of the new step, the views, the bots. */
  #afterChange(): void {
    this.#trackPhase();
    this.#armDeadline();
    this.#broadcastState();
    this.#scheduleBots();
  }

  /** Sets the deadline when a timed decision step begins; a step already timed keeps its deadline. */
  #armDeadline(): void {
    if (!this.state || this.#closed) return;
    const kind = decisionKind(this.state.phase);
    const seconds = kind === null ? undefined : this.timers[kind];
    const key = stepKey(this.state);
    if (this.#deadline?.key === key) return;
    if (this.#deadline) clearTimeout(this.#deadline.timer);
    this.#deadline = null;
    if (seconds === undefined) return;
    const at = Date.now() + seconds * 1000;
    const timer = setTimeout(() => {
      void this.#enqueue(() => this.#expire(key)).catch(() => undefined);
    }, seconds * 1000);
    this.#deadline = { key, at, timer };
  }

  /** Time is up: every seat still deciding in this step gets the safe default (server/timers.ts). */
  async #expire(key: string): Promise<void> {
    if (!this.state || this.#closed || stepKey(this.state) !== key) return;
    this.#deadline = null;
    const pending = actors(this.state).filter((seat) => this.seats[seat]?.kind === 'human');
    // Only a seat's own turn counts as missed (the engine's turnSeat: the one seat every view names);
    // in a simultaneous step, who was late stays unknown.
    const turn = turnSeat(this.state);
    if (turn !== null && pending.length === 1 && pending[0] === turn) {
      this.#missed.set(turn, (this.#missed.get(turn) ?? 0) + 1);
      this.#broadcastLobby();
    }
    for (const seat of pending) {
      // A Movement may need several steps before it can end: keep choosing for the same turn.
      for (let i = 0; i < 8; i++) {
        const legal = legalActions(this.state, seat);
        if (legal.length === 0 || this.state.phase.kind === 'over') break;
        await this.#commit(seat, defaultAction(legal));
        if (this.state.phase.kind !== 'movement') break;
      }
    }
  }

  /** Every bot with something to decide answers after a short, random delay. */
  #scheduleBots(): void {
    if (!this.state || this.#closed || this.status !== 'playing') return;
    for (const s of this.seats) {
      if ((s.kind !== 'bot' && s.kind !== 'standin') || this.#botTimers.has(s.seat)) continue;
      if (legalActions(this.state, s.seat).length === 0) continue;
      const timer = setTimeout(() => {
        this.#botTimers.delete(s.seat);
        void this.#enqueue(() => this.#botMove(s.seat)).catch(() => undefined);
      }, this.#deps.botDelay());
      this.#botTimers.set(s.seat, timer);
    }
  }

  async #botMove(seat: number): Promise<void> {
    if (!this.state || this.#closed) return;
    const view = viewFor(this.state, seat);
    if (view.legal.length === 0) return;
    let bot = this.#bots.get(seat);
    if (!bot) {
      const seed = createHash('sha256').update(`${this.#seed}:bot:${seat}`).digest('hex');
      const settings = { timeMs: LIVE_BOT_TIME_MS };
      bot = { bot: createBot(this.#deps.botKind ?? 'heuristic', seed, settings), logSeq: -1 };
      this.#bots.set(seat, bot);
    }
    // The bot reads what its seat has been shown since its last decision, as a player would.
    const log = logFor(this.state, seat, bot.logSeq + 1);
    if (log.length > 0) bot.logSeq = log[log.length - 1]!.seq;
    await this.#commit(seat, bot.bot.decide(view, log));
  }
}

/** The lowest-numbered Character nobody at the table has. */
function firstFreeCharacter(seats: readonly StoredSeat[]): number {
  const taken = new Set(seats.map((s) => s.character));
  for (let c = 0; c < CHARACTER_COUNT; c++) if (!taken.has(c)) return c;
  // At most 8 players and the AUTOMA share ten Characters.
  throw new Error('no Character left');
}
