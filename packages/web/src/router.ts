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

export function navigate(path: string): void {
  window.history.pushState(null, '', path);
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
export const replayPath = (code: string): string => `${REPLAY_PATH}/${encodeURIComponent(code)}`;
