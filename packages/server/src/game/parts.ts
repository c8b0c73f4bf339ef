import { isTutorial } from '../tutorial.ts';
import { AutoEnd } from '../auto-end.ts';
import type { BotKind, createBot } from '@among-cultists/bots';
import { BotDriver } from '../drivers/bot-driver.ts';
import type { BotQueue } from '../bot-queue.ts';
import type { ChatLog } from '../chat.ts';
import { CoachHold } from '../coach-hold.ts';
import type { Db } from '../db.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { moderationLimits } from '../moderation/limits.ts';
import { Moderation } from '../moderation/moderation.ts';
import { Notebooks } from '../notebook.ts';
import type { RoomSettings } from '../room-settings.ts';
import type { Session } from '../session/session.ts';
import { TableChat } from '../table-chat.ts';
import type { GameCore, GameCoreDeps } from './core.ts';
import type { Bus } from '../bus.ts';

/**
 * The game's parts that keep their own state beside the authority's (the table chat, the notebooks, the
 * seats' auto-end, the coach's hold of a lesson's bots), each given what it needs of the game's core: its
 * state, the session to send to, the peers to tell ('chatShown' tells the session and the bots).
 */
export interface PartsDeps {
  readonly core: GameCore;
  readonly db: Db;
  readonly settings: RoomSettings;
  readonly session: Session;
}

export function tableChat({ core, settings, session }: PartsDeps, chat: ChatLog): TableChat {
  return new TableChat({
    chat,
    clock: core.clock,
    metrics: core.metrics,
    rate: settings.chat,
    bounds: {
      chatStored: settings.chatStored,
      lobbyChatStored: settings.lobbyChatStored ?? DEFAULT_LIMITS.lobbyChatStored,
      claimsReserved: settings.claimsReserved ?? DEFAULT_LIMITS.claimsReserved,
    },
    pages: settings.chatPages ?? DEFAULT_LIMITS.chatPages,
    state: () => core.authority.state,
    seatName: (seat) => core.seatName(seat),
    connected: (client) => session.clients.has(client),
    closed: () => core.closed,
    show: (lines) => {
      core.events.emit({ type: 'chatShown', lines });
    },
    publish: (line) => {
      core.bus.publish(core.id, { t: 'chat', line });
    },
    failed: (operation, error, details) => {
      core.failed(operation, error, details);
    },
  });
}

export function notebooks({ core, db, settings, session }: PartsDeps): Notebooks {
  const authority = core.authority;
  return new Notebooks({
    db,
    game: core.id,
    clock: core.clock,
    log: core.log,
    metrics: core.metrics,
    rate: settings.notebookSaves ?? DEFAULT_LIMITS.notebookSaves,
    history: {
      kept: settings.notebookSavesKept ?? DEFAULT_LIMITS.notebookSavesKept,
      windowMs: settings.notebookSaveWindowMs ?? DEFAULT_LIMITS.notebookSaveWindowMs,
    },
    status: () => authority.status,
    // With the AUTOMA the game has a seat more than it has players (AUTOMA-01).
    players: () => authority.state?.seats.length ?? authority.seats.length,
    seatHere: (seat) => session.count(seat) > 0,
    sendToSeat: (seat, message, except) => {
      session.sendToSeat(seat, message, except);
    },
    announce: (seat) => {
      core.bus.publish(core.id, { t: 'notebook', seat });
    },
  });
}

export function autoEnd({ core, db, settings, session }: PartsDeps): AutoEnd {
  const authority = core.authority;
  const autoEnd: AutoEnd = new AutoEnd({
    db,
    clock: core.clock,
    delayMs: settings.autoEndMs ?? DEFAULT_LIMITS.autoEndMs,
    status: () => authority.status,
    game: {
      id: core.id,
      state: () => authority.state,
      decision: () => authority.decision,
      seats: () => authority.seats,
      seq: () => authority.seq,
      commit: (seat, action) => core.commit(seat, action),
      changed: () => {
        core.changed();
      },
    },
    sendToSeat: (seat, message) => {
      session.sendToSeat(seat, message);
    },
    publish: (seat, on) => {
      core.bus.publish(core.id, { t: 'autoEnd', seat, on });
    },
    due: (key) => {
      core.persist('deadline', () => autoEnd.play(key));
    },
    failed: (error, details) => {
      core.failed('write', error, { autoEnd: true, ...details });
    },
  });
  return autoEnd;
}

/** The tutorial's coach holds a lesson's bots while the player reads (issue 27); `resume` schedules them. */
export function coachHold({ core, db, settings }: PartsDeps, bots: BotDriver, resume: () => void): CoachHold {
  const authority = core.authority;
  const hold = new CoachHold({
    db,
    clock: core.clock,
    log: core.log,
    metrics: core.metrics,
    game: core.id,
    maxMs: settings.coachHoldMs ?? DEFAULT_LIMITS.coachHoldMs,
    lesson: () => isTutorial(authority.commitment),
    status: () => authority.status,
    leader: () => core.leader,
    bus: core.bus,
    bots,
    resume,
  });
  core.events.on('closed', () => {
    hold.clear();
  });
  return hold;
}

/** What one game is made of (room.ts' RoomDeps). */
export interface GameDeps extends GameCoreDeps, BotDeps {
  readonly db: Db;
  readonly settings: RoomSettings;
  /** Where new games' secret seeds come from (tests fix them); default: 32 random bytes. */
  readonly seeds?: () => string;
  /** The other nodes serving the same games (several nodes); default none. */
  readonly bus?: Bus;
}

/** What the game's bots are made of. */
export interface BotDeps {
  /** Milliseconds a bot waits before answering, so that its speed reveals nothing. */
  readonly botDelay: () => number;
  /** Milliseconds a bot types per character of a line (the protocol's typingDelay); default there. */
  readonly botTypingMsPerChar?: number;
  readonly botKind: BotKind;
  readonly botQueue: BotQueue;
  /** Makes the bots (tests bring a faulty one); default the bots package's. */
  readonly createBot?: typeof createBot;
}

/** The game's bots (bot seats and stand-ins), each seeded with a secret of the game's. */
export function botDriver(
  core: GameCore,
  deps: BotDeps,
  chat: ChatLog,
  kind: () => BotKind = () => deps.botKind,
): BotDriver {
  return new BotDriver({
    clock: core.clock,
    delay: deps.botDelay,
    kind,
    queue: deps.botQueue,
    seedFor: (seat) => core.authority.secretFor(`bot:${seat}`),
    ...(deps.createBot ? { createBot: deps.createBot } : {}),
    claims: () => chat.claims(),
    ...(deps.botTypingMsPerChar !== undefined ? { typingMsPerChar: deps.botTypingMsPerChar } : {}),
    onHearError: (error, seat) => {
      core.failed('bot', error, { seat, hear: true });
    },
  });
}

/**
 * The game's moderation (issue 30), told what it needs of the game's core and connections, and the game's
 * public-table language (the room's, read with its settings when the game loads).
 */
export function moderation(
  { core, db, settings, session }: PartsDeps,
  publicLanguage: () => string | null,
): Moderation {
  const authority = core.authority;
  return new Moderation({
    db,
    game: core.id,
    clock: core.clock,
    limits: moderationLimits(settings),
    seats: () => authority.seats,
    hostSeat: () => authority.hostSeat,
    status: () => authority.status,
    clients: () => session.clients,
    publicLanguage,
    publish: (removed) => {
      core.bus.publish(core.id, { t: 'moderated', ...(removed === undefined ? {} : { removed }) });
    },
    busHealthy: () => core.bus.healthy,
    limited: (limit) => {
      core.metrics.limited.inc({ limit });
    },
    failed: (error, details) => {
      core.failed('write', error, { moderation: true, ...details });
    },
  });
}
