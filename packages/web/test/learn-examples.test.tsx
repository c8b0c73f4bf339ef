/** @jsxRuntime automatic */
// The worked examples of /learn (issue 27): every frame is a real position played on by the engine, every
// frame has its words in six languages, and the page's wording fixes (Movement, Ghosts, the Draw-pile card,
// Lifelines, the deck edition) and its map pictures come from the engine too.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { apply, buildPosition, legalActions, type PlayerView } from '@among-cultists/engine';
import { bagTokens } from '@among-cultists/engine/content';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { makeNames } from '../src/game/names.ts';
import { placeMapLabel } from '../src/board/mapNames.ts';
import { fitLabel } from '../src/board/labels.ts';
import { sampleView } from '../src/learn/sample.ts';
import { LearnContent } from '../src/learn/LearnContent.tsx';
import ExamplePlayer, { frameCaption, frameText, pointsLeft } from '../src/learn/examples/ExamplePlayer.tsx';
import { EXAMPLE_STEPS, EXAMPLES, exampleFrames, type Frame } from '../src/learn/examples/frames.ts';
import { lakeArea, wholeMap } from '../src/learn/mapAreas.ts';
import { mountainsSampleView } from '../src/learn/MountainsSection.tsx';
import { countColumns, editionCounts } from '../src/learn/tables.ts';
import { LEARN_TEXT } from '../src/learn/text/index.ts';
import { loadArtTexts } from '../src/i18n/art/index.ts';
import { englishT } from './helpers.ts';

before(async () => {
  await englishT();
  await loadArtTexts('en');
});

const LANGS = Object.keys(LANGUAGES) as Language[];
const at = (view: PlayerView, id: string) => view.board.layout.locations.findIndex((l) => l.id === id);
const where = (frame: Frame, seat: number) => frame.view.seats[seat]!.location;

/** Text as react-dom writes it into markup. */
const html = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

describe('the worked examples are played by the engine', () => {
  it('every example has its frames in order, the same each time (a fixed position, fixed choices)', () => {
    for (const id of EXAMPLES) {
      const frames = exampleFrames(id);
      assert.deepEqual(
        frames.map((f) => f.step),
        [...EXAMPLE_STEPS[id]],
        id,
      );
      assert.deepEqual(exampleFrames(id), frames, `${id}: deterministic`);
      for (const f of frames) assert.equal(f.view.me, null, `${id}/${f.step}: a spectator's view, no secret`);
      // Each frame's new log lines are the tail of its whole log, and every frame after the first moved on.
      for (const [i, f] of frames.entries()) {
        assert.deepEqual(f.log.slice(f.log.length - f.fresh.length), [...f.fresh], `${id}/${f.step}: fresh`);
        if (i > 0) assert.notDeepEqual(f.view, frames[i - 1]!.view, `${id}/${f.step}: something happened`);
      }
    }
  });

  it('MOVE-02 MOVE-03 a Movement: 1 point per Door, the places it may step to are the engine’s legal steps', () => {
    const frames = exampleFrames('movement');
    const view = frames[0]!.view;
    assert.deepEqual(
      frames.map((f) => where(f, 0)),
      ['library', 'central', 'darkblue1', 'pink1'].map((id) => at(view, id)),
    );
    assert.deepEqual(frames.map(pointsLeft), [3, 2, 1, null], 'points left, then the Movement is over');
    // The highlighted places are exactly the engine's legal steps for the mover in that position.
    const built = buildPosition({
      players: 5,
      roles: ['investigator', 'investigator', 'cultist', 'investigator', 'investigator'],
      phase: { kind: 'movement', seat: 0 },
      seats: ['library', 'orange1', 'security', 'darkblue2', 'orange2'].map((location) => ({ location })),
    });
    assert.ok(built.ok);
    const steps = legalActions(built.state, 0).flatMap((a) => (a.type === 'step' ? [a.to] : []));
    assert.deepEqual(frames[0]!.targets, steps);
    for (const f of frames.slice(0, 3)) assert.ok(f.targets.length > 0, `${f.step}: somewhere to go`);
  });

  it('ENC-02 an Encounter in a blackout: three Characters meet in the dark, each gives a card face down', () => {
    const frames = exampleFrames('blackout');
    for (const f of frames) assert.equal(f.view.power, false, `${f.step}: the power is out`);
    const meet = frames[1]!.view.phase;
    assert.ok(meet.kind === 'encounter');
    assert.equal(meet.participants.length, 3);
    const given = frames[3]!.fresh.filter((e) => e.t === 'cardGiven');
    assert.equal(given.length, 3, 'three cards given');
    assert.ok(
      given.every((e) => !('card' in e)),
      'which card was given is nobody else’s business',
    );
    // Without the blackout the same walk starts no Encounter with three: the example shows the dark's rule.
    const lit = buildPosition({
      players: 5,
      roles: ['investigator', 'investigator', 'cultist', 'investigator', 'investigator'],
      power: true,
      phase: { kind: 'movement', seat: 0 },
      seats: ['library', 'central', 'central', 'darkblue2', 'orange2'].map((location) => ({ location })),
    });
    assert.ok(lit.ok);
    const step = legalActions(lit.state, 0).find(
      (a) => a.type === 'step' && a.to === at(frames[0]!.view, 'central'),
    );
    assert.ok(step);
    const after = apply(lit.state, 0, step);
    assert.ok(after.ok);
    assert.notEqual(after.state.phase.kind, 'encounter');
  });

  it('VOTE-06 a Vote with the Knife: sealed ballots, a tie revealed, the living Knife holder’s change decides', () => {
    const frames = exampleFrames('knife');
    const [called, sealed, reveal, decided] = frames as [Frame, Frame, Frame, Frame];
    assert.equal(called.view.phase.kind === 'vote' && called.view.phase.stage, 'discussion');
    assert.equal(
      sealed.view.phase.kind === 'vote' && sealed.view.phase.ballots,
      null,
      'nobody sees a ballot',
    );
    assert.equal(reveal.view.phase.kind === 'vote' && reveal.view.phase.stage, 'knife');
    assert.equal(reveal.view.knifePrivilege, 'change');
    const result = decided.fresh.find((e) => e.t === 'voteResult');
    assert.ok(result?.t === 'voteResult');
    assert.equal(result.eliminated, 2);
    assert.equal(decided.view.seats[2]!.alive, false, 'the eliminated Character is a Ghost');
    assert.ok(decided.fresh.some((e) => e.t === 'ballotChanged' && e.seat === reveal.view.knife));
  });
});

describe('the worked examples’ words', () => {
  it('every frame has its caption in six languages, every placeholder filled', async () => {
    const t = await englishT();
    for (const code of LANGS) {
      const text = (await LEARN_TEXT[code]()).examples;
      for (const id of EXAMPLES) {
        assert.ok(text[id].title.trim().length > 0, `${code}: ${id} title`);
        for (const frame of exampleFrames(id)) {
          const names = makeNames(t, null, frame.view.board.layout);
          const lines = frameText(id, frame, text, names);
          assert.ok(lines[0]!.length > 20, `${code}: ${id}/${frame.step}`);
          assert.equal(lines[0], frameCaption(id, frame, text, names));
          for (const line of lines)
            assert.doesNotMatch(line, /\{\{|\}\}/, `${code}: ${id}/${frame.step}: ${line}`);
        }
      }
    }
  });

  it('the player draws the game’s map with its buttons and the first frame’s words, in every language', async () => {
    for (const code of LANGS) {
      const text = (await LEARN_TEXT[code]()).examples;
      await loadArtTexts(code);
      await i18next.changeLanguage(code);
      try {
        for (const id of EXAMPLES) {
          const markup = renderToStaticMarkup(<ExamplePlayer id={id} text={text} />);
          assert.ok(markup.includes('class="board"'), `${code}/${id}: the game's map`);
          for (const label of [text.previous, text.play, text.next])
            assert.ok(markup.includes(html(label)), `${code}/${id}: ${label}`);
          assert.ok(markup.includes('aria-live="polite"'), `${code}/${id}: read out`);
          assert.doesNotMatch(markup, /\{\{\w+\}\}/, `${code}/${id}: placeholders filled`);
        }
      } finally {
        await i18next.changeLanguage('en');
      }
    }
  });
});

describe('the /learn fixes', () => {
  /** The markup of one section of the page. */
  const section = (markup: string, id: string): string => {
    const start = markup.indexOf(`<section id="${id}"`);
    return markup.slice(start, markup.indexOf('</section>', start));
  };

  it('Movement and Ghosts have their own sentences, no stray one; Check a State and the Camera say where the Draw-pile card goes', async () => {
    for (const code of LANGS) {
      const text = await LEARN_TEXT[code]();
      await loadArtTexts(code);
      await i18next.changeLanguage(code);
      try {
        const markup = renderToStaticMarkup(<LearnContent text={text} />);
        const m = LANGUAGES[code];
        const movement = section(markup, 'movement');
        assert.ok(movement.includes(html(text.movement.text)), `${code}: Movement`);
        assert.ok(movement.includes(html(text.movement.fishman)), `${code}: the Fishman`);
        assert.ok(!movement.includes(html(m.explain.endMovement)), `${code}: no button's explanation`);
        assert.ok(!movement.includes(html(m.help.terms.fishman.text)), `${code}: no glossary line`);
        const ghosts = section(markup, 'ghosts');
        assert.ok(ghosts.includes(html(text.ghosts.rules)), `${code}: Ghosts`);
        assert.ok(!ghosts.includes(html(m.help.terms.ghost.text)), `${code}: no glossary line`);
        const actions = section(markup, 'actions');
        assert.ok(actions.includes(html(text.actions.drawPileState)), `${code}: Check a State`);
        assert.ok(actions.includes(html(text.actions.drawPileCamera)), `${code}: the Camera`);
        assert.ok(section(markup, 'map').includes('class="learn-map-part"'), `${code}: reading the map`);
        assert.ok(
          section(markup, 'winning').includes('deckEdition=first'),
          `${code}: the 1st edition's option`,
        );
        assert.ok(
          section(markup, 'events').includes(html(m.event.falseEyes)),
          `${code}: Lifelines replaces False Eyes`,
        );
      } finally {
        await i18next.changeLanguage('en');
      }
    }
  });

  it('MOC-SETUP-04 the token Lifelines replaces and AMB-38 the counts whose decks differ come from the engine', () => {
    const plain = bagTokens({ unsafePassage: true, lifelines: false });
    const withLifelines = bagTokens({ unsafePassage: true, lifelines: true });
    assert.deepEqual(
      plain.filter((token) => !withLifelines.includes(token)),
      ['falseEyes'],
    );
    const first = countColumns('first');
    const differ = countColumns('second')
      .filter((c, i) => JSON.stringify(c) !== JSON.stringify(first[i]))
      .map((c) => c.players);
    assert.deepEqual(editionCounts(), differ);
    assert.ok(differ.length > 0);
  });

  it('the Mountains picture takes in the whole lake, which reaches past the map’s bounds', () => {
    const layout = mountainsSampleView().board.layout;
    const lake = lakeArea(layout);
    const bounds = layout.data.bounds;
    assert.ok(lake.x + lake.w > bounds.x + bounds.w, 'the lake would be clipped by the bounds alone');
    const whole = wholeMap(layout);
    assert.ok(whole.x <= lake.x && whole.y <= lake.y, 'top left');
    assert.ok(whole.x + whole.w >= lake.x + lake.w && whole.y + whole.h >= lake.y + lake.h, 'bottom right');
  });

  it('room names: each on one line, a Room’s number never alone on a line, on both maps in six languages', async () => {
    // "Orange Room 1" fits a 198-unit line at a smaller size: it is not broken at a larger one.
    assert.deepEqual(fitLabel('Orange Room 1', 198, 120).lines, ['Orange Room 1']);
    assert.deepEqual(fitLabel('Oranger Raum 1', 120, 120).lines, ['Oranger', 'Raum 1']);
    const t = await englishT();
    for (const view of [sampleView(), mountainsSampleView()]) {
      const layout = view.board.layout;
      for (const code of LANGS) {
        await i18next.changeLanguage(code);
        try {
          for (const [id, data] of layout.locations.entries()) {
            if (data.kind !== 'room') continue;
            const placed = placeMapLabel(t, layout, id);
            const where = `${code} ${data.id} ${JSON.stringify(placed.lines)}`;
            assert.ok(!placed.shortened, where);
            assert.ok(!placed.lines.some((line) => /^\d+$/.test(line)), where);
            // As the page shows them: every Room's name on one line, in every language (issue 27).
            assert.equal(placed.lines.length, 1, where);
          }
        } finally {
          await i18next.changeLanguage('en');
        }
      }
    }
  });
});
