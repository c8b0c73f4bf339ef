/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { createGame, viewFor } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { RETRYABLE_ERROR_CODES } from '@among-cultists/protocol';
import i18next from 'i18next';
import { ActionPanel } from '../src/components/ActionPanel.tsx';
import { makeNames } from '../src/game/names.ts';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { ApiError, errorText } from '../src/net/api.ts';
import { englishT } from './helpers.ts';

before(async () => {
  await englishT();
});
after(async () => {
  await i18next.changeLanguage('en');
});

describe('errors from the HTTP API', () => {
  it('are shown in the player’s language when the code has words, else in the server’s', async () => {
    const unavailable = new ApiError(503, 'server/unavailable', 'The game could not be created just now.');
    for (const lang of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(lang);
      assert.equal(errorText(unavailable, i18next.t), LANGUAGES[lang].rejection['server/unavailable']);
      assert.equal(
        errorText(new ApiError(409, 'seat/character-taken', 'That Character is taken.'), i18next.t),
        LANGUAGES[lang].rejection['seat/character-taken'],
      );
      assert.equal(errorText(new ApiError(418, 'brand/new', 'A new refusal.'), i18next.t), 'A new refusal.');
      assert.equal(
        errorText(new ApiError(0, 'network', 'unreachable'), i18next.t),
        LANGUAGES[lang].error.network,
      );
      assert.equal(errorText(new Error('boom'), i18next.t), LANGUAGES[lang].error.unknown);
    }
  });
});

describe('a refusal of an action', () => {
  const created = createGame({ players: 5, seed: seedOf(4) });
  assert.ok(created.ok);
  const view = viewFor(created.state, 0);
  const panel = (code: string, message: string) =>
    renderToStaticMarkup(
      <ActionPanel
        view={view}
        names={makeNames(i18next.t, null, view.board.layout)}
        notice={{ code, message }}
        onAct={() => undefined}
      />,
    );

  it('that may pass does not look final: its words alone, as a status', async () => {
    await i18next.changeLanguage('en');
    for (const code of [...RETRYABLE_ERROR_CODES, 'server/shutdown']) {
      const html = panel(code, 'server words');
      assert.ok(html.includes(i18next.t(`rejection.${code}` as 'rejection.server/unavailable')), code);
      assert.ok(!html.includes('Not allowed'), code);
      assert.ok(html.includes('role="status"'), code);
    }
    assert.ok(panel('server/unavailable', 'x').includes('Try again in a moment'));
  });

  it('that is final says so', async () => {
    await i18next.changeLanguage('en');
    const html = panel('turn/not-yours', 'Not your turn.');
    assert.ok(html.includes('Not allowed: It is not your turn.'));
    assert.ok(html.includes('role="alert"'));
  });
});
