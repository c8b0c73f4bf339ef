import { GameIdSchema } from '@among-cultists/protocol';
import { useSyncExternalStore } from 'react';

export type Route = { readonly page: 'landing' } | { readonly page: 'game'; readonly code: string };

/** `/g/<code>` is a game; anything else is the landing page. */
export function parseRoute(pathname: string): Route {
  const code = /^\/g\/([^/]+)\/?$/.exec(pathname)?.[1];
  return code !== undefined && GameIdSchema.safeParse(code).success
    ? { page: 'game', code }
    : { page: 'landing' };
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

export const gamePath = (code: string): string => `/g/${encodeURIComponent(code)}`;
