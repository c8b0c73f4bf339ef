// A seat's notebook marks and the cleaning of its notes, plain (plain.ts); the schema is in claims.ts.
/** How a seat marks a Character in its notebook (null: no mark). */
export const NOTEBOOK_MARKS = ['trusted', 'suspect', 'cultist', 'dead'] as const;
export type NotebookMark = (typeof NOTEBOOK_MARKS)[number];

export const MAX_NOTES_LENGTH = 2000;

/**
 * Free notes keep their line breaks and tabs, but no other control characters and no bidirectional
 * overrides (the replay shows them to everyone after the end).
 */
export const NOTES_CONTROL =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Notes as a client may send them: what the schema refuses (a pasted control character) left out. */
export function cleanNotes(notes: string): string {
  return notes.replace(new RegExp(NOTES_CONTROL.source, 'g'), '').slice(0, MAX_NOTES_LENGTH);
}
