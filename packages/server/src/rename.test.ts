// Issue 27: a player renames their own seat (the phone that took the laptop's seat at a table), in the lobby
// and during the game; the name is checked as a join's, the seat is the token's, and renames are limited.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lobby } from '@among-cultists/protocol';
import { RENAME_RATE } from './http/rename.ts';
import { ManualClock } from './testing-clock.ts';
import { get, post, seatTable, startServer, startTable, type RunningServer } from './testing.ts';

interface Refusal {
  error?: { code: string; message: string };
}

describe('a seat renamed by its player', () => {
  const clock = new ManualClock();
  let srv: RunningServer;
  before(async () => {
    srv = await startServer({ clock });
  });
  after(() => srv.close());

  const rename = (id: string, token: string, name: string) =>
    post<{ seat: number; name: string } & Refusal>(`${srv.http}/api/games/${id}/name`, { token, name });
  const lobby = async (id: string) => (await get<Lobby>(`${srv.http}/api/games/${id}`)).body;
  /** Each test its own allowance (the limit is per address, and the tests share one). */
  const fresh = () => clock.advance((RENAME_RATE.burst / RENAME_RATE.perSecond) * 1000);

  test('in the lobby, the token’s seat takes the new name (trimmed) and the lobby shows it', async () => {
    await fresh();
    const { id, tokens } = await seatTable(srv, { host: 'Laptop', people: ['Bea'], bots: false });
    const renamed = await rename(id, tokens[0]!, '  Nadia ');
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.deepEqual(renamed.body, { seat: 0, name: 'Nadia' });
    const seats = (await lobby(id)).seats;
    assert.equal(seats[0]!.name, 'Nadia');
    assert.equal(seats[1]!.name, 'Bea', 'another seat keeps its name');
  });

  test('during the game, every connected screen is shown the new name', async () => {
    await fresh();
    const { id, tokens, host } = await startTable(srv, { host: 'Laptop', people: ['Bea'] });
    const from = host.messages.length;
    const renamed = await rename(id, tokens[1]!, 'Marek');
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    await host.waitFor((m) => m.t === 'lobby' && m.lobby.seats[1]?.name === 'Marek', from);
    const after = await lobby(id);
    assert.equal(after.status, 'playing');
    assert.equal(after.seats[1]!.name, 'Marek');
    assert.equal(after.seats[0]!.name, 'Laptop');
    host.close();
  });

  test('a name a join would refuse is refused, and so is a token of no seat', async () => {
    await fresh();
    const { id, tokens } = await seatTable(srv, { bots: false });
    for (const name of ['', '   ', 'x'.repeat(31), 'Nadia\u202e', 'a\nb']) {
      const refused = await rename(id, tokens[0]!, name);
      assert.equal(refused.status, 400, JSON.stringify(name));
      assert.equal(refused.body.error?.code, 'request/invalid');
    }
    const stranger = await rename(id, 'f'.repeat(32), 'Eve');
    assert.equal(stranger.status, 403);
    assert.equal(stranger.body.error?.code, 'auth/bad-token');
    assert.equal((await lobby(id)).seats[0]!.name, 'Host');
  });

  test('renames beyond the limit are refused until it refills', async () => {
    await fresh();
    const { id, tokens } = await seatTable(srv, { bots: false });
    for (let i = 0; i < RENAME_RATE.burst; i++)
      assert.equal((await rename(id, tokens[0]!, `Name ${i}`)).status, 200);
    const refused = await rename(id, tokens[0]!, 'One more');
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error?.code, 'rate/limited');
    assert.equal((await lobby(id)).seats[0]!.name, `Name ${RENAME_RATE.burst - 1}`);
    await fresh();
    assert.equal((await rename(id, tokens[0]!, 'One more')).status, 200);
  });
});
