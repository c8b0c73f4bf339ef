/**
 * The claims of a game's chat (issue 16): everyone weighs them all, so a copy of the game reads them from
 * storage once, keeps them up to date with every line it keeps, and reads them again only after lines
 * went by unread.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Claim } from '@among-cultists/engine';
import { CHAT_PAGE } from '@among-cultists/protocol';
import { ChatLog } from './chat.ts';
import { openDatabase } from './db.ts';
import { chatLines, countChat } from './store.ts';

const suspect = (target: number): { claim: Claim; round: number } => ({
  claim: { kind: 'suspect', target },
  round: 1,
});
const seqs = (lines: readonly { seq: number }[]) => lines.map((l) => l.seq);

test('GEN-08: the lines held reach back to the first: the claims among them, without reading storage', async () => {
  const db = await openDatabase({ url: ':memory:' });
  const chat = new ChatLog(db, 'GAME0001', [], 0);
  await chat.append(0, 'hello', 1);
  await chat.append(1, 'I suspect Ann', 2, suspect(0));
  await db.destroy();
  // Storage is gone: what is asked for comes from memory.
  assert.deepEqual(seqs(await chat.claims()), [1]);
});

test('GEN-08: a copy that holds only the last page reads the claims once, then keeps them with each line; after lines went by unread it reads them again', async () => {
  const db = await openDatabase({ url: ':memory:' });
  try {
    const writer = new ChatLog(db, 'GAME0001', [], 0);
    await writer.append(0, 'I suspect Bea', 1, suspect(1));
    for (let i = 1; i <= CHAT_PAGE + 5; i++) await writer.append(0, `line ${i}`, 1 + i);
    // A copy made as a reload makes it: the last page, and the count.
    const count = await countChat(db, 'GAME0001');
    const here = new ChatLog(db, 'GAME0001', await chatLines(db, 'GAME0001', count, CHAT_PAGE), count);
    assert.deepEqual(seqs(await here.claims()), [0], 'read from storage: older than the page held');
    // This copy's own line, and another copy's line it is told of, join without a read.
    const [mine] = await here.append(2, 'I suspect Cy', 100, suspect(2));
    // The writer's copy lacks `mine`: it reads it (a conflict) before storing its own line after it.
    const theirs = (await writer.append(0, 'catching up', 101)).at(-1)!;
    here.receive(theirs);
    const claimed = (await writer.append(3, 'I suspect Dan', 102, suspect(3))).at(-1)!;
    here.receive(claimed);
    assert.deepEqual(seqs(await here.claims()), [0, mine!.seq, claimed.seq]);
    // More than a page goes by unread, a claim at its start: the next ask reads them all again.
    await writer.append(4, 'I suspect Ann', 200, suspect(0));
    for (let i = 0; i < CHAT_PAGE + 3; i++) await writer.append(0, `more ${i}`, 201 + i);
    await here.refresh();
    const all = await here.claims();
    assert.equal(all.length, 4);
    assert.deepEqual(
      all.map((l) => l.seat),
      [0, 2, 3, 4],
    );
  } finally {
    await db.destroy();
  }
});
