import { chachaBlock } from './chacha20.ts';

/**
 * The state of the game's random stream: a ChaCha20 keystream under a 256-bit secret seed.
 * It lives inside the game state (plain JSON) so that `apply` stays pure and a game replays
 * exactly from its seed. It is never projected into any view.
 */
export interface RngState {
  /** The seed as 8 little-endian 32-bit words. */
  readonly key: readonly number[];
  /** Index of the next keystream block. */
  counter: number;
  /** Index of the next unused word within block `counter - 1`; 16 means "block exhausted". */
  pos: number;
  /**
   * Keystream block `counter - 1`, kept with the stream so that the next draws do not compute it
   * again. Derived from `key` and `counter` (absent: computed on the next draw); never changed in
   * place, so copies of the stream may share it.
   */
  block?: readonly number[];
}

const NONCE = [0, 0, 0] as const;
const SEED_HEX = /^[0-9a-f]{64}$/;

export function isSeed(seed: string): boolean {
  return SEED_HEX.test(seed);
}

/** Turns a 64-hex-digit seed (32 bytes) into a fresh stream. */
export function createRng(seedHex: string): RngState {
  if (!isSeed(seedHex)) {
    throw new Error('A seed is 64 lowercase hexadecimal digits (256 bits).');
  }
  const key: number[] = [];
  for (let i = 0; i < 8; i++) {
    let word = 0;
    for (let b = 3; b >= 0; b--) word = (word << 8) | hexByte(seedHex, i * 8 + b * 2);
    key.push(word >>> 0);
  }
  return { key, counter: 0, pos: 16 };
}

/** The byte written by the two hex digits at `at` of a checked seed (`parseInt` of them, without the slice). */
function hexByte(seedHex: string, at: number): number {
  return (hexDigit(seedHex.charCodeAt(at)) << 4) | hexDigit(seedHex.charCodeAt(at + 1));
}

/** The value of a lowercase hex digit's character code ('0'-'9', then 'a'-'f': `isSeed` allows no other). */
function hexDigit(code: number): number {
  return code <= 57 ? code - 48 : code - 87;
}

/** A plain array written in place: no typed array to allocate and copy out of for every block. */
function computeBlock(key: readonly number[], counter: number): readonly number[] {
  const out = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  chachaBlock(key, counter, NONCE, out);
  return out;
}

/** Next 32-bit word of the keystream (mutates the stream). */
export function nextWord(rng: RngState): number {
  if (rng.pos >= 16) {
    rng.counter += 1;
    rng.pos = 0;
    rng.block = computeBlock(rng.key, rng.counter - 1);
  }
  rng.block ??= computeBlock(rng.key, rng.counter - 1);
  const word = rng.block[rng.pos]!;
  rng.pos += 1;
  return word;
}

/** Unbiased integer in [0, n) by rejection sampling. */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`randomInt: bad bound ${n}`);
  if (n === 1) return 0;
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const w = nextWord(rng);
    if (w < limit) return w % n;
  }
}

/** Fisher–Yates shuffle in place. */
export function shuffle(rng: RngState, items: unknown[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
}

export function copyRng(rng: RngState): RngState {
  return rng.block
    ? { key: rng.key, counter: rng.counter, pos: rng.pos, block: rng.block }
    : { key: rng.key, counter: rng.counter, pos: rng.pos };
}
