/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { viewFor, type PlayerView } from '@among-cultists/engine';
import i18next from 'i18next';
import { ActionPanel } from '../src/components/ActionPanel.tsx';
import { makeNames } from '../src/game/names.ts';
import { rejectionText } from '../src/game/rejection.ts';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { englishT, walkGame } from './helpers.ts';

before(async () => {
  await englishT();
});
after(async () => {
  await i18next.changeLanguage('en');
});

/** Views of seats on their Action Phase turn that have something out of reach, over a few games. */
function viewsWithUnavailable(): PlayerView[] {
  const found: PlayerView[] = [];
  for (let seed = 1; seed < 6; seed++) {
    walkGame({ players: 6, seed }, (s) => {
      if (s.phase.kind !== 'action') return;
      const view = viewFor(s, s.phase.seat);
      if (view.unavailable.length > 0) found.push(view);
    });
  }
  return found;
}

describe('what cannot be done here, and why', () => {
  it('the action panel lists each action out of reach with its reason, in every language, never as a button', async () => {
    const views = viewsWithUnavailable();
    assert.ok(views.length > 10, `${views.length} views`);
    const reasons = new Set(views.flatMap((v) => v.unavailable.map((u) => u.reason)));
    assert.ok(reasons.size >= 4, [...reasons].join(', '));
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      for (const view of views.slice(0, 40)) {
        const names = makeNames(i18next.t, null, view.board.layout);
        const html = renderToStaticMarkup(
          <ActionPanel view={view} names={names} notice={null} onAct={() => undefined} />,
        );
        for (const u of view.unavailable) {
          const why = i18next.t(`unavailable.reason.${u.reason}`);
          assert.ok(html.includes(why.replaceAll("'", '&#x27;')), `${code}: ${why}`);
        }
        assert.doesNotMatch(html, /\{\{|unavailable\./, 'no placeholder or missing key');
        const list = html.slice(html.indexOf('class="unavailable"'));
        assert.ok(list.length > 0 && !list.includes('<button'), 'shown, not offered');
      }
    }
  });

  it('refusals are worded in the player’s language; an unknown code keeps the server’s words', async () => {
    await i18next.changeLanguage('de');
    assert.equal(rejectionText(i18next.t, 'turn/not-yours', 'It is seat 3’s turn.'), 'Du bist nicht am Zug.');
    assert.equal(rejectionText(i18next.t, 'something/new', 'As the server says.'), 'As the server says.');
    await i18next.changeLanguage('en');
  });
});
