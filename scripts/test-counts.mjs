// What the test runner (scripts/test.mjs) concludes from the count reporter's file (test-count-reporter.mjs):
// the tests that passed per package, the skipped ones apart with their reasons, and the problems that fail the
// run. Apart from the runner so that its test (test-counts.test.ts) can hold it to real reporter output.
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

/**
 * The services some tests need. A test that cannot run without one registers as skipped with a reason that
 * names it (`reason`); the runner probes whether the service is here (`present`), so that a skip naming a
 * service that is here is unexpected. On CI (AC_EXPECT_ALL=1, set by .ci/run) an unexpected skip fails the run.
 */
export const SERVICES = [
  {
    name: 'PostgreSQL at DATABASE_URL',
    reason: /DATABASE_URL/,
    present: (env) => env.DATABASE_URL?.startsWith('postgres') === true,
  },
  {
    name: "PostgreSQL's binaries (initdb, pg_ctl, postgres)",
    reason: /PostgreSQL binaries|run PostgreSQL as/,
    present: (env) => postgresBinaries(env) !== null,
  },
  { name: 'Redis (redis-server)', reason: /redis/i, present: (env) => onPath('redis-server', env) },
  {
    name: 'HAProxy',
    reason: /haproxy/i,
    present: () => ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].some((f) => existsSync(f)),
  },
  {
    name: 'Chromium',
    reason: /chromium/i,
    present: (env) => existsSync(env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
];

function pathDirs(env) {
  return (env.PATH ?? '').split(delimiter).filter((d) => d.length > 0);
}

function onPath(command, env) {
  return pathDirs(env).some((d) => existsSync(join(d, command)));
}

/** Where testing-postgres.ts would find initdb, pg_ctl and postgres, or null. */
function postgresBinaries(env) {
  const dirs = ['/usr/local/bin', ...pathDirs(env)];
  try {
    for (const v of readdirSync('/usr/lib/postgresql')) dirs.push(`/usr/lib/postgresql/${v}/bin`);
  } catch {
    // not Debian's layout: the other folders decide
  }
  return dirs.find((d) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(d, b)))) ?? null;
}

/** The names of the services this machine lacks. */
export function absentServices(env = process.env) {
  return SERVICES.filter((s) => !s.present(env)).map((s) => s.name);
}

/**
 * A skip is expected when its reason names a service this machine lacks; any other skip (a service that is
 * here, or a reason naming none) is unexpected.
 */
export function isExpectedSkip(reason, absent) {
  return SERVICES.some((s) => absent.includes(s.name) && s.reason.test(reason));
}

/**
 * Reads the reporter's counts for `testFiles` (paths relative to `root`): every file reported at least one
 * test (run or skipped), every suite as many subtests as it planned; the skipped tests are listed apart and
 * not counted; on a whole run the tests that passed reach `floor`; with `expectAll`, a skip not explained by
 * an absent service is a problem.
 */
export function summarise(counts, testFiles, { root, whole, floor, expectAll, absent }) {
  const problems = [];
  const skipped = [];
  let total = 0;
  const perPackage = new Map();
  for (const file of testFiles) {
    const entry = counts[resolve(root, file)];
    if (!entry || entry.passed + entry.failed + entry.skipped.length === 0) {
      problems.push(`${file} reported no test`);
      continue;
    }
    total += entry.passed;
    const pkg = /^packages\/([^/]+)\//.exec(file)?.[1] ?? 'other';
    perPackage.set(pkg, (perPackage.get(pkg) ?? 0) + entry.passed);
    for (const s of entry.skipped) skipped.push({ file, ...s, expected: isExpectedSkip(s.reason, absent) });
    if (entry.planned !== entry.results)
      problems.push(`${file}: its suites planned ${entry.planned} subtests, ${entry.results} reported`);
  }
  if (expectAll)
    for (const s of skipped.filter((x) => !x.expected))
      problems.push(`unexpected skip (every service is expected here): ${s.file} › ${s.name}`);
  if (whole && total < floor)
    problems.push(`${total} tests passed, below the floor of ${floor} (scripts/test-floor.json)`);
  return { problems, skipped, total, perPackage };
}

/** The lines the runner prints for the skipped tests: one per test, with its reason. */
export function skippedLines(skipped) {
  if (skipped.length === 0) return [];
  return [
    `${skipped.length} skipped, not counted:`,
    ...skipped.map(
      (s) => `  skipped: ${s.file} › ${s.name}: ${s.reason}${s.expected ? '' : ' (unexpected)'}`,
    ),
  ];
}
