/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { logFor, viewFor, type GameState, type PlayerView, type ViewedEvent } from '@among-cultists/engine';
import i18next from 'i18next';
import { coachedCultistChoice } from '../../server/src/lessons/cultist-player.testing.ts';
import { cultist } from '../../server/src/lessons/cultist.ts';
import { ORDERS, simulateLesson } from '../../server/src/tutorial-player.testing.ts';
import { makeNames } from '../src/game/names.ts';
import { Coach } from '../src/tutorial/Coach.tsx';
import {
  CULTIST_STEPS,
  cultistLesson as L,
  knownDead,
  type CultistStep,
} from '../src/tutorial/lessons/cultist.ts';
import { acknowledge, advance, currentStep, NO_PROGRESS, type Progress } from '../src/tutorial/steps.ts';
import { coachT, lessonT, loadCoachText, loadLessonText } from '../src/tutorial/text/index.ts';
import { englishT } from './helpers.ts';

before(async () => {
  await englishT();
  await loadCoachText('en');
  await loadLessonText(L, 'en');
});

const lt = lessonT(L);

interface Seen {
  readonly step: CultistStep;
  readonly view: PlayerView;
  readonly log: readonly ViewedEvent[];
}

/** The lesson played by a player who follows the coach; every step the coach shows, at the view it first
 *  showed it (a `read` step is read at once). */
function coachedRun(order = ORDERS[0][1]): { seen: Seen[]; end: GameState } {
  let progress: Progress = NO_PROGRESS;
  const seen: Seen[] = [];
  const look = (s: GameState) => {
    const view = viewFor(s, 0);
    const log = logFor(s, 0);
    progress = advance(L, progress, view, log);
    const step = currentStep(L, view, log, progress);
    if (step && !seen.some((x) => x.step === step)) seen.push({ step, view, log });
    if (step && L.kind[step] === 'read') progress = acknowledge(progress, step);
  };
  const end = simulateLesson(cultist, coachedCultistChoice, order, look);
  look(end);
  return { seen, end };
}

describe('the Cultist lesson’s coach (lesson 2)', () => {
  for (const [name, order] of ORDERS) {
    it(`shows every step, in the lesson's order, to a player who follows it (the bots answering ${name})`, () => {
      const { seen } = coachedRun(order);
      assert.deepEqual(
        seen.map((x) => x.step),
        [...CULTIST_STEPS],
      );
    });
  }

  it('NIGHT-06 PC-11: the Night names who starts dead and says the sole Cultist knows no other Cultist', () => {
    const night = coachedRun().seen.find((x) => x.step === 'night')!;
    const names = makeNames(i18next.t, null, night.view.board.layout);
    const facts = L.facts('night', night.view, night.log, names);
    assert.equal(facts.values['dead'], names.seat(3));
    assert.equal(facts.hint?.key, 'steps.night.alone');
  });

  it('ENC-06: a two-person Encounter’s text names the one card to give, and it is a button the engine offers', () => {
    const meeting = coachedRun().seen.find((x) => x.step === 'encounter')!;
    assert.equal(meeting.view.phase.kind === 'encounter' && meeting.view.phase.participants.length, 2);
    const names = makeNames(i18next.t, null, meeting.view.board.layout);
    const facts = L.facts('encounter', meeting.view, meeting.log, names);
    assert.equal(facts.hint?.key, 'steps.encounter.murder');
    assert.ok(meeting.view.legal.some((a) => a.type === 'giveCard' && a.card === 'dead'));
    assert.ok(!meeting.view.legal.some((a) => a.type === 'chooseRecipient'), 'no recipient to choose');
  });

  it('CLEAN-01: the claim is discouraged while too few are known dead, and urged once enough are', () => {
    const { seen } = coachedRun();
    for (const [step, enough] of [
      ['notYet', false],
      ['claim', true],
    ] as const) {
      const at = seen.find((x) => x.step === step)!;
      assert.ok(
        at.view.legal.some((a) => a.type === 'claimVictory'),
        `${step}: the claim is offered`,
      );
      assert.equal(knownDead(at.view, at.log).length >= at.view.config.killTarget, enough, step);
      const names = makeNames(i18next.t, null, at.view.board.layout);
      const facts = L.facts(step, at.view, at.log, names);
      assert.equal(facts.values['needed'], at.view.config.killTarget);
    }
  });

  it('ACT-CHECKSTATE-05: the check it asks for shows a Dead card, and concealing it is offered', () => {
    const at = coachedRun().seen.find((x) => x.step === 'conceal')!;
    assert.ok((at.view.me?.check?.dead ?? 0) > 0);
    assert.ok(at.view.legal.some((a) => a.type === 'endCheck' && !a.reveal));
  });

  it('renders each step’s text whole, every placeholder filled, and the coach shows the step due', () => {
    for (const { step, view, log } of coachedRun().seen) {
      const names = makeNames(i18next.t, null, view.board.layout);
      const facts = L.facts(step, view, log, names);
      const text = lt(`steps.${step}.text`, facts.values);
      assert.doesNotMatch(text, /\{\{/, `${step}: a placeholder left`);
      if (facts.hint) assert.doesNotMatch(lt(facts.hint.key, facts.hint.values), /\{\{|steps\./, step);
      const html = renderToStaticMarkup(
        <Coach game={`cultist-${step}`} view={view} log={log} names={names} ct={coachT} lesson={L} lt={lt} />,
      );
      const due = currentStep(L, view, log, advance(L, NO_PROGRESS, view, log));
      assert.ok(html.includes(`data-step="${due}"`), step);
      assert.doesNotMatch(html, /\{\{/, `${step}: a placeholder left`);
    }
  });
});
