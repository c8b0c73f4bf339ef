import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { listOf } from '../cards.ts';
import { layoutById, PLAYER_COUNT_TABLE } from '../content/index.ts';
import { act, events, isLegal, loc, newGame, rejects } from '../testing.ts';
import { PLAYER_COUNTS } from '../types.ts';
import { fixture } from './rooms.fixture.ts';

/** Exploration and the limits of Fill and Check a Room (ROOM-*, AMB-22, AMB-54, AMB-61). */

const sorted = <T>(xs: readonly T[]): T[] => [...xs].sort();

describe('ROOM-01 ROOM-02 room decks and room tokens at setup', () => {
  for (const players of PLAYER_COUNTS) {
    test(`ROOM-01 ROOM-02 ${players} players: one starting card per room deck, every token crossed-out side up`, () => {
      const s = newGame({ players });
      const table = PLAYER_COUNT_TABLE[players];
      const rooms = layoutById(table.layout).rooms.map((i) => s.rooms[i]!);
      assert.ok(rooms.every((r) => r.deck.length === 1));
      assert.deepEqual(sorted(rooms.map((r) => r.deck[0]!)), sorted(listOf(table.roomStart)));
      assert.ok(rooms.every((r) => !r.explored));
      assert.equal(rooms.filter((r) => r.unsafe).length, table.roomTokens.unsafe);
      // Hallways have neither deck nor token.
      assert.ok(layoutById(table.layout).hallways.every((i) => s.rooms[i] === null));
    });
  }
});

describe('ROOM-03 exploration', () => {
  test('ROOM-01 ROOM-03 a Fill puts the card on top; 2 cards leave the room unexplored', () => {
    const s = fixture({ at: 'pink1', rooms: { pink1: { deck: ['failure'], unsafe: false } } });
    const after = act(s, 0, { type: 'fillRoom', room: loc(s, 'pink1'), card: 'sabotage' });
    const room = after.rooms[loc(s, 'pink1')]!;
    assert.deepEqual(room.deck, ['failure', 'sabotage']);
    assert.equal(room.explored, false);
    assert.deepEqual(events(after, 'explored'), []);
  });

  test('ROOM-03 the third card explores the room and unlocks Check a Room', () => {
    const s = fixture({
      at: 'pink1',
      rooms: { pink1: { deck: ['failure', 'failure'], unsafe: false } },
      seats: { 1: { location: 'pink1' } },
    });
    const pink1 = loc(s, 'pink1');
    assert.equal(isLegal(s, 1, { type: 'checkRoom', room: pink1 }), false);
    const after = act(s, 0, { type: 'fillRoom', room: pink1, card: 'success' });
    assert.equal(after.rooms[pink1]!.explored, true);
    assert.deepEqual(events(after, 'explored'), [{ t: 'explored', room: pink1, unsafe: false }]);
    assert.ok(isLegal(after, 1, { type: 'checkRoom', room: pink1 }), 'the Cultist next in turn may check it');
  });

  test('ROOM-03 AMB-61 explored status is permanent and the token never flips twice', () => {
    // A ⚠ room: a second flip would draw from the Unsafe Passage deck again.
    const s = fixture({
      at: 'pink1',
      rooms: { pink1: { deck: ['failure', 'failure', 'failure'], unsafe: true } },
      seats: { 1: { location: 'pink1', hand: { alive: 2, success: 1 } } },
    });
    const pink1 = loc(s, 'pink1');
    let after = act(s, 0, { type: 'checkRoom', room: pink1 });
    assert.equal(after.rooms[pink1]!.deck.length, 2);
    assert.equal(after.rooms[pink1]!.explored, true, 'fewer than 3 cards: still explored');
    after = act(after, 1, { type: 'fillRoom', room: pink1, card: 'success' });
    assert.equal(after.rooms[pink1]!.deck.length, 3);
    assert.deepEqual(events(after, 'explored'), []);
    assert.deepEqual(events(after, 'unsafePassage'), []);
  });

  test('AMB-61 ROOM-01 the Draw-pile card of Check a State explores the target’s room', () => {
    const s = fixture({
      at: 'pink1',
      rooms: { pink1: { deck: ['failure', 'failure'], unsafe: false } },
      seats: { 1: { location: 'pink1' } },
      drawPile: ['sabotage', 'success'],
    });
    const pink1 = loc(s, 'pink1');
    let after = act(s, 0, { type: 'checkState', target: 1 });
    after = act(after, 0, { type: 'endCheck', reveal: false });
    assert.deepEqual(after.rooms[pink1]!.deck, ['failure', 'failure', 'sabotage']);
    assert.deepEqual(after.drawPile, ['success']);
    assert.deepEqual(events(after, 'explored'), [{ t: 'explored', room: pink1, unsafe: false }]);
  });

  test('AMB-61 ROOM-01 the Camera’s Draw-pile card explores the target’s room too', () => {
    const s = fixture({
      at: 'security',
      rooms: { pink1: { deck: ['failure', 'success'], unsafe: false } },
      seats: { 1: { location: 'pink1' } },
      drawPile: ['failure'],
    });
    const pink1 = loc(s, 'pink1');
    let after = act(s, 0, { type: 'cameraState', target: 1 });
    after = act(after, 0, { type: 'endCheck', reveal: false });
    assert.deepEqual(after.rooms[pink1]!.deck, ['failure', 'success', 'failure']);
    assert.equal(after.rooms[pink1]!.explored, true);
  });

  test('ROOM-01 AMB-07 no Draw-pile card goes to a finished room', () => {
    const s = fixture({
      at: 'cafeteria',
      rooms: { cafeteria: { books: 0, deck: [] } },
      seats: { 1: { location: 'cafeteria' } },
      drawPile: ['failure'],
    });
    let after = act(s, 0, { type: 'checkState', target: 1 });
    after = act(after, 0, { type: 'endCheck', reveal: false });
    assert.deepEqual(after.rooms[loc(s, 'cafeteria')]!.deck, []);
    assert.deepEqual(after.drawPile, ['failure']);
  });
});

describe('ROOM-05 which rooms can be filled and checked', () => {
  test('ROOM-05 an unexplored room can be filled but not checked', () => {
    const s = fixture({ at: 'pink1', rooms: { pink1: { deck: ['success', 'success'] } } });
    const pink1 = loc(s, 'pink1');
    assert.ok(isLegal(s, 0, { type: 'fillRoom', room: pink1, card: 'failure' }));
    rejects(s, 0, { type: 'checkRoom', room: pink1 });
  });

  test('ROOM-05 an explored room can be filled and checked', () => {
    const s = fixture({ at: 'pink1', rooms: { pink1: { deck: ['success', 'success', 'failure'] } } });
    const pink1 = loc(s, 'pink1');
    assert.ok(isLegal(s, 0, { type: 'fillRoom', room: pink1, card: 'failure' }));
    assert.ok(isLegal(s, 0, { type: 'checkRoom', room: pink1 }));
  });

  test('ROOM-05 AMB-22 an explored room with an empty deck cannot be checked', () => {
    const s = fixture({ at: 'pink1', rooms: { pink1: { deck: [], explored: true } } });
    const pink1 = loc(s, 'pink1');
    rejects(s, 0, { type: 'checkRoom', room: pink1 });
    assert.ok(isLegal(s, 0, { type: 'fillRoom', room: pink1, card: 'success' }));
  });

  test('ROOM-05 BOOK-05 a finished room can be neither filled nor checked', () => {
    const s = fixture({ at: 'pink1', rooms: { pink1: { deck: [], books: 0, explored: true } } });
    const pink1 = loc(s, 'pink1');
    rejects(s, 0, { type: 'fillRoom', room: pink1, card: 'success' });
    rejects(s, 0, { type: 'checkRoom', room: pink1 });
  });
});

describe('AMB-54 first game without the Unsafe Passage', () => {
  test('AMB-54 a ⚠ token still flips but does nothing', () => {
    const s = fixture({
      ruleset: { unsafePassage: false },
      at: 'pink1',
      rooms: { pink1: { deck: ['success', 'success'], unsafe: true } },
    });
    assert.deepEqual(s.unsafeDeck, []);
    assert.deepEqual(s.cultistTokens, []);
    const after = act(s, 0, { type: 'fillRoom', room: loc(s, 'pink1'), card: 'failure' });
    assert.deepEqual(events(after, 'explored'), [{ t: 'explored', room: loc(s, 'pink1'), unsafe: true }]);
    assert.deepEqual(events(after, 'unsafePassage'), []);
    assert.equal(after.fishman, null);
    assert.ok(after.rooms.every((r) => r === null || r.cultistTokens === 0));
  });

  test('AMB-54 no Secure a Hallway, and Check a State on a hallway target places no card', () => {
    const s = fixture({ ruleset: { unsafePassage: false }, at: 'central', drawPile: ['success'] });
    assert.equal(isLegal(s, 0, { type: 'secureHallway', card: 'success' }), false);
    let after = act(s, 0, { type: 'checkState', target: 1 });
    after = act(after, 0, { type: 'endCheck', reveal: false });
    assert.deepEqual(after.drawPile, ['success']);
    assert.deepEqual(after.unsafeDeck, []);
  });
});
