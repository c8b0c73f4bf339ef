import {
  logFor,
  viewFor,
  viewsFor,
  type GameState,
  type PlayerView,
  type Viewer,
} from '@among-cultists/engine';
import {
  nextUpdate,
  type ChatLine,
  type Lobby,
  type Resume,
  type SentView,
  type WireMessage,
} from '@among-cultists/protocol';
import type { Clock } from '../clock.ts';

/** A connected client of one game: a seat (or a spectator) and what it has been sent so far. */
export interface Client {
  /** The seat its token holds (rebound whenever the seats change); null for spectators. */
  seat: number | null;
  /** The hash of the token it said hello with; null for spectators. */
  readonly tokenHash: string | null;
  /** A table's shared screen (table-screen.ts): a spectator in a place of its own. */
  readonly table?: boolean;
  send(message: WireMessage): void;
  /** Ends the connection (the game is gone). */
  close(code: number, reason: string): void;
  /** Increases each time this client's view or log changes: its actions must name the current one. */
  version: number;
  /** Index of the last log entry it has been sent. */
  lastSeq: number;
  /** Whether it has been sent the whole log of the finished game (hidden entries are revealed at the end). */
  sentWholeLog: boolean;
  /** The last view sent (the base of the next patch; `apply` never changes an old state). */
  lastView: SentView | null;
}

/** What every update carries besides the view: the public deadline and when the phase began. */
export interface Timing {
  readonly deadline: number | null;
  readonly phaseSince: number | undefined;
}

/**
 * The connections of one game and what each has been sent: versions, patches, presence and chat
 * fan-out. It never changes the game; the game's authority does, and this shows the result.
 *
 * The lobby (seats, presence, missed deadlines) goes out only when it changed, and presence at most once
 * per `presenceMs`: a thousand spectators arriving cost a thousand welcomes, not a million lobbies.
 * A change that follows from a hidden choice is held back (`hold`) until the step it happened in is over,
 * so that its timing reveals nothing.
 */
export class Session {
  readonly clients = new Set<Client>();
  readonly #clock: Clock;
  readonly #presenceMs: number;
  readonly #lobby: () => Lobby;
  #sentLobby = '';
  #lastFlush = -Infinity;
  #cancelFlush: (() => void) | null = null;
  #held = false;

  constructor(clock: Clock, presenceMs: number, lobby: () => Lobby) {
    this.#clock = clock;
    this.#presenceMs = presenceMs;
    this.#lobby = lobby;
  }

  /** Seats with at least one open connection. */
  connectedSeats(): Set<number> {
    const seats = new Set<number>();
    for (const c of this.clients) if (c.seat !== null) seats.add(c.seat);
    return seats;
  }

  /** How many connections this seat (null: spectators) has. */
  count(seat: number | null): number {
    let n = 0;
    for (const c of this.clients) if (c.seat === seat) n += 1;
    return n;
  }

  /** A client joins: its welcome, the chat it lacks, its view; a reconnecting one (`resume`) only what it
   *  missed. A `resume` that cannot belong to this game sends everything. Returns the chat line the client
   *  is taken to hold up to (-1: none). */
  attach(
    client: Client,
    resume: Resume | undefined,
    state: GameState | null,
    chat: (after: number) => { lines: ChatLine[]; more: boolean },
    chatCount: number,
    timing: Timing,
  ): number {
    this.clients.add(client);
    client.send({ t: 'welcome', seat: client.seat, lobby: this.#lobby() });
    const logLength = state?.log.length ?? 0;
    const resumed = resume !== undefined && resume.logSeq < logLength && resume.chatSeq < chatCount;
    if (resumed) {
      client.version = resume.version;
      client.lastSeq = resume.logSeq;
    }
    const after = resumed ? resume.chatSeq : -1;
    const { lines, more } = chat(after);
    if (lines.length > 0 || more) client.send({ t: 'chat', lines, ...(more ? { more } : {}) });
    if (state) this.sendState(client, state, timing);
    this.presenceChanged();
    return after;
  }

  /** A client leaves; true if its seat has no connection left. */
  detach(client: Client): boolean {
    if (!this.clients.delete(client)) return false;
    this.presenceChanged();
    return client.seat !== null && this.count(client.seat) === 0;
  }

  /** Someone connected or left: the lobby goes out soon, with whatever else changed meanwhile. */
  presenceChanged(): void {
    if (this.#cancelFlush) return;
    const wait = Math.max(0, this.#lastFlush + this.#presenceMs - this.#clock.now());
    this.#cancelFlush = this.#clock.after(wait, () => {
      this.#cancelFlush = null;
      this.#flushLobby();
    });
  }

  /** A public change of the lobby (a join, the seats, the start, a stand-in): out now. */
  lobbyChanged(): void {
    this.#flushLobby();
  }

  /** A change that follows from a hidden choice: held back, with presence, until `release`. */
  hold(): void {
    this.#held = true;
  }

  /** The step that held the lobby back is over: everything goes out. */
  release(): void {
    if (!this.#held) return;
    this.#held = false;
    this.#flushLobby();
  }

  #flushLobby(): void {
    if (this.#held) return;
    this.#lastFlush = this.#clock.now();
    const lobby = this.#lobby();
    const text = JSON.stringify(lobby);
    if (text === this.#sentLobby) return;
    this.#sentLobby = text;
    for (const c of this.clients) c.send({ t: 'lobby', lobby });
  }

  /** The seats changed (a start with the AUTOMA moves players up; a kicked player watches): every
   *  connection is bound to the seat its token now holds. */
  rebind(seatOfToken: (tokenHash: string) => number | null): void {
    for (const c of this.clients) {
      if (c.tokenHash === null) continue;
      const seat = seatOfToken(c.tokenHash);
      if (seat === c.seat) continue;
      c.seat = seat;
      if (seat === null)
        c.send({ t: 'error', code: 'seat/removed', message: 'The host gave your seat away.' });
      c.send({ t: 'welcome', seat, lobby: this.#lobby() });
    }
  }

  /** Sends the client its view if it changed (or always, when `force`): nothing else reveals that play went on. */
  sendState(client: Client, state: GameState, timing: Timing, force = false, view?: PlayerView): void {
    const viewer: Viewer = client.seat ?? 'spectator';
    view ??= viewFor(state, viewer);
    // At the end every entry becomes public: the entries hidden from this client until now come too.
    const over = state.phase.kind === 'over';
    const events = logFor(state, viewer, over && !client.sentWholeLog ? 0 : client.lastSeq + 1);
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
      deadline: timing.deadline,
      phaseSince: timing.phaseSince,
    });
  }

  broadcastState(state: GameState, timing: Timing): void {
    // One view per client, built together so that their public parts are shared (and diffed once).
    const clients = [...this.clients];
    const views = viewsFor(
      state,
      clients.map((c) => c.seat ?? 'spectator'),
    );
    clients.forEach((c, i) => {
      this.sendState(c, state, timing, false, views[i]);
    });
  }

  broadcast(message: WireMessage): void {
    for (const c of this.clients) c.send(message);
  }

  /** A message for one seat's own connections (what only that seat may know), but `except` (which has it). */
  sendToSeat(seat: number, message: WireMessage, except?: Client): void {
    for (const c of this.clients) if (c.seat === seat && c !== except) c.send(message);
  }

  /** Tells every client why, and ends their connections (the game is gone). */
  disconnect(code: string, message: string): void {
    for (const c of this.clients) {
      c.send({ t: 'error', code, message });
      c.close(1008, code);
    }
    this.clients.clear();
  }

  close(): void {
    this.#cancelFlush?.();
    this.#cancelFlush = null;
  }
}
