import { parentPort, workerData } from 'node:worker_threads';
import { installWorkerBoard } from './board-file.ts';
import { playTask } from './games.ts';
import type { Chunk, ChunkResult, WorkerSetup } from './pool.ts';

/** A worker plays the games of each chunk it is sent, on the main thread's board, and sends back their records. */
const { task, board } = workerData as WorkerSetup;
installWorkerBoard(board);
const port = parentPort!;
port.on('message', (chunk: Chunk) => {
  const games = [];
  for (let i = chunk.from; i < chunk.to; i++) games.push(playTask(task, i));
  port.postMessage({ from: chunk.from, games } satisfies ChunkResult);
});
