/**
 * Notebook saves name the version they were edited from (issue 24): the connection sends the version the
 * server last gave, one save at a time (a save made meanwhile goes from the version the answer made), and
 * after `notebook/stale` it holds the newer notebook the server sent back.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Notebook } from '@among-cultists/protocol';
import { fakeConnection } from './helpers.ts';

const book = (notes: string): Notebook => ({ marks: [null, 'suspect'], notes });
const saves = (sent: readonly unknown[]) =>
  sent.filter((m): m is { t: 'notebook' } => (m as { t?: string }).t === 'notebook');

describe('notebook saves carry the version they were edited from', () => {
  it('sends the stored version as the base; a save made while one is under way waits for its answer', () => {
    const { connection, sockets } = fakeConnection('ab'.repeat(16));
    try {
      const s = sockets[0]!;
      s.open();
      // The notebook as stored, on hello.
      s.push({ t: 'notebook', ...book('stored'), version: 4 });
      assert.equal(connection.saveNotebook(book('one')), true);
      assert.equal(connection.saveNotebook(book('two')), true);
      assert.equal(connection.saveNotebook(book('three')), true);
      assert.deepEqual(saves(s.sent), [{ t: 'notebook', ...book('one'), base: 4 }], 'one at a time');
      // The answer to the first: the latest save made meanwhile goes, from the version it made.
      s.push({ t: 'notebook', ...book('one'), version: 5 });
      assert.deepEqual(saves(s.sent).slice(1), [{ t: 'notebook', ...book('three'), base: 5 }]);
      // Another device's save (another notebook) is not the answer: nothing more goes meanwhile.
      assert.equal(connection.saveNotebook(book('four')), true);
      s.push({ t: 'notebook', ...book('from the phone'), version: 6 });
      assert.equal(saves(s.sent).length, 2);
      assert.deepEqual(connection.getSnapshot().notebook, book('from the phone'));
    } finally {
      connection.stop();
    }
  });

  it('after notebook/stale it holds the newer notebook the server sent back, and saves from its version', () => {
    const { connection, sockets } = fakeConnection('ab'.repeat(16));
    try {
      const s = sockets[0]!;
      s.open();
      s.push({ t: 'notebook', ...book('stored'), version: 1 });
      connection.saveNotebook(book('mine'));
      connection.saveNotebook(book('mine, more'));
      s.push({ t: 'error', code: 'notebook/stale', message: 'newer elsewhere' });
      s.push({ t: 'notebook', ...book('the phone’s'), version: 2 });
      assert.deepEqual(connection.getSnapshot().notebook, book('the phone’s'));
      assert.equal(connection.getSnapshot().notebookError?.code, 'notebook/stale');
      // The save made on the older notebook was dropped with it; the next edit goes from version 2.
      assert.equal(saves(s.sent).length, 1);
      connection.saveNotebook(book('the phone’s, and mine'));
      assert.deepEqual(saves(s.sent).at(-1), { t: 'notebook', ...book('the phone’s, and mine'), base: 2 });
    } finally {
      connection.stop();
    }
  });

  it('a save the socket took down with it goes again on the next socket, after the hello', () => {
    const { connection, sockets } = fakeConnection('ab'.repeat(16));
    try {
      const first = sockets[0]!;
      first.open();
      first.push({ t: 'notebook', ...book('stored'), version: 3 });
      connection.saveNotebook(book('unanswered'));
      first.drop();
      // The reconnection (backoff) opens a new socket.
      connection.useToken('ab'.repeat(16));
      const second = sockets.at(-1)!;
      assert.notEqual(second, first);
      second.open();
      assert.deepEqual(
        second.sent.map((m) => (m as { t: string }).t),
        ['hello', 'notebook'],
      );
      assert.deepEqual(saves(second.sent), [{ t: 'notebook', ...book('unanswered'), base: 3 }]);
    } finally {
      connection.stop();
    }
  });
});
