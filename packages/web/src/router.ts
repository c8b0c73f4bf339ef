import { useSyncExternalStore } from 'react';

export { parseRoute } from './route.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Goes to `path`; `state` travels with the history entry (a record handed to the replay, issue 31). */
export function navigate(path: string, state: unknown = null): void {
  window.history.pushState(state, '', path);
  for (const listener of listeners) listener();
}

export function usePath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

export const LEARN_PATH = '/learn';
export const ABOUT_PATH = '/about';
export const ACCOUNT_PATH = '/account';
export const TUTORIAL_PATH = '/tutorial';
export const tutorialGamePath = (code: string): string => `${TUTORIAL_PATH}/${encodeURIComponent(code)}`;

export const gamePath = (code: string): string => `/g/${encodeURIComponent(code)}`;
export const tablePath = (code: string): string => `/table/${encodeURIComponent(code)}`;
export const REPLAY_PATH = '/replay';
export const SOLO_PATH = '/solo';
export const soloPath = (id: string): string => `${SOLO_PATH}/${encodeURIComponent(id)}`;
export const replayPath = (code: string): string => `${REPLAY_PATH}/${encodeURIComponent(code)}`;
