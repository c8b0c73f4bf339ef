import { chatSteps } from './chat.ts';
import type { RecordNotebook, RecordNotebookSave, ReplayRecord } from './record.ts';

/** What a replay shows of one seat's notebook at one step. */
export type NotebookAt =
  /** Its last save at or before the step. */
  | { readonly seat: number; readonly kind: 'saved'; readonly notebook: RecordNotebook }
  /** The record keeps no saves of it (an older record, or no action times to place them): as the game ended. */
  | { readonly seat: number; readonly kind: 'final'; readonly notebook: RecordNotebook }
  /** The seat had not saved it yet. */
  | { readonly seat: number; readonly kind: 'notYet' }
  /** Saves made by then were not kept (the server keeps each seat's latest only). */
  | { readonly seat: number; readonly kind: 'dropped' };

/**
 * The step at which each save of the record's history was made, placed between the actions by time as the
 * chat is; null when the record has no history or no action times (its notebooks are then shown as they ended).
 */
export function saveSteps(
  history: readonly RecordNotebookSave[] | undefined,
  actions: ReplayRecord['actions'],
  last: number,
): number[] | null {
  return history === undefined ? null : chatSteps(history, actions, last);
}

/**
 * Each seat's notebook at `step`, in seat order, for every seat that has one in the record: the last save at
 * or before the step (`steps` from `saveSteps`); a seat whose saves the record does not list (or any seat
 * without `steps`) as it ended.
 */
export function notebooksAt(
  notebooks: readonly RecordNotebook[],
  history: readonly RecordNotebookSave[] | undefined,
  steps: readonly number[] | null,
  step: number,
): NotebookAt[] {
  const saves = new Map<number, { save: RecordNotebookSave; step: number }[]>();
  if (history !== undefined && steps !== null)
    history.forEach((save, i) => {
      const list = saves.get(save.seat) ?? [];
      list.push({ save, step: steps[i]! });
      saves.set(save.seat, list);
    });
  const seats = [...new Set([...notebooks.map((n) => n.seat), ...saves.keys()])].sort((a, b) => a - b);
  return seats.flatMap((seat): NotebookAt[] => {
    const own = saves.get(seat);
    if (own === undefined) {
      // Saved before the server kept a history (or not placed in time): only the end is known.
      const final = notebooks.find((n) => n.seat === seat);
      return final === undefined ? [] : [{ seat, kind: 'final', notebook: final }];
    }
    const current = own.findLast((s) => s.step <= step);
    if (current !== undefined) {
      const { marks, notes } = current.save;
      return [{ seat, kind: 'saved', notebook: { seat, marks, notes } }];
    }
    return [{ seat, kind: (own[0]!.save.version ?? 1) > 1 ? 'dropped' : 'notYet' }];
  });
}
