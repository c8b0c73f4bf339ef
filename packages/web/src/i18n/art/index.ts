import i18next from 'i18next';
import type { Language } from '../index.ts';
import type { ArtTexts } from './types.ts';

export type { ArtTexts };

/** Each language's texts of the drawn components, fetched with the art (their own chunk per language). */
export const ART_TEXT: Readonly<Record<Language, () => Promise<ArtTexts>>> = {
  en: async () => (await import('./en.ts')).artEn,
  de: async () => (await import('./de.ts')).artDe,
  fr: async () => (await import('./fr.ts')).artFr,
  es: async () => (await import('./es.ts')).artEs,
  it: async () => (await import('./it.ts')).artIt,
  nl: async () => (await import('./nl.ts')).artNl,
};

const loading = new Map<Language, Promise<void>>();

/** Adds a language's art texts under `art` (deep, beside the rest), once; a failed fetch may be tried again. */
export function loadArtTexts(lng: Language): Promise<void> {
  let pending = loading.get(lng);
  if (!pending) {
    pending = ART_TEXT[lng]().then((texts) => {
      i18next.addResourceBundle(lng, 'translation', { art: texts }, true, false);
    });
    pending.catch(() => loading.delete(lng));
    loading.set(lng, pending);
  }
  return pending;
}
