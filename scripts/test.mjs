#!/usr/bin/env node
// The project's one test command (README, .ci/run): type check, lint and format check, the rule-ID
// coverage check, then every node:test file. The node test runner's summary closes the output.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { absentServices, skippedLines, summarise } from './test-counts.mjs';

const root = new URL('..', import.meta.url).pathname;
const onlyTests = process.argv.includes('--only-tests');
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));

// A hung run stops here rather than outliving CI's budget (the tests took 17+ minutes one file at a time after
// issue 16; two files at a time, see below).
const WALL_CLOCK_MS = 25 * 60 * 1000;

function run(label, command, args) {
  process.stderr.write(`\n▶ ${label}\n`);
  const started = Date.now();
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', timeout: WALL_CLOCK_MS });
  if (r.error?.code === 'ETIMEDOUT')
    process.stderr.write(`  ${label}: stopped after ${WALL_CLOCK_MS / 60000} min\n`);
  process.stderr.write(
    `  ${label}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );
  return r.status ?? 1;
}

function findTests(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) findTests(path, out);
    else if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) out.push(relative(root, path));
  }
  return out;
}

// CI (.ci/run) sets AC_EXPECT_ALL=1: there a test skipped for a service this machine has fails the run.
const expectAll = process.env.AC_EXPECT_ALL === '1';
const absent = absentServices();
if (absent.length > 0)
  process.stderr.write(`Not on this machine (the tests needing it are skipped): ${absent.join('; ')}\n`);

let failed = 0;
if (!onlyTests) {
  failed += run('type check', 'npx', ['tsc', '-p', 'tsconfig.json']);
  // The web client has its own settings (DOM, JSX, bundler resolution).
  failed += run('type check (web)', 'npx', ['tsc', '-p', 'packages/web/tsconfig.json']);
  failed += run('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
  failed += run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
  failed += run('rule-ID coverage', 'node', ['--import', 'tsx', 'scripts/rules-coverage.ts']);
  // knip (knip.json): no export nobody imports, beyond the baseline the check came in with.
  failed += run('unused exports', 'node', ['scripts/unused-exports.mjs']);
}
const files = [...findTests(join(root, 'packages')), ...findTests(join(root, 'scripts'))]
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  process.stderr.write('No test files found.\n');
  process.exit(1);
}
// The browser tests (packages/web/e2e) play through the built web app.
// The static build's tests (e2e/static-build.test.ts) serve packages/web/dist-static with no game server.
if (files.some((f) => f.includes('/e2e/'))) {
  failed += run('web build', 'npx', ['vite', 'build', 'packages/web', '--logLevel', 'warn']);
  failed += run('web static build', 'npx', [
    'vite',
    'build',
    'packages/web',
    '--mode',
    'static',
    '--logLevel',
    'warn',
  ]);
}
// A test that hangs fails after its timeout, and the whole run stops after WALL_CLOCK_MS. No
// --test-force-exit: it can end a test process before its last reports are written (Node 20), and a lost
// report must not pass for a passed test. The count reporter writes what each file reported, checked below.
const countDir = mkdtempSync(join(tmpdir(), 'among-cultists-test-count-'));
const countFile = join(countDir, 'count.json');
const testStatus = run(`${files.length} test files`, 'node', [
  '--import',
  'tsx',
  '--test',
  '--test-timeout=240000',
  // Two files at a time on two cores: many tests wait on a browser, a server or a database.
  '--test-concurrency=2',
  '--test-reporter=tap',
  '--test-reporter-destination=stdout',
  '--test-reporter=./scripts/test-count-reporter.mjs',
  `--test-reporter-destination=${countFile}`,
  ...files,
]);
const countProblems = checkCounts(countFile, files, filters.length === 0);
rmSync(countDir, { recursive: true, force: true });
for (const problem of countProblems) process.stderr.write(`  test count: ${problem}\n`);

/**
 * Every file reported at least one test, every suite as many subtests as it planned, the skipped tests are
 * listed apart (never counted), and (on a whole run) the tests that passed reached the committed floor
 * (scripts/test-floor.json), which a green whole run outside CI raises. On CI (AC_EXPECT_ALL=1, .ci/run)
 * a skip that no absent service explains fails the run.
 */
function checkCounts(path, testFiles, whole) {
  let counts;
  try {
    counts = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return [`the count reporter wrote nothing readable (${e instanceof Error ? e.message : String(e)})`];
  }
  const floorFile = join(root, 'scripts', 'test-floor.json');
  const floor = JSON.parse(readFileSync(floorFile, 'utf8')).tests;
  const { problems, skipped, total, perPackage } = summarise(counts, testFiles, {
    root,
    whole,
    floor,
    expectAll,
    absent,
  });
  const list = [...perPackage].sort(([a], [b]) => a.localeCompare(b)).map(([pkg, n]) => `${pkg} ${n}`);
  process.stderr.write(`  tests passed per package: ${list.join(', ')}\n`);
  for (const line of skippedLines(skipped)) process.stderr.write(`  ${line}\n`);
  if (!whole || total < floor) return problems;
  if (total > floor && problems.length === 0 && testStatus === 0 && !process.env.CI) {
    writeFileSync(floorFile, `${JSON.stringify({ tests: total }, null, 2)}\n`);
    process.stderr.write(
      `  test count: ${total} tests passed, the floor rises from ${floor}: commit scripts/test-floor.json\n`,
    );
  } else process.stderr.write(`  test count: ${total} tests passed (floor ${floor})\n`);
  return problems;
}

if (failed > 0) process.stderr.write(`\n${failed} check(s) before the tests failed.\n`);
process.exit(failed > 0 || testStatus !== 0 || countProblems.length > 0 ? 1 : 0);
