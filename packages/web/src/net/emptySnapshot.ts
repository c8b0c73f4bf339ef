import type { GameSnapshot } from './connection.ts';

/** A game's snapshot before anything is heard of it: an online connection's, and a solo game's beneath its own. */
export const EMPTY_GAME_SNAPSHOT: GameSnapshot = {
  link: 'connecting',
  seat: null,
  lobby: null,
  view: null,
  version: 0,
  deadline: null,
  phaseSince: null,
  log: [],
  chat: [],
  chatMore: false,
  chatLoading: false,
  claims: [],
  claimsBefore: null,
  claimsLoading: false,
  notice: null,
  timeouts: [],
  timedOut: null,
  tokenRefused: false,
  notebook: null,
  notebookError: null,
  autoEnd: { on: false, delayMs: null },
  mutes: { table: [], mine: [] },
  reported: [],
};
