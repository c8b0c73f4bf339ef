// npm run loadtest -- --games 200 --duration 60 [--players 8] [--think 5-25] [--url http://host:port]
//   [--database postgres://…]                     the child server on PostgreSQL instead of SQLite
//   [--urls http://n1:8081,http://n2:8082,…]      several running nodes (REDIS_URL): each game's seats
//   [--metrics http://n1:9465,…]                  are spread over them; CPU read from each node's /metrics
//   [--via http://balancer:8080]                  every client through a load balancer instead
// Plays many concurrent games over real WebSockets, every seat a client deciding from its own view,
// and prints latency percentiles from an action to the updated view at every seat (on whichever node it
// is connected), errors, bytes per update, memory per game, a bare WebSocket echo as the baseline, and the
// server CPU time per action of each node. Without --url/--urls the server runs in a child process
// (bench-server.ts) so that the clients do not share its thread.
import { fork, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { createRng, randomInt, type PlayerView } from '@among-cultists/engine';
import { ViewTracker, type WireMessage } from '@among-cultists/protocol';
import type { BenchReport, BenchRequest } from './bench-server.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '50' },
    duration: { type: 'string', default: '30' },
    players: { type: 'string', default: '8' },
    think: { type: 'string', default: '5-25' },
    url: { type: 'string' },
    urls: { type: 'string' },
    metrics: { type: 'string' },
    via: { type: 'string' },
    database: { type: 'string' },
  },
});
const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((u) => u.trim().replace(/\/$/, ''))
    .filter(Boolean);
const nodeUrls = list(values.urls);
// A metrics address without a path means its /metrics.
const metricsUrls = list(values.metrics).map((u) => (/^https?:\/\/[^/]+$/.test(u) ? `${u}/metrics` : u));
/** The running servers whose /metrics --metrics names, in the same order: --urls, or --url. */
const measuredUrls = nodeUrls.length > 0 ? nodeUrls : values.url === undefined ? [] : [values.url];
const games = Number(values.games);
const duration = Number(values.duration);
const players = Number(values.players);
const think = /^(\d+)-(\d+)$/.exec(values.think);
const thinkMin = Number(think?.[1]);
const thinkMax = Number(think?.[2]);
if (
  !Number.isInteger(games) ||
  games < 1 ||
  !(duration > 0) ||
  ![5, 6, 7, 8].includes(players) ||
  !think ||
  thinkMax < thinkMin
) {
  process.stderr.write(
    'loadtest: --games is a whole number ≥ 1, --duration seconds > 0, --players 5 to 8, --think MIN-MAX milliseconds\n',
  );
  process.exit(2);
}
const badUrl = [...nodeUrls, ...metricsUrls, values.via, values.url].find(
  (u) => u !== undefined && !/^https?:\/\/[^/\s]+/.test(u),
);
if (
  badUrl !== undefined ||
  (values.url !== undefined && nodeUrls.length > 0) ||
  (metricsUrls.length > 0 && metricsUrls.length !== measuredUrls.length) ||
  (values.via !== undefined && nodeUrls.length === 0) ||
  (values.database !== undefined && (values.url !== undefined || nodeUrls.length > 0))
) {
  process.stderr.write(
    `loadtest: ${badUrl === undefined ? '' : `"${badUrl}" is not an http:// address; `}--url (one running server) or --urls (several nodes, optionally --via, a load balancer), with as many --metrics addresses (each server's metrics listener); --database only for the server the load test starts itself\n`,
  );
  process.exit(2);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(label: string, samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  return `${label.padEnd(26)} n=${String(s.length).padStart(7)}  p50=${percentile(s, 50).toFixed(2)} ms  p95=${percentile(s, 95).toFixed(2)} ms  p99=${percentile(s, 99).toFixed(2)} ms`;
}

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => {
      resolve(ws);
    });
    ws.once('error', reject);
  });
}

/** The server process: started here unless --url names one already running. */
class BenchServer {
  readonly #child: ChildProcess;
  #waiting: ((report: BenchReport) => void)[] = [];

  private constructor(child: ChildProcess) {
    this.#child = child;
    child.on('message', (report: BenchReport) => {
      this.#waiting.shift()?.(report);
    });
  }

  static async start(database?: string): Promise<{ server: BenchServer; port: number; storage: string }> {
    const child = fork(
      new URL('./bench-server.ts', import.meta.url),
      database ? ['--database', database] : [],
      {
        execArgv: [
          '--import',
          'tsx',
          '--expose-gc',
          ...process.execArgv.filter((a) => a.startsWith('--cpu-prof')),
        ],
      },
    );
    const server = new BenchServer(child);
    const ready = await server.#next();
    if (ready.t !== 'ready') throw new Error('the bench server did not start');
    return { server, port: ready.port, storage: ready.storage };
  }

  #next(): Promise<BenchReport> {
    return new Promise((resolve, reject) => {
      this.#waiting.push(resolve);
      this.#child.once('exit', (code) => {
        reject(new Error(`the bench server stopped (exit code ${code ?? 'none'})`));
      });
    });
  }

  async memory(): Promise<{ heapUsed: number; rss: number }> {
    const next = this.#next();
    this.#child.send({ t: 'memory' } satisfies BenchRequest);
    const report = await next;
    if (report.t !== 'memory') throw new Error('unexpected report from the bench server');
    return report;
  }

  async cpu(): Promise<CpuSample> {
    const next = this.#next();
    this.#child.send({ t: 'cpu' } satisfies BenchRequest);
    const report = await next;
    if (report.t !== 'cpu') throw new Error('unexpected report from the bench server');
    return { seconds: report.seconds, commands: report.commands };
  }

  async stop(): Promise<void> {
    const exited = new Promise((r) => this.#child.once('exit', r));
    this.#child.send({ t: 'stop' } satisfies BenchRequest);
    await exited;
  }
}

interface CpuSample {
  readonly seconds: number;
  readonly commands: number;
}

/** A node's CPU seconds and commands so far, from its Prometheus metrics. */
async function scrape(url: string): Promise<CpuSample> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const text = await res.text();
  const sum = (name: string) =>
    text
      .split('\n')
      .filter((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`))
      .reduce((total, l) => total + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
  if (!text.includes('process_cpu_seconds_total'))
    throw new Error(`${url} has no process_cpu_seconds_total: is it a node's /metrics?`);
  return { seconds: sum('process_cpu_seconds_total'), commands: sum('among_cultists_commands_total') };
}

const started =
  values.url === undefined && nodeUrls.length === 0 ? await BenchServer.start(values.database) : null;
const server = started?.server ?? null;
const base = values.url ?? nodeUrls[0] ?? `http://127.0.0.1:${started?.port ?? 0}`;
/** Where each game is created and each seat joins and connects: round-robin over the nodes, or all through --via. */
const bases = nodeUrls.length > 0 ? nodeUrls : [base];
const clientBase = (i: number): string => values.via ?? bases[i % bases.length]!;
/** The nodes whose CPU is measured. */
const probes: { name: string; sample: () => Promise<CpuSample> }[] = server
  ? [{ name: `child (${started?.storage ?? '?'})`, sample: () => server.cpu() }]
  : metricsUrls.map((url, i) => ({ name: measuredUrls[i]!, sample: () => scrape(url) }));
const memoryBefore = await server?.memory();

// The echo baseline: one client per game sending small messages at the same rate as the games.
const echoLatency: number[] = [];
const latency: number[] = [];
let updates = 0;
let updateBytes = 0;
let errors = 0;
/** Errors by code: which limit or failure they were is the first thing to know about them. */
const errorCodes = new Map<string, number>();
let finished = 0;
const rng = createRng('ab'.repeat(32));
process.stderr.write(`setting up ${games} games of ${players} seats…\n`);
const tables: { sockets: WebSocket[]; lastAct: number }[] = [];
for (let g = 0; g < games; g++) {
  const created = await post<{ id: string; token: string }>(clientBase(g), '/api/games', {
    players,
    name: 'P1',
  });
  const tokens = [created.token];
  for (let i = 1; i < players; i++)
    tokens.push(
      (
        await post<{ token: string }>(clientBase(g + i), `/api/games/${created.id}/join`, {
          name: `P${i + 1}`,
        })
      ).token,
    );
  const table = { sockets: [] as WebSocket[], lastAct: 0 };
  for (const [i, token] of tokens.entries()) {
    // Seat i of game g on node (g + i) mod n: every game has clients on every node.
    // The game's code in the address, as the web app sends it: a balancer may keep a game on one node.
    const ws = await open(`${clientBase(g + i).replace(/^http/, 'ws')}/ws?game=${created.id}`);
    let version = -1;
    const tracker = new ViewTracker();
    ws.on('message', (data: Buffer) => {
      const message = tracker.receive(JSON.parse(data.toString('utf8')) as WireMessage);
      if (message.t === 'update') {
        updates += 1;
        updateBytes += data.length;
        if (table.lastAct > 0) latency.push(performance.now() - table.lastAct);
        version = message.version;
        const view: PlayerView = message.view;
        if (view.phase.kind === 'over') {
          if (token === tokens[0]) finished += 1;
          return;
        }
        if (view.legal.length > 0) {
          const action = view.legal[randomInt(rng, view.legal.length)]!;
          const decidedOn = version;
          setTimeout(
            () => {
              // A newer view came while "thinking": that update scheduled its own decision.
              if (version !== decidedOn) return;
              table.lastAct = performance.now();
              ws.send(JSON.stringify({ t: 'act', version, action }));
            },
            thinkMin + randomInt(rng, thinkMax - thinkMin + 1),
          );
        }
      } else if (message.t === 'error' || (message.t === 'rejected' && message.code !== 'version/stale')) {
        errors += 1;
        errorCodes.set(message.code, (errorCodes.get(message.code) ?? 0) + 1);
      }
    });
    ws.send(JSON.stringify({ t: 'hello', game: created.id, token }));
    table.sockets.push(ws);
  }
  tables.push(table);
  await post(clientBase(g + 1), `/api/games/${created.id}/start`, { token: tokens[0] });
  if ((g + 1) % 50 === 0 || g + 1 === games) process.stderr.write(`  ${g + 1}/${games} games started\n`);
}
const memoryGames = await server?.memory();
// The echo baseline on the first node (a running node answers /echo when started with ECHO=1).
let echo: WebSocket | null = null;
let echoMissing = '';
try {
  echo = await open(`${clientBase(0).replace(/^http/, 'ws')}/echo`);
  // A server without the echo accepts the upgrade and closes at once: only an answer proves it is there.
  const socket = echo;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('no answer within 3 s'));
    }, 3000);
    socket.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('close', (code: number) => {
      clearTimeout(timer);
      reject(new Error(`closed at once (code ${code})`));
    });
    socket.send(String(performance.now()));
  });
  socket.on('message', (data: Buffer) => echoLatency.push(performance.now() - Number(data.toString('utf8'))));
} catch (e) {
  echo?.terminate();
  echo = null;
  echoMissing = `not available: ${clientBase(0)}/echo ${e instanceof Error ? e.message : String(e)} (it answers when the server runs with ECHO=1)`;
}
const echoTimer = setInterval(() => {
  for (let i = 0; i < 20; i++) echo?.send(String(performance.now()));
}, 50);
const cpuBefore = await Promise.all(probes.map((p) => p.sample()));
const latencyFrom = latency.length;
process.stderr.write(`running for ${duration} s…\n`);
await new Promise((r) => setTimeout(r, duration * 1000));
clearInterval(echoTimer);
const cpuAfter = await Promise.all(probes.map((p) => p.sample()));
const measured = latency.slice(latencyFrom);
const where = server
  ? `one server (child process, ${started?.storage ?? '?'})`
  : nodeUrls.length > 0
    ? `${nodeUrls.length} nodes${values.via === undefined ? ', clients spread over them' : `, clients through ${values.via}`}`
    : `the server at ${base}`;
process.stdout.write(
  `load test: ${games} concurrent games of ${players} seats on ${where}, every seat a WebSocket client thinking ${values.think} ms, ${duration} s\n`,
);
process.stdout.write(`${summary('action → updated views', measured)}\n`);
process.stdout.write(
  echo ? `${summary('WebSocket echo baseline', echoLatency)}\n` : `WebSocket echo baseline: ${echoMissing}\n`,
);
// Server CPU per action: each node's CPU over the window, per action of the whole run and per command it
// handled itself (a node also spends CPU on the actions others stored: it shows their views).
const deltas = probes.map((p, i) => ({
  name: p.name,
  seconds: cpuAfter[i]!.seconds - cpuBefore[i]!.seconds,
  commands: cpuAfter[i]!.commands - cpuBefore[i]!.commands,
}));
const actions = deltas.reduce((n, d) => n + d.commands, 0);
for (const d of deltas)
  process.stdout.write(
    `server CPU ${d.name}: ${d.seconds.toFixed(2)} s (${((100 * d.seconds) / duration).toFixed(0)}% of a core), ${d.commands} commands; ${((1000 * d.seconds) / Math.max(1, actions)).toFixed(3)} ms per action of the run, ${((1000 * d.seconds) / Math.max(1, d.commands)).toFixed(3)} ms per own command\n`,
  );
if (deltas.length > 0) {
  const total = deltas.reduce((n, d) => n + d.seconds, 0);
  process.stdout.write(
    `server CPU total: ${total.toFixed(2)} s for ${actions} actions: ${((1000 * total) / Math.max(1, actions)).toFixed(3)} ms per action\n`,
  );
} else process.stdout.write("server CPU: not measured (give --metrics, the server's metrics listener)\n");
process.stdout.write(
  `updates: ${updates} (${(updates / duration).toFixed(0)}/s), ${(updateBytes / Math.max(1, updates) / 1024).toFixed(1)} KiB per update; errors: ${errors}${errorCodes.size > 0 ? ` (${[...errorCodes].map(([code, n]) => `${code} ×${n}`).join(', ')})` : ''}; games finished: ${finished}\n`,
);
const memory =
  memoryBefore && memoryGames
    ? `${((memoryGames.heapUsed - memoryBefore.heapUsed) / games / 1024).toFixed(0)} KiB heap per game in the server process (rss ${(memoryGames.rss / 1024 ** 2).toFixed(0)} MiB)`
    : 'not measured (the server runs in another process: --url, --urls)';
process.stdout.write(`memory: ${memory}\n`);
for (const t of tables) for (const ws of t.sockets) ws.close();
echo?.close();
await server?.stop();
process.exit(0);
