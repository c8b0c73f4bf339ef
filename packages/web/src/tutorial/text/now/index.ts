import i18next from 'i18next';
import type { Language } from '../../../i18n/index.ts';
import type { NowHint, NowKey } from '../../now.ts';
import type { nowEn } from './en.ts';

/** The shape of the phase lines in every language: the English keys, any strings. */
export type NowTexts = {
  readonly now: Readonly<Record<keyof typeof nowEn.now, string>>;
  readonly hint: Readonly<Record<keyof typeof nowEn.hint, string>>;
};

/** The i18next namespace of the coach's phase lines. */
export const NOW_NS = 'tutorial-now';

// One chunk per language, loaded with the coach's own texts.
export const NOW_LOADERS: Readonly<Record<Language, () => Promise<NowTexts>>> = {
  en: () => import('./en.ts').then((m) => m.nowEn),
  de: () => import('./de.ts').then((m) => m.nowDe),
  fr: () => import('./fr.ts').then((m) => m.nowFr),
  es: () => import('./es.ts').then((m) => m.nowEs),
  it: () => import('./it.ts').then((m) => m.nowIt),
  nl: () => import('./nl.ts').then((m) => m.nowNl),
};

/** Adds the phase lines in `lang` (and in English, the fallback) to i18next, once. */
export async function loadNowText(lang: Language): Promise<void> {
  await Promise.all(
    [...new Set<Language>([lang, 'en'])].map(async (code) => {
      if (i18next.hasResourceBundle(code, NOW_NS)) return;
      i18next.addResourceBundle(code, NOW_NS, await NOW_LOADERS[code](), true, true);
    }),
  );
}

/** A phase line (`now.<key>`) or its hint (`hint.<hint>`) in the current language. */
export type NowT = (
  key: `now.${NowKey}` | `hint.${NowHint}`,
  values?: Readonly<Record<string, string | number>>,
) => string;

export const nowT: NowT = (key, values) =>
  (i18next.t as unknown as (key: string, options: object) => string)(key, { ns: NOW_NS, ...values });
