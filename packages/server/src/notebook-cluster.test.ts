/**
 * Several nodes (issue 16): a seat's notebook lives in storage, not in the node it was saved through. Two
 * servers in this process over one PostgreSQL database and one Redis, both the test's own: a save through
 * one node reaches the seat's connection on the other (and nobody else's there), a hello on the other reads
 * it, and a claim posted through one node reaches the other's connections with its claim.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Notebook, ServerMessage } from '@among-cultists/protocol';
import { splitTable, startInProcessNodes, type InProcessNodes } from './testing-cluster.ts';

let nodes: InProcessNodes;

const notebookOf = (m: ServerMessage, notes: string) => m.t === 'notebook' && m.notes === notes;

describe('the notebook on several nodes', () => {
  before(async () => {
    nodes = await startInProcessNodes();
  });
  after(async () => {
    await nodes.close();
  });

  test('saved through one node, it reaches the seat on the other (only that seat), and a hello there reads it', async () => {
    const { a, b, id, tokens, cyOnA, cyOnB, danOnB, watcherOnB } = await splitTable(nodes);

    const saved: Notebook = {
      marks: [null, 'trusted', null, 'cultist', null],
      notes: 'Dan: Library, round 1',
    };
    cyOnA.send({ t: 'notebook', ...saved });
    assert.deepEqual(await cyOnB.waitFor((m) => notebookOf(m, saved.notes)), {
      t: 'notebook',
      ...saved,
      version: 1,
    });
    // And back: a save through the other node reaches the first.
    cyOnB.send({ t: 'notebook', ...saved, notes: 'Dan lied' });
    await cyOnA.waitFor((m) => notebookOf(m, 'Dan lied'));
    // A new connection of the seat through the other node reads it from storage.
    const cyLater = await nodes.connect(b, id, tokens[2]);
    await cyLater.waitFor((m) => notebookOf(m, 'Dan lied'));

    // A claim through one node reaches the other's connections, claim and all.
    const host = await nodes.connect(a, id, tokens[0]);
    host.send({ t: 'claim', claim: { kind: 'suspect', target: 3 } });
    const heard = await danOnB.waitFor(
      (m) => m.t === 'chat' && m.lines.some((l) => l.claim?.kind === 'suspect'),
    );
    assert.equal(heard.t === 'chat' && heard.lines.find((l) => l.claim)?.text, 'I suspect Dan.');

    // Nobody else was sent the notebook, through either node.
    for (const c of [danOnB, watcherOnB, host]) {
      const before = c.messages.length;
      c.send({ t: 'ping' });
      await c.waitFor((m) => m.t === 'pong', before);
      assert.ok(!c.messages.some((m) => m.t === 'notebook'));
      assert.ok(!c.frames.some((f) => f.includes('Dan lied') || f.includes('Library, round 1')));
    }
  });
});
