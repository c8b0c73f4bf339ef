/**
 * Writes that fail (a locked SQLite file, a database gone for a moment) and bots that err must never stall a
 * game: players are told to try again, the server's own moves are tried again with backoff until stored,
 * and every failure is logged with its game and counted.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Bot } from '@among-cultists/bots';
import { countOf } from './metrics.ts';
import { ManualClock } from './testing-clock.ts';
import { assertRecordReplays, drive, RecordingLog, startServer, startTable } from './testing.ts';

/** A second connection holding the write lock: every write of the server fails until `release`. */
function lock(file: string): { release(): void } {
  const other = new SQLite(file);
  other.exec('BEGIN EXCLUSIVE');
  return {
    release() {
      other.exec('COMMIT');
      other.close();
    },
  };
}

describe('failed writes never stall a game', () => {
  test('a locked database: the player is told to retry, bots retry with backoff, and the game goes on', async () => {
    const clock = new ManualClock();
    const log = new RecordingLog();
    const file = join(mkdtempSync(join(tmpdir(), 'among-cultists-lock-')), 'games.sqlite');
    const srv = await startServer({ clock, log, database: { url: file } });
    try {
      const { id, host } = await startTable(srv);
      await host.waitFor((m) => m.t === 'update' && m.view.phase.kind === 'night');
      const held = lock(file);
      host.act({ type: 'ready' });
      await host.waitFor((m) => m.t === 'error' && m.code === 'server/unavailable');
      // The bots' readies fail too, and are tried again, later and later.
      await clock.advance(1000);
      assert.ok((await countOf(srv.server.metrics.failures, { operation: 'bot' })) >= 4);
      assert.ok((await countOf(srv.server.metrics.retries, { operation: 'bot' })) >= 4);
      assert.ok(log.errors().some((e) => e.details.game === id && e.details.operation === 'bot'));
      assert.ok(log.errors().some((e) => e.details.game === id && e.details.operation === 'write'));
      assert.equal(host.latest()!.view.phase.kind, 'night');
      held.release();
      await clock.advance(20_000);
      host.act({ type: 'ready' });
      await drive(clock, host, () => host.latest()!.view.phase.kind === 'movement', false);
      // What was stored replays to what the player sees.
      await drive(clock, host, () => host.latest()!.view.phase.kind === 'over');
      await assertRecordReplays(srv, id, host);
      host.close();
    } finally {
      await srv.close();
    }
  });

  test('a deadline whose defaults cannot be stored is tried again until they are', async () => {
    const clock = new ManualClock();
    const log = new RecordingLog();
    const file = join(mkdtempSync(join(tmpdir(), 'among-cultists-lock-')), 'games.sqlite');
    const srv = await startServer({ clock, log, database: { url: file } });
    try {
      const { id, host } = await startTable(srv, { settings: { timers: { night: 5 } } });
      await host.waitFor((m) => m.t === 'update' && m.view.phase.kind === 'night');
      // The bots are ready; the host is not.
      await clock.advance(1000);
      const held = lock(file);
      await clock.advance(5000);
      assert.ok((await countOf(srv.server.metrics.failures, { operation: 'deadline' })) >= 1);
      assert.ok(log.errors().some((e) => e.details.game === id && e.details.operation === 'deadline'));
      assert.equal(host.latest()!.view.phase.kind, 'night');
      held.release();
      await clock.advance(20_000);
      await host.waitFor((m) => m.t === 'update' && m.view.phase.kind !== 'night');
      host.close();
    } finally {
      await srv.close();
    }
  });

  test('a bot whose move is refused does not leave its seat mute: the safe default plays instead', async () => {
    const clock = new ManualClock();
    const log = new RecordingLog();
    // A bot that always passes, which the Night Phase refuses.
    const stubborn = (): Bot => ({ kind: 'stubborn', decide: () => ({ type: 'pass' }) });
    const srv = await startServer({ clock, log, createBot: stubborn });
    try {
      const { id, host } = await startTable(srv);
      await host.waitFor((m) => m.t === 'update' && m.view.phase.kind === 'night');
      host.act({ type: 'ready' });
      await drive(clock, host, () => host.latest()!.view.phase.kind === 'movement', false);
      assert.ok((await countOf(srv.server.metrics.failures, { operation: 'bot' })) >= 4);
      assert.ok(
        log
          .errors()
          .some((e) => e.details.game === id && /refused|illegal|not/i.test(String(e.details.error))),
      );
      host.close();
    } finally {
      await srv.close();
    }
  });
});
