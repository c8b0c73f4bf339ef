/**
 * Positions for the room, Unsafe Passage and book tests (not part of the engine's API).
 */
import { SHIPPED_BOARD, layoutById, PLAYER_COUNT_TABLE } from '../content/index.ts';
import type { PositionSetup, SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import { position } from '../testing.ts';
import type { Colour, PlayerCount, Role } from '../types.ts';
import { routeLine } from './context.ts';

export const ROLES: Readonly<Record<PlayerCount, readonly Role[]>> = {
  5: ['investigator', 'cultist', 'seer', 'investigator', 'investigator'],
  6: ['investigator', 'cultist', 'seer', 'investigator', 'investigator', 'investigator'],
  7: ['investigator', 'cultist', 'investigator', 'cultist', 'investigator', 'investigator', 'investigator'],
  8: [
    'investigator',
    'cultist',
    'seer',
    'cultist',
    'investigator',
    'investigator',
    'investigator',
    'investigator',
  ],
};

/** Route ids whose line for `round` offers `colour`, then the others. */
function routesFor(colour: Colour | null, round: number): number[] {
  const offers = (id: number): boolean =>
    colour !== null &&
    SHIPPED_BOARD.routes.find((r) => r.id === id)!.lines[routeLine(round)]!.includes(colour);
  const ids = SHIPPED_BOARD.routes.map((r) => r.id);
  return [...ids.filter(offers), ...ids.filter((id) => !offers(id))];
}

export interface Fixture extends Omit<Partial<PositionSetup>, 'seats' | 'players'> {
  readonly players?: PlayerCount;
  /** Where seat 0 (an Investigator and the Knife holder, whose Route allows that room) stands. */
  readonly at?: string;
  /** Per-seat overrides, merged over the defaults. */
  readonly seats?: Readonly<Record<number, SeatSetup>>;
}

/**
 * The Action Phase of round 1 (unless stated) with seat 0 to act. Everyone else waits in the
 * central hallway. Hands are small so that room decks can be stacked without breaking card
 * conservation; every Pulse deck holds a single Alive card.
 */
export function fixture(f: Fixture = {}): GameState {
  const players = f.players ?? 5;
  const roles = f.roles ?? ROLES[players];
  const layout = layoutById(PLAYER_COUNT_TABLE[players].layout);
  const at = f.at ?? 'central';
  const colour = layout.colour[layout.byId[at] ?? layout.central] ?? null;
  const { seats, at: _at, players: _players, ...rest } = f;
  return position({
    players,
    roles,
    routes: routesFor(colour, f.round ?? 1).slice(0, players),
    phase: { kind: 'action', seat: 0 },
    ...rest,
    seats: roles.map((_, i) => ({
      location: i === 0 ? at : layout.locations[layout.central]!.id,
      hand: i === 0 ? { alive: 2, success: 2, failure: 1, sabotage: 1 } : { alive: 2, success: 1 },
      pulse: ['alive'],
      ...seats?.[i],
    })),
  });
}
