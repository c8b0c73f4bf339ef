/**
 * The replay's tip on its keys is shown once: in the first replay this browser opens, until the first move or
 * until it is dismissed. After that the shortcuts stay one button away.
 */
export const HINT_KEY = 'ac.replay.hint';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A browser that forbids storage: the tip shows once per page.
    return null;
  }
}

/** Whether this browser has shown the tip already. */
export function hintShown(): boolean {
  try {
    return storage()?.getItem(HINT_KEY) === 'shown';
  } catch {
    return false;
  }
}

/** Remembers that the tip has been shown (it is, from its first display on). */
export function rememberHint(): void {
  try {
    storage()?.setItem(HINT_KEY, 'shown');
  } catch {
    // Private mode: it shows again in the next replay.
  }
}
