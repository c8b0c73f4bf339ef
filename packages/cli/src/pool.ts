import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { playTask, type GameSummary, type GameTask, type TournamentGame } from './games.ts';
import { progressBar } from './progress.ts';

/** Games `from` (inclusive) to `to` (exclusive) of the run. */
export interface Chunk {
  readonly from: number;
  readonly to: number;
}

/** What a worker thread starts with: the task (its table says which board to play on). */
export interface WorkerSetup {
  readonly task: GameTask;
}

export interface ChunkResult {
  readonly from: number;
  readonly games: (GameSummary | TournamentGame)[];
}

export function defaultWorkers(): number {
  return availableParallelism();
}

/** Small chunks keep the threads evenly busy and the progress bar moving; large ones cost fewer messages. */
function chunkSize(count: number, workers: number): number {
  return Math.max(1, Math.min(50, Math.floor(count / (workers * 8))));
}

/**
 * Plays games 0..count-1 of the task and returns their records in index order. With one worker
 * the games are played on this thread; otherwise `workers` threads take chunks of indices in
 * turn. Every game depends only on the task and its index, so the records are the same for any
 * number of workers. The task's table carries the board, so every thread plays the same one.
 */
export async function runGames<G extends GameSummary = GameSummary>(
  task: GameTask,
  count: number,
  workers: number,
  onProgress?: (done: number) => void,
): Promise<G[]> {
  const threads = Math.min(workers, count);
  if (threads <= 1) {
    const games: G[] = [];
    for (let i = 0; i < count; i++) {
      games.push(playTask(task, i) as G);
      if (i % 10 === 9 || i === count - 1) onProgress?.(i + 1);
    }
    return games;
  }
  const size = chunkSize(count, threads);
  const games = new Array<G>(count);
  let next = 0;
  let done = 0;
  const setup: WorkerSetup = { task };
  const pool = Array.from(
    { length: threads },
    () => new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: setup }),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      const give = (worker: Worker): void => {
        if (next >= count) return;
        const chunk: Chunk = { from: next, to: Math.min(count, next + size) };
        next = chunk.to;
        worker.postMessage(chunk);
      };
      for (const worker of pool) {
        worker.on('message', (result: ChunkResult) => {
          result.games.forEach((g, i) => (games[result.from + i] = g as G));
          done += result.games.length;
          onProgress?.(done);
          if (done === count) resolve();
          else give(worker);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (done < count) reject(new Error(`a simulator worker stopped (exit code ${code})`));
        });
        give(worker);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return games;
}

/** `runGames` with a progress bar on stderr (none with `quiet`), stopped however the run ends. */
export async function runGamesWithProgress<G extends GameSummary = GameSummary>(
  task: GameTask,
  count: number,
  workers: number,
  label: string,
  quiet: boolean,
): Promise<G[]> {
  const bar = progressBar(count, label, quiet);
  try {
    return await runGames<G>(task, count, workers, (done) => {
      bar.update(done);
    });
  } finally {
    bar.stop();
  }
}
