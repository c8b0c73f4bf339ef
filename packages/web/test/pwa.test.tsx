/** @jsxRuntime automatic */
// The installable app's parts that run without a browser: the update prompt, the static build's landing page,
// the manifest's colours from the design tokens. The service worker itself is tested in Chromium
// (e2e/installable.test.ts, e2e/offline.test.ts, e2e/static-build.test.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { englishT } from './helpers.ts';
import { UpdatePrompt } from '../src/pwa/UpdatePrompt.tsx';
import { StaticLanding } from '../src/pwa/StaticLanding.tsx';
import {
  applyUpdate,
  dismissUpdate,
  offerUpdate,
  subscribeUpdate,
  updateWaiting,
} from '../src/pwa/register.ts';
import { STATIC_BUILD } from '../src/pwa/staticBuild.ts';
import { themeToken } from '../scripts/pwa.ts';

before(async () => {
  await englishT();
});

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18next}>{node}</I18nextProvider>);

test('the update prompt is an empty polite status until a new version waits, then says so with Reload and Later', () => {
  assert.equal(updateWaiting(), false);
  assert.equal(render(<UpdatePrompt />), '<div class="update-prompt" role="status"></div>');
  let activated = 0;
  let changes = 0;
  const unsubscribe = subscribeUpdate(() => changes++);
  offerUpdate(() => activated++);
  assert.equal(changes, 1);
  const html = render(<UpdatePrompt />);
  assert.match(html, /role="status"/);
  assert.match(html, /A new version of the game is ready\./);
  assert.match(html, /<button type="button">Reload<\/button>/);
  assert.match(html, /<button type="button">Later<\/button>/);
  // Nothing in it asks for the focus.
  assert.doesNotMatch(html, /autofocus|tabindex/i);
  applyUpdate();
  assert.equal(activated, 1);
  dismissUpdate();
  assert.equal(updateWaiting(), false);
  assert.equal(changes, 2);
  // "Later" drops the offer: Reload does nothing more.
  applyUpdate();
  assert.equal(activated, 1);
  unsubscribe();
  assert.equal(render(<UpdatePrompt />), '<div class="update-prompt" role="status"></div>');
});

test('the static build’s landing page explains what needs the server and links to solo and the rules, with no form', () => {
  const html = render(<StaticLanding />);
  assert.match(html, /Playing without a server/);
  assert.match(html, /Games with other people, the tutorial and accounts need the game server\./);
  assert.match(html, /href="\/solo"/);
  assert.match(html, /href="\/learn"/);
  assert.doesNotMatch(html, /<form|<input/);
});

test('outside Vite (the tests) the app is the server’s build, not the static one', () => {
  assert.equal(STATIC_BUILD, false);
});

test('the manifest’s colours are the design tokens’: the dark theme’s --bg, and a missing token is an error', () => {
  const css = readFileSync(new URL('../src/design/theme.css', import.meta.url), 'utf8');
  assert.equal(themeToken(css, 'bg'), '#15121a');
  assert.equal(themeToken(css, 'accent'), '#eebf5b');
  assert.throws(() => themeToken(css, 'no-such-token'), /defines no colour --no-such-token/);
});
