import assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { renderHaproxyConfig } from './haproxy-config.ts';
import { HAPROXY } from './testing-cluster.ts';

/** deploy/haproxy.cfg rendered for two nodes on this machine, its admin socket in `dir`. */
function render(dir: string): string {
  return renderHaproxyConfig({
    bind: '127.0.0.1:18080',
    servers: [
      { name: 'node1', address: '127.0.0.1:18081' },
      { name: 'node2', address: '127.0.0.1:18082' },
    ],
    inter: '300ms',
    socketDir: dir,
    stats: '127.0.0.1:18404',
  });
}

test('deploy/haproxy.cfg rendered for nodes on this machine: the marked lines change, the rest is the deployed file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'among-cultists-haproxy-'));
  try {
    const text = render(dir);
    assert.match(text, /^\s+bind 127\.0\.0\.1:18080$/m);
    assert.deepEqual(
      text
        .split('\n')
        .filter((l) => /^\s+server /.test(l))
        .map((l) => l.trim()),
      ['server node1 127.0.0.1:18081 check', 'server node2 127.0.0.1:18082 check'],
    );
    assert.match(text, /default-server inter 300ms fall 2 rise 2/);
    assert.match(text, /timeout tunnel 2h/);
    assert.match(text, /option redispatch/);
    assert.ok(!text.includes('10.0.0.11'));
    assert.ok(!/^\s*(user|group|chroot) /m.test(text), 'no user, group or chroot on one machine');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// The validity check needs haproxy: without it, the test is registered as skipped with the reason.
const NO_HAPROXY = HAPROXY === null ? 'haproxy is not installed (apt-get install -y haproxy)' : false;

test(
  'HAProxy accepts deploy/haproxy.cfg and its rendering for nodes on this machine',
  { skip: NO_HAPROXY },
  () => {
    if (HAPROXY === null) throw new Error(String(NO_HAPROXY));
    const dir = mkdtempSync(join(tmpdir(), 'among-cultists-haproxy-'));
    try {
      const file = join(dir, 'haproxy.cfg');
      writeFileSync(file, render(dir));
      for (const f of [file, new URL('../../../deploy/haproxy.cfg', import.meta.url).pathname]) {
        const checked: SpawnSyncReturns<string> = spawnSync(HAPROXY, ['-c', '-f', f], { encoding: 'utf8' });
        assert.equal(checked.status, 0, `${f}: ${checked.stdout}${checked.stderr}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
