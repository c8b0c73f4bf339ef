import { copyRng } from './rng/random.ts';
import type { GameState } from './state.ts';

/** Deep copy of plain JSON data (arrays and objects of primitives). */
export function deepClone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = deepClone(value[i] as unknown);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = deepClone((value as Record<string, unknown>)[key]);
  return out as T;
}

/**
 * A copy that can be mutated without touching `s`. Parts that are never mutated in place are
 * shared: the configuration, the seed words and the log entries (the log array itself is copied).
 */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    rng: copyRng(s.rng),
    phase: deepClone(s.phase),
    seats: s.seats.map((st) => ({ ...st, hand: { ...st.hand }, pulse: [...st.pulse] })),
    rooms: s.rooms.map((r) => (r ? { ...r, deck: [...r.deck] } : null)),
    racks: s.racks.map((r) => ({ ...r })),
    portal: s.portal ? { ...s.portal } : null,
    cultistTokens: [...s.cultistTokens],
    drawPile: [...s.drawPile],
    unsafeDeck: [...s.unsafeDeck],
    bag: [...s.bag],
    clock: [...s.clock],
    effects: { ...s.effects },
    acted: [...s.acted],
    removed: { ...s.removed },
    eventsRemoved: [...s.eventsRemoved],
    deadFromStart: [...s.deadFromStart],
    ...(s.elevators ? { elevators: [...s.elevators] } : {}),
    ...(s.professions ? { professions: { ...s.professions } } : {}),
    log: [...s.log],
  };
}
