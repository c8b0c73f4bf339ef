import type { GameState } from '../state.ts';
import { shuffle } from '../rng/random.ts';
import type { LocationId, RoomCard, Seat } from '../types.ts';
import { locationIndex } from '../content/board.ts';
import { emit, layoutOf } from './context.ts';
import { checkVpTarget } from './victory.ts';

/**
 * Room decks, exploration, the Unsafe Passage, Cultist tokens, the Fishman, books and racks
 * (ROOM-*, UNSAFE-*, CTOK-*, FISH-*, BOOK-*).
 */

/** ROOM-03 / AMB-61: a room is explored the first time its deck holds 3 or more cards. */
export function exploreIfDue(s: GameState, room: LocationId): void {
  const r = s.rooms[room]!;
  if (r.explored || r.deck.length < 3) return;
  r.explored = true;
  emit(s, { t: 'explored', room, unsafe: r.unsafe, round: s.round, vis: null });
  if (r.unsafe) resolveUnsafePassage(s); // ROOM-04
}

/** UNSAFE-02/03: shuffle the deck, draw one card, resolve it, shuffle it back in. */
export function resolveUnsafePassage(s: GameState): void {
  if (!s.config.ruleset.unsafePassage || s.unsafeDeck.length === 0) return; // AMB-54
  shuffle(s.rng, s.unsafeDeck);
  const card = s.unsafeDeck.pop()!;
  emit(s, { t: 'unsafePassage', card, round: s.round, vis: null });
  if (card === 'failure') {
    if (!placeCultistToken(s)) summonFishman(s);
  } else if (card === 'sabotage') {
    summonFishman(s);
  }
  s.unsafeDeck.push(card);
  shuffle(s.rng, s.unsafeDeck);
}

/** CTOK-02 / AMB-23: flip the next face-down token into the room it shows. */
function placeCultistToken(s: GameState): boolean {
  const layout = layoutOf(s);
  while (s.cultistTokens.length > 0) {
    const roomId = s.cultistTokens.shift()!;
    const room = locationIndex(layout, roomId);
    if (room !== undefined && layout.isRoom[room]) {
      s.rooms[room]!.cultistTokens += 1;
      emit(s, { t: 'cultistTokenPlaced', room, round: s.round, vis: null });
      return true;
    }
    emit(s, { t: 'cultistTokenSetAside', room: roomId, round: s.round, vis: null });
  }
  return false;
}

/** FISH-02: the Fishman enters its hallway unless it is already in the building. */
function summonFishman(s: GameState): void {
  if (s.fishman !== null) return;
  s.fishman = layoutOf(s).fishmanEntry;
  emit(s, { t: 'fishmanArrived', location: s.fishman, round: s.round, vis: null });
}

/**
 * ACT-CHECKSTATE-06 / ACT-CAMERA-03: the top card of the Draw pile goes onto the target's room
 * deck, or into the Unsafe Passage deck if the target stands in a hallway (AMB-07 edge cases).
 */
export function placeDrawPileCard(s: GameState, target: Seat): void {
  if (s.drawPile.length === 0) return;
  const loc = s.seats[target]!.location;
  const layout = layoutOf(s);
  if (layout.isRoom[loc]) {
    const room = s.rooms[loc]!;
    if (room.finished) return;
    room.deck.push(s.drawPile.pop()!);
    emit(s, { t: 'drawPileCard', to: 'room', room: loc, round: s.round, vis: null });
    exploreIfDue(s, loc);
  } else {
    // AMB-49(f): a Character in an Elevator stands in no Room and no Hallway: no card is placed.
    if (!s.config.ruleset.unsafePassage || layout.locations[loc]!.kind === 'elevator') return;
    s.unsafeDeck.push(s.drawPile.pop()!);
    shuffle(s.rng, s.unsafeDeck);
    emit(s, { t: 'drawPileCard', to: 'unsafe', room: null, round: s.round, vis: null });
  }
}

/**
 * EVT-SECRETDOORS-03: a room action on the twin of the room the Character stands in is made through
 * the Secret Door; the log says so, or it would read like a mistake.
 */
export function throughSecretDoor(s: GameState, seat: Seat, room: LocationId): { secretDoor?: true } {
  return s.seats[seat]!.location !== room ? { secretDoor: true } : {};
}

/** ACT-FILL-02: a card from the hand on top of the room deck. */
export function fillRoom(s: GameState, seat: Seat, room: LocationId, card: RoomCard): void {
  s.seats[seat]!.hand[card] -= 1;
  s.rooms[room]!.deck.push(card);
  // `throughSecretDoor` written out: a spread in the literal costs more than the rest of a Fill.
  if (s.seats[seat]!.location !== room) {
    emit(s, { t: 'roomFilled', seat, room, secretDoor: true, round: s.round, vis: null });
    emit(s, { t: 'roomFilledFace', seat, room, card, secretDoor: true, round: s.round, vis: [seat] });
  } else {
    emit(s, { t: 'roomFilled', seat, room, round: s.round, vis: null });
    emit(s, { t: 'roomFilledFace', seat, room, card, round: s.round, vis: [seat] });
  }
  exploreIfDue(s, room);
}

/** ACT-CHECKROOM-02/03 (also the Camera's room check): draw one card at random and resolve it. */
export function checkRoom(s: GameState, seat: Seat, room: LocationId, camera: boolean): void {
  const r = s.rooms[room]!;
  shuffle(s.rng, r.deck);
  const card = r.deck.pop()!;
  const door = camera ? {} : throughSecretDoor(s, seat, room);
  emit(s, { t: 'roomChecked', seat, room, camera, ...door, round: s.round, vis: null });
  emit(s, { t: 'roomCardSeen', seat, room, card, ...door, round: s.round, vis: [seat] });
  resolveRoomCard(s, room, card);
}

/** AUTOMA-17: the AUTOMA reveals the top card of the room deck, unshuffled, for everyone to see. */
export function revealTopRoomCard(s: GameState, seat: Seat, room: LocationId): void {
  const card = s.rooms[room]!.deck.pop()!;
  emit(s, { t: 'roomChecked', seat, room, camera: false, round: s.round, vis: null });
  emit(s, { t: 'roomCardSeen', seat, room, card, round: s.round, vis: null });
  resolveRoomCard(s, room, card);
}

/** ACT-CHECKROOM-02/03: the drawn card takes effect and leaves the game. */
function resolveRoomCard(s: GameState, room: LocationId, card: RoomCard): void {
  const r = s.rooms[room]!;
  s.removed[card] += 1;
  const layout = layoutOf(s);
  const rackIndex = layout.rackOf[room]!;
  const rack = s.racks[rackIndex]!;
  if (card === 'success') {
    r.books -= 1;
    rack.books += 1;
    emit(s, { t: 'bookShelved', room, rack: rackIndex, round: s.round, vis: null });
    const info = layout.racks[rackIndex]!;
    const completes = !rack.scored && rack.books === info.capacity;
    if (completes) {
      rack.scored = true;
      s.vp += info.vp;
      emit(s, { t: 'rackScored', rack: rackIndex, vp: info.vp, total: s.vp, round: s.round, vis: null });
    }
    // BOOK-06: the rack scores, "finally" the finished room's token and deck go; then the game may end.
    if (r.books === 0) finishRoom(s, room);
    if (completes) checkVpTarget(s); // BOOK-03, WIN-01
  } else if (card === 'sabotage' && !rack.scored && rack.books > 0) {
    // AMB-21: only from a rack that is not complete; VP never decrease.
    rack.books -= 1;
    r.books += 1;
    emit(s, { t: 'bookReturned', room, rack: rackIndex, round: s.round, vis: null });
  }
}

/** BOOK-05: the room's token and remaining cards leave the game unseen. */
function finishRoom(s: GameState, room: LocationId): void {
  const r = s.rooms[room]!;
  r.finished = true;
  for (const card of r.deck) s.removed[card] += 1;
  r.deck = [];
  emit(s, { t: 'roomFinished', room, round: s.round, vis: null });
}

/** Whether a room's deck can be checked (ROOM-05, BOOK-05, AMB-22). */
export function checkable(s: GameState, room: LocationId): boolean {
  const r = s.rooms[room];
  return r !== null && r !== undefined && r.explored && !r.finished && r.deck.length > 0;
}
