/**
 * Positions for the Action Phase tests (not part of the engine's API).
 */
import type { PositionSetup, SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import { legalActions } from '../legal.ts';
import { position } from '../testing.ts';
import type { ActionType } from '../actions.ts';
import type { PlayerCount, Role, Seat } from '../types.ts';

export const ROLES: Readonly<Record<5 | 7, readonly Role[]>> = {
  5: ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'],
  7: ['cultist', 'cultist', 'investigator', 'investigator', 'investigator', 'investigator', 'investigator'],
};

/**
 * Route cards per seat. Their colours in rounds 1/5/9: seat 0 route 3 (green, darkblue), seat 1
 * route 1 (darkblue, pink, lightblue), seat 2 route 2 (orange, red), seat 3 route 4 (pink,
 * orange), seat 4 route 5 (lightblue, green, red), seat 5 route 6 (red, darkblue), seat 6 route 7
 * (orange, green).
 */
export const ROUTES = [3, 1, 2, 4, 5, 6, 7];

export interface Table extends Omit<Partial<PositionSetup>, 'seats' | 'players'> {
  readonly players?: 5 | 7;
}

/**
 * The Action Phase of round 1 with the Knife holder (seat 0 unless stated) to act. Seats not
 * described wait in the central hallway; a string is a location. Hands are small so that decks
 * can be stacked without breaking card conservation, the Draw pile holds two Success cards, and
 * every Pulse deck holds one Alive card.
 */
export function table(seats: Readonly<Record<number, string | SeatSetup>> = {}, rest: Table = {}): GameState {
  const players: PlayerCount = rest.players ?? 5;
  const roles = rest.roles ?? ROLES[rest.players ?? 5];
  return position({
    roles,
    routes: ROUTES.slice(0, players),
    knife: 0,
    phase: { kind: 'action' },
    drawPile: ['success', 'success'],
    ...rest,
    players,
    seats: roles.map((role, i) => {
      const own = seats[i];
      return {
        location: 'central',
        pulse: ['alive'],
        hand:
          role === 'cultist'
            ? { alive: 2, dead: 1, success: 1, failure: 1, sabotage: 1 }
            : { alive: 2, success: 2 },
        ...(typeof own === 'string' ? { location: own } : own),
      };
    }),
  });
}

/** The kinds of action `seat` may take now, sorted. */
export function kinds(s: GameState, seat: Seat): ActionType[] {
  return [...new Set(legalActions(s, seat).map((a) => a.type))].sort();
}

/** An explored room deck (3 cards, none of them Sabotage). */
export const EXPLORED = { deck: ['failure', 'failure', 'success'], explored: true } as const;
