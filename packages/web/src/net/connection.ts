import type { Action, Claim, PlayerView, ViewedEvent } from '@among-cultists/engine';
import type { ChatLine, ClientMessage, Lobby, Notebook, ReportReason } from '@among-cultists/protocol';
import { ViewTracker } from '@among-cultists/protocol/plain';
import { backoffDelay } from './backoff.ts';
import { NotebookSaves } from './notebookSaves.ts';
import { firstHello, takeEarly } from './early.ts';
import { frameUnfit, readFrame } from './frames.ts';
import { mergeChat, mergeClaims, mergeClaimsFrame, mergeLog } from './merge.ts';
import { EMPTY_GAME_SNAPSHOT } from './emptySnapshot.ts';
export { socketUrl } from './socketUrl.ts';

export type LinkStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

/** Everything the screens know about one game, replaced (never mutated) on each change. */
export interface GameSnapshot {
  readonly link: LinkStatus;
  /** Our seat (null: spectator), as the server last said in `welcome`. */
  readonly seat: number | null;
  readonly lobby: Lobby | null;
  readonly view: PlayerView | null;
  readonly version: number;
  readonly deadline: number | null;
  /** When the current phase began (epoch ms, the server's clock, like `deadline`). */
  readonly phaseSince: number | null;
  readonly log: readonly ViewedEvent[];
  /** The chat lines held, in `seq` order, each once: the most recent ones and the older pages asked for. */
  readonly chat: readonly ChatLine[];
  /** Older chat lines exist before the first one held (`chatHistory` asks for them). */
  readonly chatMore: boolean;
  /** A page of older lines has been asked for and has not come yet. */
  readonly chatLoading: boolean;
  /**
   * Every claim line known, in `seq` order, each once: those of the chat held and those the server sends
   * after a hello (issue 16), for the ledger and the claims checker, which need them all. Kept across
   * reconnects: a resumed hello brings only the claims after the last chat line held.
   */
  readonly claims: readonly ChatLine[];
  /** Claim lines before this `seq` may be missing (`claimsHistory` asks for them); null: none are. */
  readonly claimsBefore: number | null;
  /** A page of older claims has been asked for and has not come yet. */
  readonly claimsLoading: boolean;
  /** The last refusal or error the server sent, for the player to read. */
  readonly notice: { readonly code: string; readonly message: string } | null;
  /** The token was refused: we stay connected as a spectator. */
  readonly tokenRefused: boolean;
  /**
   * Times the server played safe defaults for this seat because its time ran out, each after the log
   * entry `afterSeq` (shown there in the log); the last one also on screen until the next decision.
   */
  readonly timeouts: readonly TimedOut[];
  /** The last of them, on screen until this player acts again. */
  readonly timedOut: TimedOut | null;
  /** This seat's notebook as the server last sent it (on hello, or saved from another of its devices). */
  readonly notebook: Notebook | null;
  /** The last refusal of a notebook save (`n` counts them, so that the same code twice is seen twice). */
  readonly notebookError: { readonly code: string; readonly message: string; readonly n: number } | null;
  /** This seat's "end my Rounds automatically" (issue 27), and after how long the server ends them. */
  readonly autoEnd: { readonly on: boolean; readonly delayMs: number | null };
  /** The seats whose chat is muted (issue 30): for the table by the host, and by this seat for itself. */
  readonly mutes: { readonly table: readonly number[]; readonly mine: readonly number[] };
  /** The seats this connection reported (the server confirmed each). */
  readonly reported: readonly number[];
}

/** Defaults played for this seat when its time ran out, and where in the log that happened. */
export interface TimedOut {
  readonly afterSeq: number;
  readonly actions: readonly Action[];
}

/** The part of the browser's WebSocket this module uses, so tests can pass a fake one. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface ConnectionOptions {
  readonly url: string;
  readonly createSocket?: (url: string) => SocketLike;
  /** A connection that has been silent this long is considered dead. */
  readonly idleMs?: number;
  /** A table's shared screen: its key to a place of its own (said in the hello when there is no token). */
  readonly tableKey?: string | null;
}

const OPEN = 1;
const PING_MS = 20_000;
/** Server errors after which reconnecting cannot help. */
// A person the host removed (issue 30) does not come back with the same token either.
const FATAL = new Set(['game/unknown', 'moderation/removed']);

/**
 * One game's WebSocket: says hello, rebuilds views from update frames, reconnects with backoff.
 * A patch that does not apply is never shown: the connection is dropped and the server resyncs
 * with a whole view on the next hello.
 */
export class GameConnection {
  readonly #game: string;
  #token: string | null;
  #tableKey: string | null;
  readonly #options: ConnectionOptions;
  #snapshot: GameSnapshot = EMPTY_GAME_SNAPSHOT;
  readonly #listeners = new Set<() => void>();
  #socket: SocketLike | null = null;
  #tracker = new ViewTracker();
  #attempt = 0;
  #retry: ReturnType<typeof setTimeout> | null = null;
  #ping: ReturnType<typeof setInterval> | null = null;
  #lastHeard = 0;
  #stopped = false;
  /** What the tutorial's coach last asked of its lesson's bots (null: nothing): said again on every hello. */
  #coachHold: boolean | null = null;
  /** The `before` of the last page of claims asked for (an answer to an older question moves nothing). */
  #claimsAsked: number | null = null;
  readonly #notebookSaves = new NotebookSaves();

  constructor(game: string, token: string | null, options: ConnectionOptions) {
    this.#game = game;
    this.#token = token;
    this.#tableKey = options.tableKey ?? null;
    this.#options = options;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): GameSnapshot => this.#snapshot;

  start(): void {
    this.#stopped = false;
    this.#set({ link: 'connecting' });
    this.#open();
    this.#ping ??= setInterval(() => {
      this.#tick();
    }, PING_MS);
  }

  stop(): void {
    this.#stopped = true;
    if (this.#retry !== null) clearTimeout(this.#retry);
    if (this.#ping !== null) clearInterval(this.#ping);
    this.#retry = null;
    this.#ping = null;
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(1000, 'bye');
    this.#set({ link: 'stopped' });
  }

  /** The view version travels with the action: a stale one is refused, never misapplied. */
  act(action: Action): void {
    this.#set({ notice: null, timedOut: null });
    this.#send({ t: 'act', version: this.#snapshot.version, action });
  }

  chat(text: string): void {
    this.#send({ t: 'chat', text });
  }

  /** A structured claim, posted as this seat's chat line. */
  claim(claim: Claim): void {
    this.#send({ t: 'claim', claim });
  }

  /**
   * Saves this seat's notebook whole, from the stored version it was edited from (notebookSaves.ts); false
   * when the socket is not open (the caller saves again later).
   */
  saveNotebook(notebook: Notebook): boolean {
    const socket = this.#socket;
    if (socket === null || socket.readyState !== OPEN) return false;
    return this.#notebookSaves.save(notebook, (m) => this.#send(m));
  }

  /** Asks for the page of chat lines before the first one held (once at a time; nothing when none are older). */
  chatHistory(): void {
    const { chat, chatMore, chatLoading } = this.#snapshot;
    const first = chat[0];
    if (!chatMore || chatLoading || first === undefined) return;
    if (this.#send({ t: 'chatHistory', before: first.seq })) this.#set({ chatLoading: true });
  }

  /**
   * Asks for the page of claim lines before those held (once at a time; nothing when none are missing).
   * The server answers one page a second per connection: callers pace their asking.
   */
  claimsHistory(): void {
    const { claimsBefore, claimsLoading } = this.#snapshot;
    if (claimsBefore === null || claimsLoading) return;
    if (this.#send({ t: 'claimsHistory', before: claimsBefore })) {
      this.#claimsAsked = claimsBefore;
      this.#set({ claimsLoading: true });
    }
  }

  /** A vote to let a bot play for a player who keeps missing deadlines. */
  takeover(seat: number): void {
    this.#send({ t: 'takeover', seat });
  }

  /** Turns this seat's "end my Rounds automatically" on or off (the server keeps it, and confirms it). */
  setAutoEnd(on: boolean): void {
    if (this.#send({ t: 'autoEnd', on })) this.#set({ autoEnd: { ...this.#snapshot.autoEnd, on } });
  }

  /** Mutes (or unmutes) a seat's chat: for this seat only, or (the host) for the whole table (issue 30). */
  mute(seat: number, on: boolean, table = false): void {
    this.#send({ t: 'mute', seat, on, ...(table ? { table } : {}) });
  }

  /** Reports a seat to the site's operators; the server attaches its chat lines itself (issue 30). */
  report(seat: number, reason: ReportReason, text: string): void {
    const words = text.trim();
    this.#send({ t: 'report', seat, reason, ...(words === '' ? {} : { text: words }) });
  }

  /**
   * The tutorial's coach holds its lesson's bots while the player reads (true) or lets them go on (false);
   * the server bounds a hold (COACH_HOLD_SECONDS). Said once per change, and again after a reconnection (the
   * server may have let the hold lapse, or another tab released it meanwhile).
   */
  coachHold(hold: boolean): void {
    // Nothing held yet: letting go says nothing (a spectator's coach, or a page that never held).
    if ((this.#coachHold ?? false) === hold) return;
    this.#coachHold = hold;
    this.#send({ t: 'coachHold', hold });
  }

  /** Back from a stand-in bot: this seat plays again. */
  takeback(): void {
    this.#send({ t: 'takeback' });
  }

  dismissNotice(): void {
    this.#set({ notice: null });
  }

  /** A different token (after joining in the lobby): reconnect as that seat. */
  useToken(token: string): void {
    this.#token = token;
    this.#restart();
  }

  /** The table screen's key came: reconnect in the table's own place (watching as before). */
  useTableKey(key: string): void {
    if (this.#tableKey === key) return;
    this.#tableKey = key;
    this.#restart();
  }

  #open(): void {
    const early = this.#options.createSocket ? null : takeEarly(this.#options.url, this.#hello());
    const socket =
      early?.socket ??
      (this.#options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike))(
        this.#options.url,
      );
    this.#socket = socket;
    // A save the last socket sent and heard nothing about goes again on this one.
    this.#notebookSaves.lost();
    this.#tracker = new ViewTracker();
    this.#pageLost();
    const opened = (): void => {
      this.#attempt = 0;
      this.#lastHeard = Date.now();
      this.#notebookSaves.opened((m) => this.#send(m));
      this.#set({ link: 'open' });
    };
    socket.onopen = () => {
      if (socket !== this.#socket) return;
      socket.send(JSON.stringify(this.#hello()));
      if (this.#coachHold !== null) socket.send(JSON.stringify({ t: 'coachHold', hold: this.#coachHold }));
      opened();
    };
    socket.onmessage = (ev) => {
      if (socket !== this.#socket || typeof ev.data !== 'string') return;
      this.#lastHeard = Date.now();
      this.#receive(ev.data);
    };
    socket.onclose = () => {
      if (socket !== this.#socket) return;
      this.#socket = null;
      this.#scheduleReconnect();
    };
    socket.onerror = () => {
      // A close event follows; reconnecting starts there.
    };
    // A socket opened before this connection took it (net/early.ts) may have said our hello and heard
    // the answer already, or be open, or over: its events came before the handlers above were set.
    if (early?.helloSent === true) {
      opened();
      for (const data of early.heard) if (socket === this.#socket) this.#receive(data);
    } else if (socket.readyState === OPEN) socket.onopen(null);
    if (socket === this.#socket && socket.readyState > OPEN) socket.onclose(null);
  }

  /** After a drop, the server sends only the log entries and chat lines this client has not got yet. */
  #hello(): ClientMessage {
    const { view, version, log, chat } = this.#snapshot;
    const resume =
      view === null ? undefined : { version, logSeq: log.at(-1)?.seq ?? -1, chatSeq: chat.at(-1)?.seq ?? -1 };
    return { ...firstHello(this.#game, this.#token, this.#tableKey), ...(resume ? { resume } : {}) };
  }

  #receive(data: string): void {
    const frame = readFrame(data);
    if (frame === null) return;
    let message;
    try {
      message = this.#tracker.receive(frame);
    } catch (e) {
      // The patch does not fit our view: start over with a whole view rather than show a wrong one.
      frameUnfit(data, e);
      this.#restart();
      return;
    }
    switch (message.t) {
      case 'welcome':
        this.#set({
          seat: message.seat,
          lobby: message.lobby,
          // Back after a restart of the server: that notice is over.
          ...(this.#snapshot.notice?.code === 'server/shutdown' ? { notice: null } : {}),
        });
        break;
      case 'lobby':
        this.#set({ lobby: message.lobby });
        break;
      case 'update':
        this.#set({
          view: message.view,
          version: message.version,
          deadline: message.deadline,
          phaseSince: message.phaseSince ?? null,
          log: mergeLog(this.#snapshot.log, message.events),
        });
        break;
      case 'chat': {
        const { chat, chatMore, chatLoading } = this.#snapshot;
        const merged = mergeChat({ lines: chat, more: chatMore }, message);
        const loading = chatLoading && message.older !== true;
        const claims = mergeClaims(this.#snapshot.claims, message.lines);
        if (
          merged.lines !== chat ||
          merged.more !== chatMore ||
          loading !== chatLoading ||
          claims !== this.#snapshot.claims
        )
          this.#set({ chat: merged.lines, chatMore: merged.more, chatLoading: loading, claims });
        break;
      }
      case 'claims': {
        const { claims, claimsBefore, claimsLoading } = this.#snapshot;
        const held = mergeClaimsFrame({ lines: claims, before: claimsBefore }, message, this.#claimsAsked);
        const loading = claimsLoading && message.older !== true;
        if (held.lines !== claims || held.before !== claimsBefore || loading !== claimsLoading)
          this.#set({ claims: held.lines, claimsBefore: held.before, claimsLoading: loading });
        break;
      }
      case 'rejected':
        this.#set({ notice: { code: message.code, message: message.message } });
        break;
      case 'error':
        this.#onError(message.code, message.message);
        break;
      case 'timedOut':
        {
          const timedOut = { afterSeq: message.logSeq, actions: message.actions };
          this.#set({ timeouts: [...this.#snapshot.timeouts, timedOut], timedOut });
        }
        break;
      case 'notebook': {
        const notebook = { marks: message.marks, notes: message.notes };
        this.#notebookSaves.heard(notebook, message.version, (m) => this.#send(m));
        this.#set({ notebook });
        break;
      }
      case 'autoEnd':
        this.#set({ autoEnd: { on: message.on, delayMs: message.delayMs } });
        break;
      case 'mutes':
        this.#set({ mutes: { table: message.table, mine: message.mine } });
        break;
      case 'reported':
        this.#set({ reported: [...this.#snapshot.reported, message.seat] });
        break;
      case 'coachHold':
        // The hold as stored: nothing on screen shows it (the coach's text says the bots wait).
        break;
      case 'pong':
        break;
    }
  }

  #onError(code: string, message: string): void {
    // Whatever failed, the page may not come.
    this.#pageLost();
    // The notebook says it where it is edited, not in the game's notices.
    if (code.startsWith('notebook/')) {
      this.#notebookSaves.refused();
      this.#set({ notebookError: { code, message, n: (this.#snapshot.notebookError?.n ?? 0) + 1 } });
      return;
    }
    if (code === 'auth/bad-token') {
      // Watch instead: the server closes this socket, the next hello has no token.
      this.#token = null;
      this.#set({ tokenRefused: true, notice: { code, message } });
      return;
    }
    if (code === 'auth/bad-table-key') {
      // Watch as an ordinary spectator: the server closes this socket, the next hello has no key.
      this.#tableKey = null;
      this.#set({ notice: { code, message } });
      return;
    }
    this.#set({ notice: { code, message } });
    if (FATAL.has(code)) this.stop();
  }

  /** A page of older chat lines asked for will not come (the socket went, or the server failed): the
   *  button may ask again. */
  #pageLost(): void {
    if (this.#snapshot.chatLoading) this.#set({ chatLoading: false });
    if (this.#snapshot.claimsLoading) this.#set({ claimsLoading: false });
  }

  #restart(): void {
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(4000, 'resync');
    if (this.#stopped) return;
    if (this.#retry !== null) clearTimeout(this.#retry);
    this.#retry = null;
    this.#open();
  }

  #scheduleReconnect(): void {
    this.#pageLost();
    if (this.#stopped || this.#retry !== null) return;
    this.#set({ link: 'reconnecting' });
    const delay = backoffDelay(this.#attempt++);
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (!this.#stopped) this.#open();
    }, delay);
  }

  /** Keeps the socket warm and notices one that died without a close event. */
  #tick(): void {
    const socket = this.#socket;
    if (socket === null || socket.readyState !== OPEN) return;
    if (Date.now() - this.#lastHeard > (this.#options.idleMs ?? 3 * PING_MS)) {
      this.#socket = null;
      socket.close(4001, 'silent');
      this.#scheduleReconnect();
      return;
    }
    this.#send({ t: 'ping' });
  }

  /** Sends if the socket is open; says whether it was. */
  #send(message: ClientMessage): boolean {
    const socket = this.#socket;
    if (socket === null || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  #set(patch: Partial<GameSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    for (const listener of this.#listeners) listener();
  }
}
