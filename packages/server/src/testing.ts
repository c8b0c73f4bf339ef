/** Helpers for the server's tests: a real server on a free port and real WebSocket clients. */
import { WebSocket } from 'ws';
import { randomInt, type Action, type PlayerView, type RngState } from '@among-cultists/engine';
import { ViewTracker, type ServerMessage, type WireMessage } from '@among-cultists/protocol';
import { buildServer, type GameServer, type ServerConfig } from './app.ts';

export interface RunningServer {
  readonly server: GameServer;
  readonly http: string;
  readonly ws: string;
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
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    server,
    http: `http://127.0.0.1:${address.port}`,
    ws: `ws://127.0.0.1:${address.port}/ws`,
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

/** Plays random legal actions for these clients until every one of them sees the end. */
export async function playUntilOver(
  clients: readonly TestClient[],
  rng: RngState,
  until = (_c: TestClient) => false,
): Promise<void> {
  // Acting again on the same version after a pause covers a message dropped by the rate limit.
  const actedOn = new Map<TestClient, { version: number; at: number }>();
  const deadline = Date.now() + 60_000;
  for (;;) {
    let done = true;
    for (const c of clients) {
      const latest = c.latest();
      if (!latest || latest.view.phase.kind !== 'over') done = false;
      if (until(c)) return;
      const last = actedOn.get(c);
      if (
        latest &&
        latest.view.legal.length > 0 &&
        (last?.version !== latest.version || Date.now() - last.at > 300)
      ) {
        actedOn.set(c, { version: latest.version, at: Date.now() });
        const calm = latest.view.legal.filter((a) => a.type !== 'claimVictory');
        const pool = calm.length > 0 ? calm : latest.view.legal;
        c.act(pool[randomInt(rng, pool.length)]!);
      }
    }
    if (done) return;
    if (Date.now() > deadline) {
      const states = clients.map((c) => {
        const l = c.latest();
        return l
          ? {
              version: l.version,
              phase: l.view.phase,
              legal: l.view.legal.length,
              last: c.messages.slice(-2),
            }
          : null;
      });
      throw new Error(`the game did not end in time: ${JSON.stringify(states).slice(0, 1500)}`);
    }
    await new Promise((r) => setTimeout(r, 2));
  }
}
