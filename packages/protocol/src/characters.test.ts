import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHARACTER_COUNT, CHARACTER_NAMES, characterName } from './index.ts';

describe('the Characters’ names (GEN-04)', () => {
  it('name each of the ten Characters once, as a person with a title', () => {
    assert.equal(CHARACTER_NAMES.length, CHARACTER_COUNT);
    assert.equal(new Set(CHARACTER_NAMES).size, CHARACTER_COUNT);
    for (const name of CHARACTER_NAMES) assert.match(name, /^(Prof\.|Dr\.|Miss|Mr\.) \S+ \S+$/u);
  });

  it('are read by index, the Character’s number less one', () => {
    assert.equal(characterName(6), 'Miss Eleanor Whitcombe');
    assert.equal(characterName(10), 'Character 11');
  });
});
