/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { CHARACTER_COUNT, CHARACTER_NAMES, type LobbySeat } from '@among-cultists/protocol';
import i18next from 'i18next';
import { CHARACTER_FILL } from '../src/board/palette.ts';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { characterAt, CHARACTERS, contrast } from '../src/identity/characters.ts';
import { lobbySeatText, seatIdentity } from '../src/identity/identity.ts';
import { CharacterChip, CharacterToken } from '../src/identity/Portrait.tsx';
import { englishT } from './helpers.ts';

before(async () => {
  await englishT();
});

const seat = (entry: Partial<LobbySeat> & Pick<LobbySeat, 'kind'>): LobbySeat => ({
  seat: 1,
  name: null,
  character: null,
  missed: 0,
  connected: true,
  ...entry,
});

describe('the ten Characters (GEN-04)', () => {
  it('each have a number (index + 1), the protocol’s name, the map’s colour and a portrait', () => {
    assert.equal(CHARACTERS.length, CHARACTER_COUNT);
    for (const [i, c] of CHARACTERS.entries()) {
      assert.equal(c.index, i);
      assert.equal(c.number, i + 1);
      assert.equal(c.name, CHARACTER_NAMES[i]);
      assert.equal(c.colour, CHARACTER_FILL[i]);
    }
    assert.equal(characterAt(13), CHARACTERS[3], 'an index out of range wraps around');
  });

  it('have portraits told apart by their outline: hair, hat, face and glasses differ for every two', () => {
    const outlines = CHARACTERS.map(({ portrait: p }) =>
      JSON.stringify([p.style, p.hat ?? null, p.face ?? null, p.glasses ?? false]),
    );
    assert.equal(new Set(outlines).size, CHARACTER_COUNT);
    const drawn = CHARACTERS.map((c) =>
      renderToStaticMarkup(
        <svg>
          <CharacterToken cx={0} cy={0} r={50} character={c.index} />
        </svg>,
      ),
    );
    assert.equal(new Set(drawn).size, CHARACTER_COUNT, 'ten different drawings');
  });

  it('write their number on the map legibly: 4.5:1 against the Character’s colour', () => {
    for (const c of CHARACTERS)
      assert.ok(contrast(c.ink, c.colour) >= 4.5, `${c.number}: ${c.ink} on ${c.colour}`);
    assert.equal(contrast('#000000', '#ffffff').toFixed(0), '21');
  });

  it('draw a token as the colour’s ring first, then the portrait, and the number only when asked', () => {
    const token = (numbered: boolean, ghost = false) =>
      renderToStaticMarkup(
        <svg>
          <CharacterToken cx={10} cy={20} r={26} character={6} numbered={numbered} ghost={ghost} />
        </svg>,
      );
    assert.match(token(true), /^<svg><circle cx="10" cy="20" r="26" fill="#577590" class="ring">/);
    assert.match(token(true), /<text[^>]*>7<\/text>/);
    assert.match(token(true, true), /<text[^>]*>7†<\/text>/);
    assert.ok(!token(false).includes('<text'));
  });

  it('keep a list’s chip hidden from screen readers (the name beside it says who) and small', () => {
    for (const c of CHARACTERS) {
      const chip = renderToStaticMarkup(<CharacterChip character={c.index} />);
      assert.match(chip, /^<svg class="identity-chip" viewBox="[^"]+" aria-hidden="true" focusable="false">/);
      assert.ok(chip.length < 2500, `${c.number}: ${chip.length} bytes`);
    }
    assert.match(renderToStaticMarkup(<CharacterChip character={null} />), /class="empty"/);
  });
});

describe('a seat’s identity', () => {
  it('is the Character’s number and the player’s own name: "7 · Marek"', () => {
    const marek = seatIdentity(i18next.t, seat({ kind: 'human', name: 'Marek', character: 6 }), 1);
    assert.deepEqual(marek, { seat: 1, character: 6, name: 'Marek', text: '7 · Marek' });
  });

  it('names a bot by its Character, marked as a bot in each language, whatever name it was stored with', async () => {
    const bot = seat({ kind: 'bot', name: 'Bot 3', character: 2 });
    assert.equal(seatIdentity(i18next.t, bot, 2).text, '3 · Miss Inês Carvalho (bot)');
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      const text = seatIdentity(i18next.t, bot, 2).text;
      assert.ok(text.startsWith('3 · Miss Inês Carvalho ('), code);
      assert.match(text, /\((bot|Bot)\)$/u, code);
    }
    await i18next.changeLanguage('en');
  });

  it('keeps the AUTOMA’s name and a stand-in’s player’s, with their Characters’ numbers', () => {
    assert.equal(
      seatIdentity(i18next.t, seat({ kind: 'automa', name: 'AUTOMA', character: 3 }), 0).text,
      '4 · AUTOMA',
    );
    const standin = seat({ kind: 'standin', name: 'Marek', character: 6 });
    assert.equal(seatIdentity(i18next.t, standin, 1).text, '7 · Marek');
  });

  it('is the seat’s place only while nothing is known of it', () => {
    assert.deepEqual(seatIdentity(i18next.t, undefined, 2), {
      seat: 2,
      character: null,
      name: 'Seat 3',
      text: 'Seat 3',
    });
  });

  it('reads "open", or whom it is kept for, on a lobby’s free seat', () => {
    assert.equal(lobbySeatText(i18next.t, seat({ kind: 'open' })), i18next.t('lobby.open'));
    const kept = seat({ kind: 'open', name: 'Marek', reserved: true });
    assert.equal(lobbySeatText(i18next.t, kept), i18next.t('again.lobby.reserved', { name: 'Marek' }));
    assert.equal(lobbySeatText(i18next.t, seat({ kind: 'human', name: 'Marek', character: 6 })), '7 · Marek');
  });
});
