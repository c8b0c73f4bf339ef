/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { CARD_KINDS, EVENTS, PROFESSIONS, SHIPPED_BOARD } from '@among-cultists/engine';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { Art } from '../src/art/Art.tsx';
import {
  ArtGallery,
  ArtOf,
  CARD_GLYPH,
  CardFace,
  EVENT_GLYPH,
  EventToken,
  PROFESSION_GLYPH,
  ProfessionToken,
  RouteCard,
  loadArtTexts,
} from '../src/art/index.ts';
import { BRASS, CARD_TONE, contrast, INK, NIGHT, PARCHMENT } from '../src/art/palette.ts';
import type { ArtSpec } from '../src/art/spec.ts';
import { GAME_ICONS } from '../src/design/gameIcons.ts';
import { ART_TEXT } from '../src/i18n/art/index.ts';
import { LANGUAGE_CODES } from '../src/i18n/index.ts';
import { englishT, flatten, placeholders } from './helpers.ts';

before(async () => {
  await englishT();
  await loadArtTexts('en');
});

// Keys built at run time (from the engine's lists), so the typed t is left aside.
const t = (key: string, options?: Record<string, unknown>): string =>
  (i18next.t as unknown as (k: string, o?: Record<string, unknown>) => string)(key, options);

/** The accessible name of the outer <svg> of some markup, or null. */
const labelOf = (html: string): string | null => /^<svg[^>]*aria-label="([^"]*)"/.exec(html)?.[1] ?? null;

describe('the drawn components (src/art/)', () => {
  // Read from the engine: a card kind, Event or Profession added there fails here until it is drawn.
  it('draw every card kind of the engine, named by its word', () => {
    assert.deepEqual(Object.keys(CARD_GLYPH).sort(), [...CARD_KINDS].sort());
    for (const kind of CARD_KINDS) {
      const html = renderToStaticMarkup(<CardFace kind={kind} />);
      assert.match(html, /^<svg[^>]*role="img"/);
      assert.equal(labelOf(html), t('art.card', { card: t(`card.${kind}`) }));
      // The word is drawn on the card too: colour is not the only cue.
      assert.ok(html.includes(`>${t(`card.${kind}`)}</text>`), kind);
      assert.ok(Object.hasOwn(GAME_ICONS, CARD_GLYPH[kind]), kind);
    }
  });

  it('draw every Event of the engine with its own glyph', () => {
    assert.deepEqual(Object.keys(EVENT_GLYPH).sort(), [...EVENTS].sort());
    assert.equal(new Set(Object.values(EVENT_GLYPH)).size, EVENTS.length, 'two Events share a glyph');
    for (const id of EVENTS) {
      const html = renderToStaticMarkup(<EventToken id={id} />);
      assert.equal(labelOf(html), t('art.event', { event: t(`event.${id}`) }));
      assert.ok(Object.hasOwn(GAME_ICONS, EVENT_GLYPH[id]), id);
      assert.match(html, new RegExp(`data-glyph="${EVENT_GLYPH[id]}"`));
    }
  });

  it('draw every Profession of the engine with its own glyph', () => {
    assert.deepEqual(Object.keys(PROFESSION_GLYPH).sort(), [...PROFESSIONS].sort());
    for (const p of PROFESSIONS) {
      const html = renderToStaticMarkup(<ProfessionToken profession={p} />);
      assert.equal(labelOf(html), t('art.profession', { profession: t(`professions.name.${p}`) }));
      assert.ok(Object.hasOwn(GAME_ICONS, PROFESSION_GLYPH[p]), p);
    }
  });

  const specs: ArtSpec[] = [
    ...CARD_KINDS.map((card): ArtSpec => ({ kind: 'card', card })),
    { kind: 'back' },
    { kind: 'unsafe' },
    { kind: 'route', lines: SHIPPED_BOARD.routes[0]!.lines, current: 1 },
    ...EVENTS.map((id): ArtSpec => ({ kind: 'event', id })),
    { kind: 'eventBack' },
    { kind: 'knife' },
    { kind: 'vote' },
    { kind: 'vote', used: true },
    { kind: 'cultist', count: 2 },
    { kind: 'portal' },
    { kind: 'clock', round: 4 },
    { kind: 'door' },
    { kind: 'elevator' },
    ...PROFESSIONS.map((profession): ArtSpec => ({ kind: 'profession', profession })),
    { kind: 'professionBack' },
  ];

  it('give each drawing an accessible name, or hide it beside the words that say the same', () => {
    for (const spec of specs) {
      const named = renderToStaticMarkup(<ArtOf spec={spec} />);
      const label = labelOf(named);
      assert.ok(label !== null && label.length > 0 && !label.startsWith('art.'), JSON.stringify(spec));
      const hidden = renderToStaticMarkup(<ArtOf spec={spec} decorative />);
      assert.match(hidden, /^<svg[^>]*aria-hidden="true"/);
      assert.doesNotMatch(hidden, /role="img"|aria-label/);
    }
  });

  it('tell apart the two sides of the Vote token and name the Route card’s colours and current line', () => {
    const active = labelOf(renderToStaticMarkup(<ArtOf spec={{ kind: 'vote' }} />));
    const used = labelOf(renderToStaticMarkup(<ArtOf spec={{ kind: 'vote', used: true }} />));
    assert.notEqual(active, used);
    const lines = SHIPPED_BOARD.routes[0]!.lines;
    const html = renderToStaticMarkup(<RouteCard lines={lines} current={2} />);
    for (const colour of lines.flat()) assert.ok(labelOf(html)!.includes(t(`colourName.${colour}`)), colour);
    assert.equal((html.match(/data-colour=/g) ?? []).length, lines.flat().length);
    assert.equal((html.match(/<path d="M4 /g) ?? []).length, 1, 'one arrow, at the current line');
  });

  it('keep every text drawn on art at 4.5:1 at least', () => {
    // The card's word is parchment on its tone; counts and the Clock's Round are ink on parchment.
    for (const [kind, tone] of Object.entries(CARD_TONE)) assert.ok(contrast(PARCHMENT, tone) >= 4.5, kind);
    assert.ok(contrast(INK, PARCHMENT) >= 4.5);
    // Glyphs (not text) need 3:1 as graphics: parchment on night, ink on brass.
    assert.ok(contrast(PARCHMENT, NIGHT) >= 3 && contrast(INK, BRASS) >= 3);
    assert.ok(contrast('#000000', '#ffffff') > 20.9, 'the measure itself');
  });

  it('show every component in the gallery of the rules page', () => {
    const html = renderToStaticMarkup(<ArtGallery />);
    for (const kind of CARD_KINDS) assert.ok(html.includes(`data-art="card-${kind}"`), kind);
    for (const id of EVENTS) assert.ok(html.includes(`data-art="event-${id}"`), id);
    for (const p of PROFESSIONS) assert.ok(html.includes(`data-art="profession-${p}"`), p);
    for (const kind of [
      'card-back',
      'card-unsafe',
      'route',
      'knife',
      'vote-active',
      'vote-used',
      'cultist',
    ]) {
      assert.ok(html.includes(`data-art="${kind}"`), kind);
    }
    for (const kind of ['portal', 'clock', 'door', 'elevator', 'event-back', 'profession-back']) {
      assert.ok(html.includes(`data-art="${kind}"`), kind);
    }
  });

  it('hold the drawing’s place while the art chunk loads (<Art>)', () => {
    // Server rendering shows the fallback of the lazy drawing: an empty box of the same size.
    const card = renderToStaticMarkup(<Art spec={{ kind: 'card', card: 'dead' }} size={70} decorative />);
    assert.match(
      card,
      /class="art-slot" aria-hidden="true" style="display:inline-block;width:50px;height:70px"/,
    );
    const token = renderToStaticMarkup(<Art spec={{ kind: 'knife' }} size={24} decorative />);
    assert.match(token, /width:24px;height:24px/);
    // Inside the map's SVG nothing holds the place (no HTML in an SVG); the drawing stands where it is put.
    assert.equal(renderToStaticMarkup(<Art spec={{ kind: 'portal' }} at={{ x: 5, y: 6 }} decorative />), '');
    const placed = renderToStaticMarkup(<ArtOf spec={{ kind: 'portal' }} at={{ x: 5, y: 6 }} size={30} />);
    assert.match(placed, /^<svg x="5" y="6" viewBox="0 0 48 48" width="30" height="30"/);
  });

  for (const code of LANGUAGE_CODES) {
    it(`word the components in ${code}: the English keys, each non-empty, the same placeholders`, async () => {
      const english = flatten(await ART_TEXT.en());
      const own = flatten(await ART_TEXT[code]());
      assert.deepEqual([...own.keys()].sort(), [...english.keys()].sort());
      for (const [key, text] of english) {
        assert.ok(own.get(key)!.trim().length > 0, key);
        assert.deepEqual(placeholders(own.get(key)!), placeholders(text), key);
      }
    });
  }
});
