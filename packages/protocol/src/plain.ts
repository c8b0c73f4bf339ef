/**
 * The protocol's plain parts: its constants, the patterns of its ids and the view tracker, without zod. The
 * web client takes these from `@among-cultists/protocol/plain` so that its first screen does not load and
 * build every schema (issue 26: first render from an invite link); the schemas in index.ts use the same
 * constants and patterns, and the main entry exports all of this too.
 */
export * from './updates.ts';
export * from './characters.ts';
export * from './notebook-marks.ts';
export * from './moderation-plain.ts';
export * from './claim-text.ts';
export * from './lobby-settings.ts';

/** A game's id (its code in links). */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{6,40}$/;
export const isGameId = (s: string): boolean => GAME_ID_PATTERN.test(s);

/** A table mode handover code (issue 24). */
export const HANDOVER_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const isHandoverCode = (s: string): boolean => HANDOVER_CODE_PATTERN.test(s);

/**
 * The languages the site speaks, one list for every part: the web app's texts (packages/web/src/i18n), the
 * languages a public table may be played in (public-tables.ts) and the server's profanity lists.
 */
export const SITE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const MAX_CHAT_LENGTH = 300;

/**
 * How strong bots are (the bots package's kinds, weakest first; the server checks the two lists agree): those
 * that fill a public table's empty seats when its countdown ends (issue 30), and a solo game's (issue 31).
 */
export const BOT_STRENGTHS = ['random', 'heuristic', 'search'] as const;
export type BotStrength = (typeof BOT_STRENGTHS)[number];
/** A player's (and an account's) name, in characters. */
export const MAX_NAME_LENGTH = 30;

/**
 * The close code of a WebSocket whose client does not read what it is sent (too many bytes waiting,
 * `LIMIT_SOCKET_BUFFER_BYTES`): 1013, "try again later". The client reconnects and resumes where it was.
 */
export const CLOSE_SLOW_READER = 1013;
/** Chat lines sent on hello (the most recent ones), and per `chatHistory` page. */
export const CHAT_PAGE = 50;
/** Claim lines sent on hello (the most recent ones), and per `claimsHistory` page. */
export const CLAIMS_PAGE = 200;

/** Deadlines a player misses in a row before the others may vote a stand-in bot into the seat. */
export const MISSES_FOR_TAKEOVER = 2;

/** GEN-04 / COMP-02: ten Character cards; the pictured person has no effect on play. */
export const CHARACTER_COUNT = 10;

/**
 * The lowest-numbered Character none of `taken` is: a bot's, the AUTOMA's, a player's who chose none or one
 * already taken (the server's seats, a solo game's and the pass-and-play form alike).
 */
export function firstFreeCharacter(taken: Iterable<number | null>): number {
  const used = new Set(taken);
  for (let c = 0; c < CHARACTER_COUNT; c++) if (!used.has(c)) return c;
  // At most 8 players and the AUTOMA share ten Characters.
  throw new Error('no Character left');
}

/** The kinds of decision a timer can limit: the engine's, whose phase table names each phase's kind. */
export { DECISION_KINDS, type DecisionKind } from '@among-cultists/engine';

/** The tutorial's lessons (issue 27), in the order they are taught. */
export const LESSON_IDS = ['investigator', 'cultist', 'mountains'] as const;
export type LessonId = (typeof LESSON_IDS)[number];

/**
 * Every error code the server sends of its own (the engine's rejection codes come on top), over HTTP
 * (`{ error: { code, message } }`) and the WebSocket (`error`, `rejected`). The web client words each one
 * in every language; a test holds it to this list.
 */
export const SERVER_ERROR_CODES = [
  // Requests and messages
  'request/invalid',
  'request/content-type',
  'request/too-large',
  'request/timeout',
  'not-found',
  'message/binary',
  'message/json',
  'message/malformed',
  'hello/first',
  'hello/again',
  'hello/timeout',
  'origin/forbidden',
  // Games and seats
  'game/unknown',
  'game/options',
  'game/started',
  'game/full',
  'game/not-full',
  'game/not-started',
  'game/not-finished',
  'auth/not-host',
  'auth/bad-token',
  'seat/unknown',
  'seat/host',
  'seat/character-taken',
  'seat/removed',
  'act/spectator',
  'version/stale',
  'chat/spectator',
  'chat/no-connection',
  'takeover/not-allowed',
  'takeover/not-yet',
  // The tutorial's coach holding its lesson's bots (issue 27)
  'coach/fair-game',
  // Table mode: the host seat's handover code, the shared screen's key (issue 24)
  'handover/unknown',
  'handover/used',
  'handover/expired',
  'auth/bad-table-key',
  // Claims and the notebook (issue 16)
  'claim/invalid',
  'notebook/spectator',
  'notebook/closed',
  'notebook/invalid',
  'notebook/rate',
  'notebook/unavailable',
  'notebook/stale',
  // Limits (docs/server.md lists each and its setting)
  'rate/limited',
  'rate/create',
  'rate/join',
  'rate/record',
  'rate/handover',
  'rate/probe',
  'chat/rate',
  'chat/full',
  'chat/history-rate',
  'limit/spectators',
  'limit/table-screens',
  'limit/seat-sockets',
  'limit/ip-sockets',
  'limit/bot-games',
  // Moderation (issue 30): removals, mutes, reports, the public tables' filter, suspensions
  'moderation/removed',
  'seat/not-a-person',
  'limit/removals',
  'chat/muted',
  'mute/self',
  'report/spectator',
  'report/self',
  'report/not-a-person',
  'report/limit',
  'report/rate',
  'report/enough',
  'text/profane',
  'suspended',
  'suspended/account',
  'rate/public-tables',
  'rate/quick-play',
  // The server itself
  'server/unavailable',
  'server/shutdown',
  'server/error',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Codes after which the same request may succeed if sent again a little later. */
export const RETRYABLE_ERROR_CODES: readonly ServerErrorCode[] = [
  'server/unavailable',
  'rate/limited',
  'rate/create',
  'rate/join',
  'rate/record',
  'rate/handover',
  'rate/probe',
  'chat/rate',
  'chat/history-rate',
  'notebook/rate',
  'notebook/unavailable',
  'report/rate',
  'rate/public-tables',
  'rate/quick-play',
];

/**
 * Streamer mode's choices (seconds): spectators of a public game see everything public this long after it
 * happened, so that a player cannot watch their own game's stream for hints. 0: no delay. Here, without zod,
 * because the landing page's create form offers them.
 */
export const SPECTATOR_DELAYS = [0, 30, 60, 120, 300] as const;
