import type { Layout } from '../content/board.ts';
import type { RouteCardData } from '../content/board-types.ts';
import { routeLine } from '../rules/context.ts';
import type { LocationId, Seat } from '../types.ts';
import type { ViewedEvent } from '../view.ts';

/** A Room action, which the Route binds for Investigators (ACTPH-03). */
export interface RoomAct {
  readonly seat: Seat;
  readonly round: number;
  readonly room: LocationId;
}

/**
 * The Room actions a log entry shows, with the Room each is taken in: filling or checking a Room
 * (the Camera's from the Security Room, ACT-CAMERA-01), restarting the power (Security Room),
 * closing the Portal (the Library, both partners) and a Vote called in the Cafeteria.
 */
export function roomActsOf(
  e: ViewedEvent,
  layout: Pick<Layout, 'security' | 'cafeteria' | 'library'>,
): RoomAct[] {
  const { round } = e;
  switch (e.t) {
    case 'stateChecked':
      return e.via === 'camera' ? [{ seat: e.seat, round, room: layout.security }] : [];
    case 'roomFilled':
      return [{ seat: e.seat, round, room: e.room }];
    case 'roomChecked':
      return [{ seat: e.seat, round, room: e.camera ? layout.security : e.room }];
    case 'powerRestarted':
      return [{ seat: e.seat, round, room: layout.security }];
    case 'portalClosed':
      return e.seats.map((seat) => ({ seat, round, room: layout.library }));
    case 'voteStarted':
      return e.reason === 'cafeteria' ? [{ seat: e.initiator, round, room: layout.cafeteria }] : [];
    default:
      return [];
  }
}

/**
 * The Route cards `seat` could hold, given its Room actions `acts` (ROUTE-02, ACTPH-03: each in a
 * Room whose colour is on the card's line for that round). `excluded` are cards known to be
 * elsewhere (the viewer's own, the AUTOMA's public one).
 */
export function routesConsistentWith(
  acts: readonly RoomAct[],
  layout: Layout,
  seat: Seat,
  excluded: readonly number[],
  routes: readonly RouteCardData[],
): RouteCardData[] {
  const mine = acts.filter((a) => a.seat === seat);
  return routes.filter(
    (card) =>
      !excluded.includes(card.id) &&
      mine.every((a) => {
        const colour = layout.colour[a.room];
        return colour != null && card.lines[routeLine(a.round)]!.includes(colour);
      }),
  );
}
