// Measures, in Chromium, the metric overrides that make each web font's local fallback take the same room
// (src/design/fonts.css): size-adjust from the width of a sample in all six languages, then ascent and descent
// from the web font's own box, divided by size-adjust (the overrides are scaled by it).
// Run: node --import tsx packages/web/scripts/font-fallbacks.ts
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchBrowser } from '../e2e/harness.ts';

const require = createRequire(import.meta.url);
const FACES = [
  {
    family: 'Source Serif 4',
    file: '@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2',
    fallback: 'Liberation Serif',
  },
  {
    family: 'Cinzel',
    file: '@fontsource/cinzel/files/cinzel-latin-700-normal.woff2',
    fallback: 'Liberation Serif',
    weight: 700,
  },
  {
    family: 'Courier Prime',
    file: '@fontsource/courier-prime/files/courier-prime-latin-400-normal.woff2',
    fallback: 'Liberation Mono',
  },
] as const;
// Words of the interface in the six languages, so that the average width is the one players read.
const SAMPLE =
  'Create a game Join a game Your turn Encounter Vote Night Phase Ghost Cultist Investigator ' +
  'Partie créer Rejoindre une partie Votre tour Rencontre Phase de nuit Fantôme ' +
  'Spiel erstellen Beitreten Dein Zug Begegnung Abstimmung Nachtphase Geist Kultist Ermittler ' +
  'Crea una partita Unisciti Il tuo turno Incontro Votazione Fase notturna Fantasma ' +
  'Crear una partida Unirse Tu turno Encuentro Votación Fase nocturna Fantasma Sectario ' +
  'Spel maken Meedoen Jouw beurt Ontmoeting Stemming Nachtfase Geest Cultist Onderzoeker 0123456789';

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><canvas></canvas>');
  for (const face of FACES) {
    const data = readFileSync(require.resolve(face.file)).toString('base64');
    const weight = 'weight' in face ? face.weight : 400;
    const result = await page.evaluate(
      async ({ family, fallback, data, weight, sample }) => {
        const font = new FontFace(family, `url(data:font/woff2;base64,${data})`, { weight: String(weight) });
        document.fonts.add(await font.load());
        const ctx = document.querySelector('canvas')!.getContext('2d')!;
        // No helper function here: tsx would name it with a helper the page does not have.
        const [web, local] = [family, fallback].map((name) => {
          ctx.font = `${weight} 100px "${name}"`;
          const m = ctx.measureText(sample);
          return { width: m.width, ascent: m.fontBoundingBoxAscent, descent: m.fontBoundingBoxDescent };
        });
        return { web: web!, local: local! };
      },
      { family: face.family, fallback: face.fallback, data, weight, sample: SAMPLE },
    );
    const sizeAdjust = result.web.width / result.local.width;
    const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
    console.log(
      `${face.family} over ${face.fallback}: size-adjust ${pct(sizeAdjust)}; ascent-override ${pct(result.web.ascent / 100 / sizeAdjust)}; descent-override ${pct(result.web.descent / 100 / sizeAdjust)}`,
    );
  }
} finally {
  await browser.close();
}
