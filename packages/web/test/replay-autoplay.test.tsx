/** @jsxRuntime automatic */
// The replay's autoplay (on the page's timers, driven here by node:test's mocked ones: no waiting), its keys,
// its tip on the keys shown once, and its controls as rendered: play or pause, the speed, the shortcuts.
import assert from 'node:assert/strict';
import { afterEach, before, beforeEach, describe, it, mock } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  Autoplay,
  nextSpeed,
  pageClock,
  SPEEDS,
  STEP_MS,
  stepDelay,
  type Clock,
} from '../src/replay/autoplay.ts';
import { HINT_KEY, hintShown, rememberHint } from '../src/replay/hintOnce.ts';
import { keyCommand } from '../src/replay/nav.ts';
import { ReplayScreen } from '../src/replay/ReplayScreen.tsx';
import { Shortcuts } from '../src/replay/Shortcuts.tsx';
import { replayEn } from '../src/replay/text/en.ts';
import { loadReplayText, replayT } from '../src/replay/text/index.ts';
import { buildTimeline } from '../src/replay/timeline.ts';
import { englishT } from './helpers.ts';
import { recordedGame, serverRecord } from './replay-game.ts';

before(async () => {
  await englishT();
  await loadReplayText('en');
});

/** A replay of `last` steps played by an `Autoplay` on the page's (mocked) timers. */
function player(last: number, from = 0) {
  let step = from;
  const seen: boolean[] = [];
  const autoplay = new Autoplay(
    pageClock,
    () => {
      step = Math.min(last, step + 1);
      return step < last;
    },
    (state) => seen.push(state.playing),
  );
  return { autoplay, step: () => step, seen };
}

/** Lets `n` waits of `ms` pass, one at a time (a mocked tick fires the timers due, not the ones they set). */
function wait(n: number, ms: number): void {
  for (let i = 0; i < n; i++) mock.timers.tick(ms);
}

describe('autoplay', () => {
  beforeEach(() => {
    mock.timers.enable({ apis: ['setTimeout'] });
  });
  afterEach(() => {
    mock.timers.reset();
  });

  it('steps on every 1.5 s at 1×, at half that at 2×, twice as long at 0.5×, and not at all once paused', () => {
    const { autoplay, step } = player(100);
    autoplay.play();
    mock.timers.tick(STEP_MS - 1);
    assert.equal(step(), 0, 'not before its time');
    mock.timers.tick(1);
    assert.equal(step(), 1);
    wait(3, STEP_MS);
    assert.equal(step(), 4);
    autoplay.faster();
    assert.equal(autoplay.state.speed, 2);
    mock.timers.tick(STEP_MS / 2 - 1);
    assert.equal(step(), 4, 'a new speed starts a new wait');
    mock.timers.tick(1);
    assert.equal(step(), 5);
    autoplay.setSpeed(0.5);
    mock.timers.tick(2 * STEP_MS - 1);
    assert.equal(step(), 5);
    mock.timers.tick(1);
    assert.equal(step(), 6);
    autoplay.pause();
    assert.equal(autoplay.state.playing, false);
    wait(100, STEP_MS);
    assert.equal(step(), 6, 'paused');
    autoplay.toggle();
    assert.equal(autoplay.state.playing, true);
    autoplay.setSpeed(4);
    mock.timers.tick(STEP_MS / 4);
    assert.equal(step(), 7);
  });

  it('gives a step moved to by hand while playing a whole wait; paused, a move by hand does not start it', () => {
    const { autoplay, step } = player(100);
    autoplay.play();
    mock.timers.tick(STEP_MS - 100);
    autoplay.restart();
    mock.timers.tick(STEP_MS - 1);
    assert.equal(step(), 0, 'the wait started again');
    mock.timers.tick(1);
    assert.equal(step(), 1);
    autoplay.pause();
    autoplay.restart();
    assert.equal(autoplay.state.playing, false);
    wait(5, STEP_MS);
    assert.equal(step(), 1);
  });

  it('pauses by itself at the last step, and says so', () => {
    const { autoplay, step, seen } = player(5, 2);
    autoplay.play();
    wait(2, STEP_MS);
    assert.equal(step(), 4);
    assert.equal(autoplay.state.playing, true);
    mock.timers.tick(STEP_MS);
    assert.equal(step(), 5);
    assert.equal(autoplay.state.playing, false, 'stopped at the end');
    assert.deepEqual(seen, [true, false]);
    wait(10, STEP_MS);
    assert.equal(step(), 5);
  });

  it('waits on the clock it is given', () => {
    const waits: number[] = [];
    const clock: Clock = {
      after(ms) {
        waits.push(ms);
        return () => undefined;
      },
    };
    const autoplay = new Autoplay(clock, () => true);
    autoplay.play();
    autoplay.faster();
    autoplay.faster();
    autoplay.faster();
    autoplay.slower();
    assert.deepEqual(waits, [STEP_MS, STEP_MS / 2, STEP_MS / 4, STEP_MS / 2]);
  });

  it('offers 0.5×, 1×, 2× and 4×, and stays within them', () => {
    assert.deepEqual(SPEEDS, [0.5, 1, 2, 4]);
    assert.deepEqual(
      SPEEDS.map((s) => stepDelay(s)),
      [3000, 1500, 750, 375],
    );
    assert.equal(nextSpeed(4, 1), 4);
    assert.equal(nextSpeed(0.5, -1), 0.5);
    assert.equal(nextSpeed(1, -1), 0.5);
  });
});

describe('the replay’s keys', () => {
  it('Space plays or pauses, + and − set the speed, ? shows the shortcuts; the arrows, Page Up/Down, Home and End move', () => {
    assert.equal(keyCommand(' ', false), 'toggle');
    assert.equal(keyCommand('+', true), 'faster');
    assert.equal(keyCommand('=', false), 'faster');
    assert.equal(keyCommand('-', false), 'slower');
    assert.equal(keyCommand('?', true), 'help');
    assert.equal(keyCommand('ArrowRight', false), 'next');
    assert.equal(keyCommand('ArrowLeft', true), 'prevRound');
    assert.equal(keyCommand('PageDown', false), 'nextRound');
    assert.equal(keyCommand('Home', false), 'first');
    assert.equal(keyCommand('End', false), 'last');
    assert.equal(keyCommand('a', false), null);
  });
});

/** A browser's storage for the tip's one key. */
function fakeStorage(): Map<string, string> {
  const items = new Map<string, string>();
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    },
  });
  return items;
}

const game = recordedGame(6, 21);
const record = serverRecord(game);
const built = buildTimeline(record.options, record.actions);
assert.ok(built.ok);
const timeline = built.timeline;
const screen = (step = 0) =>
  renderToStaticMarkup(
    <ReplayScreen
      record={record}
      timeline={timeline}
      check={null}
      digest={null}
      rt={replayT}
      initialStep={step}
    />,
  );

describe('the tip on the replay’s keys', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('shows in the first replay this browser opens, and not in the next once it has been shown', () => {
    const items = fakeStorage();
    assert.equal(hintShown(), false);
    assert.ok(screen().includes(replayEn.nav.tip), 'the first time');
    assert.ok(screen(3).includes(replayEn.nav.tip), 'opened at any step');
    rememberHint();
    assert.equal(items.get(HINT_KEY), 'shown');
    assert.equal(hintShown(), true);
    assert.ok(!screen().includes(replayEn.nav.tip), 'not again');
    assert.ok(!screen(5).includes(replayEn.nav.tip), 'at no step');
  });

  it('shows without a storage (private mode) and never throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('denied');
      },
    });
    assert.equal(hintShown(), false);
    rememberHint();
    assert.ok(screen().includes(replayEn.nav.tip));
  });
});

describe('the replay’s controls', () => {
  it('offer play (paused at first), the four speeds at 1×, the shortcuts’ button, and every move', () => {
    const html = screen(2);
    assert.match(html, /data-playing="false"/);
    assert.match(html, /data-speed="1"/);
    assert.ok(html.includes(`aria-label="${replayEn.nav.play}"`));
    for (const s of ['0.5×', '1×', '2×', '4×']) assert.ok(html.includes(`>${s}</option>`), s);
    assert.match(html, new RegExp(`aria-expanded="false"[^>]*>${replayEn.shortcuts.button}<`));
    for (const move of ['first', 'prevRound', 'prev', 'next', 'nextRound', 'last'] as const)
      assert.ok(html.includes(`aria-label="${replayEn.nav[move]}"`), move);
    // The track is described by every key, Space, the speed and ? included.
    assert.ok(html.includes(replayEn.nav.keys));
  });

  it('list every shortcut with its keys', () => {
    const html = renderToStaticMarkup(<Shortcuts id="s" rt={replayT} onClose={() => undefined} />);
    for (const row of ['play', 'step', 'round', 'ends', 'speed', 'help'] as const) {
      assert.ok(html.includes(replayEn.shortcuts[row]), row);
      assert.ok(html.includes(`<kbd>${replayEn.shortcuts[`${row}Keys`]}</kbd>`), `${row}: its keys`);
    }
  });
});
