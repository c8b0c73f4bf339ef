import boardJson from './board.json' with { type: 'json' };
import { loadBoard, type Board, type Layout } from './board.ts';

export * from './board.ts';
export type * from './board-types.ts';
export * from './tables.ts';

/** The board shipped with the game (reconstructed; see docs/board.md), validated on load. */
export const BOARD: Board = loadBoard(boardJson);

export function layoutById(id: string): Layout {
  const layout = BOARD.layouts.get(id);
  if (!layout) throw new Error(`Unknown layout '${id}'`);
  return layout;
}
