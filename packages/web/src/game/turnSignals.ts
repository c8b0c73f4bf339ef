/**
 * How the page tells a player that the game now waits for them, beyond the tab title: a short tone
 * (only once they turned sound on, sound/), a buzz on phones, and a system notification while the tab
 * is hidden (only once they allowed it). The choices are remembered in this browser.
 */

export interface SignalPrefs {
  /** The turn cue when the game starts waiting for this player: whether sound is on (sound/settings.ts). */
  readonly sound: boolean;
  /** A notification while the tab is hidden; on only after the browser granted permission. */
  readonly notify: boolean;
}

export const SIGNAL_PREFS_KEY = 'ac.signals';
export const NO_SIGNALS: SignalPrefs = { sound: false, notify: false };

/** The remembered choices; anything unreadable counts as nothing chosen (sound stays off). */
export function parsePrefs(saved: string | null): SignalPrefs {
  if (saved === null) return NO_SIGNALS;
  try {
    const value = JSON.parse(saved) as unknown;
    if (typeof value !== 'object' || value === null) return NO_SIGNALS;
    const { sound, notify } = value as Record<string, unknown>;
    return { sound: sound === true, notify: notify === true };
  } catch {
    return NO_SIGNALS;
  }
}

export function loadPrefs(): SignalPrefs {
  try {
    return parsePrefs(localStorage.getItem(SIGNAL_PREFS_KEY));
  } catch {
    // Private mode: nothing remembered.
    return NO_SIGNALS;
  }
}

export function savePrefs(prefs: SignalPrefs): void {
  try {
    localStorage.setItem(SIGNAL_PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Not remembered; the choice still applies on this page.
  }
}

/** What one change of `waiting` calls for: signals only when the game starts waiting for the player. */
export function signalsFor(
  was: boolean,
  now: boolean,
  prefs: SignalPrefs,
  page: { readonly hidden: boolean; readonly narrow: boolean; readonly canNotify: boolean },
): { readonly tone: boolean; readonly buzz: boolean; readonly notify: boolean; readonly scroll: boolean } {
  const started = now && !was;
  return {
    tone: started && prefs.sound,
    buzz: started && page.narrow,
    notify: started && page.hidden && prefs.notify && page.canNotify,
    scroll: started && page.narrow && !page.hidden,
  };
}

export function canNotify(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}
