import type { Action, ActionType } from '../actions.ts';
import type { GameState } from '../state.ts';
import type { LocationId, Seat } from '../types.ts';
import { encounterKey, isLit, layoutOf, roomsReachableForActions } from './context.ts';
import { checkStateTargets, routeAllows } from './action-phase.ts';
import { legalActions } from '../legal.ts';

/** Why an action the place offers cannot be taken (words for it are the client's, per language). */
export type UnavailableReason =
  | 'route'
  | 'cultistToken'
  | 'finished'
  | 'notExplored'
  | 'emptyDeck'
  | 'noRoomCards'
  | 'ghost'
  | 'voteTokenUsed'
  | 'powerOut'
  | 'nobodyHere';

/** The actions a place offers that can be out of reach (the others are simply not there). */
export type UnavailableType = Extract<
  ActionType,
  'fillRoom' | 'checkRoom' | 'initiateVote' | 'cameraState' | 'checkState'
>;

export interface Unavailable {
  readonly type: UnavailableType;
  /** The room it concerns, for Room actions. */
  readonly room: LocationId | null;
  readonly reason: UnavailableReason;
}

/**
 * On a seat's Action Phase turn (`legalNow`: its legal actions, when the caller has them already): the actions of the room it stands in (and of the Character actions) that it
 * cannot take, each with the rule that stops it (ACTPH-05, PRIV-06, CTOK-03, ACT-VOTE, ACT-CAMERA). Only
 * what the seat knows goes in: its own Route and role, and public facts about rooms, power and the Vote token.
 */
export function unavailableActions(
  s: GameState,
  seat: Seat,
  legalNow: readonly Action[] = legalActions(s, seat),
): Unavailable[] {
  const phase = s.phase;
  if (phase.kind !== 'action' || phase.seat !== seat) return [];
  const me = s.seats[seat]!;
  const layout = layoutOf(s);
  const legal = new Set(legalNow.map((a) => `${a.type}:${'room' in a ? String(a.room) : ''}`));
  const out: Unavailable[] = [];
  if (me.alive && checkStateTargets(s, seat).length === 0)
    out.push({ type: 'checkState', room: null, reason: 'nobodyHere' });
  const ghost = !me.alive && me.role !== 'superGhost';
  for (const room of roomsReachableForActions(s, me.location)) {
    const r = s.rooms[room]!;
    const blocked: UnavailableReason | null =
      r.cultistTokens > 0 ? 'cultistToken' : routeAllows(s, seat, room) ? null : 'route';
    if (!legal.has(`fillRoom:${room}`))
      out.push({ type: 'fillRoom', room, reason: blocked ?? (r.finished ? 'finished' : 'noRoomCards') });
    if (!legal.has(`checkRoom:${room}`)) {
      const why = r.finished ? 'finished' : r.explored ? 'emptyDeck' : 'notExplored';
      out.push({ type: 'checkRoom', room, reason: blocked ?? why });
    }
    if (room === layout.cafeteria && !legal.has('initiateVote:'))
      out.push({ type: 'initiateVote', room, reason: blocked ?? (ghost ? 'ghost' : 'voteTokenUsed') });
    if (room === layout.security && !legal.has('cameraState:')) {
      const why = ghost ? 'ghost' : isLit(s, encounterKey(s, room)) ? null : 'powerOut';
      const reason = blocked ?? why;
      if (reason !== null) out.push({ type: 'cameraState', room, reason });
    }
  }
  return out;
}
