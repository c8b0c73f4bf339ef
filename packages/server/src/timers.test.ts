import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, turnOf } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { Lobby } from '@among-cultists/protocol';
import type { Timers } from './timers.ts';
import { ManualClock } from './testing-clock.ts';
import { get, hello, post, seatTable, startServer, type TestClient } from './testing.ts';

/** A one-second limit on every kind of decision. */
const ONE_SECOND_EACH: Timers = {
  night: 1,
  movement: 1,
  action: 1,
  encounter: 1,
  event: 1,
  discussion: 1,
  ballot: 1,
  cleanup: 1,
};

/** The lobby a client was sent last. */
function lastLobby(c: TestClient): Lobby | null {
  for (let i = c.messages.length - 1; i >= 0; i--) {
    const m = c.messages[i]!;
    if (m.t === 'lobby' || m.t === 'welcome') return m.lobby;
  }
  return null;
}

/** The game's lobby as `GET /api/games/:id` answers it, as sent. */
async function lobbyText(http: string, id: string): Promise<string> {
  const response = await fetch(`${http}/api/games/${id}`);
  assert.equal(response.status, 200);
  return response.text();
}

test('an idle player’s timed decisions are taken by the server at the deadline, which every seat is told', async () => {
  const clock = new ManualClock();
  const srv = await startServer({ clock });
  try {
    const { id, tokens } = await seatTable(srv, { settings: { timers: ONE_SECOND_EACH } });
    const idle = await hello(srv, id, tokens[0]);
    const watcher = await hello(srv, id);
    await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    const first = await idle.waitFor((m) => m.t === 'update');
    assert.equal(first.deadline, clock.now() + 1000, 'the Night Phase has a deadline, one second away');
    // The idle host never acts, yet the game gets past round 1 (or ends): the server answered for it.
    for (let i = 0; i < 600; i++) {
      const view = idle.latest()!.view;
      if (view.round >= 2 || view.phase.kind === 'over') break;
      await clock.advance(250);
    }
    const view = idle.latest()!.view;
    assert.ok(view.round >= 2 || view.phase.kind === 'over');
    const moved = idle.messages.some(
      (m) => m.t === 'update' && m.events.some((e) => (e.t === 'moved' || e.t === 'stayed') && e.seat === 0),
    );
    assert.ok(moved, 'the host moved by default');
    // The host is told what was played for it, each time; nobody else hears who was late.
    const told = idle.messages.filter((m) => m.t === 'timedOut');
    assert.ok(told.length >= 2, `the host was told ${told.length} times`);
    assert.deepEqual(told[0]!.actions, [{ type: 'ready' }], 'the Night: ready for you');
    for (const m of told) assert.ok(m.actions.length > 0 && m.logSeq >= 0);
    assert.ok(!watcher.messages.some((m) => m.t === 'timedOut'), 'a spectator is not told');
    watcher.close();
    assert.ok(
      !idle.messages.some((m) => m.t === 'update' && m.events.some((e) => e.t === 'claimed' && e.seat === 0)),
      'the host never claims by default',
    );
    const lobby = await get<Lobby>(`${srv.http}/api/games/${id}`);
    assert.equal(lobby.body.status === 'lobby', false);
    idle.close();
  } finally {
    await srv.close();
  }
});

test('after two missed turns the others can vote a stand-in bot into the seat; the player takes it back', async () => {
  // A deal where the Cultist is the attentive human, so that no bot can end the game by a claim.
  let n = 0;
  for (; ; n++) {
    const created = createGame({ players: 5, seed: seedOf(n) });
    if (created.ok && created.state.seats[1]!.role === 'cultist') break;
  }
  const clock = new ManualClock();
  const srv = await startServer({ clock, seeds: () => seedOf(n) });
  try {
    const { id, tokens } = await seatTable(srv, { settings: { timers: ONE_SECOND_EACH }, people: ['Here'] });
    const away = await hello(srv, id, tokens[0]);
    const here = await hello(srv, id, tokens[1]);
    await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    // Too early: nobody has missed anything yet.
    here.send({ t: 'takeover', seat: 0 });
    await here.waitFor((m) => m.t === 'error' && m.code === 'takeover/not-yet');
    // "Here" plays along with safe choices; "Away" does nothing and misses its turns.
    let acted = -1;
    for (let i = 0; i < 1000; i++) {
      const latest = here.latest();
      if (latest?.view.phase.kind === 'over' || (lastLobby(here)?.seats[0]!.missed ?? 0) >= 2) break;
      if (latest && latest.version !== acted && latest.view.legal.length > 0) {
        acted = latest.version;
        here.act(
          latest.view.legal.find((a) => a.type !== 'claimVictory' && a.type !== 'initiateVote') ??
            latest.view.legal[0]!,
        );
      }
      await clock.advance(250);
    }
    const lobbyNow = await get<Lobby>(`${srv.http}/api/games/${id}`);
    assert.equal(lobbyNow.body.status, 'playing');
    assert.ok(lobbyNow.body.seats[0]!.missed >= 2);
    here.send({ t: 'takeover', seat: 0 });
    const standin = await here.waitFor((m) => m.t === 'lobby' && m.lobby.seats[0]!.kind === 'standin');
    assert.ok(standin.t === 'lobby');
    away.send({ t: 'takeback' });
    await away.waitFor(
      (m) => m.t === 'lobby' && m.lobby.seats[0]!.kind === 'human' && m.lobby.seats[0]!.missed === 0,
    );
    away.close();
    here.close();
  } finally {
    await srv.close();
  }
});

test('a seat that missed its turns and then decides in a simultaneous step: nobody else is sent anything', async () => {
  const clock = new ManualClock();
  // Bots answer after 5 s, so that the host is alone to have decided when it acts.
  const srv = await startServer({ clock, botDelayMs: [5000, 5000] });
  try {
    const { id, tokens } = await seatTable(srv, { settings: { timers: { movement: 10, action: 10 } } });
    const host = await hello(srv, id, tokens[0]);
    const spectator = await hello(srv, id);
    await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    let acted = -1;
    let checked = false;
    for (let i = 0; i < 2000; i++) {
      const latest = host.latest();
      if (!latest || latest.view.phase.kind === 'over') break;
      const simultaneous = latest.view.legal.length > 0 && turnOf(latest.view) === null;
      if (simultaneous && latest.version !== acted) {
        acted = latest.version;
        const action = latest.view.legal.find((a) => a.type !== 'claimVictory')!;
        if ((lastLobby(spectator)?.seats[0]!.missed ?? 0) >= 1) {
          // The hidden choice of a seat that had missed deadlines: its count stays, and no frame moves.
          const frames = spectator.frames.length;
          const from = host.messages.length;
          host.act(action);
          await host.waitFor((m) => m.t === 'update' || m.t === 'rejected', from);
          // A ping answered after everything the server sent the spectator before it.
          spectator.send({ t: 'ping' });
          await spectator.waitFor((m) => m.t === 'pong', frames);
          assert.equal(spectator.frames.length, frames + 1, 'the spectator was sent nothing but its pong');
          checked = true;
          break;
        }
        host.act(action);
      }
      // Its own turns (Movement, Action) it lets pass: each deadline missed counts.
      await clock.advance(500);
    }
    assert.ok(checked, 'the host missed a turn, then decided in a simultaneous step');
    host.close();
    spectator.close();
  } finally {
    await srv.close();
  }
});

test('a player back from a stand-in who acts in a simultaneous step is shown back only when the step ends, by every path that shows the lobby', async () => {
  // As in the stand-in test: the attentive human is the Cultist, so that no bot ends the game by a claim.
  let n = 0;
  for (; ; n++) {
    const created = createGame({ players: 5, seed: seedOf(n) });
    if (created.ok && created.state.seats[1]!.role === 'cultist') break;
  }
  const clock = new ManualClock();
  const srv = await startServer({ clock, seeds: () => seedOf(n), botDelayMs: [2000, 2000] });
  try {
    const { id, tokens } = await seatTable(srv, { settings: { timers: ONE_SECOND_EACH }, people: ['Here'] });
    const away = await hello(srv, id, tokens[0]);
    const here = await hello(srv, id, tokens[1]);
    const spectator = await hello(srv, id);
    await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    let acted = -1;
    const step = async (): Promise<void> => {
      const latest = here.latest();
      if (latest && latest.version !== acted && latest.view.legal.length > 0) {
        acted = latest.version;
        here.act(
          latest.view.legal.find((a) => a.type !== 'claimVictory' && a.type !== 'initiateVote') ??
            latest.view.legal[0]!,
        );
      }
      await clock.advance(250);
    };
    for (let i = 0; i < 1000 && (lastLobby(here)?.seats[0]!.missed ?? 0) < 2; i++) await step();
    here.send({ t: 'takeover', seat: 0 });
    await here.waitFor((m) => m.t === 'lobby' && m.lobby.seats[0]!.kind === 'standin');
    // Wait for a simultaneous step in which the absent player has something to decide, then decide at once,
    // before the stand-in (2 s) and the others.
    let checked = false;
    for (let i = 0; i < 1000; i++) {
      const latest = away.latest()!;
      if (latest.view.phase.kind === 'over') break;
      if (
        latest.view.legal.length > 0 &&
        turnOf(latest.view) === null &&
        here.latest()!.view.legal.length > 0
      ) {
        const frames = spectator.frames.length;
        const from = away.messages.length;
        // The lobby as the route gives it before the choice: the same bytes after it, as if it were not made.
        const before = await lobbyText(srv.http, id);
        away.act(latest.view.legal.find((a) => a.type !== 'claimVictory')!);
        await away.waitFor((m) => m.t === 'update' || m.t === 'rejected', from);
        spectator.send({ t: 'ping' });
        await spectator.waitFor((m) => m.t === 'pong', frames);
        assert.equal(
          spectator.frames.length,
          frames + 1,
          'nothing but the pong: the return waits for the step’s end',
        );
        assert.equal(
          await lobbyText(srv.http, id),
          before,
          'the route shows the lobby from before the choice',
        );
        const late = await hello(srv, id);
        const welcome = late.messages.find((m) => m.t === 'welcome');
        assert.ok(welcome?.t === 'welcome');
        assert.equal(JSON.stringify(welcome.lobby), before, 'so does a new connection’s welcome');
        late.close();
        checked = true;
        break;
      }
      await step();
    }
    assert.ok(checked, 'the absent player decided in a simultaneous step');
    // Once the step is over, everyone sees the player back.
    for (let i = 0; i < 200 && lastLobby(spectator)?.seats[0]!.kind !== 'human'; i++) await step();
    assert.equal(lastLobby(spectator)?.seats[0]!.kind, 'human');
    assert.equal(
      (JSON.parse(await lobbyText(srv.http, id)) as Lobby).seats[0]!.kind,
      'human',
      'and the route',
    );
    const later = await hello(srv, id);
    const welcome = later.messages.find((m) => m.t === 'welcome');
    assert.ok(welcome?.t === 'welcome' && welcome.lobby.seats[0]!.kind === 'human', 'and a new connection');
    for (const c of [away, here, spectator, later]) c.close();
  } finally {
    await srv.close();
  }
});

test('a vote for a stand-in lapses when its voter leaves the table', async () => {
  const clock = new ManualClock();
  // A fixed deal, so that the game is the same every run.
  const srv = await startServer({ clock, seeds: () => seedOf(7) });
  try {
    const { id, tokens } = await seatTable(srv, {
      players: 6,
      host: 'Away',
      people: ['Here', 'There', 'Third'],
      settings: { timers: ONE_SECOND_EACH },
    });
    const away = await hello(srv, id, tokens[0]);
    const players = [
      await hello(srv, id, tokens[1]),
      await hello(srv, id, tokens[2]),
      await hello(srv, id, tokens[3]),
    ];
    await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    const acted = new Map<TestClient, number>();
    for (let i = 0; i < 1000 && (lastLobby(players[0]!)?.seats[0]!.missed ?? 0) < 2; i++) {
      if (players[0]!.latest()?.view.phase.kind === 'over') break;
      for (const p of players) {
        const latest = p.latest();
        if (latest && latest.version !== acted.get(p) && latest.view.legal.length > 0) {
          acted.set(p, latest.version);
          p.act(
            latest.view.legal.find((a) => a.type !== 'claimVictory' && a.type !== 'initiateVote') ??
              latest.view.legal[0]!,
          );
        }
      }
      await clock.advance(250);
    }
    const lobby = await get<Lobby>(`${srv.http}/api/games/${id}`);
    assert.equal(lobby.body.status, 'playing', 'the game is still on');
    assert.ok(lobby.body.seats[0]!.missed >= 2);
    // Three players at the table: two votes are needed. Here votes, then leaves.
    const [here, there] = players as [TestClient, TestClient, TestClient];
    here.send({ t: 'takeover', seat: 0 });
    here.send({ t: 'ping' });
    await here.waitFor((m) => m.t === 'pong');
    here.close();
    await clock.advance(1000);
    // Alone, There's vote is one of two: not enough.
    const from = there.messages.length;
    there.send({ t: 'takeover', seat: 0 });
    there.send({ t: 'ping' });
    await there.waitFor((m) => m.t === 'pong', from);
    await clock.advance(1000);
    assert.notEqual(lastLobby(there)?.seats[0]!.kind, 'standin');
    assert.equal((await get<Lobby>(`${srv.http}/api/games/${id}`)).body.seats[0]!.kind, 'human');
    away.close();
    for (const p of players) p.close();
  } finally {
    await srv.close();
  }
});
