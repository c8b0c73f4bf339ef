import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BOARD,
  BoardError,
  layoutById,
  SHIPPED_BOARD,
  shippedBoardData,
  useBoard,
  useShippedBoard,
} from './index.ts';
import type { BoardData } from './board-types.ts';
import { createGame } from '../setup.ts';
import { viewFor } from '../view.ts';
import { layoutOf } from '../rules/context.ts';

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };

function copy(): Mutable<BoardData> {
  return shippedBoardData() as Mutable<BoardData>;
}

// Every test leaves the shipped board in place for the rest of the process.
afterEach(() => {
  useShippedBoard();
});

test('the engine starts on the shipped board', () => {
  assert.equal(BOARD, SHIPPED_BOARD);
});

test('shippedBoardData is a fresh copy each time', () => {
  const a = copy();
  a.layouts[0]!.racks[0]!.vp = 99;
  assert.notEqual(copy().layouts[0]!.racks[0]!.vp, 99);
  assert.equal(useBoard(copy()).data.layouts[0]!.racks[0]!.vp, SHIPPED_BOARD.data.layouts[0]!.racks[0]!.vp);
});

test('useBoard rejects invalid data with the validator’s problems and keeps the current board', () => {
  const bad = copy();
  bad.layouts[0]!.racks[0]!.vp = 7;
  bad.cultistTokens = ['nowhere', 'library', 'library'];
  assert.throws(
    () => useBoard(bad),
    (e: unknown) =>
      e instanceof BoardError &&
      e.problems.length >= 2 &&
      e.message.startsWith('Invalid board data:') &&
      e.problems.some((p) => p.includes("'nowhere'")),
  );
  assert.equal(BOARD, SHIPPED_BOARD);
  assert.throws(() => useBoard('not a board'), BoardError);
  assert.throws(() => useBoard(null), BoardError);
  assert.equal(BOARD, SHIPPED_BOARD);

  // A rejected board does not replace one installed before it either.
  const installed = useBoard(copy());
  assert.throws(() => useBoard(bad), BoardError);
  assert.equal(BOARD, installed);
});

test('a board installed with useBoard is the one every rule reads, and the shipped one comes back', () => {
  const raw = copy();
  const small = raw.layouts.find((l) => l.id === 'small')!;
  const rack = small.racks.find((r) => r.vp !== 2)!;
  rack.vp = 2;
  const route1 = raw.routes.find((r) => r.id === 1)!;
  route1.lines[0] = [...route1.lines[0]].reverse();

  const game = createGame({ players: 5, seed: '0'.repeat(64) });
  assert.ok(game.ok);
  const shippedLayout = layoutOf(game.state); // primes the rules' layout cache on the shipped board
  assert.equal(shippedLayout, SHIPPED_BOARD.layouts.get('small'));

  const installed = useBoard(raw);
  assert.equal(BOARD, installed);
  assert.notEqual(installed, SHIPPED_BOARD);
  assert.equal(layoutById('small'), installed.layouts.get('small'));
  assert.equal(layoutById('small').racks.find((r) => r.id === rack.id)!.vp, 2);
  assert.equal(layoutOf(game.state), installed.layouts.get('small'));
  assert.deepEqual(installed.routes.find((r) => r.id === 1)!.lines[0], route1.lines[0]);
  const created = createGame({ players: 5, seed: '1'.repeat(64) });
  assert.ok(created.ok);
  for (let s = 0; s < created.state.seats.length; s++) {
    const id: number = created.state.seats[s]!.route;
    assert.equal(
      viewFor(created.state, s).me!.route,
      installed.routes.find((r) => r.id === id),
    );
  }

  assert.equal(useShippedBoard(), SHIPPED_BOARD);
  assert.equal(BOARD, SHIPPED_BOARD);
  assert.equal(layoutById('small'), SHIPPED_BOARD.layouts.get('small'));
  assert.equal(layoutOf(game.state), SHIPPED_BOARD.layouts.get('small'));
  for (let s = 0; s < created.state.seats.length; s++) {
    const id: number = created.state.seats[s]!.route;
    assert.equal(
      viewFor(created.state, s).me!.route,
      SHIPPED_BOARD.routes.find((r) => r.id === id),
    );
  }
});
