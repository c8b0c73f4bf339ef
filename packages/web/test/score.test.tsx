/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { createGame, viewFor } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import i18next from 'i18next';
import { ScoreTrack } from '../src/components/ScoreTrack.tsx';
import { englishT } from './helpers.ts';

before(async () => {
  await englishT();
});

describe('the scoring track', () => {
  it('shows the Victory Points and the Final Score marker, which moves with the kills', () => {
    const created = createGame({ players: 5, seed: seedOf(1) });
    assert.ok(created.ok);
    const start = viewFor(created.state, 0);
    // The renderer reads only these two numbers; the engine's tests cover how they change.
    for (const [vp, vpTarget] of [
      [0, start.vpTarget],
      [4, 10],
      [12, 9],
    ] as const) {
      const view = { ...start, vp, vpTarget };
      const html = renderToStaticMarkup(<ScoreTrack view={view} />);
      assert.ok(html.includes(`aria-label="${i18next.t('score.track', { vp, target: vpTarget })}"`));
      assert.equal((html.match(/class="cell/g) ?? []).length, Math.max(view.vp, view.vpTarget) + 1);
      assert.equal((html.match(/class="vp-marker"/g) ?? []).length, 1);
      assert.equal((html.match(/class="final-marker"/g) ?? []).length, 1);
    }
  });
});
