/**
 * A node frozen between an action's INSERT and its COMMIT (SIGSTOP: a paused VM, a stuck process) holds
 * that row; the next node storing the game's next action would wait on it for as long as the node is
 * frozen. With `lock_timeout` the wait ends in a few seconds with a retryable storage failure, and with
 * `idle_in_transaction_session_timeout` the database ends the frozen session, so that a retry then
 * succeeds: the game goes on through the other nodes, as it does when a node dies.
 *
 * The frozen node is a child process (testing-frozen-writer.ts) on a database of this test's own, made on
 * the shared PostgreSQL server (which is never stopped) and dropped at the end.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Action } from '@among-cultists/engine';
import { until } from '@among-cultists/protocol/testing';
import { openDatabase, type Db } from './db.ts';
import { errorText } from './log.ts';
import { appendAction, actionsSince, ConflictError } from './store.ts';
import { createDatabase, type TestDatabase } from './testing-cluster.ts';
import { errorAfter, hello, post, seatTable, startServer, type TestClient } from './testing.ts';

const FROZEN_WRITER = fileURLToPath(new URL('./testing-frozen-writer.ts', import.meta.url));
const LOCK_TIMEOUT_MS = 500;
const IDLE_IN_TRANSACTION_MS = 2000;
const TIMEOUTS = { lockTimeoutMs: LOCK_TIMEOUT_MS, idleInTransactionTimeoutMs: IDLE_IN_TRANSACTION_MS };

/** Whether a process is stopped (state T in /proc). */
function stopped(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('T');
  } catch {
    return false;
  }
}

/** Resolves with the child's output once it printed a line matching `pattern` (fails after 15 s). */
function printed(child: ChildProcess, output: string[], pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the frozen writer never printed ${pattern}: ${output.join('')}`));
    }, 15_000);
    const check = (): void => {
      if (!pattern.test(output.join(''))) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve();
    };
    child.stdout?.on('data', check);
    check();
  });
}

/** Starts a node that inserts action `seq` of `game` and freezes before its COMMIT; resolves once it is frozen. */
async function freezeAtInsert(
  url: string,
  game: string,
  seq: number,
): Promise<{ child: ChildProcess; output: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FROZEN_WRITER], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      GAME: game,
      SEQ: String(seq),
      PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: String(IDLE_IN_TRANSACTION_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => output.push(chunk));
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => output.push(chunk));
  await printed(child, output, /inserted/);
  await until(() => stopped(child.pid!), 'the writer to stop', { timeoutMs: 5000 });
  return { child, output };
}

const children: ChildProcess[] = [];
function release(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGCONT');
  child.kill('SIGKILL');
}

describe('a node frozen between an INSERT and its COMMIT', () => {
  let database: TestDatabase;
  let db: Db;
  before(async () => {
    database = await createDatabase();
    db = await openDatabase({ url: database.url, startupTimeoutMs: 5000, ...TIMEOUTS });
  });
  after(async () => {
    for (const child of children) release(child);
    await db.destroy();
    await database.drop();
  });

  test('storage: the next write of the game fails within the lock timeout, retryably, and succeeds once the database ended the frozen session', async () => {
    const game = 'HUNGSTORE1';
    const move = { type: 'pass' } as unknown as Action;
    await appendAction(db, game, 0, 1, move, false);
    const { child, output } = await freezeAtInsert(database.url, game, 1);
    children.push(child);

    const started = Date.now();
    const failure: unknown = await appendAction(db, game, 1, 2, move, false).then(
      () => null,
      (e: unknown) => e,
    );
    const waited = Date.now() - started;
    // A lock wait that gave up (55P03), not a lost race (the frozen row is not committed) nor a hang.
    assert.ok(failure !== null, 'the write waited on the frozen row and then went through?');
    assert.ok(!(failure instanceof ConflictError));
    assert.equal((failure as { code?: string }).code, '55P03', errorText(failure));
    assert.ok(waited < LOCK_TIMEOUT_MS + 1500, `answered after ${waited} ms`);

    // The server's retries (backoff) store it once the frozen session is gone; each refusal meanwhile is
    // the same retryable lock wait.
    let attempts = 1;
    await until(
      async () => {
        attempts++;
        try {
          await appendAction(db, game, 1, 2, move, false);
          return true;
        } catch (e) {
          assert.equal((e as { code?: string }).code, '55P03', errorText(e));
          return false;
        }
      },
      () => `the write to go through: still refused after ${attempts} attempts`,
      { timeoutMs: IDLE_IN_TRANSACTION_MS + 5000 - (Date.now() - started), everyMs: 200 },
    );
    assert.deepEqual(
      (await actionsSince(db, game, 0)).map((a) => a.seat),
      [1, 2],
      "the live node's action is stored; the frozen one's is not",
    );
    // The database ended the frozen session: continued, its commit fails and nothing of it is stored.
    child.kill('SIGCONT');
    await printed(child, output, /commit failed/);
    assert.deepEqual(
      (await actionsSince(db, game, 0)).map((a) => a.seat),
      [1, 2],
    );
  });

  test('server: a player whose action waits on the frozen row is told server/unavailable within seconds, and the same action then goes through', async () => {
    const srv = await startServer({
      database: { url: database.url, startupTimeoutMs: 5000, ...TIMEOUTS },
      limits: { messages: { burst: 1000, perSecond: 1000 } },
    });
    const clients: TestClient[] = [];
    try {
      // Five people, no bot: nothing acts but the test.
      const { id, tokens } = await seatTable(srv, { people: ['Bea', 'Cy', 'Dan', 'Eve'] });
      for (const token of tokens) clients.push(await hello(srv, id, token));
      assert.equal((await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] })).status, 200);
      for (const c of clients) await c.waitFor((m) => m.t === 'update');
      const mover = clients.find((c) => (c.latest()?.view.legal.length ?? 0) > 0)!;
      const { version, view } = mover.latest()!;
      const action = view.legal.find((a) => a.type !== 'claimVictory') ?? view.legal[0]!;
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from actions where game_id = ${id}`.execute(db);
      const { child } = await freezeAtInsert(database.url, id, rows[0]!.n);
      children.push(child);

      const started = Date.now();
      const from = mover.messages.length;
      mover.send({ t: 'act', version, action });
      const refused = await errorAfter(mover, from);
      assert.equal(refused.code, 'server/unavailable');
      assert.ok(Date.now() - started < LOCK_TIMEOUT_MS + 1500, `answered after ${Date.now() - started} ms`);

      // Sent again (as the client may), it is stored once the frozen session is gone; until then each try
      // is refused as server/unavailable.
      await until(
        async () => {
          const again = mover.messages.length;
          mover.send({ t: 'act', version, action });
          const answer = await mover.waitFor(
            (m) => m.t === 'update' || m.t === 'error' || m.t === 'rejected',
            again,
          );
          if (answer.t === 'update') return true;
          assert.equal(answer.t === 'error' && answer.code, 'server/unavailable', JSON.stringify(answer));
          return false;
        },
        'the action to be stored: still refused',
        { timeoutMs: IDLE_IN_TRANSACTION_MS + 5000 - (Date.now() - started), everyMs: 200 },
      );
      assert.ok(mover.latest()!.version > version);
      release(child);
    } finally {
      for (const c of clients) c.close();
      await srv.close();
    }
  });
});
