/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  boardRef,
  logFor,
  SHIPPED_BOARD,
  viewFor,
  type GameState,
  type Viewer,
  type ViewedEvent,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { CUES, cuesFor, type Cue } from '../src/sound/cues.ts';
import { DEFAULT_VOLUME, loadSound, parseSound, saveSound, SOUND_KEY } from '../src/sound/settings.ts';
import { SoundControl } from '../src/sound/SoundControl.tsx';
import { changeSound, playCue } from '../src/sound/synth.ts';
import { LANGUAGES } from '../src/i18n/all.ts';
import { englishT, lcg } from './helpers.ts';
import { randomGame } from './replay-game.ts';

before(async () => {
  await englishT();
});

/** A browser's storage, as far as the settings use it. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

const ev = (seq: number, event: Record<string, unknown>): ViewedEvent =>
  ({ ...event, seq, round: 1 }) as unknown as ViewedEvent;
const NO_PHASE = { was: 'action', now: 'action' } as const;

describe('sound settings', () => {
  it('off until chosen, remembered with the volume, and anything unreadable means off', () => {
    assert.deepEqual(parseSound(null), { on: false, volume: DEFAULT_VOLUME });
    for (const saved of ['', 'true', '[1]', '{"on":"yes"}', '{"on":1}'])
      assert.equal(parseSound(saved).on, false, saved);
    assert.deepEqual(parseSound('{"on":true,"volume":0.3}'), { on: true, volume: 0.3 });
    assert.equal(parseSound('{"on":true,"volume":7}').volume, 1);
    assert.equal(parseSound('{"on":true,"volume":"loud"}').volume, DEFAULT_VOLUME);
    // Sound turned on before there was a volume (the turn signals' choice) stays on.
    assert.equal(parseSound(null, '{"sound":true,"notify":false}').on, true);
    assert.equal(parseSound('{"on":false}', '{"sound":true}').on, false);
  });

  it('a choice saved is the choice loaded', () => {
    const storage = fakeStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      assert.equal(loadSound().on, false);
      saveSound({ on: true, volume: 0.4 });
      assert.ok(storage.getItem(SOUND_KEY) !== null);
      assert.deepEqual(loadSound(), { on: true, volume: 0.4 });
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});

describe('sound cues', () => {
  it('each public moment has its cue, once per batch; the rest is silent', () => {
    const log = [
      ev(0, { t: 'moved', seat: 0, from: 1, to: 2 }),
      ev(1, { t: 'moved', seat: 1, from: 1, to: 3 }),
      ev(2, { t: 'cardGiven', from: 0, to: 1 }),
      ev(3, { t: 'voteStarted', reason: 'cafeteria', initiator: 2 }),
      ev(4, { t: 'eventDrawn', token: 'lightningStrike' }),
      ev(5, { t: 'passed', seat: 3 }),
    ];
    assert.deepEqual(cuesFor(log, -1, NO_PHASE, { team: null }), ['step', 'card', 'bell', 'thunder']);
    assert.deepEqual(cuesFor(log, 3, NO_PHASE, { team: null }), ['thunder'], 'what was seen is history');
    assert.deepEqual(cuesFor([ev(0, { t: 'power', on: false })], -1, NO_PHASE, { team: null }), ['thunder']);
    assert.deepEqual(cuesFor([ev(0, { t: 'power', on: true })], -1, NO_PHASE, { team: null }), []);
    assert.deepEqual(
      cuesFor([ev(0, { t: 'eventDrawn', token: 'blackout' })], -1, NO_PHASE, { team: null }),
      [],
    );
  });

  it('the Night starts with a heartbeat; the end is victory or defeat for a player, victory for the table', () => {
    assert.deepEqual(cuesFor([], -1, { was: null, now: 'night' }, { team: null }), ['heartbeat']);
    assert.deepEqual(cuesFor([], -1, { was: 'night', now: 'night' }, { team: null }), []);
    assert.deepEqual(cuesFor([], -1, { was: 'cleanup', now: 'detectiveNight' }, { team: null }), [
      'heartbeat',
    ]);
    const over = [ev(9, { t: 'gameOver', winner: 'cultists', reason: 'kills' })];
    assert.deepEqual(cuesFor(over, 8, NO_PHASE, { team: 'cultists' }), ['victory']);
    assert.deepEqual(cuesFor(over, 8, NO_PHASE, { team: 'investigators' }), ['defeat']);
    assert.deepEqual(cuesFor(over, 8, NO_PHASE, { team: null }), ['victory']);
  });

  it('a card passed sounds the same whatever it is: the private entry that names it is silent', () => {
    for (const card of ['alive', 'dead', 'infected'])
      assert.deepEqual(
        cuesFor([ev(0, { t: 'cardGivenFace', from: 0, to: 1, card })], -1, NO_PHASE, { team: null }),
        [],
      );
  });

  it('every viewer hears the same cues at every step of whole games: no cue depends on a hidden entry', () => {
    const heard = new Set<Cue>();
    let privateEntries = 0;
    for (const seed of [3, 11]) {
      const pick = lcg(seed);
      const seen = new Map<Viewer, number>();
      const phases = new Map<Viewer, string | null>();
      const step = (s: GameState) => {
        const viewers: Viewer[] = ['spectator', ...s.seats.map((_, i) => i)];
        const byViewer = viewers.map((v) => {
          const log = logFor(s, v);
          const now = viewFor(s, v).phase.kind;
          // Victory and defeat are told apart only once every role is shown; here every listener is teamless.
          const cues = cuesFor(log, seen.get(v) ?? -1, { was: phases.get(v) ?? null, now }, { team: null });
          seen.set(v, log.at(-1)?.seq ?? -1);
          phases.set(v, now);
          return cues;
        });
        for (const cues of byViewer) {
          assert.deepEqual(cues, byViewer[0], `log entry ${s.log.length}`);
          for (const cue of cues) heard.add(cue);
        }
      };
      const { final } = randomGame(
        { players: 6, seed: seedOf(seed), roleSet: 'recommended', board: boardRef(SHIPPED_BOARD) },
        pick,
        step,
      );
      privateEntries += final.log.filter((e) => e.vis !== null).length;
    }
    assert.ok(privateEntries > 0, 'the games had hidden entries');
    for (const cue of ['heartbeat', 'step', 'card', 'victory'] as const) assert.ok(heard.has(cue), cue);
  });
});

describe('sound control', () => {
  it('a toggle, off until pressed, and a labelled volume, in every language', () => {
    const html = renderToStaticMarkup(<SoundControl />);
    assert.match(html, /aria-pressed="false"/);
    assert.match(
      html,
      new RegExp(`<label for="([^"]+)">${LANGUAGES.en.sound.volume}</label><input id="\\1"`),
    );
    assert.match(html, /type="range"/);
    for (const texts of Object.values(LANGUAGES))
      assert.deepEqual(Object.keys(texts.sound).sort(), Object.keys(LANGUAGES.en.sound).sort());
  });
});

/** Web Audio as far as the cues use it, counting the contexts made and the sources started. */
function fakeAudio() {
  const counts = { contexts: 0, started: 0 };
  const param = () => ({
    value: 0,
    setValueAtTime: () => undefined,
    exponentialRampToValueAtTime: () => undefined,
  });
  const node = () => {
    const n = {
      gain: param(),
      frequency: param(),
      type: '',
      buffer: null,
      connect: (next: unknown) => next,
      start: () => {
        counts.started++;
      },
      stop: () => undefined,
    };
    return n;
  };
  class FakeContext {
    readonly currentTime = 0;
    readonly sampleRate = 8000;
    readonly state = 'running';
    readonly destination = node();
    constructor() {
      counts.contexts++;
    }
    createGain = node;
    createOscillator = node;
    createBiquadFilter = node;
    createBufferSource = node;
    createBuffer = (_channels: number, frames: number) => ({
      getChannelData: () => new Float32Array(frames),
    });
    resume = () => Promise.resolve();
  }
  return { counts, FakeContext };
}

describe('sound playback', () => {
  it('nothing plays, and no audio context is made, until the player turns sound on', async () => {
    const { counts, FakeContext } = fakeAudio();
    Object.defineProperty(globalThis, 'AudioContext', { value: FakeContext, configurable: true });
    try {
      changeSound({ on: false, volume: 0.5 });
      for (const cue of CUES) await playCue(cue);
      assert.deepEqual(counts, { contexts: 0, started: 0 });
      changeSound({ on: true, volume: 0 });
      await playCue('bell');
      assert.deepEqual(counts, { contexts: 0, started: 0 }, 'volume at zero is silence');
      changeSound({ on: true, volume: 0.5 });
      for (const cue of CUES) await playCue(cue);
      assert.equal(counts.contexts, 1, 'one shared context');
      assert.ok(counts.started >= CUES.length, 'every cue sounds');
    } finally {
      changeSound({ on: false, volume: 0.5 });
      Reflect.deleteProperty(globalThis, 'AudioContext');
    }
  });
});
