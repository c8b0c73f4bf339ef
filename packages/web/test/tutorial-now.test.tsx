/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { logFor, viewFor, type GameState, type PlayerView, type ViewedEvent } from '@among-cultists/engine';
import i18next from 'i18next';
import { coachedCultistChoice } from '../../server/src/lessons/cultist-player.testing.ts';
import { cultist } from '../../server/src/lessons/cultist.ts';
import { investigator } from '../../server/src/lessons/investigator.ts';
import { simulateMountains } from '../../server/src/lessons/mountains-player.testing.ts';
import { coachedChoice, simulateLesson } from '../../server/src/tutorial-player.testing.ts';
import { LANGUAGE_CODES } from '../src/i18n/index.ts';
import { makeNames } from '../src/game/names.ts';
import { Coach } from '../src/tutorial/Coach.tsx';
import { cultistLesson } from '../src/tutorial/lessons/cultist.ts';
import { investigatorLesson } from '../src/tutorial/lessons/investigator.ts';
import type { CoachLesson } from '../src/tutorial/lessons/lesson.ts';
import { mountainsLesson } from '../src/tutorial/lessons/mountains.ts';
import { NOW_HINTS, NOW_KEYS, nowLine, type NowKey, type NowLine } from '../src/tutorial/now.ts';
import { acknowledge, advance, currentStep, NO_PROGRESS, type Progress } from '../src/tutorial/steps.ts';
import { coachT, lessonT, loadCoachText, loadLessonText } from '../src/tutorial/text/index.ts';
import { nowEn } from '../src/tutorial/text/now/en.ts';
import { NOW_LOADERS, NOW_NS, loadNowText } from '../src/tutorial/text/now/index.ts';
import { englishT, flatten, placeholders } from './helpers.ts';

/** The general line the coach used to fall back to, in the six languages: it must never come back. */
const OLD_IDLE = [
  'Keep playing: I will explain each new thing when it comes.',
  'Spiel weiter: Ich erkläre alles Neue, sobald es kommt.',
  'Sigue jugando: te explicaré cada novedad cuando llegue.',
  'Speel verder: ik leg elk nieuw ding uit zodra het komt.',
  'Continua a giocare: ti spiegherò ogni novità quando arriva.',
  'Continuez à jouer : j’expliquerai chaque nouveauté quand elle arrivera.',
];

interface Moment {
  readonly step: string | null;
  readonly view: PlayerView;
  readonly log: readonly ViewedEvent[];
}

/** Every view the player's screen gets while the lesson is played to its end, and the coach's step at it
 *  (read steps read at once, as the e2e player does). */
function playLesson(lesson: CoachLesson, run: (look: (s: GameState) => void) => GameState): Moment[] {
  let progress: Progress = NO_PROGRESS;
  const moments: Moment[] = [];
  const look = (s: GameState) => {
    const view = viewFor(s, 0);
    const log = logFor(s, 0);
    for (;;) {
      progress = advance(lesson, progress, view, log);
      const step = currentStep(lesson, view, log, progress);
      moments.push({ step, view, log });
      if (!step || lesson.kind[step] !== 'read') break;
      progress = acknowledge(progress, step);
    }
  };
  look(run(look));
  return moments;
}

const LESSONS = [
  [
    'investigator',
    investigatorLesson,
    (look) => simulateLesson(investigator, coachedChoice, undefined, look),
  ],
  ['cultist', cultistLesson, (look) => simulateLesson(cultist, coachedCultistChoice, undefined, look)],
  ['mountains', mountainsLesson, (look) => simulateMountains((seats) => seats, undefined, look).state],
] as const satisfies readonly (readonly [string, CoachLesson, (look: (s: GameState) => void) => GameState])[];

/** A phase line and its hints as the player reads them in `lang`; checks no placeholder is left unfilled. */
function rendered(line: NowLine, lang: string): string[] {
  // The namespace is added at run time, so i18next's key types (the main texts) do not know it.
  const fixedT = i18next.getFixedT.bind(i18next) as unknown as (
    lng: string,
    ns: string,
  ) => (key: string, values?: object) => string;
  const fixed = fixedT(lang, NOW_NS);
  const t = (key: string, values?: object): string => fixed(key, values);
  const texts: string[] = [t(`now.${line.key}`, line.values), ...line.hints.map((h) => t(`hint.${h}`))];
  for (const text of texts) {
    assert.ok(text.trim().length > 0, `${lang} ${line.key}: empty`);
    assert.ok(!text.includes('{{'), `${lang} ${line.key}: unfilled placeholder in ${text}`);
    assert.ok(!text.startsWith('now.') && !text.startsWith('hint.'), `${lang}: missing text ${text}`);
    assert.ok(!OLD_IDLE.includes(text), `${lang}: the old idle line`);
  }
  for (const [name, value] of Object.entries(line.values))
    assert.ok(String(value).length > 0, `${line.key}: ${name} is empty`);
  return texts;
}

before(async () => {
  await englishT();
  for (const lang of LANGUAGE_CODES) await loadNowText(lang);
});

describe('the coach’s phase lines (issue 27: never idle)', () => {
  it('has every line and hint in all six languages, with the English placeholders', async () => {
    const english = flatten(nowEn);
    assert.deepEqual(
      [...english.keys()].sort(),
      [...NOW_KEYS.map((k) => `now.${k}`), ...NOW_HINTS.map((h) => `hint.${h}`)].sort(),
    );
    for (const lang of LANGUAGE_CODES) {
      const texts = flatten(await NOW_LOADERS[lang]());
      assert.deepEqual([...texts.keys()].sort(), [...english.keys()].sort(), lang);
      for (const [key, text] of english)
        assert.deepEqual(placeholders(texts.get(key)!), placeholders(text), `${lang} ${key}`);
    }
  });

  for (const [id, lesson, run] of LESSONS) {
    it(`at every view of the ${id} lesson, shows a lesson step or a phase line, filled, in six languages`, () => {
      const moments = playLesson(lesson, run);
      const names = makeNames(i18next.t, null, moments[0]!.view.board.layout);
      const keys = new Set<NowKey>();
      let idle = 0;
      for (const m of moments) {
        if (m.step !== null) continue;
        idle++;
        const line = nowLine(m.view, names);
        keys.add(line.key);
        for (const lang of LANGUAGE_CODES) rendered(line, lang);
      }
      // The bots' turns come in every lesson: the coach describes them rather than falling silent.
      assert.ok(idle > 0, 'some views have no lesson step');
      for (const key of ['movement', 'encounter', 'action'] as const)
        assert.ok(keys.has(key), `${id}: ${key} among ${[...keys].join(', ')}`);
    });
  }

  it('VOTE-05 says every ballot stays hidden only while the view hides them all, in every lesson’s Votes', () => {
    let ballots = 0;
    let reveals = 0;
    for (const [id, lesson, run] of LESSONS) {
      const moments = playLesson(lesson, run);
      const names = makeNames(i18next.t, null, moments[0]!.view.board.layout);
      for (const { view } of moments) {
        const phase = view.phase;
        if (phase.kind !== 'vote' || phase.stage === 'discussion') continue;
        if (phase.stage === 'ballot') {
          ballots++;
          // The sentence's claim, read from the view: nobody's ballot is in it, the player's own aside.
          assert.equal(phase.ballots, null, `${id}: a ballot shown before all are cast`);
          assert.equal(nowLine(view, names).key, 'voteBallot', id);
        } else {
          reveals++;
          assert.equal(phase.ballots?.length, view.seats.length, `${id}: all ballots shown together`);
          assert.notEqual(nowLine(view, names).key, 'voteBallot', id);
        }
      }
    }
    assert.ok(ballots > 0 && reveals > 0, `ballot views ${ballots}, reveals ${reveals}`);
  });

  it('describes whose turn it is by name, an Encounter among others, and the Vote’s stages', () => {
    const moments = playLesson(investigatorLesson, LESSONS[0][2]);
    const names = makeNames(i18next.t, null, moments[0]!.view.board.layout);
    const base = moments.find((m) => m.view.phase.kind === 'movement' && m.view.phase.seat !== 0)!.view;
    const other = base.phase.kind === 'movement' ? base.phase.seat : -1;
    const line = nowLine(base, names);
    assert.equal(line.key, 'movement');
    assert.equal(line.values['name'], names.seat(other));
    assert.equal(
      nowLine({ ...base, phase: { ...base.phase, seat: 0 } as PlayerView['phase'] }, names).key,
      'movementMine',
    );
    const enc = nowLine(
      {
        ...base,
        legal: [],
        phase: {
          kind: 'encounter',
          location: 0,
          participants: [1, 2],
          recipients: [null, null],
          stage: 'cards',
        },
      },
      names,
    );
    assert.equal(enc.key, 'encounter');
    assert.equal(enc.values['names'], `${names.seat(1)}, ${names.seat(2)}`);
    assert.deepEqual(enc.hints, [], 'nothing to wait for in an Encounter of others');
    const vote = (stage: 'discussion' | 'ballot' | 'knife') =>
      nowLine(
        { ...base, legal: [], phase: { kind: 'vote', stage, reason: 'murder', initiator: 1, ballots: null } },
        names,
      );
    assert.equal(vote('discussion').key, 'voteDiscussion');
    assert.equal(vote('ballot').key, 'voteBallot');
    assert.deepEqual(vote('ballot').hints, ['waiting'], 'the ballot cast, the player waits for the others');
    assert.equal(vote('knife').values['name'], names.seat(base.knife));
    assert.equal(nowLine({ ...base, phase: { kind: 'cleanup' } }, names).key, 'cleanup');
    assert.equal(nowLine({ ...base, phase: { kind: 'night' } }, names).key, 'night');
    const dead = base.seats.map((s) => (s.seat === 0 ? { ...s, alive: false } : s));
    assert.ok(
      nowLine({ ...base, seats: dead }, names).hints.includes('ghost'),
      'a Ghost is told it still plays',
    );
    assert.ok(!nowLine(base, names).hints.includes('ghost'));
  });

  it('the Coach shows the phase line where no step holds, never the old idle line', async () => {
    await loadCoachText('en');
    await loadLessonText(investigatorLesson, 'en');
    const moments = playLesson(investigatorLesson, LESSONS[0][2]);
    const names = makeNames(i18next.t, null, moments[0]!.view.board.layout);
    const quiet = moments.find(
      (m) => currentStep(investigatorLesson, m.view, m.log, NO_PROGRESS) === null && m.view.me !== null,
    );
    assert.ok(quiet, 'a view no step explains');
    const html = renderToStaticMarkup(
      <Coach
        game="now-test"
        view={quiet.view}
        log={quiet.log}
        names={names}
        ct={coachT}
        lesson={investigatorLesson}
        lt={lessonT(investigatorLesson)}
      />,
    );
    const line = nowLine(quiet.view, names);
    assert.ok(html.includes(`data-now="${line.key}"`), html);
    const [text] = rendered(line, 'en');
    assert.ok(html.includes(text!), html);
    for (const old of OLD_IDLE) assert.ok(!html.includes(old));
  });
});
