import type { Cue } from './cues.ts';
import { loadSound, saveSound, type SoundSettings } from './settings.ts';

/**
 * The cues, synthesised with Web Audio for this project: no sound file, nothing to download, each
 * under a second and soft. One shared context, made or woken on the player's click (browsers allow
 * sound only after a gesture), and one master gain that carries the volume.
 */
let audio: { readonly ctx: AudioContext; readonly master: GainNode } | null = null;
/** The settings this page plays by; read from the browser on first use, changed by the sound control. */
let settings: SoundSettings | null = null;

export function soundSettings(): SoundSettings {
  settings ??= loadSound();
  return settings;
}

/** A new choice: applied at once (the volume too) and remembered. */
export function changeSound(next: SoundSettings): void {
  settings = next;
  saveSound(next);
  if (audio !== null) audio.master.gain.value = next.volume;
}

/** Makes (or wakes) the audio context; call it from a click. False if this browser has no Web Audio. */
export function unlockAudio(): boolean {
  if (typeof AudioContext === 'undefined') return false;
  if (audio === null) {
    const ctx = new AudioContext();
    const master = ctx.createGain();
    master.gain.value = soundSettings().volume;
    master.connect(ctx.destination);
    audio = { ctx, master };
  }
  if (audio.ctx.state === 'suspended') void audio.ctx.resume();
  return true;
}

interface Note {
  readonly freq: number;
  readonly at: number;
  readonly length: number;
  readonly peak: number;
  readonly type: OscillatorType;
  /** Where the pitch slides to by the end (a thump falls), if anywhere. */
  readonly slideTo?: number;
}

function note(ctx: AudioContext, out: AudioNode, start: number, n: Note): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const at = start + n.at;
  osc.type = n.type;
  osc.frequency.setValueAtTime(n.freq, at);
  if (n.slideTo !== undefined) osc.frequency.exponentialRampToValueAtTime(n.slideTo, at + n.length);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(n.peak, at + Math.min(0.02, n.length / 4));
  gain.gain.exponentialRampToValueAtTime(0.0001, at + n.length);
  osc.connect(gain).connect(out);
  osc.start(at);
  osc.stop(at + n.length + 0.01);
}

/** Filtered noise: a card's swish (band-pass, short) or thunder's rumble (low-pass, long). */
function noise(
  ctx: AudioContext,
  out: AudioNode,
  start: number,
  shape: {
    readonly length: number;
    readonly peak: number;
    readonly filter: BiquadFilterType;
    readonly freq: number;
  },
): void {
  const frames = Math.ceil(ctx.sampleRate * shape.length);
  const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  // Noise needs no true randomness: a small fixed generator, so every play of a cue is the same sound.
  let x = 0x9e3779b9;
  for (let i = 0; i < frames; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data[i] = (x >>> 0) / 0x80000000 - 1;
  }
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = shape.filter;
  filter.frequency.value = shape.freq;
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(shape.peak, start + shape.length / 6);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + shape.length);
  source.connect(filter).connect(gain).connect(out);
  source.start(start);
  source.stop(start + shape.length + 0.01);
}

const sine = (freq: number, at: number, length: number, peak: number): Note => ({
  freq,
  at,
  length,
  peak,
  type: 'sine',
});
const thump = (at: number, peak: number): Note => ({ ...sine(110, at, 0.16, peak), slideTo: 45 });
const chord = (freqs: readonly number[], type: OscillatorType): Note[] =>
  freqs.map((freq, i) => ({
    freq,
    at: i * 0.13,
    length: i === freqs.length - 1 ? 0.5 : 0.2,
    peak: 0.16,
    type,
  }));

/** Each cue as notes and noises, starting now. */
const VOICES: Record<Cue, (ctx: AudioContext, out: AudioNode, start: number) => void> = {
  // Two soft rising notes: the game waits for you.
  turn: (ctx, out, start) => {
    for (const n of [sine(660, 0, 0.12, 0.2), sine(880, 0.12, 0.12, 0.2)]) note(ctx, out, start, n);
  },
  // A card slid face down across the table: the same swish whatever the card.
  card: (ctx, out, start) => {
    noise(ctx, out, start, { length: 0.14, peak: 0.25, filter: 'bandpass', freq: 2400 });
  },
  // A footstep on wood, then the latch of a door.
  step: (ctx, out, start) => {
    note(ctx, out, start, thump(0, 0.3));
    note(ctx, out, start, sine(1400, 0.18, 0.05, 0.05));
  },
  // A small hand bell: a fundamental and two inharmonic partials, ringing out.
  bell: (ctx, out, start) => {
    for (const [ratio, peak] of [
      [1, 0.18],
      [2.76, 0.07],
      [5.4, 0.03],
    ] as const)
      note(ctx, out, start, sine(587 * ratio, 0, 0.9, peak));
  },
  // A crack and a low roll.
  thunder: (ctx, out, start) => {
    noise(ctx, out, start, { length: 0.12, peak: 0.3, filter: 'highpass', freq: 1800 });
    noise(ctx, out, start + 0.05, { length: 0.9, peak: 0.5, filter: 'lowpass', freq: 220 });
  },
  // Lub-dub: the Night falls.
  heartbeat: (ctx, out, start) => {
    note(ctx, out, start, thump(0, 0.45));
    note(ctx, out, start, thump(0.2, 0.32));
  },
  // A rising major arpeggio, and a falling minor one.
  victory: (ctx, out, start) => {
    for (const n of chord([523, 659, 784, 1047], 'triangle')) note(ctx, out, start, n);
  },
  defeat: (ctx, out, start) => {
    for (const n of chord([392, 311, 262, 196], 'triangle')) note(ctx, out, start, n);
  },
};

/**
 * Plays a cue, `after` seconds from now, if the player turned sound on; nothing otherwise (sound is
 * never on before they choose).
 */
export function playCue(cue: Cue, after = 0): void {
  const { on, volume } = soundSettings();
  if (!on || volume === 0) return;
  if (audio === null && !unlockAudio()) return;
  const { ctx, master } = audio!;
  VOICES[cue](ctx, master, ctx.currentTime + after);
}

/** Plays a cue on the player's click whatever the settings: how a choice sounds, heard as it is made. */
export function previewCue(cue: Cue): void {
  if (!unlockAudio()) return;
  const { ctx, master } = audio!;
  VOICES[cue](ctx, master, ctx.currentTime);
}
