/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { MouseEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { logFor, viewFor, type GameState, type PlayerView } from '@among-cultists/engine';
import i18next from 'i18next';
import { investigator } from '../../server/src/lessons/investigator.ts';
import { coachedChoice, simulateLesson } from '../../server/src/tutorial-player.testing.ts';
import { makeNames } from '../src/game/names.ts';
import { parseRoute } from '../src/router.ts';
import { Coach } from '../src/tutorial/Coach.tsx';
import { GotIt, READ_AFTER_MS } from '../src/tutorial/GotIt.tsx';
import { loneOthers } from '../src/tutorial/facts.ts';
import {
  INVESTIGATOR_STEPS as STEP_IDS,
  investigatorLesson as L,
} from '../src/tutorial/lessons/investigator.ts';
import { shouldOfferTutorial } from '../src/tutorial/offer.ts';
import { acknowledge, advance, currentStep, NO_PROGRESS, type Progress } from '../src/tutorial/steps.ts';
import { coachDe } from '../src/tutorial/text/de.ts';
import { coachEn } from '../src/tutorial/text/en.ts';
import { coachEs } from '../src/tutorial/text/es.ts';
import { coachFr } from '../src/tutorial/text/fr.ts';
import { coachT, lessonT, loadCoachText, loadLessonText } from '../src/tutorial/text/index.ts';
import { investigatorEn } from '../src/tutorial/text/investigator/en.ts';
import { coachIt } from '../src/tutorial/text/it.ts';
import { coachNl } from '../src/tutorial/text/nl.ts';
import { assertSameKeysAsEnglish, elementsOf, englishT, flatten, type ElementProps } from './helpers.ts';
import { playUntil } from './first-game.ts';

before(async () => {
  await englishT();
  await loadCoachText('en');
  await loadLessonText(L, 'en');
});

type StepId = string;
const lt = lessonT(L);
const stepFacts = (...args: Parameters<typeof L.facts>) => L.facts(...args);

describe('the coach texts', () => {
  const translations = { de: coachDe, fr: coachFr, es: coachEs, it: coachIt, nl: coachNl };
  for (const [code, texts] of Object.entries(translations))
    it(`${code} has every English key, no other, each with the same placeholders`, () => {
      assertSameKeysAsEnglish(coachEn, texts, code);
    });

  it('French puts a narrow no-break space before : ; ! ?', () => {
    for (const [key, text] of flatten(coachFr)) assert.doesNotMatch(text, /[ \u00a0][:;!?]/, key);
  });

  it('every step of the Investigator lesson has a title and a text', () => {
    const steps = flatten(investigatorEn);
    for (const step of STEP_IDS) {
      assert.ok(steps.has(`steps.${step}.title`) && steps.has(`steps.${step}.text`), step);
    }
  });
});

describe('the coach follows the game', () => {
  it('explains the Night, then the Route (until read), then the Movement, and each only once', () => {
    let progress: Progress = NO_PROGRESS;
    const { s, view: night } = playUntil((v) => v.phase.kind === 'night');
    progress = advance(L, progress, night, logFor(s, 0));
    assert.equal(currentStep(L, night, logFor(s, 0), progress), 'night');
    assert.equal(advance(L, progress, night, logFor(s, 0)), progress, 'no change, the same object');

    const { view: moving } = playUntil((v) => v.phase.kind === 'movement', s);
    progress = advance(L, progress, moving, logFor(s, 0));
    assert.ok(progress.done.includes('night'), 'the Night has passed');
    assert.equal(currentStep(L, moving, logFor(s, 0), progress), 'route', 'the Route waits for "Got it"');
    progress = acknowledge(progress, 'route');

    const { view: mine } = playUntil((v) => v.phase.kind === 'movement' && v.legal.length > 0, s);
    progress = advance(L, progress, mine, logFor(s, 0));
    assert.equal(currentStep(L, mine, logFor(s, 0), progress), 'move');
    const after = playUntil((v) => v.phase.kind !== 'movement' && v.phase.kind !== 'encounter', s);
    progress = advance(L, progress, after.view, logFor(s, 0));
    assert.ok(progress.done.includes('move'));
    const again = playUntil((v) => v.round === 2 && v.phase.kind === 'movement' && v.legal.length > 0, s);
    assert.notEqual(currentStep(L, again.view, logFor(s, 0), progress), 'move', 'not explained again');
    assert.ok(logFor(s, 0).some((e) => e.t === 'eventDrawn'));
    assert.equal(
      currentStep(L, again.view, logFor(s, 0), progress),
      'event',
      'the event still waits to be read',
    );
  });

  it('names only what the view holds (the Route of this Round, who stands alone), never the Role', () => {
    const { s, view } = playUntil((v) => v.phase.kind === 'movement' && v.legal.length > 0);
    const names = makeNames(i18next.t, null, view.board.layout);
    const route = stepFacts('route', view, logFor(s, 0), names).values.colours;
    assert.equal(typeof route, 'string');
    for (const colour of view.me!.route.lines[view.me!.routeLine]!)
      assert.ok(String(route).includes(i18next.t(`colourName.${colour}`)));
    const lone = loneOthers(view);
    for (const seat of lone) {
      const here = view.seats[seat]!.location;
      assert.equal(view.seats.filter((x) => x.alive && x.seat !== 0 && x.location === here).length, 1);
    }
    // The Role stays behind the private panel's toggle: the coach never names it.
    const html = renderToStaticMarkup(
      <Coach game="role-game" view={view} log={logFor(s, 0)} names={names} ct={coachT} lesson={L} lt={lt} />,
    );
    assert.ok(!html.includes(`>${i18next.t(`role.${view.me!.role}`)}<`));
    assert.ok(!html.includes(i18next.t(`role.${view.me!.role}`)));
  });

  it('renders a labelled region with a polite live text, and "Got it" only where nothing is to be done', () => {
    const { s, view } = playUntil((v) => v.phase.kind === 'movement' && v.legal.length === 0);
    const names = makeNames(i18next.t, null, view.board.layout);
    const html = renderToStaticMarkup(
      <Coach game="test-game" view={view} log={logFor(s, 0)} names={names} ct={coachT} lesson={L} lt={lt} />,
    );
    assert.match(html, /<section[^>]*aria-labelledby="[^"]+"[^>]*data-step="route"/);
    assert.match(html, /aria-live="polite"/);
    assert.ok(html.includes(investigatorEn.steps.route.title));
    assert.ok(html.includes(`>${coachEn.gotIt}</button>`));
    const night = playUntil((v) => v.phase.kind === 'night');
    const nightHtml = renderToStaticMarkup(
      <Coach
        game="test-game"
        view={night.view}
        log={logFor(night.s, 0)}
        names={names}
        ct={coachT}
        lesson={L}
        lt={lt}
      />,
    );
    assert.ok(nightHtml.includes(investigatorEn.steps.night.title));
    assert.ok(!nightHtml.includes(coachEn.gotIt), 'the Night waits for the player’s own decision');
  });
});

describe('"Got it"', () => {
  /** The coach's "Got it" (a GotIt element) at this view, with nothing read yet. */
  const gotItAt = (s: GameState, view: PlayerView) => {
    const names = makeNames(i18next.t, null, view.board.layout);
    const log = logFor(s, 0);
    const all = elementsOf(() => Coach({ game: 'got-it-game', view, log, names, ct: coachT, lesson: L, lt }));
    return all.find((e) => e.type === GotIt) as ReactElement<Parameters<typeof GotIt>[0]> | undefined;
  };
  /**
   * Renders a GotIt and presses its button at `at(from, to)`: the button appeared between `from` and `to`
   * (performance.now() time, the clock of event time stamps). Returns the steps it acknowledged.
   */
  const press = (props: Parameters<typeof GotIt>[0], at: (from: number, to: number) => number): StepId[] => {
    const read: StepId[] = [];
    const from = performance.now();
    const button = elementsOf(() => GotIt({ ...props, onRead: (step) => read.push(step) })).find(
      (e): e is ReactElement<ElementProps> => e.type === 'button',
    );
    const to = performance.now();
    assert.ok(button, 'a real button');
    (button.props['onClick'] as (e: MouseEvent<HTMLButtonElement>) => void)({
      timeStamp: at(from, to),
    } as MouseEvent<HTMLButtonElement>);
    return read;
  };
  /** A press once the step has been on screen long enough to be seen. */
  const seen = (_from: number, to: number) => to + READ_AFTER_MS;

  it('is a button of its own for each step (consecutive steps never share one), acknowledging that step', () => {
    const round1 = playUntil((v) => v.phase.kind === 'movement');
    const route = gotItAt(round1.s, round1.view);
    assert.equal(route?.key, 'route');
    assert.equal(route.props.step, 'route');
    // In the next Round's Movement the event of Round 1, unread, comes first and the Route right after
    // it: the same place on screen, but another button.
    const round2 = playUntil((v) => v.round === 2 && v.phase.kind === 'movement', round1.s);
    const event = gotItAt(round2.s, round2.view);
    assert.equal(event?.key, 'event');
    assert.equal(event.props.step, 'event');
    const read = acknowledge(advance(L, NO_PROGRESS, round2.view, logFor(round2.s, 0)), 'event');
    assert.equal(currentStep(L, round2.view, logFor(round2.s, 0), read), 'route');
    assert.deepEqual(press(event.props, seen), ['event'], 'only its own step');
  });

  it('ignores a press as its step appears (the second tap of a double tap meant for the step before)', () => {
    const props = { step: 'route', label: coachEn.gotIt, onRead: () => undefined } as const;
    assert.deepEqual(
      press(props, (from) => from),
      [],
      'pressed as it appeared',
    );
    assert.deepEqual(
      press(props, (from) => from + READ_AFTER_MS - 1),
      [],
      'the second tap of a double tap',
    );
    assert.deepEqual(press(props, seen), ['route'], 'read');
  });
});

describe('the way in', () => {
  const storage = (items: Record<string, string>) => ({
    getItem: (k: string) => items[k] ?? null,
    key: (i: number) => Object.keys(items)[i] ?? null,
    length: Object.keys(items).length,
  });
  it('offers the tutorial on a first visit only', () => {
    assert.equal(shouldOfferTutorial(storage({})), true);
    assert.equal(shouldOfferTutorial(storage({ 'ac.lang': 'de' })), true);
    assert.equal(shouldOfferTutorial(storage({ 'ac.tutorialOffer': 'seen' })), false);
    assert.equal(shouldOfferTutorial(storage({ 'ac.seat.ABCDEF': '{}' })), false);
  });
  it('routes /tutorial and /tutorial/<code>', () => {
    assert.deepEqual(parseRoute('/tutorial'), { page: 'tutorial', code: null });
    assert.deepEqual(parseRoute('/tutorial/'), { page: 'tutorial', code: null });
    assert.deepEqual(parseRoute('/tutorial/Abc123xyz'), { page: 'tutorial', code: 'Abc123xyz' });
    assert.deepEqual(parseRoute('/tutorial/a'), { page: 'landing' });
  });
});

describe('the Investigator lesson’s Encounter', () => {
  it('ENC-04: with two, its text names the one button offered (the Alive card to the other), no recipient to choose', () => {
    let met: { view: PlayerView; log: ReturnType<typeof logFor> } | null = null;
    simulateLesson(investigator, coachedChoice, undefined, (s) => {
      const view = viewFor(s, 0);
      if (met === null && view.phase.kind === 'encounter' && view.legal.length > 0)
        met = { view, log: logFor(s, 0) };
    });
    assert.ok(met, 'the lesson has an Encounter');
    const { view, log } = met as { view: PlayerView; log: ReturnType<typeof logFor> };
    assert.equal(view.phase.kind === 'encounter' && view.phase.participants.length, 2);
    assert.deepEqual(view.legal, [{ type: 'giveCard', card: 'alive' }], 'one button');
    const names = makeNames(i18next.t, null, view.board.layout);
    const facts = stepFacts('encounter', view, log, names);
    assert.equal(facts.hint?.key, 'steps.encounter.two');
    const other = view.phase.kind === 'encounter' ? view.phase.participants.find((s) => s !== 0)! : -1;
    assert.ok(lt(facts.hint.key, facts.hint.values).includes(names.seat(other)));
    assert.ok(!lt('steps.encounter.text', facts.values).includes('choose'), 'nothing to choose');
  });
});
