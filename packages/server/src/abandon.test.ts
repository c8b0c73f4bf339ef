/**
 * Games in play whose players all left (issue 24, finding 1): they do not count against the bot games'
 * cap, they leave memory like any idle game (and load again when a player comes back, bots and all), and
 * after ABANDON_AFTER_HOURS without any player they end as abandoned, their record kept. Across a restart
 * too: the wait is in storage, not in a process.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Lobby, PublishedRecord } from '@among-cultists/protocol';
import { until } from '@among-cultists/protocol/testing';
import { countOf } from './metrics.ts';
import { ManualClock } from './testing-clock.ts';
import {
  drive,
  get,
  hello,
  loadedIds,
  post,
  seatTable,
  startServer,
  type RunningServer,
  type TestClient,
} from './testing.ts';

const IDLE_EVICT_MS = 30_000;
const ABANDON_MS = 3 * 3600_000;

/** Servers whose limits let a test create games and connect as fast as it likes. */
function limits(botGames: number) {
  return {
    botGames,
    idleEvictMs: IDLE_EVICT_MS,
    abandonAfterMs: ABANDON_MS,
    create: { burst: 1000, perSecond: 1000 },
    join: { burst: 1000, perSecond: 1000 },
    messages: { burst: 100_000, perSecond: 100_000 },
  };
}

/** A game with bots in every other seat, started with its host at the table. */
async function startWithBots(srv: RunningServer): Promise<{ id: string; token: string; host: TestClient }> {
  const { id, tokens } = await seatTable(srv);
  const token = tokens[0]!;
  const host = await hello(srv, id, token);
  const started = await post(`${srv.http}/api/games/${id}/start`, { token });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  await host.waitFor((m) => m.t === 'update');
  return { id, token, host };
}

/** The host closes the tab; resolves once the server has seen it. */
async function leave(srv: RunningServer, id: string, host: TestClient): Promise<void> {
  host.close();
  const room = (await srv.server.rooms.get(id))!;
  await until(() => room.idleSince !== null, 'the server saw the close');
}

/** Five games with bots started and left, with the cap at five. */
async function fiveLeft(srv: RunningServer): Promise<string[]> {
  const ids: string[] = [];
  for (let g = 0; g < 5; g++) {
    const { id, host } = await startWithBots(srv);
    await leave(srv, id, host);
    ids.push(id);
  }
  return ids;
}

async function startsAnother(srv: RunningServer): Promise<void> {
  const { id, tokens } = await seatTable(srv);
  const started = await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
  assert.equal(started.status, 200, `a sixth game with bots starts: ${JSON.stringify(started.body)}`);
  const tutorial = await post(`${srv.http}/api/tutorial`, { name: 'Newcomer' });
  assert.equal(tutorial.status, 200, `the tutorial starts: ${JSON.stringify(tutorial.body)}`);
}

describe('games in play whose players all left', () => {
  test('five started and left, with the cap at five, block neither a sixth game with bots nor the tutorial', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: limits(5) });
    try {
      await fiveLeft(srv);
      await startsAnother(srv);
    } finally {
      await srv.close();
    }
  });

  test('a game with a player at it still counts against the cap', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: limits(1) });
    try {
      const { host } = await startWithBots(srv);
      const { id, tokens } = await seatTable(srv);
      const refused = await post<{ error: { code: string } }>(`${srv.http}/api/games/${id}/start`, {
        token: tokens[0],
      });
      assert.equal(refused.status, 503);
      assert.equal(refused.body.error.code, 'limit/bot-games');
      host.close();
    } finally {
      await srv.close();
    }
  });

  test('leaves memory after idleEvictMs and loads again on hello; its bots play on', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: limits(5) });
    try {
      const { id, token, host } = await startWithBots(srv);
      // The host plays a little, then leaves.
      const first = host.latest()!.version;
      await drive(clock, host, () => host.latest()!.version >= first + 3);
      await leave(srv, id, host);
      await clock.advance(IDLE_EVICT_MS - 1);
      await srv.server.rooms.sweep();
      assert.ok((await loadedIds(srv)).includes(id), 'not idle for long enough yet');
      await clock.advance(1);
      await srv.server.rooms.sweep();
      assert.ok(!(await loadedIds(srv)).includes(id), 'the game in play nobody is at left memory');
      const stored = await get<Lobby>(`${srv.http}/api/games/${id}`);
      assert.equal(stored.body.status, 'playing');
      assert.equal(stored.body.ended, undefined);
      // Back: loaded again, and the bots answer as the host plays on to the end.
      const back = await hello(srv, id, token);
      await back.waitFor((m) => m.t === 'update');
      await drive(clock, back, () => back.latest()?.view.phase.kind === 'over');
      assert.equal((await get<Lobby>(`${srv.http}/api/games/${id}`)).body.status, 'finished');
      back.close();
    } finally {
      await srv.close();
    }
  });

  test('ends as abandoned once no player has been at it for abandonAfterMs; the lobby and the record say so', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: limits(5) });
    try {
      const left = await startWithBots(srv);
      const stays = await startWithBots(srv);
      const back = await startWithBots(srv);
      await leave(srv, left.id, left.host);
      await leave(srv, back.id, back.host);
      await clock.advance(IDLE_EVICT_MS);
      await srv.server.rooms.sweep();
      // One comes back before the end, and stays.
      await clock.advance(ABANDON_MS - 2 * IDLE_EVICT_MS);
      const returned = await hello(srv, back.id, back.token);
      await clock.advance(IDLE_EVICT_MS - 1);
      await srv.server.rooms.sweep();
      assert.equal((await get<Lobby>(`${srv.http}/api/games/${left.id}`)).body.status, 'playing', 'not yet');
      // (The sweeps scheduled on the clock run as it advances.)
      await clock.advance(10 * ABANDON_MS);
      await srv.server.rooms.sweep();
      assert.equal((await srv.server.rooms.sweep()).abandoned, 0, 'once');
      assert.equal(await countOf(srv.server.metrics.abandoned), 1, 'counted once');
      // The players who stayed or came back play on.
      for (const { id } of [stays, back]) {
        const lobby = (await get<Lobby>(`${srv.http}/api/games/${id}`)).body;
        assert.equal(lobby.status, 'playing');
        assert.equal(lobby.ended, undefined);
      }
      // The game everyone left: over, abandoned, its seed published and its record kept.
      const lobby = (await get<Lobby>(`${srv.http}/api/games/${left.id}`)).body;
      assert.equal(lobby.status, 'finished');
      assert.equal(lobby.ended, 'abandoned');
      assert.match(lobby.seed ?? '', /^[0-9a-f]{64}$/);
      const record = await get<PublishedRecord>(`${srv.http}/api/games/${left.id}/record`);
      assert.equal(record.status, 200);
      assert.equal(record.body.ended, 'abandoned');
      assert.ok(record.body.actions.length > 0);
      // A player who comes back sees it ended; an action is refused, nothing is stored.
      const late = await hello(srv, left.id, left.token);
      const welcome = await late.waitFor((m) => m.t === 'welcome');
      assert.equal(welcome.lobby.ended, 'abandoned');
      const update = await late.waitFor((m) => m.t === 'update');
      const action = update.view.legal[0];
      if (action) {
        late.act(action);
        const rejected = await late.waitFor((m) => m.t === 'rejected');
        assert.equal(rejected.code, 'game/over');
      }
      const after = await get<PublishedRecord>(`${srv.http}/api/games/${left.id}/record`);
      assert.equal(after.body.actions.length, record.body.actions.length);
      late.close();
      returned.close();
      stays.host.close();
    } finally {
      await srv.close();
    }
  });

  test('survives a restart: games left wait in storage, block nothing, and end as abandoned on the new server', async () => {
    const database = { url: join(mkdtempSync(join(tmpdir(), 'among-cultists-abandon-')), 'games.sqlite') };
    const clock = new ManualClock();
    let srv = await startServer({ clock, database, limits: limits(5) });
    let ids: string[];
    try {
      ids = await fiveLeft(srv);
      await clock.advance(IDLE_EVICT_MS);
      await srv.server.rooms.sweep();
    } finally {
      await srv.close();
    }
    srv = await startServer({ clock, database, limits: limits(5) });
    try {
      assert.equal(await srv.server.rooms.resumeUnfinished(), 0, 'nobody was at them: they stay stored');
      await startsAnother(srv);
      await clock.advance(ABANDON_MS);
      await srv.server.rooms.sweep();
      for (const id of ids) {
        const lobby = (await get<Lobby>(`${srv.http}/api/games/${id}`)).body;
        assert.equal(lobby.ended, 'abandoned');
      }
    } finally {
      await srv.close();
    }
  });
});
