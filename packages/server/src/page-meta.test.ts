import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { escapeAttribute, metaTags, pageMeta, siteOrigin, withMeta } from './page-meta.ts';

describe('preview cards (page-meta.ts)', () => {
  test('an invite link with a valid game code invites; anything else names the site', () => {
    assert.equal(pageMeta('/g/ABCD2345').title, 'Join my game of Among Cultists');
    assert.equal(pageMeta('/g/ABCD2345/').path, '/g/ABCD2345');
    for (const path of ['/', '/learn', '/g/abc', '/g/<b>bold</b>x', '/g/ABCD2345/more'])
      assert.equal(pageMeta(path).title, 'Among Cultists', path);
  });

  test('every value is escaped for a double-quoted attribute', () => {
    assert.equal(escapeAttribute(`a"b'c<d>&e`), 'a&#34;b&#39;c&#60;d&#62;&#38;e');
    const tags = metaTags({ title: '"><script>', description: 'x', path: '/' }, 'https://example.org');
    assert.doesNotMatch(tags, /<script>/);
    assert.match(tags, /content="&#34;&#62;&#60;script&#62;"/);
  });

  test('the origin is the request’s only when it is a plain host, and one of the allowed origins when set', () => {
    assert.equal(siteOrigin('http', '127.0.0.1:8080', []), 'http://127.0.0.1:8080');
    assert.equal(siteOrigin('https', '[::1]:443', []), 'https://[::1]:443');
    assert.equal(siteOrigin('http', 'a.example/x', []), null);
    assert.equal(siteOrigin('http', 'a.example"x', []), null);
    assert.equal(siteOrigin('http', undefined, []), null);
    assert.equal(siteOrigin('gopher', 'a.example', []), null);
    assert.equal(siteOrigin('https', 'play.example', ['https://play.example']), 'https://play.example');
    assert.equal(siteOrigin('https', 'other.example', ['https://play.example']), null);
  });

  test('without a trusted origin the card has no image or URL (they must be absolute)', () => {
    const tags = metaTags(pageMeta('/g/ABCD2345'), null);
    assert.doesNotMatch(tags, /og:image|og:url|twitter:image/);
    assert.match(tags, /name="twitter:card" content="summary"/);
  });

  test('the tags go at the end of the head; a page without a head is left alone', () => {
    assert.equal(
      withMeta('<head><title>t</title></head><body>', '<meta />'),
      '<head><title>t</title>  <meta />\n  </head><body>',
    );
    assert.equal(withMeta('<p>no head</p>', '<meta />'), '<p>no head</p>');
  });
});
