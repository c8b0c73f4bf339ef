import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { GameState } from '@among-cultists/engine';
import type { Lobby } from '@among-cultists/protocol';
import { commitmentOf } from './game/secrets.ts';
import { loadGame } from './store.ts';
import { post, startServer, type RunningServer } from './testing.ts';
import { playTutorialLive } from './tutorial-live.testing.ts';
import { investigator } from './lessons/investigator.ts';
import { coachedChoice, firstRound, ORDERS, simulateLesson } from './tutorial-player.testing.ts';
import { TUTORIAL_COMMITMENT, TUTORIAL_SEAT, TUTORIAL_SEED } from './tutorial.ts';

/** The tutorial played in the engine alone (see simulateLesson), the actors of each step taken in `order`. */
function simulate(order: (seats: number[]) => number[]): GameState {
  return simulateLesson(investigator, coachedChoice, order);
}

describe('the tutorial deal', () => {
  for (const [name, order] of ORDERS) {
    test(`a player who follows the coach meets every step early, the bots answering ${name}`, () => {
      const s = simulate(order);
      const me = TUTORIAL_SEAT;
      assert.equal(s.seats[me]!.role, 'investigator');
      assert.equal(
        firstRound(s, (e) => e.t === 'encounter' && e.participants.includes(me)),
        1,
        'an Encounter in round 1',
      );
      assert.equal(
        firstRound(s, (e) => e.t === 'eventDrawn'),
        1,
        'an event in round 1',
      );
      assert.equal(
        firstRound(s, (e) => e.t === 'stateChecked' && e.seat === me),
        1,
        'the player acts in round 1',
      );
      const reveal = firstRound(s, (e) => e.t === 'deathRevealed' && e.by === me);
      assert.ok(reveal !== undefined && reveal <= 2, `the player's Check reveals a murder by round 2`);
      assert.equal(
        firstRound(s, (e) => e.t === 'voteStarted' && e.reason === 'murder'),
        reveal,
      );
      assert.equal(
        firstRound(s, (e) => e.t === 'becameGhost' && e.seat === me),
        undefined,
        'alive',
      );
      assert.ok(s.result, 'the game ends');
      assert.ok(s.result.round <= 4, `within four rounds (${s.result.round})`);
    });
  }

  test('the seed is the one the comment names, so anyone can check where the tutorial comes from', () => {
    assert.equal(TUTORIAL_SEED, createHash('sha256').update('among-cultists tutorial 89').digest('hex'));
    assert.equal(TUTORIAL_COMMITMENT, commitmentOf(TUTORIAL_SEED));
  });
});

describe('POST /api/tutorial', () => {
  let srv: RunningServer;
  before(async () => {
    srv = await startServer({ limits: { create: { burst: 3, perSecond: 0.001 } } });
  });
  after(async () => {
    await srv.close();
  });

  test('starts the tutorial against four bots; played to the end, its record verifies', async () => {
    const { created, view, record, replayed } = await playTutorialLive(
      srv,
      { name: 'Tess', character: 3 },
      coachedChoice,
    );
    const { id, seat, token, lobby } = created;
    assert.equal(seat, TUTORIAL_SEAT);
    assert.equal(lobby.status, 'playing');
    assert.equal(lobby.tutorial, true, 'marked: a known seed is no fair game');
    assert.equal(lobby.lesson, 'investigator', 'without a lesson: the first');
    assert.equal(lobby.commitment, TUTORIAL_COMMITMENT);
    assert.deepEqual(
      lobby.seats.map((s) => [s.kind, s.character === null]),
      [['human', false], ...Array.from({ length: 4 }, () => ['bot', false])],
    );
    assert.equal(lobby.seats[0]!.name, 'Tess');
    assert.equal(lobby.seats[0]!.character, 3);
    assert.equal(view.viewer, TUTORIAL_SEAT);
    assert.equal(view.me?.role, 'investigator');
    assert.deepEqual(
      view.result,
      simulate((seats) => seats).result,
      'the live game tells the simulated story',
    );
    assert.equal(record.options.seed, TUTORIAL_SEED);
    assert.equal(commitmentOf(record.options.seed), record.commitment);
    assert.deepEqual(replayed.result, view.result);

    // A rematch is a fair game: dealt afresh from a secret seed, not marked.
    const rematch = await post<{ id: string; lobby: Lobby }>(`${srv.http}/api/games/${id}/rematch`, {
      token,
    });
    assert.equal(rematch.status, 200, JSON.stringify(rematch.body));
    assert.equal(rematch.body.lobby.tutorial, undefined);
    assert.equal(rematch.body.lobby.lesson, undefined);
    const stored = await loadGame(srv.server.db, rematch.body.id);
    assert.ok(stored);
    assert.equal(stored.options.deal, undefined);
    assert.equal(stored.options.firstPlayer, undefined);
    assert.notEqual(stored.seed, TUTORIAL_SEED);
  });

  test('a normal game is not marked; a bad name is refused; it counts against the limit on new games', async () => {
    const normal = await post<{ lobby: Lobby }>(`${srv.http}/api/games`, { name: 'Nell', players: 5 });
    assert.equal(normal.status, 200);
    assert.equal(normal.body.lobby.tutorial, undefined);
    const bad = await post<{ error: { code: string } }>(`${srv.http}/api/tutorial`, { name: '' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'request/invalid');
    const noLesson = await post<{ error: { code: string } }>(`${srv.http}/api/tutorial`, {
      name: 'Tess',
      lesson: 'juggling',
    });
    assert.equal(noLesson.status, 400, 'a lesson that does not exist');
    assert.equal(noLesson.body.error.code, 'request/invalid');
    // The burst of three was spent by the tutorial above, its rematch and the normal game.
    const limited = await post<{ error: { code: string } }>(`${srv.http}/api/tutorial`, { name: 'Tess' });
    assert.equal(limited.status, 429);
    assert.equal(limited.body.error.code, 'rate/create');
  });
});
