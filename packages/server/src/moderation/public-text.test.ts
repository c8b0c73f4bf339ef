import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPublicText } from './public-text.ts';

test('checkPublicText: ordinary names and lines pass, in every language', () => {
  for (const text of ['Ada', 'Grégoire', 'I trust Blue', 'Scunthorpe', 'Ich vertraue Rot', 'classic'])
    assert.equal(checkPublicText(text), null, text);
});

test('checkPublicText: English profanity is refused, also spelt with look-alikes and in any table language', () => {
  for (const text of ['fuck you', 'fuuuck', 'shithead', 'b1tch'])
    for (const language of [undefined, 'de', 'fr'])
      assert.equal(checkPublicText(text, language)?.code, 'text/profane', `${text} (${language})`);
});

test('checkPublicText: each language list is checked as whole words (the table language, or all without one)', () => {
  assert.equal(checkPublicText('du Arschloch', 'de')?.code, 'text/profane');
  assert.equal(checkPublicText('du Arschloch')?.code, 'text/profane');
  assert.equal(checkPublicText('espèce de connard', 'fr')?.code, 'text/profane');
  assert.equal(checkPublicText('eres un gilipollas', 'es')?.code, 'text/profane');
  assert.equal(checkPublicText('che stronzo', 'it')?.code, 'text/profane');
  assert.equal(checkPublicText('jij klootzak', 'nl')?.code, 'text/profane');
  // Another table's language only: the German word passes on a Dutch table, but not where no language is given.
  assert.equal(checkPublicText('Arschloch', 'nl'), null);
  // A word that merely contains a listed one passes.
  assert.equal(checkPublicText('Hurensohnvogel', 'de'), null);
});
