// Renders the PNG forms of the emblem (public/favicon.svg: the favicon, the app icons, the maskable app icon on the
// theme's night) and the invite links' preview card (public/og-card.jpg) in Chromium. The PNGs are committed (small); run again after changing the emblem:
//   node --import tsx packages/web/scripts/icons.ts
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchBrowser } from '../e2e/harness.ts';
import { themeToken } from './pwa.ts';

const PUBLIC = new URL('../public/', import.meta.url);
const emblem = readFileSync(new URL('favicon.svg', PUBLIC), 'utf8');
const emblemUrl = `data:image/svg+xml;base64,${Buffer.from(emblem).toString('base64')}`;
const font = (file: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`@fontsource/${file}`)).toString('base64');

/** The card: the emblem, the name in the display face, one line in the text face, lamplight on the night. */
const CARD = `<!doctype html><style>
@font-face { font-family: Cinzel; font-weight: 700; src: url(data:font/woff2;base64,${font('cinzel/files/cinzel-latin-700-normal.woff2')}); }
@font-face { font-family: 'Source Serif 4'; src: url(data:font/woff2;base64,${font('source-serif-4/files/source-serif-4-latin-400-italic.woff2')}); font-style: italic; }
html, body { margin: 0; }
body { width: 1200px; height: 630px; display: flex; align-items: center; gap: 56px; padding: 0 96px; box-sizing: border-box;
  background: radial-gradient(ellipse at 28% 45%, #4a3320 0%, #221a17 38%, #120f16 75%); color: #f1e7d3; }
img { width: 300px; height: 300px; filter: drop-shadow(0 0 40px rgb(238 191 91 / 35%)); }
h1 { font: 700 88px/1.05 Cinzel, serif; margin: 0 0 24px; color: #eebf5b; letter-spacing: 0.02em; }
p { font: italic 38px/1.3 'Source Serif 4', serif; margin: 0; }
.rule { height: 4px; width: 420px; margin: 0 0 28px; background: linear-gradient(90deg, #eebf5b, transparent); }
</style><body><img src="${emblemUrl}" alt=""><div><h1>Among<br>Cultists</h1><div class="rule"></div>
<p>A hidden-role game of investigators and cultists in a haunted university.</p></div></body>`;

const browser = await launchBrowser();
try {
  for (const size of [32, 180, 192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}</style><img src="${emblemUrl}" width="${size}" height="${size}" style="display:block">`,
    );
    const name = size === 32 ? 'favicon-32.png' : size === 180 ? 'apple-touch-icon.png' : `icon-${size}.png`;
    await page.screenshot({ path: new URL(name, PUBLIC).pathname, omitBackground: true });
    await page.close();
  }
  // Maskable: the launcher crops to its own shape, keeping at least the centred circle of 80% of the side; the
  // emblem's square at 56% fits inside it (its diagonal is 79%), on the manifest's background colour.
  const night = themeToken(readFileSync(new URL('../src/design/theme.css', import.meta.url), 'utf8'), 'bg');
  const maskable = await browser.newPage({ viewport: { width: 512, height: 512 } });
  await maskable.setContent(
    `<!doctype html><style>html,body{margin:0;width:512px;height:512px;display:grid;place-items:center;background:${night}}</style><img src="${emblemUrl}" width="287" height="287">`,
  );
  await maskable.screenshot({ path: new URL('icon-maskable-512.png', PUBLIC).pathname });
  await maskable.close();
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(CARD);
  await page.evaluate(() => document.fonts.ready);
  // JPEG: a sixth of the PNG's weight for a picture made of gradients.
  await page.screenshot({ path: new URL('og-card.jpg', PUBLIC).pathname, type: 'jpeg', quality: 82 });
  await page.close();
} finally {
  await browser.close();
}
