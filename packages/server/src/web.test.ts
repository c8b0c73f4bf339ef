import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, configFromEnv } from './config.ts';
import { startServer, type RunningServer } from './testing.ts';

/** A stand-in build: what `vite build` writes, in miniature. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'among-cultists-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Among Cultists</title>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  return root;
}

describe('the web app is served with the API', () => {
  let srv: RunningServer;
  before(async () => {
    srv = await startServer({ webRoot: fakeBuild() });
  });
  after(async () => {
    await srv.close();
  });

  /** Fetches `path`, checking that it is the app's page: HTML, never cached, under the strict content policy. */
  async function loadsTheApp(path: string): Promise<Response> {
    const res = await fetch(`${srv.http}${path}`);
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/, path);
    assert.match(await res.text(), /Among Cultists/, path);
    assert.equal(res.headers.get('cache-control'), 'no-cache', path);
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'self'/, path);
    return res;
  }

  test('/ and every invite link load the app, never cached, with a strict content policy', async () => {
    for (const path of ['/', '/g/ABCD2345', '/learn']) {
      const res = await loadsTheApp(path);
      assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
    }
  });

  test('a table’s shared screen (/table/<code>) loads the app like an invite link; /table alone does not', async () => {
    await loadsTheApp('/table/ABCD2345');
    const bare = await fetch(`${srv.http}/table`);
    assert.equal(bare.status, 404);
  });

  test('a replay (/replay/<code>) and the page that opens a record file (/replay) load the app', async () => {
    for (const path of ['/replay', '/replay/', '/replay/ABCD2345']) await loadsTheApp(path);
    assert.equal((await fetch(`${srv.http}/replay/ABCD2345/more`)).status, 404);
  });

  test('hashed assets are cached for good', async () => {
    const res = await fetch(`${srv.http}/assets/index-abc123.js`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('cache-control') ?? '', /immutable/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  });

  test('unknown paths and API misses are JSON 404s, not the app', async () => {
    for (const path of ['/nothing-here', '/assets/missing.js', '/api/nothing']) {
      const res = await fetch(`${srv.http}${path}`);
      assert.equal(res.status, 404, path);
      const body = (await res.json()) as { error: { code: string } };
      assert.equal(body.error.code, 'not-found');
    }
  });
});

describe('WEB_DIR', () => {
  test('a WEB_DIR without a build is refused with a message naming it', () => {
    assert.throws(
      () => configFromEnv({ WEB_DIR: mkdtempSync(join(tmpdir(), 'empty-')) }),
      (e: unknown) => e instanceof ConfigError && /WEB_DIR/.test(e.message) && /index\.html/.test(e.message),
    );
  });

  test('WEB_DIR names the build to serve', () => {
    const root = fakeBuild();
    assert.equal(configFromEnv({ WEB_DIR: root }).config.webRoot, root);
  });

  test('without a build the server still serves the API, and / says how to get the app', async () => {
    const srv = await startServer();
    try {
      const res = await fetch(`${srv.http}/`);
      assert.equal(res.status, 200);
      assert.match(await res.text(), /npm start/);
    } finally {
      await srv.close();
    }
  });
});
