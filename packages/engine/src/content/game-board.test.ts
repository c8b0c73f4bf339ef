import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  boardRef,
  BoardError,
  boardSha256,
  DEFAULT_BOARD_ID,
  loadBoard,
  SHIPPED_BOARD,
  SHIPPED_BOARDS,
  MOUNTAINS_BOARD,
  shippedBoard,
  shippedBoardData,
} from './index.ts';
import type { BoardData } from './board-types.ts';
import { createGame } from '../setup.ts';
import { actors, legalActions } from '../legal.ts';
import { applyInPlace } from '../apply.ts';
import { viewFor } from '../view.ts';
import { replay, type RecordedAction } from '../replay.ts';
import { buildPosition } from '../position.ts';
import { layoutOf } from '../rules/context.ts';
import { createRng, randomInt } from '../rng/random.ts';
import type { GameOptions } from '../options.ts';
import { seedOf } from '../testing.ts';

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };

function copy(): Mutable<BoardData> {
  return shippedBoardData() as Mutable<BoardData>;
}

/** A valid board unlike the shipped one: every rack of the small layout at 2 VP is worth 4, and Route card 1 reads backwards. */
function changedBoard() {
  const raw = copy();
  for (const rack of raw.layouts.find((l) => l.id === 'small')!.racks) if (rack.vp === 2) rack.vp = 4;
  const route1 = raw.routes.find((r) => r.id === 1)!;
  route1.lines[0] = [...route1.lines[0]].reverse();
  return loadBoard(raw);
}

/** Plays random legal actions until the end; returns the record. */
function playOut(options: GameOptions, policySeed: number): RecordedAction[] {
  const created = createGame(options);
  assert.ok(created.ok);
  const s = created.state;
  const policy = createRng(seedOf(policySeed));
  const actions: RecordedAction[] = [];
  while (s.phase.kind !== 'over') {
    const seat = actors(s)[0]!;
    const legal = legalActions(s, seat);
    const action = legal[randomInt(policy, legal.length)]!;
    actions.push({ seat, action });
    applyInPlace(s, seat, action);
  }
  return actions;
}

test('the shipped board has an id and the SHA-256 of its content, which formatting and key order do not change', () => {
  assert.equal(SHIPPED_BOARD.id, 'university');
  assert.equal(DEFAULT_BOARD_ID, 'university');
  assert.match(SHIPPED_BOARD.sha256, /^[0-9a-f]{64}$/);
  assert.deepEqual(SHIPPED_BOARDS, [SHIPPED_BOARD, MOUNTAINS_BOARD]);
  assert.equal(shippedBoard('university'), SHIPPED_BOARD);
  assert.equal(shippedBoard('nowhere'), undefined);
  const reordered = JSON.parse(
    JSON.stringify(Object.fromEntries(Object.entries(copy()).reverse())),
  ) as BoardData;
  assert.equal(loadBoard(reordered).sha256, SHIPPED_BOARD.sha256);
  assert.equal(boardSha256(SHIPPED_BOARD.data), SHIPPED_BOARD.sha256);
  // One number changed anywhere is another board.
  const raw = copy();
  raw.layouts[2]!.name += ' (corrected)';
  assert.notEqual(loadBoard(raw).sha256, SHIPPED_BOARD.sha256);
  assert.deepEqual(boardRef(SHIPPED_BOARD), { id: 'university', sha256: SHIPPED_BOARD.sha256 });
});

test('shippedBoardData is a fresh copy each time', () => {
  const a = copy();
  a.layouts[0]!.racks[0]!.vp = 99;
  assert.notEqual(copy().layouts[0]!.racks[0]!.vp, 99);
});

test('loadBoard rejects invalid data with every problem, the id included', () => {
  const bad = copy();
  bad.layouts[0]!.racks[0]!.vp = 7;
  bad.cultistTokens = ['nowhere', 'library', 'library'];
  assert.throws(
    () => loadBoard(bad),
    (e: unknown) =>
      e instanceof BoardError &&
      e.problems.length >= 2 &&
      e.message.startsWith('Invalid board data:') &&
      e.problems.some((p) => p.includes("'nowhere'")),
  );
  const badId = copy();
  (badId as { id: string }).id = 'Not An Id';
  assert.throws(
    () => loadBoard(badId),
    (e: unknown) =>
      e instanceof BoardError &&
      e.problems.some(
        (p) => p === 'id must be lowercase letters, digits and hyphens, at most 40 (got "Not An Id")',
      ),
  );
  const noId = copy() as Partial<Mutable<BoardData>>;
  delete noId.id;
  assert.throws(
    () => loadBoard(noId),
    (e: unknown) => e instanceof BoardError && e.problems.includes('id must be a non-empty string'),
  );
  assert.throws(() => loadBoard('not a board'), BoardError);
  assert.throws(() => loadBoard(null), BoardError);
});

test('a game keeps its board in its configuration: every rule and view reads it there, and games on two boards interleave', () => {
  const changed = changedBoard();
  const onShipped = createGame({ players: 5, seed: seedOf(1) });
  const onChanged = createGame({ players: 5, seed: seedOf(1), board: changed });
  assert.ok(onShipped.ok && onChanged.ok);
  const a = onShipped.state;
  const b = onChanged.state;
  assert.deepEqual(boardRef(a.config.board), boardRef(SHIPPED_BOARD));
  assert.deepEqual(boardRef(b.config.board), boardRef(changed));
  assert.equal(layoutOf(a), SHIPPED_BOARD.layouts.get('small'));
  assert.equal(layoutOf(b), changed.layouts.get('small'));
  assert.equal(a.config.layout, 'small');
  for (let seat = 0; seat < b.seats.length; seat++) {
    const id = b.seats[seat]!.route;
    assert.equal(
      viewFor(b, seat).me!.route,
      changed.routes.find((r) => r.id === id),
    );
    assert.equal(
      viewFor(a, seat).me!.route,
      SHIPPED_BOARD.routes.find((r) => r.id === id),
    );
  }
  const view = viewFor(b, 'spectator');
  assert.equal(view.board, b.config.board, 'the view shows the game’s board, the same object every time');
  assert.deepEqual(view.config.board, boardRef(changed));
  // Both games advance in turn in one process; each plays as it would alone.
  const policy = createRng(seedOf(2));
  const alone = createGame({ players: 5, seed: seedOf(1), board: changed });
  assert.ok(alone.ok);
  const solo = alone.state;
  for (let step = 0; step < 400 && b.phase.kind !== 'over'; step++) {
    const seat = actors(b)[0]!;
    const legal = legalActions(b, seat);
    assert.deepEqual(legalActions(solo, seat), legal);
    const action = legal[randomInt(policy, legal.length)]!;
    applyInPlace(b, seat, action);
    applyInPlace(solo, seat, action);
    if (a.phase.kind !== 'over') {
      const other = actors(a)[0]!;
      applyInPlace(a, other, legalActions(a, other)[0]!);
    }
  }
  assert.deepEqual(b, solo);
});

test('a state survives JSON: the board in it is plain data, and play goes on the same', () => {
  const created = createGame({ players: 7, seed: seedOf(3) });
  assert.ok(created.ok);
  const s = created.state;
  const policy = createRng(seedOf(4));
  for (let step = 0; step < 300 && s.phase.kind !== 'over'; step++) {
    const seat = actors(s)[0]!;
    const copied = JSON.parse(JSON.stringify(s)) as typeof s;
    const legal = legalActions(s, seat);
    assert.deepEqual(legalActions(copied, seat), legal);
    assert.deepEqual(viewFor(copied, seat), JSON.parse(JSON.stringify(viewFor(s, seat))));
    applyInPlace(s, seat, legal[randomInt(policy, legal.length)]!);
  }
});

test('options name the board by id or by { id, sha256 }; an unknown board or another version of it is refused, saying which', () => {
  const byId = createGame({ players: 5, seed: seedOf(5), board: 'university' });
  const byRef = createGame({ players: 5, seed: seedOf(5), board: boardRef(SHIPPED_BOARD) });
  const byDefault = createGame({ players: 5, seed: seedOf(5) });
  assert.ok(byId.ok && byRef.ok && byDefault.ok);
  assert.deepEqual(byId.state, byDefault.state);
  assert.deepEqual(byRef.state, byDefault.state);
  const problem = (board: unknown): string => {
    const created = createGame({ players: 5, seed: seedOf(5), board } as GameOptions);
    assert.ok(!created.ok);
    assert.equal(created.problems[0]!.field, 'board');
    return created.problems.map((p) => p.message).join(' ');
  };
  assert.match(problem('nowhere'), /There is no board 'nowhere'; the boards are 'university', 'mountains'\./);
  const other = changedBoard();
  assert.match(
    problem(boardRef(other)),
    new RegExp(
      `'university' with SHA-256 ${other.sha256} is not the one shipped \\(${SHIPPED_BOARD.sha256}\\)`,
    ),
  );
  assert.match(problem({ id: 'nowhere', sha256: 'ab' }), /There is no board 'nowhere'/);
  assert.match(problem({ id: 3 }), /The board is a board id, or \{ id, sha256 \}/);
  assert.match(problem(7), /The board is a board id/);
});

test('a record carries its board: replay folds it on that board, and refuses it on another version', () => {
  const changed = changedBoard();
  const options: GameOptions = { players: 6, seed: seedOf(6), board: changed };
  const actions = playOut(options, 7);
  const replayed = replay({ options, actions });
  assert.ok(replayed.ok);
  assert.deepEqual(boardRef(replayed.state.config.board), boardRef(changed));
  assert.ok(replayed.state.result);
  // What a record file holds: the reference. It names a board this engine does not ship.
  assert.throws(
    () => replay({ options: { ...options, board: boardRef(changed) }, actions }),
    /is not the one shipped/,
  );
});

test('buildPosition takes the board like createGame, including the board of a view', () => {
  const changed = changedBoard();
  const built = buildPosition({
    players: 5,
    roles: ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'],
    board: changed,
  });
  assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
  assert.deepEqual(boardRef(built.state.config.board), boardRef(changed));
  const again = buildPosition({
    players: 5,
    roles: ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'],
    board: viewFor(built.state, 0).board,
  });
  assert.ok(again.ok);
  assert.equal(again.state.config.board, built.state.config.board);
});

/** Source files of the engine (not tests), for the rule below. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('fixture') ? [path] : [];
  });
}

test('no module-level mutable state in the engine: no top-level let or var, and no top-level Map, Set or WeakMap', () => {
  const root = new URL('..', import.meta.url).pathname;
  const found: string[] = [];
  for (const file of sources(root)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (
          /^(export )?(let|var) /.test(line) ||
          /^(export )?const \w+(: [^=]+)? = new (Weak)?(Map|Set)\b/.test(line)
        )
          found.push(`${file.slice(root.length)}:${i + 1}: ${line.trim()}`);
      });
  }
  assert.deepEqual(found, []);
});
