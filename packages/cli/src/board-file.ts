import { readFileSync } from 'node:fs';
import {
  BoardError,
  DEFAULT_BOARD_ID,
  loadBoard,
  SHIPPED_BOARD,
  SHIPPED_BOARDS,
  shippedBoard,
  type Board,
} from '@among-cultists/engine';
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

/** A map shipped with the engine other than the default one, chosen with --map (file null). */
export interface ShippedMap {
  readonly file: null;
  readonly board: Board;
}

/** The board a run plays on when it is not the default: a --board file or a --map. */
export type BoardChoice = BoardFile | ShippedMap;

/** The record of the shipped board: packages/engine/src/content/board.json. */
export function shippedBoardRecord(): BoardRecord {
  return { file: null, id: SHIPPED_BOARD.id, sha256: SHIPPED_BOARD.sha256 };
}

/** The record of a run's board: the --board file, the --map, or the default shipped board. */
export function boardRecord(board: BoardChoice | null): BoardRecord {
  return board === null
    ? shippedBoardRecord()
    : { file: board.file, id: board.board.id, sha256: board.board.sha256 };
}

/** Whether a record names a board other than the default shipped one (text output then says which). */
export function otherBoard(record: BoardRecord | undefined): record is BoardRecord {
  return (
    record !== undefined && (record.file !== null || (record.id ?? DEFAULT_BOARD_ID) !== DEFAULT_BOARD_ID)
  );
}

/**
 * How a board is named in text output and reports: its file, or the shipped map's name, and (the
 * start of) its SHA-256.
 */
export function boardLabel(record: BoardRecord, digits = 12): string {
  const sha = record.sha256.slice(0, digits);
  const map = record.id !== undefined && record.id !== DEFAULT_BOARD_ID ? shippedBoard(record.id) : undefined;
  if (record.file === null && map) return `the ${map.name} map (shipped, --map ${map.id}, sha256 ${sha})`;
  return `${record.file ?? 'shipped board.json'} (sha256 ${sha})`;
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

/** The ids --map accepts: the boards shipped with the engine. */
export const MAP_IDS: readonly string[] = SHIPPED_BOARDS.map((b) => b.id);

/** The --map line of a usage text whose descriptions start at `column`. */
export function mapHelp(column: number): string {
  const pad = ' '.repeat(column);
  return [
    `  --map <id>`.padEnd(column) + `play on a map shipped with the engine: ${MAP_IDS.join(', ')}`,
    `${pad}(default ${DEFAULT_BOARD_ID}); mountains is the Mountains of Chaos map`,
    `${pad}(Revolving Door, Elevators); not together with --board`,
  ].join('\n');
}

/**
 * --map and --board together: the run's board. The default map is null, as when neither is given,
 * so its records stay as they were; naming both is a usage error (they would say different boards).
 */
export function boardChoice(map: string | undefined, board: string | undefined): BoardChoice | null {
  if (map !== undefined && board !== undefined) {
    throw new UsageError(
      '--map and --board cannot be used together: --map names a shipped map, --board a board file (give one).',
    );
  }
  if (map === undefined) return boardFlag(board);
  const shipped = shippedBoard(map.trim());
  if (!shipped) {
    throw new UsageError(`--map must be one of: ${MAP_IDS.join(', ')} (got "${map}").`);
  }
  return shipped.id === DEFAULT_BOARD_ID ? null : { file: null, board: shipped };
}
