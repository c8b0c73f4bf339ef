/**
 * Fuzzing the message handler: random and malformed input from seated players and strangers. The
 * server must stay up, answer with error codes, never change a game on bad input, and every game
 * must remain playable and replayable.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ACTION_TYPES, createRng, randomInt } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { until } from '@among-cultists/protocol/testing';
import { assertRecordReplays, get, startServer, startTable, TestClient } from './testing.ts';

/** Every action type the engine has (its one table), and one it has not. */
const TYPES = [...ACTION_TYPES, 'nonsense'];

/** Messages that look almost right, and messages that do not look like anything. */
const junk = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc
    .record({
      t: fc.constantFrom('hello', 'act', 'chat', 'ping', 'x'),
      version: fc.integer({ min: -5, max: 5000 }),
    })
    .map((m) => JSON.stringify(m)),
  fc
    .record({
      version: fc.oneof(fc.integer({ min: -1, max: 300 }), fc.string()),
      action: fc.record(
        {
          type: fc.constantFrom(...TYPES),
          to: fc.oneof(fc.integer({ min: -3, max: 40 }), fc.constant(null), fc.string()),
          target: fc.oneof(fc.integer({ min: -3, max: 12 }), fc.constant(null)),
          card: fc.constantFrom('alive', 'dead', 'success', 'joker', 3),
          room: fc.integer({ min: -3, max: 40 }),
          reveal: fc.oneof(fc.boolean(), fc.string()),
          accept: fc.oneof(fc.boolean(), fc.integer()),
          partner: fc.integer({ min: -3, max: 12 }),
        },
        { requiredKeys: ['type'] },
      ),
    })
    .map((m) => JSON.stringify({ t: 'act', ...m })),
  fc.string({ maxLength: 400 }).map((text) => JSON.stringify({ t: 'chat', text })),
);

test('random and malformed messages never crash the server nor change a game; games stay playable', async () => {
  // Limits that let every frame through to the parser (closing on abuse has its own test).
  const srv = await startServer({ limits: { messages: { burst: 1e6, perSecond: 1e6 }, strikes: 1e6 } });
  try {
    const table = await startTable(srv);
    const { id } = table;
    const token = table.tokens[0]!;
    let host = table.host;
    const samples = fc.sample(junk, { numRuns: 1500, seed: 42 });
    const rng = createRng(seedOf(9));
    let sent = 0;
    let errors = 0;
    for (const frame of samples) {
      if (host.closed) {
        // Repeated abuse closes the connection: the player reconnects.
        host = await TestClient.connect(srv.ws);
        host.send({ t: 'hello', game: id, token });
        await host.waitFor((m) => m.t === 'update');
      }
      host.send(frame);
      sent += 1;
      // Now and then a real move, so that the game goes on between the junk.
      const latest = host.latest();
      if (sent % 10 === 0 && latest && latest.view.legal.length > 0)
        host.act(latest.view.legal[randomInt(rng, latest.view.legal.length)]!);
      if (sent % 50 === 0) await new Promise((r) => setTimeout(r, 5));
      // A stranger without a seat too.
      if (sent % 100 === 0) {
        const stranger = await TestClient.connect(srv.ws);
        stranger.send(frame);
        stranger.send({ t: 'hello', game: id });
        stranger.send(frame);
        stranger.close();
      }
    }
    const refusals = () => host.messages.filter((m) => m.t === 'error' || m.t === 'rejected').length;
    await until(
      () => refusals() > 500,
      () => `the junk to be answered (${refusals()} errors)`,
    );
    errors = refusals();
    assert.ok(errors > 500, `the junk was parsed and answered (${errors} errors)`);
    assert.deepEqual((await get(`${srv.http}/healthz`)).body, { ok: true, database: 'up' });
    // The game finishes with legal play, and its record replays.
    host.close();
    host = await TestClient.connect(srv.ws);
    host.send({ t: 'hello', game: id, token });
    const deadline = Date.now() + 60_000;
    const actedOn = new Map<number, number>();
    while (host.latest()?.view.phase.kind !== 'over') {
      const latest = host.latest();
      if (latest && latest.view.legal.length > 0 && (actedOn.get(latest.version) ?? 0) < Date.now() - 300) {
        actedOn.set(latest.version, Date.now());
        host.act(latest.view.legal[randomInt(rng, latest.view.legal.length)]!);
      }
      assert.ok(Date.now() < deadline);
      await host.next(300);
    }
    await assertRecordReplays(srv, id, host);
    host.close();
  } finally {
    await srv.close();
  }
});
