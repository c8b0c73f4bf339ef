/**
 * The player's sound settings, remembered in this browser: on or off (off until the player turns it on,
 * since a browser allows sound only after a gesture and a game must not startle a room) and a volume.
 */

export interface SoundSettings {
  readonly on: boolean;
  /** 0 (silent) to 1 (loudest the cues get). */
  readonly volume: number;
}

export const SOUND_KEY = 'ac.sound';
/** Before there was a volume, the turn signals remembered only "sound on" here. */
const LEGACY_KEY = 'ac.signals';
export const DEFAULT_VOLUME = 0.6;
export const SOUND_OFF: SoundSettings = { on: false, volume: DEFAULT_VOLUME };

function clampVolume(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(1, Math.max(0, value))
    : DEFAULT_VOLUME;
}

function parseObject(saved: string | null): Record<string, unknown> | null {
  if (saved === null) return null;
  try {
    const value = JSON.parse(saved) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    // Unreadable: as if nothing had been chosen.
    return null;
  }
}

/** The remembered settings; anything unreadable means sound off at the default volume. */
export function parseSound(saved: string | null, legacy: string | null = null): SoundSettings {
  const value = parseObject(saved);
  if (value === null) return { on: parseObject(legacy)?.sound === true, volume: DEFAULT_VOLUME };
  return { on: value.on === true, volume: clampVolume(value.volume) };
}

export function loadSound(): SoundSettings {
  try {
    return parseSound(localStorage.getItem(SOUND_KEY), localStorage.getItem(LEGACY_KEY));
  } catch {
    // Private mode: nothing remembered.
    return SOUND_OFF;
  }
}

export function saveSound(settings: SoundSettings): void {
  try {
    localStorage.setItem(SOUND_KEY, JSON.stringify(settings));
  } catch {
    // Not remembered; the choice still applies on this page.
  }
}
