import boardJson from './board.json' with { type: 'json' };
import mountainsJson from './mountains.json' with { type: 'json' };
import { loadBoard, type Board, type BoardRef, type Layout } from './board.ts';

// The boards the engine ships, validated and hashed when this module is evaluated. A module of its own, its
// calls marked pure: a bundle whose first screen never reads them (the web's game page, whose board comes in
// the view) keeps them in a chunk that screen does not load, and does not spend its first render on them
// (issue 26; packages/web/vite.config.ts).

/** The board shipped with the game (reconstructed; see docs/board.md), validated on load. */
export const SHIPPED_BOARD: Board = /* @__PURE__ */ loadBoard(boardJson);

/** The Mountains of Chaos maps of the expansion (reconstructed; see docs/board.md), validated on load. */
export const MOUNTAINS_BOARD: Board = /* @__PURE__ */ loadBoard(mountainsJson);

/** Every board the engine ships, in the order a menu lists them. */
export const SHIPPED_BOARDS: readonly Board[] = /* @__PURE__ */ Object.freeze([
  SHIPPED_BOARD,
  MOUNTAINS_BOARD,
]);

/** The board a game is played on when its options name none. */
export const DEFAULT_BOARD_ID = SHIPPED_BOARD.id;

/** A shipped board by id, or undefined. */
export function shippedBoard(id: string): Board | undefined {
  return SHIPPED_BOARDS.find((b) => b.id === id);
}

/** Whether `ref` names a shipped board with exactly that content. */
export function isShippedBoard(ref: BoardRef): boolean {
  return shippedBoard(ref.id)?.sha256 === ref.sha256;
}

/**
 * @deprecated The shipped board. Games no longer read a process-wide board: each game's board is
 * in its configuration (`state.config.board`, `view.board`). Kept so that older callers still work.
 */
export const BOARD: Board = SHIPPED_BOARD;

/** A fresh copy of the shipped board's JSON data, free to modify (e.g. to try a correction). */
export function shippedBoardData(): unknown {
  return structuredClone(boardJson);
}

/**
 * A layout of the shipped board by id. A game's own layout is `state.config.board.layout` (or
 * `view.board.layout`), which is the one to use for anything about that game.
 */
export function layoutById(id: string): Layout {
  const layout = SHIPPED_BOARD.layouts.get(id);
  if (!layout) throw new Error(`Unknown layout '${id}'`);
  return layout;
}
