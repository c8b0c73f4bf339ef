import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { logFor, viewFor, type PlayerView, type ViewedEvent } from '@among-cultists/engine';
import i18next from 'i18next';
import { investigator } from '../../server/src/lessons/investigator.ts';
import { coachedChoice, simulateLesson } from '../../server/src/tutorial-player.testing.ts';
import { makeNames } from '../src/game/names.ts';
import {
  atNight,
  checkResultFacts,
  endFacts,
  gameOver,
  lastRevealedDeath,
  murderFacts,
  murderRevealed,
  myAction,
  myCheckResult,
  myEncounter,
  myMovement,
  voting,
} from '../src/tutorial/situations.ts';
import { englishT } from './helpers.ts';

/** Every seat's view and log after every action of the Investigator lesson, played to its end. */
interface Moment {
  readonly views: readonly PlayerView[];
  readonly logs: readonly (readonly ViewedEvent[])[];
}
const moments: Moment[] = [];

before(async () => {
  await englishT();
  simulateLesson(investigator, coachedChoice, undefined, (s) => {
    const seats = s.seats.map((_, seat) => seat);
    moments.push({
      views: seats.map((seat) => viewFor(s, seat)),
      logs: seats.map((seat) => logFor(s, seat)),
    });
  });
});

/** The seats whose own view `holds` at a moment. */
const holders = (m: Moment, holds: (view: PlayerView) => boolean) =>
  m.views.flatMap((view, seat) => (holds(view) ? [seat] : []));

describe('the situations every lesson explains alike (read from one seat’s own view and log)', () => {
  it('each comes up in the Investigator lesson, for its player in seat 0', () => {
    const seat0 = (holds: (view: PlayerView, log: readonly ViewedEvent[]) => boolean) =>
      moments.some((m) => holds(m.views[0]!, m.logs[0]!));
    for (const [name, holds] of Object.entries({
      atNight,
      myMovement,
      myEncounter,
      myAction,
      myCheckResult,
      voting,
      gameOver,
      murderRevealed: (_: PlayerView, log: readonly ViewedEvent[]) => murderRevealed(log),
    })) {
      assert.ok(seat0(holds), name);
    }
  });

  it('a Movement or an action turn is the one seat’s whose turn it is, while it has something to decide', () => {
    for (const m of moments) {
      const hasChoice = (seat: number) => m.views[seat]!.legal.length > 0;
      const moving = holders(m, myMovement);
      const acting = holders(m, myAction);
      const phase = m.views[0]!.phase;
      const turn = phase.kind === 'movement' || phase.kind === 'action' ? [phase.seat] : [];
      assert.deepEqual(moving, phase.kind === 'movement' ? turn.filter(hasChoice) : [], 'the mover');
      assert.deepEqual(acting, phase.kind === 'action' ? turn.filter(hasChoice) : [], 'the actor');
      assert.ok(moving.length === 0 || acting.length === 0, 'never both at once');
    }
  });

  it('ENC-01: an Encounter is its participants’ (two or more), no one else’s', () => {
    const encounters = moments.filter((m) => m.views[0]!.phase.kind === 'encounter');
    assert.ok(encounters.length > 0, 'the lesson has Encounters');
    for (const m of encounters) {
      const phase = m.views[0]!.phase;
      assert.ok(phase.kind === 'encounter', 'an Encounter');
      assert.deepEqual(
        holders(m, myEncounter),
        [...phase.participants].sort((a, b) => a - b),
      );
      assert.ok(phase.participants.length >= 2, 'two or more meet');
    }
  });

  it('INFO-02: a Check’s result is the checker’s alone, and its facts name the target and the cards seen', () => {
    const names = makeNames(i18next.t, null, moments[0]!.views[0]!.board.layout);
    const results = moments.filter((m) => m.views[0]!.phase.kind === 'checkResult');
    assert.ok(results.length > 0, 'the lesson has a Check');
    for (const m of results) {
      const [checker, ...others] = holders(m, myCheckResult);
      assert.equal(others.length, 0, 'one seat only');
      const view = m.views[checker!]!;
      const facts = checkResultFacts(view, names);
      assert.equal(facts.values['name'], names.seat(view.me!.check!.target));
      assert.ok(Number(facts.values['alive']) + Number(facts.values['dead']) > 0, 'cards seen');
      assert.deepEqual(checkResultFacts(m.views[(checker! + 1) % m.views.length]!, names).values, {});
    }
  });

  it('VOTE-02: a murder, once revealed, is known to every seat from then on, and it names the Ghost', () => {
    const names = makeNames(i18next.t, null, moments[0]!.views[0]!.board.layout);
    const first = moments.findIndex((m) => murderRevealed(m.logs[0]!));
    assert.ok(first > 0, 'not from the start');
    for (const [i, m] of moments.entries()) {
      for (const [seat, log] of m.logs.entries()) {
        assert.equal(murderRevealed(log), i >= first, `moment ${i}, seat ${seat}`);
        const ghost = lastRevealedDeath(log);
        assert.equal(ghost === null, i < first);
        assert.equal(murderFacts(log, names).values['name'], ghost === null ? '' : names.seat(ghost));
        if (ghost !== null) assert.equal(m.views[seat]!.seats[ghost]!.alive, false, 'a Ghost');
      }
    }
    // The mandatory Vote follows the reveal.
    assert.ok(
      moments.slice(first).some((m) => m.views.every(voting)),
      'a Vote, on for every seat',
    );
  });

  it('the Night and the end are everyone’s; the end names the team that won', () => {
    assert.ok(
      moments.some((m) => m.views.every(atNight)),
      'the Night',
    );
    const last = moments.at(-1)!;
    assert.ok(last.views.every(gameOver), 'over for all');
    assert.ok(
      moments.slice(0, -1).every((m) => !m.views.some(gameOver)),
      'only at the end',
    );
    const names = makeNames(i18next.t, null, last.views[0]!.board.layout);
    const winner = last.views[0]!.result!.winner;
    assert.equal(endFacts(last.views[0]!, names).values['team'], i18next.t(`team.${winner}`));
    assert.equal(endFacts(moments[0]!.views[0]!, names).values['team'], '', 'no team before the end');
  });
});
