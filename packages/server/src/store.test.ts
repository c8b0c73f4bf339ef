import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clearDatabase, openDatabase, type Db } from './db.ts';
import { appendAction, appendChat, insertGame, loadGame, saveSeats, unfinishedGameIds } from './store.ts';

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
        await appendAction(db, id, 0, 0, { type: 'ready' }, false);
        await appendAction(db, id, 1, 1, { type: 'ready' }, false);
        // The same place twice is refused: no action is ever written over another.
        await assert.rejects(appendAction(db, id, 1, 0, { type: 'pass' }, false));
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
          { seat: 0, action: { type: 'ready' } },
          { seat: 1, action: { type: 'ready' } },
        ]);
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
