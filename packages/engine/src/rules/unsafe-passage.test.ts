import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SHIPPED_BOARD, layoutById, PLAYER_COUNT_TABLE } from '../content/index.ts';
import type { GameState } from '../state.ts';
import { act, events, isLegal, loc, newGame, position, rejects, seedOf } from '../testing.ts';
import { PLAYER_COUNTS, type RoomCard } from '../types.ts';
import { fixture, ROLES, type Fixture } from './rooms.fixture.ts';

/** The Unsafe Passage deck, Cultist tokens and the Fishman (UNSAFE-*, CTOK-*, FISH-*, AMB-23, AMB-24). */

const sorted = <T>(xs: readonly T[]): T[] => [...xs].sort();

/** Seat 0 fills the ⚠ room pink1 to 3 cards, which draws from `unsafeDeck`. */
function explorePink1(unsafeDeck: readonly RoomCard[], f: Fixture = {}): GameState {
  const s = fixture({
    at: 'pink1',
    unsafeDeck,
    ...f,
    rooms: { pink1: { deck: ['success', 'success'], unsafe: true }, ...f.rooms },
  });
  return act(s, 0, { type: 'fillRoom', room: loc(s, 'pink1'), card: 'failure' });
}

describe('UNSAFE-01 the Unsafe Passage deck', () => {
  test('UNSAFE-01 it starts as 1 Success + 1 Failure, and is left out of a first game', () => {
    assert.deepEqual(sorted(newGame({ players: 6 }).unsafeDeck), ['failure', 'success']);
    assert.deepEqual(newGame({ players: 6, ruleset: { unsafePassage: false } }).unsafeDeck, []);
  });

  test('UNSAFE-01 UNSAFE-02 a drawn card is shuffled back in: the deck keeps its cards', () => {
    const after = explorePink1(['success', 'failure', 'sabotage'], { cultistTokens: ['library'] });
    assert.equal(events(after, 'unsafePassage').length, 1);
    assert.deepEqual(sorted(after.unsafeDeck), ['failure', 'sabotage', 'success']);
  });

  test('UNSAFE-01 Secure a Hallway adds a card from the hand', () => {
    const s = fixture({ at: 'central' });
    const after = act(s, 0, { type: 'secureHallway', card: 'sabotage' });
    assert.equal(after.unsafeDeck.length, 3);
    assert.deepEqual(sorted(after.unsafeDeck), sorted([...s.unsafeDeck, 'sabotage']));
    assert.equal(after.seats[0]!.hand.sabotage, 0);
  });

  test('UNSAFE-01 Check a State on a Character in a hallway adds the Draw-pile card', () => {
    const s = fixture({ at: 'central', drawPile: ['sabotage', 'failure'] });
    let after = act(s, 0, { type: 'checkState', target: 1 });
    after = act(after, 0, { type: 'endCheck', reveal: false });
    assert.deepEqual(after.drawPile, ['failure']);
    assert.deepEqual(sorted(after.unsafeDeck), ['failure', 'sabotage', 'success']);
  });
});

describe('UNSAFE-02 ROOM-04 the trigger', () => {
  test('ROOM-04 UNSAFE-02 exploring a ⚠ room resolves one Unsafe Passage card', () => {
    const after = explorePink1(['success', 'success']);
    assert.deepEqual(events(after, 'explored'), [{ t: 'explored', room: loc(after, 'pink1'), unsafe: true }]);
    assert.deepEqual(events(after, 'unsafePassage'), [{ t: 'unsafePassage', card: 'success' }]);
  });

  test('ROOM-04 a plain ✓ token draws nothing', () => {
    const after = explorePink1(['failure'], {
      cultistTokens: ['library'],
      rooms: { pink1: { deck: ['success', 'success'], unsafe: false } },
    });
    assert.equal(after.rooms[loc(after, 'pink1')]!.explored, true);
    assert.deepEqual(events(after, 'unsafePassage'), []);
    assert.deepEqual(after.cultistTokens, ['library']);
  });

  test('UNSAFE-02 the draw is random: a shuffled deck, not its top card', () => {
    const drawn = new Set<string>();
    for (let n = 1; n <= 30; n++) {
      const after = explorePink1(['failure', 'success'], { seed: seedOf(n), cultistTokens: ['library'] });
      drawn.add(events(after, 'unsafePassage')[0]!.card);
    }
    assert.deepEqual(sorted([...drawn]), ['failure', 'success']);
  });
});

describe('UNSAFE-03 the effects', () => {
  test('UNSAFE-03 Success: nothing happens', () => {
    const after = explorePink1(['success'], { cultistTokens: ['library', 'orange1'] });
    assert.deepEqual(after.cultistTokens, ['library', 'orange1']);
    assert.ok(after.rooms.every((r) => r === null || r.cultistTokens === 0));
    assert.equal(after.fishman, null);
  });

  test('UNSAFE-03 CTOK-02 Failure flips the next face-down Cultist token into the room it shows', () => {
    const after = explorePink1(['failure'], { cultistTokens: ['library', 'orange1'] });
    assert.deepEqual(after.cultistTokens, ['orange1']);
    assert.equal(after.rooms[loc(after, 'library')]!.cultistTokens, 1);
    assert.deepEqual(events(after, 'cultistTokenPlaced'), [
      { t: 'cultistTokenPlaced', room: loc(after, 'library') },
    ]);
    assert.equal(after.fishman, null);
  });

  test('UNSAFE-03 FISH-02 Failure with no face-down token left brings the Fishman to its hallway', () => {
    const after = explorePink1(['failure'], { cultistTokens: [] });
    assert.equal(after.fishman, loc(after, 'east-wing'));
    assert.deepEqual(events(after, 'fishmanArrived'), [
      { t: 'fishmanArrived', location: loc(after, 'east-wing') },
    ]);
  });

  test('UNSAFE-03 FISH-02 Failure with no token left and the Fishman in the building: nothing happens', () => {
    const after = explorePink1(['failure'], { cultistTokens: [], fishman: 'east-wing' });
    assert.equal(after.fishman, loc(after, 'east-wing'));
    assert.deepEqual(events(after, 'fishmanArrived'), []);
  });

  test('UNSAFE-03 FISH-02 Sabotage brings the Fishman even while Cultist tokens remain face down', () => {
    const after = explorePink1(['sabotage'], { cultistTokens: ['library', 'orange1', 'darkblue2'] });
    assert.equal(after.fishman, loc(after, 'east-wing'));
    assert.deepEqual(after.cultistTokens, ['library', 'orange1', 'darkblue2']);
  });

  test('UNSAFE-03 FISH-02 Sabotage while the Fishman is in the building: nothing happens', () => {
    const after = explorePink1(['sabotage'], { cultistTokens: ['library'], fishman: 'east-wing' });
    assert.deepEqual(events(after, 'fishmanArrived'), []);
    assert.deepEqual(after.cultistTokens, ['library']);
  });

  test('FISH-02 at 7/8 players the Fishman enters the Central Hallway', () => {
    for (const players of [7, 8] as const) {
      const after = explorePink1(['sabotage'], { players });
      assert.equal(after.fishman, loc(after, 'central'));
    }
  });
});

describe('CTOK Cultist tokens', () => {
  test('CTOK-01 three tokens start face down, shuffled, none in a room', () => {
    const orders = new Set<string>();
    for (let n = 1; n <= 12; n++) {
      const s = newGame({ players: 5, seed: seedOf(n) });
      assert.deepEqual(sorted(s.cultistTokens), sorted(SHIPPED_BOARD.cultistTokens));
      assert.ok(s.rooms.every((r) => r === null || r.cultistTokens === 0));
      orders.add(s.cultistTokens.join());
    }
    assert.equal(SHIPPED_BOARD.cultistTokens.length, 3);
    assert.ok(orders.size > 1, 'the order depends on the seed');
    assert.deepEqual(newGame({ players: 5, ruleset: { unsafePassage: false } }).cultistTokens, []);
  });

  test('CTOK-02 every token shows a room of every layout (so AMB-23’s set-aside never happens on this board)', () => {
    for (const players of PLAYER_COUNTS) {
      const layout = layoutById(PLAYER_COUNT_TABLE[players].layout);
      for (const id of SHIPPED_BOARD.cultistTokens)
        assert.ok(layout.isRoom[layout.byId[id]!], `${id} on ${layout.id}`);
    }
  });

  test('CTOK-03 no Room actions in the room it occupies; Fight a Cultist is offered', () => {
    const portal = { openedRound: 1, lastRound: 4, status: 'open' } as const;
    const setup = (cultistTokens: number): GameState =>
      fixture({
        at: 'library',
        portal,
        rooms: { library: { deck: ['success', 'success', 'success'], cultistTokens } },
        cultistTokens: cultistTokens > 0 ? ['darkblue2', 'orange1'] : ['library', 'darkblue2', 'orange1'],
        seats: { 2: { location: 'library' } },
      });
    const library = loc(setup(0), 'library');
    const roomActions = [
      { type: 'fillRoom', room: library, card: 'success' },
      { type: 'checkRoom', room: library },
      { type: 'closePortal', partner: 2 },
    ] as const;
    for (const a of roomActions) assert.ok(isLegal(setup(0), 0, a), `${a.type} without a token`);
    const blocked = setup(1);
    for (const a of roomActions) rejects(blocked, 0, a);
    assert.ok(isLegal(blocked, 0, { type: 'fightCultist', room: library }));
  });

  test('CTOK-04 Fight a Cultist removes the token for good and frees the room', () => {
    const s = fixture({
      at: 'library',
      rooms: { library: { deck: ['success', 'success', 'success'], cultistTokens: 1 } },
      cultistTokens: ['darkblue2', 'orange1'],
      seats: { 1: { location: 'library' } },
    });
    const library = loc(s, 'library');
    assert.equal(isLegal(s, 1, { type: 'checkRoom', room: library }), false);
    const after = act(s, 0, { type: 'fightCultist', room: library });
    assert.equal(after.rooms[library]!.cultistTokens, 0);
    assert.deepEqual(events(after, 'cultistFought'), [{ t: 'cultistFought', seat: 0, room: library }]);
    assert.deepEqual(after.cultistTokens, ['darkblue2', 'orange1'], 'it does not go back face down');
    assert.ok(isLegal(after, 1, { type: 'checkRoom', room: library }));
  });

  test('AMB-23 a token showing a finished room is placed there anyway', () => {
    const after = explorePink1(['failure'], {
      cultistTokens: ['library'],
      rooms: { library: { books: 0, deck: [] } },
    });
    assert.equal(after.rooms[loc(after, 'library')]!.cultistTokens, 1);
    assert.equal(after.rooms[loc(after, 'library')]!.finished, true);
  });

  test('AMB-23 a token showing a room missing from the layout is set aside and the next one flipped', () => {
    const s = fixture({
      at: 'pink1',
      unsafeDeck: ['failure'],
      rooms: { pink1: { deck: ['success', 'success'], unsafe: true } },
    });
    // No token of this board shows a missing room (CTOK-02); a home-made face does.
    const after = act({ ...s, cultistTokens: ['darkblue3', 'orange1'] }, 0, {
      type: 'fillRoom',
      room: loc(s, 'pink1'),
      card: 'failure',
    });
    assert.deepEqual(events(after, 'cultistTokenSetAside'), [
      { t: 'cultistTokenSetAside', room: 'darkblue3' },
    ]);
    assert.equal(after.rooms[loc(s, 'orange1')]!.cultistTokens, 1);
    assert.deepEqual(after.cultistTokens, []);
    assert.equal(after.fishman, null);

    const last = act({ ...s, cultistTokens: ['darkblue3'] }, 0, {
      type: 'fillRoom',
      room: loc(s, 'pink1'),
      card: 'failure',
    });
    assert.equal(last.fishman, loc(s, 'east-wing'), 'with no token left the Fishman comes');
  });
});

/** A 5-player Movement Phase: the Fishman in the east wing, `seat` to move. */
function fishmanMovement(
  seat: number,
  locations: readonly string[],
  alive: readonly boolean[] = [],
): GameState {
  return position({
    players: 5,
    roles: ROLES[5],
    fishman: 'east-wing',
    cultistTokens: [],
    phase: { kind: 'movement', seat },
    seats: ROLES[5].map((_, i) => ({ location: locations[i] ?? 'central', alive: alive[i] ?? true })),
  });
}

describe('FISH the Fishman', () => {
  test('FISH-01 the Fishman starts on the lake', () => {
    assert.equal(newGame({ players: 5 }).fishman, null);
  });

  test('FISH-02 its entry hallway is between the light blue and a pink room (4-6), central (7/8)', () => {
    for (const players of PLAYER_COUNTS) {
      const layout = layoutById(PLAYER_COUNT_TABLE[players].layout);
      const entry = layout.fishmanEntry;
      if (players <= 6) {
        const colours = layout.adjacent[entry]!.map((i) => layout.colour[i]);
        assert.ok(colours.includes('lightblue') && colours.includes('pink'), layout.id);
      } else {
        assert.equal(entry, layout.central);
      }
    }
  });

  test('FISH-03 MOVE-08 a Character without the Knife may not enter its hallway', () => {
    const s = fishmanMovement(1, ['central', 'pink1']);
    rejects(s, 1, { type: 'step', to: loc(s, 'east-wing') });
    assert.ok(isLegal(s, 1, { type: 'step', to: loc(s, 'darkblue1') }));
  });

  test('FISH-03 AMB-24 nor pass through it', () => {
    // From the Cafeteria, pink1 lies beyond the east wing (2 steps); every other way is longer than 3.
    const s = fishmanMovement(1, ['central', 'cafeteria']);
    rejects(s, 1, { type: 'step', to: loc(s, 'east-wing') });
    const free = position({
      players: 5,
      roles: ROLES[5],
      cultistTokens: [],
      phase: { kind: 'movement', seat: 1 },
      seats: ROLES[5].map((_, i) => ({ location: i === 1 ? 'cafeteria' : 'central' })),
    });
    assert.ok(isLegal(free, 1, { type: 'step', to: loc(s, 'east-wing') }));
  });

  test('FISH-03 the living Knife holder may enter', () => {
    const s = fishmanMovement(0, ['pink1']);
    assert.ok(isLegal(s, 0, { type: 'step', to: loc(s, 'east-wing') }));
  });

  test('FISH-03 AMB-24 a Ghost may not teleport into its hallway, even holding the Knife', () => {
    const s = fishmanMovement(0, ['pink1'], [false]);
    rejects(s, 0, { type: 'teleport', to: loc(s, 'east-wing') });
    assert.ok(isLegal(s, 0, { type: 'teleport', to: loc(s, 'cafeteria') }));
  });

  test('AMB-24 Characters already in its hallway stay when it arrives, and may leave', () => {
    const arrived = explorePink1(['sabotage'], { seats: { 1: { location: 'east-wing' } } });
    assert.equal(arrived.fishman, arrived.seats[1]!.location);
    const s = fishmanMovement(1, ['central', 'east-wing']);
    for (const to of ['pink1', 'cafeteria', 'pink2'])
      assert.ok(isLegal(s, 1, { type: 'step', to: loc(s, to) }), to);
  });

  test('AMB-24 the Fishman is not a Character: it never counts for an Encounter', () => {
    // Power on: an Encounter needs exactly 2 Characters. With the Fishman counted there would be 3.
    const s = fishmanMovement(0, ['pink1', 'east-wing']);
    const after = act(s, 0, { type: 'step', to: loc(s, 'east-wing') });
    assert.ok(after.phase.kind === 'encounter');
    assert.deepEqual(after.phase.participants, [0, 1]);
  });

  test('FISH-04 ACT-SCARE-02 the Knife holder scares it back to the lake; it may return', () => {
    const s = fixture({
      at: 'east-wing',
      fishman: 'east-wing',
      unsafeDeck: ['sabotage'],
      rooms: { pink1: { deck: ['success', 'success'], unsafe: true } },
      seats: { 1: { location: 'pink1', hand: { alive: 1, failure: 1 } }, 2: { location: 'east-wing' } },
    });
    assert.equal(isLegal(s, 2, { type: 'scareFishman' }), false);
    let after = act(s, 0, { type: 'scareFishman' });
    assert.equal(after.fishman, null);
    assert.deepEqual(events(after, 'fishmanScared'), [{ t: 'fishmanScared', seat: 0 }]);
    // Seat 1 (a Cultist) explores the ⚠ pink room and draws the Sabotage: the Fishman is back.
    after = act(after, 1, { type: 'fillRoom', room: loc(s, 'pink1'), card: 'failure' });
    assert.equal(after.fishman, loc(s, 'east-wing'));
    assert.equal(isLegal(after, 2, { type: 'scareFishman' }), false, 'only the Knife holder scares it');
  });
});
