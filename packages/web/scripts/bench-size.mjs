#!/usr/bin/env node
// Gzipped size of the JavaScript the landing page loads before anything else: the entry script and
// its module preloads, as listed in dist/index.html. Fails above the budget (issue 5: 250 KB).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const srcs = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((m) => m[1]);
if (srcs.length === 0) {
  console.error('No module script found in dist/index.html; run npm run build:web first.');
  process.exit(1);
}
let raw = 0;
let gzip = 0;
for (const src of new Set(srcs)) {
  const code = readFileSync(join(dist, src.replace(/^\//, '')));
  const zipped = gzipSync(code, { level: 9 }).length;
  raw += code.length;
  gzip += zipped;
  console.log(`${src}  ${(code.length / 1024).toFixed(1)} KB, gzip ${(zipped / 1024).toFixed(1)} KB`);
}
const ok = gzip / 1024 <= BUDGET_KB;
console.log(
  `initial JS: ${(raw / 1024).toFixed(1)} KB, gzip ${(gzip / 1024).toFixed(1)} KB (budget ${BUDGET_KB} KB) ${ok ? 'ok' : 'OVER BUDGET'}`,
);
process.exit(ok ? 0 : 1);
