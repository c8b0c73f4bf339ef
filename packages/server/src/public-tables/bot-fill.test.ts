import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BOT_KINDS, createBot, type BotKind } from '@among-cultists/bots';
import { BOT_STRENGTHS, type Lobby, type QuickPlayResult, type TableList } from '@among-cultists/protocol';
import { until } from '@among-cultists/protocol/testing';
import { ManualClock, settle } from '../testing-clock.ts';
import { get, hello, post, startServer, type RunningServer } from '../testing.ts';

async function quickPlay(srv: RunningServer, body: Record<string, unknown>): Promise<QuickPlayResult> {
  const res = await post<QuickPlayResult>(`${srv.http}/api/quick-play`, {
    players: 5,
    language: 'en',
    ...body,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

const lobbyOf = async (srv: RunningServer, id: string): Promise<Lobby> =>
  (await get<Lobby>(`${srv.http}/api/games/${id}`)).body;

describe("a public table's countdown (quick play's and the create form's)", () => {
  test('when it ends (on the server clock), bots take the empty seats and the game starts', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock });
    try {
      const host = await quickPlay(srv, { name: 'Al', fillAfterSeconds: 60 });
      assert.equal(host.created, true);
      const guest = await quickPlay(srv, { name: 'Bo' });
      assert.deepEqual([guest.id, guest.seat], [host.id, 1]);

      await clock.advance(58_000);
      await settle(20);
      assert.equal((await lobbyOf(srv, host.id)).status, 'lobby', 'not before its time');

      await clock.advance(3_000);
      await until(async () => (await lobbyOf(srv, host.id)).status === 'playing', 'the table starts');
      const lobby = await lobbyOf(srv, host.id);
      assert.deepEqual(
        lobby.seats.map((s) => [s.name === null ? null : s.kind, s.seat < 2 ? s.name : null]),
        [
          ['human', 'Al'],
          ['human', 'Bo'],
          ['bot', null],
          ['bot', null],
          ['bot', null],
        ],
      );
      // Started: its row stays (it says the game was public), but it is no longer listed, and quick play
      // now opens a new table.
      const rows = await srv.server.db
        .selectFrom('public_tables')
        .select('game_id')
        .where('game_id', '=', host.id)
        .execute();
      assert.equal(rows.length, 1);
      const listed = await get<TableList>(`${srv.http}/api/tables`);
      assert.deepEqual(listed.body.tables, []);
      assert.equal((await quickPlay(srv, { name: 'Cy' })).created, true);
    } finally {
      await srv.close();
    }
  });

  test('without a countdown the table waits for its host until the lobby expires, and its row goes with it', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { lobbyTtlMs: 2 * 3600_000 } });
    try {
      const host = await quickPlay(srv, { name: 'Al' });
      await clock.advance(3600_000);
      await settle(20);
      const lobby = await lobbyOf(srv, host.id);
      assert.equal(lobby.status, 'lobby');
      assert.deepEqual(
        lobby.seats.map((s) => s.kind),
        ['human', 'open', 'open', 'open', 'open'],
      );
      await clock.advance(3600_000 + 60_000);
      await until(
        async () => (await get(`${srv.http}/api/games/${host.id}`)).status === 404,
        'the lobby expires',
      );
      const rows = await srv.server.db.selectFrom('public_tables').select('game_id').execute();
      assert.deepEqual(rows, []);
    } finally {
      await srv.close();
    }
  });

  test("the bots are of the strength the table's host chose, and its lobby shows when they come", async () => {
    const clock = new ManualClock();
    // The real bots, each kind made noted: the server's default is not the one the host chose.
    const made: BotKind[] = [];
    const srv = await startServer({
      clock,
      botKind: 'heuristic',
      createBot: (kind, seed, settings) => {
        made.push(kind);
        return createBot(kind, seed, settings);
      },
    });
    try {
      const host = await quickPlay(srv, { name: 'Al', fillAfterSeconds: 30, botStrength: 'random' });
      const start = clock.now();
      const shown = await lobbyOf(srv, host.id);
      assert.equal(shown.fillAt, start + 30_000, 'the lobby carries when the bots come');
      assert.equal(shown.settings?.botStrength, 'random');
      const row = await srv.server.db
        .selectFrom('public_tables')
        .select(['bot_kind', 'fill_at'])
        .where('game_id', '=', host.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(row, { bot_kind: 'random', fill_at: start + 30_000 });

      await clock.advance(31_000);
      await until(async () => (await lobbyOf(srv, host.id)).status === 'playing', 'the table starts');
      const started = await lobbyOf(srv, host.id);
      assert.equal(started.fillAt, undefined, 'a started game has no countdown');
      // Bots play while a player is at the table, on the injected clock: the host sits down and the
      // clock runs until bots have had something to decide.
      const seated = await hello(srv, host.id, host.token);
      try {
        await until(async () => {
          await clock.advance(1_000);
          return made.length > 0;
        }, 'the bots are made');
      } finally {
        seated.close();
      }
      assert.deepEqual(new Set(made), new Set(['random']));
    } finally {
      await srv.close();
    }
  });

  test("a table opened without a choice has the server's bots, and its lobby says nothing of them", async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock });
    try {
      const host = await quickPlay(srv, { name: 'Al', fillAfterSeconds: 45 });
      const lobby = await lobbyOf(srv, host.id);
      assert.equal(lobby.fillAt, clock.now() + 45_000);
      assert.equal(lobby.settings?.botStrength, undefined);
      const plain = await quickPlay(srv, { name: 'Bo', players: 6 });
      assert.equal((await lobbyOf(srv, plain.id)).fillAt, undefined, 'no countdown, no fill time');
    } finally {
      await srv.close();
    }
  });

  test('a strength that is not a kind of bot, or one without a countdown, is refused and says why', async () => {
    const srv = await startServer({ clock: new ManualClock() });
    try {
      const unknown = await post<{ error: { code: string; message: string } }>(`${srv.http}/api/quick-play`, {
        name: 'Al',
        players: 5,
        language: 'en',
        fillAfterSeconds: 30,
        botStrength: 'godlike',
      });
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.error.code, 'request/invalid');
      assert.match(unknown.body.error.message, /random, heuristic, search/);
      const alone = await post<{ error: { code: string; message: string } }>(`${srv.http}/api/quick-play`, {
        name: 'Al',
        players: 5,
        language: 'en',
        botStrength: 'search',
      });
      assert.equal(alone.status, 400);
      assert.equal(alone.body.error.code, 'table/bots-need-countdown');
      const rows = await srv.server.db.selectFrom('public_tables').select('game_id').execute();
      assert.deepEqual(rows, [], 'nothing was opened');
    } finally {
      await srv.close();
    }
  });

  test('a public table created from the form may have the same countdown; a private game may not, and says why', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock });
    const timers = { movement: 60, encounter: 30 };
    const create = (body: Record<string, unknown>) =>
      post<{ id: string; error?: { code: string } }>(`${srv.http}/api/games`, {
        players: 5,
        name: 'Al',
        timers,
        ...body,
      });
    try {
      const created = await create({ public: true, fillAfterSeconds: 20, botStrength: 'random' });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const lobby = await lobbyOf(srv, created.body.id);
      assert.equal(lobby.fillAt, clock.now() + 20_000, 'the lobby carries when the bots come');
      assert.equal(lobby.settings?.botStrength, 'random');
      await clock.advance(21_000);
      await until(
        async () => (await lobbyOf(srv, created.body.id)).status === 'playing',
        'the table starts with bots',
      );
      const seats = (await lobbyOf(srv, created.body.id)).seats;
      assert.deepEqual(
        seats.filter((s) => s.kind !== 'bot').map((s) => s.name),
        ['Al'],
        'every seat but the host’s went to a bot',
      );

      for (const body of [
        { fillAfterSeconds: 20 },
        { fillAfterSeconds: 20, botStrength: 'search' },
        { botStrength: 'search' },
      ]) {
        const refused = await create(body);
        assert.equal(refused.status, 400, JSON.stringify(body));
        assert.equal(refused.body.error?.code, 'table/fill-public-only', JSON.stringify(body));
      }
      const alone = await create({ public: true, botStrength: 'search' });
      assert.equal(alone.body.error?.code, 'table/bots-need-countdown');
      const games = await srv.server.db.selectFrom('games').select('id').execute();
      assert.deepEqual(
        games.map((g) => g.id),
        [created.body.id],
        'nothing else was created',
      );
    } finally {
      await srv.close();
    }
  });

  test("the protocol's strengths are the bots package's kinds", () => {
    assert.deepEqual([...BOT_STRENGTHS].sort(), [...BOT_KINDS].sort());
  });
});
