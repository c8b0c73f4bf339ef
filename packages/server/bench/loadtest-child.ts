// The load test's own server, in a child process (bench-server.ts), and what the load test asks of it.
import { fork, type ChildProcess } from 'node:child_process';
import type { BenchReport, BenchRequest } from './bench-server.ts';
import type { CpuSample } from './loadtest-probes.ts';

/** The server process: started here unless --url names one already running. */
export class BenchServer {
  readonly #child: ChildProcess;
  #waiting: ((report: BenchReport) => void)[] = [];

  private constructor(child: ChildProcess) {
    this.#child = child;
    child.on('message', (report: BenchReport) => {
      this.#waiting.shift()?.(report);
    });
  }

  static async start(
    database?: string,
    profileDir?: string,
  ): Promise<{ server: BenchServer; port: number; storage: string }> {
    const child = fork(
      new URL('./bench-server.ts', import.meta.url),
      [
        ...(database ? ['--database', database] : []),
        ...(profileDir === undefined ? [] : ['--profile-dir', profileDir]),
      ],
      {
        execArgv: ['--import', 'tsx', '--expose-gc'],
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

  /** Starts the child's profiler (null), or stops it: the profile's file. */
  async profile(on: boolean): Promise<string | null> {
    const next = this.#next();
    this.#child.send({ t: 'profile', on } satisfies BenchRequest);
    const report = await next;
    if (report.t !== 'profile') throw new Error('unexpected report from the bench server');
    return report.file;
  }

  async stop(): Promise<void> {
    const exited = new Promise((r) => this.#child.once('exit', r));
    this.#child.send({ t: 'stop' } satisfies BenchRequest);
    await exited;
  }
}
