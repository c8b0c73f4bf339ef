// npm run bench:abuse [-- --spectators 300 --sockets 40 --seconds 8]
// What a stranger's flood costs the server, measured on a server in its own process with the players'
// limits: N spectators saying hello at once (frames sent, /healthz latency meanwhile), and one seat's
// chat flood from many sockets (lines per second that get through).
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import type { BenchReport } from './bench-server.ts';

const { values } = parseArgs({
  options: {
    spectators: { type: 'string', default: '300' },
    sockets: { type: 'string', default: '40' },
    seconds: { type: 'string', default: '8' },
  },
});
const spectators = Number(values.spectators);
const sockets = Number(values.sockets);
const seconds = Number(values.seconds);
if (![spectators, sockets, seconds].every((n) => Number.isInteger(n) && n > 0)) {
  process.stderr.write('bench:abuse: --spectators, --sockets and --seconds are whole numbers above 0\n');
  process.exit(2);
}

const child = fork(new URL('./bench-server.ts', import.meta.url), ['--abuse'], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
});
const port = await new Promise<number>((resolve) => {
  child.once('message', (report: BenchReport) => {
    if (report.t === 'ready') resolve(report.port);
  });
});
const base = `http://127.0.0.1:${port}`;
const wsUrl = `ws://127.0.0.1:${port}/ws`;

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Counted {
  readonly ws: WebSocket;
  frames: number;
  chatLines: number;
}

function connect(game: string, token?: string): Promise<Counted> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    const c: Counted = { ws, frames: 0, chatLines: 0 };
    ws.on('message', (data: Buffer) => {
      c.frames += 1;
      const m = JSON.parse(data.toString('utf8')) as { t: string; lines?: unknown[] };
      if (m.t === 'welcome') resolve(c);
      if (m.t === 'chat') c.chatLines += m.lines?.length ?? 0;
    });
    ws.once('open', () => {
      ws.send(JSON.stringify({ t: 'hello', game, ...(token === undefined ? {} : { token }) }));
    });
    ws.once('error', reject);
  });
}

/** /healthz round trips while `work` runs. */
async function healthDuring(work: Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  const state = { done: false };
  void work.finally(() => {
    state.done = true;
  });
  while (!state.done) {
    const started = performance.now();
    await fetch(`${base}/healthz`);
    samples.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return samples.sort((a, b) => a - b);
}

const ms = (n: number | undefined): string => `${(n ?? NaN).toFixed(1)} ms`;

// 1. Spectators.
const game = await post<{ id: string; token: string }>('/api/games', { players: 8, name: 'Host' });
const host = await connect(game.id, game.token);
const players: Counted[] = [host];
for (let i = 0; i < 3; i++) {
  const joined = await post<{ token: string }>(`/api/games/${game.id}/join`, { name: `P${i}` });
  players.push(await connect(game.id, joined.token));
}
// A game in play (its bots wait for the players' Night), so that each spectator is sent the view too.
for (let seat = 4; seat < 8; seat++)
  await post(`/api/games/${game.id}/seats/${seat}`, { token: game.token, kind: 'bot' });
await post(`/api/games/${game.id}/start`, { token: game.token });
await new Promise((r) => setTimeout(r, 1000));
const before = players.reduce((n, p) => n + p.frames, 0);
const arriving = Promise.all(Array.from({ length: spectators }, () => connect(game.id)));
const health = await healthDuring(arriving);
const watchers = await arriving;
await new Promise((r) => setTimeout(r, 1000));
const toPlayers = players.reduce((n, p) => n + p.frames, 0) - before;
const toWatchers = watchers.reduce((n, w) => n + w.frames, 0);
process.stdout.write(
  `${spectators} spectators said hello at once to an 8-seat game in play: ${toWatchers} frames to them (${(toWatchers / spectators).toFixed(1)} each), ` +
    `${toPlayers} to the ${players.length} players; /healthz meanwhile n=${health.length} ` +
    `p50=${ms(health[Math.floor(health.length / 2)])} max=${ms(health.at(-1))}\n`,
);
for (const w of watchers) w.ws.close();

// 2. One seat's chat flood from many sockets.
const flood = await post<{ id: string; token: string }>('/api/games', { players: 5, name: 'Flood' });
const watcher = await connect(flood.id);
const windows = await Promise.all(Array.from({ length: sockets }, () => connect(flood.id, flood.token)));
const started = Date.now();
let sent = 0;
while (Date.now() - started < seconds * 1000) {
  // Each socket at its own message limit (15 a second).
  for (const w of windows) {
    w.ws.send(JSON.stringify({ t: 'chat', text: `flood ${sent}` }));
    sent += 1;
  }
  await new Promise((r) => setTimeout(r, 1000 / 15));
}
await new Promise((r) => setTimeout(r, 500));
process.stdout.write(
  `chat flood: ${sockets} sockets of one seat sent ${sent} lines in ${seconds} s; ${watcher.chatLines} got through ` +
    `(${(watcher.chatLines / seconds).toFixed(2)} lines per second for the seat)\n`,
);
for (const c of [watcher, ...windows, ...players]) c.ws.close();
child.send({ t: 'stop' });
