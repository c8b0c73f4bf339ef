import i18next from 'i18next';
import { SITE_LANGUAGES, type SiteLanguage } from '@among-cultists/protocol/plain';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import type { Messages } from './types.ts';
import { loadProfessionsTexts } from './professions/index.ts';
import { ABOUT_TEXT, loadAboutTexts } from './about/index.ts';

/**
 * Each language's texts. English (the fallback) is in the landing page's JavaScript; every other language comes in its
 * own chunk, fetched before the page first renders in it or when the player switches to it (the initial budget).
 */
export const LANGUAGE_TEXT = {
  en: () => Promise.resolve(en),
  de: async () => (await import('./de.ts')).de,
  fr: async () => (await import('./fr.ts')).fr,
  es: async () => (await import('./es.ts')).es,
  it: async () => (await import('./it.ts')).it,
  nl: async () => (await import('./nl.ts')).nl,
} as const satisfies Record<SiteLanguage, () => Promise<Messages>>;
/** The site's languages are the protocol's one list (the server's public tables and filters read it too). */
export type Language = SiteLanguage;
export const LANGUAGE_CODES: readonly Language[] = SITE_LANGUAGES;
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
};

const STORAGE_KEY = 'ac.lang';

export function isLanguage(code: string): code is Language {
  return Object.hasOwn(LANGUAGE_TEXT, code);
}

const loading = new Map<Language, Promise<void>>();

/** Adds a language's texts to i18next, once (English is there from the start). */
export function loadLanguage(lng: Language): Promise<void> {
  let pending = loading.get(lng);
  if (!pending) {
    pending = LANGUAGE_TEXT[lng]().then((texts) => {
      // Merged, never skipped: the About or Professions texts of this language may have arrived first and made
      // a bundle of their own (deep, without overwriting what is there).
      i18next.addResourceBundle(lng, 'translation', texts, true, false);
    });
    // A failed fetch (offline, a new deployment) may be tried again on the next switch.
    pending.catch(() => loading.delete(lng));
    loading.set(lng, pending);
  }
  return pending;
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
  // The About texts (the footer's link) come with the language: their chunk is fetched meanwhile, and added
  // once i18next is set up.
  const prefetched = ABOUT_TEXT[lng]().catch((e: unknown) => {
    // Said here; loadAboutTexts below fetches it once more and says if that fails too.
    console.warn(`The ${lng} About texts could not be fetched early; trying again.`, e);
  });
  const texts =
    lng === 'en'
      ? en
      : await LANGUAGE_TEXT[lng]().catch((e: unknown) => {
          // The page still works in English, the fallback; the failure is shown in the console for the report.
          console.error(`The ${lng} texts could not be loaded; showing English.`, e);
          return null;
        });
  await i18next.use(initReactI18next).init({
    lng: texts === null ? 'en' : lng,
    fallbackLng: 'en',
    resources: { en: { translation: en }, ...(texts === null ? {} : { [lng]: { translation: texts } }) },
    // React escapes text itself.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Texts added later (the Professions module's) re-render what uses them.
    react: { bindI18nStore: 'added' },
  });
  await prefetched;
  await loadAboutTexts('en');
  // Without them the page still works: the link and the About page are in English, the fallback.
  await loadAboutTexts(lng).catch((e: unknown) => {
    console.error(`The ${lng} About texts could not be loaded; showing English.`, e);
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
  try {
    await Promise.all([loadLanguage(lng), loadAboutTexts(lng)]);
  } catch (e) {
    // Offline or a new deployment: the page stays in its language; the choice is saved for the next visit.
    console.error(`The ${lng} texts could not be loaded; the language stays ${i18next.language}.`, e);
    return;
  }
  document.documentElement.lang = lng;
  await i18next.changeLanguage(lng);
}
