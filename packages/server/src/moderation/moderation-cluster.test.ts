/**
 * Several nodes (issue 30): moderation lives in storage, and a change through one node reaches the
 * connections on the other through the bus. Two servers in this process over one PostgreSQL database and one
 * Redis, both the test's own: a person the host removes through one node is told and closed on the other
 * (and refused there afterwards); a seat the host mutes for the table through one node is shown muted and
 * refused on the other; a seat's own mute through one node filters its chat on the other.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lobby, ServerMessage } from '@among-cultists/protocol';
import { fiveSeatGame, startInProcessNodes, type InProcessNodes } from '../testing-cluster.ts';
import { post, TestClient } from '../testing.ts';

let nodes: InProcessNodes;

const muted = (seat: number, on: boolean) => (m: ServerMessage) =>
  m.t === 'mutes' && m.table.includes(seat) === on;

describe('moderation on several nodes', () => {
  before(async () => {
    nodes = await startInProcessNodes();
  });
  after(async () => {
    await nodes.close();
  });

  test('issue 30: the host removes a person through one node: told and closed on the other, refused there for good', async () => {
    const a = await nodes.node('a');
    const b = await nodes.node('b');
    const { id, tokens } = await fiveSeatGame(a, b);
    const cyOnB = await nodes.connect(b, id, tokens[2]);
    const watcherOnB = await nodes.connect(b, id);
    const removed = await post<Lobby>(`${a.http}/api/games/${id}/seats/2/remove`, { token: tokens[0] });
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
    assert.equal((await cyOnB.waitForClose()).reason, 'moderation/removed');
    assert.ok(cyOnB.messages.some((m) => m.t === 'error' && m.code === 'moderation/removed'));
    await watcherOnB.waitFor((m) => m.t === 'lobby' && m.lobby.seats[2]!.kind === 'open');
    const again = await TestClient.connect(b.ws);
    again.send({ t: 'hello', game: id, token: tokens[2] });
    assert.equal((await again.waitForClose()).reason, 'moderation/removed');
  });

  test('issue 30: a table mute through one node is shown and enforced on the other; a seat’s own mute filters there', async () => {
    const a = await nodes.node('c');
    const b = await nodes.node('d');
    const { id, tokens } = await fiveSeatGame(a, b);
    const hostOnA = await nodes.connect(a, id, tokens[0]);
    const beaOnA = await nodes.connect(a, id, tokens[1]);
    const cyOnB = await nodes.connect(b, id, tokens[2]);
    const danOnB = await nodes.connect(b, id, tokens[3]);

    hostOnA.send({ t: 'mute', seat: 2, on: true, table: true });
    await cyOnB.waitFor(muted(2, true));
    await danOnB.waitFor(muted(2, true));
    cyOnB.send({ t: 'chat', text: 'through b' });
    await cyOnB.waitFor((m) => m.t === 'error' && m.code === 'chat/muted');
    hostOnA.send({ t: 'mute', seat: 2, on: false, table: true });
    await danOnB.waitFor(muted(2, false), danOnB.messages.findIndex(muted(2, true)) + 1);

    // Dan (on b) mutes Bea (on a) for himself through a second connection on a: his connection on b stops
    // getting her lines, the others still get them.
    const danOnA = await nodes.connect(a, id, tokens[3]);
    danOnA.send({ t: 'mute', seat: 1, on: true });
    await danOnB.waitFor((m) => m.t === 'mutes' && m.mine.includes(1));
    beaOnA.send({ t: 'chat', text: 'hello from Bea' });
    await cyOnB.waitFor((m) => m.t === 'chat' && m.lines.some((l) => l.text === 'hello from Bea'));
    hostOnA.send({ t: 'chat', text: 'and the host' });
    await danOnB.waitFor((m) => m.t === 'chat' && m.lines.some((l) => l.text === 'and the host'));
    const danLines = danOnB.messages.flatMap((m) => (m.t === 'chat' ? m.lines.map((l) => l.text) : []));
    assert.ok(!danLines.includes('hello from Bea'), 'the muted seat’s line does not reach Dan on b');
    // Bea is never told.
    assert.ok(!beaOnA.messages.some((m) => m.t === 'mutes' && m.mine.length > 0));
  });
});
