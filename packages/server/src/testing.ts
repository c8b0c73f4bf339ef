/** Helpers for the server's tests: a real server on a free port and real WebSocket clients. */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import {
  randomInt,
  replay,
  type Action,
  type GameOptions,
  type PlayerView,
  type RngState,
} from '@among-cultists/engine';
import { ViewTracker, type ServerMessage, type WireMessage } from '@among-cultists/protocol';
import { buildServer, type GameServer, type ServerConfig } from './app.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import type { Log } from './log.ts';
import type { ManualClock } from './testing-clock.ts';

export interface RunningServer {
  readonly server: GameServer;
  readonly http: string;
  readonly ws: string;
  /** The metrics listener's address (its own port). */
  readonly metrics: string;
  close(): Promise<void>;
}

export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const server = await buildServer({
    database: { url: ':memory:' },
    botDelayMs: [0, 0],
    allowedOrigins: [],
    logger: false,
    ...overrides,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  await server.metricsApp.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const metrics = server.metricsApp.server.address();
  if (address === null || typeof address === 'string' || metrics === null || typeof metrics === 'string')
    throw new Error('no port');
  return {
    server,
    http: `http://127.0.0.1:${address.port}`,
    ws: `ws://127.0.0.1:${address.port}/ws`,
    metrics: `http://127.0.0.1:${metrics.port}/metrics`,
    close: () => server.close(),
  };
}

// The body is whatever the test expects: checking it is the test's job.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export async function post<T>(url: string, body: unknown): Promise<{ status: number; body: T }> {
  // A server that does not answer fails the test within 15 s instead of hanging it.
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json()) as T };
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  return { status: res.status, body: (await res.json()) as T };
}

/** A WebSocket client that records every frame it receives, and the messages with whole views rebuilt. */
export class TestClient {
  readonly socket: WebSocket;
  readonly messages: ServerMessage[] = [];
  readonly #tracker = new ViewTracker();
  readonly frames: string[] = [];
  closed: { code: number; reason: string } | null = null;
  #waiters: (() => void)[] = [];

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      this.frames.push(text);
      this.messages.push(this.#tracker.receive(JSON.parse(text) as WireMessage));
      for (const w of this.#waiters.splice(0)) w();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      for (const w of this.#waiters.splice(0)) w();
    });
  }

  static async connect(url: string, headers: Record<string, string> = {}): Promise<TestClient> {
    const socket = new WebSocket(url, { headers });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => {
        resolve();
      });
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) => {
        reject(new Error(`HTTP ${res.statusCode}`));
      });
    });
    return new TestClient(socket);
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Waits until a received message satisfies `test` (looking at every message from `from` on). */
  async waitFor<T extends ServerMessage>(
    test: (m: ServerMessage) => m is T,
    from?: number,
    ms?: number,
  ): Promise<T>;
  async waitFor(test: (m: ServerMessage) => boolean, from?: number, ms?: number): Promise<ServerMessage>;
  async waitFor(test: (m: ServerMessage) => boolean, from = 0, ms = 10_000): Promise<ServerMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.slice(from).find(test);
      if (found) return found;
      if (this.closed)
        throw new Error(`socket closed (${this.closed.code} ${this.closed.reason}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out; last messages: ${JSON.stringify(this.messages.slice(-3)).slice(0, 600)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves on the next message (or close), or after `ms` at the latest. */
  async next(ms: number): Promise<void> {
    if (this.closed) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /**
   * Resolves on the next message (or close) on any of `clients` still open, or after `ms` at the latest: one
   * timer for all of them, cleared when a message comes first (none is left to hold the test's process).
   */
  static async nextOfAny(clients: readonly TestClient[], ms: number): Promise<void> {
    const open = clients.filter((c) => !c.closed);
    if (open.length === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      const heard = (): void => {
        clearTimeout(timer);
        resolve();
      };
      for (const c of open) c.#waiters.push(heard);
    });
  }

  /**
   * Waits, message by message, until `done()` holds; throws after `ms` (a wait that should end
   * never passes silently). Used for outcomes that are a message or a close, whichever comes.
   */
  async until(done: () => boolean, ms = 10_000, what = 'the condition'): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0 || (this.closed && !done())) {
        if (done()) return;
        throw new Error(
          `timed out waiting for ${what}; last messages: ${JSON.stringify(this.messages.slice(-3)).slice(0, 600)}`,
        );
      }
      await this.next(left);
    }
  }

  /** Waits for the server to close this connection; returns how it closed. */
  async waitForClose(ms = 10_000): Promise<{ code: number; reason: string }> {
    await this.until(() => this.closed !== null, ms, 'the connection to close');
    return this.closed!;
  }

  /** The latest update received, if any. */
  latest(): { version: number; view: PlayerView } | null {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i]!;
      if (m.t === 'update') return { version: m.version, view: m.view };
    }
    return null;
  }

  act(action: Action): void {
    this.send({ t: 'act', version: this.latest()?.version ?? 0, action });
  }

  close(): void {
    this.socket.close();
  }
}

/** A client welcomed into `game`: as the seat whose token it gives, or as a spectator without one. */
export async function hello(srv: { readonly ws: string }, game: string, token?: string): Promise<TestClient> {
  const c = await TestClient.connect(srv.ws);
  c.send({ t: 'hello', game, ...(token === undefined ? {} : { token }) });
  await c.waitFor((m) => m.t === 'welcome');
  return c;
}

/** The first error `c` is sent from its message `from` on (waiting for it if none has come yet). */
export function errorAfter(c: TestClient, from: number): Promise<Extract<ServerMessage, { t: 'error' }>> {
  return c.waitFor((m): m is Extract<ServerMessage, { t: 'error' }> => m.t === 'error', from);
}

export interface TableOptions {
  /** How many seats the game has: 5 unless said. */
  readonly players?: number;
  /** The host's name (seat 0): 'Host' unless said. */
  readonly host?: string;
  /** The people who join after the host, each taking the first free seat. */
  readonly people?: readonly string[];
  /** Whether a bot takes every seat the people leave (true unless said); false leaves those seats open. */
  readonly bots?: boolean;
  /** More settings of the game (timers, roles). */
  readonly settings?: Readonly<Record<string, unknown>>;
}

export interface SeatedTable {
  readonly id: string;
  /** The people's tokens by seat: the host's first. */
  readonly tokens: string[];
}

/** A game in its lobby, seated as `options` say; a request of the seating that fails fails the test. */
export async function seatTable(srv: RunningServer, options: TableOptions = {}): Promise<SeatedTable> {
  const { players = 5, host = 'Host', people = [], bots = true, settings = {} } = options;
  const created = await post<{ id: string; token: string }>(`${srv.http}/api/games`, {
    ...settings,
    players,
    name: host,
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const { id, token } = created.body;
  const tokens = [token];
  const taken = new Set([0]);
  for (const name of people) {
    const joined = await post<{ seat: number; token: string }>(`${srv.http}/api/games/${id}/join`, { name });
    assert.equal(joined.status, 200, JSON.stringify(joined.body));
    tokens.push(joined.body.token);
    taken.add(joined.body.seat);
  }
  for (let seat = 0; bots && seat < players; seat++) {
    if (taken.has(seat)) continue;
    const bot = await post(`${srv.http}/api/games/${id}/seats/${seat}`, { token, kind: 'bot' });
    assert.equal(bot.status, 200, JSON.stringify(bot.body));
  }
  return { id, tokens };
}

/**
 * A game seated as `options` say (the other seats bots unless said) and started; the host's client said
 * hello before the start, so that it hears all of it, and has been shown the game's first view.
 */
export async function startTable(
  srv: RunningServer,
  options: TableOptions = {},
): Promise<SeatedTable & { readonly host: TestClient }> {
  const table = await seatTable(srv, options);
  const host = await hello(srv, table.id, table.tokens[0]);
  const started = await post(`${srv.http}/api/games/${table.id}/start`, { token: table.tokens[0] });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  await host.waitFor((m) => m.t === 'update');
  return { ...table, host };
}

/** DATABASE_URL when it names a PostgreSQL database (CI sets one): storage tests run on it as well. */
export const TEST_POSTGRES = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : undefined;

/**
 * The storage a test runs on, each as [name, url, skip]: SQLite in a new file (in a temporary folder named
 * after `prefix`), and TEST_POSTGRES, skipped with the reason when there is none.
 */
export function storageTargets(prefix: string): [string, () => string, string | false][] {
  return [
    ['SQLite', () => join(mkdtempSync(join(tmpdir(), `among-cultists-${prefix}-`)), 'games.sqlite'), false],
    [
      'PostgreSQL',
      () => TEST_POSTGRES ?? '',
      TEST_POSTGRES === undefined ? 'DATABASE_URL is not a postgres:// URL' : false,
    ],
  ];
}

/**
 * A client's share of the server's message rate (`Limits.messages`, its default: a test that raises it
 * raises nothing here). A client that sends faster is refused ('rate/limited'), and each refusal is a strike
 * that the socket is closed for after `Limits.strikes`: so the players wait for a token, as the server counts
 * them, instead of being refused. The hello took one.
 */
class Budget {
  static readonly RATE = DEFAULT_LIMITS.messages;
  #tokens = Budget.RATE.burst - 1;
  #last = Date.now();

  /** Milliseconds until a message may be sent (0: now). */
  wait(): number {
    const now = Date.now();
    this.#tokens = Math.min(
      Budget.RATE.burst,
      this.#tokens + ((now - this.#last) / 1000) * Budget.RATE.perSecond,
    );
    this.#last = now;
    return this.#tokens >= 1 ? 0 : Math.ceil(((1 - this.#tokens) / Budget.RATE.perSecond) * 1000);
  }

  take(): void {
    this.#tokens -= 1;
  }

  /** The server refused a message for the rate: its bucket is empty, whatever this one counted. */
  empty(): void {
    this.#tokens = 0;
    this.#last = Date.now();
  }
}

/** The action a client sent and is waiting to hear about: on which version, and from which message on. */
interface Sent {
  readonly version: number;
  readonly from: number;
}

/**
 * What the server answered an action `sent` with, if it has: the next view (the action played, or another
 * seat's moved the game on first), a refusal (`rejected`: stale, illegal; `error`: unavailable, a command that
 * failed), or a refusal for the socket's message rate ('limited'). Every action is answered by one of these
 * (socket.ts, game/commands.ts), so nothing is sent again on a guess.
 */
function answerTo(c: TestClient, sent: Sent): 'view' | 'refused' | 'limited' | null {
  for (let i = sent.from; i < c.messages.length; i++) {
    const m = c.messages[i]!;
    if (m.t === 'update' && m.version !== sent.version) return 'view';
    if (m.t === 'rejected') return 'refused';
    if (m.t === 'error') return m.code === 'rate/limited' ? 'limited' : 'refused';
  }
  return null;
}

/**
 * Plays random legal actions for these clients until every one of them sees the end. Each client acts on
 * its latest view, then waits for the server's answer to that action before it acts again (a refused one is
 * chosen afresh), within its share of the message rate (`Budget`).
 */
export async function playUntilOver(
  clients: readonly TestClient[],
  rng: RngState,
  until = (_c: TestClient) => false,
): Promise<void> {
  const pending = new Map<TestClient, Sent>();
  const budgets = new Map(clients.map((c) => [c, new Budget()]));
  const deadline = Date.now() + 60_000;
  for (;;) {
    let done = true;
    // The soonest a client held back by its budget may act (ms); otherwise the next message wakes the loop.
    let soonest = Math.max(1, deadline - Date.now());
    for (const c of clients) {
      const latest = c.latest();
      if (!latest || latest.view.phase.kind !== 'over') done = false;
      if (until(c)) return;
      const budget = budgets.get(c)!;
      const sent = pending.get(c);
      if (sent) {
        const answer = answerTo(c, sent);
        if (answer === null) continue;
        pending.delete(c);
        if (answer === 'limited') budget.empty();
      }
      if (!latest || latest.view.legal.length === 0) continue;
      const wait = budget.wait();
      if (wait > 0) {
        soonest = Math.min(soonest, wait);
        continue;
      }
      budget.take();
      pending.set(c, { version: latest.version, from: c.messages.length });
      const calm = latest.view.legal.filter((a) => a.type !== 'claimVictory');
      const pool = calm.length > 0 ? calm : latest.view.legal;
      c.act(pool[randomInt(rng, pool.length)]!);
    }
    if (done) return;
    if (Date.now() > deadline || clients.every((c) => c.closed)) {
      const states = clients.map((c) => {
        const l = c.latest();
        return l
          ? {
              version: l.version,
              phase: l.view.phase,
              legal: l.view.legal.length,
              waiting: pending.has(c),
              closed: c.closed,
              last: c.messages.slice(-2),
            }
          : null;
      });
      const why = Date.now() > deadline ? 'in time' : 'before every connection closed';
      throw new Error(`the game did not end ${why}: ${JSON.stringify(states).slice(0, 1500)}`);
    }
    await TestClient.nextOfAny(clients, soonest);
  }
}

/** A logger that keeps what it is told, for tests that check a failure was reported with its game. */
export class RecordingLog implements Log {
  readonly entries: {
    level: 'info' | 'warn' | 'error';
    details: Record<string, unknown>;
    message: string;
  }[] = [];
  info(details: object, message: string): void {
    this.entries.push({ level: 'info', details: details as Record<string, unknown>, message });
  }
  warn(details: object, message: string): void {
    this.entries.push({ level: 'warn', details: details as Record<string, unknown>, message });
  }
  error(details: object, message: string): void {
    this.entries.push({ level: 'error', details: details as Record<string, unknown>, message });
  }
  errors(): { details: Record<string, unknown>; message: string }[] {
    return this.entries.filter((e) => e.level === 'error');
  }
}

/**
 * Advances a manual clock in steps until `done`, the host taking its first calm legal action (never a claim
 * of victory) on each new view it is shown; fails if the game never gets there: after `steps` steps and at
 * least `patienceMs` of real time, since what comes next may wait on I/O (a pool reconnecting after a fault)
 * that a machine under load takes longer to finish than the steps take to spin through.
 */
export async function drive(
  clock: ManualClock,
  host: TestClient,
  done: () => boolean,
  act = true,
  steps = 3000,
  patienceMs = 30_000,
): Promise<void> {
  const started = Date.now();
  let acted = -1;
  let refusals = 0;
  let heard = host.messages.length;
  let idle = 0;
  for (let i = 0; !done() && (i < steps || Date.now() - started < patienceMs); i++) {
    const latest = host.latest();
    // A command refused because it could not be stored is sent again, as a player would.
    const refused = host.messages.filter((m) => m.t === 'error' && m.code === 'server/unavailable').length;
    if (refused !== refusals) {
      refusals = refused;
      acted = -1;
    }
    if (act && latest && latest.version !== acted && latest.view.legal.length > 0) {
      acted = latest.version;
      const calm = latest.view.legal.filter((a) => a.type !== 'claimVictory');
      host.act(calm[0] ?? latest.view.legal[0]!);
    }
    idle = host.messages.length === heard ? idle + 1 : 0;
    heard = host.messages.length;
    // Nothing waits on the clock, or nothing has been heard for a while though timers fire: what comes
    // next comes from I/O (a database round trip, a new connection), which advancing the clock does not
    // hurry. Wait for it, up to a moment.
    if (clock.pending === 0) await host.next(50);
    else if (idle >= 10) await host.next(20);
    await clock.advance(100);
  }
  if (!done()) throw new Error('the game never got there');
}

/** The game's record, as the server serves it, replays to the end `seen` shows (what was stored is what was played). */
export async function assertRecordReplays(srv: RunningServer, id: string, seen: TestClient): Promise<void> {
  const record = await get<{ options: GameOptions; actions: { seat: number; action: Action }[] }>(
    `${srv.http}/api/games/${id}/record`,
  );
  const replayed = replay({ options: record.body.options, actions: record.body.actions });
  assert.ok(replayed.ok);
  assert.deepEqual(replayed.state.result, seen.latest()!.view.result);
}

/** Closes the server while its clock runs (a bot resting on the clock would hold its game's close). */
export async function closeOnClock(srv: RunningServer, clock: ManualClock): Promise<void> {
  const state = { done: false };
  const closing = srv.close().finally(() => {
    state.done = true;
  });
  for (let i = 0; i < 100 && !state.done; i++) await clock.advance(1000);
  await closing;
}

/** The ids of the games a server holds in memory. */
export async function loadedIds(srv: RunningServer): Promise<string[]> {
  return (await srv.server.rooms.loaded()).map((r) => r.id);
}
