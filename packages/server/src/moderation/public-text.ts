// naughty-words ships no types: its declaration is beside this file, referenced for every program that
// compiles this one (the web's e2e tests too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an import of a .d.ts is no module
/// <reference path="./naughty-words.d.ts" />
/**
 * What names and chat lines on public tables must pass (issue 30), besides the protocol's refusal of control
 * characters: a maintained profanity filter. English through `obscenity` (which sees through look-alike
 * characters, repeated letters and spacing tricks), every other language of the site through the lists of
 * `naughty-words` (the List of Dirty, Naughty, Obscene and Otherwise Bad Words), matched as whole words so
 * that a word containing one ("Scunthorpe") passes. Private tables are the friends' own business: only
 * tables open to strangers are filtered.
 */
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import naughtyWords from 'naughty-words';
import { SITE_LANGUAGES, type SiteLanguage } from '@among-cultists/protocol/plain';

/** The languages the site speaks (the protocol's one list, which the web's texts follow): each list is checked. */
const FILTER_LANGUAGES = SITE_LANGUAGES;
type FilterLanguage = SiteLanguage;

/** Why a text was refused: a code the clients translate, and plain English words. */
export interface TextRefusal {
  readonly code: 'text/profane';
  readonly message: string;
}

const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Letters and digits only, lower case, accents kept (the lists hold "dödel" and "möse"), words apart. */
function words(text: string): string {
  const found =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return ` ${found.join(' ')} `;
}

/** Each language's entries, as `words` leaves them (multi-word entries stay in order). */
const LISTS: ReadonlyMap<FilterLanguage, readonly string[]> = new Map(
  FILTER_LANGUAGES.map((language) => {
    const entries = naughtyWords[language] ?? [];
    return [language, entries.map(words).filter((w) => w.trim().length > 0)];
  }),
);

function isFilterLanguage(language: string): language is FilterLanguage {
  return (FILTER_LANGUAGES as readonly string[]).includes(language);
}

/**
 * Null when `text` may be shown on a public table, else why not. English is always checked (it is every
 * table's second language); `language` adds its own list, and without one (or one the site does not speak)
 * every language's list is checked: a name is read by players of every language.
 */
export function checkPublicText(text: string, language?: string): TextRefusal | null {
  if (english.hasMatch(text)) return refusal();
  const languages = language !== undefined && isFilterLanguage(language) ? [language] : FILTER_LANGUAGES;
  const said = words(text);
  for (const l of languages) {
    if (LISTS.get(l)?.some((entry) => said.includes(entry)) === true) return refusal();
  }
  return null;
}

function refusal(): TextRefusal {
  return {
    code: 'text/profane',
    message: 'Public tables do not take words like that; choose other words.',
  };
}
