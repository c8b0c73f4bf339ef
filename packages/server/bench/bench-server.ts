// The server under load, in its own process (started by loadtest.ts with fork): clients on this machine
// would otherwise share the server's thread, which real players' browsers never do. It stores games in a
// SQLite file like `npm start` (or in the PostgreSQL database given with `--database URL`), answers a bare
// WebSocket echo at /echo, and reports its memory and the CPU time it used on request.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../src/app.ts';

export type BenchRequest = { readonly t: 'memory' } | { readonly t: 'cpu' } | { readonly t: 'stop' };
export type BenchReport =
  | { readonly t: 'ready'; readonly port: number; readonly storage: string }
  | { readonly t: 'memory'; readonly heapUsed: number; readonly rss: number }
  /** CPU seconds (user + system) this process used so far, and the commands it processed. */
  | { readonly t: 'cpu'; readonly seconds: number; readonly commands: number };

const dir = mkdtempSync(join(tmpdir(), 'among-cultists-load-'));
const at = process.argv.indexOf('--database');
const database = at >= 0 ? process.argv[at + 1] : undefined;
const server = await buildServer({
  database: { url: database ?? join(dir, 'games.sqlite') },
  botDelayMs: [0, 0],
  allowedOrigins: [],
  logger: false,
  echo: true,
  // Every client runs on this machine, from one address: the per-address limits are for the internet.
  // The load test's thousands of seats act as fast as the server answers; `--abuse` keeps every other
  // limit as players meet it (bench:abuse measures them).
  limits: process.argv.includes('--abuse')
    ? { socketsPerIp: 1e6, spectatorsPerGame: 1e6, socketsPerSeat: 1e6 }
    : {
        messages: { burst: 1e4, perSecond: 1e4 },
        create: { burst: 1e6, perSecond: 1e6 },
        join: { burst: 1e6, perSecond: 1e6 },
        socketsPerIp: 1e6,
        botGames: 1e6,
      },
});
await server.app.listen({ port: 0, host: '127.0.0.1' });
const address = server.app.server.address();
const report = (message: BenchReport): void => {
  process.send?.(message);
};
report({
  t: 'ready',
  port: typeof address === 'object' && address ? address.port : 0,
  storage: database === undefined ? 'SQLite' : 'PostgreSQL',
});
process.on('message', (request: BenchRequest) => {
  if (request.t === 'memory') {
    globalThis.gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    report({ t: 'memory', heapUsed, rss });
  } else if (request.t === 'cpu') {
    const { user, system } = process.cpuUsage();
    void server.metrics.commands.get().then((metric) => {
      report({
        t: 'cpu',
        seconds: (user + system) / 1e6,
        commands: metric.values.reduce((sum, v) => sum + v.value, 0),
      });
    });
  } else {
    void server.close().then(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
