// The tutorial's first lesson in Chromium, on a phone in Spanish: offered on the first visit, played from start
// to end by following the coach (the desktop in English: tutorial-desktop.test.ts; both: tutorial-shared.ts).
// Screenshots go to out/e2e/tutorial-es-*.png.
import { describe, test } from 'node:test';
import { es } from '../src/i18n/es.ts';
import { coachEs } from '../src/tutorial/text/es.ts';
import { investigatorEs } from '../src/tutorial/text/investigator/es.ts';
import { appInChromium, PHONE } from './harness.ts';
import { playsTheTutorial, type Texts } from './tutorial-shared.ts';

describe('the tutorial in Chromium', () => {
  const app = appInChromium();

  test('a new player on a phone in Spanish plays the tutorial from the offer to the end, the coach explaining every step', async () => {
    await playsTheTutorial(app, PHONE, 'es-ES', es, {
      ...coachEs,
      steps: investigatorEs.steps as Texts['steps'],
    });
  });
});
