/** Helpers for the accounts' tests: a browser-like client (its cookie, its origin) and a passkey's sign-up. */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { SignedUp } from '@among-cultists/protocol/account';
import { startServer, type RunningServer } from '../testing.ts';
import type { ManualClock } from '../testing-clock.ts';
import { createDatabase, type TestDatabase } from '../testing-cluster.ts';
import { accountSettings, type AccountLimits } from './settings.ts';
import { SoftPasskey, type CeremonyOptions } from './testing-authenticator.ts';

/** The site's origin the test servers are configured with (the test's requests name it, as a browser would). */
export const ORIGIN = 'http://localhost:8080';

export async function accountServer(
  clock: ManualClock,
  limits: Partial<AccountLimits> = {},
  cookieSecure = false,
): Promise<RunningServer> {
  return await startServer({
    clock,
    accounts: accountSettings(ORIGIN, { cookieSecure, limits: { ...limits } }),
  });
}

/** Two account servers over one PostgreSQL database, started by the test file's hooks. */
export interface AccountNodes {
  /** The two nodes (read in a test: the `before` hook starts them). */
  readonly nodes: readonly [RunningServer, RunningServer];
}

/**
 * Two account servers over a fresh database on the shared PostgreSQL server, for the tests that show nothing
 * of an account lives in a node's memory (what one node wrote, the other reads). Called at a test file's top
 * level, it registers that file's `before` (start) and `after` (close them, drop the database) hooks.
 */
export function accountNodesOnPostgres(): AccountNodes {
  let database: TestDatabase | undefined;
  const started: RunningServer[] = [];
  before(async () => {
    database = await createDatabase();
    for (let i = 0; i < 2; i++)
      started.push(await startServer({ database: { url: database.url }, accounts: accountSettings(ORIGIN) }));
  });
  // Whatever `before` got to start, even if the rest failed.
  after(async () => {
    for (const node of started) await node.close();
    started.length = 0;
    await database?.drop();
  });
  return {
    get nodes() {
      if (started.length !== 2) throw new Error('the nodes are not started: read them in a test');
      return started as [RunningServer, RunningServer];
    },
  };
}

export interface Answer<T> {
  readonly status: number;
  readonly body: T;
  readonly setCookie: string[];
}

/** A browser: it keeps the cookies the server sets, and names its origin (`origin: null`: names none). */
export class Browser {
  cookies = new Map<string, string>();
  constructor(
    readonly http: string,
    readonly origin: string | null = ORIGIN,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.origin !== null) headers.origin = this.origin;
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const res = await fetch(this.http + path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const setCookie = res.headers.getSetCookie();
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, body: (await res.json()) as T, setCookie };
  }

  post<T>(path: string, body: unknown = {}): Promise<Answer<T>> {
    return this.request<T>('POST', path, body);
  }

  get<T>(path: string): Promise<Answer<T>> {
    return this.request<T>('GET', path);
  }
}

export interface Options {
  readonly options: CeremonyOptions;
}

/** Signs `browser` up as `name` with a new software passkey; returns the passkey and the recovery codes. */
export async function signUp(
  browser: Browser,
  name: string,
): Promise<{ passkey: SoftPasskey; codes: readonly string[] }> {
  const passkey = new SoftPasskey();
  const options = await browser.post<Options>('/api/account/sign-up/options', { name });
  assert.equal(options.status, 200, JSON.stringify(options.body));
  const done = await browser.post<SignedUp>('/api/account/sign-up/verify', {
    credential: passkey.register(options.body.options, ORIGIN),
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  return { passkey, codes: done.body.recoveryCodes };
}

/** Signs `browser` in with `passkey`; returns the answer of the verification. */
export async function signIn(browser: Browser, passkey: SoftPasskey): Promise<Answer<unknown>> {
  const options = await browser.post<Options>('/api/account/sign-in/options');
  assert.equal(options.status, 200, JSON.stringify(options.body));
  return await browser.post('/api/account/sign-in/verify', {
    credential: passkey.assert(options.body.options, ORIGIN),
  });
}
