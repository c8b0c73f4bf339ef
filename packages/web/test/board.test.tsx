/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { createGame, SHIPPED_BOARD, layoutById, viewFor } from '@among-cultists/engine';
import { position, seedOf } from '@among-cultists/engine/testing';
import type { TFunction } from 'i18next';
import { Board } from '../src/board/Board.tsx';
import { ICON_NAMES } from '../src/board/icons.tsx';
import { locationName } from '../src/game/names.ts';
import { englishT, playGame } from './helpers.ts';

let t: TFunction;
before(async () => {
  t = await englishT();
});

/** Accessible names as rendered: aria-label attributes, unescaped. */
function labels(html: string): string[] {
  return [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"'),
  );
}

describe('Board', () => {
  for (const layout of SHIPPED_BOARD.layouts.values()) {
    it(`draws every location of the ${layout.id} layout with an accessible name`, () => {
      const html = renderToStaticMarkup(<Board layout={layout} t={t} />);
      const names = labels(html);
      assert.equal(layout.locations.length > 0, true);
      for (const [id, data] of layout.locations.entries()) {
        const name = locationName(t, layout, id);
        assert.notEqual(name, `#${id}`);
        assert.ok(
          names.some((label) => label.startsWith(`${name}:`)),
          `no element is named after ${data.id} (${name})`,
        );
        assert.ok(html.includes(`data-location="${data.id}"`), `${data.id} is not drawn`);
      }
      // Colour is never the only cue: every room carries its drawn icon and a name.
      const rooms = layout.locations.filter((l) => l.kind === 'room');
      assert.equal((html.match(/class="icon"/g) ?? []).length, rooms.length);
      for (const room of rooms) assert.ok(ICON_NAMES.includes(room.icon), room.icon);
      for (const rack of layout.racks)
        assert.ok(
          names.some((l) => l.includes(`${rack.vp} VP`)),
          rack.id,
        );
    });
  }

  it('draws a disc with a name for every seat, and marks tap targets as buttons', () => {
    let checked = 0;
    playGame(5, 3, (view) => {
      if (checked > 40) return;
      checked++;
      const layout = SHIPPED_BOARD.layouts.get(view.config.layout)!;
      const targets = new Map(
        view.legal.flatMap((a) =>
          a.type === 'step' || a.type === 'teleport' ? [[a.to, `go ${a.to}`] as const] : [],
        ),
      );
      const html = renderToStaticMarkup(
        <Board
          layout={layout}
          t={t}
          view={view}
          seatName={(s) => `P${s}`}
          targets={targets}
          onPick={() => undefined}
        />,
      );
      const names = labels(html);
      for (const seat of view.seats)
        assert.ok(
          names.some((l) => l.startsWith(seat.alive ? `P${seat.seat}` : `P${seat.seat} (Ghost)`)),
          `disc of seat ${seat.seat}`,
        );
      assert.equal((html.match(/role="button"/g) ?? []).length, targets.size);
      for (const [to, what] of targets)
        assert.ok(
          names.some((l) => l.startsWith(`${what}. `)),
          `target ${to}`,
        );
    });
    assert.ok(checked > 0);
  });
});

describe('discs (bug 1)', () => {
  it('show the seat’s number, as in "Bot 3", whatever Character the seat took; the colour is the Character’s', () => {
    const created = createGame({ players: 5, seed: seedOf(5) });
    assert.ok(created.ok);
    const view = viewFor(created.state, 0);
    // A human took Character 2 in seat 0; the bots' Characters follow in another order.
    const characters = [1, 0, 4, 2, 3];
    const html = renderToStaticMarkup(
      <Board
        layout={view.board.layout}
        t={t}
        view={view}
        seatName={(s) => `Bot ${s + 1}`}
        characterOf={(s) => characters[s]!}
        targets={new Map()}
        onPick={() => undefined}
      />,
    );
    for (const seat of view.seats) {
      const disc = new RegExp(`aria-label="Bot ${seat.seat + 1}[^"]*">.*?<text[^>]*>${seat.seat + 1}</text>`);
      assert.match(html, disc, `seat ${seat.seat}'s disc reads ${seat.seat + 1}`);
    }
  });
});

describe('the Portal', () => {
  it('is drawn in the Library while open, named with the last round it can be closed', () => {
    const roles = ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'] as const;
    const open = position({
      players: 5,
      roles,
      round: 2,
      portal: { openedRound: 1, lastRound: 4, status: 'open' },
    });
    const layout = layoutById(open.config.layout);
    const html = renderToStaticMarkup(<Board layout={layout} t={t} view={viewFor(open, 0)} />);
    assert.ok(labels(html).includes(t('status.portal', { n: 4 })));
    const closed = position({ players: 5, roles, round: 2, portal: null });
    const none = renderToStaticMarkup(<Board layout={layout} t={t} view={viewFor(closed, 0)} />);
    assert.ok(!none.includes('class="portal"'));
  });
});
