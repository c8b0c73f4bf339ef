import type { Cue } from './cues.ts';

/**
 * How each cue sounds: notes and filtered noise, built with Web Audio for this project. Loaded on the
 * first cue played (synth.ts), so that the landing page never carries it.
 */
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

/** Each cue as notes and noises, starting at `start` on the context's clock. */
export const VOICES: Record<Cue, (ctx: AudioContext, out: AudioNode, start: number) => void> = {
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
