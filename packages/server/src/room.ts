import type { Action, Claim, GameOptions } from '@among-cultists/engine';
import type { Lobby, Notebook, Resume } from '@among-cultists/protocol';
import { randomBytes } from 'node:crypto';
import { GameAuthority, type RematchPlan } from './game/authority.ts';
import type { AutoEnd } from './auto-end.ts';
import { LocalBus } from './bus.ts';
import { ChatLog } from './chat.ts';
import type { CoachHold } from './coach-hold.ts';
import { BotMoves } from './drivers/bot-moves.ts';
import { Expiry } from './drivers/expiry.ts';
import { Takeovers } from './drivers/takeovers.ts';
import { PlayerCommands } from './game/commands.ts';
import { GameCore } from './game/core.ts';
import type { HostToken } from './game/host.ts';
import { LobbyCommands } from './game/lobby.ts';
import { toHttpError, valueOrThrow } from './game/outcome.ts';
import * as parts from './game/parts.ts';
import type { Moderation } from './moderation/moderation.ts';
import type { Notebooks } from './notebook.ts';
import { Peers } from './peers/peers.ts';
import { DelayedWatch } from './session/delayed.ts';
import { GameView, type AttachRefusal } from './session/game-view.ts';
import { PRIVATE_TABLE, readPublicTableSettings, type PublicTableSettings } from './public-tables/playing.ts';
import { Session, type Client } from './session/session.ts';
import type { TableChat } from './table-chat.ts';
import type { GameHead } from './store.ts';
import type { Timers } from './timers.ts';

export interface RoomDeps extends parts.GameDeps {
  /** A player's connection joined a game (rooms.ts: a game waiting for its players is attended again). */
  readonly seated?: (room: Room) => void;
}

/**
 * One game on this server: the wiring of its authority (game/authority.ts: orders, stores, applies and
 * emits events) to its subscribers, each subscribed in the order a change must reach them: the drivers'
 * deadline (drivers/expiry.ts), the views (session/game-view.ts), the bots (drivers/bot-moves.ts), the
 * stand-ins (drivers/takeovers.ts) and the other nodes (peers/peers.ts). Its methods are the game's
 * commands, over HTTP (an outcome that is not done is thrown as its HttpError) or over a socket.
 */
export class Room {
  readonly #deps: RoomDeps;
  readonly #core: GameCore;
  readonly #session: Session;
  readonly #view: GameView;
  readonly #chat: TableChat;
  readonly #notebooks: Notebooks;
  /** The seats' "end my Rounds automatically" (issue 27): set and shown by socket.ts. */
  readonly autoEnd: AutoEnd;
  readonly #bots: BotMoves;
  /** Votes to let a bot play a seat whose player missed deadlines, and taking it back (by socket.ts). */
  readonly takeovers: Takeovers;
  readonly #commands: PlayerCommands;
  readonly #lobby: LobbyCommands;
  readonly #peers: Peers;
  /** The tutorial's coach holds a lesson's bots while the player reads (issue 27; set by socket.ts). */
  readonly coachHold: CoachHold;
  /** Removals, mutes and reports (issue 30; moderation/moderation.ts): mutes and reports come by socket.ts. */
  readonly moderation: Moderation;
  /** Streamer mode (issue 30): the spectators' delayed game (session/delayed.ts). */
  readonly #delayed: DelayedWatch;
  /** A public table's settings (streamer mode's delay, the countdown and its bots), read once on loading. */
  #table: PublicTableSettings = PRIVATE_TABLE;

  private constructor(deps: RoomDeps, authority: GameAuthority, chatLog: ChatLog) {
    this.#deps = deps;
    const core = new GameCore(deps, authority, deps.bus ?? new LocalBus());
    this.#core = core;
    const session = new Session(deps.clock, deps.settings.presenceMs, () => this.#view.lobby());
    this.#session = session;
    const wiring = { core, db: deps.db, settings: deps.settings, session };
    const chat = parts.tableChat(wiring, chatLog);
    this.#chat = chat;
    this.#notebooks = parts.notebooks(wiring);
    this.autoEnd = parts.autoEnd(wiring);
    // The bots a quick-play table's host chose, else the server's.
    const driver = parts.botDriver(core, deps, chatLog, () => this.#table.botKind ?? deps.botKind);
    this.coachHold = parts.coachHold(wiring, driver, () => {
      this.#bots.schedule();
    });
    // After a change the deadline is armed first, the views show it, then the bots move.
    const expiry = new Expiry({ core, autoEnd: this.autoEnd, session });
    const delayMs = (): number => this.#table.spectatorDelay * 1000;
    this.#delayed = new DelayedWatch({ core, db: deps.db, session, delayMs, claims: () => chatLog.claims() });
    this.#view = new GameView({
      ...{ core, session, chat, settings: deps.settings },
      ...{ deadlineAt: () => expiry.at, missed: (seat: number) => this.takeovers.missed(seat) },
      ...{ delayed: this.#delayed, delaySeconds: () => this.#table.spectatorDelay },
      ...{ botKind: () => this.#table.botKind, fillAt: () => this.#table.fillAt },
    });
    const view = this.#view;
    this.#bots = new BotMoves({ core, bots: driver, chat, coachHold: this.coachHold, view });
    this.takeovers = new Takeovers({ core, view, bots: this.#bots });
    this.#lobby = new LobbyCommands(core, view);
    this.#commands = new PlayerCommands({ core, view, chat });
    this.moderation = parts.moderation(wiring, () => this.#table.language);
    this.#peers = new Peers({
      ...{ core, session, view, chat, takeovers: this.takeovers },
      ...{ notebooks: this.#notebooks, autoEnd: this.autoEnd, coachHold: this.coachHold },
      moderation: this.moderation,
    });
    // Read again from storage: everything that follows from it is shown afresh, after the views' rebind.
    core.events.on('reloaded', () => {
      core.changed();
    });
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
    const refusal = GameAuthority.refusedOptions(options, seed);
    if (refusal) throw toHttpError(refusal);
    const now = deps.clock.now();
    const game = { options, hostName, timers, hostCharacter, seed, now, ...(plan ? { plan } : {}) };
    const { authority, token } = await GameAuthority.create(deps.db, game);
    return { room: new Room(deps, authority, new ChatLog(deps.db, authority.id, [], 0)), token };
  }

  /** A stored game, its state rebuilt by replaying every action (recovery after a restart). */
  static async load(deps: RoomDeps, id: string): Promise<Room | null> {
    const stored = await GameAuthority.read(deps.db, id);
    if (!stored) return null;
    const chat = new ChatLog(deps.db, id, stored.chat, stored.chatCount);
    const room = new Room(deps, GameAuthority.fromStored(deps.db, stored), chat);
    // Before anyone is shown the game: a public table's spectators may see it late, and its lobby shows
    // when its countdown ends (the same stored moment on every node).
    room.#table = await readPublicTableSettings(deps.db, id);
    room.#core.changed();
    room.#peers.hello();
    return room;
  }

  get id(): string {
    return this.#core.id;
  }
  get status(): Lobby['status'] {
    return this.#core.authority.status;
  }
  get closed(): boolean {
    return this.#core.closed;
  }
  /** Connections to this game. */
  get clients(): ReadonlySet<Client> {
    return this.#session.clients;
  }
  /** Since when nobody has been connected (null: someone is). */
  get idleSince(): number | null {
    return this.#view.idleSince;
  }
  /** Whether the game is being played with bots (it needs their CPU). */
  get hasBots(): boolean {
    return this.#core.hasBots;
  }
  /** A player is at the table, here or through another node; or that is unknown (the bus is down). */
  get attended(): boolean {
    return this.#view.attended;
  }
  /** Whether this game's bots play here now (rooms.ts counts these against the bot games' cap). */
  get botsPlaying(): boolean {
    return this.#bots.playing;
  }
  /** Whether this node runs the game's timers and bots (its lease). */
  get leader(): boolean {
    return this.#core.leader;
  }
  /** A copy nobody here watches and whose timers run elsewhere (peers/peers.ts). */
  get idleCopy(): boolean {
    return this.#peers.idleCopy;
  }
  /** The hash of the host's token (the table screen's key is derived from it: table-screen.ts). */
  get hostTokenHash(): string | null {
    return this.#core.hostTokenHash;
  }
  /** The lobby as anyone may see it (while a hidden step holds changes back, as it was: session.ts). */
  lobby(): Lobby {
    return this.#session.lobby();
  }
  /**
   * The lobby as a spectator may see it (`GET /api/games/:id`): in streamer mode the delayed game's
   * (session/delayed.ts), else the lobby now.
   */
  watchLobby(): Promise<Lobby> {
    return this.#delayed.on ? this.#delayed.lobby() : Promise.resolve(this.lobby());
  }
  /** A public table was listed (with these settings, as stored), before anyone knows its code. */
  setPublicTable(settings: PublicTableSettings): void {
    this.#table = settings;
  }
  seatOf(token: string): number | null {
    return this.#core.authority.seatOf(token);
  }
  /** The name a seat token of this game plays under (null: not a seat of this game). */
  nameOf(token: string): string | null {
    return this.#core.nameOf(token);
  }

  /**
   * A player of this finished game asks for a rematch: the first one creates it (`create`, given the plan)
   * and every client here is told; later ones hear which game it is (`token` null: join it with `claim`).
   */
  async rematch(
    token: string,
    create: (plan: RematchPlan) => Promise<{ id: string; token: string }>,
  ): Promise<{ id: string; token: string | null }> {
    return valueOrThrow(await this.#lobby.rematch(token, create));
  }
  /** A player of the previous game joins this rematch: into the seat kept for them, or else as `name`. */
  async claim(oldToken: string, name: string): Promise<{ seat: number; token: string }> {
    return valueOrThrow(await this.#lobby.claim(oldToken)) ?? this.join(name);
  }
  /** Takes the seat asked for if it is free, else the first open seat. */
  async join(name: string, wanted?: number, seatWanted?: number): Promise<{ seat: number; token: string }> {
    return valueOrThrow(await this.#lobby.join(name, wanted, seatWanted));
  }
  /** A public table's countdown ended: bots take the seats still open (issue 30; public-tables/bot-fill.ts). */
  async fillWithBots(): Promise<void> {
    valueOrThrow(await this.#lobby.fillWithBots());
  }
  /** The host fills an open seat with a bot, or opens a seat again (a bot's, or a player's before the start). */
  async setSeat(hostToken: HostToken, seat: number, kind: 'bot' | 'open'): Promise<void> {
    valueOrThrow(await this.#lobby.setSeat(hostToken, seat, kind));
  }
  /** Checks that the host could start now (before asking the server for room for a bot game). */
  checkStart(hostToken: HostToken): void {
    valueOrThrow(this.#core.authority.checkStart(hostToken));
  }
  /** The host starts the game once every seat is taken. */
  async start(hostToken: HostToken): Promise<void> {
    valueOrThrow(await this.#lobby.start(hostToken));
  }
  /** Brings this copy up to date before a request that reads it outside `run` (a hello, a start's check). */
  sync(): Promise<void> {
    return this.#peers.sync();
  }
  /** A client joins the game, unless a limit refuses it (the code says which). */
  attach(client: Client, resume?: Resume): AttachRefusal | null {
    const refusal = this.#view.attach(client, resume);
    if (refusal !== null) return refusal;
    this.#peers.attached();
    // Bots wait while nobody is at the table (see BotMoves.schedule).
    if (client.seat !== null) {
      this.#deps.seated?.(this);
      this.#bots.schedule();
      this.#view.announcePresence();
    }
    return null;
  }
  detach(client: Client): void {
    const seat = client.seat;
    if (this.#view.detach(client) && seat !== null) this.takeovers.left(seat);
  }

  /** A client's action, made on the view of `version` (game/commands.ts). */
  act(client: Client, version: number, action: Action): Promise<void> {
    return this.#commands.act(client, version, action);
  }
  /** Table chat; silent under No Connection (EVT-NOCONNECTION-01, AMB-57) and for a seat muted for the table. */
  async say(client: Client, text: string): Promise<void> {
    // Public tables' lines also pass the profanity filter (issue 30).
    if ((await this.moderation.silenced(client)) || this.moderation.profane(client, text)) return;
    await this.#commands.speak(client, { text });
  }
  /** A structured claim (issue 16): a chat line of the sender's own seat, on the chat's terms. */
  postClaim(client: Client, claim: Claim): Promise<void> {
    return this.#commands.speak(client, { claim });
  }

  /** A seat saves its private notebook (issue 16); its other devices get it, nobody else. */
  saveNotebook(client: Client, notebook: Notebook, base?: number): Promise<void> {
    if (this.#core.refusedClosed(client)) return Promise.resolve();
    return this.#notebooks.save(client, notebook, base);
  }
  /** After a hello: the seat's notebook, from storage (any node may have saved it). */
  showNotebook(client: Client): Promise<void> {
    return this.closed ? Promise.resolve() : this.#notebooks.show(client);
  }
  /** Older chat lines, a page at a time. */
  async chatHistory(client: Client, before: number): Promise<void> {
    if (!this.#core.refusedClosed(client))
      await this.#chat.history(client, this.#shownBefore(client, before));
  }
  /** Older claim lines, a page at a time. */
  async claimsHistory(client: Client, before: number): Promise<void> {
    if (!this.#core.refusedClosed(client))
      await this.#chat.claimsHistory(client, this.#shownBefore(client, before));
  }
  /** A delayed spectator's pages end where what it was shown ends (nothing newer: session/delayed.ts). */
  #shownBefore(client: Client, before: number): number {
    return client.delayed === true ? Math.min(before, this.#delayed.chatCount) : before;
  }

  /** Stops the bots and the deadline, then waits for the command in progress (never for long). */
  close(): Promise<void> {
    return this.#core.close();
  }
  /** Tells every client something (the server is stopping). */
  broadcastError(code: string, message: string): void {
    this.#session.broadcast({ t: 'error', code, message });
  }
  /** The game is gone (an expired lobby): every client is told why and disconnected. */
  disconnect(code: string, message: string): void {
    this.#session.disconnect(code, message);
  }
  /** The regular presence beat (rooms.ts), for games with connections here. */
  beat(): void {
    this.#peers.beat();
  }
  /** This node gained or lost the game's lease: its timers and bots start or stop here. */
  setLeader(leader: boolean): void {
    this.#peers.lead(leader);
  }
  /** What this copy holds, to compare with storage (rooms.ts' poll). */
  head(): GameHead {
    const { id, authority } = this.#core;
    return { id, version: authority.version, actions: authority.seq, chat: this.#chat.count };
  }
  /** Reads what other nodes stored and shows it (the poll found this copy behind, or a message gapped). */
  refresh(): Promise<void> {
    return this.#peers.refresh();
  }
}
