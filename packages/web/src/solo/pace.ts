/**
 * How long a solo game's bots take (issue 31): the server's bot delay before each decision and the time it
 * takes to type a line (the protocol's typingDelay, as the server's bots), scaled by the pace the player chose.
 */
import type { Claim } from '@among-cultists/engine';
import { DEFAULT_TYPING_MS_PER_CHAR, typingDelay } from '@among-cultists/protocol/plain';
import type { SoloPace } from './types.ts';

/** The server's bot delay (BOT_DELAY_MS' default) at the watchable pace, in ms; the others scale it. */
const DELAYS: Readonly<Record<SoloPace, readonly [number, number]>> = {
  watch: [600, 1800],
  quick: [200, 600],
  instant: [0, 0],
};
/** The server's typing time of a bot's line, scaled. */
const TYPING_SCALE: Readonly<Record<SoloPace, number>> = { watch: 1, quick: 1 / 3, instant: 0 };

/** A bot's wait before a decision; `random` is a number in [0, 1). */
export function botDelay(pace: SoloPace, random: number): number {
  const [min, max] = DELAYS[pace];
  return min + Math.floor(random * (max - min + 1));
}

/** The time a bot takes to type `claim`'s line. */
export function typingTime(pace: SoloPace, claim: Claim): number {
  return Math.round(TYPING_SCALE[pace] * typingDelay(claim, DEFAULT_TYPING_MS_PER_CHAR));
}
