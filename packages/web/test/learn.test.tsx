/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { CARD_KINDS, EVENTS, PLAYER_COUNTS, ROLES } from '@among-cultists/engine';
import { EVENT_TOKENS, PLAYER_COUNT_TABLE } from '@among-cultists/engine/content';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { LEARN_SECTIONS, LearnContent } from '../src/learn/LearnContent.tsx';
import { MID_GAME_PLACES, midGameView, sampleRoute, sampleView } from '../src/learn/sample.ts';
import { automaCounts, cardLines, countColumns, eventTokenCounts, playerRange } from '../src/learn/tables.ts';
import { learnEn, type LearnText } from '../src/learn/text/en.ts';
import { fill, LEARN_TEXT } from '../src/learn/text/index.ts';
import { parseRoute } from '../src/router.ts';
import { loadArtTexts } from '../src/i18n/art/index.ts';
import { englishT, flatten, placeholders } from './helpers.ts';

before(async () => {
  await englishT();
  await loadArtTexts('en');
});

/** Text as react-dom writes it into markup. */
const html = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

async function texts(): Promise<[Language, LearnText][]> {
  const codes = Object.keys(LANGUAGES) as Language[];
  return Promise.all(codes.map(async (code) => [code, await LEARN_TEXT[code]()] as [Language, LearnText]));
}

describe('the /learn prose', () => {
  it('every language has the English keys, no other, each worded, with the same placeholders', async () => {
    const english = flatten(learnEn);
    for (const [code, text] of await texts()) {
      const own = flatten(text);
      assert.deepEqual([...own.keys()].sort(), [...english.keys()].sort(), code);
      for (const [key, value] of english) {
        const translated = own.get(key)!;
        assert.ok(translated.trim().length > 0, `${code}: ${key}`);
        assert.deepEqual(placeholders(translated), placeholders(value), `${code}: ${key} placeholders`);
        if (code !== 'en' && value.length > 20)
          assert.notEqual(translated, value, `${code}: ${key} translated`);
      }
    }
  });

  it('French puts a narrow no-break space before : ; ! ?', async () => {
    const fr = flatten(await LEARN_TEXT.fr());
    for (const [key, text] of fr) assert.doesNotMatch(text, /[^\u202f][:;!?]/, key);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    assert.equal(fill('{{a}} to {{b}}, {{c}}', { a: 4, b: 'eight' }), '4 to eight, {{c}}');
  });
});

describe('the /learn tables come from the engine', () => {
  it('one column per setup count with its targets and decks', () => {
    const columns = countColumns('second');
    assert.deepEqual(
      columns.map((c) => c.players),
      [...PLAYER_COUNTS],
    );
    for (const c of columns) {
      const row = PLAYER_COUNT_TABLE[c.players];
      assert.equal(c.vpTarget, row.vpTarget);
      assert.equal(c.killTarget, row.killTarget);
      assert.equal(c.cultists, row.cultists);
      assert.equal(c.portalWindow, row.portalWindow);
      assert.deepEqual(c.investigatorDeck, cardLines(row.investigatorDeck.second));
      assert.deepEqual(c.pulseStart, row.pulseStart === null ? null : cardLines(row.pulseStart.second));
    }
    assert.deepEqual(cardLines({ dead: 1, alive: 5, success: 0 }), [
      { kind: 'alive', n: 5 },
      { kind: 'dead', n: 1 },
    ]);
  });

  it('counts the Event tokens of the Bag and the AUTOMA’s player counts', () => {
    const counts = eventTokenCounts();
    assert.equal(
      [...counts.values()].reduce((a, b) => a + b, 0),
      EVENT_TOKENS.length,
    );
    // Lifelines is in the Bag only of games that choose it, in place of False Eyes (MOC-SETUP-04).
    assert.deepEqual([...counts.keys()].sort(), EVENTS.filter((e) => e !== 'lifelines').sort());
    assert.deepEqual(automaCounts(), { four: 4, five: 5, six: 6, seven: 7 });
    assert.deepEqual(playerRange(), { min: 4, max: 8 });
  });

  it('draws a real position and a real Route card', () => {
    const view = sampleView();
    assert.equal(view.config.players, 5);
    assert.equal(view.me, null, 'a spectator’s view: no secret');
    assert.equal(sampleRoute().lines.length, 4);
    const later = midGameView();
    const layout = later.board.layout;
    const at = (id: string) => layout.locations.findIndex((l) => l.id === id);
    assert.deepEqual(
      later.seats.filter((s) => !s.alive).map((s) => s.location),
      [at(MID_GAME_PLACES.ghost)],
      'one Ghost, where the caption says',
    );
    assert.equal(later.seats.filter((s) => s.alive && s.location === at(MID_GAME_PLACES.meeting)).length, 2);
    assert.notEqual(later.fishman, null, 'the Fishman is in');
    assert.ok(
      later.rooms.some((r) => r.cultistTokens > 0),
      'a Cultist token shuts a Room',
    );
  });
});

describe('the /learn page', () => {
  for (const code of Object.keys(LANGUAGES) as Language[]) {
    it(`${code}: every section with its heading, every role and event, the per-count table`, async () => {
      const text = await LEARN_TEXT[code]();
      // As LearnPage does: the drawn components' names come with the prose.
      await loadArtTexts(code);
      await i18next.changeLanguage(code);
      try {
        const markup = renderToStaticMarkup(<LearnContent text={text} />);
        assert.match(markup, new RegExp(`<h1>${html(text.title)}</h1>`));
        for (const id of LEARN_SECTIONS) {
          assert.ok(markup.includes(`<section id="${id}"`), `${code}: section ${id}`);
          assert.ok(markup.includes(`href="#${id}"`), `${code}: contents link to ${id}`);
        }
        for (const role of ROLES) assert.ok(markup.includes(html(LANGUAGES[code].rules.role[role])), role);
        for (const event of EVENTS)
          assert.ok(markup.includes(html(LANGUAGES[code].rules.event[event])), event);
        const vpRow = new RegExp(
          `${html(text.winning.vpTarget)}</th>${PLAYER_COUNTS.map((n) => `<td>${PLAYER_COUNT_TABLE[n].vpTarget}</td>`).join('')}`,
        );
        assert.match(markup, vpRow, `${code}: the VP targets`);
        assert.ok(markup.includes('class="board"'), 'the game’s map');
        assert.ok(markup.includes('class="score-track"'), 'the game’s score track');
        for (const kind of CARD_KINDS)
          assert.ok(markup.includes(`data-art="card-${kind}"`), `the ${kind} card drawn`);
        assert.doesNotMatch(markup, /aria-label="art\./, `${code}: every drawing named`);
        assert.doesNotMatch(markup, /\{\{\w+\}\}/, `${code}: every placeholder filled`);
      } finally {
        await i18next.changeLanguage('en');
      }
    });
  }

  it('has its own route', () => {
    assert.deepEqual(parseRoute('/learn'), { page: 'learn' });
    assert.deepEqual(parseRoute('/learn/'), { page: 'learn' });
    assert.deepEqual(parseRoute('/learnmore'), { page: 'landing' });
  });
});
