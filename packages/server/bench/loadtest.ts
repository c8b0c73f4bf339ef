// npm run loadtest -- --games 200 --duration 60 [--players 8] [--think 5-25] [--url http://host:port]
//   [--database postgres://…]                     the child server on PostgreSQL instead of SQLite
//   [--urls http://n1:8081,http://n2:8082,…]      several running nodes (REDIS_URL): each game's seats
//   [--metrics http://n1:9465,…]                  are spread over them; CPU read from each node's /metrics
//   [--via http://balancer:8080]                  every client through a load balancer instead
//   [--game-per-node]                             each game's seats all on one node (as the balancer's hash)
//   [--pg-database NAME]                          whose PostgreSQL backends' CPU to count (from /proc)
//   [--redis redis://127.0.0.1:6391]              whose Redis server's CPU to count (else every Redis here)
//   [--concurrency 64]                            games set up at once
//   [--ramp 0]                                    seconds over which the games begin to play (the window after)
//   [--cpu-prof-dir DIR]                          a CPU profile of the child server over the play window
// Sets up every game first (created, every seat joined and connected, and started, in parallel, bounded), then
// lets play begin together (or spread over --ramp); the window measures only play. Every seat is a WebSocket client deciding
// from its own view; the run prints actions per second, the latency from an action to the updated view at
// every seat of its game (on whichever node it is connected), a bare WebSocket echo sent at the same rate in
// the same window as the baseline, errors, bytes per update, memory per game, and the server CPU per action
// of each node (and of PostgreSQL's backends). Without --url/--urls the server runs in a child process
// (bench-server.ts) so that the clients do not share its thread.
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { WebSocket } from 'ws';
import { createRng, randomInt, type PlayerView } from '@among-cultists/engine';
import { ViewTracker, type WireMessage } from '@among-cultists/protocol';
import { BenchServer } from './loadtest-child.ts';
import { ActionProbe } from './loadtest-latency.ts';
import { bounded, hello, open, post, SetupError, type Needs } from './loadtest-setup.ts';
import {
  postgresBackends,
  postgresBackground,
  machineCpu,
  redisServer,
  scrape,
  type CpuSample,
} from './loadtest-probes.ts';

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
    'pg-database': { type: 'string' },
    redis: { type: 'string' },
    'game-per-node': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '64' },
    ramp: { type: 'string', default: '0' },
    'cpu-prof-dir': { type: 'string' },
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
const concurrency = Number(values.concurrency);
const ramp = Number(values.ramp);
const think = /^(\d+)-(\d+)$/.exec(values.think);
const thinkMin = Number(think?.[1]);
const thinkMax = Number(think?.[2]);
if (
  !Number.isInteger(games) ||
  games < 1 ||
  !(duration > 0) ||
  ![5, 6, 7, 8].includes(players) ||
  !think ||
  thinkMax < thinkMin ||
  !Number.isInteger(concurrency) ||
  concurrency < 1 ||
  !(ramp >= 0)
) {
  process.stderr.write(
    'loadtest: --games is a whole number ≥ 1, --duration seconds > 0, --players 5 to 8, --think MIN-MAX milliseconds, --concurrency a whole number ≥ 1, --ramp seconds ≥ 0\n',
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
  ((values.via !== undefined || values['game-per-node']) && nodeUrls.length === 0) ||
  (values.database !== undefined && (values.url !== undefined || nodeUrls.length > 0)) ||
  (values['cpu-prof-dir'] !== undefined && (values.url !== undefined || nodeUrls.length > 0))
) {
  process.stderr.write(
    `loadtest: ${badUrl === undefined ? '' : `"${badUrl}" is not an http:// address; `}--url (one running server) or --urls (several nodes, optionally --via, a load balancer, or --game-per-node), with as many --metrics addresses (each server's metrics listener); --database and --cpu-prof-dir only for the server the load test starts itself\n`,
  );
  process.exit(2);
}
// The profiles' folder is made now: the child's profiler would fail on a missing one only after the setup.
const profileDir = values['cpu-prof-dir'];
if (profileDir !== undefined) {
  try {
    mkdirSync(profileDir, { recursive: true });
  } catch (e) {
    process.stderr.write(
      `loadtest: --cpu-prof-dir ${profileDir} cannot be made (${e instanceof Error ? e.message : String(e)})\n`,
    );
    process.exit(2);
  }
}
/** Which Redis server's CPU to count: the nodes' (the machine may run others for other work). */
const redisAddress =
  values.redis === undefined ? null : /^rediss?:\/\/[^/:\s]+(?::(\d+))?\/?/.exec(values.redis);
if (redisAddress === null && values.redis !== undefined) {
  process.stderr.write(
    `loadtest: --redis is the nodes' Redis, like redis://127.0.0.1:6379 (got "${values.redis}")\n`,
  );
  process.exit(2);
}
const redisPort = redisAddress === null ? undefined : Number(redisAddress[1] ?? '6379');
/** Whose PostgreSQL backends to measure: the child's database, or the one the running nodes share. */
const pgDatabase =
  values['pg-database'] ??
  (values.database === undefined
    ? undefined
    : decodeURIComponent(new URL(values.database).pathname.slice(1)));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(label: string, samples: number[]): { line: string; p99: number } {
  const s = [...samples].sort((a, b) => a - b);
  return {
    line: `${label.padEnd(26)} n=${String(s.length).padStart(7)}  p50=${percentile(s, 50).toFixed(2)} ms  p95=${percentile(s, 95).toFixed(2)} ms  p99=${percentile(s, 99).toFixed(2)} ms`,
    p99: percentile(s, 99),
  };
}

interface Table {
  readonly sockets: WebSocket[];
  /** Times one action at a time from its sending to every seat's view (loadtest-latency.ts). */
  readonly probe: ActionProbe;
  /** Each seat's decision waiting for the start of play (all games start together). */
  readonly waiting: ((() => void) | undefined)[];
  echo: WebSocket | null;
}

const started =
  values.url === undefined && nodeUrls.length === 0
    ? await BenchServer.start(values.database, values['cpu-prof-dir'])
    : null;
const server = started?.server ?? null;
const base = values.url ?? nodeUrls[0] ?? `http://127.0.0.1:${started?.port ?? 0}`;
/** Where each game is created and each seat joins and connects: round-robin over the nodes, or all through --via. */
const bases = nodeUrls.length > 0 ? nodeUrls : [base];
const clientBase = (i: number): string => values.via ?? bases[i % bases.length]!;
/** Where seat `seat` of game `g` goes: spread over every node, or with --game-per-node all on node g mod n. */
const seatBase = (g: number, seat: number): string => clientBase(values['game-per-node'] ? g : g + seat);
/** The nodes whose CPU is measured. */
const probes: { name: string; sample: () => Promise<CpuSample> }[] = server
  ? [{ name: `child (${started?.storage ?? '?'})`, sample: () => server.cpu() }]
  : metricsUrls.map((url, i) => ({ name: measuredUrls[i]!, sample: () => scrape(url) }));
/** Other processes of this machine whose CPU the run costs (PostgreSQL and Redis are shared: see the note). */
const others: { name: string; sample: () => number }[] = [
  ...(pgDatabase === undefined
    ? []
    : [
        { name: `PostgreSQL backends of ${pgDatabase}`, sample: postgresBackends(pgDatabase) },
        { name: 'PostgreSQL background (all databases)', sample: postgresBackground },
      ]),
  ...(nodeUrls.length > 1 || redisPort !== undefined
    ? [
        redisPort === undefined
          ? { name: 'Redis (every Redis server on this machine)', sample: redisServer() }
          : { name: `Redis on port ${redisPort}`, sample: redisServer(redisPort) },
      ]
    : []),
];
const memoryBefore = await server?.memory();

const latency: number[] = [];
const echoLatency: number[] = [];
let measuring = false;
/** When the window opened (performance.now()). */
let windowOpenedAt = Infinity;
let playing = false;
let actionsSent = 0;
let updates = 0;
let updateBytes = 0;
let errors = 0;
/** Errors by code: which limit or failure they were is the first thing to know about them. */
const errorCodes = new Map<string, number>();
let finished = 0;
const rng = createRng('ab'.repeat(32));
const needs: Needs = { games, seats: games * players, sockets: games * players + Math.ceil(games / 8) };
const tables = new Map<number, Table>();

/** One seat's client: decides from its own view, after thinking, once play has begun. */
function seatClient(
  table: Table,
  seat: number,
  ws: WebSocket,
  isHost: boolean,
): (data: Buffer) => WireMessage {
  const tracker = new ViewTracker();
  let version = -1;
  return (data) => {
    const message = tracker.receive(JSON.parse(data.toString('utf8')) as WireMessage);
    if (message.t === 'update') {
      updates += 1;
      updateBytes += data.length;
      table.probe.update(seat, performance.now());
      version = message.version;
      const view: PlayerView = message.view;
      if (view.phase.kind === 'over') {
        if (isHost) finished += 1;
        return message;
      }
      if (view.legal.length === 0) return message;
      const action = view.legal[randomInt(rng, view.legal.length)]!;
      const decidedOn = version;
      const decide = (): void => {
        setTimeout(
          () => {
            // A newer view came while "thinking": that update scheduled its own decision.
            if (version !== decidedOn) return;
            const at = performance.now();
            table.probe.sent(seat, at, measuring);
            if (measuring) actionsSent += 1;
            ws.send(JSON.stringify({ t: 'act', version, action }));
            // The echo baseline: one small message for each action, on the game's echo socket.
            table.echo?.send(String(at));
          },
          thinkMin + randomInt(rng, thinkMax - thinkMin + 1),
        );
      };
      if (playing) decide();
      else table.waiting[seat] = decide;
    } else if (message.t === 'error' || (message.t === 'rejected' && message.code !== 'version/stale')) {
      errors += 1;
      errorCodes.set(message.code, (errorCodes.get(message.code) ?? 0) + 1);
    }
    if (message.t === 'rejected') table.probe.rejected(seat);
    else if (message.t === 'pong') table.probe.pong(seat);
    return message;
  };
}

async function setUp(g: number): Promise<void> {
  const created = await post<{ id: string; token: string }>(
    clientBase(g),
    '/api/games',
    { players, name: 'P1' },
    needs,
  );
  const joined = await Promise.all(
    Array.from({ length: players - 1 }, (_, k) =>
      post<{ token: string }>(
        seatBase(g, k + 1),
        `/api/games/${created.id}/join`,
        { name: `P${k + 2}` },
        needs,
      ),
    ),
  );
  const tokens = [created.token, ...joined.map((j) => j.token)];
  const table: Table = {
    sockets: [],
    probe: new ActionProbe(
      players,
      (seat) => {
        table.sockets[seat]?.send('{"t":"ping"}');
      },
      (ms, measured) => {
        if (measured && measuring) latency.push(ms);
      },
      setImmediate,
    ),
    waiting: [],
    echo: null,
  };
  tables.set(g, table);
  await Promise.all(
    tokens.map(async (token, i) => {
      // Seat i of game g on node (g + i) mod n: every game has clients on every node.
      // The game's code in the address, as the web app sends it: a balancer may keep a game on one node.
      const at = seatBase(g, i);
      const ws = await open(`${at.replace(/^http/, 'ws')}/ws?game=${created.id}`);
      table.sockets[i] = ws;
      await hello(ws, at, created.id, token, needs, seatClient(table, i, ws, i === 0));
    }),
  );
  // Started as soon as it is seated: its seats hold their first decision until every game is (`playing`), so
  // play still begins together, and the starts' views overlap the other games' setup instead of following it.
  await post(seatBase(g, 1), `/api/games/${created.id}/start`, { token: created.token }, needs);
}

/** The echo sockets: one per 8 games, on the node of the games' first seat, each game's actions echoed on its own. */
const echoes: WebSocket[] = [];
let echoMissing = '';
async function openEcho(at: string): Promise<WebSocket> {
  const socket = await open(`${at.replace(/^http/, 'ws')}/echo`);
  // A server without the echo accepts the upgrade and closes at once: only an answer proves it is there.
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
  socket.on('message', (data: Buffer) => {
    // Only echoes sent inside the window, as only actions sent inside it are timed: one sent during the ramp
    // and answered in the window would carry the ramp's queue into the baseline alone.
    const sentAt = Number(data.toString('utf8'));
    if (measuring && sentAt >= windowOpenedAt) echoLatency.push(performance.now() - sentAt);
  });
  return socket;
}

const setupStart = performance.now();
let windowSeconds = 0;
let cpuBefore: (CpuSample | null)[] = [];
let cpuAfter: (CpuSample | null)[] = [];
/** Each node's CPU, or null (said on stderr) when it could not be read: the other figures still stand. */
const sampleAll = (): Promise<(CpuSample | null)[]> =>
  Promise.all(
    probes.map((p) =>
      p.sample().catch((e: unknown) => {
        process.stderr.write(
          `loadtest: the CPU of ${p.name} could not be read (${e instanceof Error ? e.message : String(e)}): not counted\n`,
        );
        return null;
      }),
    ),
  );
let setupCost = '';
let machineBefore = { busy: 0, all: 0 };
let machineAfter = machineBefore;
/** CPU between two samples of every node and of this process, per `unit`. */
function cpuLine(
  before: (CpuSample | null)[],
  after: (CpuSample | null)[],
  clients: NodeJS.CpuUsage,
  n: number,
  unit: string,
): string {
  let seconds = 0;
  for (const [i, b] of before.entries()) {
    const a = after[i];
    if (!b || !a) return 'the servers’ CPU could not be read';
    seconds += a.seconds - b.seconds;
  }
  const own = (clients.user + clients.system) / 1e6;
  const server =
    probes.length === 0
      ? 'not measured (no --metrics)'
      : `${seconds.toFixed(1)} s, ${((1000 * seconds) / n).toFixed(1)} ms per ${unit}`;
  return `server CPU ${server}; clients' CPU ${own.toFixed(1)} s, ${((1000 * own) / n).toFixed(1)} ms per ${unit}`;
}
let othersBefore: number[] = [];
/** The load test's own CPU over the window: a client process near a whole core delays every figure. */
let clientsBefore = process.cpuUsage();
let clientsCpu = clientsBefore;
let othersAfter: number[] = [];
try {
  process.stderr.write(`setting up ${games} games of ${players} seats, ${concurrency} at a time…\n`);
  // The setup and the play window are profiled apart: each has its own goal (30 s for 1,000 games; µs per action).
  const profiling = server !== null && values['cpu-prof-dir'] !== undefined;
  if (profiling) await server.profile(true);
  // The setup's CPU, the server's and the clients': on a machine shared with other work its wall time says
  // little, its CPU per game says what 1,000 games cost where the server has a core of its own.
  const setupCpu = await sampleAll();
  const setupClients = process.cpuUsage();
  let done = 0;
  await bounded(games, concurrency, async (g) => {
    await setUp(g);
    done += 1;
    if (done % 100 === 0 || done === games)
      process.stderr.write(`  ${done}/${games} games seated and started\n`);
  });
  try {
    for (let e = 0; e < Math.ceil(games / 8); e++) echoes.push(await openEcho(clientBase(e * 8)));
  } catch (e) {
    for (const s of echoes) s.terminate();
    echoes.length = 0;
    echoMissing = `not available: ${clientBase(0)}/echo ${e instanceof Error ? e.message : String(e)} (it answers when the server runs with ECHO=1)`;
  }
  for (const [g, t] of tables) t.echo = echoes[Math.floor(g / 8)] ?? null;
  const setupSeconds = (performance.now() - setupStart) / 1000;
  setupCost = cpuLine(setupCpu, await sampleAll(), process.cpuUsage(setupClients), games, 'game');
  process.stderr.write(
    `set up and started in ${setupSeconds.toFixed(1)} s (${((1000 * setupSeconds) / games).toFixed(1)} ms per game); play begins${ramp > 0 ? `, the games joining it over ${ramp} s before the window opens` : ''}, running for up to ${duration} s…\n`,
  );
  if (profiling) process.stderr.write(`CPU profile of the setup: ${await server.profile(false)}\n`);
  const memoryGames = await server?.memory();
  // The profile covers the play window only, as the CPU figures do.
  if (profiling) await server.profile(true);
  playing = true;
  // With a ramp, game g begins at g/games of it: 1,000 games whose first step is a choice every seat makes at
  // once would otherwise send 8,000 actions within one thinking time, a burst no real evening of games makes.
  for (const [g, t] of tables)
    setTimeout(
      () => {
        for (const decide of t.waiting) decide?.();
      },
      (ramp * 1000 * g) / games,
    );
  if (ramp > 0) await new Promise((r) => setTimeout(r, ramp * 1000));
  cpuBefore = await sampleAll();
  othersBefore = others.map((o) => o.sample());
  clientsBefore = process.cpuUsage();
  machineBefore = machineCpu();
  const windowStart = performance.now();
  windowOpenedAt = windowStart;
  measuring = true;
  // The window ends at --duration, or once a quarter of the games are over: after that fewer games play
  // than the run says, and the figures would be of a lighter load.
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (performance.now() - windowStart >= duration * 1000 || finished >= games / 4) {
        clearInterval(check);
        resolve();
      }
    }, 50);
  });
  measuring = false;
  windowSeconds = (performance.now() - windowStart) / 1000;
  clientsCpu = process.cpuUsage(clientsBefore);
  machineAfter = machineCpu();
  cpuAfter = await sampleAll();
  othersAfter = others.map((o) => o.sample());
  if (profiling) process.stderr.write(`CPU profile of the play window: ${await server.profile(false)}\n`);
  report(setupSeconds, memoryGames);
} catch (e) {
  for (const t of tables.values()) for (const ws of t.sockets) ws.terminate();
  // The child server goes too, whatever the failure: it would otherwise outlive the run.
  await server?.stop();
  if (!(e instanceof SetupError)) throw e;
  process.stderr.write(`loadtest: ${e.message}\n`);
  process.exit(1);
}

function report(setupSeconds: number, memoryGames: { heapUsed: number; rss: number } | undefined): void {
  const where = server
    ? `one server (child process, ${started?.storage ?? '?'})`
    : nodeUrls.length > 0
      ? `${nodeUrls.length} node${nodeUrls.length === 1 ? '' : 's'}${values.via !== undefined ? `, clients through ${values.via}` : values['game-per-node'] ? ', each game on one of them' : ', each game’s seats spread over them'}`
      : `the server at ${base}`;
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `load test: ${games} concurrent games of ${players} seats on ${where}, every seat a WebSocket client thinking ${values.think} ms; set up and started in ${setupSeconds.toFixed(1)} s (${setupCost}); window ${windowSeconds.toFixed(1)} s of play (${finished} games over at its end); load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const deltas = probes.flatMap((p, i) => {
    const before = cpuBefore[i];
    const after = cpuAfter[i];
    if (!before || !after) return [];
    return [
      { name: p.name, seconds: after.seconds - before.seconds, commands: after.commands - before.commands },
    ];
  });
  const commands = deltas.reduce((n, d) => n + d.commands, 0);
  // The server's own count when it is measured; otherwise the actions the clients sent.
  const actions = deltas.length > 0 ? commands : actionsSent;
  out(
    `actions: ${actions} in the window, ${(actions / windowSeconds).toFixed(0)}/s${deltas.length > 0 ? ` (the server's commands; the clients sent ${actionsSent})` : ' (sent by the clients)'}`,
  );
  const game = summary('action → every seat’s view', latency);
  const pings = [...tables.values()].reduce((n, t) => n + t.probe.pings, 0);
  out(
    `${game.line}  (one action per game at a time; ${pings} pings over the run to the seats that had no update, ${(pings / Math.max(1, latency.length)).toFixed(1)} per measured action)`,
  );
  if (echoes.length > 0) {
    const echo = summary('WebSocket echo baseline', echoLatency);
    out(`${echo.line}  (one echo per action, same window)`);
    out(`p99 ratio to the echo: ${(game.p99 / echo.p99).toFixed(2)}×`);
  } else out(`WebSocket echo baseline: ${echoMissing}`);
  // Server CPU per action: each node's CPU over the window, per action of the whole run and per command it
  // handled itself (a node also spends CPU on the actions others stored: it shows their views).
  for (const d of deltas)
    out(
      `server CPU ${d.name}: ${d.seconds.toFixed(2)} s (${((100 * d.seconds) / windowSeconds).toFixed(0)}% of a core), ${d.commands} commands; ${((1e6 * d.seconds) / Math.max(1, actions)).toFixed(0)} µs per action of the run, ${((1e6 * d.seconds) / Math.max(1, d.commands)).toFixed(0)} µs per own command`,
    );
  if (deltas.length > 0) {
    const total = deltas.reduce((n, d) => n + d.seconds, 0);
    out(
      `server CPU total: ${total.toFixed(2)} s for ${actions} actions: ${((1e6 * total) / Math.max(1, actions)).toFixed(0)} µs per action`,
    );
  } else out("server CPU: not measured (give --metrics, the server's metrics listener)");
  for (const [i, o] of others.entries()) {
    const seconds = othersAfter[i]! - othersBefore[i]!;
    out(
      `CPU ${o.name}: ${seconds.toFixed(2)} s (${((100 * seconds) / windowSeconds).toFixed(0)}% of a core), ${((1e6 * seconds) / Math.max(1, actions)).toFixed(0)} µs per action`,
    );
  }
  const clientSeconds = (clientsCpu.user + clientsCpu.system) / 1e6;
  out(
    `CPU of the load test's clients (this process): ${clientSeconds.toFixed(2)} s (${((100 * clientSeconds) / windowSeconds).toFixed(0)}% of a core)`,
  );
  // Everything this run measured, beside what the whole machine did: the rest is other work's.
  const ours =
    clientSeconds +
    deltas.reduce((n, d) => n + d.seconds, 0) +
    others.reduce((n, _, i) => n + othersAfter[i]! - othersBefore[i]!, 0);
  const busy = machineAfter.busy - machineBefore.busy;
  const cores = (machineAfter.all - machineBefore.all) / windowSeconds;
  out(
    `machine: ${cores.toFixed(1)} cores ${((100 * busy) / (machineAfter.all - machineBefore.all)).toFixed(0)}% busy over the window; this run's processes ${ours.toFixed(1)} s of the ${busy.toFixed(1)} s busy, other work ${Math.max(0, busy - ours).toFixed(1)} s`,
  );
  out(
    `updates: ${updates} (${(updates / (windowSeconds + setupSeconds)).toFixed(0)}/s over the run), ${(updateBytes / Math.max(1, updates) / 1024).toFixed(1)} KiB per update; errors: ${errors}${errorCodes.size > 0 ? ` (${[...errorCodes].map(([code, n]) => `${code} ×${n}`).join(', ')})` : ''}; games over: ${finished}`,
  );
  const memory =
    memoryBefore && memoryGames
      ? `${((memoryGames.heapUsed - memoryBefore.heapUsed) / games / 1024).toFixed(0)} KiB heap per game in the server process, seated (rss ${(memoryGames.rss / 1024 ** 2).toFixed(0)} MiB)`
      : 'not measured (the server runs in another process: --url, --urls)';
  out(`memory: ${memory}`);
}

for (const t of tables.values()) for (const ws of t.sockets) ws.close();
for (const e of echoes) e.close();
await server?.stop();
process.exit(0);
