// Issue 24, finding 14: spectators filling their places cannot keep a table's shared screen out. The screen
// says hello with the table key only the host's token obtains, and watches in a place of its own.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ServerMessage } from '@among-cultists/protocol';
import { hashToken } from './game/secrets.ts';
import type { Client } from './session/session.ts';
import { isTableKey, tableKeyOf, watcherRefusal } from './table-screen.ts';
import { hello, post, seatTable, startServer, TestClient, type RunningServer } from './testing.ts';

/** A hello that the server may refuse: the client, whatever came first (a welcome or an error). */
async function knock(
  srv: RunningServer,
  message: object,
): Promise<{ client: TestClient; first: ServerMessage }> {
  const client = await TestClient.connect(srv.ws);
  client.send({ t: 'hello', ...message });
  const first = await client.waitFor((m) => m.t === 'welcome' || m.t === 'error');
  return { client, first };
}

describe('the table screen’s own place', () => {
  let srv: RunningServer;
  before(async () => {
    srv = await startServer({ limits: { spectatorsPerGame: 2, tableScreensPerGame: 1 } });
  });
  after(() => srv.close());

  const tableKey = (id: string, token: string) =>
    post<{ key: string; error?: { code: string } }>(`${srv.http}/api/games/${id}/table`, { token });

  test('with the spectators full, the table screen still connects; a spectator does not get its place', async () => {
    const { id, tokens } = await seatTable(srv, { people: ['Bea'] });
    const { status, body } = await tableKey(id, tokens[0]!);
    assert.equal(status, 200, JSON.stringify(body));
    assert.ok(!JSON.stringify(body).includes(tokens[0]!), 'the key is not the token');
    const watchers = [await hello(srv, id), await hello(srv, id)];
    const third = await knock(srv, { game: id });
    assert.equal(third.first.t === 'error' && third.first.code, 'limit/spectators');

    const screen = await knock(srv, { game: id, table: body.key });
    assert.equal(screen.first.t, 'welcome', JSON.stringify(screen.first));
    assert.equal(screen.first.seat, null, 'it holds no seat');

    // Its place is taken, and the spectators' still full: neither a second screen nor a spectator comes in.
    const second = await knock(srv, { game: id, table: body.key });
    assert.equal(second.first.t === 'error' && second.first.code, 'limit/table-screens');
    const fourth = await knock(srv, { game: id });
    assert.equal(fourth.first.t === 'error' && fourth.first.code, 'limit/spectators');

    // It sees what a spectator sees once the game is on.
    const host = await hello(srv, id, tokens[0]);
    assert.equal((await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] })).status, 200);
    const update = await screen.client.waitFor((m) => m.t === 'update');
    assert.equal(update.t, 'update');
    assert.equal(update.view.viewer, 'spectator');
    assert.equal(update.view.me, null);
    for (const c of [...watchers, screen.client, host]) c.close();
  });

  test('a key that is not this game’s is refused; only the host’s token gets one', async () => {
    const a = await seatTable(srv, { people: ['Bea'] });
    const b = await seatTable(srv);
    const keyOfB = (await tableKey(b.id, b.tokens[0]!)).body.key;
    const wrong = await knock(srv, { game: a.id, table: keyOfB });
    assert.equal(wrong.first.t === 'error' && wrong.first.code, 'auth/bad-table-key');
    await wrong.client.waitForClose();
    const notHost = await tableKey(a.id, a.tokens[1]!);
    assert.equal(notHost.status, 403);
    assert.equal(notHost.body.error?.code, 'auth/not-host');
  });
});

describe('watcher places', () => {
  const watcher = (table: boolean): Client => ({
    seat: null,
    tokenHash: null,
    ...(table ? { table } : {}),
    send: () => undefined,
    close: () => undefined,
    version: 0,
    lastSeq: -1,
    sentWholeLog: false,
    lastView: null,
  });
  const limits = { spectatorsPerGame: 1, tableScreensPerGame: 1 };

  test('spectators and table screens count against their own places', () => {
    assert.equal(watcherRefusal([watcher(false)], watcher(true), limits), null);
    assert.equal(watcherRefusal([watcher(false)], watcher(false), limits), 'limit/spectators');
    assert.equal(watcherRefusal([watcher(true)], watcher(false), limits), null);
    assert.equal(watcherRefusal([watcher(true)], watcher(true), limits), 'limit/table-screens');
    assert.equal(
      watcherRefusal([watcher(false), watcher(true)], { ...watcher(false), seat: 0 }, limits),
      null,
    );
  });

  test('the key is the host token’s, and no other', () => {
    const hash = hashToken('ab'.repeat(16));
    assert.ok(isTableKey(tableKeyOf(hash), hash));
    assert.ok(!isTableKey(tableKeyOf(hashToken('cd'.repeat(16))), hash));
    assert.ok(!isTableKey(tableKeyOf(hash), null));
    assert.ok(!isTableKey('00', hash));
  });
});
