import { readFileSync } from 'node:fs';
import { BoardError, loadBoard, SHIPPED_BOARD, type Board } from '@among-cultists/engine';
import { UsageError } from './usage-error.ts';

/**
 * --board: play a run on another board file (a corrected board.json) instead of the shipped one.
 * The board travels with each game's options (the engine keeps no board of its own), so runs on
 * different boards can share a process.
 */

/** The board a run played on, as its summary records it. */
export interface BoardRecord {
  /** The --board file as given on the command line, or null for the board shipped with the engine. */
  readonly file: string | null;
  /** The board's id (absent in records written before boards had one). */
  readonly id?: string;
  /** SHA-256 of the board's content (hex), as the engine computes it and game records carry it. */
  readonly sha256: string;
}

/** A board file read with --board: where it came from and the board, validated. */
export interface BoardFile {
  readonly file: string;
  readonly board: Board;
}

/** The record of the shipped board: packages/engine/src/content/board.json. */
export function shippedBoardRecord(): BoardRecord {
  return { file: null, id: SHIPPED_BOARD.id, sha256: SHIPPED_BOARD.sha256 };
}

/** The record of a run's board: the --board file, or the shipped board. */
export function boardRecord(board: BoardFile | null): BoardRecord {
  return board === null
    ? shippedBoardRecord()
    : { file: board.file, id: board.board.id, sha256: board.board.sha256 };
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
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      `${flag}: cannot read ${file}${code === 'ENOENT' ? ': no such file' : `: ${(e as Error).message}`}.`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${flag}: ${file} is not JSON (${(e as Error).message}).`);
  }
  try {
    return { file, board: loadBoard(data) };
  } catch (e) {
    if (!(e instanceof BoardError)) throw e;
    const n = e.problems.length;
    throw new UsageError(
      `${flag}: ${file} is not a valid board (${n} problem${n === 1 ? '' : 's'}; see docs/board.md):\n- ${e.problems.join('\n- ')}`,
    );
  }
}

/** --board as parsed: absent is null (the shipped board). */
export function boardFlag(value: string | undefined): BoardFile | null {
  return value === undefined ? null : readBoardFile(value);
}
