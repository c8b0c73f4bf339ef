import type { LessonId } from '@among-cultists/protocol';
import { api } from '../net/api.ts';
import { remember } from '../net/remembered.ts';
import { saveSeat } from '../net/seats.ts';
import { navigate, tutorialGamePath } from '../router.ts';
import { rememberTutorialSeen } from './offer.ts';

/** Starts a lesson's game for this browser (its seat kept, the name remembered) and opens it. */
export async function startLesson(name: string, lesson: LessonId, character?: number): Promise<void> {
  const created = await api.tutorial(name, lesson, character);
  remember({ name });
  saveSeat(created.id, { token: created.token, host: true });
  rememberTutorialSeen();
  navigate(tutorialGamePath(created.id));
}
