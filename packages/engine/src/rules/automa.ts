import { clockwiseFrom, distances } from '../content/board.ts';
import { randomInt, shuffle } from '../rng/random.ts';
import type { GameState, MovementTurn } from '../state.ts';
import { ROOM_CARDS, type CardKind, type LocationId, type Seat } from '../types.ts';
import { emit, layoutOf, movementKey, routeLine, routeOf } from './context.ts';
import { exploreIfDue, revealTopRoomCard } from './rooms.ts';
import { routeAllows } from './action-phase.ts';
import { openNeighbours } from './mountains.ts';

/**
 * The AUTOMA Investigator (inventory 1.23, AUTOMA-*): a seat the rules play by themselves. It never
 * waits for input: its Movement and its action run when its turn comes, and its part of every
 * simultaneous step (ready, ballot, Encounter card, Cleanup) is given when the step begins.
 */

export function isAutoma(s: GameState, seat: Seat): boolean {
  return s.config.automa === seat;
}

/**
 * AUTOMA-04 step 4: its cards lie in two face-down piles, Room cards and Encounter cards, and it
 * always plays the top one. The piles were shuffled, so the top card is a uniform draw from what is
 * left of that kind.
 */
export function automaTopCard<K extends CardKind>(s: GameState, seat: Seat, kinds: readonly K[]): K | null {
  const hand = s.seats[seat]!.hand;
  const total = kinds.reduce((n, k) => n + hand[k], 0);
  if (total === 0) return null; // AMB-40(g): an empty pile skips the step
  let pick = randomInt(s.rng, total);
  for (const k of kinds) {
    if (pick < hand[k]) return k;
    pick -= hand[k];
  }
  return null;
}

/** AUTOMA-09: it never enters the Fishman's hallway, not even with the Knife. */
function closed(s: GameState, loc: LocationId): boolean {
  return s.fishman === loc;
}

/**
 * The Doors open from each Location now: on the Mountains of Chaos maps only the joins the Revolving
 * Door leaves open count; it rides no Elevator. Made by a function so that the closure is unnamed
 * (tsx keeps the names of named closures with a `defineProperty` on every creation).
 */
function openOf(s: GameState): (loc: LocationId) => readonly LocationId[] {
  return (loc) => openNeighbours(s, loc);
}

/** Door distances to `target`, around the Fishman; through it only if there is no other way. */
function distancesTo(s: GameState, target: LocationId): number[] {
  const layout = layoutOf(s);
  const open = openOf(s);
  const around = distances(layout, target, s.fishman ?? -1, open);
  for (let i = 0; i < around.length; i++)
    if (around[i] === Infinity && !closed(s, i) && layout.locations[i]!.kind !== 'elevator')
      return distances(layout, target, -1, open);
  return around;
}

/**
 * AUTOMA-06 / AMB-40(a)(b)(c): the first colour on its current Route line, read from the left, that
 * has an eligible room (not finished by default, not explored with the literal ruleset), and of
 * that colour the nearest room; ties go clockwise. A room where the Movement would end where it
 * started (GOLD-03) is skipped: it then aims for the next one (AMB-40(d)).
 */
export function automaTarget(s: GameState, seat: Seat): LocationId | null {
  const layout = layoutOf(s);
  const from = s.seats[seat]!.location;
  const startKey = movementKey(s, from);
  const literal = s.config.ruleset.automaTarget === 'unexplored';
  for (const colour of routeOf(s, seat).lines[routeLine(s.round)]!) {
    // The nearest eligible room (each room's distance once, a search of the map), and the rooms at
    // that distance: the clockwise order is worked out only to break a tie.
    let best: LocationId | null = null;
    let bestDistance = Infinity;
    let tied: LocationId[] | null = null;
    for (const r of layout.rooms) {
      const room = s.rooms[r]!;
      if (
        layout.colour[r] !== colour ||
        (literal ? room.explored : room.finished) ||
        movementKey(s, r) === startKey
      )
        continue;
      const d = distancesTo(s, r)[from]!;
      if (best === null || d < bestDistance) {
        best = r;
        bestDistance = d;
        tied = null;
      } else if (d === bestDistance) (tied ??= [best]).push(r);
    }
    if (best === null) continue;
    if (tied === null) return best;
    const order = clockwiseFrom(layout, from);
    let first = tied[0]!;
    for (const r of tied) if (order.indexOf(r) < order.indexOf(first)) first = r;
    return first;
  }
  return null;
}

/** One Door towards `target` on a shortest path, the clockwise one when several are (AUTOMA-06). */
function stepTowards(s: GameState, loc: LocationId, target: LocationId): LocationId | null {
  const layout = layoutOf(s);
  const dist = distancesTo(s, target);
  const here = dist[loc]!;
  const neighbours = openNeighbours(s, loc);
  let closer: LocationId | null = null;
  let several = false;
  let best = Infinity;
  for (const n of neighbours) {
    if (closed(s, n) || !(dist[n]! < here)) continue;
    if (closer === null) closer = n;
    else several = true;
    if (dist[n]! < best) best = dist[n]!;
  }
  if (closer === null) return null; // AUTOMA-08: as far as it can go
  if (!several) return closer; // no tie to break clockwise
  for (const n of clockwiseFrom(layout, loc))
    if (dist[n] === best && neighbours.includes(n) && !closed(s, n)) return n;
  return null;
}

/** AMB-40(d): the first neighbour clockwise that ends the Movement somewhere new. */
function firstClockwiseNeighbour(s: GameState, loc: LocationId, start: LocationId): LocationId | null {
  const layout = layoutOf(s);
  const startKey = movementKey(s, start);
  const neighbours = openNeighbours(s, loc);
  return (
    clockwiseFrom(layout, loc).find(
      (n) => neighbours.includes(n) && !closed(s, n) && movementKey(s, n) !== startKey,
    ) ?? null
  );
}

/** The next Door the AUTOMA crosses this turn, or null when its Movement is over. */
export function automaNextStep(s: GameState, turn: MovementTurn): LocationId | null {
  const loc = s.seats[turn.seat]!.location;
  if (turn.mp <= 0) return null;
  const target = turn.target ?? null;
  if (target !== null && loc !== target) {
    const next = stepTowards(s, loc, target);
    if (next !== null) return next;
  }
  if (movementKey(s, loc) !== movementKey(s, turn.start)) return null; // arrived, spare MP are lost
  return firstClockwiseNeighbour(s, loc, turn.start);
}

/** AMB-40(h): a Ghost AUTOMA teleports straight into its target room. */
export function automaTeleport(s: GameState, seat: Seat): LocationId | null {
  const target = automaTarget(s, seat);
  if (target !== null && !closed(s, target)) return target;
  const layout = layoutOf(s);
  const here = s.seats[seat]!.location;
  return (
    clockwiseFrom(layout, here).find(
      (n) =>
        !closed(s, n) &&
        layout.locations[n]!.kind !== 'elevator' &&
        movementKey(s, n) !== movementKey(s, here),
    ) ?? null
  );
}

/** AUTOMA-13: with several partners, the card goes to the fewest Pulse cards; ties to its left (clockwise). */
export function automaRecipient(s: GameState, seat: Seat, options: readonly Seat[]): Seat {
  const n = s.seats.length;
  return [...options].sort(
    (a, b) =>
      s.seats[a]!.pulse.length - s.seats[b]!.pulse.length || ((a - seat + n) % n) - ((b - seat + n) % n),
  )[0]!;
}

/** AUTOMA-15…19, AMB-40(e)(f)(g)(h): the AUTOMA's action, taken by the rules; otherwise it passes. */
export function automaAct(s: GameState, seat: Seat): void {
  if (!automaActs(s, seat)) emit(s, { t: 'passed', seat, round: s.round, vis: null });
}

function automaActs(s: GameState, seat: Seat): boolean {
  const layout = layoutOf(s);
  const st = s.seats[seat]!;
  const here = st.location;
  if (layout.locations[here]!.kind === 'hallway') {
    // AUTOMA-18: in a hallway it puts a Room card onto the Unsafe Passage deck.
    const card = st.alive && s.config.ruleset.unsafePassage ? automaTopCard(s, seat, ROOM_CARDS) : null;
    if (card === null) return false;
    st.hand[card] -= 1;
    s.unsafeDeck.push(card);
    shuffle(s.rng, s.unsafeDeck);
    emit(s, { t: 'hallwaySecured', seat, location: here, round: s.round, vis: null });
    return true;
  }
  const room = s.rooms[here]!;
  if (room.cultistTokens > 0) {
    // AUTOMA-15, AMB-40(f): a Cultist token is fought (a Character action: not as a Ghost).
    if (!st.alive) return false;
    room.cultistTokens -= 1;
    emit(s, { t: 'cultistFought', seat, room: here, round: s.round, vis: null });
    return true;
  }
  if (room.finished || !routeAllows(s, seat, here)) return false; // AMB-40(e)
  if (!room.explored) {
    // AUTOMA-16: the top Room card onto the room deck.
    const card = automaTopCard(s, seat, ROOM_CARDS);
    if (card === null) return false;
    st.hand[card] -= 1;
    room.deck.push(card);
    emit(s, { t: 'roomFilled', seat, room: here, round: s.round, vis: null });
    exploreIfDue(s, here);
    return true;
  }
  if (room.deck.length === 0) return false;
  revealTopRoomCard(s, seat, here); // AUTOMA-17
  return true;
}
