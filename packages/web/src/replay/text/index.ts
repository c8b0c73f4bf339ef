import i18next from 'i18next';
import type { Language } from '../../i18n/index.ts';
import type { replayEn } from './en.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape of the replay page's texts in every language: the English keys, any strings. */
export type ReplayTexts = Widen<typeof replayEn>;
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ReplayKey = Paths<typeof replayEn>;

/** The i18next namespace of the replay page's texts. */
export const REPLAY_NS = 'replay';

// One chunk per language, fetched only when the replay page opens in it: none of it is in the landing page.
const LOADERS: Readonly<Record<Language, () => Promise<ReplayTexts>>> = {
  en: () => import('./en.ts').then((m) => m.replayEn),
  de: () => import('./de.ts').then((m) => m.replayDe),
  fr: () => import('./fr.ts').then((m) => m.replayFr),
  es: () => import('./es.ts').then((m) => m.replayEs),
  it: () => import('./it.ts').then((m) => m.replayIt),
  nl: () => import('./nl.ts').then((m) => m.replayNl),
};

export function isReplayLanguage(code: string): code is Language {
  return Object.hasOwn(LOADERS, code);
}

/** Adds the replay page's texts in `lang` (and in English, the fallback) to i18next, once. */
export async function loadReplayText(lang: Language): Promise<void> {
  await Promise.all(
    [...new Set<Language>([lang, 'en'])].map(async (code) => {
      if (i18next.hasResourceBundle(code, REPLAY_NS)) return;
      i18next.addResourceBundle(code, REPLAY_NS, await LOADERS[code](), true, true);
    }),
  );
}

/** A replay text in the current language. */
export type ReplayT = (key: ReplayKey, values?: Readonly<Record<string, string | number>>) => string;

export const replayT: ReplayT = (key, values) =>
  // The namespace is added at run time, so i18next's key types (the main texts) do not know it.
  (i18next.t as unknown as (key: string, options: object) => string)(key, { ns: REPLAY_NS, ...values });
