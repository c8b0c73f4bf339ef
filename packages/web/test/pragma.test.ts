import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

const root = new URL('..', import.meta.url).pathname;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsxFiles(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

// See tsconfig.json: the test runner compiles JSX right only with this pragma.
it('every .tsx file selects the automatic JSX runtime', () => {
  const files = [...tsxFiles(join(root, 'src')), ...tsxFiles(join(root, 'test'))];
  assert.ok(files.length > 5);
  for (const file of files)
    assert.ok(
      readFileSync(file, 'utf8').startsWith('/** @jsxRuntime automatic */'),
      `${file} lacks the pragma`,
    );
});
