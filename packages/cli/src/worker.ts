import { parentPort, workerData } from 'node:worker_threads';
import { playTask, type GameTask } from './games.ts';
import type { Chunk, ChunkResult } from './pool.ts';

/** A worker plays the games of each chunk it is sent and sends back their records. */
const task = workerData as GameTask;
const port = parentPort!;
port.on('message', (chunk: Chunk) => {
  const games = [];
  for (let i = chunk.from; i < chunk.to; i++) games.push(playTask(task, i));
  port.postMessage({ from: chunk.from, games } satisfies ChunkResult);
});
