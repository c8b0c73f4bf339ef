// The test runner's count (scripts/test.mjs): the count reporter run by node:test itself on a file of
// passing, skipped and todo tests, then what the runner concludes from it (floor, skips apart, CI's rule).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { absentServices, isExpectedSkip, skippedLines, summarise, type FileCount } from './test-counts.mjs';

const REPORTER = new URL('./test-count-reporter.mjs', import.meta.url).pathname;

const FIXTURE = `
import { describe, test } from 'node:test';
describe('storage', () => {
  test('on SQLite', () => {});
  test('on PostgreSQL', { skip: 'DATABASE_URL is not a postgres:// URL' }, () => {});
  test('checked by haproxy', (t) => { t.skip('haproxy is not installed'); });
});
describe('a whole suite', { skip: 'PostgreSQL binaries not found' }, () => { test('never reported', () => {}); });
test('plain', () => {});
test('later', { todo: 'not written yet' }, () => {});
`;

function withoutTestContext(): NodeJS.ProcessEnv {
  const { NODE_TEST_CONTEXT: _marker, ...env } = process.env;
  return env;
}

describe('the test runner counts what ran', () => {
  let dir: string;
  let file: string;
  let counts: Record<string, FileCount>;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'among-cultists-test-counts-'));
    file = join(dir, 'fixture.test.mjs');
    writeFileSync(file, FIXTURE);
    const out = join(dir, 'count.json');
    const run = spawnSync(
      process.execPath,
      ['--test', `--test-reporter=${REPORTER}`, `--test-reporter-destination=${out}`, file],
      // Without the runner's own marker, the child is a test run of its own, not a file of this one's.
      { cwd: dir, encoding: 'utf8', env: withoutTestContext() },
    );
    assert.equal(run.status, 0, run.stderr);
    counts = JSON.parse(readFileSync(out, 'utf8')) as Record<string, FileCount>;
  });
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test('the reporter counts the tests that passed and lists the skipped ones with their reasons', () => {
    const entry = counts[file]!;
    assert.equal(entry.passed, 2, 'on SQLite and plain');
    assert.equal(entry.failed, 0);
    assert.deepEqual(entry.skipped.map((s) => `${s.name}: ${s.reason}`).sort(), [
      'a whole suite: PostgreSQL binaries not found',
      'checked by haproxy: haproxy is not installed',
      'later: todo: not written yet',
      'on PostgreSQL: DATABASE_URL is not a postgres:// URL',
    ]);
    assert.equal(entry.planned, entry.results, 'every planned subtest reported');
  });

  test('skips are not counted toward the floor, and are listed one a line', () => {
    const options = { root: dir, whole: true, expectAll: false, absent: [] };
    const at2 = summarise(counts, ['fixture.test.mjs'], { ...options, floor: 2 });
    assert.deepEqual(at2.problems, []);
    assert.equal(at2.total, 2);
    const at3 = summarise(counts, ['fixture.test.mjs'], { ...options, floor: 3 });
    assert.deepEqual(at3.problems, ['2 tests passed, below the floor of 3 (scripts/test-floor.json)']);
    const lines = skippedLines(at2.skipped);
    assert.equal(lines[0], '4 skipped, not counted:');
    assert.ok(
      lines.includes(
        '  skipped: fixture.test.mjs › on PostgreSQL: DATABASE_URL is not a postgres:// URL (unexpected)',
      ),
      lines.join('\n'),
    );
  });

  test('on CI a skip is a failure unless the service it names is absent', () => {
    const options = { root: dir, whole: false, floor: 0, expectAll: true };
    const all = summarise(counts, ['fixture.test.mjs'], { ...options, absent: [] });
    assert.equal(all.problems.length, 4, all.problems.join('\n'));
    assert.match(all.problems[0]!, /^unexpected skip .*fixture\.test\.mjs › /);
    const lacking = summarise(counts, ['fixture.test.mjs'], {
      ...options,
      absent: ['PostgreSQL at DATABASE_URL', 'HAProxy', "PostgreSQL's binaries (initdb, pg_ctl, postgres)"],
    });
    // Only the todo test names no absent service.
    assert.deepEqual(lacking.problems, [
      'unexpected skip (every service is expected here): fixture.test.mjs › later',
    ]);
    assert.deepEqual(
      summarise(counts, ['fixture.test.mjs'], { ...options, expectAll: false, absent: [] }).problems,
      [],
    );
  });

  test('a file that reported nothing is a problem', () => {
    const r = summarise(counts, ['fixture.test.mjs', 'lost.test.ts'], {
      root: dir,
      whole: false,
      floor: 0,
      expectAll: false,
      absent: [],
    });
    assert.deepEqual(r.problems, ['lost.test.ts reported no test']);
  });
});

test('services are probed: a skip names the one it lacks', () => {
  assert.ok(isExpectedSkip('haproxy is not installed (apt-get install -y haproxy)', ['HAProxy']));
  assert.ok(!isExpectedSkip('haproxy is not installed (apt-get install -y haproxy)', ['Chromium']));
  assert.ok(isExpectedSkip('DATABASE_URL is not a postgres:// URL', ['PostgreSQL at DATABASE_URL']));
  // An empty PATH and no DATABASE_URL: those services are absent whatever this machine has.
  const absent = absentServices({ PATH: '' });
  assert.ok(absent.includes('PostgreSQL at DATABASE_URL'));
  assert.ok(absent.includes('Redis (redis-server)'));
  assert.ok(
    !absentServices({ PATH: '', DATABASE_URL: 'postgres://x@127.0.0.1/db' }).includes(
      'PostgreSQL at DATABASE_URL',
    ),
  );
});
