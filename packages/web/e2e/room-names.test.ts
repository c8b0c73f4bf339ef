// End-to-end, in Chromium's own text measure (issue 27: "no wrapped room names"): every Room's name on every
// layout of both shipped maps, in the six languages, is drawn on one line inside its Room, clear of its badges
// and Doors, as the Board draws it in the game and on /learn. The unit test (test/room-names.test.ts) holds
// the same with labels.ts's estimate; this one catches an estimate that falls short of the drawn face.
// Then the real /learn page's Mountains picture. Screenshots: out/e2e/room-names-*.png.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MOUNTAINS_BOARD, SHIPPED_BOARDS } from '@among-cultists/engine/content';
import { Board } from '../src/board/Board.tsx';
import { LANGUAGES, setupI18n } from '../src/i18n/all.ts';
import {
  appInChromium,
  builtStyles,
  DESKTOP,
  launchBrowser,
  openPlayer,
  screenshot,
  showBoard,
} from './harness.ts';

const SHOTS = fileURLToPath(new URL('../../../out/e2e/', import.meta.url));

/**
 * Every Room's name: its lines, and where its drawn box (turned names too) leaves the Room or meets a badge or a
 * Door, in screen pixels. A string, so that the bundler's helpers never reach the page.
 */
const roomNameProblems = (board: string) => `(() => {
  const problems = [];
  let rooms = 0;
  const rect = (el) => el.getBoundingClientRect();
  const overlap = (a, b) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const doors = [...document.querySelectorAll('${board} g.door')].map(rect);
  for (const loc of document.querySelectorAll('${board} g.loc')) {
    const badges = [...loc.querySelectorAll('.icon, .counts > *, .mark, circle.ctoken')];
    if (!loc.querySelector('.icon')) continue; // a Hallway: no room icon
    rooms++;
    const label = loc.querySelector('text.name');
    const name = loc.getAttribute('data-location') + ' "' + label.textContent + '"';
    const lines = label.querySelectorAll('tspan').length;
    if (lines !== 1) problems.push(name + ' is on ' + lines + ' lines');
    const shape = rect(loc.querySelector(':scope > rect'));
    const box = rect(label);
    if (box.left < shape.left - 0.5 || box.right > shape.right + 0.5 || box.top < shape.top - 0.5 || box.bottom > shape.bottom + 0.5)
      problems.push(name + ' leaves its Room');
    for (const other of [...badges.map(rect), ...doors])
      if (overlap(box, other)) problems.push(name + ' meets a mark at ' + Math.round(other.left) + ',' + Math.round(other.top));
  }
  return { rooms, problems };
})()`;

describe('Room names in Chromium (issue 27)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  test('one line inside their Room, clear of badges and Doors: both maps, every layout, six languages', async () => {
    const i18n = await setupI18n('en');
    const styles = builtStyles();
    const context = await browser.newContext({ ...DESKTOP, viewport: { width: 1400, height: 1300 } });
    const page = await context.newPage();
    let rooms = 0;
    try {
      for (const board of SHIPPED_BOARDS)
        for (const layout of board.layouts.values())
          for (const lng of Object.keys(LANGUAGES)) {
            const svg = renderToStaticMarkup(createElement(Board, { layout, t: i18n.getFixedT(lng) }));
            await showBoard(page, svg, lng, 'width:1300px', styles);
            const found = await page.evaluate<{ rooms: number; problems: string[] }>(
              roomNameProblems('svg.board'),
            );
            assert.deepEqual(found.problems, [], `${board.id} ${layout.id} ${lng}`);
            assert.equal(found.rooms, layout.locations.filter((l) => l.kind === 'room').length);
            rooms += found.rooms;
            if ((lng === 'fr' || lng === 'es') && layout.id === 'large')
              await screenshot(page, `room-names-${board.id}-${layout.id}-${lng}`, false);
          }
    } finally {
      await context.close();
    }
    assert.ok(rooms >= 300, `${rooms} Room names measured`);
  });
});

describe('the Mountains of Chaos picture on /learn (issue 27)', () => {
  const app = appInChromium();

  test('has every Room name on one line inside its Room, in Spanish and Dutch, the longest names', async () => {
    for (const lng of ['es', 'nl']) {
      const { context, page } = await openPlayer(app.browser, DESKTOP, lng);
      try {
        await page.goto(`${app.server.url}/learn`);
        const figure = page.locator('section#mountains figure.learn-figure');
        await figure.scrollIntoViewIfNeeded();
        await figure.locator('svg.board g.loc').first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        const found = await page.evaluate<{ rooms: number; problems: string[] }>(
          roomNameProblems('section#mountains figure.learn-figure svg.board'),
        );
        assert.deepEqual(found.problems, [], lng);
        const layouts = [...MOUNTAINS_BOARD.layouts.values()];
        const rooms = new Set(layouts.map((l) => l.locations.filter((x) => x.kind === 'room').length));
        assert.ok(rooms.has(found.rooms), `${found.rooms} Rooms measured`);
        await figure.screenshot({ path: join(SHOTS, `room-names-learn-mountains-${lng}.png`) });
      } finally {
        await context.close();
      }
    }
  });
});
