import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng, type Action, type GameOptions } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { Lobby, Notebook, RecordNotebook } from '@among-cultists/protocol';
import { countOf } from './metrics.ts';
import { ManualClock } from './testing-clock.ts';
import { checkFrames, statesOf } from './testing-frames.ts';
import {
  errorAfter,
  get,
  hello,
  playUntilOver,
  post,
  seatTable,
  startServer,
  storageTargets,
  type TableOptions,
  type TestClient,
} from './testing.ts';

/** A 5-player game: four people (Host, Bea, Cy, Dan in seats 0-3) and a bot in seat 4. */
const TABLE: TableOptions = { people: ['Bea', 'Cy', 'Dan'] };

const notebooksOf = (c: TestClient) => c.messages.filter((m) => m.t === 'notebook');

const SECRET = 'Dan swore he was in the Library in round 1';
const CY: Notebook = { marks: [null, 'trusted', null, 'suspect', 'cultist'], notes: `${SECRET}\nBea: fine` };

describe('the private notebook', () => {
  for (const [name, url, skip] of storageTargets('notebook')) {
    test(
      `${name}: saved by seat 2, it reaches only seat 2's other connections (never seat 3 or a spectator), survives a restart and is in the record once the game is over`,
      { skip, timeout: 120_000 },
      async () => {
        // Games have ids of their own: a shared PostgreSQL database needs no clearing.
        const database = { url: url(), startupTimeoutMs: 5000 };
        let srv = await startServer({ database });
        try {
          const { id, tokens } = await seatTable(srv, TABLE);
          let cy = await hello(srv, id, tokens[2]);
          let from = cy.messages.length;
          cy.send({ t: 'notebook', ...CY });
          assert.equal((await errorAfter(cy, from)).code, 'game/not-started');

          await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
          const cyPhone = await hello(srv, id, tokens[2]);
          let dan = await hello(srv, id, tokens[3]);
          let watcher = await hello(srv, id);
          await dan.waitFor((m) => m.t === 'update');

          cy.send({ t: 'notebook', ...CY });
          const got = await cyPhone.waitFor((m) => m.t === 'notebook');
          assert.deepEqual(got, { t: 'notebook', ...CY, version: 1 });
          // Refusals, each with its code: a spectator has none; a notebook has a mark or none per seat.
          from = watcher.messages.length;
          watcher.send({ t: 'notebook', marks: [null, null, null, null, null], notes: 'mine' });
          assert.equal((await errorAfter(watcher, from)).code, 'notebook/spectator');
          from = cy.messages.length;
          cy.send({ t: 'notebook', marks: [null, null, null, null], notes: '' });
          assert.equal((await errorAfter(cy, from)).code, 'notebook/invalid');
          // The record waits for the end.
          assert.equal((await get(`${srv.http}/api/games/${id}/record`)).status, 409);
          // A round trip through Dan's and the spectator's connections: anything sent before it has arrived.
          for (const c of [dan, watcher]) {
            const before = c.messages.length;
            c.send({ t: 'ping' });
            await c.waitFor((m) => m.t === 'pong', before);
          }
          assert.equal(notebooksOf(cy).length, 0, 'the device that saved it is not sent it back');
          for (const c of [dan, watcher]) {
            assert.deepEqual(notebooksOf(c), []);
            assert.ok(!c.frames.some((f) => f.includes('Library in round 1')));
          }
          for (const c of [cy, cyPhone, dan, watcher]) c.close();

          await srv.close();
          srv = await startServer({ database });
          cy = await hello(srv, id, tokens[2]);
          assert.deepEqual(await cy.waitFor((m) => m.t === 'notebook'), { t: 'notebook', ...CY, version: 1 });
          dan = await hello(srv, id, tokens[3]);
          watcher = await hello(srv, id);
          const host = await hello(srv, id, tokens[0]);
          const bea = await hello(srv, id, tokens[1]);
          const players = [host, bea, cy, dan];
          await playUntilOver(players, createRng(seedOf(16)));
          await watcher.waitFor((m) => m.t === 'update' && m.view.phase.kind === 'over');

          // A fresh connection of seat 2: the one that just played fast may be over the socket's message budget
          // (its refusal would be rate/limited, not the notebook's own).
          const late = await hello(srv, id, tokens[2]);
          from = late.messages.length;
          late.send({ t: 'notebook', ...CY, notes: 'rewritten after the end' });
          assert.equal((await errorAfter(late, from)).code, 'notebook/closed');
          late.close();
          const record = await get<{
            options: GameOptions;
            actions: { seat: number; action: Action }[];
            notebooks: RecordNotebook[];
          }>(`${srv.http}/api/games/${id}/record`);
          assert.equal(record.status, 200);
          assert.deepEqual(record.body.notebooks, [{ seat: 2, ...CY }]);
          // Every frame after the restart was still exactly what its recipient may know.
          const states = statesOf(record.body.options, record.body.actions);
          const seed = (await get<Lobby>(`${srv.http}/api/games/${id}`)).body.seed!;
          players.forEach((c, seat) => checkFrames(c.frames, seat, states, seed));
          checkFrames(watcher.frames, 'spectator', states, seed);
          for (const c of [dan, watcher, host, bea])
            assert.ok(!c.frames.some((f) => f.includes('Library in round 1')), 'never to another seat');
          for (const c of [...players, watcher]) c.close();
        } finally {
          await srv.close();
        }
      },
    );
  }

  test('saves are limited per seat (notebook/rate), counted, and the allowance refills with time', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { notebookSaves: { burst: 2, perSecond: 0.5 } } });
    try {
      const { id, tokens } = await seatTable(srv, TABLE);
      const cy = await hello(srv, id, tokens[2]);
      const phone = await hello(srv, id, tokens[2]);
      await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
      await cy.waitFor((m) => m.t === 'update');
      for (let i = 0; i < 3; i++) cy.send({ t: 'notebook', ...CY, notes: `save ${i}` });
      assert.equal((await errorAfter(cy, 0)).code, 'notebook/rate');
      await phone.until(() => notebooksOf(phone).length === 2, 5000, 'two saves');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'notebook' }), 1);
      await clock.advance(2000);
      phone.send({ t: 'notebook', ...CY, notes: 'from the phone' });
      await cy.waitFor((m) => m.t === 'notebook' && m.notes === 'from the phone');
      cy.close();
      phone.close();
    } finally {
      await srv.close();
    }
  });
});
