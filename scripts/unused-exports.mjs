#!/usr/bin/env node
// Unused exports and exported types, found by knip (knip.json) and held to a ratchet: the ones in
// scripts/unused-exports-baseline.json were there when the check came in (issue 29) and are to be removed or
// used; any other fails the run, naming it. One that is gone is reported so that it leaves the baseline
// (`node scripts/unused-exports.mjs --update` writes it from what knip finds now).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const baselineFile = new URL('./unused-exports-baseline.json', import.meta.url).pathname;

const run = spawnSync('npx', ['knip', '--include', 'exports,types', '--reporter', 'json', '--no-exit-code'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(run.stdout);
} catch (e) {
  process.stderr.write(
    `knip gave no report (${e instanceof Error ? e.message : String(e)}):\n${run.stderr}\n`,
  );
  process.exit(1);
}
const found = report.issues
  .flatMap((issue) => [...issue.exports, ...issue.types].map((x) => `${issue.file}: ${x.name}`))
  .sort();
if (process.argv.includes('--update')) {
  writeFileSync(baselineFile, `${JSON.stringify(found, null, 2)}\n`);
  process.stderr.write(`${found.length} unused exports written to the baseline\n`);
  process.exit(0);
}
const baseline = new Set(JSON.parse(readFileSync(baselineFile, 'utf8')));
const added = found.filter((x) => !baseline.has(x));
const gone = [...baseline].filter((x) => !found.includes(x));
for (const x of gone) process.stderr.write(`  no longer unused (take it out of the baseline): ${x}\n`);
for (const x of added) process.stderr.write(`  unused export: ${x}\n`);
process.stderr.write(
  `  ${found.length} unused exports, ${baseline.size} in the baseline, ${added.length} new, ${gone.length} gone\n`,
);
process.exit(added.length > 0 ? 1 : 0);
