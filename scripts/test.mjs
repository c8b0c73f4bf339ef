#!/usr/bin/env node
// The project's one test command (README, .ci/run): type check, lint and format check, the rule-ID
// coverage check, then every node:test file. The node test runner's summary closes the output.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const onlyTests = process.argv.includes('--only-tests');
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));

// Nothing in the suite should come near this; it keeps a hung run from outliving CI's budget.
const WALL_CLOCK_MS = 15 * 60 * 1000;

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

let failed = 0;
if (!onlyTests) {
  failed += run('type check', 'npx', ['tsc', '-p', 'tsconfig.json']);
  // The web client has its own settings (DOM, JSX, bundler resolution).
  failed += run('type check (web)', 'npx', ['tsc', '-p', 'packages/web/tsconfig.json']);
  failed += run('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
  failed += run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
  failed += run('rule-ID coverage', 'node', ['--import', 'tsx', 'scripts/rules-coverage.ts']);
}
const files = [...findTests(join(root, 'packages')), ...findTests(join(root, 'scripts'))]
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  process.stderr.write('No test files found.\n');
  process.exit(1);
}
// The browser tests (packages/web/e2e) play through the built web app.
if (files.some((f) => f.includes('/e2e/')))
  failed += run('web build', 'npx', ['vite', 'build', 'packages/web', '--logLevel', 'warn']);
// A test that hangs fails after its timeout; a handle left open cannot keep the run alive.
const testStatus = run(`${files.length} test files`, 'node', [
  '--import',
  'tsx',
  '--test',
  '--test-timeout=240000',
  '--test-force-exit',
  ...files,
]);
if (failed > 0) process.stderr.write(`\n${failed} check(s) before the tests failed.\n`);
process.exit(failed > 0 || testStatus !== 0 ? 1 : 0);
