import i18next from 'i18next';
import type { Language } from '../index.ts';
import type { ProfessionsTexts } from './types.ts';

/** Each language's Professions texts, fetched on demand (their own chunk per language). */
export const PROFESSIONS_TEXT: Readonly<Record<Language, () => Promise<ProfessionsTexts>>> = {
  en: async () => (await import('./en.ts')).professionsEn,
  de: async () => (await import('./de.ts')).professionsDe,
  fr: async () => (await import('./fr.ts')).professionsFr,
  es: async () => (await import('./es.ts')).professionsEs,
  it: async () => (await import('./it.ts')).professionsIt,
  nl: async () => (await import('./nl.ts')).professionsNl,
};

const loading = new Map<Language, Promise<void>>();

/**
 * Adds a language's Professions texts to its translations (deep, beside the eager ones), once. The
 * components re-render when they arrive (i18next's `added` event is bound in `setupI18n`).
 */
export function loadProfessionsTexts(lng: Language): Promise<void> {
  let pending = loading.get(lng);
  if (!pending) {
    pending = PROFESSIONS_TEXT[lng]().then((texts) => {
      i18next.addResourceBundle(lng, 'translation', { professions: texts }, true, false);
    });
    loading.set(lng, pending);
  }
  return pending;
}
