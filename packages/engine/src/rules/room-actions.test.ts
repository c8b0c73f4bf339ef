import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '../state.ts';
import type { RoomCard } from '../types.ts';
import { act, events, isLegal, loc, rejects, seedOf } from '../testing.ts';
import { EXPLORED, kinds, table } from './action-phase.fixture.ts';
import { layoutById, PLAYER_COUNT_TABLE } from '../content/index.ts';
import { racksWorth } from './racks.fixture.ts';

/** Seat 3 (route 4: pink, orange) acts in `room`. */
function seat3In(room: string, extra = {}): GameState {
  return table({ 3: { location: room, hand: { success: 1, failure: 1 } } }, { knife: 3, ...extra });
}

describe('ACT-FILL Fill the Room deck', () => {
  test('ACT-FILL-01 in a room, unexplored or explored, with a card from the hand; Ghosts too', () => {
    const fresh = seat3In('pink1');
    assert.ok(isLegal(fresh, 3, { type: 'fillRoom', room: loc(fresh, 'pink1'), card: 'success' }));
    assert.ok(isLegal(fresh, 3, { type: 'fillRoom', room: loc(fresh, 'pink1'), card: 'failure' }));
    rejects(fresh, 3, { type: 'fillRoom', room: loc(fresh, 'pink1'), card: 'sabotage' }, 'card/not-in-hand');
    const explored = seat3In('orange2', { rooms: { orange2: EXPLORED } });
    assert.ok(isLegal(explored, 3, { type: 'fillRoom', room: loc(explored, 'orange2'), card: 'success' }));
    const ghost = table({ 3: { location: 'pink2', alive: false, hand: { failure: 1 } } }, { knife: 3 });
    assert.ok(isLegal(ghost, 3, { type: 'fillRoom', room: loc(ghost, 'pink2'), card: 'failure' }));
    const noCards = table({ 3: { location: 'pink2', hand: { alive: 2 } } }, { knife: 3 });
    assert.deepEqual(kinds(noCards, 3), ['pass']);
  });

  test('ACT-FILL-02 the card goes face down on top of the room deck', () => {
    const s = seat3In('pink1', { rooms: { pink1: { deck: ['success'] } } });
    const after = act(s, 3, { type: 'fillRoom', room: loc(s, 'pink1'), card: 'failure' });
    assert.deepEqual(after.rooms[loc(s, 'pink1')]!.deck, ['success', 'failure']);
    assert.equal(after.seats[3]!.hand.failure, 0);
    const entries = after.log.slice(s.log.length);
    const filled = entries.find((e) => e.t === 'roomFilled')!;
    assert.equal(filled.vis, null);
    assert.equal('card' in filled, false, 'everyone sees a card go in, not which');
    assert.deepEqual(entries.find((e) => e.t === 'roomFilledFace')!.vis, [3]);
    assert.equal(after.rooms[loc(s, 'pink1')]!.explored, false);
  });

  test('ACT-FILL-03 ROOM-03 the third card explores the room, only the first time', () => {
    const s = seat3In('pink1', { rooms: { pink1: { deck: ['success', 'failure'], unsafe: false } } });
    const after = act(s, 3, { type: 'fillRoom', room: loc(s, 'pink1'), card: 'success' });
    assert.equal(after.rooms[loc(s, 'pink1')]!.explored, true);
    assert.deepEqual(events(after, 'explored'), [{ t: 'explored', room: loc(s, 'pink1'), unsafe: false }]);
    // Explored earlier, down to 2 cards, back to 3: no new flip.
    const again = seat3In('pink1', { rooms: { pink1: { deck: ['success', 'failure'], explored: true } } });
    assert.equal(
      events(act(again, 3, { type: 'fillRoom', room: loc(s, 'pink1'), card: 'success' }), 'explored').length,
      0,
    );
  });

  test('ACT-FILL-04 UNSAFE-02 a ⚠ token resolves the Unsafe Passage; a plain one does not', () => {
    const unsafe = seat3In('orange2', {
      rooms: { orange2: { deck: ['success', 'failure'], unsafe: true } },
      unsafeDeck: ['failure'],
      cultistTokens: ['orange1', 'library', 'darkblue2'],
    });
    const after = act(unsafe, 3, { type: 'fillRoom', room: loc(unsafe, 'orange2'), card: 'success' });
    assert.deepEqual(events(after, 'unsafePassage'), [{ t: 'unsafePassage', card: 'failure' }]);
    assert.equal(after.rooms[loc(unsafe, 'orange1')]!.cultistTokens, 1);
    assert.deepEqual(after.cultistTokens, ['library', 'darkblue2']);
    const plain = seat3In('orange2', { rooms: { orange2: { deck: ['success', 'failure'], unsafe: false } } });
    const quiet = act(plain, 3, { type: 'fillRoom', room: loc(plain, 'orange2'), card: 'success' });
    assert.equal(events(quiet, 'unsafePassage').length, 0);
    assert.deepEqual(quiet.unsafeDeck, plain.unsafeDeck);
  });
});

describe('ACT-CHECKROOM Check a Room', () => {
  test('ACT-CHECKROOM-01 ROOM-05 only in an explored room', () => {
    const unexplored = seat3In('pink1', { rooms: { pink1: { deck: ['success', 'success'] } } });
    assert.equal(isLegal(unexplored, 3, { type: 'checkRoom', room: loc(unexplored, 'pink1') }), false);
    rejects(unexplored, 3, { type: 'checkRoom', room: loc(unexplored, 'pink1') }, 'action/not-now');
    const explored = seat3In('pink1', { rooms: { pink1: EXPLORED } });
    assert.ok(isLegal(explored, 3, { type: 'checkRoom', room: loc(explored, 'pink1') }));
    // Not a room elsewhere, even an explored one.
    const msg = rejects(
      seat3In('pink1', { rooms: { pink1: EXPLORED, pink2: EXPLORED } }),
      3,
      { type: 'checkRoom', room: loc(explored, 'pink2') },
      'room/unavailable',
    );
    assert.match(msg, /explored/);
  });

  test('ACT-CHECKROOM-01 AMB-22 not with an empty deck', () => {
    const s = seat3In('pink1', { rooms: { pink1: { deck: [], explored: true } } });
    rejects(s, 3, { type: 'checkRoom', room: loc(s, 'pink1') }, 'action/not-now');
    assert.deepEqual(kinds(s, 3), ['fillRoom', 'pass']);
  });

  test('ACT-CHECKROOM-02 a card drawn at random, seen only by the checker', () => {
    const drawn = new Set<string>();
    for (let n = 1; n <= 10; n++) {
      const s = seat3In('orange2', {
        seed: seedOf(n),
        rooms: { orange2: { deck: ['success', 'failure', 'failure'] } },
      });
      const after = act(s, 3, { type: 'checkRoom', room: loc(s, 'orange2') });
      assert.deepEqual(after.log.find((e) => e.t === 'roomCardSeen')!.vis, [3]);
      drawn.add(events(after, 'roomCardSeen')[0]!.card);
    }
    assert.deepEqual([...drawn].sort(), ['failure', 'success']);
  });

  test('ACT-CHECKROOM-02 BOOK-02 Success shelves a book, Failure does nothing, Sabotage brings one back', () => {
    // Orange rooms hold two books each and share the orange rack (BOOK-06).
    const check = (deck: RoomCard[], books = 2): GameState => {
      const s = seat3In('orange1', { rooms: { orange1: { deck, books, explored: true } } });
      return act(s, 3, { type: 'checkRoom', room: loc(s, 'orange1') });
    };
    const rack = (s: GameState): number =>
      layoutById(s.config.layout).racks.findIndex((r) => r.id === 'orange');
    const orange = (s: GameState): [number, number] => [
      s.rooms[loc(s, 'orange1')]!.books,
      s.racks[rack(s)]!.books,
    ];
    assert.deepEqual(orange(check(['success'])), [1, 1]);
    const shelved = check(['success']);
    assert.deepEqual(events(shelved, 'bookShelved'), [
      { t: 'bookShelved', room: loc(shelved, 'orange1'), rack: rack(shelved) },
    ]);
    assert.deepEqual(orange(check(['failure'])), [2, 0]);
    // One orange book is on the shelf (orange2 holds its 2): Sabotage returns it to Orange 1.
    assert.deepEqual(orange(check(['sabotage'], 1)), [2, 0]);
    assert.deepEqual(orange(check(['sabotage'], 2)), [2, 0], 'nothing to take back');
  });

  test('ACT-CHECKROOM-03 the drawn card leaves the game', () => {
    const s = seat3In('pink1', {
      rooms: { pink1: { deck: ['failure', 'failure', 'failure'], explored: true } },
    });
    const after = act(s, 3, { type: 'checkRoom', room: loc(s, 'pink1') });
    assert.deepEqual(after.rooms[loc(s, 'pink1')]!.deck, ['failure', 'failure']);
    assert.equal(after.removed.failure, s.removed.failure + 1);
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 4);
  });

  test('ACT-CHECKROOM-04 BOOK-05 BOOK-03 the last book finishes the room and completes the rack', () => {
    // The orange rack holds 3 of its 4 books; Orange 1 has the last one.
    const s = seat3In('orange1', {
      rooms: {
        orange1: { deck: ['success', 'success', 'failure'], books: 1, explored: true },
        orange2: { books: 0, deck: [] },
      },
    });
    assert.equal(s.vp, 0);
    const after = act(s, 3, { type: 'checkRoom', room: loc(s, 'orange1') });
    const room = after.rooms[loc(s, 'orange1')]!;
    assert.equal(room.finished, true);
    assert.deepEqual(room.deck, []);
    assert.equal(after.removed.success + after.removed.failure, s.removed.success + s.removed.failure + 3);
    assert.deepEqual(events(after, 'rackScored'), [{ t: 'rackScored', rack: 4, vp: 4, total: 4 }]);
    assert.equal(after.vp, 4);
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 4);
  });

  test('ACT-CHECKROOM-04 WIN-01 reaching the VP target ends the game at once', () => {
    // Other racks worth at least the target less 4 are complete; the orange rack brings 4 more (BOOK-06).
    const target = PLAYER_COUNT_TABLE[5].vpTarget;
    const others = racksWorth(
      layoutById(PLAYER_COUNT_TABLE[5].layout),
      target - 4,
      (r) => r.colour !== 'orange',
    );
    const s = seat3In('orange1', {
      rooms: {
        ...others,
        orange1: { deck: ['success', 'success', 'success'], books: 1, explored: true },
        orange2: { books: 0, deck: [] },
      },
    });
    assert.equal(s.vp, target - 4);
    const after = act(s, 3, { type: 'checkRoom', room: loc(s, 'orange1') });
    assert.deepEqual(after.result, { winner: 'investigators', reason: 'vpTarget', round: 1 });
  });
});
