/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { createGame, logFor, viewFor, type ViewedEvent } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { TFunction } from 'i18next';
import { Board } from '../src/board/Board.tsx';
import { LogPanel, timedOutText } from '../src/components/LogPanel.tsx';
import { PrivatePanel } from '../src/components/PrivatePanel.tsx';
import { StatusBar } from '../src/components/StatusBar.tsx';
import { ScoreTrack } from '../src/components/ScoreTrack.tsx';
import { makeNames } from '../src/game/names.ts';
import { en } from '../src/i18n/en.ts';
import { LANGUAGES, setupI18n, type Language } from '../src/i18n/all.ts';
import { englishT } from './helpers.ts';
import { eventText } from '../src/game/eventText.ts';

let t: TFunction;
before(async () => {
  t = await englishT();
});

test('the log hides what a seat learnt in the Night behind a tap, as the private panel does', () => {
  const created = createGame({ players: 6, seed: seedOf(3), specialRoles: ['seer'] });
  assert.ok(created.ok);
  const s = created.state;
  const seer = s.seats.findIndex((st) => st.role === 'seer');
  const cultist = s.seats.findIndex((st) => st.role === 'cultist');
  for (const seat of [seer, cultist]) {
    const log = logFor(s, seat);
    assert.ok(log.some((e) => e.t === 'nightSeer' || e.t === 'nightCultists'));
    const html = renderToStaticMarkup(
      <LogPanel log={log} names={makeNames(t, null, s.config.board.layout)} />,
    );
    assert.ok(html.includes(en.night.secretShow), 'a button to see it');
    assert.doesNotMatch(html, /Night: the (Seer sees the )?Cultists/, 'and not the knowledge itself');
  }
});

test('the status bar says the round out of 10 and how many dead Investigators the Cultists need', () => {
  const created = createGame({ players: 8, seed: seedOf(4) });
  assert.ok(created.ok);
  const view = viewFor(created.state, 0);
  const html = renderToStaticMarkup(
    <StatusBar view={view} names={makeNames(t, null, view.board.layout)} deadline={null} />,
  );
  assert.ok(html.includes('Round 1 of 10'), html);
  assert.ok(html.includes(`Cultists win at ${view.config.killTarget} dead Investigators`), html);
});

test('labels and their values are joined by the language’s colon: French puts a narrow no-break space before it', async () => {
  const created = createGame({ players: 5, seed: seedOf(6) });
  assert.ok(created.ok);
  const view = viewFor(created.state, 0);
  const i18n = await setupI18n('en');
  try {
    for (const lang of Object.keys(LANGUAGES) as Language[]) {
      await i18n.changeLanguage(lang);
      const messages = LANGUAGES[lang];
      const html = renderToStaticMarkup(
        <StatusBar view={view} names={makeNames(i18n.t, null, view.board.layout)} deadline={null} />,
      );
      assert.ok(html.includes(`${messages.status.power}${messages.app.colon}`), `${lang}: ${html}`);
      if (lang === 'fr') assert.equal(messages.app.colon, '\u202f: ');
    }
  } finally {
    await i18n.changeLanguage('en');
  }
});

test('counts of cards and books take the singular at 1 in every language (ICU plural rules)', async () => {
  const i18n = await setupI18n('en');
  try {
    for (const lang of Object.keys(LANGUAGES) as Language[]) {
      await i18n.changeLanguage(lang);
      const messages = LANGUAGES[lang];
      assert.equal(i18n.t('board.books', { count: 1 }), messages.board.books_one.replace('{{count}}', '1'));
      assert.equal(i18n.t('board.books', { count: 3 }), messages.board.books_other.replace('{{count}}', '3'));
      assert.equal(i18n.t('me.pulse', { count: 1 }), messages.me.pulse_one.replace('{{count}}', '1'));
      assert.equal(i18n.t('me.pulse', { count: 2 }), messages.me.pulse_other.replace('{{count}}', '2'));
    }
    await i18n.changeLanguage('en');
    assert.equal(i18n.t('status.mp', { count: 1 }), '1 Movement point left');
    assert.equal(i18n.t('status.mp', { count: 0 }), '0 Movement points left');
    assert.equal(i18n.t('board.books', { count: 1 }), '1 book');
    assert.equal(i18n.t('me.pulse', { count: 1 }), 'Pulse deck: 1 card');
  } finally {
    await i18n.changeLanguage('en');
  }
});

test('a time-out of this seat is in its log after the entry it followed, naming what was played', () => {
  const created = createGame({ players: 5, seed: seedOf(7) });
  assert.ok(created.ok);
  const s = created.state;
  const log = logFor(s, 0);
  const names = makeNames(t, null, s.config.board.layout);
  const html = renderToStaticMarkup(
    <LogPanel log={log} names={names} timeouts={[{ afterSeq: log[0]!.seq, actions: [{ type: 'ready' }] }]} />,
  );
  const text = timedOutText({ afterSeq: 0, actions: [{ type: 'ready' }] }, names);
  assert.match(text, /^Time ran out: .+ was played for you\.$/);
  // Newest first: the time-out comes just before (above) the first entry, i.e. after it in time.
  const at = html.indexOf(text.replaceAll("'", '&#x27;'));
  assert.ok(at > 0, html);
  assert.ok(at < html.lastIndexOf('<li'), 'the first entry is below it');
});

test('German colours agree with their noun, and a colour on its own is a noun (bug 7)', async () => {
  const i18n = await setupI18n('en');
  try {
    await i18n.changeLanguage('de');
    const created = createGame({ players: 5, seed: seedOf(8) });
    assert.ok(created.ok);
    const view = viewFor(created.state, 0);
    const html = renderToStaticMarkup(
      <Board
        layout={view.board.layout}
        t={i18n.t}
        view={view}
        seatName={(s) => `P${s}`}
        targets={new Map()}
        onPick={() => undefined}
      />,
    );
    assert.match(html, /(hellblaues|rotes|grünes|dunkelblaues|rosa|oranges) Regalfach/);
    assert.doesNotMatch(html, /(roter|grüner|hellblauer|dunkelblauer|oranger) Regalfach/);
    assert.equal(i18n.t('colourName.red'), 'Rot');
    const panel = renderToStaticMarkup(
      <PrivatePanel view={view} names={makeNames(i18n.t, null, view.board.layout)} />,
    );
    assert.doesNotMatch(
      panel,
      />(roter|grüner|hellblauer|dunkelblauer|oranger)</,
      'no adjective stands alone',
    );
    assert.match(panel, />(Hellblau|Rot|Grün|Dunkelblau|Rosa|Orange)</, 'the Route card’s colours are named');
  } finally {
    await i18n.changeLanguage('en');
  }
});

test('the log puts each Round under its heading, never a bare number before a player’s "n · Name"', () => {
  const created = createGame({ players: 5, seed: seedOf(8) });
  assert.ok(created.ok);
  const s = created.state;
  const log = logFor(s, 0).map((e, i, all) => (i === all.length - 1 ? { ...e, round: 2 } : e));
  const html = renderToStaticMarkup(<LogPanel log={log} names={makeNames(t, null, s.config.board.layout)} />);
  const heads = [...html.matchAll(/<li class="round-head">([^<]*)<\/li>/g)].map((m) => m[1]);
  assert.deepEqual(heads, ['Round 2', 'Round 1'], 'newest Round first, one heading each');
  assert.doesNotMatch(html, /<li>\s*<span class="round">/, 'no number in front of a line');
});

test('a Vote everyone abstained from reads "no votes", not an empty place before the abstentions', () => {
  const created = createGame({ players: 5, seed: seedOf(9) });
  assert.ok(created.ok);
  const names = makeNames(t, null, created.state.config.board.layout);
  const result = {
    t: 'voteResult',
    eliminated: null,
    votes: [0, 0, 0, 0, 0],
    abstentions: 5,
    seq: 9,
    round: 2,
  };
  assert.equal(
    eventText(result as ViewedEvent, names),
    'Result of the Vote: nobody (no votes; abstentions: 5).',
  );
  const some = { ...result, votes: [0, 2, 0, 1, 0], abstentions: 2 };
  assert.match(eventText(some as ViewedEvent, names), /\(Seat 2: 2, Seat 4: 1; abstentions: 2\)\.$/);
});

test('the scoring track says in words that it counts Victory Points, so it is not taken for the Round counter', () => {
  const created = createGame({ players: 5, seed: seedOf(10) });
  assert.ok(created.ok);
  const view = viewFor(created.state, 0);
  const html = renderToStaticMarkup(<ScoreTrack view={view} />);
  assert.ok(html.includes(`>Victory Points ${view.vp} of ${view.vpTarget}</span>`), html);
});
