import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LESSON_IDS, type LessonId } from '@among-cultists/protocol';
import { LANGUAGE_CODES } from '../src/i18n/index.ts';
import { COACH_LESSONS, coachLesson } from '../src/tutorial/lessons/index.ts';
import type { CoachLesson } from '../src/tutorial/lessons/lesson.ts';
import { completedLessons, nextLesson } from '../src/tutorial/progress.ts';
import { coachEn } from '../src/tutorial/text/en.ts';
import { LESSONS } from '../../server/src/lessons/index.ts';
import { flatten, placeholders, type Tree } from './helpers.ts';

const registered: CoachLesson[] = Object.values(COACH_LESSONS);

describe('every registered lesson of the tutorial', () => {
  it('has a title and a summary on the picker, for each of the three lessons', () => {
    for (const id of LESSON_IDS) {
      assert.ok(coachEn.lessons[id].title.length > 0, id);
      assert.ok(coachEn.lessons[id].summary.length > 0, id);
    }
  });
  for (const lesson of registered) {
    it(`${lesson.id}: its registry id, every step with a kind and a priority, no other`, () => {
      assert.equal(COACH_LESSONS[lesson.id], lesson);
      assert.deepEqual([...lesson.priority].sort(), [...lesson.steps].sort());
      assert.deepEqual(Object.keys(lesson.kind).sort(), [...lesson.steps].sort());
    });
    it(`${lesson.id}: texts in every language with exactly the English keys and placeholders`, async () => {
      const english = flatten((await lesson.texts.en()) as unknown as Tree);
      for (const step of lesson.steps) {
        assert.ok(english.has(`steps.${step}.title`) && english.has(`steps.${step}.text`), step);
      }
      for (const code of LANGUAGE_CODES) {
        const own = flatten((await lesson.texts[code]()) as unknown as Tree);
        assert.deepEqual([...own.keys()].sort(), [...english.keys()].sort(), code);
        for (const [key, text] of english) {
          assert.ok(own.get(key)!.trim().length > 0, `${code}: ${key} is empty`);
          assert.deepEqual(placeholders(own.get(key)!), placeholders(text), `${code}: ${key}`);
          if (code === 'fr') assert.doesNotMatch(own.get(key)!, /[ \u00a0][:;!?]/, `fr: ${key}`);
        }
      }
    });
  }
  it('the web coaches exactly the lessons the server deals (the picker offers none it cannot start)', () => {
    assert.deepEqual(Object.keys(COACH_LESSONS).sort(), Object.keys(LESSONS).sort());
  });
  it('a lobby naming no lesson (an older server) is the Investigator’s', () => {
    assert.equal(coachLesson(undefined)?.id, 'investigator');
  });
});

describe('the lesson picker', () => {
  const all = (_: LessonId) => true;
  it('offers the first lesson not completed, after the one just played, wrapping around', () => {
    assert.equal(nextLesson(null, [], all), 'investigator');
    assert.equal(nextLesson('investigator', ['investigator'], all), 'cultist');
    assert.equal(nextLesson('cultist', ['cultist'], all), 'mountains');
    assert.equal(nextLesson('mountains', ['mountains'], all), 'investigator');
    assert.equal(nextLesson('investigator', ['investigator', 'cultist'], all), 'mountains');
    assert.equal(nextLesson('cultist', [...LESSON_IDS], all), null, 'all done');
    assert.equal(
      nextLesson('investigator', ['investigator'], (id) => id !== 'cultist'),
      'mountains',
      'a lesson this version lacks is skipped',
    );
  });
  it('remembers completed lessons in their order, ignoring anything else stored', () => {
    const storage = (raw: string | null) => ({ getItem: () => raw });
    assert.deepEqual(completedLessons(storage(null)), []);
    assert.deepEqual(completedLessons(storage('["cultist","juggling","investigator"]')), [
      'investigator',
      'cultist',
    ]);
    assert.deepEqual(completedLessons(storage('not json')), []);
    assert.deepEqual(completedLessons(storage('{"a":1}')), []);
  });
});
