import { LANGUAGE_CODES, type Language } from '../i18n/index.ts';

/** A language's entry of `table`: the page's language if it has one, else English. */
export function inLanguage<T>(table: Readonly<Record<Language, T>>, lng: string | undefined): T {
  return (LANGUAGE_CODES as readonly string[]).includes(lng ?? '') ? table[lng as Language] : table.en;
}

/**
 * The top bar's account link and the leaderboard link, on the landing page and the profile's rating (in the
 * landing page's JavaScript: a few words in each language).
 */
export const INDICATOR_TEXTS: Readonly<
  Record<Language, { readonly account: string; readonly signedIn: string; readonly leaderboard: string }>
> = {
  en: { account: 'Account', signedIn: 'Signed in as {{name}}', leaderboard: 'Leaderboard' },
  de: { account: 'Konto', signedIn: 'Angemeldet als {{name}}', leaderboard: 'Bestenliste' },
  fr: { account: 'Compte', signedIn: 'Connecté : {{name}}', leaderboard: 'Classement' },
  es: { account: 'Cuenta', signedIn: 'Sesión de {{name}}', leaderboard: 'Clasificación' },
  it: { account: 'Account', signedIn: 'Connesso come {{name}}', leaderboard: 'Classifica' },
  nl: { account: 'Account', signedIn: 'Ingelogd als {{name}}', leaderboard: 'Ranglijst' },
};
