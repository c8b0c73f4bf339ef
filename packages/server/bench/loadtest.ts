// npm run loadtest -- --games 200 --duration 60 [--players 8] [--think 5-25] [--url http://host:port]
// Plays many concurrent games over real WebSockets, every seat a client deciding from its own view,
// and prints latency percentiles from an action to the updated view at every seat, errors, bytes
// per update, memory per game, and a bare WebSocket echo on the same server as the baseline.
// The server runs in a child process (bench-server.ts) so that the clients do not share its thread.
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
  },
});
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

  static async start(): Promise<{ server: BenchServer; port: number }> {
    const child = fork(new URL('./bench-server.ts', import.meta.url), [], {
      execArgv: [
        '--import',
        'tsx',
        '--expose-gc',
        ...process.execArgv.filter((a) => a.startsWith('--cpu-prof')),
      ],
    });
    const server = new BenchServer(child);
    const ready = await server.#next();
    if (ready.t !== 'ready') throw new Error('the bench server did not start');
    return { server, port: ready.port };
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

  async stop(): Promise<void> {
    const exited = new Promise((r) => this.#child.once('exit', r));
    this.#child.send({ t: 'stop' } satisfies BenchRequest);
    await exited;
  }
}

const started = values.url === undefined ? await BenchServer.start() : null;
const server = started?.server ?? null;
const base = values.url ?? `http://127.0.0.1:${started?.port ?? 0}`;
const wsBase = base.replace(/^http/, 'ws');
const memoryBefore = await server?.memory();

// The echo baseline: one client per game sending small messages at the same rate as the games.
const echoLatency: number[] = [];
const latency: number[] = [];
let updates = 0;
let updateBytes = 0;
let errors = 0;
let finished = 0;
const rng = createRng('ab'.repeat(32));
process.stderr.write(`setting up ${games} games of ${players} seats…\n`);
const tables: { sockets: WebSocket[]; lastAct: number }[] = [];
for (let g = 0; g < games; g++) {
  const created = await post<{ id: string; token: string }>(base, '/api/games', { players, name: 'P1' });
  const tokens = [created.token];
  for (let i = 1; i < players; i++)
    tokens.push(
      (await post<{ token: string }>(base, `/api/games/${created.id}/join`, { name: `P${i + 1}` })).token,
    );
  const table = { sockets: [] as WebSocket[], lastAct: 0 };
  for (const token of tokens) {
    const ws = await open(`${wsBase}/ws`);
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
      }
    });
    ws.send(JSON.stringify({ t: 'hello', game: created.id, token }));
    table.sockets.push(ws);
  }
  tables.push(table);
  await post(base, `/api/games/${created.id}/start`, { token: tokens[0] });
  if ((g + 1) % 50 === 0 || g + 1 === games) process.stderr.write(`  ${g + 1}/${games} games started\n`);
}
const memoryGames = await server?.memory();
const echo = await open(`${wsBase}/echo`);
echo.on('message', (data: Buffer) => echoLatency.push(performance.now() - Number(data.toString('utf8'))));
const echoTimer = setInterval(() => {
  for (let i = 0; i < 20; i++) echo.send(String(performance.now()));
}, 50);
process.stderr.write(`running for ${duration} s…\n`);
await new Promise((r) => setTimeout(r, duration * 1000));
clearInterval(echoTimer);
process.stdout.write(
  `load test: ${games} concurrent games of ${players} seats, every seat a WebSocket client thinking ${values.think} ms, ${duration} s\n`,
);
process.stdout.write(`${summary('action → updated views', latency)}\n`);
process.stdout.write(`${summary('WebSocket echo baseline', echoLatency)}\n`);
process.stdout.write(
  `updates: ${updates} (${(updates / duration).toFixed(0)}/s), ${(updateBytes / Math.max(1, updates) / 1024).toFixed(1)} KiB per update; errors: ${errors}; games finished: ${finished}\n`,
);
const memory =
  memoryBefore && memoryGames
    ? `${((memoryGames.heapUsed - memoryBefore.heapUsed) / games / 1024).toFixed(0)} KiB heap per game in the server process (rss ${(memoryGames.rss / 1024 ** 2).toFixed(0)} MiB)`
    : 'not measured (the server is another process: --url)';
process.stdout.write(`memory: ${memory}\n`);
for (const t of tables) for (const ws of t.sockets) ws.close();
echo.close();
await server?.stop();
process.exit(0);
