// What the built page loads before its first render: the engine's shipped boards are not part of it. Validating
// and hashing both boards costs a phone about 100 ms, and the game page (whose board comes in the view) and the
// landing page (whose settings check loads after it draws) need neither to draw (issue 26).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB_ROOT } from './harness.ts';

/** The entry script, its module preloads, and every chunk they import statically, by file name. */
function initialChunks(): Set<string> {
  const html = readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');
  const pending = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(WEB_ROOT, 'assets', file), 'utf8');
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); dynamic imports are `import("./x.js")`.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) pending.push(m[1]!);
  }
  return seen;
}

test('the first screen loads no shipped board: they come in a chunk of their own, loaded by the pages that read them', (t) => {
  if (!existsSync(join(WEB_ROOT, 'index.html')))
    assert.fail(`The web app is not built (${WEB_ROOT}): run "npm run build:web" first.`);
  const boards = readdirSync(join(WEB_ROOT, 'assets')).filter((f) => /^shipped-boards-.*\.js$/.test(f));
  assert.equal(boards.length, 1, 'one chunk holds the shipped boards (packages/web/vite.config.ts)');
  const chunk = readFileSync(join(WEB_ROOT, 'assets', boards[0]!), 'utf8');
  // Both boards' data are in it: the chunk is the one that validates them.
  assert.match(chunk, /id:`university`/);
  assert.match(chunk, /id:`mountains`/);
  const initial = initialChunks();
  t.diagnostic(`initial chunks: ${[...initial].sort().join(', ')}`);
  assert.ok(initial.size > 3, 'the entry and its preloads were found');
  assert.ok(!initial.has(boards[0]!), `${boards[0]} is loaded before the first render`);
  for (const file of initial)
    assert.doesNotMatch(
      readFileSync(join(WEB_ROOT, 'assets', file), 'utf8'),
      /cultistTokens:\[`/,
      `${file} holds a shipped board's data`,
    );
});
