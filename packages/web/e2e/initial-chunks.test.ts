// What the built page loads before its first render: the engine's shipped boards are not part of it. Validating
// and hashing both boards costs a phone about 100 ms, and the game page (whose board comes in the view) and the
// landing page (whose settings check loads after it draws) need neither to draw (issue 26).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB_ROOT } from './harness.ts';

const html = (): string => readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');

/** The module scripts of index.html, in order, by file name. */
function scripts(): string[] {
  return [...html().matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

/** These chunks and every chunk they import statically, by file name. */
function withImports(files: readonly string[]): Set<string> {
  const pending = [...files];
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

/** The scripts, their module preloads, and every chunk they import statically: what loads before the first render. */
function initialChunks(): Set<string> {
  return withImports([
    ...scripts(),
    ...[...html().matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
  ]);
}

const sizeOf = (files: Iterable<string>): number =>
  [...files].reduce((sum, file) => sum + readFileSync(join(WEB_ROOT, 'assets', file)).length, 0);

test("the page's first script opens the game's socket, and it is small: neither React, nor the texts, nor the app", () => {
  const [boot, app] = scripts();
  assert.ok(boot !== undefined && app !== undefined, 'two module scripts: the boot script, then the app');
  assert.match(boot, /^boot-/, `the first script is the boot script (src/boot.ts), not ${boot}`);
  assert.match(
    html(),
    /<script type="module" async[^>]*src="\/assets\/boot-/,
    'it runs as soon as it arrives',
  );
  const graph = withImports([boot]);
  assert.ok(!graph.has(app), 'the boot script does not wait for the app');
  const code = [...graph].map((file) => readFileSync(join(WEB_ROOT, 'assets', file), 'utf8')).join('\n');
  assert.match(code, /new WebSocket/, 'it opens the socket (net/early.ts)');
  for (const [what, marker] of [
    ['React', /react\.element|__CLIENT_INTERNALS_DO_NOT_USE/],
    ['i18next', /i18next/],
  ] as const)
    assert.doesNotMatch(code, marker, `the boot script loads ${what}`);
  // Everything it loads, before it can run: a few kilobytes (the route, the seats, the socket's address and hello).
  assert.ok(sizeOf(graph) < 24 * 1024, `the boot script and its imports are ${sizeOf(graph)} bytes`);
  // Each is also preloaded, fetched at once rather than one import after another.
  const preloaded = new Set(initialChunks());
  for (const file of graph) assert.ok(preloaded.has(file), `${file} is fetched with the page`);
});

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
