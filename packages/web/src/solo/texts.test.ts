import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGUAGE_CODES } from '../i18n/index.ts';
import { SOLO_OFFER } from './SoloOffer.tsx';
import { SOLO_TEXTS, soloT } from './texts.ts';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

describe('solo texts (issue 31)', () => {
  it('say every English text in all six languages, with the same placeholders, none empty', () => {
    assert.deepEqual(Object.keys(SOLO_TEXTS).sort(), [...LANGUAGE_CODES].sort());
    const english = SOLO_TEXTS.en;
    for (const code of LANGUAGE_CODES) {
      const texts = SOLO_TEXTS[code];
      assert.deepEqual(Object.keys(texts).sort(), Object.keys(english).sort(), code);
      for (const [key, text] of Object.entries(english)) {
        const own = texts[key as keyof typeof english];
        assert.ok(own.trim().length > 0, `${code}: ${key} is empty`);
        assert.deepEqual(placeholders(own), placeholders(text), `${code}: ${key}`);
      }
      assert.ok(SOLO_OFFER[code].trim().length > 0, `${code}: the landing page's offer`);
    }
  });

  it('fill placeholders, and fall back to English for a language the app does not have', () => {
    assert.equal(
      soloT('de')('savedGame', { players: 5, moves: 12, when: 'heute' }),
      '5 Spieler, 12 Züge, heute',
    );
    assert.equal(soloT('pt')('title'), SOLO_TEXTS.en.title);
  });
});
