// npm run cluster -- [--nodes 3] [--port 8080] [--database postgres://…] [--redis redis://…] [--no-haproxy]
//   [--open-limits]   per-address limits lifted, for `npm run loadtest` from this machine
// Several nodes and HAProxy on this machine, to try the multi-node setup (docs/operations.md): node i on
// port PORT+i (metrics on PORT+100+i, /echo on for the load test), HAProxy on PORT with deploy/haproxy.cfg.
// Ctrl-C drains and stops everything. Kill a node (`kill -9 <pid>`, printed) to watch its games move.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { renderHaproxyConfig } from '../packages/server/src/haproxy-config.ts';

const root = new URL('..', import.meta.url).pathname;

function fail(message: string): never {
  process.stderr.write(`cluster: ${message}\n`);
  process.exit(2);
}

function options() {
  try {
    return parseArgs({
      options: {
        nodes: { type: 'string', default: '3' },
        port: { type: 'string', default: '8080' },
        database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/among_cultists_cluster' },
        redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
        'no-haproxy': { type: 'boolean', default: false },
        'open-limits': { type: 'boolean', default: false },
      },
    }).values;
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
}
const values = options();
const nodes = Number(values.nodes);
const port = Number(values.port);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16) fail(`--nodes is 1 to 16 (got "${values.nodes}").`);
if (!Number.isInteger(port) || port < 1024 || port + 100 + nodes > 65535)
  fail(
    `--port is a free port from 1024 on, with the ${nodes} after it and 100 above (got "${values.port}").`,
  );
if (!/^postgres(ql)?:\/\//.test(values.database))
  fail(`--database is a postgres:// URL (got "${values.database}").`);
if (!/^rediss?:\/\//.test(values.redis)) fail(`--redis is a redis:// URL (got "${values.redis}").`);
const haproxy = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((f) => existsSync(f));
if (!values['no-haproxy'] && haproxy === undefined)
  fail('HAProxy is not installed: apt-get install -y haproxy (or use --no-haproxy).');

/** Creates the database if it does not exist (on the same server, through its `postgres` database). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^\w+$/.test(name)) fail(`the database name "${name}" must be letters, digits and _.`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${name}`);
      process.stdout.write(`created the database ${name}\n`);
    }
  } catch (e) {
    fail(`PostgreSQL at ${target.host} cannot be used (${e instanceof Error ? e.message : String(e)}).`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const children: { name: string; child: ChildProcess }[] = [];

/** Starts a child whose output lines are prefixed with its name; resolves when a line matches `ready`. */
function start(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push({ name, child });
  return new Promise((resolve, reject) => {
    let ok = false;
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          process.stdout.write(`${name.padEnd(8)}| ${line}\n`);
          if (!ok && ready.test(line)) {
            ok = true;
            resolve(child);
          }
        }
      });
    }
    child.once('exit', (code, signal) => {
      process.stdout.write(`${name.padEnd(8)}| exited (${code ?? signal})\n`);
      if (!ok) reject(new Error(`${name} exited before it was ready`));
    });
  });
}

let stopping = false;
async function stopAll(code: number): Promise<never> {
  if (stopping) process.exit(code);
  stopping = true;
  process.stdout.write('stopping: nodes drain (SIGTERM), then HAProxy\n');
  const exits = children
    .filter((c) => c.child.exitCode === null && c.child.signalCode === null)
    .map(({ name, child }) => {
      const exited = new Promise((r) => child.once('exit', r));
      // HAProxy last: the nodes' clients reconnect through it while they drain.
      if (name !== 'haproxy') child.kill('SIGTERM');
      return { name, child, exited };
    });
  await Promise.all(exits.filter((e) => e.name !== 'haproxy').map((e) => e.exited));
  for (const e of exits.filter((x) => x.name === 'haproxy')) {
    e.child.kill('SIGTERM');
    await e.exited;
  }
  rmSync(socketDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

const socketDir = mkdtempSync(join(tmpdir(), 'among-cultists-cluster-'));
await ensureDatabase(values.database);
const web = join(root, 'packages/web/dist');
const started: { name: string; port: number; metrics: number; pid: number }[] = [];

async function startNode(i: number): Promise<void> {
  const name = `node${i}`;
  const env = {
    ...process.env,
    PORT: String(port + i),
    HOST: '127.0.0.1',
    METRICS_PORT: String(port + 100 + i),
    DATABASE_URL: values.database,
    REDIS_URL: values.redis,
    NODE_ID: name,
    TRUST_PROXY: 'loopback',
    ECHO: '1',
    // Every load-test client comes from this machine's one address.
    ...(values['open-limits']
      ? {
          LIMIT_CREATE_PER_MINUTE: '1000000',
          LIMIT_JOIN_PER_MINUTE: '1000000',
          LIMIT_SOCKETS_PER_IP: '1000000',
        }
      : {}),
    ...(existsSync(join(web, 'index.html')) ? { WEB_DIR: web } : {}),
  };
  const child = await start(
    name,
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/main.ts'],
    env,
    /server ready/,
  );
  started.push({ name, port: port + i, metrics: port + 100 + i, pid: child.pid ?? -1 });
}

try {
  // The first node creates or migrates the tables; the others start together after it.
  await startNode(1);
  await Promise.all(Array.from({ length: nodes - 1 }, (_, i) => startNode(i + 2)));
  started.sort((a, b) => a.port - b.port);
  if (haproxy !== undefined && !values['no-haproxy']) {
    const file = join(socketDir, 'haproxy.cfg');
    writeFileSync(
      file,
      renderHaproxyConfig({
        bind: `127.0.0.1:${port}`,
        servers: started.map((s) => ({ name: s.name, address: `127.0.0.1:${s.port}` })),
        inter: '1s',
        socketDir,
        stats: `127.0.0.1:${port + 100}`,
      }),
    );
    const checked = spawnSync(haproxy, ['-c', '-q', '-f', file], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`the HAProxy configuration is refused: ${checked.stderr}`);
    void start('haproxy', haproxy, ['-W', '-db', '-f', file], process.env, /./).catch(() => undefined);
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (tries > 100) throw new Error('HAProxy does not answer');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const lines = [
    '',
    `among-cultists: ${nodes} node${nodes === 1 ? '' : 's'} over ${new URL(values.database).host}${new URL(values.database).pathname} and ${values.redis}`,
    ...(values['no-haproxy']
      ? []
      : [`  play:    http://127.0.0.1:${port}/   (HAProxy; stats http://127.0.0.1:${port + 100}/stats)`]),
    ...started.map(
      (s) =>
        `  ${s.name}:   http://127.0.0.1:${s.port}/  metrics http://127.0.0.1:${s.metrics}/metrics  pid ${s.pid}`,
    ),
    `  failover: kill -9 ${started[0]!.pid}   (its games move to the others within about 5 s)`,
    `  load${values['open-limits'] ? '' : ' (start with --open-limits)'}:    npm run loadtest -- --urls ${started.map((s) => `http://127.0.0.1:${s.port}`).join(',')} --metrics ${started.map((s) => `http://127.0.0.1:${s.metrics}/metrics`).join(',')} --pg-database ${decodeURIComponent(new URL(values.database).pathname.slice(1))} --redis ${values.redis}`,
    '  Ctrl-C stops everything.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (e) {
  process.stderr.write(`cluster: ${e instanceof Error ? e.message : String(e)}\n`);
  await stopAll(1);
}
