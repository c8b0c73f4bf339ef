/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { createGame, viewFor } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { Lobby, LobbySeat } from '@among-cultists/protocol';
import i18next from 'i18next';
import { PlayersPanel } from '../src/components/PlayersPanel.tsx';
import { makeNames } from '../src/game/names.ts';
import { englishT } from './helpers.ts';

before(async () => {
  await englishT();
});

function lobbyWith(missed: Readonly<Record<number, number>>): Lobby {
  const seats: LobbySeat[] = Array.from({ length: 5 }, (_, seat) => ({
    seat,
    name: `P${seat + 1}`,
    kind: seat < 3 ? 'human' : 'bot',
    character: seat,
    missed: missed[seat] ?? 0,
    connected: seat !== 2,
  }));
  return { id: 'ABCDEFGH', status: 'playing', players: 5, seats, commitment: null, seed: null };
}

function panel(viewer: number | 'spectator', missed: Readonly<Record<number, number>>): string {
  const created = createGame({ players: 5, seed: seedOf(3) });
  assert.ok(created.ok);
  const view = viewFor(created.state, viewer);
  const lobby = lobbyWith(missed);
  return renderToStaticMarkup(
    <PlayersPanel
      view={view}
      lobby={lobby}
      names={makeNames(i18next.t, lobby, view.board.layout)}
      onTakeover={() => undefined}
    />,
  );
}

describe('a stand-in for a player who keeps missing deadlines', () => {
  it('the others may vote for a bot once a player missed two deadlines in a row', () => {
    const label = i18next.t('standin.takeover', { name: '3 · P3' });
    assert.ok(panel(0, { 2: 2 }).includes(label));
    assert.ok(!panel(0, { 2: 1 }).includes(label), 'not after one');
    assert.ok(!panel(2, { 2: 2 }).includes(label), 'not on one’s own seat');
    assert.ok(!panel('spectator', { 2: 2 }).includes(label), 'spectators do not vote');
    assert.ok(!panel(0, { 3: 5 }).includes('Let a bot play'), 'bots are not taken over');
  });
});
