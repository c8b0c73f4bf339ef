// The actions' prepared insert (prepared-actions.ts) on both databases: what it stores is what Kysely's
// insert stored, a place taken is a conflict; on SQLite it never joins a Kysely transaction it shares the
// connection with, and stores the actions of one turn together without answering any before its commit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { until } from '@among-cultists/protocol/testing';
import { clearDatabase, openDatabase, type Db } from './db.ts';
import { actionWriterOf, type ActionRow } from './prepared-actions.ts';
import { actionsSince, appendAction, ConflictError, insertGame, loadGame } from './store.ts';

const FROZEN_WRITER = fileURLToPath(new URL('./testing-frozen-writer.ts', import.meta.url));
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

/** Whether a process is stopped (state T in /proc). */
function stopped(pid: number): boolean {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).startsWith('T');
}

test('SQLite: the actions of one turn are stored together and each answered once committed; a batch that fails is each action’s failure, a taken place only its own', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'among-cultists-batch-'));
  const file = join(dir, 'games.sqlite');
  const db = await openDatabase({ url: file });
  // Another connection, as another process would read the file: what it sees is committed.
  const reader = new SQLite(file, { readonly: true });
  const committed = (game: string, seq: number): boolean =>
    reader.prepare('select 1 from actions where game_id = ? and seq = ?').get(game, seq) !== undefined;
  let writer: ChildProcess | undefined;
  try {
    await playing(db, 'BATCH');
    // Three moves in one turn: all stored, each answered only when its row is committed.
    const answered = await Promise.all(
      [0, 1, 2].map((seq) =>
        appendAction(db, 'BATCH', seq, seq % 2, { type: 'ready' }, false, seq).then(() =>
          committed('BATCH', seq),
        ),
      ),
    );
    assert.deepEqual(answered, [true, true, true]);

    // A node frozen between its insert of action 3 and its commit (testing-frozen-writer.ts) holds the
    // file's write lock: a turn's batch fails as a whole, each action with the storage failure its own
    // insert would have had, and none is stored.
    writer = spawn(process.execPath, ['--import', 'tsx', FROZEN_WRITER], {
      env: { ...process.env, DATABASE_URL: file, GAME: 'BATCH', SEQ: '3' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    writer.stdout?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
    writer.stderr?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
    const child = writer;
    await until(() => output.join('').includes('inserted') && stopped(child.pid!), 'the writer to freeze', {
      timeoutMs: 15_000,
    });
    const refused = await Promise.allSettled(
      [3, 4, 5].map((seq) => appendAction(db, 'BATCH', seq, 0, { type: 'pass' }, false, seq)),
    );
    for (const r of refused) {
      assert.equal(r.status, 'rejected');
      assert.equal((r.reason as { code?: unknown }).code, 'SQLITE_BUSY');
    }
    assert.deepEqual(
      (await actionsSince(db, 'BATCH', 0)).map((a) => a.at),
      [0, 1, 2],
    );

    // Thawed, it commits its action 3: tried again, that place is taken (a conflict, only for it) and
    // the other moves of the batch are stored.
    child.kill('SIGCONT');
    await until(() => output.join('').includes('committed'), 'the writer to commit', { timeoutMs: 15_000 });
    const again = await Promise.allSettled(
      [3, 4, 5].map((seq) => appendAction(db, 'BATCH', seq, 0, { type: 'pass' }, false, seq)),
    );
    assert.equal(again[0]!.status, 'rejected');
    assert.ok((again[0] as PromiseRejectedResult).reason instanceof ConflictError);
    assert.deepEqual(
      again.slice(1).map((r) => r.status),
      ['fulfilled', 'fulfilled'],
    );
    const stored = await actionsSince(db, 'BATCH', 0);
    assert.deepEqual(
      stored.map((a) => a.action.type),
      ['ready', 'ready', 'ready', 'frozen', 'pass', 'pass'],
    );
  } finally {
    if (writer?.exitCode === null) writer.kill('SIGKILL');
    reader.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});
