import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, type Action } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { Lobby } from '@among-cultists/protocol';
import { defaultAction, type Timers } from './timers.ts';
import { get, post, startServer, TestClient } from './testing.ts';

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

test('the safe default passes, abstains, keeps, refuses, conceals and gives Alive before anything else', () => {
  const pick = (legal: Action[]): Action => defaultAction(legal);
  assert.deepEqual(pick([{ type: 'checkState', target: 1 }, { type: 'pass' }]), { type: 'pass' });
  assert.deepEqual(
    pick([
      { type: 'ballot', target: 2 },
      { type: 'ballot', target: null },
    ]),
    { type: 'ballot', target: null },
  );
  assert.deepEqual(pick([{ type: 'ballot', target: 1 }, { type: 'keepBallot' }]), { type: 'keepBallot' });
  assert.deepEqual(
    pick([
      { type: 'answerPortal', accept: true },
      { type: 'answerPortal', accept: false },
    ]),
    { type: 'answerPortal', accept: false },
  );
  assert.deepEqual(
    pick([
      { type: 'endCheck', reveal: true },
      { type: 'endCheck', reveal: false },
    ]),
    { type: 'endCheck', reveal: false },
  );
  assert.deepEqual(
    pick([{ type: 'endCheck', reveal: true }]),
    { type: 'endCheck', reveal: true },
    'an Investigator must reveal',
  );
  assert.deepEqual(
    pick([
      { type: 'giveCard', card: 'dead' },
      { type: 'giveCard', card: 'alive' },
    ]),
    { type: 'giveCard', card: 'alive' },
  );
  assert.deepEqual(
    pick([{ type: 'endRound' }, { type: 'claimVictory' }]),
    { type: 'endRound' },
    'never claims',
  );
  assert.deepEqual(pick([{ type: 'step', to: 3 }, { type: 'endMovement' }]), { type: 'endMovement' });
  assert.deepEqual(pick([{ type: 'drawEventToken' }, { type: 'skipEvent' }]), { type: 'skipEvent' });
});

test('an idle player’s timed decisions are taken by the server at the deadline, which every seat is told', async () => {
  const srv = await startServer();
  try {
    const created = await post<{ id: string; token: string }>(`${srv.http}/api/games`, {
      players: 5,
      name: 'Idle',
      timers: ONE_SECOND_EACH,
    });
    const { id, token } = created.body;
    for (let seat = 1; seat < 5; seat++)
      await post(`${srv.http}/api/games/${id}/seats/${seat}`, { token, kind: 'bot' });
    const idle = await TestClient.connect(srv.ws);
    idle.send({ t: 'hello', game: id, token });
    await post(`${srv.http}/api/games/${id}/start`, { token });
    const first = await idle.waitFor((m) => m.t === 'update');
    assert.ok(
      first.deadline !== null && first.deadline > Date.now() - 1000,
      'the Night Phase has a deadline',
    );
    // The idle host never acts, yet the game gets past round 1 (or ends): the server answered for it.
    await idle.waitFor(
      (m) => m.t === 'update' && (m.view.round >= 2 || m.view.phase.kind === 'over'),
      0,
      30_000,
    );
    const moved = idle.messages.some(
      (m) => m.t === 'update' && m.events.some((e) => (e.t === 'moved' || e.t === 'stayed') && e.seat === 0),
    );
    assert.ok(moved, 'the host moved by default');
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
  const srv = await startServer({ seeds: () => seedOf(n) });
  try {
    const created = await post<{ id: string; token: string }>(`${srv.http}/api/games`, {
      players: 5,
      name: 'Away',
      timers: ONE_SECOND_EACH,
    });
    const { id, token } = created.body;
    const joined = await post<{ token: string }>(`${srv.http}/api/games/${id}/join`, { name: 'Here' });
    for (let seat = 2; seat < 5; seat++)
      await post(`${srv.http}/api/games/${id}/seats/${seat}`, { token, kind: 'bot' });
    const away = await TestClient.connect(srv.ws);
    away.send({ t: 'hello', game: id, token });
    const here = await TestClient.connect(srv.ws);
    here.send({ t: 'hello', game: id, token: joined.body.token });
    await here.waitFor((m) => m.t === 'welcome');
    await post(`${srv.http}/api/games/${id}/start`, { token });
    // Too early: nobody has missed anything yet.
    here.send({ t: 'takeover', seat: 0 });
    await here.waitFor((m) => m.t === 'error' && m.code === 'takeover/not-yet');
    // "Here" plays along with safe choices; "Away" does nothing and misses its turns.
    let ended = false;
    for (let i = 0; i < 400 && !ended; i++) {
      const latest = here.latest();
      if (latest && latest.view.legal.length > 0)
        here.act(
          latest.view.legal.find((a) => a.type !== 'claimVictory' && a.type !== 'initiateVote') ??
            latest.view.legal[0]!,
        );
      const lobby = [...here.messages].reverse().find((m) => m.t === 'lobby');
      ended =
        latest?.view.phase.kind === 'over' || (lobby?.t === 'lobby' && lobby.lobby.seats[0]!.missed >= 2);
      await new Promise((r) => setTimeout(r, 25));
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
