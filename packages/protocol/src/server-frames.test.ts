import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, viewFor, type GameState } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { frameProblem } from './server-frames.ts';
import { nextUpdate, type WireMessage } from './updates.ts';
import type { Lobby } from './index.ts';

function game(): GameState {
  const created = createGame({ players: 5, seed: seedOf(29) });
  assert.ok(created.ok);
  return created.state;
}

const lobby: Lobby = {
  id: 'abcdef',
  status: 'playing',
  players: 5,
  seats: [{ seat: 0, name: 'Ada', kind: 'human', character: 1, missed: 0, connected: true }],
  commitment: null,
  seed: null,
};

test('every kind of frame the server writes reads as a server frame', () => {
  const s = game();
  const first = nextUpdate(null, viewFor(s, 0));
  const again = nextUpdate(first.sent, viewFor(s, 1));
  const frames: WireMessage[] = [
    { t: 'welcome', seat: 0, lobby },
    { t: 'lobby', lobby },
    { t: 'update', version: 0, events: [], deadline: null, phaseSince: 1, ...first.encoded },
    { t: 'update', version: 1, events: [], deadline: 5, ...again.encoded },
    {
      t: 'update',
      version: 2,
      events: [],
      deadline: null,
      patch: [{ op: 'replace', path: '/round', value: 2 }],
    },
    { t: 'rejected', code: 'action/illegal', message: 'no', version: 3 },
    { t: 'chat', lines: [{ seq: 0, seat: 1, text: 'hi', at: 1 }], more: true },
    { t: 'claims', lines: [], older: true },
    { t: 'error', code: 'hello/again', message: 'again' },
    { t: 'timedOut', actions: [{ type: 'ready' }], logSeq: 4 },
    { t: 'autoEnd', on: true, delayMs: 3000 },
    { t: 'coachHold', held: false, until: null },
    { t: 'pong' },
  ];
  for (const frame of frames) assert.equal(frameProblem(JSON.parse(JSON.stringify(frame))), null, frame.t);
  assert.ok('view' in first.encoded, 'the first update holds the whole view');
});

test('a frame that is not one the server writes is told apart, saying what is wrong', () => {
  assert.match(frameProblem({ t: 'nonsense' }) ?? '', /\S/);
  assert.match(frameProblem({ t: 'welcome', seat: 'zero', lobby }) ?? '', /seat/);
  assert.match(frameProblem({ t: 'rejected', code: 'x', message: 'y' }) ?? '', /version/);
  assert.notEqual(
    frameProblem({ t: 'update', version: 1, events: [], deadline: null }),
    null,
    'neither view nor patch',
  );
  assert.notEqual(frameProblem([1, 2]), null);
  assert.notEqual(frameProblem(null), null);
});
