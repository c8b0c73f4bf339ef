import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import {
  actors,
  applyInPlace,
  createGame,
  DEFAULT_BOARD_ID,
  legalActions,
  type Action,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { GameAuthority } from './game/authority.ts';
import { clearDatabase, migrateDatabase, openDatabase, type Db } from './db.ts';
import {
  appendAction,
  appendChat,
  ConflictError,
  insertGame,
  loadGame,
  saveSeats,
  unfinishedGameIds,
} from './store.ts';

/**
 * The same storage code on both dialects: SQLite always; PostgreSQL when DATABASE_URL points at one
 * (CI sets it: every machine of this project runs PostgreSQL).
 */
const postgres = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const targets: [string, string, string | false][] = [
  ['SQLite', ':memory:', false],
  ['PostgreSQL', postgres ?? '', postgres === undefined ? 'DATABASE_URL is not a postgres:// URL' : false],
];

for (const [name, url, skip] of targets) {
  test(
    `${name}: a game is stored as options, seed, seats and an append-only list of actions`,
    { skip },
    async () => {
      // A DATABASE_URL that cannot be reached fails in seconds, not after the server's minute of retries.
      const db: Db = await openDatabase({ url, startupTimeoutMs: 5000 });
      try {
        await clearDatabase(db);
        const id = `TEST${name.slice(0, 4).toUpperCase()}`;
        await insertGame(db, {
          id,
          status: 'lobby',
          options: { players: 5 },
          seed: 'ab'.repeat(32),
          commitment: 'cd'.repeat(32),
          timers: { ballot: 30 },
          seats: [
            { seat: 0, name: 'Ann', kind: 'human', tokenHash: 'ef'.repeat(32), character: 3 },
            { seat: 1, name: null, kind: 'open', tokenHash: null, character: null },
          ],
        });
        await saveSeats(
          db,
          id,
          [
            { seat: 0, name: 'Ann', kind: 'human', tokenHash: 'ef'.repeat(32), character: 3 },
            { seat: 1, name: 'Bot 2', kind: 'bot', tokenHash: null, character: 0 },
          ],
          'playing',
        );
        await appendAction(db, id, 0, 0, { type: 'ready' }, false, 1000);
        await appendAction(db, id, 1, 1, { type: 'ready' }, false, 1001.5);
        // The same place twice is refused: no action is ever written over another (another node got there first).
        await assert.rejects(appendAction(db, id, 1, 0, { type: 'pass' }, false), ConflictError);
        await appendChat(db, id, 0, 0, 'hi', 1234.5);
        assert.deepEqual(await unfinishedGameIds(db), [id]);
        const loaded = await loadGame(db, id);
        assert.ok(loaded);
        assert.equal(loaded.status, 'playing');
        assert.deepEqual(loaded.options, { players: 5 });
        assert.deepEqual(loaded.timers, { ballot: 30 });
        assert.deepEqual(loaded.seats, [
          { seat: 0, name: 'Ann', kind: 'human', tokenHash: 'ef'.repeat(32), character: 3 },
          { seat: 1, name: 'Bot 2', kind: 'bot', tokenHash: null, character: 0 },
        ]);
        assert.deepEqual(loaded.actions, [
          { seat: 0, action: { type: 'ready' }, at: 1000 },
          { seat: 1, action: { type: 'ready' }, at: 1001.5 },
        ]);
        // Two seat lists written on the same version: the second is refused, nothing written.
        const version = loaded.version!;
        await saveSeats(db, id, loaded.seats, 'playing', { expected: version });
        await assert.rejects(saveSeats(db, id, [], 'lobby', { expected: version }), ConflictError);
        assert.equal((await loadGame(db, id))?.version, version + 1);
        assert.deepEqual((await loadGame(db, id))?.seats, loaded.seats);
        assert.deepEqual(loaded.chat, [{ seq: 0, seat: 0, text: 'hi', at: 1234.5 }]);
        await appendAction(db, id, 2, 0, { type: 'pass' }, true);
        assert.deepEqual(await unfinishedGameIds(db), []);
        assert.equal(await loadGame(db, 'NOSUCH'), null);
      } finally {
        await clearDatabase(db);
        await db.destroy();
      }
    },
  );
}

test('a game stored before boards were recorded (migration 004_boards) loads on the default board and plays on; one on a board no longer shipped is refused, saying why', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'old-db-')), 'old.sqlite');
  // The database as the server left it before boards were recorded: migrations up to 003.
  const old = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
  await migrateDatabase(old, '003_characters');
  const seed = seedOf(31);
  const created = createGame({ players: 5, seed });
  assert.ok(created.ok);
  const state = created.state;
  const actions: { seat: number; action: Action }[] = [];
  for (let i = 0; i < 40; i++) {
    const seat = actors(state)[0]!;
    const action = legalActions(state, seat)[0]!;
    actions.push({ seat, action });
    applyInPlace(state, seat, action);
  }
  const raw = old as unknown as Kysely<{
    games: Record<string, unknown>;
    seats: Record<string, unknown>;
    actions: Record<string, unknown>;
  }>;
  for (const [id, options] of [
    ['OLDGAME1', { players: 5 }],
    ['OTHERBRD', { players: 5 }],
  ] as const) {
    await raw
      .insertInto('games')
      .values({
        id,
        status: 'playing',
        options: JSON.stringify(options),
        seed,
        commitment: 'cd'.repeat(32),
        created_at: 1,
        timers: '{}',
      })
      .execute();
    for (let seat = 0; seat < 5; seat++)
      await raw
        .insertInto('seats')
        .values({ game_id: id, seat, name: `P${seat}`, kind: 'bot', token_hash: null, character: seat })
        .execute();
    for (const [seq, a] of actions.entries())
      await raw
        .insertInto('actions')
        .values({ game_id: id, seq, seat: a.seat, action: JSON.stringify(a.action), at: seq })
        .execute();
  }
  await old.destroy();

  const db = await openDatabase({ url: file });
  try {
    // The upgrade added the board columns; the old game has none and plays on the default board.
    const stored = await loadGame(db, 'OLDGAME1');
    assert.ok(stored);
    assert.equal(stored.options.board, undefined);
    const authority = GameAuthority.fromStored(db, stored);
    assert.equal(authority.seq, 40);
    assert.deepEqual(authority.state, state);
    assert.equal(authority.state.config.board.id, DEFAULT_BOARD_ID);
    // A game recorded on another version of the board does not load on today's: the reason is told.
    await db
      .updateTable('games')
      .set({ board_id: 'university', board_sha256: 'ab'.repeat(32) })
      .where('id', '=', 'OTHERBRD')
      .execute();
    const other = await loadGame(db, 'OTHERBRD');
    assert.ok(other);
    assert.deepEqual(other.options.board, { id: 'university', sha256: 'ab'.repeat(32) });
    assert.throws(
      () => GameAuthority.fromStored(db, other),
      /board: The board 'university' with SHA-256 (ab){32} is not the one shipped/,
    );
  } finally {
    await db.destroy();
  }
});
