import type { Cue } from './cues.ts';
import { loadSound, saveSound, type SoundSettings } from './settings.ts';

/**
 * Playing the cues (their sound is in voices.ts): no sound file, nothing to download. One shared context,
 * made or woken on the player's click (browsers allow sound only after a gesture), and one master gain
 * that carries the volume.
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

/** Schedules `cue` on the shared context, `after` seconds from now, once the voices are loaded. */
async function sound(cue: Cue, after: number): Promise<void> {
  // Loaded once, on the first cue: the landing page never carries the voices.
  const { VOICES } = await import('./voices.ts');
  const { ctx, master } = audio!;
  VOICES[cue](ctx, master, ctx.currentTime + after);
}

/**
 * Plays a cue, `after` seconds from now, if the player turned sound on; nothing otherwise (sound is
 * never on before they choose). Resolves once the cue is scheduled.
 */
export async function playCue(cue: Cue, after = 0): Promise<void> {
  const { on, volume } = soundSettings();
  if (!on || volume === 0) return;
  if (audio === null && !unlockAudio()) return;
  await sound(cue, after);
}

/** Plays a cue on the player's click whatever the settings: how a choice sounds, heard as it is made. */
export async function previewCue(cue: Cue): Promise<void> {
  if (!unlockAudio()) return;
  await sound(cue, 0);
}
