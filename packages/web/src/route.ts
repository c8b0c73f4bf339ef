import { isGameId } from '@among-cultists/protocol/plain';

// The page an address shows, apart from router.ts (which keeps the address in React's state): the boot script
// (boot.ts) reads it before React or anything else of the app is loaded.

export type Route =
  | { readonly page: 'landing' }
  | { readonly page: 'learn' }
  /** Who made what the site shows, and the licences. */
  | { readonly page: 'about' }
  /** The optional account: sign up, sign in, recovery, data (issue 30). */
  | { readonly page: 'account' }
  /** The public leaderboard of rated accounts that chose to appear (issue 30). */
  | { readonly page: 'leaderboard' }
  /** The tutorial: its start page (code null), then its game. */
  | { readonly page: 'tutorial'; readonly code: string | null }
  | { readonly page: 'game'; readonly code: string }
  /** Table mode's shared screen: one screen for a room of players, each on their phone. */
  | { readonly page: 'table'; readonly code: string }
  /** A finished game's replay (`/replay/<code>`), or a record file to open (`/replay`, code null). */
  | { readonly page: 'replay'; readonly code: string | null }
  /** A game against bots played in the browser (issue 31): its setup and saved games (id null), or a game. */
  | { readonly page: 'solo'; readonly id: string | null };

/** `/g/<code>` is a game, `/learn` the rules; anything else is the landing page. */
export function parseRoute(pathname: string): Route {
  if (/^\/learn\/?$/.test(pathname)) return { page: 'learn' };
  if (/^\/about\/?$/.test(pathname)) return { page: 'about' };
  if (/^\/account\/?$/.test(pathname)) return { page: 'account' };
  if (/^\/leaderboard\/?$/.test(pathname)) return { page: 'leaderboard' };
  const tutorial = /^\/tutorial(?:\/([^/]+))?\/?$/.exec(pathname);
  if (tutorial) {
    const game = tutorial[1];
    if (game === undefined) return { page: 'tutorial', code: null };
    if (isGameId(game)) return { page: 'tutorial', code: game };
  }
  const replay = /^\/replay(?:\/([^/]+))?\/?$/.exec(pathname);
  if (replay) {
    const game = replay[1];
    if (game === undefined) return { page: 'replay', code: null };
    if (isGameId(game)) return { page: 'replay', code: game };
  }
  const solo = /^\/solo(?:\/([^/]+))?\/?$/.exec(pathname);
  if (solo) {
    const game = solo[1];
    if (game === undefined) return { page: 'solo', id: null };
    if (isGameId(game)) return { page: 'solo', id: game };
  }
  const table = /^\/table\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (table !== undefined && isGameId(table)) return { page: 'table', code: table };
  const code = /^\/g\/([^/]+)\/?$/.exec(pathname)?.[1];
  return code !== undefined && isGameId(code) ? { page: 'game', code } : { page: 'landing' };
}
