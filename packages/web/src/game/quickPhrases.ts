import type { TFunction } from 'i18next';

/** One quick phrase: its message key, and whether it names a player. */
export interface Phrase {
  readonly key: 'investigator' | 'checkMe' | 'agree' | 'trust' | 'suspect' | 'vote';
  readonly about: boolean;
}

/** The statements players make most at the table, in the order the buttons show them. */
export const PHRASES: readonly Phrase[] = [
  { key: 'investigator', about: false },
  { key: 'checkMe', about: false },
  { key: 'agree', about: false },
  { key: 'trust', about: true },
  { key: 'suspect', about: true },
  { key: 'vote', about: true },
];

/** The phrase in the current language; null for a phrase about someone when nobody is named. */
export function phraseText(t: TFunction, phrase: Phrase, name: string | null): string | null {
  if (!phrase.about) return t(`feel.phrase.${phrase.key}`);
  return name === null ? null : t(`feel.phrase.${phrase.key}`, { name });
}
