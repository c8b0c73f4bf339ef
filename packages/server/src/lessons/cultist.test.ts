import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { GameState } from '@among-cultists/engine';
import { commitmentOf } from '../game/secrets.ts';
import { startServer, type RunningServer } from '../testing.ts';
import { playTutorialLive } from '../tutorial-live.testing.ts';
import { firstRound, ORDERS, simulateLesson } from '../tutorial-player.testing.ts';
import { coachedCultistChoice, knownDead } from './cultist-player.testing.ts';
import { cultist } from './cultist.ts';
import { LESSON_SEAT } from './lesson.ts';

const me = LESSON_SEAT;
type Entry = GameState['log'][number];

describe('the Cultist lesson (lesson 2)', () => {
  for (const [name, order] of ORDERS) {
    test(`ENC-06 ACT-CHECKSTATE-05 CLEAN-01 NIGHT-06: a player who follows the coach meets every step, the bots answering ${name}`, () => {
      const s = simulateLesson(cultist, coachedCultistChoice, order);
      assert.equal(s.seats[me]!.role, 'cultist');
      assert.equal(s.seats.filter((x) => x.role === 'cultist').length, 1, 'the sole Cultist (PC-11)');
      const murder = s.log.find(
        (e): e is Extract<Entry, { t: 'cardGivenFace' }> =>
          e.t === 'cardGivenFace' && e.from === me && e.card === 'dead',
      );
      assert.equal(murder?.round, 1, 'a murder in round 1');
      const meeting = s.log.findLast(
        (e): e is Extract<Entry, { t: 'encounter' }> =>
          e.t === 'encounter' && e.round === 1 && e.participants.includes(me),
      );
      assert.equal(meeting?.participants.length, 2, 'in a two-person Encounter: no witness (ENC-06)');
      const check = s.log.find(
        (e): e is Extract<Entry, { t: 'stateSeen' }> => e.t === 'stateSeen' && e.seat === me && e.dead > 0,
      );
      assert.ok(check, 'the player Checks a State and sees a Dead card');
      assert.equal(
        firstRound(s, (e) => e.t === 'deathRevealed' && e.seat === check.target),
        undefined,
        'and conceals it (ACT-CHECKSTATE-05)',
      );
      assert.ok(check.round < 3);
      assert.equal(
        firstRound(s, (e) => e.t === 'claimed'),
        2,
        'no claim at the end of round 1 (too few dead)',
      );
      assert.ok(s.result);
      assert.equal(s.result.winner, 'cultists');
      assert.equal(s.result.reason, 'claim', 'the claim is right (CLEAN-01)');
      assert.equal(s.result.round, 2);
    });
  }

  test('the player knows the dead it counts: the Night’s, its victims, the Ghosts', () => {
    const s = simulateLesson(cultist, coachedCultistChoice);
    const checked = s.log.find((e): e is Extract<Entry, { t: 'claimChecked' }> => e.t === 'claimChecked');
    assert.ok(checked);
    const victims = s.log.flatMap((e) =>
      e.t === 'cardGivenFace' && e.from === me && e.card === 'dead' ? [e.to] : [],
    );
    assert.deepEqual(
      [...new Set([...victims, ...s.deadFromStart])].sort(),
      [...checked.deadInvestigators].sort(),
    );
    assert.equal(typeof knownDead, 'function');
  });

  test('the seed is the one the comment names', () => {
    assert.equal(cultist.seed, createHash('sha256').update('among-cultists cultist lesson 79').digest('hex'));
  });
});

describe('POST /api/tutorial { lesson: cultist }', () => {
  let srv: RunningServer;
  before(async () => {
    srv = await startServer();
  });
  after(async () => {
    await srv.close();
  });

  test('starts the Cultist lesson against four bots; played to the end following the coach, the Cultists win by the claim', async () => {
    const { created, view, replayed } = await playTutorialLive(
      srv,
      { name: 'Tess', lesson: 'cultist' },
      coachedCultistChoice,
    );
    const { seat, lobby } = created;
    assert.equal(seat, me);
    assert.equal(lobby.tutorial, true);
    assert.equal(lobby.lesson, 'cultist');
    assert.equal(lobby.commitment, commitmentOf(cultist.seed));
    assert.equal(view.me?.role, 'cultist');
    assert.deepEqual(view.result, simulateLesson(cultist, coachedCultistChoice).result);
    assert.deepEqual(replayed.result, view.result);
  });
});
