import type { Rate } from './limiter.ts';

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
  readonly spectatorsPerGame: number;
  readonly socketsPerSeat: number;
  readonly socketsPerIp: number;
  /** Presence goes out at most once per this many milliseconds per game. */
  readonly presenceMs: number;
  /** A lobby or finished game nobody is connected to leaves memory after this long. */
  readonly idleEvictMs: number;
  /** A lobby nobody started is deleted after this long. */
  readonly lobbyTtlMs: number;
  /** Games being played with bots at once. */
  readonly botGames: number;
  /** The share of the process's time bots may think. */
  readonly botShare: number;
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
  // The web client saves a notebook a moment after the typing stops: about one save every two seconds.
  notebookSaves: { burst: 10, perSecond: 1 },
  create: { burst: 10, perSecond: 10 / 60 },
  join: { burst: 30, perSecond: 30 / 60 },
  spectatorsPerGame: 50,
  socketsPerSeat: 4,
  socketsPerIp: 64,
  presenceMs: 500,
  idleEvictMs: 60_000,
  lobbyTtlMs: 24 * 3600_000,
  botGames: 200,
  botShare: 0.5,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
};
  lobbyChatStored: 100,
  claimsReserved: 200,
  // A page answers a tiny request with up to 50 lines: one a second reads back through a game's chat
  // in 20 s, while 50 spectators asking as fast as they can no longer pull megabytes a second.
  chatPages: { burst: 1, perSecond: 1 },
