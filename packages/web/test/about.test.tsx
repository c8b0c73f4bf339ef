/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { before, describe, it } from 'node:test';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import AboutPage from '../src/about/AboutPage.tsx';
import { FONT_CREDITS } from '../src/about/credits.ts';
import { GameIcon } from '../src/design/GameIcon.tsx';
import { GAME_ICON_AUTHORS, GAME_ICONS } from '../src/design/gameIcons.ts';
import { buildSprite, type IconSet } from '../src/design/sprite.ts';
import { ABOUT_LANGUAGES } from '../src/i18n/all.ts';
import { ABOUT_TEXT } from '../src/i18n/about/index.ts';
import { LANGUAGE_CODES } from '../src/i18n/index.ts';
import { parseRoute } from '../src/router.ts';
import { englishT, flatten, placeholders } from './helpers.ts';

before(async () => {
  await englishT();
});

describe('the About page (/about)', () => {
  it('is a route of its own', () => {
    assert.deepEqual(parseRoute('/about'), { page: 'about' });
    assert.deepEqual(parseRoute('/about/'), { page: 'about' });
    assert.deepEqual(parseRoute('/about/more'), { page: 'landing' });
  });

  const english = flatten(ABOUT_LANGUAGES.en);
  for (const [code, texts] of Object.entries(ABOUT_LANGUAGES)) {
    it(`${code} has every English About key, no other, each non-empty with the same placeholders`, () => {
      const own = flatten(texts);
      assert.deepEqual([...own.keys()].sort(), [...english.keys()].sort());
      for (const [key, text] of english) {
        const translated = own.get(key)!;
        assert.ok(translated.trim().length > 0, `${code}: ${key} is empty`);
        assert.deepEqual(placeholders(translated), placeholders(text), `${code}: ${key} placeholders`);
      }
    });
  }

  it('loads each language’s texts on demand, the same as the tests read', async () => {
    for (const code of LANGUAGE_CODES) assert.equal(await ABOUT_TEXT[code](), ABOUT_LANGUAGES[code], code);
  });

  for (const code of LANGUAGE_CODES) {
    it(`credits every typeface, every icon with its author and the licences, in ${code}`, async () => {
      await i18next.changeLanguage(code);
      const page = renderToStaticMarkup(<AboutPage />);
      const texts = ABOUT_LANGUAGES[code];
      assert.match(page, /<h1>/);
      assert.ok(page.includes(texts.title), `${code}: title`);
      for (const font of FONT_CREDITS)
        assert.ok(page.includes(font.font) && page.includes(font.npm), font.font);
      for (const { icon } of Object.values(GAME_ICONS)) assert.ok(page.includes(icon), icon);
      for (const author of GAME_ICON_AUTHORS) assert.ok(page.includes(author), author);
      assert.match(page, /creativecommons\.org\/licenses\/by\/3\.0/);
      assert.match(page, /SIL Open Font License 1\.1/);
      assert.match(page, /game-icons\.net/);
    });
  }
});

describe('the game-icons sprite', () => {
  it('is exactly what scripts/game-icons.ts extracts from the package (paths unchanged, nothing else)', () => {
    const require = createRequire(import.meta.url);
    const set = JSON.parse(
      readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
    ) as IconSet;
    const committed = readFileSync(new URL('../src/design/game-icons.svg', import.meta.url), 'utf8');
    assert.equal(committed, buildSprite(set), 'run: node --import tsx packages/web/scripts/game-icons.ts');
    for (const name of Object.keys(GAME_ICONS)) assert.match(committed, new RegExp(`<symbol id="${name}" `));
  });

  it('an icon is hidden from screen readers and points into the sprite', () => {
    const markup = renderToStaticMarkup(<GameIcon name="knife" />);
    assert.match(markup, /aria-hidden="true"/);
    assert.match(markup, /<use href="[^"]*game-icons\.svg#knife"/);
  });
});
