/**
 * How long a solo game's bots take (issue 31): the server's bot delay before each decision and the time it
 * takes to type a line (bot-driver.ts), scaled by the pace the player chose.
 */
import type { Claim } from '@among-cultists/engine';
import { claimLine } from './claim-line.ts';
import type { SoloPace } from './types.ts';

/** The server's bot delay (BOT_DELAY_MS' default) at the watchable pace, in ms; the others scale it. */
const DELAYS: Readonly<Record<SoloPace, readonly [number, number]>> = {
  watch: [600, 1800],
  quick: [200, 600],
  instant: [0, 0],
};
/** The server's typing time of a bot's line (bot-driver.ts): per character, and its bounds. */
const TYPING_MS_PER_CHAR = 45;
const TYPING_MIN_MS = 800;
const TYPING_MAX_MS = 4_000;
const TYPING_SCALE: Readonly<Record<SoloPace, number>> = { watch: 1, quick: 1 / 3, instant: 0 };

/** A bot's wait before a decision; `random` is a number in [0, 1). */
export function botDelay(pace: SoloPace, random: number): number {
  const [min, max] = DELAYS[pace];
  return min + Math.floor(random * (max - min + 1));
}

/** The time a bot takes to type `claim`'s line. */
export function typingTime(pace: SoloPace, claim: Claim): number {
  const scale = TYPING_SCALE[pace];
  if (scale === 0) return 0;
  const chars = claimLine(claim, () => '7 · Marek').length;
  return Math.round(scale * Math.min(TYPING_MAX_MS, Math.max(TYPING_MIN_MS, chars * TYPING_MS_PER_CHAR)));
}
