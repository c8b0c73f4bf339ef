/**
 * A chat write that failed may have stored its line after all, and other nodes may have stored lines
 * meanwhile: before posting again (a bot's turn tried again), `settle` reads what storage holds.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { ChatLog } from './chat.ts';
import { openDatabase } from './db.ts';
import { StorageError } from './game/authority.ts';

test('after a failed write, settle returns the lines stored meanwhile (once), and nothing when no write failed', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'among-cultists-settle-')), 'games.sqlite');
  const db = await openDatabase({ url: file });
  const other = new SQLite(file);
  try {
    const here = new ChatLog(db, 'GAME0001', [], 0);
    const there = new ChatLog(db, 'GAME0001', [], 0);
    await here.append(0, 'hello', 1);
    assert.deepEqual(await here.settle(), [], 'no write failed: nothing to read');
    // Another node's copy is behind; this node's next write fails (the file is locked by a writer).
    await there.refresh();
    other.exec('BEGIN EXCLUSIVE');
    await assert.rejects(here.append(1, 'lost?', 2), StorageError);
    other.exec('COMMIT');
    await there.append(2, 'from another node', 3);
    const missed = await here.settle();
    assert.deepEqual(
      missed.map((l) => [l.seq, l.seat, l.text]),
      [[1, 2, 'from another node']],
    );
    assert.deepEqual(await here.settle(), [], 'read once');
    assert.equal(here.count, 2);
    // The next line goes after them.
    const [line] = await here.append(0, 'after', 4);
    assert.equal(line?.seq, 2);
  } finally {
    other.close();
    await db.destroy();
  }
});
