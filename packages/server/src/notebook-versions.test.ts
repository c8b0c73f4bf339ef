/**
 * A notebook save names the version it was edited from (`base`): of two saves made from the same version
 * (two devices, or one save held in a paused node), the second is refused with `notebook/stale` and the
 * stored notebook is sent back, on one node or across nodes (the write is conditional in storage). And a
 * seat's saves close in time are kept as one in the history, so that a record stays small.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Notebook } from '@among-cultists/protocol';
import { openDatabase, type Db } from './db.ts';
import { readNotebook, readNotebookHistory, saveNotebook, type NotebookHistory } from './notebook.ts';
import { errorAfter, hello, seatTable, startServer, storageTargets, post } from './testing.ts';

const book = (notes: string): Notebook => ({ marks: [null, 'suspect', null, null, null], notes });
let games = 0;
/** A game id of this run's own: a shared PostgreSQL database needs no clearing. */
const newGame = (): string => `NBV${process.pid}${Date.now().toString(36)}${games++}`.slice(0, 40);

const EVERY_SAVE: NotebookHistory = { kept: 1000, windowMs: 1 };

describe('notebook versions in storage, across two nodes’ connections', () => {
  const opened: Db[] = [];
  after(async () => {
    for (const db of opened) await db.destroy();
  });
  for (const [name, url, skip] of storageTargets('notebook-versions')) {
    test(
      `${name}: a save from an older version is refused with the stored notebook; without a base the last save wins`,
      { skip },
      async () => {
        const where = url();
        // Two nodes: two connection pools on the same database.
        const a = await openDatabase({ url: where, startupTimeoutMs: 5000 });
        const b = await openDatabase({ url: where, startupTimeoutMs: 5000 });
        opened.push(a, b);
        const game = newGame();
        const first = await saveNotebook(a, game, 2, book('from the laptop'), 1000, EVERY_SAVE, 0);
        assert.deepEqual(first, { stored: true, version: 1 });
        // The phone edited the empty notebook too: refused, and told what is stored.
        const phone = await saveNotebook(b, game, 2, book('from the phone'), 1001, EVERY_SAVE, 0);
        assert.deepEqual(phone, { stored: false, current: { ...book('from the laptop'), version: 1 } });
        // The phone now edits version 1 through the other node; a save the laptop made from version 1 and that
        // was held back (a paused node) arrives after it and is refused.
        assert.deepEqual(await saveNotebook(b, game, 2, book('phone, newer'), 1002, EVERY_SAVE, 1), {
          stored: true,
          version: 2,
        });
        const held = await saveNotebook(a, game, 2, book('laptop, held back'), 1003, EVERY_SAVE, 1);
        assert.deepEqual(held, { stored: false, current: { ...book('phone, newer'), version: 2 } });
        assert.deepEqual(await readNotebook(a, game, 2), { ...book('phone, newer'), version: 2 });
        // Only stored saves are in the history.
        assert.deepEqual(
          (await readNotebookHistory(b, game)).map((s) => s.notes),
          ['from the laptop', 'phone, newer'],
        );
        // An older client sends no base: its save is stored whatever the version.
        assert.deepEqual(await saveNotebook(a, game, 2, book('old client'), 1004, EVERY_SAVE), {
          stored: true,
          version: 3,
        });
      },
    );

    test(
      `${name}: saves within one window are kept as one row (the first version, the last content); only the last \`kept\` rows stay`,
      { skip },
      async () => {
        const db = await openDatabase({ url: url(), startupTimeoutMs: 5000 });
        opened.push(db);
        const game = newGame();
        const history: NotebookHistory = { kept: 2, windowMs: 30_000 };
        let version = 0;
        const save = async (notes: string, at: number): Promise<void> => {
          const outcome = await saveNotebook(db, game, 1, book(notes), at, history, version);
          assert.ok(outcome.stored);
          version = outcome.version;
        };
        await save('a', 60_000);
        await save('ab', 61_000);
        await save('abc', 89_999);
        assert.deepEqual(
          (await readNotebookHistory(db, game)).map((s) => [s.version, s.notes, s.at]),
          [[1, 'abc', 89_999]],
        );
        await save('abcd', 90_000);
        await save('abcde', 120_000);
        await save('abcdef', 121_000);
        // Three windows, the first dropped: the replay tells that older saves were dropped (version above 1).
        assert.deepEqual(
          (await readNotebookHistory(db, game)).map((s) => [s.version, s.notes, s.at]),
          [
            [4, 'abcd', 90_000],
            [5, 'abcdef', 121_000],
          ],
        );
        // The notebook itself is every save's.
        assert.deepEqual(await readNotebook(db, game, 1), { ...book('abcdef'), version: 6 });
      },
    );
  }
});

describe('notebook versions over the WebSocket', () => {
  test('two devices save from the same version: the second is refused (notebook/stale) and gets the stored one; an older client is not', async () => {
    const srv = await startServer({ limits: { messages: { burst: 1000, perSecond: 1000 } } });
    try {
      const { id, tokens } = await seatTable(srv, { people: ['Bea', 'Cy', 'Dan'] });
      await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
      const laptop = await hello(srv, id, tokens[2]);
      const phone = await hello(srv, id, tokens[2]);
      await phone.waitFor((m) => m.t === 'update');

      laptop.send({ t: 'notebook', ...book('laptop'), base: 0 });
      // The saving device learns its save's version; the seat's other device gets it with it.
      assert.deepEqual(await laptop.waitFor((m) => m.t === 'notebook'), {
        t: 'notebook',
        ...book('laptop'),
        version: 1,
      });
      assert.deepEqual(await phone.waitFor((m) => m.t === 'notebook'), {
        t: 'notebook',
        ...book('laptop'),
        version: 1,
      });
      laptop.send({ t: 'notebook', ...book('laptop, again'), base: 1 });
      await laptop.waitFor((m) => m.t === 'notebook' && m.version === 2);
      // The phone edited version 1 too, before it heard of version 2.
      const from = phone.messages.length;
      phone.send({ t: 'notebook', ...book('phone'), base: 1 });
      assert.equal((await errorAfter(phone, from)).code, 'notebook/stale');
      assert.deepEqual(await phone.waitFor((m) => m.t === 'notebook' && m.version === 2, from), {
        t: 'notebook',
        ...book('laptop, again'),
        version: 2,
      });
      // An older client (no base): its save is stored, as before, and not sent back to it.
      const old = phone.messages.length;
      phone.send({ t: 'notebook', ...book('old phone') });
      assert.deepEqual(await laptop.waitFor((m) => m.t === 'notebook' && m.notes === 'old phone'), {
        t: 'notebook',
        ...book('old phone'),
        version: 3,
      });
      phone.send({ t: 'ping' });
      await phone.waitFor((m) => m.t === 'pong', old);
      assert.ok(!phone.messages.slice(old).some((m) => m.t === 'notebook' || m.t === 'error'));
      laptop.close();
      phone.close();
    } finally {
      await srv.close();
    }
  });
});
