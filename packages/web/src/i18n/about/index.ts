import i18next from 'i18next';
import type { Language } from '../index.ts';
import { aboutEn } from './en.ts';
import type { AboutTexts } from './types.ts';

/**
 * Each language's About texts. English is in the landing page's JavaScript with the rest of English; the others
 * come in a small chunk each, fetched with their language (the footer's link is on every page).
 */
export const ABOUT_TEXT: Readonly<Record<Language, () => Promise<AboutTexts>>> = {
  en: () => Promise.resolve(aboutEn),
  de: async () => (await import('./de.ts')).aboutDe,
  fr: async () => (await import('./fr.ts')).aboutFr,
  es: async () => (await import('./es.ts')).aboutEs,
  it: async () => (await import('./it.ts')).aboutIt,
  nl: async () => (await import('./nl.ts')).aboutNl,
};

const loading = new Map<Language, Promise<void>>();

/** Adds a language's About texts beside its other texts (deep), once; a failed fetch may be tried again. */
export function loadAboutTexts(lng: Language): Promise<void> {
  let pending = loading.get(lng);
  if (!pending) {
    pending = ABOUT_TEXT[lng]().then((texts) => {
      i18next.addResourceBundle(lng, 'translation', { about: texts }, true, false);
    });
    pending.catch(() => loading.delete(lng));
    loading.set(lng, pending);
  }
  return pending;
}
