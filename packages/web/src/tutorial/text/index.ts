import i18next from 'i18next';
import type { Language } from '../../i18n/index.ts';
import type { CoachLesson } from '../lessons/lesson.ts';
import type { coachEn } from './en.ts';
import { loadNowText } from './now/index.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape of the coach's texts in every language: the English keys, any strings. */
export type CoachTexts = Widen<typeof coachEn>;
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
export type CoachKey = Paths<typeof coachEn>;

/** The i18next namespace of the tutorial's texts. */
export const COACH_NS = 'tutorial';

// One chunk per language, fetched only when the tutorial opens in it: none of it is in the landing page's JS.
const LOADERS: Readonly<Record<Language, () => Promise<CoachTexts>>> = {
  en: () => import('./en.ts').then((m) => m.coachEn),
  de: () => import('./de.ts').then((m) => m.coachDe),
  fr: () => import('./fr.ts').then((m) => m.coachFr),
  es: () => import('./es.ts').then((m) => m.coachEs),
  it: () => import('./it.ts').then((m) => m.coachIt),
  nl: () => import('./nl.ts').then((m) => m.coachNl),
};

export function isCoachLanguage(code: string): code is Language {
  return Object.hasOwn(LOADERS, code);
}

/** Adds the coach's texts in `lang` (and in English, the fallback) to i18next, once, with its phase lines. */
export async function loadCoachText(lang: Language): Promise<void> {
  await Promise.all([
    ...[...new Set<Language>([lang, 'en'])].map(async (code) => {
      if (i18next.hasResourceBundle(code, COACH_NS)) return;
      i18next.addResourceBundle(code, COACH_NS, await LOADERS[code](), true, true);
    }),
    loadNowText(lang),
  ]);
}

/** A coach text in the current language. */
export type CoachT = (key: CoachKey, values?: Readonly<Record<string, string | number>>) => string;

export const coachT: CoachT = (key, values) =>
  // The namespace is added at run time, so i18next's key types (the main texts) do not know it.
  (i18next.t as unknown as (key: string, options: object) => string)(key, { ns: COACH_NS, ...values });

/** The i18next namespace of one lesson's texts (text/<lesson>/<lang>.ts). */
export const lessonNs = (lesson: CoachLesson): string => `${COACH_NS}-${lesson.id}`;

/** Adds a lesson's texts in `lang` (and in English, the fallback) to i18next, once. */
export async function loadLessonText(lesson: CoachLesson, lang: Language): Promise<void> {
  const ns = lessonNs(lesson);
  await Promise.all(
    [...new Set<Language>([lang, 'en'])].map(async (code) => {
      if (i18next.hasResourceBundle(code, ns)) return;
      i18next.addResourceBundle(code, ns, await lesson.texts[code](), true, true);
    }),
  );
}

/** A text of one lesson (`steps.<step>.title`, …) in the current language. */
export type LessonT = (key: string, values?: Readonly<Record<string, string | number>>) => string;

export const lessonT =
  (lesson: CoachLesson): LessonT =>
  (key, values) =>
    (i18next.t as unknown as (key: string, options: object) => string)(key, {
      ns: lessonNs(lesson),
      ...values,
    });
