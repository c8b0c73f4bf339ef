import { execFile, spawnSync } from 'node:child_process';
import {
  accessSync,
  appendFileSync,
  chownSync,
  constants,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, delimiter, join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL server of the test's own (for fault tests: stopping it, terminating its
 * backends, freezing them), never the shared one at 5432. It listens on 127.0.0.1 only, on a free
 * port, with its data in a temporary folder; `trust` authentication, superuser `postgres`, database
 * `test`. As root (CI), it runs as an unprivileged user (`postgres`, else `nobody`): initdb refuses root.
 */
export interface LocalPostgres {
  /** postgres://postgres@127.0.0.1:<port>/test */
  readonly url: string;
  readonly port: number;
  /** A fast shutdown: connections are terminated, new ones refused until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  /** Terminates every client backend of the test database except the one running the query; returns how many. */
  terminateBackends(): Promise<number>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

const BINARIES = ['initdb', 'pg_ctl', 'postgres'] as const;

interface Owner {
  readonly name: string;
  readonly uid: number;
  readonly gid: number;
}

/** The folder holding initdb, pg_ctl and postgres: /usr/local/bin, PATH, or Debian's /usr/lib/postgresql/<n>/bin. */
function binaryFolder(): string | null {
  const candidates = [
    '/usr/local/bin',
    ...(process.env.PATH ?? '').split(delimiter).filter((d) => d.length > 0),
  ];
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  } catch {
    // not Debian's layout
  }
  return (
    candidates.find((dir) =>
      BINARIES.every((name) => {
        try {
          accessSync(join(dir, name), constants.X_OK);
          return true;
        } catch {
          return false;
        }
      }),
    ) ?? null
  );
}

/** Who runs the server: this process's user, or as root the first of `postgres`, `nobody` that exists. */
function owner(): Owner | null | 'none' {
  if (process.getuid?.() !== 0) return null;
  let passwd: string;
  try {
    passwd = readFileSync('/etc/passwd', 'utf8');
  } catch {
    return 'none';
  }
  for (const name of ['postgres', 'nobody']) {
    const line = passwd.split('\n').find((l) => l.startsWith(`${name}:`));
    const [, , uid, gid] = line?.split(':') ?? [];
    if (uid !== undefined && gid !== undefined && Number(uid) !== 0)
      return { name, uid: Number(uid), gid: Number(gid) };
  }
  return 'none';
}

/** Why a local PostgreSQL cannot be started here (tests skip with it), or null when it can. */
export function postgresAvailable(): string | null {
  if (binaryFolder() === null)
    return `PostgreSQL binaries (${BINARIES.join(', ')}) not found in /usr/local/bin, PATH or /usr/lib/postgresql/*/bin`;
  if (owner() === 'none')
    return 'running as root, and no unprivileged user (postgres or nobody) to run PostgreSQL as';
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

/** The environment without PG* variables (PGDATA, PGPORT… must not redirect the commands). */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { LC_ALL: 'C' };
  for (const [key, value] of Object.entries(process.env))
    if (!key.startsWith('PG') && !key.startsWith('LC_') && key !== 'LANG') env[key] = value;
  return env;
}

/** Servers not closed yet: killed at exit, so that a failed test leaves no server or folder behind. */
const running = new Set<{ readonly kill: () => void }>();
let exitHook = false;

export async function startPostgres(): Promise<LocalPostgres> {
  const bin = binaryFolder();
  const user = owner();
  if (bin === null || user === 'none') throw new Error(postgresAvailable() ?? 'PostgreSQL cannot run here');
  const ids = user ? { uid: user.uid, gid: user.gid } : {};
  const root = mkdtempSync(join(tmpdir(), 'among-cultists-pg-'));
  if (user) chownSync(root, user.uid, user.gid);
  const data = join(root, 'data');
  const logFile = join(root, 'postgres.log');

  const run = (name: string, args: string[], timeoutMs = 60_000): Promise<void> =>
    new Promise((resolve, reject) => {
      execFile(
        join(bin, name),
        args,
        { ...ids, cwd: root, env: cleanEnv(), timeout: timeoutMs },
        (error, _stdout, stderr) => {
          if (!error) {
            resolve();
            return;
          }
          let log = '';
          try {
            log = readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n');
          } catch {
            // no log yet
          }
          reject(new Error(`${basename(name)} ${args.join(' ')}: ${stderr.trim() || error.message}\n${log}`));
        },
      );
    });

  let up = false;
  const entry = {
    kill: () => {
      if (up)
        spawnSync(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w'], {
          ...ids,
          cwd: root,
          env: cleanEnv(),
        });
      up = false;
      rmSync(root, { recursive: true, force: true });
    },
  };
  running.add(entry);
  if (!exitHook) {
    exitHook = true;
    process.once('exit', () => {
      for (const server of running) server.kill();
    });
  }

  const start = async (): Promise<void> => {
    if (up) return;
    await run('pg_ctl', ['start', '-D', data, '-l', logFile, '-w', '-t', '30']);
    up = true;
  };
  const stop = async (): Promise<void> => {
    if (!up) return;
    await run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30']);
    up = false;
  };
  const close = async (): Promise<void> => {
    try {
      await stop();
    } finally {
      running.delete(entry);
      entry.kill();
    }
  };

  try {
    const port = await freePort();
    await run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        '',
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        // No Unix socket: /var/run/postgresql may be missing or the shared server's.
        "unix_socket_directories = ''",
        'max_connections = 40',
        // A throwaway server: durability costs time and buys nothing.
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    await start();
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query('create database test');
    } finally {
      await admin.end();
    }
    const url = `postgres://postgres@127.0.0.1:${port}/test`;
    return {
      url,
      port,
      start,
      stop,
      async restart() {
        await stop();
        await start();
      },
      async terminateBackends() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const result = await client.query<{ terminated: number }>(
            `with targets as materialized (
               select pid from pg_stat_activity
               where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
             )
             select count(*)::int as terminated from targets where pg_terminate_backend(pid)`,
          );
          return result.rows[0]?.terminated ?? 0;
        } finally {
          await client.end();
        }
      },
      close,
    };
  } catch (e) {
    // The start failed: clean up, and if that fails too, say so alongside the first failure.
    try {
      await close();
    } catch (cleanup) {
      throw new AggregateError(
        [e, cleanup],
        'PostgreSQL for the test did not start, and cleaning up failed too',
      );
    }
    throw e;
  }
}
