/**
 * How the page tells a player that the game now waits for them, beyond the tab title: a short tone
 * (only once they turned sound on), a buzz on phones, and a system notification while the tab is
 * hidden (only once they allowed it). The choices are remembered in this browser.
 */

export interface SignalPrefs {
  /** A short tone when the game starts waiting for this player; off until they turn it on. */
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

/** One shared audio context, made on the player's click so that the browser lets it play later. */
let audio: AudioContext | null = null;

/** Makes (or wakes) the audio context; call it from a click. False if this browser has no Web Audio. */
export function unlockAudio(): boolean {
  if (typeof AudioContext === 'undefined') return false;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
  return true;
}

/** Two soft rising notes, a quarter of a second: generated, so there is no sound file to load. */
export function playTone(): void {
  if (audio === null && !unlockAudio()) return;
  const ctx = audio!;
  const start = ctx.currentTime;
  for (const [i, freq] of [660, 880].entries()) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const at = start + i * 0.12;
    osc.type = 'sine';
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.12);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.13);
  }
}

export function canNotify(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}
