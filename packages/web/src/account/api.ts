import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { AccountGames, SessionState, SignedUp } from '@among-cultists/protocol/account';

/** A refusal by the server, with its stable code (docs/server.md, Accounts). */
class AccountError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The passkey prompt was closed, refused or timed out in the browser: nothing was sent. */
export class PromptCancelled extends Error {}

async function post<T>(path: string, body: unknown = {}): Promise<T> {
  // Same-origin fetch: the browser sends the session cookie and the Origin header the server checks.
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as T & { error?: { code: string; message: string } };
  if (!res.ok)
    throw new AccountError(answer.error?.code ?? 'server/error', answer.error?.message ?? res.statusText);
  return answer;
}

/** The browser's passkey prompt; a closed or refused prompt becomes PromptCancelled. */
async function prompt<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
      throw new PromptCancelled(error.message);
    throw error;
  }
}

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

export async function signUp(name: string): Promise<SignedUp> {
  const { options } = await post<{ options: PublicKeyCredentialCreationOptionsJSON }>(
    '/api/account/sign-up/options',
    { name },
  );
  const credential = await prompt(() => startRegistration({ optionsJSON: options }));
  return await post<SignedUp>('/api/account/sign-up/verify', { credential });
}

export async function signIn(): Promise<SessionState> {
  const { options } = await post<{ options: PublicKeyCredentialRequestOptionsJSON }>(
    '/api/account/sign-in/options',
  );
  const credential = await prompt(() => startAuthentication({ optionsJSON: options }));
  return await post<SessionState>('/api/account/sign-in/verify', { credential });
}

export async function recover(code: string): Promise<SessionState> {
  const { options } = await post<{ options: PublicKeyCredentialCreationOptionsJSON }>(
    '/api/account/recover/options',
    { code },
  );
  const credential = await prompt(() => startRegistration({ optionsJSON: options }));
  return await post<SessionState>('/api/account/recover/verify', { credential });
}

export const signOut = (): Promise<SessionState> => post<SessionState>('/api/account/sign-out');
export const deleteAccount = (): Promise<SessionState> => post<SessionState>('/api/account/delete');

/** A page of the signed-in player's finished games and their totals (`before`: the previous page's `next`). */
export async function games(before: string | null = null): Promise<AccountGames> {
  const query = before === null ? '' : `?before=${encodeURIComponent(before)}`;
  const res = await fetch(`/api/account/games${query}`, { credentials: 'same-origin' });
  const answer = (await res.json()) as AccountGames & { error?: { code: string; message: string } };
  if (!res.ok)
    throw new AccountError(answer.error?.code ?? 'server/error', answer.error?.message ?? res.statusText);
  return answer;
}
