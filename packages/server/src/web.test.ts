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
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>Among Cultists</title></head><body></body></html>',
  );
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What vite-plugin-pwa adds (issue 31): the service worker and the web app manifest, at the root.
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Among Cultists"}');
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
  async function loadsTheApp(path: string): Promise<{ res: Response; html: string }> {
    const res = await fetch(`${srv.http}${path}`);
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/, path);
    const html = await res.text();
    assert.match(html, /Among Cultists/, path);
    assert.equal(res.headers.get('cache-control'), 'no-cache', path);
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'self'/, path);
    return { res, html };
  }

  test('/ and every invite link load the app, never cached, with a strict content policy', async () => {
    for (const path of ['/', '/g/ABCD2345', '/learn']) {
      const { res } = await loadsTheApp(path);
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

  test('/about (the credits) loads the app', async () => {
    await loadsTheApp('/about');
  });

  /** The content of each meta tag of the page's head, by its property or name. */
  function metaOf(html: string): Map<string, string> {
    const head = html.slice(0, html.indexOf('</head>'));
    const tags = [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)];
    return new Map(tags.map(([, key, content]) => [key!, content!]));
  }

  test('an invite link (/g/<code>) carries a preview card: "Join my game of Among Cultists", its code, an absolute image', async () => {
    const html = (await loadsTheApp('/g/ABCD2345?seat=2')).html;
    const meta = metaOf(html);
    assert.equal(meta.get('og:title'), 'Join my game of Among Cultists');
    assert.equal(meta.get('twitter:title'), 'Join my game of Among Cultists');
    assert.match(meta.get('og:description') ?? '', /^Game ABCD2345: open the link to take a seat\./);
    assert.equal(meta.get('og:image'), `${srv.http}/og-card.jpg`);
    assert.equal(meta.get('twitter:image'), `${srv.http}/og-card.jpg`);
    assert.equal(meta.get('twitter:card'), 'summary_large_image');
    assert.equal(meta.get('og:url'), `${srv.http}/g/ABCD2345`);
    // The rest of the page is the build's, unchanged.
    assert.match(html, /<title>Among Cultists<\/title>/);
  });

  test('other pages carry the site’s card, never an invite', async () => {
    for (const path of ['/', '/learn', '/table/ABCD2345']) {
      const meta = metaOf((await loadsTheApp(path)).html);
      assert.equal(meta.get('og:title'), 'Among Cultists', path);
    }
  });

  test('the card repeats nothing unchecked: a code that is not a game code, a forged Host', async () => {
    const odd = await srv.server.app.inject({ url: '/g/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
    assert.equal(odd.statusCode, 200);
    assert.doesNotMatch(odd.body, /<script>alert/);
    assert.equal(metaOf(odd.body).get('og:title'), 'Among Cultists');
    const forged = await srv.server.app.inject({
      url: '/g/ABCD2345',
      headers: { host: 'evil.example"><script>alert(1)</script>' },
    });
    assert.equal(forged.statusCode, 200);
    assert.doesNotMatch(forged.body, /<script>alert|evil\.example/);
    const meta = metaOf(forged.body);
    assert.equal(meta.get('og:title'), 'Join my game of Among Cultists');
    assert.equal(meta.get('og:image'), undefined);
  });

  test('hashed assets are cached for good', async () => {
    const res = await fetch(`${srv.http}/assets/index-abc123.js`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('cache-control') ?? '', /immutable/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  });

  test('the service worker and the manifest are checked at each use, never cached for long', async () => {
    const worker = await fetch(`${srv.http}/sw.js`);
    assert.equal(worker.status, 200);
    assert.match(worker.headers.get('content-type') ?? '', /^(text|application)\/javascript/);
    assert.equal(worker.headers.get('cache-control'), 'no-cache');
    const manifest = await fetch(`${srv.http}/manifest.webmanifest`);
    assert.equal(manifest.status, 200);
    assert.match(manifest.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  });

  test('index.html fetched as a file (what the service worker keeps and serves for every page) has the page’s policy', async () => {
    const res = await fetch(`${srv.http}/index.html`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
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
