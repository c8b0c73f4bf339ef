import { boardVpTarget, type Layout } from '../content/board.ts';
import type { RouteCardData } from '../content/board-types.ts';
import { MAX_ROUNDS, PLAYER_COUNT_TABLE, type PlayerCountTable } from '../content/tables.ts';
import { ROLE_INFO } from '../content/roles.ts';
import type { LogEntry } from '../log.ts';
import type { GameState } from '../state.ts';
import type { MovementSeat, MovementState } from './movement-state.ts';
import type { LocationId, Seat, Team } from '../types.ts';

/** Small queries and the log writer shared by all rule modules. */

/** The layout this game is played on: its board's, in its configuration. */
export function layoutOf(s: MovementState): Layout {
  return s.config.board.layout;
}

export function tableOf(s: GameState): PlayerCountTable {
  return PLAYER_COUNT_TABLE[s.config.players];
}

/**
 * Appends an entry to the log. Callers pass a fresh literal, which becomes the entry itself, with
 * `round: s.round` and its `vis` (null: everyone) written last in the literal: adding them to the
 * event afterwards changed each entry's shape twice and gave it a second store for the two
 * properties (entries live for the whole game). The order of the keys is the log's JSON.
 */
export function emit(s: GameState, entry: LogEntry): void {
  s.log.push(entry);
}

export function teamOf(s: MovementState, seat: Seat): Team {
  return ROLE_INFO[s.seats[seat]!.role].team;
}

export function isCultist(s: GameState, seat: Seat): boolean {
  return teamOf(s, seat) === 'cultists';
}

export function cultistSeats(s: GameState): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.seats.length; i++) if (isCultist(s, i)) out.push(i);
  return out;
}

/** WIN-01 with MOC-WIN-01 / AMB-53: the map's victory table, shifted by the Portal (ACT-PORTAL-02/03). */
export function vpTarget(s: GameState): number {
  return boardVpTarget(s.config.board, s.config.players) + s.targetShift;
}

/** Seats in turn order starting with `first` (ROUND-03). */
export function clockwiseFrom(s: GameState, first: Seat): Seat[] {
  const n = s.seats.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) out.push((first + i) % n);
  return out;
}

/** Position of a seat in this round's turn order (0 = the Knife holder). */
export function turnIndex(s: GameState, seat: Seat): number {
  const n = s.seats.length;
  return (seat - s.knife + n) % n;
}

/**
 * The Location a location belongs to for Encounters and "same Location" checks: under Secret
 * Doors Revealed, same-coloured rooms count as one (AMB-05).
 */
export function encounterKey(s: GameState, loc: LocationId): number {
  return s.effects.secretDoors ? layoutOf(s).groupKey[loc]! : loc;
}

/** The Location used for GOLD-03 ("a Movement never ends where it started"). */
export function movementKey(s: MovementState, loc: LocationId): number {
  return s.effects.secretDoors && s.config.ruleset.secretDoorsGroupRule ? layoutOf(s).groupKey[loc]! : loc;
}

const NO_ROOMS: readonly LocationId[] = Object.freeze([]);

/** Rooms a Character standing at `loc` may act in: its room, or its whole colour group under Secret Doors. */
export function roomsReachableForActions(s: GameState, loc: LocationId): readonly LocationId[] {
  const layout = layoutOf(s);
  if (!layout.isRoom[loc]) return NO_ROOMS;
  if (!s.effects.secretDoors) return [loc];
  return layout.groupMembers[layout.groupKey[loc]!] ?? [loc];
}

/** Living Characters at an encounter key, in seat order. */
export function livingAt(s: GameState, key: number): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.seats.length; i++) {
    const seat = s.seats[i]!;
    if (seat.alive && encounterKey(s, seat.location) === key) out.push(i);
  }
  return out;
}

/** How many living Characters stand at an encounter key (`livingAt(s, key).length`, without the list). */
export function livingCountAt(s: GameState, key: number): number {
  let count = 0;
  for (let i = 0; i < s.seats.length; i++) {
    const seat = s.seats[i]!;
    if (seat.alive && encounterKey(s, seat.location) === key) count++;
  }
  return count;
}

/**
 * Whether a seat's disc brings light and electricity wherever it stands: a Radiant Beauty's
 * (ROLE-RADIANT-01; as a Ghost too unless the ruleset says otherwise, AMB-30).
 */
export function bringsLight(s: MovementState, seat: MovementSeat): boolean {
  return seat.role === 'radiantBeauty' && (seat.alive || s.config.ruleset.radiantGhost);
}

/**
 * Whether the light is on at a Location, for the Encounter table and the Camera: the power, or a
 * Radiant Beauty standing there (ROLE-RADIANT-01, AMB-30).
 */
export function isLit(s: GameState, key: number): boolean {
  if (s.power) return true;
  for (const st of s.seats) if (bringsLight(s, st) && encounterKey(s, st.location) === key) return true;
  return false;
}

/** Route line for a round: 1/5/9 → 0, 2/6/10 → 1, 3/7 → 2, 4/8 → 3 (ROUTE-02). */
export function routeLine(round: number): number {
  return (round - 1) % 4;
}

/** The rounds each line of a Route card covers, as printed (ROUTE-01): line `routeLine(r)` holds r. */
export const ROUTE_LINE_ROUNDS: readonly (readonly number[])[] = [0, 1, 2, 3].map((line) =>
  Array.from({ length: MAX_ROUNDS }, (_, i) => i + 1).filter((round) => routeLine(round) === line),
);

export function routeOf(s: MovementState, seat: Seat): RouteCardData {
  const id = s.seats[seat]!.route;
  const routes = s.config.board.routes;
  // The shipped boards number their Route cards by position: try that before searching.
  const at = routes[id];
  const card = at?.id === id ? at : routes.find((r) => r.id === id);
  if (!card) throw new Error(`Seat ${seat} holds unknown route card ${id}`);
  return card;
}
