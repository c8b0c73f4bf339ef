import type { BotKind } from '@among-cultists/bots';
import type { Decision } from '@among-cultists/engine';
import type { Lobby, Resume } from '@among-cultists/protocol';
import { isReserved } from '../game/seats.ts';
import type { GameCore } from '../game/core.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { RemotePresence } from '../peers/presence.ts';
import { lobbySettings } from '@among-cultists/protocol/plain';
import type { RoomSettings } from '../room-settings.ts';
import type { DelayedWatch } from './delayed.ts';
import type { Client, Session, Timing } from './session.ts';
import type { TableChat } from '../table-chat.ts';
import { watcherRefusal } from '../table-screen.ts';
import { lessonMark } from '../tutorial.ts';

/** Another node's presence counts this long after its last word (it repeats it every PRESENCE_BEAT_MS). */
export const PRESENCE_BEAT_MS = 5000;
const PRESENCE_TTL_MS = 3 * PRESENCE_BEAT_MS;

export type AttachRefusal =
  'limit/spectators' | 'limit/table-screens' | 'limit/seat-sockets' | 'game/unknown';

export interface GameViewDeps {
  readonly core: GameCore;
  readonly session: Session;
  readonly chat: Pick<TableChat, 'recent' | 'count' | 'sendClaims'>;
  readonly settings: Pick<RoomSettings, 'spectatorsPerGame' | 'socketsPerSeat' | 'tableScreensPerGame'>;
  /** When the current step times out (drivers/expiry.ts). */
  readonly deadlineAt: () => number | null;
  /** Deadlines each seat missed in a row (drivers/takeovers.ts). */
  readonly missed: (seat: number) => number;
  /** Streamer mode (issue 30): the spectators' delayed game, when the game has a delay (delayed.ts). */
  readonly delayed?: DelayedWatch;
  /** The game's spectator delay in seconds (0: none), shown in the lobby's settings. */
  readonly delaySeconds?: () => number;
  /** Quick play's countdown: the bots its host chose (null: the server's) and when it ends (null: none). */
  readonly botKind?: () => BotKind | null;
  readonly fillAt?: () => number | null;
}

/**
 * What the game's connections are shown (session.ts sends it): the lobby, every view after a change, the
 * chat, and who is at the table, here or through the other nodes (as they last said). A change that
 * follows from a hidden choice is held back until its step is over.
 */
export class GameView {
  readonly #core: GameCore;
  readonly #session: Session;
  readonly #chat: GameViewDeps['chat'];
  readonly #settings: GameViewDeps['settings'];
  readonly #deadlineAt: () => number | null;
  readonly #missed: (seat: number) => number;
  readonly #delayed: DelayedWatch | null;
  readonly #delaySeconds: () => number;
  readonly #botKind: () => BotKind | null;
  readonly #fillAt: () => number | null;
  /** Seats connected through other nodes. */
  readonly #remote = new RemotePresence(PRESENCE_TTL_MS);
  /** The step the views were last shown in: held-back lobby changes go out when it ends. */
  #shownStep: string | null = null;
  /** When the last client left (for eviction); null while someone is connected. */
  #idleSince: number | null;

  constructor(deps: GameViewDeps) {
    this.#core = deps.core;
    this.#session = deps.session;
    this.#chat = deps.chat;
    this.#settings = deps.settings;
    this.#deadlineAt = deps.deadlineAt;
    this.#missed = deps.missed;
    this.#delayed = deps.delayed ?? null;
    this.#delaySeconds = deps.delaySeconds ?? (() => 0);
    this.#botKind = deps.botKind ?? (() => null);
    this.#fillAt = deps.fillAt ?? (() => null);
    this.#idleSince = deps.core.clock.now();
    const events = deps.core.events;
    const session = deps.session;
    events.on('changed', ({ decision }) => {
      this.#changed(decision);
    });
    events.on('seatsChanged', () => {
      session.lobbyChanged();
    });
    // Before the change is made: the lobby shown everywhere (welcomes, routes, frames) stays as it is now.
    events.on('holding', () => {
      session.hold();
    });
    events.on('reloaded', () => {
      this.rebind();
      session.lobbyChanged();
    });
    events.on('presence', () => {
      session.presenceChanged();
    });
    events.on('chatShown', ({ lines }) => {
      // A delayed watch's spectators get each line once it is old enough (session/delayed.ts).
      session.broadcast({ t: 'chat', lines }, true);
    });
    events.on('closed', () => {
      session.close();
    });
  }

  /** Since when nobody has been connected (null: someone is). */
  get idleSince(): number | null {
    return this.#idleSince;
  }

  /** A player is at the table, here or through another node; or that is unknown (the bus is down). */
  get attended(): boolean {
    return this.connectedSeats().size > 0 || !this.#core.bus.healthy;
  }

  lobby(): Lobby {
    const a = this.#core.authority;
    const connected = this.connectedSeats();
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
        missed: this.#missed(s.seat),
        ...(isReserved(s) ? { reserved: true } : {}),
      })),
      commitment: a.status === 'lobby' ? null : a.commitment,
      seed: a.revealedSeed,
      host: a.hostSeat,
      settings: { ...lobbySettings(a.options, a.timers), ...this.#tableSettings() },
      rematch: a.rematch,
      ...lessonMark(a.commitment),
      ...(a.ended ? { ended: a.ended } : {}),
      ...this.#countdown(a.status),
    };
  }

  /** Quick play's countdown while the game waits in its lobby (the stored moment: the same everywhere). */
  #countdown(status: Lobby['status']): { fillAt?: number } {
    const fillAt = this.#fillAt();
    return status === 'lobby' && fillAt !== null ? { fillAt } : {};
  }

  /** Streamer mode's delay and the countdown's bots in the lobby's settings (each left out when none). */
  #tableSettings(): { spectatorDelay?: number; botStrength?: BotKind } {
    const seconds = this.#delaySeconds();
    const bots = this.#botKind();
    return {
      ...(seconds > 0 ? { spectatorDelay: seconds } : {}),
      ...(bots !== null ? { botStrength: bots } : {}),
    };
  }

  timing(): Timing {
    const authority = this.#core.authority;
    return { deadline: this.#deadlineAt(), phaseSince: authority.state ? authority.phaseSince : undefined };
  }

  /** Every connection follows its token to its seat (players after the AUTOMA move up; a kicked one watches). */
  rebind(): void {
    const seats = this.#core.authority.seats;
    this.#session.rebind((hash) => seats.find((s) => s.tokenHash === hash)?.seat ?? null);
  }

  /**
   * A client joins the game, unless a limit refuses it (the code says which). A reconnecting client
   * (`resume`) gets only the log entries and chat lines it missed.
   */
  attach(client: Client, resume?: Resume): AttachRefusal | null {
    if (this.#core.closed) return 'game/unknown';
    const session = this.#session;
    const { spectatorsPerGame, socketsPerSeat, tableScreensPerGame } = this.#settings;
    const tableScreens = tableScreensPerGame ?? DEFAULT_LIMITS.tableScreensPerGame;
    const watcher = watcherRefusal(session.clients, client, {
      spectatorsPerGame,
      tableScreensPerGame: tableScreens,
    });
    if (watcher !== null) return watcher;
    if (client.seat !== null && session.count(client.seat) >= socketsPerSeat) return 'limit/seat-sockets';
    this.#idleSince = null;
    // Streamer mode: a spectator (not the players' own table screen) is shown the game late (delayed.ts).
    if (client.seat === null && client.table !== true && this.#delayed?.on === true) {
      this.#delayed.attach(client, resume);
      return null;
    }
    const chat = this.#chat;
    const chatSeq = session.attach(
      client,
      resume,
      this.#core.authority.state,
      (after) => chat.recent(after),
      chat.count,
      this.timing(),
    );
    // The page sent holds only the latest lines: the ledger and the checker need the claims before them.
    chat.sendClaims(client, chatSeq);
    return null;
  }

  /** A client left; true if its seat has no connection left here (told to the other nodes). */
  detach(client: Client): boolean {
    const seat = client.seat;
    const left = this.#session.detach(client);
    if (this.#session.clients.size === 0) this.#idleSince = this.#core.clock.now();
    if (!left || seat === null) return false;
    this.announcePresence();
    return true;
  }

  /** A client's view, sent again in full (its action was made on an older one). */
  resend(client: Client): void {
    const state = this.#core.authority.state;
    if (state && !this.#core.closed) this.#session.sendState(client, state, this.timing(), true);
  }

  /** Seats with a connection to this node or, as the other nodes last said, to them. */
  connectedSeats(): Set<number> {
    return this.#remote.addTo(this.#session.connectedSeats(), this.#core.clock.now());
  }

  /** Tells the other nodes which seats are connected here (on every change, and every PRESENCE_BEAT_MS). */
  announcePresence(): void {
    const session = this.#session;
    this.#core.bus.publish(this.#core.id, {
      t: 'presence',
      seats: [...session.connectedSeats()],
      spectators: session.count(null),
    });
  }

  /** Another node said which seats are connected through it. */
  heardPresence(node: string, seats: readonly number[]): void {
    if (this.#remote.heard(node, seats, this.#core.clock.now())) this.#core.events.emit({ type: 'presence' });
  }

  /** Another node stopped serving the game. */
  forgetNode(node: string): void {
    if (this.#remote.forget(node)) this.#session.presenceChanged();
  }

  #changed(decision: Decision | null): void {
    const core = this.#core;
    const state = core.authority.state!;
    // A step that ended is public: what its hidden choices held back may go out now.
    const step = decision?.key ?? 'over';
    if (step !== this.#shownStep) {
      this.#shownStep = step;
      this.#session.release();
    }
    if (core.authority.status === 'finished') this.#session.lobbyChanged();
    this.#session.broadcastState(state, this.timing());
  }
}
