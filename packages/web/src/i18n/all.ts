/**
 * Every language's texts at once, for the tests and tools that check all six side by side. The app never imports this
 * module: it loads one language at a time (`index.ts`).
 */
import type i18next from 'i18next';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { setupI18n as setupOne, type Language } from './index.ts';
import type { Messages } from './types.ts';
import { aboutDe } from './about/de.ts';
import { aboutEn } from './about/en.ts';
import { aboutEs } from './about/es.ts';
import { aboutFr } from './about/fr.ts';
import { aboutIt } from './about/it.ts';
import { aboutNl } from './about/nl.ts';
import type { AboutTexts } from './about/types.ts';

export { pickLanguage, type Language } from './index.ts';

export const LANGUAGES = { en, de, fr, es, it, nl } as const satisfies Record<Language, Messages>;

/** The About page's texts (about/), a namespace loaded beside the rest. */
export const ABOUT_LANGUAGES = {
  en: aboutEn,
  de: aboutDe,
  fr: aboutFr,
  es: aboutEs,
  it: aboutIt,
  nl: aboutNl,
} as const satisfies Record<Language, AboutTexts>;

/** i18next set up in `lng` with every language's texts added, so that a test may switch freely. */
export async function setupI18n(lng: Language): Promise<typeof i18next> {
  const i18n = await setupOne(lng);
  // Merged even where a bundle exists: another module's texts (About, Professions) may have made it first.
  for (const [code, texts] of Object.entries(LANGUAGES))
    i18n.addResourceBundle(code, 'translation', texts, true, false);
  for (const [code, texts] of Object.entries(ABOUT_LANGUAGES))
    i18n.addResourceBundle(code, 'translation', { about: texts }, true, false);
  return i18n;
}
