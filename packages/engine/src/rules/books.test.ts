import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { layoutById, PLAYER_COUNT_TABLE, type Layout } from '../content/index.ts';
import type { RoomData } from '../content/board-types.ts';
import type { GameState } from '../state.ts';
import { act, events, isLegal, loc, newGame, seedOf } from '../testing.ts';
import { viewFor } from '../view.ts';
import { PLAYER_COUNTS, type RoomCard } from '../types.ts';
import { fixture, type Fixture } from './rooms.fixture.ts';
import { racksWorth } from './racks.fixture.ts';

/** Check a Room's resolution, books, racks, finishing rooms and scoring (BOOK-*, AMB-20, AMB-21). */

const rackOf = (s: GameState, colourId: string): number =>
  layoutById(s.config.layout).racks.findIndex((r) => r.id === colourId);

/** What a rack is worth in this game's layout (reconstructed data: tests must not assume it). */
const rackVp = (s: GameState, id: string): number => layoutById(s.config.layout).racks[rackOf(s, id)]!.vp;

/** Seat 0 stands in `room` and checks it; the room's deck and the rest come from `f`. */
function check(
  room: string,
  deck: readonly RoomCard[],
  f: Fixture = {},
): { before: GameState; after: GameState } {
  const before = fixture({
    at: room,
    ...f,
    rooms: { ...f.rooms, [room]: { deck, explored: true, ...f.rooms?.[room] } },
  });
  return { before, after: act(before, 0, { type: 'checkRoom', room: loc(before, room) }) };
}

function bookSpaces(layout: Layout, room: number): number {
  return (layout.locations[room] as RoomData).books;
}

describe('BOOK-01 BOOK-04 books and racks on the board', () => {
  for (const players of PLAYER_COUNTS) {
    test(`BOOK-01 ${players} players: each room holds its book spaces, racks start empty`, () => {
      const s = newGame({ players });
      const layout = layoutById(s.config.layout);
      for (const i of layout.rooms) assert.equal(s.rooms[i]!.books, bookSpaces(layout, i));
      assert.ok(s.racks.every((r) => r.books === 0 && !r.scored));
      assert.equal(s.vp, 0);
      const books = layout.rooms.reduce((n, i) => n + bookSpaces(layout, i), 0);
      assert.ok(books <= 25, `${books} books, but only 25 Book tokens exist`);
    });
  }

  for (const players of PLAYER_COUNTS) {
    test(`BOOK-04 BOOK-03 ${players} players: which rooms fill which rack, and what it is worth`, () => {
      const layout = layoutById(PLAYER_COUNT_TABLE[players].layout);
      const roomsOf = (colour: string): number[] => layout.rooms.filter((i) => layout.colour[i] === colour);
      for (const rack of layout.racks) {
        assert.ok([2, 3, 4].includes(rack.vp), `${rack.id} is worth ${rack.vp}`);
        assert.equal(
          rack.capacity,
          rack.rooms.reduce((n, i) => n + bookSpaces(layout, i), 0),
        );
        if (rack.colour === 'darkblue')
          assert.equal(rack.rooms.length, 1, 'a dark-blue rack is bound to its room');
        else
          assert.deepEqual(
            rack.rooms,
            roomsOf(rack.colour),
            `${rack.id} takes the books of every ${rack.colour} room`,
          );
      }
      assert.equal(layout.racks.filter((r) => r.colour === 'darkblue').length, roomsOf('darkblue').length);
      const orange = layout.racks.find((r) => r.colour === 'orange')!;
      assert.deepEqual(
        [orange.rooms.length, orange.capacity, orange.vp],
        [2, 4, 4],
        'BOOK-06: 4 books, 4 VP',
      );
      assert.ok(layout.racks.find((r) => r.colour === 'pink')!.rooms.length >= 2);
      const total = layout.racks.reduce((n, r) => n + r.vp, 0);
      assert.ok(total > PLAYER_COUNT_TABLE[players].vpTarget, 'the target must be reachable');
    });
  }
});

describe('ACT-CHECKROOM-02 ACT-CHECKROOM-03 drawing the card', () => {
  test('ACT-CHECKROOM-02 the card is drawn at random from the shuffled deck and leaves the game', () => {
    const drawn = new Set<RoomCard>();
    for (let n = 1; n <= 30; n++) {
      // The top card (last) is a Failure: a draw of the top card only would never give a Success.
      // Orange rooms hold 2 books (BOOK-06), so a Success does not finish the room.
      const { before, after } = check('orange1', ['success', 'failure', 'failure'], { seed: seedOf(n) });
      const card = events(after, 'roomCardSeen')[0]!.card;
      drawn.add(card);
      assert.equal(after.rooms[loc(after, 'orange1')]!.deck.length, 2);
      assert.equal(after.removed[card], before.removed[card] + 1, 'ACT-CHECKROOM-03 removed from the game');
    }
    assert.deepEqual([...drawn].sort(), ['failure', 'success']);
  });

  test('BOOK-02 the drawn card is the checker’s secret; the book moving is public', () => {
    const { after } = check('orange1', ['success', 'success', 'success']);
    const orange1 = loc(after, 'orange1');
    const seen = after.log.find((e) => e.t === 'roomCardSeen')!;
    assert.deepEqual(seen.vis, [0]);
    const shelved = after.log.find((e) => e.t === 'bookShelved')!;
    assert.equal(shelved.vis, null);
    assert.deepEqual(events(after, 'bookShelved'), [
      { t: 'bookShelved', room: orange1, rack: rackOf(after, 'orange') },
    ]);
    assert.equal(after.rooms[orange1]!.books, 1);
    assert.equal(after.racks[rackOf(after, 'orange')]!.books, 1);
  });
});

describe('BOOK-02 the three outcomes', () => {
  test('BOOK-02 Success moves one book from the room to its rack', () => {
    const { before, after } = check('orange2', ['success']);
    const orange = rackOf(after, 'orange');
    assert.equal(after.rooms[loc(after, 'orange2')]!.books, before.rooms[loc(after, 'orange2')]!.books - 1);
    assert.equal(after.racks[orange]!.books, 1);
    assert.equal(after.vp, 0);
  });

  test('BOOK-02 Failure: nothing happens', () => {
    const { before, after } = check('orange1', ['failure'], {
      rooms: { orange1: { books: 1 }, orange2: { books: 2 } },
    });
    assert.deepEqual(after.rooms[loc(after, 'orange1')]!.books, 1);
    assert.deepEqual(after.racks, before.racks);
    assert.deepEqual(events(after, 'bookReturned'), []);
  });

  test('BOOK-02 AMB-21 Sabotage returns a book of the room’s colour, even one from the sibling room', () => {
    // Orange 2 is finished (both its books are shelved); Orange 1 still holds 2.
    const { after } = check('orange1', ['sabotage'], { rooms: { orange2: { books: 0, deck: [] } } });
    const orange = rackOf(after, 'orange');
    assert.equal(after.racks[orange]!.books, 1);
    assert.equal(after.rooms[loc(after, 'orange1')]!.books, 3);
    assert.equal(after.rooms[loc(after, 'orange2')]!.finished, true, 'a finished room stays finished');
    assert.deepEqual(events(after, 'bookReturned'), [
      { t: 'bookReturned', room: loc(after, 'orange1'), rack: orange },
    ]);
  });

  test('BOOK-02 AMB-21 Sabotage with no book of that colour on the Bookshelf: nothing happens', () => {
    const { after } = check('orange1', ['sabotage']);
    assert.equal(after.racks[rackOf(after, 'orange')]!.books, 0);
    assert.equal(after.rooms[loc(after, 'orange1')]!.books, 2);
    assert.deepEqual(events(after, 'bookReturned'), []);
  });

  test('BOOK-04 AMB-21 a dark-blue Sabotage never takes from another dark-blue rack, and VP never decrease', () => {
    // Dark blue 2 is finished and its rack scored; dark blue 1's own rack is empty.
    const { before, after } = check('darkblue1', ['sabotage'], {
      rooms: { darkblue2: { books: 0, deck: [] } },
    });
    const scored = rackVp(before, 'darkblue2');
    assert.equal(before.vp, scored);
    assert.deepEqual(after.racks, before.racks);
    assert.equal(after.vp, scored);
    assert.equal(after.rooms[loc(after, 'darkblue1')]!.books, 1);
  });

  test('BOOK-04 a dark-blue book goes only to its own rack', () => {
    const { before, after } = check('darkblue2', ['success']);
    const own = rackOf(after, 'darkblue2');
    assert.deepEqual(
      after.racks.map((r) => r.books),
      before.racks.map((r, i) => r.books + (i === own ? 1 : 0)),
    );
    assert.equal(after.racks[own]!.scored, true);
    assert.equal(after.vp, rackVp(after, 'darkblue2'));
  });
});

describe('BOOK-03 BOOK-05 BOOK-06 finishing rooms and scoring racks', () => {
  test('BOOK-06 BOOK-03 BOOK-05 the orange example: the 4th orange book scores 4 VP and finishes the room', () => {
    // The rack holds 3 books from the two orange rooms; Mary (seat 0) checks the room with the 4th.
    const { before, after } = check('orange2', ['success', 'success', 'success'], {
      rooms: { orange1: { books: 0, deck: [] }, orange2: { books: 1 } },
      seats: { 1: { location: 'orange2', hand: { alive: 1, success: 1 } } },
    });
    const orange = rackOf(after, 'orange');
    const orange2 = loc(after, 'orange2');
    assert.deepEqual(before.racks[orange], { books: 3, scored: false });
    assert.deepEqual(after.racks[orange], { books: 4, scored: true });
    assert.equal(after.vp, 4);
    assert.deepEqual(events(after, 'rackScored'), [{ t: 'rackScored', rack: orange, vp: 4, total: 4 }]);
    // The room is finished; its token and its 2 other cards go into the box unseen.
    const r = after.rooms[orange2]!;
    assert.equal(r.finished, true);
    assert.deepEqual(r.deck, []);
    assert.equal(after.removed.success, before.removed.success + 3);
    assert.equal(events(after, 'roomCardSeen').length, 1, 'only the drawn card was seen');
    // "Finally": the book, the score, then the room leaves the game.
    const order = after.log
      .map((e) => e.t)
      .filter((t) => ['bookShelved', 'rackScored', 'roomFinished'].includes(t));
    assert.deepEqual(order, ['bookShelved', 'rackScored', 'roomFinished']);
    assert.equal(after.result, null, '4 VP do not reach the target');
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 1);
    assert.equal(isLegal(after, 1, { type: 'fillRoom', room: orange2, card: 'success' }), false);
    assert.equal(isLegal(after, 1, { type: 'checkRoom', room: orange2 }), false);
  });

  test('BOOK-05 a room is finished when its last book is shelved, even if its rack is not complete', () => {
    const { after } = check('orange2', ['success'], { rooms: { orange2: { books: 1 } } });
    assert.equal(after.rooms[loc(after, 'orange2')]!.finished, true);
    assert.deepEqual(after.racks[rackOf(after, 'orange')], { books: 2, scored: false });
    assert.equal(after.vp, 0);
  });

  test('BOOK-03 BOOK-04 the pink rack scores only with the books of every pink room (8 players: three)', () => {
    const almost = { pink1: { books: 0, deck: [] }, pink2: { books: 0, deck: [] }, pink3: { books: 2 } };
    const first = check('pink3', ['success'], { players: 8, rooms: almost }).after;
    assert.equal(first.vp, 0, 'pink 1 and pink 2 complete are not enough');
    const last = check('pink3', ['success'], { players: 8, rooms: { ...almost, pink3: { books: 1 } } }).after;
    const pink = layoutById('large').racks[rackOf(last, 'pink')]!;
    assert.deepEqual(last.racks[rackOf(last, 'pink')], { books: pink.capacity, scored: true });
    assert.equal(last.vp, pink.vp);
  });

  test('BOOK-05 a finished room keeps its other Room actions', () => {
    const s = fixture({ at: 'cafeteria', rooms: { cafeteria: { books: 0, deck: [] } } });
    assert.ok(isLegal(s, 0, { type: 'initiateVote' }));
    assert.equal(isLegal(s, 0, { type: 'fillRoom', room: loc(s, 'cafeteria'), card: 'success' }), false);
  });

  test('BOOK-03 the Camera’s room check scores like Check a Room, with no Draw-pile card', () => {
    const s = fixture({
      at: 'security',
      rooms: { orange1: { books: 0, deck: [] }, orange2: { books: 1, deck: ['success'], explored: true } },
    });
    const after = act(s, 0, { type: 'cameraRoom', room: loc(s, 'orange2') });
    assert.equal(after.vp, 4);
    assert.deepEqual(after.drawPile, s.drawPile);
    assert.deepEqual(events(after, 'roomChecked'), [
      { t: 'roomChecked', seat: 0, room: loc(s, 'orange2'), camera: true },
    ]);
  });
});

/** The 5-player layout and its printed VP target. */
const FIVE = layoutById(PLAYER_COUNT_TABLE[5].layout);
const TARGET = PLAYER_COUNT_TABLE[5].vpTarget;

const NOT_ORANGE = (r: { colour: string }): boolean =>
  ['lightblue', 'red', 'darkblue', 'pink'].includes(r.colour);
/** Racks worth the target minus 4, and the orange rack one book short: its last book reaches the target. */
const ONE_SHORT: Fixture['rooms'] = {
  ...racksWorth(FIVE, TARGET - 4, NOT_ORANGE),
  orange1: { books: 0, deck: [] },
  orange2: { books: 1 },
};

describe('BOOK-03 BOOK-07 the VP target', () => {
  test('BOOK-03 WIN-01 reaching the target ends the game at once; the Seer guess follows', () => {
    const { before, after } = check('orange2', ['success'], { rooms: ONE_SHORT });
    assert.equal(before.vp, TARGET - 4);
    assert.equal(after.vp, TARGET);
    assert.ok(after.phase.kind === 'seerGuess' && after.phase.pending === 'vpTarget');
    assert.ok(
      after.acted.slice(1).every((a) => !a),
      'nobody else acts',
    );
  });

  test('BOOK-03 WIN-01 without a Seer the Investigators win outright', () => {
    const roles = ['investigator', 'cultist', 'investigator', 'investigator', 'investigator'] as const;
    const { after } = check('orange2', ['success'], { roles, rooms: ONE_SHORT });
    assert.deepEqual(after.result, { winner: 'investigators', reason: 'vpTarget', round: 1 });
    assert.equal(after.phase.kind, 'over');
    assert.deepEqual(events(after, 'gameOver'), [
      { t: 'gameOver', winner: 'investigators', reason: 'vpTarget' },
    ]);
    // The game-ending check comes last, after the room is finished.
    assert.equal(after.log.at(-1)!.t, 'gameOver');
  });

  test('BOOK-07 a failed Portal moves the target one right: the printed target no longer wins', () => {
    const { after } = check('orange2', ['success'], {
      rooms: ONE_SHORT,
      targetShift: 1,
      portal: { openedRound: 1, lastRound: 1, status: 'failed' },
      round: 2,
    });
    assert.equal(after.vp, TARGET);
    assert.equal(viewFor(after, 0).vpTarget, TARGET + 1);
    assert.equal(after.result, null);
    assert.equal(after.phase.kind, 'action');
  });

  test('BOOK-07 AMB-20 closing the Portal moves the target below the VP: the Investigators win at once', () => {
    // One VP short of the target, without the Library's own rack.
    const s = fixture({
      at: 'library',
      rooms: racksWorth(FIVE, TARGET - 1, (r) => r.colour !== 'green'),
      portal: { openedRound: 1, lastRound: 4, status: 'open' },
      seats: { 3: { location: 'library' } },
    });
    assert.equal(s.vp, TARGET - 1);
    let after = act(s, 0, { type: 'closePortal', partner: 3 });
    after = act(after, 3, { type: 'answerPortal', accept: true });
    assert.equal(viewFor(after, 0).vpTarget, TARGET - 1);
    assert.ok(after.phase.kind === 'seerGuess' && after.phase.pending === 'vpTarget');
  });
});
