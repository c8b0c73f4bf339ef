import { useEffect, useSyncExternalStore } from 'react';
import type { AccountInfo, SessionState } from '@among-cultists/protocol/account';

/**
 * Who is signed in, shared by the top bar's indicator and the account page: read once from GET /api/account
 * (the cookie is HttpOnly: only the server can say), then set by the page after each change.
 * `undefined`: not known yet; `null`: signed out, or the server offers no accounts.
 */
let current: AccountInfo | null | undefined;
let offered = true;
let asked = false;
const listeners = new Set<() => void>();

export function setAccount(account: AccountInfo | null): void {
  current = account;
  for (const listener of listeners) listener();
}

/** Whether the server offers accounts (false once GET /api/account said it does not). */
export const accountsOffered = (): boolean => offered;

async function refreshAccount(): Promise<void> {
  try {
    const res = await fetch('/api/account', { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`GET /api/account answered ${res.status}`);
    const state = (await res.json()) as SessionState;
    offered = state.offered !== false;
    setAccount(state.account);
  } catch (error) {
    // Offline, or the server is restarting: the indicator stays as it was; the page shows its own error.
    console.warn('the account could not be read', error);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccount(): AccountInfo | null | undefined {
  useEffect(() => {
    if (asked) return;
    asked = true;
    void refreshAccount();
  }, []);
  const snapshot = (): AccountInfo | null | undefined => current;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
