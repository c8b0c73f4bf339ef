/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createGame,
  logFor,
  viewFor,
  type Claim,
  type PlayerView,
  type ViewedEvent,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { ChatLine, Notebook } from '@among-cultists/protocol';
import i18next from 'i18next';
import { ChatPanel } from '../src/components/ChatPanel.tsx';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { makeNames } from '../src/game/names.ts';
import { ClaimComposer } from '../src/notes/ClaimComposer.tsx';
import { seatLedger } from '../src/notes/ledgerModel.ts';
import { LedgerPanel } from '../src/notes/LedgerPanel.tsx';
import { NotebookPanel, type NotebookPanelProps } from '../src/notes/NotebookPanel.tsx';
import NotesPanels from '../src/notes/NotesPanels.tsx';
import { elementsOf, englishT, fakeConnection, lobbyFor, playGame } from './helpers.ts';

before(async () => {
  await englishT();
});
after(async () => {
  await i18next.changeLanguage('en');
});

const ALL = Object.keys(LANGUAGES) as Language[];
const seatName = (seat: number) => `P${seat + 1}`;

/** No key left unworded: i18next would show the key itself. */
function assertWorded(html: string, lang: string): void {
  assert.ok(!/notes\.(claim|notebook|ledger)\./.test(html), `${lang}: a key without its text`);
}

function startedView(seat: number | 'spectator' = 0): PlayerView {
  const created = createGame({ players: 5, seed: seedOf(7), roleSet: 'recommended' });
  assert.ok(created.ok);
  return viewFor(created.state, seat);
}

const line = (seq: number, seat: number, claim: Claim, round = 1): ChatLine => ({
  seq,
  seat,
  text: 'plain English fallback',
  at: 0,
  claim,
  round,
});

function chat(lines: readonly ChatLine[], extra: Partial<Parameters<typeof ChatPanel>[0]> = {}) {
  return (
    <ChatPanel
      lines={lines}
      seatName={seatName}
      spectator={false}
      closed={false}
      more={false}
      loading={false}
      onEarlier={() => undefined}
      onSend={() => undefined}
      {...extra}
    />
  );
}

describe('claims in the chat', () => {
  it('GEN-08: a claim reads as a structured sentence in every language, not as its plain English text', async () => {
    const lines = [
      line(0, 1, { kind: 'checked', target: 2, round: 1, verdict: 'dead' }),
      line(1, 2, { kind: 'route', round: 1, colours: ['red', 'lightblue'] }),
      line(2, 3, { kind: 'gave', to: 0, round: 1, card: 'alive' }),
      line(3, 0, { kind: 'role', role: 'seer' }),
      line(4, 4, { kind: 'suspect', target: 1 }),
      line(5, 4, { kind: 'trust', target: 3 }),
      { seq: 6, seat: 1, text: 'just words', at: 0 },
    ];
    for (const lang of ALL) {
      await i18next.changeLanguage(lang);
      const html = renderToStaticMarkup(chat(lines));
      assertWorded(html, lang);
      assert.ok(!html.includes('plain English fallback'), lang);
      assert.ok(html.includes('just words'), `${lang}: free chat is unchanged`);
      const texts = LANGUAGES[lang].notes.claim;
      // Each sentence names who it is about, in this language's words.
      assert.ok(html.includes(texts.verdicts.dead), lang);
      assert.ok(html.includes(LANGUAGES[lang].role.seer), lang);
      assert.ok(html.includes(LANGUAGES[lang].colourName.lightblue), lang);
      assert.equal((html.match(/class="claim claim-/g) ?? []).length, 6, lang);
      // Screen readers hear that it is a claim.
      assert.ok(html.includes(`<span class="sr-only">${texts.label}`), lang);
    }
    await i18next.changeLanguage('en');
    const html = renderToStaticMarkup(chat(lines));
    assert.ok(html.includes('I checked P3 in round 1: dead.'));
    assert.ok(
      html.includes('My Route in round 1 allows light blue, red.'),
      'in the board’s order of colours',
    );
    assert.ok(html.includes('In round 1 I gave P1 an Alive card.'));
  });

  it('the checker’s mark shows on a claim the public facts contradict, with the reasons, in every language', async () => {
    const view = startedView(0);
    // Nobody has checked anyone yet: a claimed check is contradicted by the log (noSuchCheck).
    const lines = [
      line(0, 1, { kind: 'checked', target: 2, round: 1, verdict: 'alive' }),
      line(1, 2, { kind: 'suspect', target: 1 }),
    ];
    const { verdicts } = seatLedger(view, [], lines);
    assert.equal(verdicts.get(0)?.status, 'contradicted');
    assert.equal(verdicts.get(1)?.status, 'consistent', 'an opinion is never contradicted');
    for (const lang of ALL) {
      await i18next.changeLanguage(lang);
      const html = renderToStaticMarkup(chat(lines, { verdicts }));
      const texts = LANGUAGES[lang].notes.claim;
      assert.equal(html.split(texts.contradicted).length - 1, 1, `${lang}: one mark`);
      assert.ok(html.includes(texts.reason.noSuchCheck), lang);
      assert.ok(html.includes('<details class="claim-contradicted">'), `${lang}: the reasons one tap away`);
    }
    await i18next.changeLanguage('en');
  });
});

describe('the claim composer', () => {
  const view = startedView(0);

  it('offers every kind, and no fields until one is chosen, in every language', async () => {
    for (const lang of ALL) {
      await i18next.changeLanguage(lang);
      const html = renderToStaticMarkup(
        <ClaimComposer view={view} seatName={seatName} onClaim={() => undefined} />,
      );
      assertWorded(html, lang);
      for (const kind of Object.values(LANGUAGES[lang].notes.claim.kinds))
        assert.ok(html.includes(kind), lang);
      assert.ok(!html.includes('<select'), lang);
      assert.ok(html.includes('aria-pressed="false"'), `${lang}: the kinds are toggle buttons`);
    }
    await i18next.changeLanguage('en');
  });

  it('offers what the view makes sensible: the other Characters, the rounds so far, the board’s colours, the roles in play', () => {
    const who = renderToStaticMarkup(
      <ClaimComposer view={view} seatName={seatName} onClaim={() => undefined} initialKind="checked" />,
    );
    for (const seat of [1, 2, 3, 4]) assert.ok(who.includes(`>P${seat + 1}</option>`));
    assert.ok(!who.includes('>P1</option>'), 'not oneself');
    assert.equal((who.match(/>Round \d+<\/option>/g) ?? []).length, view.round);
    assert.ok(who.includes('I checked P2 in round 1: alive.'), 'a preview of what the table reads');

    const route = renderToStaticMarkup(
      <ClaimComposer view={view} seatName={seatName} onClaim={() => undefined} initialKind="route" />,
    );
    const boardColours = new Set(view.board.layout.colour.filter((c) => c !== null));
    assert.equal((route.match(/type="checkbox"/g) ?? []).length, boardColours.size);
    // The truthful default: what this seat's own Route allows this round.
    const own = view.me!.route.lines[view.me!.routeLine]!;
    assert.equal((route.match(/checked=""/g) ?? []).length, own.length);

    const role = renderToStaticMarkup(
      <ClaimComposer view={view} seatName={seatName} onClaim={() => undefined} initialKind="role" />,
    );
    assert.ok(role.includes('>Investigator</option>'));
    for (const special of view.config.specialRoles)
      if (special !== 'cultist') assert.ok(role.includes(`value="${special}"`), special);
  });

  it('one more tap posts the claim shown, then closes', () => {
    const posted: Claim[] = [];
    const elements = elementsOf(() =>
      ClaimComposer({ view, seatName, onClaim: (c) => posted.push(c), initialKind: 'gave' }),
    );
    const post = elements.find(
      (e) => e.type === 'button' && e.props['disabled'] === false && e.props['aria-pressed'] === undefined,
    );
    assert.ok(post);
    (post.props['onClick'] as () => void)();
    assert.deepEqual(posted, [{ kind: 'gave', to: 1, round: view.round, card: 'alive' }]);
  });

  it('is offered beside the chat to players only, never to spectators or under No Connection', () => {
    const composer = <ClaimComposer view={view} seatName={seatName} onClaim={() => undefined} />;
    const title = LANGUAGES.en.notes.claim.title;
    assert.ok(renderToStaticMarkup(chat([], { composer })).includes(title));
    assert.ok(!renderToStaticMarkup(chat([], { composer, spectator: true })).includes(title));
    assert.ok(!renderToStaticMarkup(chat([], { composer, closed: true })).includes(title));
  });
});

describe('the notebook', () => {
  const saved: Notebook = {
    marks: [null, 'trusted', 'suspect', 'cultist', 'dead'],
    notes: 'P4 lied about red',
  };
  const props = (extra: Partial<NotebookPanelProps> = {}): NotebookPanelProps => ({
    seats: [0, 1, 2, 3, 4],
    me: 0,
    seatName,
    saved,
    error: null,
    online: true,
    closed: false,
    onSave: () => true,
    ...extra,
  });

  it('a mark per other Character and free notes, restored from the saved copy, in every language', async () => {
    for (const lang of ALL) {
      await i18next.changeLanguage(lang);
      const html = renderToStaticMarkup(<NotebookPanel {...props()} />);
      assertWorded(html, lang);
      const texts = LANGUAGES[lang].notes.notebook;
      for (const mark of Object.values(texts.marks)) assert.ok(html.includes(`>${mark}</option>`), lang);
      assert.equal((html.match(/<select/g) ?? []).length, 4, `${lang}: one per other Character`);
      assert.ok(html.includes('P4 lied about red'), lang);
      assert.ok(html.includes(texts.private), lang);
    }
    await i18next.changeLanguage('en');
    const html = renderToStaticMarkup(<NotebookPanel {...props()} />);
    assert.ok(html.includes('aria-label="Your mark for P2"'));
    for (const [seat, mark] of [
      [1, 'trusted'],
      [2, 'suspect'],
      [3, 'cultist'],
      [4, 'dead'],
    ] as const)
      assert.match(
        html,
        new RegExp(
          `<label for="[^"]*-mark-${seat}">P${seat + 1}</label><select[^>]*class="mark mark-${mark}"`,
        ),
      );
  });

  it('after the end it is read-only and says why', () => {
    const html = renderToStaticMarkup(<NotebookPanel {...props({ closed: true })} />);
    assert.equal((html.match(/disabled=""/g) ?? []).length, 4);
    assert.ok(html.includes('readOnly=""') || html.includes('readonly=""'));
    assert.ok(html.includes(LANGUAGES.en.notes.notebook.closed));
  });

  it('a change is a whole notebook with a mark or none for every seat', () => {
    const elements = elementsOf(() => NotebookPanel(props({ saved: null })));
    const select = elements.find((e) => e.type === 'select');
    assert.ok(select);
    assert.equal(select.props['value'], 'none', 'nothing saved: no marks');
    const notes = elements.find((e) => e.type === 'textarea');
    assert.ok(notes);
    assert.equal(notes.props['value'], '');
    assert.equal(notes.props['maxLength'], 2000);
  });
});

describe('the encounter ledger', () => {
  function played(): { view: PlayerView; log: ViewedEvent[] } {
    const { state } = playGame(5, 3, () => undefined);
    return { view: viewFor(state, 0), log: logFor(state, 0) };
  }

  it('per Character: meetings, cards, checks, Room actions, votes and claims, in every language', async () => {
    const { view, log } = played();
    const lines = [line(0, 1, { kind: 'checked', target: 2, round: 1, verdict: 'alive' })];
    const { ledger } = seatLedger(view, log, lines);
    for (const lang of ALL) {
      await i18next.changeLanguage(lang);
      const langNames = makeNames(i18next.t, lobbyFor(view), view.board.layout);
      const html = renderToStaticMarkup(<LedgerPanel ledger={ledger} names={langNames} />);
      assertWorded(html, lang);
      const texts = LANGUAGES[lang].notes.ledger;
      assert.ok(html.includes(texts.title), lang);
      assert.equal(
        (html.match(/<details>/g) ?? []).length,
        view.seats.length,
        `${lang}: one entry per Character`,
      );
      assert.ok(html.includes(texts.met), `${lang}: encounters`);
      assert.ok(html.includes(texts.ballots) || !ledger.facts.some((f) => f.kind === 'vote'), lang);
      assert.ok(html.includes(texts.claims), `${lang}: the claims, under who made them`);
    }
    await i18next.changeLanguage('en');
    const names = makeNames(i18next.t, lobbyFor(view), view.board.layout);
    const html = renderToStaticMarkup(<LedgerPanel ledger={ledger} names={names} />);
    assert.ok(html.includes(`I checked ${names.seat(2)} in round 1: alive.`));
    // What the ledger holds is what it shows: every encounter of seat 0 is there by name.
    const metByZero = ledger.seats[0]!.met.flatMap((rounds, other) => (rounds.length > 0 ? [other] : []));
    for (const other of metByZero) assert.ok(html.includes(names.seat(other)), `seat ${other}`);
  });

  it('the notes panels show a seat its notebook and ledger, and a spectator the ledger alone', () => {
    const { view, log } = played();
    const names = makeNames(i18next.t, lobbyFor(view), view.board.layout);
    const common = {
      log,
      claims: [],
      names,
      notebook: null,
      notebookError: null,
      online: true,
      onSave: () => true,
    };
    const seat = renderToStaticMarkup(<NotesPanels view={view} {...common} />);
    assert.ok(seat.includes(LANGUAGES.en.notes.notebook.title));
    assert.ok(seat.includes(LANGUAGES.en.notes.notebook.closed), 'the game is over: read-only');
    const spectator = renderToStaticMarkup(
      <NotesPanels view={viewFor(playGame(5, 3, () => undefined).state, 'spectator')} {...common} />,
    );
    assert.ok(!spectator.includes(LANGUAGES.en.notes.notebook.title));
    assert.ok(spectator.includes(LANGUAGES.en.notes.ledger.title));
  });
});

describe('claims and the notebook on the connection', () => {
  it('sends claims and notebooks; keeps the notebook the server sends; notebook refusals stay out of the game’s notices', () => {
    const { connection, sockets } = fakeConnection('ab'.repeat(16));
    try {
      const s = sockets[0]!;
      assert.equal(connection.saveNotebook({ marks: [null], notes: 'x' }), false, 'not open yet');
      s.open();
      connection.claim({ kind: 'trust', target: 2 });
      assert.equal(connection.saveNotebook({ marks: [null, 'suspect'], notes: 'x' }), true);
      assert.deepEqual(s.sent.slice(1), [
        { t: 'claim', claim: { kind: 'trust', target: 2 } },
        { t: 'notebook', marks: [null, 'suspect'], notes: 'x', base: 0 },
      ]);
      s.push({ t: 'notebook', marks: [null, 'trusted'], notes: 'from the phone' });
      assert.deepEqual(connection.getSnapshot().notebook, {
        marks: [null, 'trusted'],
        notes: 'from the phone',
      });
      s.push({ t: 'error', code: 'notebook/rate', message: 'slow down' });
      s.push({ t: 'error', code: 'notebook/rate', message: 'slow down' });
      assert.equal(connection.getSnapshot().notice, null);
      assert.deepEqual(connection.getSnapshot().notebookError, {
        code: 'notebook/rate',
        message: 'slow down',
        n: 2,
      });
    } finally {
      connection.stop();
    }
  });
});
