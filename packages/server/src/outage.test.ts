/**
 * A database outage (issue 24): every command a player sends while storage is away is answered with the
 * retryable `server/unavailable` (the notebook with its own `notebook/unavailable`), the first and every
 * one after it, never `server/error`; and the game goes on once storage is back.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ServerMessage } from '@among-cultists/protocol';
import { ManualClock } from './testing-clock.ts';
import { postgresAvailable, startPostgres, type LocalPostgres } from './testing-postgres.ts';
import { drive, RecordingLog, startServer, startTable, type TestClient } from './testing.ts';

const unavailable = postgresAvailable();

/** The first error or rejection `c` is sent from its message `from` on. */
async function answerAfter(c: TestClient, from: number): Promise<ServerMessage> {
  return c.waitFor((m) => m.t === 'error' || m.t === 'rejected', from, 20_000);
}

describe('a database outage', () => {
  let pg: LocalPostgres;
  const skip = unavailable ?? false;
  before(async () => {
    if (!skip) pg = await startPostgres();
  });
  after(async () => {
    if (!skip) await pg.close();
  });

  test(
    'every command during the outage is answered server/unavailable, the first and all after it',
    { skip },
    async () => {
      const clock = new ManualClock();
      const log = new RecordingLog();
      const srv = await startServer({ clock, log, database: { url: pg.url } });
      try {
        const { host } = await startTable(srv);
        await host.waitFor((m) => m.t === 'update' && m.view.phase.kind === 'night');
        await pg.stop();
        const commands: [string, unknown][] = [
          ['act', { t: 'act', version: host.latest()!.version, action: { type: 'ready' } }],
          ['act again', { t: 'act', version: host.latest()!.version, action: { type: 'ready' } }],
          ['chat', { t: 'chat', text: 'anyone there?' }],
          ['claim', { t: 'claim', claim: { kind: 'suspect', target: 1 } }],
          ['chat history', { t: 'chatHistory', before: 1 }],
          ['notebook', { t: 'notebook', marks: [null, null, null, null, null], notes: 'who?' }],
          ['takeover', { t: 'takeover', seat: 1 }],
          ['takeback', { t: 'takeback' }],
          ['act once more', { t: 'act', version: host.latest()!.version, action: { type: 'ready' } }],
        ];
        const answers: string[] = [];
        for (const [name, command] of commands) {
          const from = host.messages.length;
          host.send(command);
          const answer = await answerAfter(host, from);
          answers.push(
            `${name}: ${answer.t === 'error' || answer.t === 'rejected' ? answer.code : answer.t}`,
          );
        }
        // The notebook says it in its own words (the web client shows it beside the notebook).
        const expected = commands.map(
          ([name]) => `${name}: ${name === 'notebook' ? 'notebook/unavailable' : 'server/unavailable'}`,
        );
        assert.deepEqual(answers, expected);
        // Each was logged as the failure it is, with its game.
        assert.ok(log.errors().length >= commands.length);
        await pg.start();
        await clock.advance(20_000);
        host.act({ type: 'ready' });
        await drive(clock, host, () => host.latest()!.view.phase.kind === 'movement', false);
        host.close();
      } finally {
        await srv.close();
      }
    },
  );

  test(
    'a server closing during the outage, with a game waiting to be read again, closes cleanly',
    { skip },
    async () => {
      const log = new RecordingLog();
      const srv = await startServer({ clock: new ManualClock(), log, database: { url: pg.url } });
      let closed = false;
      try {
        const { id, host } = await startTable(srv);
        await host.waitFor((m) => m.t === 'update' && m.view.phase.kind === 'night');
        await pg.stop();
        // A write that fails leaves the game to be read again before anything else is done with it.
        const from = host.messages.length;
        host.act({ type: 'ready' });
        await host.waitFor((m) => m.t === 'error' && m.code === 'server/unavailable', from);
        // Closing waits for the game's queue, whose reload fails: logged, never an unhandled rejection.
        await srv.close();
        closed = true;
        assert.ok(log.errors().some((e) => e.details['game'] === id && e.details['closing'] === true));
      } finally {
        if (!closed) await srv.close();
        await pg.start();
      }
    },
  );
});
