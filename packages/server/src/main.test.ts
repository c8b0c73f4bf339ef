/** `npm run serve` refuses what it cannot use in one readable line and exit code 2, never a stack trace. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAIN = new URL('./main.ts', import.meta.url).pathname;

function serve(env: Record<string, string>): { status: number | null; stderr: string } {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const r = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...rest, PORT: '0', METRICS_PORT: 'off', LOG: 'off', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, stderr: r.stderr };
}

test('a corrupt database file is reported in one line naming it, exit code 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'among-cultists-corrupt-'));
  const file = join(dir, 'among-cultists.sqlite');
  writeFileSync(file, 'this is not a database, just some text that happens to be in the way\n'.repeat(100));
  const { status, stderr } = serve({ DATA_DIR: dir });
  assert.equal(status, 2);
  const lines = stderr.trim().split('\n');
  assert.equal(lines.length, 1, stderr);
  assert.match(lines[0]!, /^among-cultists server: /);
  assert.ok(lines[0]!.includes(file), lines[0]);
  assert.doesNotMatch(stderr, /\bat .*\.ts:\d+/, 'no stack trace');
});

test('a bad setting is reported in one line naming the variable, exit code 2', () => {
  const { status, stderr } = serve({ LIMIT_SPECTATORS: 'many' });
  assert.equal(status, 2);
  assert.equal(stderr.trim().split('\n').length, 1, stderr);
  assert.match(stderr, /LIMIT_SPECTATORS/);
});

test('a port already taken (another node on this machine) is reported in one line, exit code 2', async () => {
  const { createServer } = await import('node:net');
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const address = blocker.address();
  assert.ok(address !== null && typeof address === 'object');
  try {
    const dir = mkdtempSync(join(tmpdir(), 'among-cultists-port-'));
    const { status, stderr } = serve({ DATA_DIR: dir, HOST: '127.0.0.1', PORT: String(address.port) });
    assert.equal(status, 2);
    assert.equal(stderr.trim().split('\n').length, 1, stderr);
    assert.match(stderr, /^among-cultists server: cannot listen .*EADDRINUSE.*PORT/);
  } finally {
    blocker.close();
  }
});
