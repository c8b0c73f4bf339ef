// The actions' prepared insert (prepared-actions.ts) on both databases: what it stores is what Kysely's
// insert stored, a place taken is a conflict, and on SQLite it never joins a Kysely transaction it shares
// the connection with.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clearDatabase, openDatabase, type Db } from './db.ts';
import { actionWriterOf, type ActionRow } from './prepared-actions.ts';
import { actionsSince, appendAction, ConflictError, insertGame, loadGame } from './store.ts';

const postgres = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const targets: [string, string, string | false][] = [
  ['SQLite', ':memory:', false],
  ['PostgreSQL', postgres ?? '', postgres === undefined ? 'DATABASE_URL is not a postgres:// URL' : false],
];

/** A game of two seats, playing, with no action yet. */
async function playing(db: Db, id: string): Promise<void> {
  await insertGame(db, {
    id,
    status: 'playing',
    options: { players: 5 },
    seed: 'ab'.repeat(32),
    commitment: 'cd'.repeat(32),
    timers: { ballot: 30 },
    seats: [
      { seat: 0, name: 'Ann', kind: 'human', tokenHash: 'ef'.repeat(32), character: 3 },
      { seat: 1, name: 'Bo', kind: 'human', tokenHash: '01'.repeat(32), character: 1 },
    ],
  });
}

for (const [name, url, skip] of targets) {
  test(
    `${name}: every move is stored by the prepared insert; a place taken is a conflict`,
    { skip },
    async () => {
      const db = await openDatabase({ url, startupTimeoutMs: 5000 });
      try {
        await clearDatabase(db);
        const id = `PREP${name.slice(0, 4).toUpperCase()}`;
        await playing(db, id);
        const writer = actionWriterOf(db);
        assert.ok(writer, 'a database opened by db.ts has its prepared writer');
        const row: ActionRow = { gameId: id, seq: 0, seat: 1, action: '{"type":"ready"}', at: 1000.5 };
        assert.equal(await writer(row), true);
        await appendAction(db, id, 1, 0, { type: 'pass' }, false, 2000);
        assert.deepEqual(await actionsSince(db, id, 0), [
          { seat: 1, action: { type: 'ready' }, at: 1000.5 },
          { seat: 0, action: { type: 'pass' }, at: 2000 },
        ]);
        // The same place again, by either way: refused, and nothing written over it.
        await assert.rejects(appendAction(db, id, 1, 1, { type: 'ready' }, false), ConflictError);
        await assert.rejects(writer({ ...row, seq: 1 }));
        // The last action finishes the game too (through Kysely's transaction).
        await appendAction(db, id, 2, 1, { type: 'pass' }, true, 3000);
        assert.equal((await loadGame(db, id))?.status, 'finished');
        assert.equal((await actionsSince(db, id, 0)).length, 3);
      } finally {
        await db.destroy();
      }
    },
  );
}

test('SQLite: an action stored while a Kysely transaction is open is not part of it (its rollback keeps the action)', async () => {
  const db = await openDatabase({ url: ':memory:' });
  try {
    await playing(db, 'PREPTRX');
    const writer = actionWriterOf(db);
    assert.ok(writer);
    let stored: Promise<void> | undefined;
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('games').set({ status: 'finished' }).where('id', '=', 'PREPTRX').execute();
        // The prepared insert cannot run inside the open transaction: it says so, and store.ts waits its turn.
        assert.equal(await writer({ gameId: 'PREPTRX', seq: 9, seat: 0, action: '{}', at: 1 }), false);
        stored = appendAction(db, 'PREPTRX', 0, 0, { type: 'ready' }, false, 5);
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    await stored;
    assert.deepEqual(await actionsSince(db, 'PREPTRX', 0), [{ seat: 0, action: { type: 'ready' }, at: 5 }]);
    assert.equal((await loadGame(db, 'PREPTRX'))?.status, 'playing');
  } finally {
    await db.destroy();
  }
});
