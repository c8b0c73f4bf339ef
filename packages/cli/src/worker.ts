import { parentPort, workerData } from 'node:worker_threads';
import { playTask } from './games.ts';
import type { Chunk, ChunkResult, WorkerSetup } from './pool.ts';

/** A worker plays the games of each chunk it is sent (on the task's board) and sends back their records. */
const { task } = workerData as WorkerSetup;
const port = parentPort!;
port.on('message', (chunk: Chunk) => {
  const games = [];
  for (let i = chunk.from; i < chunk.to; i++) games.push(playTask(task, i));
  port.postMessage({ from: chunk.from, games } satisfies ChunkResult);
});
