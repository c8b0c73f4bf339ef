/**
 * Several nodes (issue 27): a seat's "end my Rounds automatically" lives in storage, not in the node it was
 * set through. Two servers in this process over one PostgreSQL database and one Redis, both the test's own:
 * a setting stored through one node reaches the seat's connection on the other (and nobody else there), and
 * a hello through the other reads it from storage.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ServerMessage } from '@among-cultists/protocol';
import { autoEndSeats } from './auto-end.ts';
import { splitTable, startInProcessNodes, type InProcessNodes } from './testing-cluster.ts';

let nodes: InProcessNodes;

const autoEnd = (on: boolean) => (m: ServerMessage) => m.t === 'autoEnd' && m.on === on;

describe('“end my Rounds automatically” on several nodes', () => {
  before(async () => {
    nodes = await startInProcessNodes();
  });
  after(async () => {
    await nodes.close();
  });

  test('issue 27: set through one node, it reaches the seat on the other (only that seat), and a hello there reads it', async () => {
    const { b, id, tokens, cyOnA, cyOnB, danOnB, watcherOnB } = await splitTable(nodes);

    cyOnA.send({ t: 'autoEnd', on: true });
    assert.deepEqual(await cyOnB.waitFor(autoEnd(true)), { t: 'autoEnd', on: true, delayMs: 4000 });
    assert.deepEqual([...(await autoEndSeats(b.server.db, id))], [2]);
    // And back: turned off through the other node, the first hears it.
    cyOnB.send({ t: 'autoEnd', on: false });
    await cyOnA.waitFor(autoEnd(false));
    cyOnB.send({ t: 'autoEnd', on: true });
    await cyOnA.waitFor(autoEnd(true), cyOnA.messages.findIndex(autoEnd(false)));
    // A new connection of the seat through the other node reads it from storage.
    const again = await nodes.connect(b, id, tokens[2]);
    await again.waitFor(autoEnd(true));
    // Nobody else hears a seat's setting, on any node.
    for (const c of [danOnB, watcherOnB]) assert.ok(!c.messages.some((m) => m.t === 'autoEnd'));
  });
});
