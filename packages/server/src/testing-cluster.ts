/**
 * Several real nodes on this machine for the cluster tests: each node is its own process (`npm run serve`'s
 * main.ts) over a PostgreSQL database of the test's own (created on the shared server, dropped at the end)
 * and a Redis server of the test's own (on a free port: the machine's shared Redis is never stopped).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { until } from '@among-cultists/protocol/testing';
import type { ServerConfig } from './app.ts';
import { renderHaproxyConfig } from './haproxy-config.ts';
import { hello, post, startServer, type RunningServer, type TestClient } from './testing.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The shared PostgreSQL server the test databases are made on. */
export const SHARED_POSTGRES = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/test';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no port'));
        else resolve(address.port);
      });
    });
  });
}

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A fresh database on the shared PostgreSQL server, for one test file's nodes. */
export async function createDatabase(): Promise<TestDatabase> {
  const name = `ac_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SHARED_POSTGRES });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(SHARED_POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: SHARED_POSTGRES });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Resolves once `child` printed a line matching `ready`, rejects if it exits first or after `ms`. */
function waitForLine(child: ChildProcess, lines: string[], ready: RegExp, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`not ready after ${ms} ms: ${lines.slice(-10).join('\n')}`));
    }, ms);
    const onData = (): void => {
      if (lines.some((l) => ready.test(l))) {
        cleanup();
        resolve();
      }
    };
    const onExit = (code: number | null, signal: string | null): void => {
      cleanup();
      reject(new Error(`exited (${code ?? signal}) before it was ready: ${lines.slice(-10).join('\n')}`));
    };
    const cleanup = (): void => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    onData();
  });
}

/** Keeps the last lines a child printed (shown when a test fails). */
function collect(child: ChildProcess, lines: string[]): void {
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
      if (lines.length > 400) lines.splice(0, lines.length - 400);
    });
  }
}

export interface TestRedis {
  readonly url: string;
  readonly port: number;
  /** Stops the server (kill -9: clients see the connection drop). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const lines: string[] = [];
  const start = async (): Promise<void> => {
    const c = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    collect(c, lines);
    child = c;
    await waitForLine(c, lines, /Ready to accept connections/, 10_000);
  };
  const stop = async (): Promise<void> => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((resolve) => c.once('exit', resolve));
    c.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop, close: stop };
}

export interface TestNode {
  readonly name: string;
  readonly http: string;
  readonly ws: string;
  readonly pid: number;
  /** The last lines it printed. */
  readonly lines: string[];
  /** Resolves with the exit code (or signal) when the process ends. */
  readonly exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
}

export interface NodeOptions {
  readonly name: string;
  readonly database: string;
  readonly redis: string;
  readonly env?: Record<string, string>;
}

export async function startNode(options: NodeOptions): Promise<TestNode> {
  const port = await freePort();
  const lines: string[] = [];
  const { DATABASE_URL: _d, REDIS_URL: _r, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: 'off',
      DATABASE_URL: options.database,
      REDIS_URL: options.redis,
      NODE_ID: options.name,
      BOT_DELAY_MS: '20-60',
      LEASE_TTL_SECONDS: '2',
      ...options.env,
    },
  });
  collect(child, lines);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve(code ?? signal ?? 'unknown');
    });
  });
  await waitForLine(child, lines, /among-cultists server ready/, 60_000);
  return {
    name: options.name,
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/ws`,
    pid: child.pid ?? -1,
    lines,
    exited,
    kill(signal) {
      child.kill(signal);
    },
  };
}

/** Where Debian's haproxy is, if installed (`apt-get install -y haproxy`). */
export const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((f) => existsSync(f)) ?? null;

export interface TestBalancer {
  readonly http: string;
  readonly ws: string;
  close(): Promise<void>;
}

/**
 * HAProxy in front of `nodes` with deploy/haproxy.cfg (WebSockets, health checks on /healthz, another node
 * tried when one refuses), checking every 300 ms so that the tests wait little.
 */
export async function startBalancer(nodes: readonly TestNode[]): Promise<TestBalancer> {
  if (!HAPROXY) throw new Error('haproxy is not installed (apt-get install -y haproxy)');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'among-cultists-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(
    file,
    renderHaproxyConfig({
      bind: `127.0.0.1:${port}`,
      servers: nodes.map((n) => ({ name: n.name, address: new URL(n.http).host })),
      inter: '300ms',
      socketDir: dir,
      stats: `127.0.0.1:${await freePort()}`,
    }),
  );
  const lines: string[] = [];
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  collect(child, lines);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const http = `http://127.0.0.1:${port}`;
  const listening = async (): Promise<boolean> => {
    try {
      return (await fetch(`${http}/healthz`, { signal: AbortSignal.timeout(1000) })).ok;
    } catch {
      return false; // not listening yet
    }
  };
  // An exited haproxy ends the wait at once (and is reported below with its last lines).
  await until(
    async () => child.exitCode !== null || (await listening()),
    () => `haproxy to start: ${lines.slice(-10).join('\n')}`,
    { everyMs: 100 },
  );
  if (child.exitCode !== null) throw new Error(`haproxy did not start: ${lines.slice(-10).join('\n')}`);
  return {
    http,
    ws: `ws://127.0.0.1:${port}/ws`,
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Servers in this process over one PostgreSQL database and one Redis, both the test's own: the cluster
 * tests that need no process per node. `node` starts one (`overrides` on top, its `cluster` merged),
 * `connect` a welcomed client; `close` closes every client and server, then Redis and the database.
 */
export interface InProcessNodes {
  readonly redis: TestRedis;
  node(name: string, overrides?: InProcessOverrides): Promise<RunningServer>;
  connect(srv: RunningServer, game: string, token?: string): Promise<TestClient>;
  close(): Promise<void>;
}

/** A node's own settings: any of the server's, and of its `cluster` any but the Redis and the name. */
export type InProcessOverrides = Omit<Partial<ServerConfig>, 'cluster'> & {
  readonly cluster?: Omit<NonNullable<ServerConfig['cluster']>, 'redisUrl' | 'node'>;
};

export async function startInProcessNodes(): Promise<InProcessNodes> {
  const database = await createDatabase();
  const redis = await startRedis();
  const servers: RunningServer[] = [];
  const clients: TestClient[] = [];
  return {
    redis,
    async node(name, overrides = {}) {
      const srv = await startServer({
        database: { url: database.url, startupTimeoutMs: 5000 },
        ...overrides,
        cluster: { redisUrl: redis.url, node: name, ...overrides.cluster },
      });
      servers.push(srv);
      return srv;
    },
    async connect(srv, game, token) {
      const c = await hello(srv, game, token);
      clients.push(c);
      return c;
    },
    async close() {
      for (const c of clients) c.close();
      for (const s of servers) await s.close();
      await redis.close();
      await database.drop();
    },
  };
}

/**
 * `startInProcessNodes` with its hooks: called in a suite (or at a test file's top level), it registers the
 * `before` that starts the nodes' database and Redis and the `after` that closes everything, so that a
 * cluster test has no setup of its own to copy. Its nodes and clients are made in the tests.
 */
export function inProcessNodesHooked(): Omit<InProcessNodes, 'close'> {
  let nodes: InProcessNodes | undefined;
  before(async () => {
    nodes = await startInProcessNodes();
  });
  after(async () => {
    await nodes?.close();
  });
  const started = (): InProcessNodes => {
    if (nodes === undefined) throw new Error('the nodes are not started: use them in a test');
    return nodes;
  };
  return {
    get redis() {
      return started().redis;
    },
    node: (name, overrides) => started().node(name, overrides),
    connect: (srv, game, token) => started().connect(srv, game, token),
  };
}

/** A started game across two nodes and the connections the tests of one seat's own state listen on. */
export interface SplitTable {
  readonly a: RunningServer;
  readonly b: RunningServer;
  readonly id: string;
  readonly tokens: string[];
  /** Seat 2 (Cy) connected through each node, shown its first view on b. */
  readonly cyOnA: TestClient;
  readonly cyOnB: TestClient;
  /** Another seat (Dan, seat 3) and a spectator, on b: they must hear nothing of Cy's own. */
  readonly danOnB: TestClient;
  readonly watcherOnB: TestClient;
}

/**
 * A `fiveSeatGame` created on node a and joined on node b, started; seat 2 connected through both nodes,
 * seat 3 and a spectator through b.
 */
export async function splitTable(nodes: InProcessNodes): Promise<SplitTable> {
  const a = await nodes.node('a');
  const b = await nodes.node('b');
  const { id, tokens } = await fiveSeatGame(a, b);
  const started = await post(`${a.http}/api/games/${id}/start`, { token: tokens[0] });
  if (started.status !== 200) throw new Error(`the game did not start: ${started.status}`);
  const cyOnA = await nodes.connect(a, id, tokens[2]);
  const cyOnB = await nodes.connect(b, id, tokens[2]);
  const danOnB = await nodes.connect(b, id, tokens[3]);
  const watcherOnB = await nodes.connect(b, id);
  await cyOnB.waitFor((m) => m.t === 'update');
  return { a, b, id, tokens, cyOnA, cyOnB, danOnB, watcherOnB };
}

/** A 5-player game created through `host` by "Host" and joined through `join` by four more: its id and
 *  the five seats' tokens, in seat order (not started). */
export async function fiveSeatGame(
  host: RunningServer,
  join: RunningServer = host,
): Promise<{ id: string; tokens: string[] }> {
  const created = await post<{ id: string; token: string }>(`${host.http}/api/games`, {
    players: 5,
    name: 'Host',
  });
  const { id } = created.body;
  const tokens = [created.body.token];
  for (const name of ['Bea', 'Cy', 'Dan', 'Eve'])
    tokens.push((await post<{ token: string }>(`${join.http}/api/games/${id}/join`, { name })).body.token);
  return { id, tokens };
}
