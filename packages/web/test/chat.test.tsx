/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ComponentProps, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createGame, viewFor } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { ChatLine } from '@among-cultists/protocol';
import i18next from 'i18next';
import { ChatPanel } from '../src/components/ChatPanel.tsx';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { GameScreen } from '../src/screens/GameScreen.tsx';
import { elementsOf, englishT, fakeConnection, lobbyFor, type ElementProps } from './helpers.ts';

before(async () => {
  await englishT();
});
after(async () => {
  await i18next.changeLanguage('en');
});

const lines = (from: number, to: number): ChatLine[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    seq: from + i,
    seat: 1,
    text: `line ${from + i}`,
    at: 0,
  }));

function chatProps(more: boolean, loading: boolean, onEarlier: () => void): ComponentProps<typeof ChatPanel> {
  return {
    lines: lines(50, 99),
    seatName: (seat) => `P${seat + 1}`,
    spectator: false,
    closed: false,
    more,
    loading,
    onEarlier,
    onSend: () => undefined,
  };
}
const panel = (more: boolean, loading: boolean, onEarlier: () => void) => (
  <ChatPanel {...chatProps(more, loading, onEarlier)} />
);

const earlierButton = (elements: ReactElement<ElementProps>[]) =>
  elements.find((e) => e.type === 'button' && String(e.props['className']).includes('earlier'));

describe('earlier chat messages', () => {
  it('a button above the lines shows them when older ones exist, in every language', async () => {
    for (const lang of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(lang);
      const label = LANGUAGES[lang].chat.earlier;
      const html = renderToStaticMarkup(panel(true, false, () => undefined));
      assert.ok(html.includes(label), lang);
      assert.ok(html.indexOf(label) < html.indexOf('line 50'), `${lang}: above the lines`);
      assert.ok(!renderToStaticMarkup(panel(false, false, () => undefined)).includes(label), lang);
    }
    await i18next.changeLanguage('en');
  });

  it('the button is a real button tied to the list, and asks once while a page is coming', () => {
    let asked = 0;
    const elements = elementsOf(() => ChatPanel(chatProps(true, false, () => (asked += 1))));
    const button = earlierButton(elements);
    assert.ok(button, 'no button');
    assert.equal(button.props['type'], 'button');
    const list = elements.find((e) => e.type === 'ol');
    assert.ok(list);
    assert.equal(button.props['aria-controls'], list.props['id']);
    assert.equal(list.props['start'], 51, 'numbered by the lines’ own numbers');
    (button.props['onClick'] as () => void)();
    assert.equal(asked, 1);

    const waiting = earlierButton(elementsOf(() => ChatPanel(chatProps(true, true, () => (asked += 1)))));
    assert.ok(waiting);
    assert.equal(waiting.props['aria-disabled'], true, 'still focusable, but says it is busy');
    (waiting.props['onClick'] as () => void)();
    assert.equal(asked, 1);
  });

  it('the list does not read itself out: a page of older lines coming is not announced', () => {
    const html = renderToStaticMarkup(panel(true, false, () => undefined));
    const list = html.slice(html.indexOf('<ol'), html.indexOf('</ol>'));
    assert.ok(list.includes('line 50') && !list.includes('aria-live'));
    // The live region holds only lines newer than the ones the panel opened with: none yet.
    const live = /<div class="sr-only" aria-live="polite">(.*?)<\/div>/.exec(html);
    assert.equal(live?.[1], '');
  });

  it('the game screen asks the connection for the page before the first line held', () => {
    const { connection, sockets } = fakeConnection(null);
    try {
      const s = sockets[0]!;
      s.open();
      s.push({ t: 'chat', lines: lines(50, 99), more: true });
      const created = createGame({ players: 5, seed: seedOf(2) });
      assert.ok(created.ok);
      const view = viewFor(created.state, 0);
      const lobby = lobbyFor(view);
      const snapshot = { ...connection.getSnapshot(), view, version: 1, seat: 0 };
      const html = renderToStaticMarkup(
        <GameScreen connection={connection} snapshot={snapshot} lobby={lobby} />,
      );
      assert.ok(html.includes('Show earlier messages'));
      const chat = elementsOf(() => GameScreen({ connection, snapshot, lobby })).find(
        (e) => e.type === ChatPanel,
      );
      assert.ok(chat);
      assert.equal(chat.props['more'], true);
      (chat.props['onEarlier'] as () => void)();
      assert.deepEqual(s.sent.at(-1), { t: 'chatHistory', before: 50 });
      assert.equal(connection.getSnapshot().chatLoading, true);
    } finally {
      connection.stop();
    }
  });
});
