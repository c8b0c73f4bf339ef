import type { GameOptions, Role, RoleSetName } from '@among-cultists/engine';

/** What this browser remembers for the next game: the player's name and the last settings chosen. */
export interface Remembered {
  readonly name: string;
  readonly character: number;
  readonly players: GameOptions['players'];
  readonly preset: RoleSetName;
  readonly automa: boolean;
  readonly special: readonly Role[];
  /** Seconds per decision, or null without timers. */
  readonly seconds: number | null;
  /** The map: a shipped board's id (components/BoardSelect.tsx). */
  readonly board: 'university' | 'mountains';
}

const KEY = 'ac.remembered';

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * What was remembered, field by field: anything missing or malformed (another version wrote it, someone
 * edited it) is left out, and the form keeps its own default for it.
 */
export function loadRemembered(): Partial<Remembered> {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const r = raw as Record<string, unknown>;
  return {
    ...(typeof r.name === 'string' && r.name.length <= 30 ? { name: r.name } : {}),
    ...(isInt(r.character, 0, 9) ? { character: r.character } : {}),
    ...(isInt(r.players, 4, 8) ? { players: r.players as GameOptions['players'] } : {}),
    ...(r.preset === 'first' || r.preset === 'recommended' || r.preset === 'expert'
      ? { preset: r.preset }
      : {}),
    ...(typeof r.automa === 'boolean' ? { automa: r.automa } : {}),
    ...(Array.isArray(r.special) && r.special.every((x) => typeof x === 'string')
      ? { special: r.special as Role[] }
      : {}),
    ...(r.seconds === null || isInt(r.seconds, 1, 900) ? { seconds: r.seconds } : {}),
    ...(r.board === 'university' || r.board === 'mountains' ? { board: r.board } : {}),
  };
}

/** Remembers these fields (the others stay as they were). */
export function remember(fields: Partial<Remembered>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...loadRemembered(), ...fields }));
  } catch {
    // Private mode: nothing is remembered.
  }
}
