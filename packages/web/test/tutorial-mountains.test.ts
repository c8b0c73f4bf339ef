import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { logFor, viewFor, type GameState, type PlayerView, type ViewedEvent } from '@among-cultists/engine';
import i18next from 'i18next';
import { mountainsChoice, simulateMountains } from '../../server/src/lessons/mountains-player.testing.ts';
import { makeNames } from '../src/game/names.ts';
import { mountainsLesson, MOUNTAINS_STEPS, type MountainsStep } from '../src/tutorial/lessons/mountains.ts';
import { acknowledge, advance, currentStep, NO_PROGRESS, type Progress } from '../src/tutorial/steps.ts';
import { mountainsDe } from '../src/tutorial/text/mountains/de.ts';
import { mountainsEn } from '../src/tutorial/text/mountains/en.ts';
import { mountainsEs } from '../src/tutorial/text/mountains/es.ts';
import { mountainsFr } from '../src/tutorial/text/mountains/fr.ts';
import { mountainsIt } from '../src/tutorial/text/mountains/it.ts';
import { mountainsNl } from '../src/tutorial/text/mountains/nl.ts';
import { assertSameKeysAsEnglish, englishT } from './helpers.ts';

const ME = 0;

/** What the coach said, moment by moment, while the lesson was played to its end (read steps read at once). */
interface Moment {
  readonly step: MountainsStep | null;
  readonly view: PlayerView;
  readonly log: readonly ViewedEvent[];
}

/** Plays the lesson with the bots answering in `order`, the coach following the player's view after every
 *  action anyone takes (as the player's screen gets each update). */
function coachThrough(order: (seats: number[]) => number[]): { moments: Moment[]; shown: MountainsStep[] } {
  let progress: Progress = NO_PROGRESS;
  const moments: Moment[] = [];
  const look = (s: GameState) => {
    const view = viewFor(s, ME);
    const log = logFor(s, ME);
    // The player reads each read step as it shows ("Got it") before deciding anything.
    for (;;) {
      progress = advance(mountainsLesson, progress, view, log);
      const step = currentStep(mountainsLesson, view, log, progress);
      moments.push({ step, view, log });
      if (!step || mountainsLesson.kind[step] !== 'read') break;
      progress = acknowledge(progress, step);
    }
  };
  simulateMountains(order, undefined, look);
  return { moments, shown: progress.shown as MountainsStep[] };
}

before(async () => {
  await englishT();
});

describe('lesson 3, Mountains of Chaos: the coach', () => {
  for (const [name, order] of [
    ['in seat order', (seats: number[]) => seats],
    ['in reverse order', (seats: number[]) => [...seats].reverse()],
  ] as const) {
    it(`explains every step, in the lesson's order, the bots answering ${name}`, () => {
      const { shown } = coachThrough(order);
      assert.deepEqual(shown, [...MOUNTAINS_STEPS], `shown: ${shown.join(', ')}`);
    });
  }

  it('shows each step that asks for a decision while the player has that decision', () => {
    const { moments } = coachThrough((seats) => seats);
    const firstOf = (step: MountainsStep) => moments.find((m) => m.step === step)!;
    const legal = (step: MountainsStep) => firstOf(step).view.legal.map((a) => a.type);
    assert.ok(legal('night').includes('ready'));
    assert.ok(legal('board').includes('step'));
    assert.ok(legal('ride').includes('rideElevator'));
    assert.ok(legal('fight').includes('fightCultist'));
    assert.ok(legal('detective').includes('ready'));
    assert.ok(legal('encounter').length > 0);
    assert.ok(legal('vote').length > 0);
    assert.ok(legal('action').includes('pass'));
    assert.ok(legal('plan').includes('step'));
    assert.ok(legal('check').includes('endCheck'));
    // The step it explains is what the player who follows the coach does.
    const ride = firstOf('ride');
    assert.equal(mountainsChoice(ride.view, ride.log).type, 'rideElevator');
    const fight = firstOf('fight');
    assert.equal(mountainsChoice(fight.view, fight.log).type, 'fightCultist');
    // The call waits through the Movement until the player calls (an Encounter on the way does not end it).
    const calls = moments.filter((m) => m.step === 'call');
    assert.ok(calls.some((m) => m.view.legal.some((a) => a.type === 'callElevator')));
  });

  it('is never idle while the player has a decision the lesson explains, before the lesson is over', () => {
    const { moments } = coachThrough((seats) => seats);
    const firstCall = moments.findIndex((m) => m.step === 'call');
    // Up to the call (the lesson's last new skill), every decision of the player's has its explanation.
    for (const m of moments.slice(0, firstCall)) {
      if (m.view.legal.length > 0) assert.notEqual(m.step, null, `idle at ${m.view.phase.kind}`);
    }
  });

  it('names what each step is about from the view and its log: no placeholder left empty', () => {
    const { moments } = coachThrough((seats) => seats);
    const names = makeNames(i18next.t, null, moments[0]!.view.board.layout);
    for (const step of MOUNTAINS_STEPS) {
      const m = moments.find((x) => x.step === step)!;
      const facts = mountainsLesson.facts(step, m.view, m.log, names);
      const text = mountainsEn.steps[step].text;
      for (const [, key] of text.matchAll(/\{\{(\w+)\}\}/g)) {
        assert.ok(String(facts.values[key!] ?? '').length > 0, `${step}: {{${key}}} is empty`);
      }
      if (facts.hint) {
        const hint = (mountainsEn.steps[step] as Record<string, string>)[facts.hint.key.split('.')[2]!];
        assert.ok(hint, `${step}: the hint ${facts.hint.key} has a text`);
      }
    }
    // The Detective's hint names the Informant the player saw; the murder's says the Profession is lost.
    const detective = moments.find((x) => x.step === 'detective')!;
    assert.equal(
      mountainsLesson.facts('detective', detective.view, detective.log, names).hint?.key,
      'steps.detective.seen',
    );
  });
});

describe('lesson 3 texts', () => {
  const translations = {
    de: mountainsDe,
    fr: mountainsFr,
    es: mountainsEs,
    it: mountainsIt,
    nl: mountainsNl,
  };
  for (const [code, texts] of Object.entries(translations))
    it(`${code} has every English key, no other, each with the same placeholders`, () => {
      assertSameKeysAsEnglish(mountainsEn, texts, code);
    });
});
