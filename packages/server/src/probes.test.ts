/**
 * Guessing game codes (issue 24): misses are bounded per address, over HTTP and in hellos alike, and an
 * address that used up its misses is refused every lookup (`rate/probe`) until its allowance refills.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { RETRYABLE_ERROR_CODES, SERVER_ERROR_CODES } from '@among-cultists/protocol';
import { countOf } from './metrics.ts';
import { ManualClock } from './testing-clock.ts';
import { get, post, seatTable, startServer, TestClient, type RunningServer } from './testing.ts';

interface ErrorBody {
  error: { code: string };
}

describe('game-code probing', () => {
  const clock = new ManualClock();
  let srv: RunningServer;
  let game: string;
  before(async () => {
    srv = await startServer({ clock, limits: { unknownGame: { burst: 3, perSecond: 3 / 60 } } });
    game = (await seatTable(srv)).id;
  });
  after(async () => {
    await srv.close();
  });

  test('HTTP: past the misses allowed, every route naming a game is refused (429 rate/probe), known games too, until it refills', async () => {
    for (const code of ['NOSUCH01', 'NOSUCH02', 'NOSUCH03'])
      assert.equal((await get<ErrorBody>(`${srv.http}/api/games/${code}`)).body.error.code, 'game/unknown');
    for (const refused of [
      await get<ErrorBody>(`${srv.http}/api/games/NOSUCH04`),
      await get<ErrorBody>(`${srv.http}/api/games/${game}`),
      await post<ErrorBody>(`${srv.http}/api/games/NOSUCH05/join`, { name: 'Guess' }),
      await get<ErrorBody>(`${srv.http}/api/games/${game}/record`),
    ]) {
      assert.equal(refused.status, 429);
      assert.equal(refused.body.error.code, 'rate/probe');
    }
    assert.equal(await countOf(srv.server.metrics.limited, { limit: 'probe' }), 4);
    // Known games found are no misses; the allowance refills with time.
    await clock.advance(20_000);
    assert.equal((await get(`${srv.http}/api/games/${game}`)).status, 200);
    assert.equal((await get(`${srv.http}/api/games/${game}`)).status, 200);
    await clock.advance(60_000);
  });

  test('WebSocket: hellos naming unknown games are misses too; past them the hello is refused and the socket closed', async () => {
    const c = await TestClient.connect(srv.ws);
    for (let i = 0; i < 3; i++) {
      const from = c.messages.length;
      c.send({ t: 'hello', game: `NOSUCHWS${i}` });
      await c.waitFor((m) => m.t === 'error' && m.code === 'game/unknown', from);
    }
    c.send({ t: 'hello', game });
    await c.waitFor((m) => m.t === 'error' && m.code === 'rate/probe');
    assert.equal((await c.waitForClose()).code, 1008);
    // The same address over HTTP: the misses are the address's, whichever way they came.
    assert.equal((await get<ErrorBody>(`${srv.http}/api/games/${game}`)).body.error.code, 'rate/probe');
    await clock.advance(60_000);
    const again = await TestClient.connect(srv.ws);
    again.send({ t: 'hello', game });
    await again.waitFor((m) => m.t === 'welcome');
    again.close();
  });

  test('rate/probe is a listed, retryable code', () => {
    assert.ok((SERVER_ERROR_CODES as readonly string[]).includes('rate/probe'));
    assert.ok((RETRYABLE_ERROR_CODES as readonly string[]).includes('rate/probe'));
  });
});
