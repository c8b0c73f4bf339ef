/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { createGame, turnOf, viewFor, type ViewedEvent } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { ChatLine } from '@among-cultists/protocol';
import fc from 'fast-check';
import i18next from 'i18next';
import { Announcer } from '../src/components/Announcer.tsx';
import { QuickPhrases } from '../src/components/QuickPhrases.tsx';
import { announcementTone, announcements, lastSeq } from '../src/game/announcer.ts';
import { eventText } from '../src/game/eventText.ts';
import { makeNames } from '../src/game/names.ts';
import { NO_SIGNALS, parsePrefs, signalsFor } from '../src/game/turnSignals.ts';
import { unreadCount } from '../src/game/unread.ts';
import { waitingText } from '../src/game/waiting.ts';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { elementsOf, englishT, walkGame } from './helpers.ts';

before(async () => {
  await englishT();
});
after(async () => {
  await i18next.changeLanguage('en');
});

const layout = (() => {
  const created = createGame({ players: 5, seed: seedOf(1) });
  assert.ok(created.ok);
  return created.state.config.board.layout;
})();
const names = () => makeNames(i18next.t, null, layout);
const entry = (event: object, seq: number): ViewedEvent => ({ ...event, seq, round: 1 }) as ViewedEvent;

describe('plurals in event texts (bug 7)', () => {
  it('a State seen counts each kind of card in the singular at 1 and the plural otherwise, in every language', async () => {
    for (const lang of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(lang);
      const ev = LANGUAGES[lang].ev;
      const seen = eventText(entry({ t: 'stateSeen', seat: 0, target: 1, alive: 1, dead: 2 }, 1), names());
      assert.ok(seen.includes(ev.stateSeenAlive_one.replace('{{count}}', '1')), `${lang}: ${seen}`);
      assert.ok(seen.includes(ev.stateSeenDead_other.replace('{{count}}', '2')), `${lang}: ${seen}`);
      const panes = eventText(entry({ t: 'brokenPanes', cards: 1 }, 2), names());
      assert.equal(panes, ev.brokenPanes_one.replace('{{count}}', '1'), lang);
      const more = eventText(entry({ t: 'brokenPanes', cards: 3 }, 3), names());
      assert.equal(more, ev.brokenPanes_other.replace('{{count}}', '3'), lang);
    }
    await i18next.changeLanguage('en');
    assert.equal(
      eventText(entry({ t: 'stateSeen', seat: 0, target: 1, alive: 1, dead: 2 }, 1), names()),
      'Player 1 sees 1 Alive card and 2 Dead cards of Player 2.'.replace(/Player (\d)/g, (_, n: string) =>
        names().seat(Number(n) - 1),
      ),
    );
  });

  it('ENC-02 "no Encounter" says where and how many, in every language, with nothing left unfilled', async () => {
    const event = entry({ t: 'noEncounter', location: layout.cafeteria, living: 3 }, 4);
    for (const lang of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(lang);
      const text = eventText(event, names());
      assert.ok(!text.includes('{{') && !text.includes('ev.'), `${lang}: ${text}`);
      assert.ok(text.includes('3') && text.includes(names().loc(layout.cafeteria)), `${lang}: ${text}`);
    }
    await i18next.changeLanguage('en');
  });
});

describe('turn signals', () => {
  const page = { hidden: false, narrow: false, canNotify: true };
  it('signal only when the game starts waiting: never while it goes on waiting or after the decision', () => {
    const all = { sound: true, notify: true };
    const started = signalsFor(false, true, all, { ...page, hidden: true, narrow: true });
    assert.deepEqual(started, { tone: true, buzz: true, notify: true, scroll: false });
    for (const [was, now] of [
      [true, true],
      [true, false],
      [false, false],
    ] as const)
      assert.deepEqual(signalsFor(was, now, all, { ...page, hidden: true, narrow: true }), {
        tone: false,
        buzz: false,
        notify: false,
        scroll: false,
      });
  });

  it('sound is off until chosen; a notification needs the choice, a hidden tab and the permission', () => {
    assert.equal(signalsFor(false, true, NO_SIGNALS, page).tone, false);
    assert.equal(signalsFor(false, true, { sound: true, notify: false }, page).tone, true);
    const notify = { sound: false, notify: true };
    assert.equal(signalsFor(false, true, notify, page).notify, false, 'the tab is in view');
    assert.equal(signalsFor(false, true, notify, { ...page, hidden: true }).notify, true);
    assert.equal(signalsFor(false, true, notify, { ...page, hidden: true, canNotify: false }).notify, false);
    assert.equal(signalsFor(false, true, NO_SIGNALS, { ...page, hidden: true }).notify, false);
  });

  it('phones buzz and bring the decision into view; a wide screen does neither', () => {
    assert.deepEqual(signalsFor(false, true, NO_SIGNALS, { ...page, narrow: true }), {
      tone: false,
      buzz: true,
      notify: false,
      scroll: true,
    });
    const wide = signalsFor(false, true, NO_SIGNALS, page);
    assert.equal(wide.buzz || wide.scroll, false);
  });

  it('remembered choices are read back; anything else means sound off and no notifications', () => {
    assert.deepEqual(parsePrefs(JSON.stringify({ sound: true, notify: false })), {
      sound: true,
      notify: false,
    });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (saved) => {
        const prefs = parsePrefs(saved);
        assert.equal(typeof prefs.sound, 'boolean');
        assert.equal(typeof prefs.notify, 'boolean');
      }),
    );
    for (const saved of [null, '', 'true', '[1]', '{"sound":"yes"}', '{"sound":1}'])
      assert.deepEqual(parsePrefs(saved), NO_SIGNALS, String(saved));
  });
});

describe('announcements', () => {
  const log = [
    entry({ t: 'moved', seat: 0, from: 0, to: 1 }, 1),
    entry({ t: 'becameGhost', seat: 2, cause: 'revealed' }, 2),
    entry({ t: 'cultistTokenPlaced', room: 'pink' }, 3),
    entry({ t: 'rackScored', vp: 2, total: 5 }, 4),
    entry({ t: 'passed', seat: 1 }, 5),
  ];

  it('only the important public events after the ones already seen are announced, oldest first', () => {
    assert.deepEqual(
      announcements(log, 1).map((e) => e.seq),
      [2, 3, 4],
    );
    assert.deepEqual(
      announcements(log, 3).map((e) => e.seq),
      [4],
    );
    assert.deepEqual(announcements(log, lastSeq(log)), [], 'what is already there is history');
    assert.equal(announcementTone(log[0]!), null);
    assert.equal(announcementTone(log[1]!), 'death');
  });

  it('a screen opened on a long log announces nothing of it, yet has a live region ready', () => {
    const html = renderToStaticMarkup(<Announcer log={log} names={names()} />);
    assert.match(html, /aria-live="polite"[^>]*><\/div>/);
    assert.ok(!html.includes('Ghost'), html);
  });

  it('once the game is over the flashes are hidden: the end screen tells it, its headline uncovered', () => {
    const shown = renderToStaticMarkup(<Announcer log={log} names={names()} />);
    assert.match(shown, /class="announce-flash" aria-hidden="true">/);
    const over = [
      ...log,
      { t: 'gameOver', winner: 'cultists', reason: 'time', seq: 99, round: 10 } as ViewedEvent,
    ];
    const html = renderToStaticMarkup(<Announcer log={over} names={names()} />);
    assert.match(html, /class="announce-flash" aria-hidden="true" hidden="">/);
  });
});

describe('chat', () => {
  const line = (seq: number, seat: number | null): ChatLine => ({ seq, seat, text: `l${seq}`, at: 0 });
  it('unread lines are other players’ lines after the last one read, not one’s own nor the game’s', () => {
    const lines = [line(1, 0), line(2, 1), line(3, null), line(4, 2), line(5, 1)];
    assert.equal(unreadCount(lines, 1, 0), 3);
    assert.equal(unreadCount(lines, 4, 0), 1);
    assert.equal(unreadCount(lines, 5, 0), 0);
    assert.equal(unreadCount(lines, 0, null), 4, 'a spectator has no own lines');
  });

  it('a quick phrase sends its text in one tap; a phrase about someone names the player picked', () => {
    const sent: string[] = [];
    const seatName = (s: number) => `P${s + 1}`;
    const elements = elementsOf(() =>
      QuickPhrases({ seatName, others: [1, 3], onSend: (text) => sent.push(text) }),
    );
    const buttons = elements.filter((e) => e.type === 'button');
    assert.equal(buttons.length, 6);
    for (const b of buttons) {
      assert.equal(b.props['type'], 'button');
      (b.props['onClick'] as () => void)();
    }
    assert.deepEqual(sent, [
      'I am an Investigator.',
      'Check me.',
      'Agreed.',
      'I trust P2.',
      'I suspect P2.',
      'Let’s vote P2.',
    ]);
    const select = elements.find((e) => e.type === 'select');
    assert.ok(select && select.props['id'] !== undefined);
    assert.ok(elements.some((e) => e.type === 'label' && e.props['htmlFor'] === select.props['id']));
  });

  it('with nobody to name, only the phrases about oneself are offered', () => {
    const html = renderToStaticMarkup(
      <QuickPhrases seatName={String} others={[]} onSend={() => undefined} />,
    );
    assert.ok(html.includes('Check me.') && !html.includes('I trust'));
  });
});

describe('waiting for whom', () => {
  it('a secret step names nobody: seats read the same words unless their own decision differs', () => {
    let secret = 0;
    walkGame({ players: 6, seed: 31 }, (s) => {
      if (s.phase.kind === 'over') return;
      const views = s.seats.map((_, seat) => viewFor(s, seat));
      const active = turnOf(views[0]!);
      for (const view of views) {
        const text = waitingText(view, names());
        assert.ok(text !== null && !text.includes('{{'), text ?? 'null');
        if (active !== null) {
          const expected =
            active === view.viewer
              ? i18next.t('status.yourTurn')
              : i18next.t('status.turn', { name: names().seat(active) });
          assert.equal(text, expected, 'one seat’s turn is public and named');
        }
      }
      if (active !== null) return;
      secret += 1;
      for (const deciding of [true, false]) {
        const texts = views
          .filter((v) => v.legal.length > 0 === deciding)
          .map((v) => waitingText(v, names()));
        assert.ok(new Set(texts).size <= 1, `${s.phase.kind}: ${texts.join(' | ')}`);
      }
    });
    assert.ok(secret > 0, 'some simultaneous steps were seen');
  });

  it('in a simultaneous step every seat that is still to decide reads the same, and every seat that is not too', () => {
    const created = createGame({ players: 5, seed: seedOf(9) });
    assert.ok(created.ok);
    assert.equal(created.state.phase.kind, 'night');
    const texts = [0, 1, 2, 3, 4].map((seat) => waitingText(viewFor(created.state, seat), names()));
    assert.equal(new Set(texts).size, 1, texts.join(' | '));
    assert.equal(texts[0], i18next.t('feel.everyoneYou'));
    assert.equal(waitingText(viewFor(created.state, 'spectator'), names()), i18next.t('status.everyone'));
  });
});
