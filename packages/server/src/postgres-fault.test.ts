/**
 * The whole server on a PostgreSQL of the test's own that loses its connections and goes away for a
 * while: the process carries on, /healthz says the database is down, commands are refused with a
 * retryable error, and once the database is back every game goes on and its record replays.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { until } from '@among-cultists/protocol/testing';
import { countOf } from './metrics.ts';
import { ManualClock } from './testing-clock.ts';
import { postgresAvailable, startPostgres, type LocalPostgres } from './testing-postgres.ts';
import {
  assertRecordReplays,
  drive,
  get,
  post,
  RecordingLog,
  startServer,
  startTable,
  type RunningServer,
} from './testing.ts';

const unavailable = postgresAvailable();

describe('PostgreSQL faults', () => {
  let pg: LocalPostgres;
  // Without PostgreSQL's binaries each test is still registered, as skipped with the reason.
  const skip = unavailable ?? false;
  before(async () => {
    if (!skip) pg = await startPostgres();
  });
  after(async () => {
    if (!skip) await pg.close();
  });

  test(
    'terminated connections and a database restart: no crash, /healthz tells, commands are refused, then play goes on',
    { skip },
    async () => {
      const clock = new ManualClock();
      const log = new RecordingLog();
      const srv: RunningServer = await startServer({ clock, log, database: { url: pg.url } });
      try {
        const { id, host } = await startTable(srv);
        await host.waitFor((m) => m.t === 'update' && m.view.phase.kind === 'night');

        // Every backend of the pool is terminated: reported, never fatal.
        assert.ok((await pg.terminateBackends()) >= 1);
        await drive(clock, host, () => host.latest()!.view.phase.kind === 'movement');
        // Counted when the connection's end reaches the pool: on a busy machine after the Night was played.
        await until(
          async () => (await countOf(srv.server.metrics.failures, { operation: 'database' })) >= 1,
          'the terminated connections are counted as database failures',
        );

        // The database goes away.
        await pg.stop();
        const down = await get<{ ok: boolean; database: string }>(`${srv.http}/healthz`);
        assert.equal(down.status, 503);
        assert.deepEqual(down.body, { ok: false, database: 'down' });
        const refusedCreate = await post<{ error: { code: string } }>(`${srv.http}/api/games`, {
          players: 5,
          name: 'Late',
        });
        assert.equal(refusedCreate.status, 503);
        assert.equal(refusedCreate.body.error.code, 'server/unavailable');
        // The host's move, or the bots' (whichever is due), cannot be stored: nothing moves, nothing is lost.
        const before = host.latest()!.version;
        const latest = host.latest()!;
        if (latest.view.legal.length > 0) {
          host.act(latest.view.legal.find((a) => a.type !== 'claimVictory') ?? latest.view.legal[0]!);
          await host.waitFor((m) => m.t === 'error' && m.code === 'server/unavailable');
        }
        await clock.advance(2000);
        assert.ok(log.errors().some((e) => e.details.game === id));

        // Back: health returns, the retries store what waited, and the game finishes.
        await pg.start();
        assert.deepEqual((await get(`${srv.http}/healthz`)).body, { ok: true, database: 'up' });
        await clock.advance(20_000);
        await drive(clock, host, () => host.latest()!.view.phase.kind === 'over');
        assert.ok(host.latest()!.version > before);
        await assertRecordReplays(srv, id, host);
        host.close();
      } finally {
        await srv.close();
      }
    },
  );
});
