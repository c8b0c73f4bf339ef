import { createHash } from 'node:crypto';
import {
  apply,
  boardRef,
  createGame,
  decisionOf,
  type Action,
  type Decision,
  type GameOptions,
  type GameState,
} from '@among-cultists/engine';
import { CHAT_PAGE, characterName } from '@among-cultists/protocol';
import type { Db } from '../db.ts';
import { GameEvents } from './events.ts';
import { SERVER_HOST, type HostToken } from './host.ts';
import { ok, refused, type Outcome, type Refused } from './outcome.ts';
import { commitmentOf, hashToken, newGameId, newToken } from './secrets.ts';
import { firstFreeCharacter, isReserved } from './seats.ts';
import {
  actionsSince,
  appendAction,
  ConflictError,
  gameHeads,
  insertGame,
  loadGame,
  linkRematch,
  saveSeats,
  type GameEnd,
  type GameStatus,
  type RematchLink,
  type StoredAction,
  type StoredGame,
  type StoredSeat,
} from '../store.ts';
import type { Timers } from '../timers.ts';

/**
 * A command that lost a race for the same write this many times in a row gives up (LostRaceError): the
 * game moves faster through other nodes than this one catches up, and the client is told to look again.
 */
const CONFLICT_ATTEMPTS = 6;

/** Every attempt lost its race to another node's write: nothing was stored; the game moved on. */
export class LostRaceError extends Error {
  override readonly name = 'LostRaceError';
}

export interface Rejection {
  readonly code: string;
  readonly message: string;
}

/** A write whose outcome is unknown: nothing changed in memory, and the game reloads before its next command. */
export class StorageError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`${operation}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export interface NewGame {
  readonly options: Omit<GameOptions, 'seed'>;
  readonly hostName: string;
  readonly timers: Timers;
  readonly hostCharacter: number;
  readonly seed: string;
  readonly now: number;
  /** A rematch's seating (`rematchPlan`): the host takes `hostSeat`, whose Character it keeps. */
  readonly plan?: { readonly seats: readonly StoredSeat[]; readonly hostSeat: number };
}

/** What a rematch of a finished game needs: its settings, and its seats in their lobby order. */
export interface RematchPlan {
  readonly options: Omit<GameOptions, 'seed'>;
  readonly timers: Timers;
  readonly seats: readonly StoredSeat[];
  readonly hostSeat: number;
  readonly hostName: string;
  readonly hostCharacter: number;
}

/**
 * The authority over one game: its stored facts (options, seed, seats, status) and its state, rebuilt
 * from the stored actions. It is the only place they change, always in the same order: check, store,
 * then change memory. It knows nothing of connections; callers show what changed.
 *
 * Commands run one at a time (`run`). A write that fails leaves memory as it was and marks the game
 * suspect: storage may hold the write after all (a lost acknowledgement), so the next command first
 * reloads the game from storage, which stays the one truth.
 */
export class GameAuthority {
  readonly id: string;
  readonly options: Omit<GameOptions, 'seed'>;
  readonly commitment: string;
  readonly timers: Timers;
  readonly createdAt: number;
  /** The seat whose token may change the lobby and start the game. */
  readonly hostSeat: number;
  readonly #seed: string;
  readonly #db: Db;
  /** What the game's subscribers hear: actions and seats stored here, the game read again. */
  readonly events = new GameEvents();
  status: GameStatus;
  seats: readonly StoredSeat[];
  state: GameState | null = null;
  /** The rematch proposed once the game was over. */
  rematch: RematchLink | null;
  /** A game that ended before its end (abandoned: idle.ts); null otherwise. */
  ended: GameEnd | null;
  /** How many actions are stored. */
  seq = 0;
  /** The stored write version of the seats and status (a write names it; another node's write moves it). */
  version = 0;
  /** When the game started (epoch ms; null in the lobby, or unknown for a game stored before it was kept). */
  startedAt: number | null = null;
  /** When the current decision step and the current phase began: derived from the stored actions' times,
   *  so that every node shows the same deadline and the node that takes a game over keeps it. */
  stepSince = 0;
  phaseSince = 0;
  #stepKey = '';
  #phaseKey = '';
  /** The engine's decision for the state it was asked of (`decision`): asked once per state. */
  #decision: { readonly of: GameState; readonly decision: Decision | null } | null = null;
  #tail: Promise<unknown> = Promise.resolve();
  #suspect = false;

  private constructor(db: Db, stored: Omit<StoredGame, 'actions' | 'chat' | 'chatCount'>) {
    this.#db = db;
    this.id = stored.id;
    this.status = stored.status;
    this.options = stored.options;
    this.#seed = stored.seed;
    this.commitment = stored.commitment;
    this.timers = stored.timers;
    this.seats = stored.seats;
    this.createdAt = stored.createdAt;
    this.hostSeat = stored.hostSeat ?? 0;
    this.rematch = stored.rematch ?? null;
    this.ended = stored.ended ?? null;
    this.version = stored.version ?? 0;
    this.startedAt = stored.startedAt ?? null;
  }

  /** A new game in its lobby, the host in the first seat. */
  static async create(db: Db, game: NewGame): Promise<{ authority: GameAuthority; token: string }> {
    const probe = createGame({ ...game.options, seed: game.seed });
    // Checked by the caller first (`refusedOptions`): a bad game here is a fault of the server's.
    if (!probe.ok) throw new Error(`a game with bad options: ${problemsOf(probe.problems, true)}`);
    // The board is stored by id and content hash: the record says which board, even after an upgrade.
    const options = { ...game.options, board: boardRef(probe.state.config.board) };
    const token = newToken();
    const plan = game.plan;
    const seats: StoredSeat[] = plan
      ? plan.seats.map((s) =>
          s.seat === plan.hostSeat
            ? { ...s, name: game.hostName, kind: 'human', tokenHash: hashToken(token), reservedHash: null }
            : s,
        )
      : Array.from({ length: game.options.players }, (_, seat) =>
          seat === 0
            ? {
                seat,
                name: game.hostName,
                kind: 'human',
                tokenHash: hashToken(token),
                character: game.hostCharacter,
              }
            : { seat, name: null, kind: 'open', tokenHash: null, character: null },
        );
    const stored = {
      id: newGameId(),
      status: 'lobby' as const,
      options,
      seed: game.seed,
      commitment: commitmentOf(game.seed),
      timers: game.timers,
      seats,
      createdAt: game.now,
      hostSeat: plan?.hostSeat ?? 0,
    };
    try {
      await insertGame(db, stored);
    } catch (e) {
      throw new StorageError('create the game', e);
    }
    return { authority: new GameAuthority(db, stored), token };
  }

  /** Options a new game is refused for, checked now so that a bad game is refused at creation, not at the start. */
  static refusedOptions(options: NewGame['options'], seed: string): Refused | null {
    const probe = createGame({ ...options, seed });
    return probe.ok ? null : refused('game/options', problemsOf(probe.problems, true));
  }

  /** Reads a stored game with its latest chat page (null: there is none). */
  static async read(db: Db, id: string): Promise<StoredGame | null> {
    try {
      return await loadGame(db, id, { chatLimit: CHAT_PAGE });
    } catch (e) {
      throw new StorageError('load the game', e);
    }
  }

  /** A stored game, its state rebuilt by replaying every action (throws if they no longer apply). */
  static fromStored(db: Db, stored: StoredGame): GameAuthority {
    const authority = new GameAuthority(db, stored);
    authority.#adopt(stored);
    return authority;
  }

  /**
   * Takes what storage holds: the seats, the status and the state. A copy that is behind (another node
   * wrote meanwhile) plays only the actions it lacks; otherwise the state is replayed from the start.
   */
  #adopt(stored: StoredGame): void {
    this.seats = stored.seats;
    this.status = stored.status;
    this.rematch = stored.rematch ?? null;
    this.ended = stored.ended ?? null;
    this.version = stored.version ?? this.version;
    this.startedAt = stored.startedAt ?? this.startedAt;
    if (stored.status === 'lobby') {
      this.state = null;
      this.seq = 0;
      return;
    }
    if (this.state === null || stored.actions.length < this.seq) {
      const created = createGame({ ...stored.options, seed: stored.seed });
      if (!created.ok)
        throw new Error(
          `stored game ${this.id}: its options are refused (${created.problems.map((p) => `${p.field}: ${p.message}`).join(' ')})`,
        );
      this.state = created.state;
      this.seq = 0;
      this.#stepKey = '';
      this.#phaseKey = '';
      // A game stored before start times were kept: its first action's time, else its creation.
      this.#track(this.startedAt ?? stored.actions[0]?.at ?? stored.createdAt);
    }
    this.#play(stored.actions.slice(this.seq), this.seq);
  }

  /** Plays stored actions, in order from `from`, on the state (throws if one no longer applies). */
  #play(actions: readonly StoredAction[], from: number): void {
    actions.forEach((a, i) => {
      const result = apply(this.state!, a.seat, a.action);
      if (!result.ok)
        throw new Error(
          `stored game ${this.id}: action ${from + i} no longer applies (${result.rejection.message})`,
        );
      this.state = result.state;
      this.seq += 1;
      this.#track(a.at);
    });
  }

  /**
   * The decision the game waits for now (the engine's `decisionOf` of `state`), or null in the lobby and
   * once the game is over. Asked of the engine once per state (issue 29): the step's start (`#track`), the
   * change event (`GameCore.changed`) and the drivers between changes all read this one.
   */
  get decision(): Decision | null {
    const state = this.state;
    if (!state) return null;
    if (this.#decision?.of !== state) this.#decision = { of: state, decision: decisionOf(state) };
    return this.#decision.decision;
  }

  /** A new step or phase began at `at` if the state's step or phase differs from the last one seen. */
  #track(at: number): void {
    const state = this.state;
    if (!state) return;
    const step = this.decision?.key ?? 'over';
    if (step !== this.#stepKey) {
      this.#stepKey = step;
      this.stepSince = at;
    }
    const phase = `${state.round}:${state.phase.kind}`;
    if (phase !== this.#phaseKey) {
      this.#phaseKey = phase;
      this.phaseSince = at;
    }
  }

  /**
   * Runs `work` after everything queued before it: one command at a time per game (on this node). A suspect
   * game is brought up to date first ('reloaded' if that changed anything). A write another node made first
   * (ConflictError) brings the game up to date and runs `work` again, told so (`retry`): it decides afresh on
   * the new state, as on one node. Unnamed arrows: under tsx each named closure made costs a `__name`.
   */
  run<T>(work: (retry: boolean) => Promise<T>): Promise<T> {
    const next = this.#tail.then(
      () => this.#attempts(work),
      () => this.#attempts(work),
    );
    // The queue goes on whatever `work` did; its caller handles its outcome.
    this.#tail = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  }

  /** `work` in its turn: tried again, told so, after each write another node made first (up to a bound). */
  async #attempts<T>(work: (retry: boolean) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      if (this.#suspect && (await this.#reload())) this.events.emit({ type: 'reloaded', hold: false });
      try {
        return await work(attempt > 1);
      } catch (e) {
        if (!(e instanceof ConflictError)) throw e;
        if (attempt >= CONFLICT_ATTEMPTS)
          throw new LostRaceError(`lost ${attempt} races for the same write: ${e.message}`, { cause: e });
      }
    }
  }

  /** Brings the game up to date after a failed or lost write; true if storage held more than memory. */
  async #reload(): Promise<boolean> {
    let changed: boolean;
    try {
      changed = await this.#catchUp();
    } catch (e) {
      throw new StorageError('reload the game after a failed write', e);
    }
    this.#suspect = false;
    return changed;
  }

  /**
   * Reads what other writers stored since this copy was made (its head first: one cheap query when nothing
   * changed); true if anything did. Throws if storage cannot be read or the game is gone.
   */
  async #catchUp(): Promise<boolean> {
    const [head] = await gameHeads(this.#db, [this.id]);
    if (!head) throw new Error('the game is gone');
    if (head.version === this.version && head.actions === this.seq) return false;
    if (head.version === this.version && head.actions > this.seq && this.state !== null) {
      this.#play(await actionsSince(this.#db, this.id, this.seq), this.seq);
      return true;
    }
    const stored = await loadGame(this.#db, this.id, { chatLimit: 0 });
    if (!stored) throw new Error('the game is gone');
    this.#adopt(stored);
    return true;
  }

  /**
   * Brings the game up to date with storage (in `run`): another node said it wrote, or may have. True if
   * anything changed ('reloaded'; `hold`: in a hidden step); a failure leaves the copy as it was and suspect
   * (the next command reloads first).
   */
  async refresh(hold = false): Promise<boolean> {
    if (hold) this.events.emit({ type: 'holding' });
    let changed: boolean;
    try {
      changed = await this.#catchUp();
    } catch (e) {
      this.#suspect = true;
      throw new StorageError('read what another node stored', e);
    }
    if (changed) this.events.emit({ type: 'reloaded', hold });
    return changed;
  }

  /** Other nodes changed the game and this copy did not follow: the next command reads it first. */
  markStale(): void {
    this.#suspect = true;
  }

  /**
   * An action another node stored as number `seq` (in `run`): played at once when it is the next one
   * ('applied'), ignored when already here ('known'); 'gap' when actions are missing before it (or it
   * does not apply to this copy), and the caller refreshes from storage instead.
   */
  receive(seq: number, stored: StoredAction): 'applied' | 'known' | 'gap' {
    if (seq < this.seq) return 'known';
    if (seq > this.seq || !this.state) return 'gap';
    const result = apply(this.state, stored.seat, stored.action);
    if (!result.ok) return 'gap';
    this.state = result.state;
    this.seq += 1;
    this.#track(stored.at);
    if (result.state.phase.kind === 'over') {
      // The finishing action moved the stored version too (appendAction).
      this.status = 'finished';
      this.version += 1;
    }
    return 'applied';
  }

  /** A write failed: a lost race is told as such (the caller catches up and decides again), anything
   *  else as a StorageError. Either way the game is suspect until it is read again. */
  async #write(operation: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (e) {
      this.#suspect = true;
      if (e instanceof ConflictError) throw e;
      throw new StorageError(operation, e);
    }
  }

  /** A secret derived from the seed for one purpose (a bot's seed, a timed-out card): unknown to players. */
  secretFor(purpose: string): string {
    return createHash('sha256').update(`${this.#seed}:${purpose}`).digest('hex');
  }

  /** The seed, published once the game is over. */
  get revealedSeed(): string | null {
    return this.status === 'finished' ? this.#seed : null;
  }

  /** The seat a token belongs to, or null. */
  seatOf(token: string): number | null {
    const hash = hashToken(token);
    return this.seats.find((s) => s.tokenHash === hash)?.seat ?? null;
  }

  /** The host is the creator, who holds the first seat of the lobby (a rematch's: the seat it had). */
  #notHost(token: HostToken): Refused | null {
    if (token === SERVER_HOST) return null;
    return this.seats[this.hostSeat]?.tokenHash === hashToken(token)
      ? null
      : refused('auth/not-host', 'Only the host can do that.');
  }

  #notLobby(): Refused | null {
    return this.status === 'lobby' ? null : refused('game/started', 'The game has already started.');
  }

  async #storeSeats(
    seats: StoredSeat[],
    status: GameStatus,
    startedAt?: number,
    hold = false,
  ): Promise<void> {
    if (hold) this.events.emit({ type: 'holding' });
    await this.#write('store the seats', () =>
      saveSeats(this.#db, this.id, seats, status, {
        expected: this.version,
        ...(startedAt === undefined ? {} : { startedAt }),
      }),
    );
    this.seats = seats;
    this.status = status;
    this.version += 1;
    this.events.emit({ type: 'seatsStored', version: this.version, hold });
  }

  /** Takes the seat asked for if it is free, else the first open seat (in `run`). */
  async join(
    name: string,
    wanted?: number,
    seatWanted?: number,
  ): Promise<Outcome<{ seat: number; token: string }>> {
    const notLobby = this.#notLobby();
    if (notLobby) return notLobby;
    // A seat kept for a player of the previous game is theirs (`claim`) until the host opens it.
    const free = (s: StoredSeat): boolean => s.kind === 'open' && !isReserved(s);
    // The seat a table's QR code names, unless someone took it first (two phones scanned the same code).
    const asked = seatWanted === undefined ? undefined : this.seats[seatWanted];
    const open = asked && free(asked) ? asked : this.seats.find(free);
    if (!open) return refused('game/full', 'Every seat is taken.');
    if (wanted !== undefined && this.seats.some((s) => s.character === wanted))
      return refused('seat/character-taken', 'Another player has that Character; choose another.');
    const character = wanted ?? firstFreeCharacter(this.seats);
    const token = newToken();
    await this.#storeSeats(
      this.seats.map((s) =>
        s.seat === open.seat
          ? { ...s, name, kind: 'human' as const, tokenHash: hashToken(token), character }
          : s,
      ),
      'lobby',
    );
    return ok({ seat: open.seat, token });
  }

  /**
   * A player of the previous game takes the seat kept for them (`oldHash`: their old token's hash), under
   * the name they had; null when no seat is kept for them (any more) (in `run`).
   */
  async claim(oldHash: string): Promise<Outcome<{ seat: number; token: string } | null>> {
    const notLobby = this.#notLobby();
    if (notLobby) return notLobby;
    const kept = this.seats.find((s) => s.kind === 'open' && s.reservedHash === oldHash);
    if (!kept) return ok(null);
    const token = newToken();
    await this.#storeSeats(
      this.seats.map((s) =>
        s.seat === kept.seat
          ? { ...s, kind: 'human' as const, tokenHash: hashToken(token), reservedHash: null }
          : s,
      ),
      'lobby',
    );
    return ok({ seat: kept.seat, token });
  }

  /** Links the finished game to its rematch (in `run`). */
  async linkRematch(link: RematchLink): Promise<void> {
    await this.#write('link the rematch', async () => {
      // Another node linked its rematch first: that one is the rematch (the caller reloads and joins it).
      if (!(await linkRematch(this.#db, this.id, link)))
        throw new ConflictError(`game ${this.id}: a rematch is already linked`);
    });
    this.rematch ??= link;
    this.version += 1;
    this.events.emit({ type: 'seatsStored', version: this.version, hold: false });
  }

  /** The host fills an open seat with a bot, or opens a seat again (in `run`). */
  async setSeat(hostToken: HostToken, seat: number, kind: 'bot' | 'open'): Promise<Outcome> {
    const refusal = this.#notHost(hostToken) ?? this.#notLobby();
    if (refusal) return refusal;
    const target = this.seats[seat];
    if (!target) return refused('seat/unknown', `There is no seat ${seat}.`);
    if (seat === this.hostSeat) return refused('seat/host', 'The host keeps their seat.');
    await this.#storeSeats(
      this.seats.map((s) => {
        if (s.seat !== seat) return s;
        if (kind === 'open') return { seat, name: null, kind, tokenHash: null, character: null };
        // A bot is named like a person, by its Character (issue 26); clients add its "bot" mark.
        const character = firstFreeCharacter(this.seats.filter((o) => o.seat !== seat));
        return { seat, name: characterName(character), kind, tokenHash: null, character };
      }),
      'lobby',
    );
    return ok();
  }

  /** Whether the host's token is this one and every seat is taken (checked before a start). */
  checkStart(hostToken: HostToken): Outcome {
    const refusal = this.#notHost(hostToken) ?? this.#notLobby();
    if (refusal) return refusal;
    if (this.seats.some((s) => s.kind === 'open'))
      return refused('game/not-full', 'Every seat must be taken by a player or a bot.');
    return ok();
  }

  /** The host starts the game once every seat is taken, at `at` (epoch ms) (in `run`). */
  async start(hostToken: HostToken, at: number): Promise<Outcome> {
    const check = this.checkStart(hostToken);
    if (check.kind !== 'ok') return check;
    const created = createGame({ ...this.options, seed: this.#seed });
    if (!created.ok) return refused('game/options', problemsOf(created.problems, false));
    // With the AUTOMA, the engine adds its seat: the players keep their order around it.
    const automa = created.state.config.automa;
    const humans = [...this.seats];
    const seats: StoredSeat[] = created.state.seats.map((_, seat) =>
      seat === automa
        ? { seat, name: 'AUTOMA', kind: 'automa', tokenHash: null, character: firstFreeCharacter(this.seats) }
        : { ...humans.shift()!, seat },
    );
    await this.#storeSeats(seats, 'playing', at);
    this.state = created.state;
    this.startedAt = at;
    this.#track(at);
    return ok();
  }

  /** A seat played by its player again, or by a stand-in bot (in `run`; `hold`: in a hidden step). */
  async setKind(seat: number, kind: 'human' | 'standin', hold = false): Promise<void> {
    await this.#storeSeats(
      this.seats.map((s) => (s.seat === seat ? { ...s, kind } : s)),
      this.status,
      undefined,
      hold,
    );
  }

  /** Applies, stores (as made at `at`, epoch ms), then keeps the new state (in `run`): a refused action
   *  changes nothing; an action another node stored first at the same place throws ConflictError. */
  async commit(seat: number, action: Action, at: number): Promise<Rejection | null> {
    if (!this.state) return { code: 'game/not-started', message: 'The game has not started yet.' };
    // Abandoned (idle.ts): over, though the engine's state is not.
    if (this.status === 'finished') return { code: 'game/over', message: 'The game is over.' };
    // `apply` checks the action itself (the engine's `check`) before playing it.
    const result = apply(this.state, seat, action);
    if (!result.ok) return result.rejection;
    const finished = result.state.phase.kind === 'over';
    await this.#write('store the action', () =>
      appendAction(this.#db, this.id, this.seq, seat, action, finished, at),
    );
    this.seq += 1;
    this.state = result.state;
    this.#track(at);
    if (finished) {
      this.status = 'finished';
      this.version += 1;
    }
    this.events.emit({ type: 'actionStored', seq: this.seq - 1, seat, action, at });
    return null;
  }
}

/** The engine's problems with a game's options, as one message (`fields`: each named by its field). */
function problemsOf(problems: readonly { field: string; message: string }[], fields: boolean): string {
  return problems.map((p) => (fields ? `${p.field}: ${p.message}` : p.message)).join(' ');
}
