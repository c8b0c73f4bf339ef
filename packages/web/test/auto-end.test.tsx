/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { afterEach, before, beforeEach, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { viewFor, type GameState } from '@among-cultists/engine';
import { position, SIX_ROLES } from '@among-cultists/engine/testing';
import i18next from 'i18next';
import { ActionPanel } from '../src/components/ActionPanel.tsx';
import { AutoEndToggle } from '../src/components/AutoEndToggle.tsx';
import { makeNames } from '../src/game/names.ts';
import type { GameConnection } from '../src/net/connection.ts';
import { elementsOf, englishT, fakeConnection, lobbyFor, type FakeSocket } from './helpers.ts';

before(async () => {
  await englishT();
});

/** Cleanup at 5 players: seat 0 the sole Cultist (it may claim), seat 1 has ended its Round already. */
function cleanup(): GameState {
  return position({ players: 5, roles: SIX_ROLES.slice(0, 5), phase: { kind: 'cleanup', ready: [1] } });
}

function panel(state: GameState, seat: number, on: boolean): string {
  const view = viewFor(state, seat);
  return renderToStaticMarkup(
    <ActionPanel
      view={view}
      names={makeNames(i18next.t, lobbyFor(view), view.board.layout)}
      notice={null}
      onAct={() => undefined}
      autoEnd={{ on, set: () => undefined }}
    />,
  );
}

/** The toggle's own markup in a panel (its ids made alike: they only tie the hint to the box). */
function toggleOf(html: string): string {
  const match = /<div class="auto-end">.*?<\/div>/.exec(html);
  assert.ok(match, 'the panel offers the toggle');
  return match[0].replace(/id="[^"]*"|aria-describedby="[^"]*"/g, '');
}

describe('issue 27: “end my Rounds automatically” in the Cleanup Phase', () => {
  it('is offered to every seat alike: the sole Cultist’s toggle is the same markup as an Investigator’s', () => {
    const state = cleanup();
    const cultist = panel(state, 0, false);
    assert.ok(cultist.includes('Claim'), 'the Cultist’s panel offers the claim (its own view)');
    const investigator = panel(state, 2, false);
    assert.equal(toggleOf(cultist), toggleOf(investigator));
    assert.equal(toggleOf(panel(state, 0, true)), toggleOf(panel(state, 2, true)));
    assert.ok(cultist.includes(i18next.t('autoEnd.label')));
  });

  it('is a checkbox with its label and hint, and says the Round ends by itself while it is on and pending', () => {
    const state = cleanup();
    const off = toggleOf(panel(state, 2, false));
    assert.match(off, /<input type="checkbox" *\/?>/);
    assert.ok(!off.includes('role="status"'));
    const on = panel(state, 2, true);
    const box = /<input type="checkbox"[^>]*>/.exec(on)![0];
    assert.ok(box.includes('checked=""'), box);
    const hint = /aria-describedby="([^"]+)"/.exec(box)![1]!;
    assert.ok(on.includes(`<p id="${hint}" class="hint">${i18next.t('autoEnd.hint')}</p>`));
    assert.ok(on.includes(`role="status">${i18next.t('autoEnd.waiting')}`));
    // Seat 1 has ended its Round: nothing is pending, the toggle stays (the same for everyone).
    const done = panel(state, 1, true);
    assert.ok(done.includes('class="auto-end"') && !done.includes(i18next.t('autoEnd.waiting')));
  });

  it('is not shown outside the Cleanup Phase, nor to a spectator', () => {
    const night = position({ players: 5, roles: SIX_ROLES.slice(0, 5), phase: { kind: 'night' } });
    assert.ok(!panel(night, 0, true).includes('auto-end'));
    const spectator = viewFor(cleanup(), 'spectator');
    const html = renderToStaticMarkup(
      <ActionPanel
        view={spectator}
        names={makeNames(i18next.t, lobbyFor(spectator), spectator.board.layout)}
        notice={null}
        onAct={() => undefined}
        autoEnd={{ on: false, set: () => undefined }}
      />,
    );
    assert.ok(!html.includes('auto-end'));
  });

  it('a change of the box asks for the setting', () => {
    const asked: boolean[] = [];
    const input = elementsOf(() =>
      AutoEndToggle({ on: false, pending: true, set: (on) => asked.push(on) }),
    ).find((e) => e.type === 'input')!;
    (input.props.onChange as (e: { currentTarget: { checked: boolean } }) => void)({
      currentTarget: { checked: true },
    });
    assert.deepEqual(asked, [true]);
  });
});

describe('issue 27: the connection keeps the seat’s setting as the server says it', () => {
  let sockets: FakeSocket[];
  let connection: GameConnection;
  beforeEach(() => {
    ({ connection, sockets } = fakeConnection('ab'.repeat(16)));
  });
  afterEach(() => {
    connection.stop();
  });

  it('sends the change, and follows what the server confirms (from this device or another)', () => {
    const s = sockets[0]!;
    assert.deepEqual(connection.getSnapshot().autoEnd, { on: false, delayMs: null }, 'off by default');
    s.open();
    connection.setAutoEnd(true);
    assert.deepEqual(s.sent.at(-1), { t: 'autoEnd', on: true });
    assert.equal(connection.getSnapshot().autoEnd.on, true);
    s.push({ t: 'autoEnd', on: false, delayMs: 4000 });
    assert.deepEqual(connection.getSnapshot().autoEnd, { on: false, delayMs: 4000 });
  });
});
