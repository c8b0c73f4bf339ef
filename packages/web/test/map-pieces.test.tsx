/** @jsxRuntime automatic */
// The map's own pieces are the game's drawn components (issue 26): the same Portal, Cultist token, Revolving
// Door and Elevator as in the panels and on the rules page, and the Fishman drawn for the Lake; each still in
// its place and named by the map.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { layoutById, MOUNTAINS_BOARD, viewFor, type PlayerView } from '@among-cultists/engine';
import { position } from '@among-cultists/engine/testing';
import type { TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { Board } from '../src/board/Board.tsx';
import { elevatorsOf, locationShape } from '../src/board/mountains.tsx';
import { artReady } from './art-ready.tsx';
import { englishT, walkGame } from './helpers.ts';

let t: TFunction;
before(async () => {
  t = await englishT();
  await artReady();
});

const ROLES = ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'] as const;

/** The drawn component `kind` inside the element whose opening tag matches `where`, with its box. */
function drawnIn(html: string, where: string, kind: string): { x: number; y: number; w: number; h: number } {
  const from = html.indexOf(where);
  assert.ok(from >= 0, `${where} is drawn`);
  const m = new RegExp(
    `<svg x="([-\\d.]+)" y="([-\\d.]+)" viewBox="[^"]*" width="([\\d.]+)" height="([\\d.]+)" class="art" data-art="${kind}" aria-hidden="true"`,
  ).exec(html.slice(from));
  assert.ok(m, `the ${kind} drawing in ${where}`);
  const [x, y, w, h] = m.slice(1).map(Number);
  return { x: x!, y: y!, w: w!, h: h! };
}

describe('the map draws its pieces as the game’s components (issue 26)', () => {
  it('the open Portal is the drawn Portal, in the Library, named by the map', () => {
    const s = position({
      players: 5,
      roles: ROLES,
      round: 2,
      portal: { openedRound: 1, lastRound: 4, status: 'open' },
    });
    const layout = layoutById(s.config.layout);
    const html = renderToStaticMarkup(<Board layout={layout} t={t} view={viewFor(s, 0)} />);
    const portal = html.slice(html.indexOf('class="portal"'));
    assert.match(
      portal,
      new RegExp(`^class="portal" role="img" aria-label="${t('status.portal', { n: 4 })}"`),
    );
    // Centred on the translate of its group: the drawing's box around (0, 0).
    const box = drawnIn(html, 'class="portal"', 'portal');
    assert.equal(box.x + box.w / 2, 0);
    assert.equal(box.y + box.h / 2, 0);
  });

  it('face-down Cultist tokens lie on their spaces at the Lake as the drawn token; the spaces stay drawn', () => {
    const s = position({ players: 5, roles: ROLES, round: 2 });
    const layout = layoutById(s.config.layout);
    const view = viewFor(s, 0);
    const html = renderToStaticMarkup(<Board layout={layout} t={t} view={view} />);
    const spaces = layout.data.cultistSpaces.length;
    assert.equal([...html.matchAll(/class="ctoken empty"/g)].length, spaces);
    const lake = html.slice(
      html.indexOf(`aria-label="${t('board.cultistSpaces', { n: view.cultistTokensFaceDown })}"`),
    );
    const tokens = [...lake.slice(0, lake.indexOf('</g>')).matchAll(/data-art="cultist"/g)].length;
    assert.equal(tokens, view.cultistTokensFaceDown);
    assert.ok(tokens > 0);
  });

  it('the Fishman is drawn (its own drawing, not an ellipse), named, in the Lake', () => {
    const s = position({ players: 5, roles: ROLES, round: 2 });
    const layout = layoutById(s.config.layout);
    const html = renderToStaticMarkup(<Board layout={layout} t={t} view={viewFor(s, 0)} />);
    const { lake } = layout.data;
    const fish = html.slice(html.indexOf('class="fishman"'));
    assert.match(
      fish,
      new RegExp(
        `^class="fishman" role="img" aria-label="${t('board.fishman')}" transform="translate\\(${lake.x} ${lake.y}\\)"`,
      ),
    );
    const body = fish.slice(0, fish.indexOf('</g></g>'));
    assert.ok(!body.includes('<ellipse'), 'no longer the old ellipse');
    assert.ok([...body.matchAll(/<path /g)].length >= 8, 'a drawing of several parts');
  });

  it('the Revolving Door in the crossing and each Elevator in its cabin are the drawn components', () => {
    const board = { players: 5, seed: 1, board: MOUNTAINS_BOARD.id } as const;
    const state = walkGame(board, () => true);
    const view: PlayerView = viewFor(state, 'spectator');
    const layout = MOUNTAINS_BOARD.layouts.get(state.config.layout)!;
    const html = renderToStaticMarkup(<Board layout={layout} t={t} view={view} />);
    const crossing = layout.data.crossing!.shape;
    const door = drawnIn(html, 'class="crossing"', 'door');
    assert.ok(Math.abs(door.x + door.w / 2 - (crossing.x + crossing.w / 2)) < 1);
    assert.ok(Math.abs(door.y + door.h / 2 - (crossing.y + crossing.h / 2)) < 1);
    assert.ok(door.w < crossing.w && door.h < crossing.h);
    for (const { loc, data } of elevatorsOf(layout)) {
      const cabin = locationShape(layout, loc, view)!;
      const lift = drawnIn(html, `data-location="${data.id}"`, 'elevator');
      assert.ok(lift.x > cabin.x && lift.y > cabin.y, data.id);
      assert.ok(lift.x + lift.w < cabin.x + cabin.w && lift.y + lift.h < cabin.y + cabin.h, data.id);
    }
  });
});
