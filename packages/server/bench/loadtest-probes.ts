// What the load test reads to put a CPU cost on each action: a node's CPU seconds and commands (its
// /metrics), and the CPU of other processes on this machine (PostgreSQL's backends, Redis) from /proc.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

export interface CpuSample {
  readonly seconds: number;
  readonly commands: number;
}

/** A node's CPU seconds and commands so far, from its Prometheus metrics (a node under load may be slow to answer). */
export async function scrape(url: string): Promise<CpuSample> {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
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

const ticksPerSecond = ((): number => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const n = Number(out.stdout.trim());
  return out.status === 0 && n > 0 ? n : 100;
})();

/**
 * CPU seconds (user + system) used so far by the processes whose command line `matches`, from /proc.
 * A process that ends between two samples takes its CPU with it: PostgreSQL's backends live as long as the
 * nodes' connection pools, so over a window of play they stay.
 */
export function processCpu(matches: (comm: string, cmdline: string) => boolean): number {
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch (e) {
    throw new Error(`/proc cannot be read, so no process's CPU can be: ${String(e)}`);
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    let cmdline: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue; // The process ended while the list was read: nothing of it is left to count.
    }
    // The command name is in parentheses and may hold spaces: the fields after it are counted from its end.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    if (!matches(comm, cmdline)) continue;
    const fields = stat.slice(close + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name and the state.
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / ticksPerSecond;
}

/** PostgreSQL's backends connected to `database` (their title names the database after the user). */
export function postgresBackends(database: string): () => number {
  return () =>
    processCpu(
      (comm, cmdline) =>
        comm === 'postgres' && cmdline.startsWith('postgres: ') && cmdline.includes(` ${database} `),
    );
}

/** PostgreSQL's own processes (checkpointer, WAL writer…): shared by every database on the server. */
export function postgresBackground(): number {
  return processCpu(
    (comm, cmdline) =>
      comm === 'postgres' &&
      (!cmdline.startsWith('postgres: ') ||
        /: (checkpointer|background writer|walwriter|autovacuum|logical)/.test(cmdline)),
  );
}

/** Redis's CPU: of the server listening on `port` (its title ends with the address), or of every one on this machine. */
export function redisServer(port?: number): () => number {
  return () =>
    processCpu(
      (comm, cmdline) =>
        comm === 'redis-server' && (port === undefined || cmdline.trimEnd().endsWith(`:${port}`)),
    );
}

/**
 * The whole machine's CPU seconds so far, busy and in all (every core, from /proc/stat): what other work took
 * of it during a window says how far this run's figures are those of a shared machine.
 */
export function machineCpu(): { busy: number; all: number } {
  const first = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  // cpu user nice system idle iowait irq softirq steal …: idle and iowait are the only idle ones.
  const ticks = first.trim().split(/\s+/).slice(1, 9).map(Number);
  if (!first.startsWith('cpu ') || ticks.length < 8 || ticks.some((t) => !Number.isFinite(t)))
    throw new Error(`/proc/stat does not begin with the machine's cpu line: "${first}"`);
  const all = ticks.reduce((n, t) => n + t, 0);
  return { busy: (all - ticks[3]! - ticks[4]!) / ticksPerSecond, all: all / ticksPerSecond };
}
