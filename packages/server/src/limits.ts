import type { Rate } from './limiter.ts';
import { DEFAULT_MODERATION_LIMITS } from './moderation/limits.ts';
import { DEFAULT_PUBLIC_GATE_LIMITS } from './moderation/public-gate.ts';

/** Every limit the server enforces, with its default; docs/server.md lists each and what a client sees. */
export interface Limits {
  /** Messages per WebSocket: a burst, then a rate. */
  readonly messages: Rate;
  /** Bad messages tolerated before a WebSocket is closed. */
  readonly strikes: number;
  /** A WebSocket that has not said hello by then is closed. */
  readonly helloTimeoutMs: number;
  /** Chat lines per seat (whatever number of connections it has). */
  readonly chat: Rate;
  /** Plain chat lines stored per game (besides those of its lobby, and those kept for claims). */
  readonly chatStored: number;
  /** Chat lines a lobby may store before the start: a troll there cannot use up the game's chat. */
  readonly lobbyChatStored: number;
  /** Lines kept for claims beyond the plain chat's bound: a full chat still takes the claims of play. */
  readonly claimsReserved: number;
  /** Pages of older chat lines, and of older claims, per connection (each kind its own allowance). */
  readonly chatPages: Rate;
  /** Notebook saves per seat (whatever number of connections it has). */
  readonly notebookSaves: Rate;
  /** New games per IP address. */
  readonly create: Rate;
  /** Joins per IP address. */
  readonly join: Rate;
  /** Lookups of game codes that do not exist, per IP address (probes.ts). */
  readonly unknownGame: Rate;
  /** Reads of the public tables' list per IP address (GET /api/tables; issue 30). */
  readonly tables: Rate;
  /** Public tables per page of that list. */
  readonly tablesPage: number;
  /** A public table not started this long after its creation leaves the list (its host may have gone). */
  readonly tablesListedMs: number;
  /** Finished games' records fetched per IP address (GET /api/games/:id/record). */
  readonly record: Rate;
  /** The serialized records kept in memory, at most this many bytes (0: none kept). */
  readonly recordCacheBytes: number;
  /** A notebook's saves kept per seat for the replay (notebook.ts; saves close in time are kept as one). */
  readonly notebookSavesKept: number;
  /** A seat's saves within one such window of time are kept as one (its last). */
  readonly notebookSaveWindowMs: number;
  readonly spectatorsPerGame: number;
  /** The longest streamer-mode delay a host may choose for a public table's spectators (issue 30). */
  readonly spectatorDelayMaxMs: number;
  /** Table mode's shared screens per game, in places of their own beside the spectators'. */
  readonly tableScreensPerGame: number;
  /** How long a handover code (the host's seat, from the shared screen to a phone) works. */
  readonly handoverTtlMs: number;
  /** Handover codes issued, and redeemed, per IP address. */
  readonly handoverIssue: Rate;
  readonly handoverRedeem: Rate;
  readonly socketsPerSeat: number;
  readonly socketsPerIp: number;
  /** Bytes a WebSocket may have waiting to be sent (its client reads too slowly, or not at all). */
  readonly socketBufferBytes: number;
  /** Presence goes out at most once per this many milliseconds per game. */
  readonly presenceMs: number;
  /** A game nobody is connected to leaves memory after this long (stored, it loads on demand). */
  readonly idleEvictMs: number;
  /** A game in play that no player has been at for this long ends as abandoned (idle.ts). */
  readonly abandonAfterMs: number;
  /** A lobby nobody started is deleted after this long. */
  readonly lobbyTtlMs: number;
  /** Games being played with bots at once. */
  readonly botGames: number;
  /** The share of the process's time bots may think. */
  readonly botShare: number;
  /**
   * How long after Cleanup begins the server ends the Round for a seat that asked it to (auto-end.ts): the
   * same for every seat, so that when a Round ends tells nothing of who could have done what in it.
   */
  readonly autoEndMs: number;
  /**
   * The longest the tutorial's coach may hold a lesson's bots at once (coach-hold.ts): after it the bots go
   * on (logged and counted), so that a closed or forgotten tab cannot freeze a game.
   */
  readonly coachHoldMs: number;
  /** Moderation's bounds (issue 30; moderation/limits.ts says each). */
  readonly removalsPerGame: number;
  readonly reportsPerSeat: number;
  readonly reportsPerAddressHour: number;
  readonly reportsPerAccountHour: number;
  readonly reportsAgainstHour: number;
  readonly reportLines: number;
  /** New public tables per address, and per account, and quick plays (issue 30; moderation/public-gate.ts). */
  readonly publicTables: Rate;
  readonly publicTablesPerAccount: Rate;
  readonly quickPlay: Rate;
  /** An HTTP client must send its headers, and its whole request, within these. */
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  messages: { burst: 30, perSecond: 15 },
  strikes: 10,
  helloTimeoutMs: 10_000,
  chat: { burst: 5, perSecond: 0.5 },
  chatStored: 1000,
  lobbyChatStored: 100,
  claimsReserved: 200,
  // A page answers a tiny request with up to 50 lines: one a second reads back through a game's chat
  // in 20 s, while 50 spectators asking as fast as they can no longer pull megabytes a second.
  chatPages: { burst: 1, perSecond: 1 },
  // The web client saves a notebook a moment after the typing stops: about one save every two seconds.
  notebookSaves: { burst: 10, perSecond: 1 },
  create: { burst: 10, perSecond: 10 / 60 },
  join: { burst: 30, perSecond: 30 / 60 },
  // A person mistypes a code now and then; guessing codes takes thousands of misses.
  unknownGame: { burst: 30, perSecond: 30 / 60 },
  // The landing page reads the list every 10 s while it is shown: a tab or two, with room for filtering.
  tables: { burst: 20, perSecond: 20 / 60 },
  tablesPage: 50,
  // Strangers are not sent to a table whose host left it long ago; a countdown is at most 10 minutes.
  tablesListedMs: 3600_000,
  // The replay fetches a record once per page; a reload or two, a few tabs: ample for a person.
  record: { burst: 10, perSecond: 10 / 60 },
  // A record is at most about 2.5 MiB (docs/server.md): at least a dozen of the largest, far more usual ones.
  recordCacheBytes: 32 * 1024 * 1024,
  // The last of each half minute, fifty of them per seat: a replay follows a notebook through 25 minutes
  // of steady writing, and a record holds at most 8 seats × 51 notebooks (docs/server.md).
  notebookSavesKept: 50,
  notebookSaveWindowMs: 30_000,
  spectatorsPerGame: 50,
  // The longest of the create form's choices: long enough for a stream's own lag and a player's patience.
  spectatorDelayMaxMs: 300_000,
  tableScreensPerGame: 2,
  // Long enough to scan and load the page on a slow phone; the screen shows a new code before it ends.
  handoverTtlMs: 90_000,
  // A screen asks for a code about once a minute (and on reloads); a phone redeems one.
  handoverIssue: { burst: 10, perSecond: 20 / 60 },
  handoverRedeem: { burst: 10, perSecond: 10 / 60 },
  socketsPerSeat: 4,
  socketsPerIp: 64,
  // A whole view with a page of chat is tens of KiB: a client that reads at all never comes near it.
  socketBufferBytes: 1024 * 1024,
  presenceMs: 500,
  idleEvictMs: 60_000,
  // A day: a table that breaks off for the night finds its game still there in the morning.
  abandonAfterMs: 24 * 3600_000,
  lobbyTtlMs: 24 * 3600_000,
  botGames: 200,
  botShare: 0.5,
  // Long enough to read the Cleanup panel (and claim, for a sole Cultist who means to), short enough to
  // save a click every Round.
  autoEndMs: 4000,
  // Longer than reading any of the coach's explanations takes, short enough that a player who walked away
  // finds the game gone on when they come back.
  coachHoldMs: 300_000,
  ...DEFAULT_MODERATION_LIMITS,
  ...DEFAULT_PUBLIC_GATE_LIMITS,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
};
