import boardJson from './board.json' with { type: 'json' };
import { loadBoard, type Board, type Layout } from './board.ts';

export * from './board.ts';
export type * from './board-types.ts';
export * from './tables.ts';

/** The board shipped with the game (reconstructed; see docs/board.md), validated on load. */
export const SHIPPED_BOARD: Board = loadBoard(boardJson);

/**
 * The board every rule plays on: the shipped one unless `useBoard` installed another. A live
 * binding: read it when needed, never copy it (or data derived from it) at load time.
 */
export let BOARD: Board = SHIPPED_BOARD;

/**
 * Plays the rest of the process on another board (e.g. a corrected board.json, to try it in the
 * simulator). `raw` is parsed JSON; it is validated like the shipped file, and on any problem
 * the BoardError listing them is thrown and the current board stays in place. Games already
 * under way must not cross a board change. Returns the board now in use.
 */
export function useBoard(raw: unknown): Board {
  BOARD = loadBoard(raw);
  return BOARD;
}

/** Goes back to the shipped board (undoes `useBoard`). */
export function useShippedBoard(): Board {
  BOARD = SHIPPED_BOARD;
  return BOARD;
}

/** A fresh copy of the shipped board's JSON data, free to modify (e.g. to try a correction). */
export function shippedBoardData(): unknown {
  return structuredClone(boardJson);
}

export function layoutById(id: string): Layout {
  const layout = BOARD.layouts.get(id);
  if (!layout) throw new Error(`Unknown layout '${id}'`);
  return layout;
}
