// The tutorial's first lesson in Chromium, on a desktop in English, a reload in the middle: offered on the first
// visit, played from start to end by following the coach (the phone in Spanish: tutorial.test.ts; both:
// tutorial-shared.ts). Screenshots go to out/e2e/tutorial-en-*.png.
import { describe, test } from 'node:test';
import { en } from '../src/i18n/en.ts';
import { coachEn } from '../src/tutorial/text/en.ts';
import { investigatorEn } from '../src/tutorial/text/investigator/en.ts';
import { appInChromium, DESKTOP } from './harness.ts';
import { playsTheTutorial } from './tutorial-shared.ts';

describe('the tutorial in Chromium', () => {
  const app = appInChromium();

  test('a new player on a desktop in English plays the tutorial from the offer to the end, the coach explaining every step', async () => {
    await playsTheTutorial(app, DESKTOP, 'en-GB', en, { ...coachEn, ...investigatorEn });
  });
});
