/**
 * Reading a stored solo game of any format this page knows: format 2 as it is, format 1 (one person, before
 * pass and play) as a format-2 game with that one person, so that a game saved before the change resumes.
 */
import type { Notebook } from '@among-cultists/protocol';
import { SOLO_SAVE_FORMAT, type SoloSave } from './types.ts';

/** A format-1 save: one person's seat (`human`) and notebook. */
interface SoloSaveV1 extends Omit<SoloSave, 'format' | 'people' | 'showing' | 'notebooks'> {
  readonly format: 1;
  readonly human: number;
  readonly notebook: Notebook | null;
}

/** A save as read back: of a format this page reads, or of another page's (told by `format`). */
export type StoredSave = SoloSave | SoloSaveV1 | { readonly id: string; readonly format: number };

/** The stored game as this page plays it, or null for a format it does not know (an older or newer page's). */
export function readSave(stored: StoredSave): SoloSave | null {
  if (stored.format === SOLO_SAVE_FORMAT) return stored as SoloSave;
  if (stored.format !== 1) return null;
  const { human, notebook, ...rest } = stored as SoloSaveV1;
  return {
    ...rest,
    format: SOLO_SAVE_FORMAT,
    people: [human],
    showing: human,
    notebooks: rest.seats.map((s) => (s.seat === human ? notebook : null)),
  };
}
