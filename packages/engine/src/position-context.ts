import { locationIndex } from './content/board.ts';
import type { PositionSetup } from './position.ts';
import type { GameState, Resume } from './state.ts';
import type { LocationId, Seat } from './types.ts';

/** The shared parts of `buildPosition`'s steps: their context and the checks several of them make. */

/** What a step of `buildPosition` works with: the description, the state it builds, where problems go. */
export interface PositionContext {
  readonly setup: PositionSetup;
  readonly s: GameState;
  readonly bad: (field: string, message: string) => void;
}

/** A seat index of this table, or the problem named. */
export function seatOk(
  s: GameState,
  seat: unknown,
  field: string,
  bad: (f: string, m: string) => void,
): seat is Seat {
  const n = s.seats.length;
  if (typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < n) return true;
  bad(field, `A seat from 0 to ${n - 1}.`);
  return false;
}

/** A location id of this layout as its index, or the problem named (and the central hallway). */
export function locationOf(
  s: GameState,
  id: string,
  field: string,
  bad: (f: string, m: string) => void,
): LocationId {
  const layout = s.config.board.layout;
  const i = locationIndex(layout, id);
  if (i === undefined)
    bad(field, `There is no location '${id}' on this map (${layout.locations.map((l) => l.id).join(', ')}).`);
  return i ?? layout.central;
}

/** Seats before `seat` in turn order (the Knife holder first): those who have acted before it. */
export function seatsBefore(s: GameState, seat: Seat): Seat[] {
  const n = s.seats.length;
  const order = (x: Seat): number => (x - s.knife + n) % n;
  return s.seats.map((_, i) => i).filter((i) => order(i) < order(seat));
}

/** Marks `acted` as having acted this round; only seats before `seat` may, unless a Portal partner did. */
export function markActed(
  s: GameState,
  seat: Seat,
  acted: readonly Seat[],
  bad: (f: string, m: string) => void,
): void {
  const n = s.seats.length;
  const order = (x: Seat): number => (x - s.knife + n) % n;
  for (const a of acted) if (seatOk(s, a, 'phase.acted', bad)) s.acted[a] = true;
  if (acted.some((a) => order(a) > order(seat)) && s.portal?.status !== 'closed')
    bad(
      'phase.acted',
      'Only seats before the one to act have acted, unless the Portal was closed with a partner.',
    );
}

/**
 * Who has acted before a Vote that `initiator` called (and the Mayor's decision that ends one): after an
 * event (False Eyes, Lifelines) nobody, the Action Phase not begun; otherwise the seats before it, unless
 * `acted` says, and the initiator. Returns where play goes on after the Vote.
 */
export function placeVoteCaller(
  s: GameState,
  setup: { readonly initiator: Seat; readonly after?: string; readonly acted?: readonly Seat[] },
  bad: (f: string, m: string) => void,
): Resume {
  const inEventPhase = setup.after === 'falseEyes' || setup.after === 'lifelines';
  if (inEventPhase) {
    if (setup.acted !== undefined && setup.acted.length > 0)
      bad(
        'phase.acted',
        'After the event (False Eyes, Lifelines) the Action Phase has not begun: nobody has acted.',
      );
  } else {
    markActed(
      s,
      setup.initiator,
      [...(setup.acted ?? seatsBefore(s, setup.initiator)), setup.initiator],
      bad,
    );
  }
  return inEventPhase ? { to: 'actionPhase' } : { to: 'nextAction' };
}
