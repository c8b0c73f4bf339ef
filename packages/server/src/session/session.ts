import {
  logFor,
  viewFor,
  viewsFor,
  type GameState,
  type PlayerView,
  type ViewedEvent,
  type Viewer,
  type ViewMemo,
} from '@among-cultists/engine';
import {
  nextUpdate,
  updateRest,
  updateText,
  type ChatLine,
  type Lobby,
  type Resume,
  type SentView,
  type WireMessage,
} from '@among-cultists/protocol';
import type { Clock } from '../clock.ts';
import { EventTexts } from './event-texts.ts';

/** A connected client of one game: a seat (or a spectator) and what it has been sent so far. */
export interface Client {
  /** The seat its token holds (rebound whenever the seats change); null for spectators. */
  seat: number | null;
  /** The hash of the token it said hello with; null for spectators. */
  readonly tokenHash: string | null;
  /** A table's shared screen (table-screen.ts): a spectator in a place of its own. */
  readonly table?: boolean;
  /**
   * A spectator of a game in streamer mode (issue 30; session/delayed.ts): it is sent the game as it was
   * some time ago, by the delayed watch alone; nothing this session sends live reaches it.
   */
  delayed?: boolean;
  /** `text`, when given, is `JSON.stringify(message)` already written (an update spliced from shared pieces). */
  send(message: WireMessage, text?: string): void;
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
  /** While a hidden step holds changes back: the lobby as it was when the hold began (null: none). */
  #held: Lobby | null = null;
  /** Each log entry's JSON, written once for all the clients that are sent it. */
  readonly #eventTexts = new EventTexts();
  /** What this game's views share from one change to the next (the engine keeps nothing between calls). */
  readonly #viewMemo: ViewMemo = {};

  constructor(clock: Clock, presenceMs: number, lobby: () => Lobby) {
    this.#clock = clock;
    this.#presenceMs = presenceMs;
    this.#lobby = lobby;
  }

  /**
   * The lobby as anyone may see it now: a welcome, the game's HTTP answers, every frame. While a hidden
   * step holds changes back it is the one from when the hold began, so that no path (a new connection, a
   * route polled) shows what the held change was, or that there was one.
   */
  lobby(): Lobby {
    return this.#held ?? this.#lobby();
  }

  /** The connections shown the game as it is now (all but a delayed watch's spectators). */
  live(): Client[] {
    return [...this.clients].filter((c) => c.delayed !== true);
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
    /** The lobby it is shown (a delayed spectator's: session/delayed.ts); by default the lobby now. */
    lobby?: Lobby,
  ): number {
    this.clients.add(client);
    // Read once it is in: the lobby counts its own connection.
    client.send({ t: 'welcome', seat: client.seat, lobby: lobby ?? this.lobby() });
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

  /**
   * A change that follows from a hidden choice is about to be made (call it before the change): the lobby
   * shown everywhere stays as it is now, presence included, until `release`.
   */
  hold(): void {
    this.#held ??= this.#lobby();
  }

  /** The step that held the lobby back is over: everything goes out. */
  release(): void {
    if (this.#held === null) return;
    this.#held = null;
    this.#flushLobby();
  }

  #flushLobby(): void {
    if (this.#held !== null) return;
    this.#lastFlush = this.#clock.now();
    const lobby = this.#lobby();
    const text = JSON.stringify(lobby);
    if (text === this.#sentLobby) return;
    this.#sentLobby = text;
    for (const c of this.live()) c.send({ t: 'lobby', lobby });
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
      c.send({ t: 'welcome', seat, lobby: this.lobby() });
    }
  }

  /** Sends the client its view if it changed (or always, when `force`): nothing else reveals that play went on. */
  sendState(client: Client, state: GameState, timing: Timing, force = false, view?: PlayerView): void {
    view ??= viewFor(state, client.seat ?? 'spectator', this.#viewMemo);
    this.#deliver(client, prepare(client, state, view, timing, this.#eventTexts), timing, force);
  }

  /**
   * Every client's update for a change. Each distinct viewer's view is built once (`viewsFor` shares their
   * public part, whose patch and JSON are then made once), and clients in the same place — the same view
   * last sent, log position and viewer: spectators and table screens, a seat open in two windows — share
   * the whole update but its version. `clients`: by default every live one (a delayed watch names its own).
   */
  broadcastState(state: GameState, timing: Timing, clients: readonly Client[] = this.live()): void {
    const viewers = [...new Set(clients.map((c) => c.seat ?? 'spectator'))];
    const built = viewsFor(state, viewers, this.#viewMemo);
    const views = new Map<Viewer, PlayerView>(viewers.map((v, i) => [v, built[i]!]));
    const prepared = new Map<SentView | null, Map<string, Prepared>>();
    for (const c of clients) {
      const viewer: Viewer = c.seat ?? 'spectator';
      const key = `${String(viewer)} ${c.lastSeq} ${c.sentWholeLog}`;
      let same = prepared.get(c.lastView);
      if (same === undefined) prepared.set(c.lastView, (same = new Map<string, Prepared>()));
      let update = same.get(key);
      if (update === undefined)
        same.set(key, (update = prepare(c, state, views.get(viewer)!, timing, this.#eventTexts)));
      this.#deliver(c, update, timing, false);
    }
  }

  /** Sends `client` its part of a change (nothing when nothing changed for it, unless `force`). */
  #deliver(client: Client, update: Prepared, timing: Timing, force: boolean): void {
    const { next, events } = update;
    if (update.over) client.sentWholeLog = true;
    if (!force && !next.changed && events.length === 0) return;
    if (next.changed || events.length > 0) client.version += 1;
    client.lastView = next.sent;
    if (events.length > 0) client.lastSeq = Math.max(client.lastSeq, events[events.length - 1]!.seq);
    // A resync sends the whole view; otherwise a patch from the last view sent on this connection.
    const whole = force && !('view' in next.encoded);
    const view = next.sent.view;
    // Identical recipients (the same place and version) share one string.
    if (update.text?.version !== client.version || whole) {
      const member = whole ? `"view":${JSON.stringify(view)}` : next.json;
      update.text = { version: client.version, text: updateText(client.version, member, update.rest) };
    }
    client.send(
      {
        t: 'update',
        version: client.version,
        ...(force ? { view } : next.encoded),
        events,
        deadline: timing.deadline,
        phaseSince: timing.phaseSince,
      },
      update.text.text,
    );
  }

  /** A message for every connection (`liveOnly`: all but a delayed watch's spectators). */
  broadcast(message: WireMessage, liveOnly = false): void {
    for (const c of liveOnly ? this.live() : this.clients) c.send(message);
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

/** A client's update for a change, before its version: the same for every client in the same place. */
interface Prepared {
  readonly next: ReturnType<typeof nextUpdate>;
  readonly events: ViewedEvent[];
  /** Whether the game is over (the client is then sent the whole log, once). */
  readonly over: boolean;
  /** The update's JSON after its view or patch (`updateRest`). */
  readonly rest: string;
  /** The whole update's JSON last written from these pieces, and the version it says. */
  text: { readonly version: number; readonly text: string } | null;
}

function prepare(
  client: Client,
  state: GameState,
  view: PlayerView,
  timing: Timing,
  texts: EventTexts,
): Prepared {
  // At the end every entry becomes public: the entries hidden from this client until now come too.
  const over = state.phase.kind === 'over';
  const viewer: Viewer = client.seat ?? 'spectator';
  const events = logFor(state, viewer, over && !client.sentWholeLog ? 0 : client.lastSeq + 1);
  return {
    next: nextUpdate(client.lastView, view),
    events,
    over,
    rest: updateRest(events, timing.deadline, timing.phaseSince, texts.json(state, events)),
    text: null,
  };
}
