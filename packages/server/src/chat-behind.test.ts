/**
 * No Connection through a node that is behind (issue 24, finding 12): with Redis down, a node does not hear
 * the actions stored through another until its next poll. A chat line sent through it must still meet
 * EVT-NOCONNECTION-01: the node reads the game from storage before it takes the line. Two servers in this
 * process over one PostgreSQL database and one Redis, both the test's own; the second node polls seldom,
 * so that it stays behind unless the chat catches it up.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, createRng } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { until } from '@among-cultists/protocol/testing';
import { get, playUntilOver, post, type RunningServer } from './testing.ts';
import { fiveSeatGame, startInProcessNodes, type InProcessNodes } from './testing-cluster.ts';

let nodes: InProcessNodes;

/** A seed whose first event is No Connection. */
function noConnectionSeed(): string {
  for (let n = 0; ; n++) {
    const created = createGame({ players: 5, seed: seedOf(n) });
    if (created.ok && created.state.bag.at(-1) === 'noConnection') return seedOf(n);
  }
}

function node(name: string, seed: string): Promise<RunningServer> {
  return nodes.node(name, {
    // Polled seldom: without the bus, this node hears of other nodes' actions only when it reads them.
    cluster: { pollMs: { healthy: 600_000, unhealthy: 600_000 } },
    seeds: () => seed,
  });
}

async function busIs(srv: RunningServer, state: 'up' | 'down'): Promise<void> {
  await until(
    async () => (await get<{ bus?: string }>(`${srv.http}/healthz`)).body.bus === state,
    `the bus of ${srv.http} to be ${state}`,
    { timeoutMs: 15_000, everyMs: 100 },
  );
}

describe('No Connection through a node that is behind', () => {
  before(async () => {
    nodes = await startInProcessNodes();
  });
  after(async () => {
    await nodes.close();
  });

  test('EVT-NOCONNECTION-01: with the bus down, a chat line sent through a node that has not heard of No Connection is refused', async () => {
    const seed = noConnectionSeed();
    const one = await node('one', seed);
    const two = await node('two', seed);
    const { id, tokens } = await fiveSeatGame(one);
    const players = await Promise.all(tokens.map((t) => nodes.connect(one, id, t)));
    // Bea also has a window through the second node, which follows the game while the bus is up.
    const behind = await nodes.connect(two, id, tokens[1]);
    await busIs(one, 'up');
    await busIs(two, 'up');
    assert.equal((await post(`${one.http}/api/games/${id}/start`, { token: tokens[0] })).status, 200);
    await behind.waitFor((m) => m.t === 'update');

    await nodes.redis.stop();
    await busIs(one, 'down');
    await busIs(two, 'down');
    await playUntilOver(players, createRng(seedOf(5)), (c) => c.latest()?.view.effects.noConnection === true);
    assert.notEqual(behind.latest()?.view.effects.noConnection, true, 'the second node has not heard of it');

    const from = behind.messages.length;
    behind.send({ t: 'chat', text: 'psst' });
    const answer = await behind.waitFor((m) => m.t === 'error' || m.t === 'chat', from);
    assert.equal(answer.t === 'error' ? answer.code : 'the line was taken', 'chat/no-connection');
    const claim = behind.messages.length;
    behind.send({ t: 'claim', claim: { kind: 'suspect', target: 0 } });
    const refused = await behind.waitFor((m) => m.t === 'error' || m.t === 'chat', claim);
    assert.equal(refused.t === 'error' ? refused.code : 'the claim was taken', 'chat/no-connection');
  });
});
