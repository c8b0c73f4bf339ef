import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const WORKER = join(REPO, 'packages/web/src/solo/worker.ts');

/** Every module specifier a file loads when it runs: type-only imports and exports are erased, the rest stay. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s+['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(statement)) if (m[2] === undefined) found.push(m[4]!);
  for (const m of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(m[1]!);
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]!);
  return found;
}

/** A workspace module's file (its package's `exports`), a relative one's, or null for a package from npm. */
function fileOf(specifier: string, from: string): string | null {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  const workspace = /^@among-cultists\/([^/]+)(\/.+)?$/.exec(specifier);
  if (workspace === null) return null;
  const root = join(REPO, 'packages', workspace[1]!);
  const exports = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, string> }
  ).exports;
  const target = exports[`.${workspace[2] ?? ''}`];
  assert.ok(target !== undefined, `${specifier} is exported by its package`);
  return join(root, target);
}

test("issue 31: the solo worker loads no zod: its modules, followed from worker.ts, import it nowhere (the claim's sentence and the bots' typing time come from protocol/plain)", () => {
  const seen = new Set<string>();
  const npm = new Map<string, string>();
  const queue = [WORKER];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      const next = fileOf(specifier, file);
      if (next === null) npm.set(specifier.split('/')[0]!, relative(REPO, file));
      else queue.push(next);
    }
  }
  // The walk reached the engine, the bots and the protocol's plain entry, not just the worker's own files.
  for (const part of ['packages/engine/src/', 'packages/bots/src/', 'packages/protocol/src/plain.ts'])
    assert.ok(
      [...seen].some((f) => relative(REPO, f).startsWith(part)),
      `the walk reached ${part}`,
    );
  const zod = [...seen].filter((f) => /[/\\]zod\.ts$/.test(f)).map((f) => relative(REPO, f));
  assert.deepEqual(zod, [], 'no module of the protocol that builds schemas');
  assert.equal(npm.get('zod'), undefined, `zod, imported by ${npm.get('zod')}`);
});
