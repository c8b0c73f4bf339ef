/**
 * The ChaCha20 block function (RFC 8439), in plain TypeScript so that the engine runs unchanged in
 * a browser (to verify a finished game) and needs no Node built-ins.
 */

const CONSTANTS = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574] as const;

function rotl(v: number, c: number): number {
  return (v << c) | (v >>> (32 - c));
}

/**
 * Writes the 16 little-endian words of keystream block `counter` into `out`.
 * `key` is 8 words, `nonce` 3 words (RFC 8439 layout: 32-bit counter, 96-bit nonce).
 */
// prettier-ignore
export function chachaBlock(
  key: readonly number[],
  counter: number,
  nonce: readonly number[],
  out: { [word: number]: number },
): void {
  const s0 = CONSTANTS[0], s1 = CONSTANTS[1], s2 = CONSTANTS[2], s3 = CONSTANTS[3];
  const s4 = key[0]! | 0, s5 = key[1]! | 0, s6 = key[2]! | 0, s7 = key[3]! | 0;
  const s8 = key[4]! | 0, s9 = key[5]! | 0, s10 = key[6]! | 0, s11 = key[7]! | 0;
  const s12 = counter | 0, s13 = nonce[0]! | 0, s14 = nonce[1]! | 0, s15 = nonce[2]! | 0;
  let x0: number = s0, x1: number = s1, x2: number = s2, x3: number = s3, x4 = s4, x5 = s5, x6 = s6, x7 = s7;
  let x8 = s8, x9 = s9, x10 = s10, x11 = s11, x12 = s12, x13 = s13, x14 = s14, x15 = s15;
  for (let i = 0; i < 10; i++) {
    // column rounds
    x0 = (x0 + x4) | 0; x12 = rotl(x12 ^ x0, 16); x8 = (x8 + x12) | 0; x4 = rotl(x4 ^ x8, 12);
    x0 = (x0 + x4) | 0; x12 = rotl(x12 ^ x0, 8); x8 = (x8 + x12) | 0; x4 = rotl(x4 ^ x8, 7);
    x1 = (x1 + x5) | 0; x13 = rotl(x13 ^ x1, 16); x9 = (x9 + x13) | 0; x5 = rotl(x5 ^ x9, 12);
    x1 = (x1 + x5) | 0; x13 = rotl(x13 ^ x1, 8); x9 = (x9 + x13) | 0; x5 = rotl(x5 ^ x9, 7);
    x2 = (x2 + x6) | 0; x14 = rotl(x14 ^ x2, 16); x10 = (x10 + x14) | 0; x6 = rotl(x6 ^ x10, 12);
    x2 = (x2 + x6) | 0; x14 = rotl(x14 ^ x2, 8); x10 = (x10 + x14) | 0; x6 = rotl(x6 ^ x10, 7);
    x3 = (x3 + x7) | 0; x15 = rotl(x15 ^ x3, 16); x11 = (x11 + x15) | 0; x7 = rotl(x7 ^ x11, 12);
    x3 = (x3 + x7) | 0; x15 = rotl(x15 ^ x3, 8); x11 = (x11 + x15) | 0; x7 = rotl(x7 ^ x11, 7);
    // diagonal rounds
    x0 = (x0 + x5) | 0; x15 = rotl(x15 ^ x0, 16); x10 = (x10 + x15) | 0; x5 = rotl(x5 ^ x10, 12);
    x0 = (x0 + x5) | 0; x15 = rotl(x15 ^ x0, 8); x10 = (x10 + x15) | 0; x5 = rotl(x5 ^ x10, 7);
    x1 = (x1 + x6) | 0; x12 = rotl(x12 ^ x1, 16); x11 = (x11 + x12) | 0; x6 = rotl(x6 ^ x11, 12);
    x1 = (x1 + x6) | 0; x12 = rotl(x12 ^ x1, 8); x11 = (x11 + x12) | 0; x6 = rotl(x6 ^ x11, 7);
    x2 = (x2 + x7) | 0; x13 = rotl(x13 ^ x2, 16); x8 = (x8 + x13) | 0; x7 = rotl(x7 ^ x8, 12);
    x2 = (x2 + x7) | 0; x13 = rotl(x13 ^ x2, 8); x8 = (x8 + x13) | 0; x7 = rotl(x7 ^ x8, 7);
    x3 = (x3 + x4) | 0; x14 = rotl(x14 ^ x3, 16); x9 = (x9 + x14) | 0; x4 = rotl(x4 ^ x9, 12);
    x3 = (x3 + x4) | 0; x14 = rotl(x14 ^ x3, 8); x9 = (x9 + x14) | 0; x4 = rotl(x4 ^ x9, 7);
  }
  // `>>> 0`: unsigned 32-bit words, whether `out` is a Uint32Array or a plain array.
  out[0] = (x0 + s0) >>> 0; out[1] = (x1 + s1) >>> 0; out[2] = (x2 + s2) >>> 0; out[3] = (x3 + s3) >>> 0;
  out[4] = (x4 + s4) >>> 0; out[5] = (x5 + s5) >>> 0; out[6] = (x6 + s6) >>> 0; out[7] = (x7 + s7) >>> 0;
  out[8] = (x8 + s8) >>> 0; out[9] = (x9 + s9) >>> 0; out[10] = (x10 + s10) >>> 0; out[11] = (x11 + s11) >>> 0;
  out[12] = (x12 + s12) >>> 0; out[13] = (x13 + s13) >>> 0; out[14] = (x14 + s14) >>> 0; out[15] = (x15 + s15) >>> 0;
}
