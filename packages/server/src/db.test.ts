/**
 * The database rides through faults: PostgreSQL connections terminated or frozen, the database
 * stopped and started again or not up yet at start-up; a SQLite file locked by another process;
 * and a database that cannot be used is reported in one readable line.
 *
 * The PostgreSQL faults are played on a server of the test's own (testing-postgres.ts), never on the
 * shared one. An 'error' event nobody listens to would crash this test process: no listener for
 * 'uncaughtException' hides it.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '@among-cultists/protocol/testing';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { checkDatabase, DatabaseError, openDatabase, SQLITE_BUSY_TIMEOUT_MS, type Db } from './db.ts';
import { postgresAvailable, startPostgres, type LocalPostgres } from './testing-postgres.ts';

interface Reported {
  readonly error: unknown;
  readonly context: string;
}

function recorder(): { readonly errors: Reported[]; onError(error: unknown, context: string): void } {
  const errors: Reported[] = [];
  return {
    errors,
    onError(error, context) {
      errors.push({ error, context });
    },
  };
}

async function backendPid(db: Db): Promise<number> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  return rows[0]!.pid;
}

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

function assertOneLine(error: unknown, ...mentions: string[]): asserts error is DatabaseError {
  assert.ok(error instanceof DatabaseError, `a DatabaseError, not ${String(error)}`);
  assert.doesNotMatch(error.message, /\n/);
  for (const m of mentions) assert.ok(error.message.includes(m), `"${error.message}" names ${m}`);
}

const unavailable = postgresAvailable();

describe('PostgreSQL faults (a server of the test’s own)', () => {
  let server: LocalPostgres;
  // Without PostgreSQL's binaries each test is still registered, as skipped with the reason.
  const skip = unavailable ?? false;
  before(async () => {
    if (!skip) server = await startPostgres();
  });
  after(async () => {
    if (!skip) await server.close();
  });

  test(
    'connections terminated by pg_terminate_backend while idle are reported to onError, and the next query succeeds',
    { skip },
    async () => {
      const hooks = recorder();
      const db = await openDatabase({ url: server.url }, hooks);
      try {
        // Several connections in the pool, all idle afterwards.
        await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(db)));
        const terminated = await server.terminateBackends();
        assert.ok(terminated >= 1);
        await until(() => hooks.errors.length === terminated, `${terminated} reported errors`);
        for (const { error, context } of hooks.errors) {
          assert.match(context, /idle/);
          assert.equal((error as { code?: string }).code, '57P01'); // admin_shutdown
        }
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
        assert.deepEqual(rows, [{ one: 1 }]);
        assert.equal(await checkDatabase(db, 1000), true);
      } finally {
        await db.destroy();
      }
    },
  );

  test(
    'a connection terminated in the middle of a transaction fails that transaction, not the process',
    { skip },
    async () => {
      const hooks = recorder();
      const db = await openDatabase({ url: server.url }, hooks);
      try {
        await assert.rejects(
          db.transaction().execute(async (trx) => {
            await sql`select 1`.execute(trx);
            // The connection is checked out, between two queries, when the server closes it.
            assert.equal(await server.terminateBackends(), 1);
            await until(() => hooks.errors.length === 1, 'the reported error');
            await sql`select 2`.execute(trx);
          }),
        );
        assert.equal(hooks.errors.length, 1);
        assert.match(hooks.errors[0]!.context, /in use/);
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
        assert.deepEqual(rows, [{ one: 1 }]);
      } finally {
        await db.destroy();
      }
    },
  );

  test(
    'while the database is stopped queries fail fast and checkDatabase is false; once it is started again both recover',
    { skip },
    async () => {
      const hooks = recorder();
      const db = await openDatabase({ url: server.url }, hooks);
      try {
        await sql`select 1`.execute(db);
        await server.stop();
        // The idle connection closed by the shutdown was reported, not thrown.
        await until(() => hooks.errors.length >= 1, 'the reported error');
        const started = Date.now();
        await assert.rejects(sql`select 1`.execute(db));
        assert.equal(await checkDatabase(db, 1000), false);
        assert.ok(Date.now() - started < 2000, 'failing takes no time: the connection is refused');
        await server.start();
        assert.equal(await checkDatabase(db, 2000), true);
        await db
          .insertInto('games')
          .values({
            id: 'RESTART1',
            status: 'lobby',
            options: '{}',
            seed: '',
            commitment: '',
            created_at: 0,
            timers: null,
          })
          .execute();
        const row = await db.selectFrom('games').select('id').where('id', '=', 'RESTART1').executeTakeFirst();
        assert.deepEqual(row, { id: 'RESTART1' });
        await db.deleteFrom('games').where('id', '=', 'RESTART1').execute();
      } finally {
        await db.destroy();
      }
    },
  );

  test(
    'a statement running longer than queryTimeoutMs is cancelled by the server, and the connection is kept',
    { skip },
    async () => {
      const db = await openDatabase({ url: server.url, queryTimeoutMs: 200 });
      try {
        const pid = await backendPid(db);
        const started = Date.now();
        await assert.rejects(sql`select pg_sleep(5)`.execute(db), { code: '57014' }); // query_canceled
        assert.ok(Date.now() - started < 2000);
        assert.equal(await backendPid(db), pid);
      } finally {
        await db.destroy();
      }
    },
  );

  test(
    'a database that stops answering fails the query after its timeout, checkDatabase gives up after its own, and the stuck connection is replaced',
    { skip },
    async () => {
      const db = await openDatabase({ url: server.url, queryTimeoutMs: 200 });
      const frozen: number[] = [];
      try {
        // One connection in the pool, then frozen: the server sees the query but never answers.
        const first = await backendPid(db);
        process.kill(first, 'SIGSTOP');
        frozen.push(first);
        await assert.rejects(sql`select 1`.execute(db), /timeout/);
        // The connection was closed, not put back in the pool: the next query gets a new one.
        const second = await backendPid(db);
        assert.notEqual(second, first);

        process.kill(second, 'SIGSTOP');
        frozen.push(second);
        const started = Date.now();
        assert.equal(await checkDatabase(db, 300), false);
        assert.ok(Date.now() - started < 1000, 'checkDatabase keeps to its timeout');
        assert.equal(await checkDatabase(db, 2000), true); // on a new connection
      } finally {
        for (const pid of frozen) process.kill(pid, 'SIGCONT');
        await db.destroy();
      }
    },
  );

  test(
    'openDatabase waits for a database that is not up yet at start-up, reporting each failed attempt',
    { skip },
    async () => {
      await server.stop();
      const hooks = recorder();
      // The server comes up once two attempts failed (waiting on that, not on a guess of how long they take).
      const starting = until(() => hooks.errors.length >= 2, 'two failed attempts').then(() =>
        server.start(),
      );
      const db = await openDatabase({ url: server.url, startupTimeoutMs: 20_000 }, hooks);
      try {
        await starting;
        assert.ok(hooks.errors.length >= 2, `${hooks.errors.length} failed attempts reported`);
        assert.match(hooks.errors[0]!.context, /start-up/);
        assert.equal(await checkDatabase(db, 1000), true);
      } finally {
        await starting;
        await db.destroy();
      }
    },
  );
});

test('openDatabase against a closed port retries with growing waits, then throws a one-line DatabaseError within startupTimeoutMs', async () => {
  const port = await closedPort();
  const hooks = recorder();
  const started = Date.now();
  const error: unknown = await openDatabase(
    { url: `postgres://postgres:secret@127.0.0.1:${port}/test`, startupTimeoutMs: 1000 },
    hooks,
  ).then(
    () => assert.fail('opened a database on a closed port'),
    (e: unknown) => e,
  );
  const elapsed = Date.now() - started;
  assertOneLine(error, `127.0.0.1:${port}`, 'ECONNREFUSED', 'DATABASE_URL');
  assert.doesNotMatch(error.message, /secret/);
  assert.ok(elapsed >= 1000 && elapsed < 3000, `gave up after ${elapsed} ms`);
  // Waits of 0.2 s, 0.4 s, then the 0.4 s left: four attempts, each failure but the last one reported.
  assert.ok(hooks.errors.length >= 2 && hooks.errors.length <= 3, `${hooks.errors.length} reported`);
  assert.match(hooks.errors[0]!.context, /start-up \(attempt 1; next in 200 ms\)/);
  assert.match(hooks.errors[1]!.context, /start-up \(attempt 2; next in 400 ms\)/);
});

test('a hook that throws does not stop the start-up retries', async () => {
  const port = await closedPort();
  let calls = 0;
  await assert.rejects(
    openDatabase(
      { url: `postgres://postgres@127.0.0.1:${port}/test`, startupTimeoutMs: 300 },
      {
        onError() {
          calls++;
          throw new Error('a broken logger');
        },
      },
    ),
    DatabaseError,
  );
  assert.ok(calls >= 2);
});

describe('SQLite', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'among-cultists-db-'));
  });
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test(`waits SQLITE_BUSY_TIMEOUT_MS (${SQLITE_BUSY_TIMEOUT_MS} ms), not 5 s, for a lock: a write to a file another connection holds fails at once and succeeds once it is free`, async () => {
    const file = join(dir, 'locked.sqlite');
    const db = await openDatabase({ url: file });
    const other = new SQLite(file);
    try {
      const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
      assert.deepEqual(rows, [{ timeout: SQLITE_BUSY_TIMEOUT_MS }]);

      other.exec('BEGIN EXCLUSIVE');
      const insert = () =>
        db
          .insertInto('games')
          .values({
            id: 'LOCKED01',
            status: 'lobby',
            options: '{}',
            seed: '',
            commitment: '',
            created_at: 0,
            timers: null,
          })
          .execute();
      const started = Date.now();
      await assert.rejects(insert(), { code: 'SQLITE_BUSY' });
      // The point is the event loop: better-sqlite3 blocks it for as long as it waits.
      assert.ok(Date.now() - started < 1000, `the write waited ${Date.now() - started} ms`);
      other.exec('ROLLBACK');
      await insert();
      assert.equal((await db.selectFrom('games').select('id').execute()).length, 1);
    } finally {
      other.close();
      await db.destroy();
    }
  });

  test('a file that is not a SQLite database gives a one-line DatabaseError naming the file and what to do', async () => {
    const file = join(dir, 'notes.sqlite');
    writeFileSync(file, 'These are not the games you are looking for.\n'.repeat(200));
    const error = await openDatabase({ url: file }).then(
      () => assert.fail('opened a text file as a database'),
      (e: unknown) => e,
    );
    assertOneLine(error, file, 'not a SQLite database', 'restore a backup or move it away');
  });

  test('a DATA_DIR that cannot be created gives a one-line DatabaseError naming it', async () => {
    const blocker = join(dir, 'a-file');
    writeFileSync(blocker, '');
    const dataDir = join(blocker, 'data');
    const error = await openDatabase({ dataDir }).then(
      () => assert.fail('created a folder inside a file'),
      (e: unknown) => e,
    );
    assertOneLine(error, dataDir, 'DATA_DIR');
  });

  test('checkDatabase is true for an open database and false, without throwing, once it is closed', async () => {
    const db = await openDatabase({ url: ':memory:' });
    assert.equal(await checkDatabase(db, 1000), true);
    await db.destroy();
    assert.equal(await checkDatabase(db, 1000), false);
  });
});
