// The server under load, in its own process (started by loadtest.ts with fork): clients on this machine
// would otherwise share the server's thread, which real players' browsers never do. It stores games in a
// SQLite file like `npm start` (or in the PostgreSQL database given with `--database URL`), answers a bare
// WebSocket echo at /echo, and reports its memory and the CPU time it used on request. With `--profile-dir
// DIR` it profiles its CPU from the load test's `profile` request to the next one (the play window only:
// a whole-process `--cpu-prof` would count loading the modules and setting up the games too).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../src/app.ts';

export type BenchRequest =
  | { readonly t: 'memory' }
  | { readonly t: 'cpu' }
  | { readonly t: 'profile'; readonly on: boolean }
  | { readonly t: 'stop' };
export type BenchReport =
  | { readonly t: 'ready'; readonly port: number; readonly storage: string }
  | { readonly t: 'memory'; readonly heapUsed: number; readonly rss: number }
  /** CPU seconds (user + system) this process used so far, and the commands it processed. */
  | { readonly t: 'cpu'; readonly seconds: number; readonly commands: number }
  /** The profiler started (file null) or stopped, its profile written to `file`. */
  | { readonly t: 'profile'; readonly file: string | null };

const dir = mkdtempSync(join(tmpdir(), 'among-cultists-load-'));
const at = process.argv.indexOf('--database');
const database = at >= 0 ? process.argv[at + 1] : undefined;
const profileAt = process.argv.indexOf('--profile-dir');
const profileDir = profileAt >= 0 ? process.argv[profileAt + 1] : undefined;
const inspector = profileDir === undefined ? null : new Session();
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
  } else if (request.t === 'profile') {
    void profile(request.on).then(
      (file) => {
        report({ t: 'profile', file });
      },
      (e: unknown) => {
        process.stderr.write(`bench server: the profiler failed: ${String(e)}\n`);
        process.exit(1);
      },
    );
  } else {
    void server.close().then(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});

/** Starts the profiler (null), or stops it and writes its profile (the file's path). */
async function profile(on: boolean): Promise<string | null> {
  if (inspector === null || profileDir === undefined) throw new Error('started without --profile-dir');
  if (on) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
    return null;
  }
  const { profile: taken } = await inspector.post('Profiler.stop');
  inspector.disconnect();
  const file = join(profileDir, `server-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(taken));
  return file;
}
