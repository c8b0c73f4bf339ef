import { isGameId } from '@among-cultists/protocol/plain';
import { useSyncExternalStore } from 'react';

export type Route =
  | { readonly page: 'landing' }
  | { readonly page: 'learn' }
  /** Who made what the site shows, and the licences. */
  | { readonly page: 'about' }
  /** The tutorial: its start page (code null), then its game. */
  | { readonly page: 'tutorial'; readonly code: string | null }
  | { readonly page: 'game'; readonly code: string }
  /** Table mode's shared screen: one screen for a room of players, each on their phone. */
  | { readonly page: 'table'; readonly code: string }
  /** A finished game's replay (`/replay/<code>`), or a record file to open (`/replay`, code null). */
  | { readonly page: 'replay'; readonly code: string | null };

/** `/g/<code>` is a game, `/learn` the rules; anything else is the landing page. */
export function parseRoute(pathname: string): Route {
  if (/^\/learn\/?$/.test(pathname)) return { page: 'learn' };
  if (/^\/about\/?$/.test(pathname)) return { page: 'about' };
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
  const table = /^\/table\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (table !== undefined && isGameId(table)) return { page: 'table', code: table };
  const code = /^\/g\/([^/]+)\/?$/.exec(pathname)?.[1];
  return code !== undefined && isGameId(code) ? { page: 'game', code } : { page: 'landing' };
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  for (const listener of listeners) listener();
}

export function usePath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

export const LEARN_PATH = '/learn';
export const ABOUT_PATH = '/about';
export const TUTORIAL_PATH = '/tutorial';
export const tutorialGamePath = (code: string): string => `${TUTORIAL_PATH}/${encodeURIComponent(code)}`;

export const gamePath = (code: string): string => `/g/${encodeURIComponent(code)}`;
export const tablePath = (code: string): string => `/table/${encodeURIComponent(code)}`;
export const REPLAY_PATH = '/replay';
export const replayPath = (code: string): string => `${REPLAY_PATH}/${encodeURIComponent(code)}`;
