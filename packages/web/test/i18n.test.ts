import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SERVER_ERROR_CODES } from '@among-cultists/protocol';
import i18next from 'i18next';
import { LANGUAGES, pickLanguage } from '../src/i18n/all.ts';
import { LANGUAGE_CODES, LANGUAGE_TEXT, loadLanguage } from '../src/i18n/index.ts';
import { loadAboutTexts } from '../src/i18n/about/index.ts';
import { flatten, placeholders } from './helpers.ts';

describe('languages', () => {
  const english = flatten(LANGUAGES.en);

  it('are the six of the rulebooks', () => {
    assert.deepEqual(Object.keys(LANGUAGES).sort(), ['de', 'en', 'es', 'fr', 'it', 'nl']);
  });

  for (const [code, messages] of Object.entries(LANGUAGES)) {
    it(`${code} has every English key, no other, each non-empty with the same placeholders`, () => {
      const own = flatten(messages);
      assert.deepEqual([...own.keys()].sort(), [...english.keys()].sort());
      for (const [key, text] of english) {
        const translated = own.get(key)!;
        assert.ok(translated.trim().length > 0, `${code}: ${key} is empty`);
        assert.deepEqual(placeholders(translated), placeholders(text), `${code}: ${key} placeholders`);
      }
    });
  }

  // A code the server gains fails here until it is worded in every language.
  it('word every error code of the server, in every language', () => {
    for (const [lang, messages] of Object.entries(LANGUAGES)) {
      const rejection: Readonly<Record<string, string>> = messages.rejection;
      const missing = SERVER_ERROR_CODES.filter((code) => (rejection[code] ?? '').trim() === '');
      assert.deepEqual(missing, [], `${lang}: rejection.<code> missing`);
    }
  });

  it('follow the saved choice, then the browser, then English', () => {
    assert.equal(pickLanguage('nl', ['de-DE']), 'nl');
    assert.equal(pickLanguage(null, ['pt-BR', 'fr-CA', 'de']), 'fr');
    assert.equal(pickLanguage('xx', ['DE-at']), 'de');
    assert.equal(pickLanguage(null, ['ja']), 'en');
  });

  it('load one at a time in the app: each loader gives that language, added once on demand', async () => {
    assert.deepEqual([...LANGUAGE_CODES].sort(), Object.keys(LANGUAGES).sort());
    for (const code of LANGUAGE_CODES) assert.equal(await LANGUAGE_TEXT[code](), LANGUAGES[code], code);
    await i18next.init({ lng: 'en', resources: { en: { translation: LANGUAGES.en } } });
    assert.equal(i18next.hasResourceBundle('it', 'translation'), false);
    await loadLanguage('it');
    assert.equal(i18next.t('app.title', { lng: 'it' }), LANGUAGES.it.app.title);
  });

  it('load whole even when the About texts of that language came first (a switch fetches both at once)', async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: LANGUAGES.en } } });
    await loadAboutTexts('nl');
    assert.equal(i18next.hasResourceBundle('nl', 'translation'), true);
    await loadLanguage('nl');
    assert.equal(i18next.t('app.title', { lng: 'nl' }), LANGUAGES.nl.app.title);
    assert.equal(
      i18next.t('board.books', { lng: 'nl', count: 1 }),
      LANGUAGES.nl.board.books_one.replace('{{count}}', '1'),
    );
  });
});
