import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  BOARD,
  SHIPPED_BOARD,
  useBoard,
  useShippedBoard,
  validateBoard,
} from '@among-cultists/engine/content';
import { UsageError } from './usage-error.ts';

/**
 * --board: play a run on another board file (a corrected board.json) instead of the shipped one.
 * The CLI reads and checks the file; the engine validates the parsed data again and plays on it.
 */

/** The board a run played on, as its summary records it. */
export interface BoardRecord {
  /** The --board file as given on the command line, or null for the board shipped with the engine. */
  readonly file: string | null;
  /** SHA-256 of the file's bytes (hex): which version of the board this was. */
  readonly sha256: string;
}

/** A board file read with --board: its record and its parsed, validated data. */
export interface BoardFile extends BoardRecord {
  readonly file: string;
  readonly data: unknown;
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

let shippedSha: string | null = null;

/** The record of the shipped board: packages/engine/src/content/board.json. */
export function shippedBoardRecord(): BoardRecord {
  shippedSha ??= sha256(
    readFileSync(new URL('./board.json', import.meta.resolve('@among-cultists/engine/content'))),
  );
  return { file: null, sha256: shippedSha };
}

/** The record of a run's board: the --board file, or the shipped board. */
export function boardRecord(board: BoardFile | null): BoardRecord {
  return board === null ? shippedBoardRecord() : { file: board.file, sha256: board.sha256 };
}

/** How a board is named in text output and reports: its file and (the start of) its SHA-256. */
export function boardLabel(record: BoardRecord, digits = 12): string {
  return `${record.file ?? 'shipped board.json'} (sha256 ${record.sha256.slice(0, digits)})`;
}

/**
 * Reads a --board file: a missing or unreadable file, text that is not JSON, or a board the
 * validator rejects is a usage error (the last with every problem the validator found).
 */
export function readBoardFile(file: string, flag = '--board'): BoardFile {
  if (file.length === 0) throw new UsageError(`${flag} needs a file name.`);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      `${flag}: cannot read ${file}${code === 'ENOENT' ? ': no such file' : `: ${(e as Error).message}`}.`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch (e) {
    throw new UsageError(`${flag}: ${file} is not JSON (${(e as Error).message}).`);
  }
  const problems = validateBoard(data);
  if (problems.length > 0) {
    throw new UsageError(
      `${flag}: ${file} is not a valid board (${problems.length} problem${problems.length === 1 ? '' : 's'}; see docs/board.md):\n- ${problems.join('\n- ')}`,
    );
  }
  return { file, sha256: sha256(bytes), data };
}

/** --board as parsed: absent is null (the shipped board). */
export function boardFlag(value: string | undefined): BoardFile | null {
  return value === undefined ? null : readBoardFile(value);
}

/** Installs `board` in this thread; the function returned puts back the board in use before. */
function install(board: BoardFile): () => void {
  const before = BOARD;
  useBoard(board.data);
  return () => {
    if (before === SHIPPED_BOARD) useShippedBoard();
    else useBoard(before.data);
  };
}

/**
 * Runs `run` with `board` installed in this thread (the pool passes it on to the worker threads),
 * then puts back the board that was in use before. A null board changes nothing.
 */
export async function onBoard<T>(board: BoardFile | null, run: () => Promise<T>): Promise<T> {
  if (board === null) return run();
  const restore = install(board);
  try {
    return await run();
  } finally {
    restore();
  }
}

/** `onBoard` for work that runs on this thread alone. */
export function onBoardSync<T>(board: BoardFile | null, run: () => T): T {
  if (board === null) return run();
  const restore = install(board);
  try {
    return run();
  } finally {
    restore();
  }
}

/** The board data the worker threads must install: null when this thread plays the shipped board. */
export function boardForWorkers(): unknown {
  return BOARD === SHIPPED_BOARD ? null : BOARD.data;
}

/** In a worker thread: plays on the board the main thread passed (null: the shipped one). */
export function installWorkerBoard(data: unknown): void {
  if (data === null || data === undefined) useShippedBoard();
  else useBoard(data);
}
