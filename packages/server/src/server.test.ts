import { after, before, describe, test } from 'node:test';
import SQLite from 'better-sqlite3';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createGame,
  createRng,
  replay,
  SHIPPED_BOARD,
  type GameOptions,
  type PlayerView,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { Lobby } from '@among-cultists/protocol';
import {
  get,
  hello,
  playUntilOver,
  post,
  seatTable,
  startServer,
  TestClient,
  type RunningServer,
} from './testing.ts';

interface Created {
  id: string;
  token: string;
}

describe('a game over HTTP and WebSockets', () => {
  let srv: RunningServer;
  before(async () => {
    srv = await startServer();
  });
  after(async () => {
    await srv.close();
  });

  test('two players and three bots play a 5-player game to the end; the seed is revealed and matches its commitment', async () => {
    const { id, tokens } = await seatTable(srv, { players: 5, people: ['Bea'] });
    const a = await hello(srv, id, tokens[0]);
    const b = await hello(srv, id, tokens[1]);
    const started = await post<Lobby>(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    assert.equal(started.status, 200);
    assert.match(started.body.commitment!, /^[0-9a-f]{64}$/);
    assert.equal(started.body.seed, null, 'the seed stays secret during the game');
    await playUntilOver([a, b], createRng(seedOf(1)));
    const lobby = await get<Lobby>(`${srv.http}/api/games/${id}`);
    assert.equal(lobby.body.status, 'finished');
    assert.equal(
      createHash('sha256').update(Buffer.from(lobby.body.seed!, 'hex')).digest('hex'),
      lobby.body.commitment,
    );
    // The published record replays to the same end.
    const record = await get<{ options: GameOptions; actions: { seat: number; action: never }[] }>(
      `${srv.http}/api/games/${id}/record`,
    );
    // It names the board by id and content hash, as `among-cultists verify` checks it.
    assert.deepEqual(record.body.options.board, { id: SHIPPED_BOARD.id, sha256: SHIPPED_BOARD.sha256 });
    const replayed = replay({ options: record.body.options, actions: record.body.actions });
    assert.ok(replayed.ok);
    assert.deepEqual(replayed.state.result, a.latest()!.view.result);
    // Every update a player got was its own view.
    for (const m of a.messages) if (m.t === 'update') assert.equal(m.view.viewer, 0);
    for (const m of b.messages) if (m.t === 'update') assert.equal(m.view.viewer, 1);
    // Every update says when its phase began: the Night Phase began at one instant for every seat (the
    // ritual's pace), and a phase started later never began earlier.
    const night = new Set<number | undefined>();
    for (const c of [a, b]) {
      let last = 0;
      for (const m of c.messages) {
        if (m.t !== 'update') continue;
        assert.ok(typeof m.phaseSince === 'number' && m.phaseSince >= last);
        last = m.phaseSince;
        if (m.view.phase.kind === 'night') night.add(m.phaseSince);
      }
    }
    assert.equal(night.size, 1);
    // At the end every secret is revealed: each player now has every entry of the log, the others' hidden
    // ones included (who gave which card to whom, checks, ballots).
    for (const c of [a, b]) {
      const seqs = new Set(c.messages.flatMap((m) => (m.t === 'update' ? m.events.map((e) => e.seq) : [])));
      assert.equal(seqs.size, replayed.state.log.length);
    }
    a.close();
    b.close();
  });

  test('the host and seven bots play an 8-player game; a spectator watches and cannot act', async () => {
    const { id, tokens } = await seatTable(srv, { players: 8 });
    const host = await hello(srv, id, tokens[0]);
    const spectator = await hello(srv, id);
    await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    await spectator.waitFor((m) => m.t === 'update');
    spectator.send({ t: 'act', version: spectator.latest()!.version, action: { type: 'pass' } });
    await spectator.waitFor((m) => m.t === 'error' && m.code === 'act/spectator');
    await playUntilOver([host], createRng(seedOf(2)));
    const last = await spectator.waitFor((m) => m.t === 'update' && m.view.phase.kind === 'over');
    assert.ok(last.t === 'update' && last.view.me === null && last.view.viewer === 'spectator');
    for (const m of spectator.messages) if (m.t === 'update') assert.equal(m.view.me, null);
    host.close();
    spectator.close();
  });

  test('a 4-player game has the AUTOMA: the rules play its seat', async () => {
    const { id, tokens } = await seatTable(srv, { players: 4 });
    const host = await hello(srv, id, tokens[0]);
    const started = await post<Lobby>(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    assert.equal(started.body.seats.length, 5);
    assert.equal(started.body.seats.filter((s) => s.kind === 'automa').length, 1);
    await playUntilOver([host], createRng(seedOf(3)));
    host.close();
  });

  test('a player who drops comes back to the same seat with its token and catches up', async () => {
    const { id, tokens } = await seatTable(srv, { players: 6, people: ['Bea'] });
    const a = await hello(srv, id, tokens[0]);
    let b = await hello(srv, id, tokens[1]);
    await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    const rng = createRng(seedOf(4));
    await playUntilOver([a, b], rng, (c) => c === b && (c.latest()?.view.round ?? 0) >= 3);
    b.close();
    await a.waitFor((m) => m.t === 'lobby' && !m.lobby.seats[1]!.connected);
    b = await hello(srv, id, tokens[1]);
    const welcome = b.messages.find((m) => m.t === 'welcome');
    assert.ok(welcome?.t === 'welcome' && welcome.seat === 1);
    const update = await b.waitFor((m) => m.t === 'update');
    assert.equal(update.view.me?.seat, 1);
    // The whole log so far comes with the first update after a reconnection.
    assert.ok(update.events.length > 0 && update.events[0]!.seq === 0);
    await playUntilOver([a, b], rng);
    a.close();
    b.close();
  });

  /** Plays games until `reached` holds for the second player, who then drops and comes back with `resume`. */
  async function reconnectWhen(reached: (view: PlayerView) => boolean, seed: number): Promise<void> {
    for (let attempt = 0; attempt < 6; attempt++) {
      const { id, tokens } = await seatTable(srv, { players: 5, people: ['Bea'] });
      const a = await hello(srv, id, tokens[0]);
      const b = await hello(srv, id, tokens[1]);
      await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
      const rng = createRng(seedOf(seed + attempt));
      const atDecision = (): boolean => {
        const view = b.latest()?.view;
        return view !== undefined && view.phase.kind !== 'over' && reached(view);
      };
      await playUntilOver([a, b], rng, (c) => c === b && atDecision());
      if (!atDecision()) {
        a.close();
        b.close();
        continue;
      }
      const before = b.latest()!;
      const logSeq = Math.max(
        -1,
        ...b.messages.flatMap((m) => (m.t === 'update' ? m.events : [])).map((e) => e.seq),
      );
      const chatSeq = Math.max(
        -1,
        ...b.messages.flatMap((m) => (m.t === 'chat' ? m.lines : [])).map((l) => l.seq),
      );
      b.close();
      await a.waitFor((m) => m.t === 'lobby' && !m.lobby.seats[1]!.connected);
      const back = await TestClient.connect(srv.ws);
      back.send({
        t: 'hello',
        game: id,
        token: tokens[1],
        resume: { version: before.version, logSeq, chatSeq },
      });
      const update = await back.waitFor((m) => m.t === 'update');
      assert.ok('view' in update, 'a reconnection gets the whole view');
      assert.ok(update.version > before.version, 'versions go on from the one the client had');
      assert.ok(
        update.events.every((e) => e.seq > logSeq),
        'only the log entries it missed are sent again',
      );
      assert.equal(back.messages.filter((m) => m.t === 'chat').length, 0, 'no chat line is sent twice');
      // The decision it was about to make is still waiting for it.
      assert.ok(reached(update.view), `still at the same decision: ${JSON.stringify(update.view.phase)}`);
      await playUntilOver([a, back], rng);
      a.close();
      back.close();
      return;
    }
    assert.fail('no game reached the decision to reconnect at');
  }

  test('a player who drops in the middle of an encounter, before giving a card, comes back to give it', async () => {
    await reconnectWhen((v) => v.legal.some((x) => x.type === 'giveCard'), 40);
  });

  test('a player who drops in the middle of a vote, before casting a ballot, comes back to cast it', async () => {
    await reconnectWhen((v) => v.legal.some((x) => x.type === 'ballot'), 50);
  });

  test('a resume that cannot belong to the game gets everything again', async () => {
    const { id, tokens } = await seatTable(srv, { players: 5 });
    const a = await hello(srv, id, tokens[0]);
    await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    await a.waitFor((m) => m.t === 'update');
    a.close();
    const back = await TestClient.connect(srv.ws);
    back.send({ t: 'hello', game: id, token: tokens[0], resume: { version: 7, logSeq: 10_000, chatSeq: 3 } });
    const update = await back.waitFor((m) => m.t === 'update');
    assert.equal(update.events[0]?.seq, 0);
    assert.equal(update.version, 1);
    back.close();
  });

  test('an action made on an old view is refused with the current view', async () => {
    const { id, tokens } = await seatTable(srv, { players: 5 });
    const a = await hello(srv, id, tokens[0]);
    await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    await a.waitFor((m) => m.t === 'update');
    const from = a.messages.length;
    a.send({ t: 'act', version: 999, action: { type: 'ready' } });
    const rejected = await a.waitFor((m) => m.t === 'rejected', from);
    assert.equal(rejected.code, 'version/stale');
    await a.waitFor((m) => m.t === 'update', from);
    a.close();
  });
});

describe('chat', () => {
  test('EVT-NOCONNECTION-01 AMB-57 the table chat is closed while No Connection is in force', async () => {
    // A seed whose first event is No Connection.
    let seed = '';
    for (let n = 0; ; n++) {
      const created = createGame({ players: 5, seed: seedOf(n) });
      if (created.ok && created.state.bag.at(-1) === 'noConnection') {
        seed = seedOf(n);
        break;
      }
    }
    const srv = await startServer({ seeds: () => seed });
    try {
      const { id, tokens } = await seatTable(srv, { players: 5 });
      const a = await hello(srv, id, tokens[0]);
      a.send({ t: 'chat', text: 'hello table' });
      await a.waitFor((m) => m.t === 'chat' && m.lines.some((l) => l.text === 'hello table'));
      await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
      await playUntilOver([a], createRng(seedOf(5)), (c) => c.latest()?.view.effects.noConnection === true);
      const from = a.messages.length;
      a.send({ t: 'chat', text: 'psst' });
      const refused = await a.waitFor((m) => m.t === 'error', from);
      assert.equal(refused.code, 'chat/no-connection');
      a.close();
    } finally {
      await srv.close();
    }
  });
});

describe('bad input', () => {
  let srv: RunningServer;
  before(async () => {
    srv = await startServer();
  });
  after(async () => {
    await srv.close();
  });

  test('malformed messages get an error code each; repeated abuse closes the connection; the game is untouched', async () => {
    const { id, tokens } = await seatTable(srv, { players: 5 });
    const a = await hello(srv, id, tokens[0]);
    await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    await a.waitFor((m) => m.t === 'update');
    const before = a.latest()!;
    const cases: [unknown, string][] = [
      ['not json', 'message/json'],
      [{ t: 'fly' }, 'message/malformed'],
      [{ t: 'act', version: before.version, action: { type: 'teleport', to: 'x' } }, 'message/malformed'],
      [{ t: 'hello', game: id }, 'hello/again'],
      [{ t: 'chat', text: 'x'.repeat(1000) }, 'message/malformed'],
    ];
    for (const [message, code] of cases) {
      const from = a.messages.length;
      a.send(message);
      const error = await a.waitFor((m) => m.t === 'error', from);
      assert.equal(error.code, code, JSON.stringify(error));
      assert.doesNotMatch(error.message, /at .*\.ts:\d+/);
    }
    for (let i = 0; i < 10 && !a.closed; i++) a.send('{');
    assert.equal((await a.waitForClose()).code, 1008);
    const again = await hello(srv, id, tokens[0]);
    const update = await again.waitFor((m) => m.t === 'update');
    assert.ok(update.view.round >= before.view.round);
    again.close();
  });

  test('a wrong token is refused and the socket closed; unknown games and frames before hello are errors', async () => {
    const { id } = await seatTable(srv, { players: 5 });
    const c = await TestClient.connect(srv.ws);
    c.send({ t: 'act', version: 0, action: { type: 'pass' } });
    await c.waitFor((m) => m.t === 'error' && m.code === 'hello/first');
    c.send({ t: 'hello', game: 'NOSUCHGAME' });
    await c.waitFor((m) => m.t === 'error' && m.code === 'game/unknown');
    c.send({ t: 'hello', game: id, token: 'ab'.repeat(16) });
    await c.waitFor((m) => m.t === 'error' && m.code === 'auth/bad-token');
    assert.equal((await c.waitForClose()).code, 1008);
  });

  test('an oversized frame closes the connection', async () => {
    const c = await TestClient.connect(srv.ws);
    c.send('x'.repeat(64 * 1024));
    assert.equal((await c.waitForClose()).code, 1009);
  });

  test('bad HTTP requests get a clear error code and message', async () => {
    const cases: [string, unknown, number, string][] = [
      ['/api/games', { players: 9, name: 'A' }, 400, 'request/invalid'],
      ['/api/games', { players: 5 }, 400, 'request/invalid'],
      ['/api/games', { players: 7, name: 'A', automa: true }, 400, 'game/options'],
      ['/api/games', { players: 5, name: 'A', board: 'atlantis' }, 400, 'game/options'],
      ['/api/games', { players: 5, name: 'A', board: 'Not An Id' }, 400, 'request/invalid'],
      ['/api/games', { players: 5, name: 'A', board: { id: 'university' } }, 400, 'request/invalid'],
      ['/api/games/NOSUCHGAME/join', { name: 'B' }, 404, 'game/unknown'],
      ['/api/games/bad id!/join', { name: 'B' }, 400, 'request/invalid'],
    ];
    for (const [path, body, status, code] of cases) {
      const res = await post<{ error: { code: string; message: string } }>(`${srv.http}${path}`, body);
      assert.equal(res.status, status, path);
      assert.equal(res.body.error.code, code, JSON.stringify(res.body));
      assert.ok(res.body.error.message.length > 0);
    }
    const onBoard = await post<{ error?: unknown }>(`${srv.http}/api/games`, {
      players: 5,
      name: 'A',
      board: 'university',
    });
    assert.equal(onBoard.status, 200, JSON.stringify(onBoard.body));
    const { id } = await seatTable(srv, { players: 5 });
    const notHost = await post<{ error: { code: string } }>(`${srv.http}/api/games/${id}/start`, {
      token: 'cd'.repeat(16),
    });
    assert.equal(notHost.status, 403);
    assert.equal(notHost.body.error.code, 'auth/not-host');
  });

  test('the Origin is checked when configured', async () => {
    const guarded = await startServer({ allowedOrigins: ['https://play.example'] });
    try {
      await assert.rejects(TestClient.connect(guarded.ws, { origin: 'https://evil.example' }), /HTTP 403/);
      const ok = await TestClient.connect(guarded.ws, { origin: 'https://play.example' });
      ok.close();
    } finally {
      await guarded.close();
    }
  });
});

describe('the lobby', () => {
  let srv: RunningServer;
  before(async () => {
    srv = await startServer();
  });
  after(async () => {
    await srv.close();
  });

  test('GEN-04 SETUP-07 each seat has its own Character: chosen, or the first free one', async () => {
    const created = await post<Created>(`${srv.http}/api/games`, { players: 5, name: 'Host', character: 4 });
    assert.equal(created.status, 200);
    const { id, token } = created.body;
    const join = (body: unknown) =>
      post<{ seat: number; token: string }>(`${srv.http}/api/games/${id}/join`, body);
    assert.equal((await join({ name: 'Bea', character: 7 })).status, 200);
    const taken = await join({ name: 'Cy', character: 4 });
    assert.equal(taken.status, 409);
    assert.equal((taken.body as unknown as { error: { code: string } }).error.code, 'seat/character-taken');
    const bad = await join({ name: 'Cy', character: 10 });
    assert.equal(bad.status, 400);
    assert.match(JSON.stringify(bad.body), /a Character is 0 to 9/);
    assert.equal((await join({ name: 'Cy' })).status, 200);
    const bot = await post<Lobby>(`${srv.http}/api/games/${id}/seats/3`, { token, kind: 'bot' });
    assert.deepEqual(
      bot.body.seats.map((s) => [s.name, s.character]),
      [
        ['Host', 4],
        ['Bea', 7],
        ['Cy', 0],
        ['Dr. Henrik Lindqvist', 1],
        [null, null],
      ],
    );
  });

  test('the host can remove a player before the start; only the host can; the game starts only when full', async () => {
    const created = await post<Created>(`${srv.http}/api/games`, { players: 4, name: 'Host' });
    const { id, token } = created.body;
    const bea = await post<{ seat: number; token: string }>(`${srv.http}/api/games/${id}/join`, {
      name: 'Bea',
    });
    const client = await hello(srv, id, bea.body.token);
    const notHost = await post(`${srv.http}/api/games/${id}/seats/1`, {
      token: bea.body.token,
      kind: 'open',
    });
    assert.equal(notHost.status, 403);
    const early = await post(`${srv.http}/api/games/${id}/start`, { token });
    assert.equal(early.status, 409);
    const kicked = await post<Lobby>(`${srv.http}/api/games/${id}/seats/1`, { token, kind: 'open' });
    assert.equal(kicked.status, 200);
    assert.deepEqual(kicked.body.seats[1], {
      seat: 1,
      name: null,
      kind: 'open',
      character: null,
      connected: false,
      missed: 0,
    });
    await client.waitFor((m) => m.t === 'error' && m.code === 'seat/removed');
    await client.waitFor((m) => m.t === 'welcome' && m.seat === null);
    // Whoever takes the seat next has it alone.
    const cy = await post<{ seat: number; token: string }>(`${srv.http}/api/games/${id}/join`, {
      name: 'Cy',
    });
    assert.equal(cy.body.seat, 1);
    const lobby = await get<Lobby>(`${srv.http}/api/games/${id}`);
    assert.equal(lobby.body.seats[1]!.connected, false);
    client.close();
  });
});

// Bug: players seated at or after the AUTOMA's seat kept their lobby seat number on their open connection,
// so the host acted as the AUTOMA and the game stalled (seen when the AUTOMA drew seat 0).
describe('the AUTOMA takes its seat at the start', () => {
  test('connected players follow their seats when the AUTOMA is seated before them', async () => {
    const automaSeat = (seed: string): number | null => {
      const created = createGame({ players: 4, seed });
      return created.ok ? created.state.config.automa : null;
    };
    let n = 0;
    while (automaSeat(seedOf(n)) !== 0) n++;
    const srv = await startServer({ seeds: () => seedOf(n) });
    try {
      const { id, tokens } = await seatTable(srv, { players: 4, people: ['Bea'] });
      const host = await hello(srv, id, tokens[0]);
      const bea = await hello(srv, id, tokens[1]);
      const started = await post<Lobby>(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
      assert.deepEqual(
        started.body.seats.map((s) => s.name),
        ['AUTOMA', 'Host', 'Bea', 'Miss Inês Carvalho', 'Mr. Rajan Mehta'],
      );
      for (const [client, seat] of [
        [host, 1],
        [bea, 2],
      ] as const) {
        const update = await client.waitFor((m) => m.t === 'update');
        assert.equal(update.view.viewer, seat);
      }
      await playUntilOver([host, bea], createRng(seedOf(4)));
      host.close();
      bea.close();
    } finally {
      await srv.close();
    }
  });
});

describe('operators', () => {
  test('health; Prometheus metrics on their own listener, not on the players’ port', async () => {
    const srv = await startServer();
    try {
      assert.deepEqual((await get(`${srv.http}/healthz`)).body, { ok: true, database: 'up' });
      // Its counters move with hidden choices (a Night "ready" is a command): players must not see them.
      assert.equal((await fetch(`${srv.http}/metrics`)).status, 404);
      const metrics = await (await fetch(srv.metrics)).text();
      assert.match(metrics, /among_cultists_sockets/);
      assert.match(metrics, /among_cultists_command_seconds_bucket/);
    } finally {
      await srv.close();
    }
  });

  test('a stored game that no longer replays is reported and left alone; the other games still start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'among-cultists-'));
    const database = { url: join(dir, 'games.sqlite') };
    let srv = await startServer({ database });
    const ids: string[] = [];
    try {
      for (let g = 0; g < 2; g++) {
        const { id, tokens } = await seatTable(srv, { players: 5 });
        const a = await hello(srv, id, tokens[0]);
        await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
        await playUntilOver(
          [a],
          createRng(seedOf(20 + g)),
          (c) => c.latest()?.view.phase.kind === 'movement',
        );
        a.close();
        ids.push(id);
      }
      await srv.close();
      // The first game's first action becomes one the rules refuse (as after a change of rules or board).
      const sqlite = new SQLite(database.url);
      sqlite
        .prepare('update actions set action = \'{"type":"claimVictory"}\' where game_id = ? and seq = 0')
        .run(ids[0]);
      sqlite.close();
      srv = await startServer({ database });
      const failed: string[] = [];
      assert.equal(await srv.server.rooms.resumeUnfinished((id) => failed.push(id)), 1);
      assert.deepEqual(failed, [ids[0]]);
      const c = await TestClient.connect(srv.ws);
      c.send({ t: 'hello', game: ids[0] });
      await c.waitFor((m) => m.t === 'error' && m.code === 'server/error');
      c.close();
      const b = await hello(srv, ids[1]!);
      await b.waitFor((m) => m.t === 'update');
      b.close();
    } finally {
      await srv.close();
    }
  });

  test('a restart on the same data reloads the game by replay and play goes on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'among-cultists-'));
    const database = { url: join(dir, 'games.sqlite') };
    let srv = await startServer({ database });
    try {
      const { id, tokens } = await seatTable(srv, { players: 5 });
      let a = await hello(srv, id, tokens[0]);
      await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
      const rng = createRng(seedOf(6));
      // Stop in round 1's Movement: no game can have ended by then.
      await playUntilOver([a], rng, (c) => c.latest()?.view.phase.kind === 'movement');
      const before = a.latest()!;
      await srv.close();
      srv = await startServer({ database });
      assert.equal(await srv.server.rooms.resumeUnfinished(), 1);
      a = await hello(srv, id, tokens[0]);
      const update = await a.waitFor((m) => m.t === 'update');
      assert.ok(update.view.round >= before.view.round);
      await playUntilOver([a], rng);
      a.close();
    } finally {
      await srv.close();
    }
  });
});
