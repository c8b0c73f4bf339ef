// Joining a chosen seat: what a table's QR code asks for (`/table/<id>` shows one code per open seat).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lobby } from '@among-cultists/protocol';
import { get, post, seatTable, startServer, type RunningServer } from './testing.ts';

interface Seated {
  readonly seat: number;
  readonly token: string;
}

describe('a join may name the seat it wants', () => {
  let srv: RunningServer;
  before(async () => {
    srv = await startServer();
  });
  after(async () => {
    await srv.close();
  });

  /** A 5-player game of its host alone, every other seat open. */
  const create = () => seatTable(srv, { bots: false });

  const join = (id: string, body: Record<string, unknown>) =>
    post<Seated>(`${srv.http}/api/games/${id}/join`, body);

  test('a free seat named is taken, whichever free seats come before it', async () => {
    const { id } = await create();
    const joined = await join(id, { name: 'Cleo', seat: 3 });
    assert.equal(joined.status, 200, JSON.stringify(joined.body));
    assert.equal(joined.body.seat, 3);
    const lobby = (await get<Lobby>(`${srv.http}/api/games/${id}`)).body;
    assert.deepEqual(
      lobby.seats.map((s) => s.kind),
      ['human', 'open', 'open', 'human', 'open'],
    );
    assert.equal(lobby.seats[3]?.name, 'Cleo');
  });

  test('a seat taken already (two phones scanned one code), a bot’s or one not in the game: the first free seat', async () => {
    const { id, tokens } = await create();
    assert.equal((await join(id, { name: 'Ann', seat: 2 })).body.seat, 2);
    assert.equal((await join(id, { name: 'Ben', seat: 2 })).body.seat, 1, 'seat 2 was taken');
    const bot = await post(`${srv.http}/api/games/${id}/seats/3`, { token: tokens[0], kind: 'bot' });
    assert.equal(bot.status, 200);
    assert.equal((await join(id, { name: 'Cid', seat: 3 })).body.seat, 4, 'a bot sits in seat 3');
    const full = await join(id, { name: 'Dot', seat: 0 });
    assert.equal(full.status, 409, 'no seat is free');
  });

  test('a seat outside every game is refused as a bad request; no seat named joins the first free one', async () => {
    const { id } = await create();
    for (const seat of [-1, 8, 1.5, '2']) {
      const refused = await join(id, { name: 'Eve', seat });
      assert.equal(refused.status, 400, `seat ${JSON.stringify(seat)}`);
    }
    assert.equal((await join(id, { name: 'Fay', seat: 6 })).body.seat, 1, 'seat 6 of a 5-player game');
    assert.equal((await join(id, { name: 'Gus' })).body.seat, 2);
  });
});
