/**
 * The notebooks' history: every save is kept (the last `notebookSavesKept` per seat) and published in the
 * record once the game is over, so that a replay shows each notebook as it stood at each step.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { Notebook, RecordNotebook, RecordNotebookSave } from '@among-cultists/protocol';
import { DEFAULT_LIMITS } from './limits.ts';
import { ManualClock } from './testing-clock.ts';
import {
  get,
  hello,
  playUntilOver,
  post,
  seatTable,
  startServer,
  storageTargets,
  type TestClient,
} from './testing.ts';

/** Words found in no frame but the saving seat's own: each save's notes carry one. */
const SECRET = 'Kept-in-the-notebook';
const notebook = (notes: string, suspect = 3): Notebook => ({
  marks: [0, 1, 2, 3, 4].map((s) => (s === suspect ? 'suspect' : null)),
  notes: `${SECRET} ${notes}`,
});

interface PublishedRecord {
  actions: { at: number }[];
  notebooks: RecordNotebook[];
  notebookHistory: RecordNotebookSave[];
}

/** The saves kept per seat (LIMIT_NOTEBOOK_SAVES_KEPT). */
const NOTEBOOK_SAVES_KEPT = DEFAULT_LIMITS.notebookSavesKept;

describe('the notebooks’ history', () => {
  for (const [name, url, skip] of storageTargets('history')) {
    test(
      `${name}: every save is kept with its time (the last ${NOTEBOOK_SAVES_KEPT} per seat), sent to nobody else, and published in the record only once the game is over`,
      { skip, timeout: 180_000 },
      async () => {
        const clock = new ManualClock();
        const srv = await startServer({
          clock,
          // Games have ids of their own: a shared PostgreSQL database needs no clearing.
          database: { url: url(), startupTimeoutMs: 5000 },
          // Time moves only when the test says so: the allowances are made large enough not to need it.
          limits: {
            notebookSaves: { burst: 1000, perSecond: 1 },
            // Saves 10 ms apart each keep a row of their own (coalescing is tested below).
            notebookSaveWindowMs: 1,
            messages: { burst: 100_000, perSecond: 1 },
          },
        });
        const clients: TestClient[] = [];
        try {
          // Five people, no bot: a bot's moves would wait on the manual clock.
          const { id, tokens } = await seatTable(srv, { people: ['Bea', 'Cy', 'Dan', 'Eve'] });
          await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
          for (const token of tokens) clients.push(await hello(srv, id, token));
          const phones = [await hello(srv, id, tokens[0]), await hello(srv, id, tokens[2])];
          const watcher = await hello(srv, id);
          clients.push(...phones, watcher);
          const [host, bea, cy, dan, eve] = clients as [TestClient, ...TestClient[]];
          await host.waitFor((m) => m.t === 'update');

          const expected: RecordNotebookSave[] = [];
          const versions = [0, 0, 0, 0, 0];
          /** A save, stored: the seat's other device has heard it. Then a moment passes. */
          const save = async (c: TestClient, seat: number, saved: Notebook): Promise<void> => {
            const phone = seat === 0 ? phones[0]! : phones[1]!;
            const from = phone.messages.length;
            c.send({ t: 'notebook', ...saved });
            await phone.waitFor((m) => m.t === 'notebook' && m.notes === saved.notes, from);
            expected.push({ seat, at: clock.now(), version: ++versions[seat]!, ...saved });
            await clock.advance(10);
          };
          // Two seats saving in turn, one far more often than the storage keeps.
          const extra = 3;
          for (let i = 0; i < NOTEBOOK_SAVES_KEPT + extra; i++) {
            await save(cy!, 2, notebook(`save ${i}`, i % 5));
            if (i % 50 === 0) await save(host, 0, notebook(`host ${i}`));
          }
          // The record is refused before the end, history and all.
          const early = await get<object>(`${srv.http}/api/games/${id}/record`);
          assert.equal(early.status, 409);
          assert.ok(!JSON.stringify(early.body).includes(SECRET));

          // Part of the game, a save in its middle, then the rest: the save's time falls between actions'.
          const players = [host, bea!, cy!, dan!, eve!];
          await playUntilOver(players, createRng(seedOf(8)), () => (host.latest()?.version ?? 0) >= 12);
          await clock.advance(1000);
          await save(cy!, 2, notebook('in the middle of the game', 1));
          const middle = expected.at(-1)!;
          await clock.advance(1000);
          await playUntilOver(players, createRng(seedOf(9)));
          await watcher.waitFor((m) => m.t === 'update' && m.view.phase.kind === 'over');

          const record = await get<PublishedRecord>(`${srv.http}/api/games/${id}/record`);
          assert.equal(record.status, 200);
          const { notebookHistory, notebooks, actions } = record.body;
          // The oldest saves of seat 2 beyond the bound are gone; the rest, in order of time, then seat.
          const kept = expected.filter((s) => s.seat !== 2 || s.version > versions[2]! - NOTEBOOK_SAVES_KEPT);
          assert.equal(kept.length, expected.length - (versions[2]! - NOTEBOOK_SAVES_KEPT));
          assert.deepEqual(notebookHistory, kept);
          assert.equal(notebookHistory.filter((s) => s.seat === 2).length, NOTEBOOK_SAVES_KEPT);
          assert.equal(notebookHistory.find((s) => s.seat === 2)?.notes, `${SECRET} save ${extra + 1}`);
          for (let i = 1; i < notebookHistory.length; i++)
            assert.ok(notebookHistory[i - 1]!.at <= notebookHistory[i]!.at, 'in order of time');
          // The final notebooks are still there, as older readers know them: each seat's last save.
          assert.deepEqual(
            notebooks,
            [0, 2].map((seat) => {
              const last = expected.findLast((s) => s.seat === seat)!;
              return { seat, marks: last.marks, notes: last.notes };
            }),
          );
          // The save made during the game stands between actions by its time.
          assert.ok(actions.some((a) => a.at < middle.at));
          assert.ok(actions.some((a) => a.at > middle.at));

          // Nobody but the saving seat's own devices ever heard a save; no message carries a history.
          for (const c of [bea!, dan!, eve!, watcher])
            assert.ok(!c.frames.some((f) => f.includes(SECRET)), 'never to another seat or a spectator');
          assert.ok(
            !cy!.frames.some((f) => f.includes(`${SECRET} host`)),
            "seat 0's notes never reach seat 2",
          );
          assert.ok(
            !host.frames.some((f) => f.includes(`${SECRET} save`)),
            "seat 2's notes never reach seat 0",
          );
          for (const c of clients) assert.ok(!c.frames.some((f) => f.includes('notebookHistory')));
        } finally {
          for (const c of clients) c.close();
          await srv.close();
        }
      },
    );
  }
});
