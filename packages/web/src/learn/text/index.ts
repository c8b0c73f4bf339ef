import type { Language } from '../../i18n/index.ts';
import type { LearnText } from './en.ts';

/** Each language's /learn prose, fetched only when the page shows it (its own chunk per language). */
export const LEARN_TEXT: Readonly<Record<Language, () => Promise<LearnText>>> = {
  en: async () => (await import('./en.ts')).learnEn,
  de: async () => (await import('./de.ts')).learnDe,
  fr: async () => (await import('./fr.ts')).learnFr,
  es: async () => (await import('./es.ts')).learnEs,
  it: async () => (await import('./it.ts')).learnIt,
  nl: async () => (await import('./nl.ts')).learnNl,
};

/** Puts `{{name}}` values into a text. */
export function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
}
