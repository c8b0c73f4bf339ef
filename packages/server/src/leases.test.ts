import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { until } from '@among-cultists/protocol/testing';
import { openDatabase, type Db } from './db.ts';
import { LeaseKeeper, type LeaseSettings } from './leases.ts';
import { silentLog } from './log.ts';
import { createMetrics } from './metrics.ts';
import { insertGame, saveSeats } from './store.ts';
import { systemClock } from './clock.ts';
import { createDatabase, type TestDatabase } from './testing-cluster.ts';

/**
 * Leases on a PostgreSQL database of the test's own: every game being played is held by exactly one node,
 * a node that stops renewing loses its games to the others after the TTL, and one that gives them up
 * loses them at once. Expiry is judged by the database's clock; the test waits on it, a few hundred ms.
 */
const SETTINGS: LeaseSettings = { renewMs: 50, ttlMs: 400, claimBatch: 100 };

let database: TestDatabase;
let db: Db;

async function playing(id: string): Promise<void> {
  await insertGame(db, {
    id,
    status: 'lobby',
    options: { players: 5 },
    seed: 'ab'.repeat(32),
    commitment: 'cd'.repeat(32),
    timers: {},
    seats: [{ seat: 0, name: 'A', kind: 'human', tokenHash: null, character: 0 }],
  });
  await saveSeats(db, id, [{ seat: 0, name: 'A', kind: 'human', tokenHash: null, character: 0 }], 'playing');
}

/** Leases that never expire within a test: for what does not depend on the TTL (a loaded machine may take
 *  longer than SETTINGS' 400 ms between two ticks). */
const LONG: LeaseSettings = { ...SETTINGS, ttlMs: 120_000 };

function keeper(node: string, events: string[], settings = SETTINGS): LeaseKeeper {
  return new LeaseKeeper(
    db,
    node,
    { clock: systemClock, log: silentLog, metrics: createMetrics() },
    settings,
    {
      gained: (game) => events.push(`${node}+${game}`),
      lost: (game) => events.push(`${node}-${game}`),
    },
  );
}

describe('leases: which node runs a game’s timers and bots', () => {
  before(async () => {
    database = await createDatabase();
    db = await openDatabase({ url: database.url });
  });
  after(async () => {
    await db.destroy();
    await database.drop();
  });

  test('two nodes claiming together hold every game being played exactly once; lobbies and finished games are nobody’s', async () => {
    for (let i = 0; i < 30; i++) await playing(`G${i}`);
    await insertGame(db, {
      id: 'LOBBY',
      status: 'lobby',
      options: { players: 5 },
      seed: 'ab'.repeat(32),
      commitment: 'cd'.repeat(32),
      timers: {},
      seats: [{ seat: 0, name: 'A', kind: 'human', tokenHash: null, character: 0 }],
    });
    const events: string[] = [];
    const one = keeper('one', events, LONG);
    const two = keeper('two', events, LONG);
    await Promise.all([one.tick(), two.tick(), one.tick(), two.tick()]);
    const held = [...one.held, ...two.held].sort();
    assert.deepEqual(held, Array.from({ length: 30 }, (_, i) => `G${i}`).sort());
    assert.equal(new Set(held).size, 30, 'no game held twice');
    assert.ok(!held.includes('LOBBY'));
    // A game that finishes is given up at the next tick.
    const holder = one.holds('G0') ? one : two;
    await saveSeats(
      db,
      'G0',
      [{ seat: 0, name: 'A', kind: 'human', tokenHash: null, character: 0 }],
      'finished',
    );
    await holder.tick();
    assert.ok(!holder.holds('G0'));
    assert.ok(events.includes(`${holder === one ? 'one' : 'two'}-G0`));
    await one.release();
    await two.release();
  });

  test('a node that stops renewing (killed) loses its games to another after the TTL; one that releases them, at once', async () => {
    await db.deleteFrom('leases').execute();
    const events: string[] = [];
    const dead = keeper('dead', events);
    const alive = keeper('alive', events);
    await dead.tick();
    const games = [...dead.held];
    assert.ok(games.length > 0);
    // Within the TTL, nothing moves.
    await alive.tick();
    assert.equal(alive.held.size, 0);
    // After the TTL (the database's clock) the next tick takes them: ticking until it does.
    await until(
      async () => {
        await alive.tick();
        return alive.held.size > 0;
      },
      'the TTL to lapse',
      { everyMs: 100 },
    );
    assert.deepEqual([...alive.held].sort(), games.sort());
    // The dead node, were it only paused, finds out at its next tick that the games are no longer its own.
    await dead.tick();
    assert.equal(dead.held.size, 0);
    for (const g of games) assert.ok(events.includes(`dead-${g}`));
    // Released (a drain): another node holds them at its next tick.
    const next = keeper('next', events);
    await alive.release();
    await next.tick();
    assert.deepEqual([...next.held].sort(), games.sort());
    await next.release();
  });
});
