import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import type { Messages } from './types.ts';
import { loadProfessionsTexts } from './professions/index.ts';

export const LANGUAGES = { en, de, fr, es, it, nl } as const satisfies Record<string, Messages>;
export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
};

const STORAGE_KEY = 'ac.lang';

function isLanguage(code: string): code is Language {
  return Object.hasOwn(LANGUAGES, code);
}

/** The saved choice, else the first browser language we have, else English. */
export function pickLanguage(saved: string | null, browser: readonly string[]): Language {
  if (saved !== null && isLanguage(saved)) return saved;
  for (const tag of browser) {
    const code = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(code)) return code;
  }
  return 'en';
}

export async function setupI18n(lng: Language): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      Object.entries(LANGUAGES).map(([code, translation]) => [code, { translation }]),
    ),
    // React escapes text itself.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Texts added later (the Professions module's) re-render what uses them.
    react: { bindI18nStore: 'added' },
  });
  // The Professions texts come in their own chunk, after the page starts (the initial budget).
  void loadProfessionsTexts(lng);
  i18next.on('languageChanged', (code) => {
    if (isLanguage(code)) void loadProfessionsTexts(code);
  });
  return i18next;
}

export function browserLanguage(): Language {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Private mode: no saved choice.
  }
  return pickLanguage(saved, navigator.languages);
}

export async function switchLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // Not saved; the switch still applies.
  }
  document.documentElement.lang = lng;
  await i18next.changeLanguage(lng);
}
