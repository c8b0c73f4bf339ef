// End-to-end, on a phone: the map's text size and labels, its zoom and pan (buttons, wheel, pinch, drag,
// keys), the legend, token motion, and keyboard focus through a few decisions (issue 13, bugs 4 and 5).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { viewFor, type Role } from '@among-cultists/engine';
import { position } from '@among-cultists/engine/testing';
import { Board } from '../src/board/Board.tsx';
import { setupI18n } from '../src/i18n/all.ts';
import { de } from '../src/i18n/de.ts';
import { en } from '../src/i18n/en.ts';
import type { Messages } from '../src/i18n/types.ts';
import { anyAction, PageDriver, picker, startGame } from './driver.ts';
import {
  accessibilityViolations,
  appInChromium,
  DESKTOP,
  launchBrowser,
  openPlayer,
  PHONE,
  showBoard,
  type AppServer,
} from './harness.ts';

const SHOTS = fileURLToPath(new URL('../../../out/e2e/', import.meta.url));

/** Saves the map column (map, controls, legend) as out/e2e/<name>.png: the page is long on a phone. */
async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.locator('.map-col').screenshot({ path: join(SHOTS, `${name}.png`) });
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Counts the slides of discs (Element.animate on a disc), installed before the app loads. */
const COUNT_DISC_MOTION = `
  window.__discMoves = 0;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...args) {
    if (this.classList && this.classList.contains('disc')) window.__discMoves += 1;
    return animate.apply(this, args);
  };
`;

/** A 5-player game against bots, started, its map drawn. */
async function startMapGame(page: Page, server: AppServer, text: Messages): Promise<PageDriver> {
  const driver = new PageDriver(page, text);
  await startGame(server, driver, { name: 'Mapper', players: 5 });
  await page.locator('.map-frame svg.board').waitFor();
  return driver;
}

/** The map's viewBox (what the camera shows), in map units. */
async function viewBox(page: Page): Promise<Box> {
  const [x, y, w, h] = await page
    .locator('.map-frame svg.board')
    .evaluate((svg) => (svg.getAttribute('viewBox') ?? '').split(' ').map(Number));
  return { x: x!, y: y!, w: w!, h: h! };
}

/** The map point shown at client pixel (px, py). */
async function boardPointAt(page: Page, px: number, py: number): Promise<{ x: number; y: number }> {
  return page.locator('.map-frame svg.board').evaluate(
    (svg, [cx, cy]) => {
      const matrix = (svg as SVGSVGElement).getScreenCTM()!.inverse();
      const p = new DOMPoint(cx, cy).matrixTransform(matrix);
      return { x: p.x, y: p.y };
    },
    [px, py] as const,
  );
}

async function frameBox(page: Page): Promise<Box> {
  const box = await page.locator('.map-frame').boundingBox();
  assert.ok(box);
  return { x: box.x, y: box.y, w: box.width, h: box.height };
}

async function zoomOutFully(page: Page, text: Messages): Promise<void> {
  const out = page.getByRole('button', { name: text.board.zoomOut });
  while (await out.isEnabled()) await out.click();
}

/**
 * Every location label inside its location and clear of badges and doors, as drawn by the browser. A
 * string, so that the bundler's helpers never reach the page.
 */
const LABEL_PROBLEMS = `(() => {
  const problems = [];
  const rect = (el) => el.getBoundingClientRect();
  const overlap = (a, b) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const doors = [...document.querySelectorAll('.map-frame rect.door')].map(rect);
  const svg = rect(document.querySelector('.map-frame svg.board'));
  for (const loc of document.querySelectorAll('.map-frame g.loc')) {
    const shape = rect(loc.querySelector(':scope > rect'));
    const label = loc.querySelector('text.name');
    const box = rect(label);
    const name = loc.getAttribute('data-location') + ' "' + label.getAttribute('data-label') + '"';
    if (box.left < shape.left - 0.5 || box.right > shape.right + 0.5) problems.push(name + ' sticks out sideways');
    if (box.top < shape.top - 0.5 || box.bottom > shape.bottom + 0.5) problems.push(name + ' sticks out');
    if (box.left < svg.left || box.right > svg.right || box.top < svg.top || box.bottom > svg.bottom)
      problems.push(name + " is cut by the map's edge");
    const badges = [...loc.querySelectorAll('.icon, .counts > *, .mark, circle.ctoken')].map(rect);
    for (const other of [...badges, ...doors])
      if (overlap(box, other)) problems.push(name + ' overlaps a mark at ' + other.left + ',' + other.top);
  }
  return problems;
})()`;

async function labelProblems(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(LABEL_PROBLEMS);
}

describe('the map on a phone', () => {
  const app = appInChromium();
  let context: BrowserContext;
  let page: Page;
  let driver: PageDriver;

  // Runs after the app's own `before`; the browser closes this context with itself.
  before(async () => {
    ({ context, page } = await openPlayer(app.browser, PHONE, 'en'));
    await page.addInitScript(COUNT_DISC_MOTION);
    driver = await startMapGame(page, app.server, en);
  });

  test('shows its text at 12 px or more when it opens, around the player’s token', async () => {
    await page.locator('.map-frame').scrollIntoViewIfNeeded();
    const sizes = await page.locator('.map-frame svg.board').evaluate((svg) => {
      const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      return [...svg.querySelectorAll('text')]
        .filter((t) => t.textContent.trim() !== '')
        .map((t) => ({ text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * scale }));
    });
    assert.ok(sizes.length > 10);
    for (const { text, px } of sizes) assert.ok(px >= 11.9, `"${text}" is ${px.toFixed(1)} px`);
    // The player's own disc is in view.
    const view = await driver.waitForView(() => true);
    const me = view.me!.seat;
    const disc = await page.locator(`.map-frame g.disc[data-seat="${me}"]`).boundingBox();
    const frame = await frameBox(page);
    assert.ok(disc);
    assert.ok(disc.x >= frame.x && disc.x + disc.width <= frame.x + frame.w, 'own disc in view');
    await screenshot(page, 'map-phone-open');
  });

  test('has labels inside their locations, clear of badges, doors and the map’s edge', async () => {
    await zoomOutFully(page, en);
    assert.deepEqual(await labelProblems(page), []);
    await screenshot(page, 'map-phone-whole');
  });

  test('keeps its zoom buttons off the map, with the Lake in plain view', async () => {
    await zoomOutFully(page, en);
    const frame = await frameBox(page);
    const tools = await page.locator('.map-tools').boundingBox();
    assert.ok(tools);
    const apart = tools.y >= frame.y + frame.h || tools.y + tools.height <= frame.y;
    assert.ok(apart, `tools ${JSON.stringify(tools)} overlap the map ${JSON.stringify(frame)}`);
    const lake = await page.locator('.map-frame ellipse.lake').boundingBox();
    assert.ok(lake);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('.map-frame svg') !== null,
      [lake.x + lake.width * 0.2, lake.y + lake.height / 2] as const,
    );
    assert.ok(hit, 'something covers the Lake');
  });

  test('zooms around the pointer with the wheel, and around a pinch', async () => {
    await zoomOutFully(page, en);
    const frame = await frameBox(page);
    // A whole pixel: the browser's wheel event says where the pointer is in whole pixels, so a fractional
    // point would be off by up to half a pixel (nearly 2 board units zoomed out) before any zoom.
    const px = Math.round(frame.x + frame.w * 0.7);
    const py = Math.round(frame.y + frame.h * 0.4);
    const before = await boardPointAt(page, px, py);
    const width = (await viewBox(page)).w;
    await page.mouse.move(px, py);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction((w) => {
      const vb = document.querySelector('.map-frame svg.board')!.getAttribute('viewBox')!.split(' ');
      return Number(vb[2]) < w;
    }, width);
    const afterWheel = await boardPointAt(page, px, py);
    assert.ok(
      Math.hypot(afterWheel.x - before.x, afterWheel.y - before.y) < 2,
      JSON.stringify([before, afterWheel]),
    );

    // Two fingers spreading around a midpoint: the map grows, the midpoint stays put.
    await zoomOutFully(page, en);
    const cdp = await context.newCDPSession(page);
    const mid = { x: frame.x + frame.w * 0.4, y: frame.y + frame.h * 0.5 };
    const under = await boardPointAt(page, mid.x, mid.y);
    const wide = (await viewBox(page)).w;
    const fingers = (spread: number) => [
      { x: mid.x - spread, y: mid.y, id: 1 },
      { x: mid.x + spread, y: mid.y, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (let spread = 25; spread <= 70; spread += 5)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const pinched = await viewBox(page);
    assert.ok(pinched.w < wide * 0.6, `pinch zoomed to ${wide / pinched.w}×`);
    const stays = await boardPointAt(page, mid.x, mid.y);
    assert.ok(Math.hypot(stays.x - under.x, stays.y - under.y) < 12, JSON.stringify([under, stays]));
    await cdp.detach();
  });

  test('pans when dragged, and does not take the drag for a tap', async () => {
    const reset = page.getByRole('button', { name: en.mapui.reset });
    if (await reset.isEnabled()) await reset.click();
    await page.getByRole('button', { name: en.board.zoomIn }).click();
    await page.getByRole('button', { name: en.board.zoomIn }).click();
    const frame = await frameBox(page);
    const start = await viewBox(page);
    const x = frame.x + frame.w / 2;
    const y = frame.y + frame.h / 2;
    const sent = driver.messages.length;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(x - 12 * i, y - 8 * i);
    await page.mouse.up();
    const moved = await viewBox(page);
    const perPixel = start.w / frame.w;
    assert.ok(Math.abs(moved.x - start.x - 60 * perPixel) < 1, JSON.stringify([start, moved]));
    assert.ok(Math.abs(moved.y - start.y - 40 * perPixel) < 1, JSON.stringify([start, moved]));
    assert.equal(driver.messages.length, sent, 'the drag acted');
  });

  test('moves the player where a reachable room is tapped', async () => {
    await driver.play(anyAction(picker(11)), (view) => view.legal.some((a) => a.type === 'step'));
    await zoomOutFully(page, en);
    const view = driver.latest!.view;
    const me = view.me!.seat;
    const step = view.legal.find((a) => a.type === 'step')!;
    assert.equal(step.type, 'step');
    const id = view.board.layout.locations[step.to]!.id;
    const target = page.locator(`.map-frame g.loc[data-location="${id}"] [role="button"]`);
    await page.locator('.map-frame').scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    assert.ok(box);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await driver.waitForView((v) => v.seats[me]!.location === step.to);
  });

  test('zooms and pans with the keyboard when focused, and resets', async () => {
    await page.getByRole('button', { name: en.mapui.reset }).click();
    await page.locator('.map-frame').focus();
    const start = await viewBox(page);
    await page.keyboard.press('+');
    const zoomed = await viewBox(page);
    assert.ok(zoomed.w < start.w);
    await page.keyboard.press('ArrowRight');
    const right = await viewBox(page);
    assert.ok(right.x > zoomed.x || right.x + right.w >= -170 + 1210 - 1e-6);
    await page.keyboard.press('ArrowDown');
    assert.ok((await viewBox(page)).y >= right.y);
    await page.keyboard.press('0');
    assert.deepEqual(await viewBox(page), start);
  });

  test('explains its symbols in a legend that passes axe', async () => {
    await page.getByText(en.mapui.legend.title).click();
    await page.locator('.map-legend li').first().waitFor();
    assert.equal(await page.locator('.map-legend li > svg').count(), Object.keys(en.mapui.legend).length - 1);
    await page.locator('.map-legend').scrollIntoViewIfNeeded();
    await screenshot(page, 'map-phone-legend');
    assert.deepEqual(await accessibilityViolations(page), []);
  });

  test('keeps focus on the decision through a few decisions played by keyboard, and slides the tokens', async () => {
    // Keyboard only: Tab to the first action, then Enter, decision after decision.
    await page.locator('.map-frame').focus();
    for (let i = 0; i < 120; i++) {
      if (await page.evaluate(() => document.activeElement?.matches('button[data-action]') === true)) break;
      await page.keyboard.press('Tab');
    }
    let decisions = 0;
    let sawMapTarget = false;
    for (let round = 0; decisions < 8 && round < 60; round++) {
      const latest = driver.latest!;
      if (latest.view.phase.kind === 'over') break;
      const focus = await page.evaluate(() => {
        const el = document.activeElement;
        return {
          body: el === null || el === document.body,
          action: el?.matches('button[data-action]') === true,
          home: el?.matches('[data-focus-home]') === true,
        };
      });
      assert.ok(!focus.body, `focus fell to the page body after ${decisions} decisions`);
      if (latest.view.legal.length > 0 && focus.action) {
        if (!sawMapTarget && latest.view.legal.some((a) => a.type === 'step')) {
          sawMapTarget = true;
          await checkFocusLook(page);
        }
        const version = latest.version;
        await page.keyboard.press('Enter');
        decisions++;
        await driver.waitForView(() => driver.latest!.version !== version);
        // The new decision (if any) gets the focus once rendered.
        const landed = await page
          .waitForFunction(
            () => document.activeElement?.matches('button[data-action], [data-focus-home]') === true,
            undefined,
            { timeout: 10_000 },
          )
          .then(
            () => true,
            () => false,
          );
        assert.ok(landed, `focus did not land on the next decision after ${decisions} decisions`);
      } else {
        assert.ok(focus.action || focus.home, 'focus rests on the decision or the actions heading');
        await driver.waitForView((v) => v.legal.length > 0 || v.phase.kind === 'over');
        await page.waitForFunction(() => document.activeElement?.matches('button[data-action]') === true);
      }
    }
    assert.ok(decisions >= 4, `only ${decisions} decisions`);
    const moves = await page.evaluate(() => (window as unknown as { __discMoves: number }).__discMoves);
    assert.ok(moves > 0, 'no token slid');
    await screenshot(page, 'map-phone-keyboard');
  });
});

/** A focused map room looks unlike a merely reachable one. */
async function checkFocusLook(page: Page): Promise<void> {
  const targets = page.locator('.map-frame [role="button"]');
  const count = await targets.count();
  if (count < 2) return;
  await targets.first().focus();
  const look = (i: number) =>
    targets.nth(i).evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.fill}|${s.stroke}|${s.strokeWidth}|${s.outlineStyle}`;
    });
  const focused = await look(0);
  const reachable = await look(1);
  assert.notEqual(focused, reachable, 'a focused room looks like a reachable one');
  // Back to the decision by keyboard: Enter on the focused room is an action too.
  await page.locator('button[data-action]').first().focus();
}

describe('the map in German on a phone', () => {
  const app = appInChromium();

  test('fits the long German names, clear of badges', async () => {
    // Asking for reduced motion: the tokens jump, they do not slide.
    const context = await app.browser.newContext({ ...PHONE, locale: 'de', reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.addInitScript(COUNT_DISC_MOTION);
    const driver = await startMapGame(page, app.server, de);
    await zoomOutFully(page, de);
    assert.deepEqual(await labelProblems(page), []);
    await screenshot(page, 'map-phone-de');
    const central = (await driver.waitForView(() => true)).board.layout.central;
    await driver.play(anyAction(picker(7)), (view) => view.seats.some((seat) => seat.location !== central));
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.map-frame g.disc')].some(
        (disc) => disc.getAttribute('data-location') !== 'central',
      ),
    );
    const moves = await page.evaluate(() => (window as unknown as { __discMoves: number }).__discMoves);
    assert.equal(moves, 0, 'a token slid despite reduced motion');
  });
});

/**
 * Every disc clear of its location's name and inside its location, as the browser draws them (the
 * name's lines measured, the disc's outline or Knife ring included). A string, as LABEL_PROBLEMS.
 */
const DISC_PROBLEMS = `(() => {
  const problems = [];
  for (const disc of document.querySelectorAll('svg.board g.disc')) {
    const id = disc.getAttribute('data-location');
    const loc = document.querySelector('svg.board g.loc[data-location="' + id + '"]');
    const circle = disc.querySelector('circle:not(.knife)');
    const x = Number(circle.getAttribute('cx'));
    const y = Number(circle.getAttribute('cy'));
    const reach = Number(circle.getAttribute('r')) + (disc.querySelector('circle.knife') ? 6 : 2);
    const who = 'disc ' + disc.getAttribute('data-seat') + ' in ' + id;
    const shape = loc.querySelector(':scope > rect');
    const [sx, sy, sw, sh] = ['x', 'y', 'width', 'height'].map((a) => Number(shape.getAttribute(a)));
    if (x - reach < sx || x + reach > sx + sw || y - reach < sy || y + reach > sy + sh)
      problems.push(who + ' leaves its location');
    for (const line of loc.querySelectorAll('text.name tspan')) {
      const b = line.getBBox();
      const dx = Math.max(b.x - x, 0, x - (b.x + b.width));
      const dy = Math.max(b.y - y, 0, y - (b.y + b.height));
      if (Math.hypot(dx, dy) < reach) problems.push(who + ' covers "' + line.textContent + '"');
    }
  }
  return problems;
})()`;

describe('a crowded small room on a desktop (map labels cut or colliding)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  /** The Board of a game where `crowd` stand in the Security Room (dead ones as Ghosts), drawn in a page. */
  async function crowdedBoard(players: 5 | 8, crowd: number, dead: readonly number[], zoomed: boolean) {
    const roles: Role[] = Array.from({ length: players }, (_, seat) =>
      seat < (players === 5 ? 1 : 2) ? 'cultist' : 'investigator',
    );
    const state = position({
      players,
      roles,
      knife: 0,
      seats: roles.map((_, seat) => ({
        location: seat < crowd ? 'security' : 'central',
        alive: !dead.includes(seat),
      })),
    });
    const view = viewFor(state, 0);
    const i18n = await setupI18n('en');
    await i18n.changeLanguage('en');
    const layout = view.board.layout;
    const room = layout.locations.find((l) => l.id === 'security')!.shape;
    const camera = zoomed
      ? { x: room.x - 45, y: room.y - 40, w: room.w + 90, h: ((room.w + 90) * 1060) / 1210 }
      : undefined;
    const svg = renderToStaticMarkup(createElement(Board, { layout, t: i18n.t, view, camera }));
    const context = await browser.newContext({ ...DESKTOP, locale: 'en' });
    const page = await context.newPage();
    await showBoard(page, svg, 'en', 'width:760px;padding:8px');
    return { page, context };
  }

  test('keeps the Security Room’s name clear of 3 discs (5 players) and of 8 with Ghosts (8 players)', async () => {
    for (const [players, crowd, dead] of [
      [5, 3, []],
      [8, 8, [1, 4, 7]],
    ] as const) {
      for (const zoomed of [false, true]) {
        const { page, context } = await crowdedBoard(players, crowd, dead, zoomed);
        try {
          assert.equal(await page.locator('g.disc[data-location="security"]').count(), crowd);
          mkdirSync(SHOTS, { recursive: true });
          const name = `map-crowded${players === 8 ? '-8' : ''}${zoomed ? '-room' : ''}`;
          await page.locator('.map-frame').screenshot({ path: join(SHOTS, `${name}.png`) });
          assert.deepEqual(await page.evaluate<string[]>(DISC_PROBLEMS), [], `${players} players`);
        } finally {
          await context.close();
        }
      }
    }
  });
});
