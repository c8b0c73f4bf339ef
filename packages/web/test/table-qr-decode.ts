/**
 * A small QR decoder for the table tests, written from the standard (ISO/IEC 18004) apart from the encoder
 * the app uses, so that a test can read back what a drawn code says. It reads clean matrices only (no
 * camera, no error correction): versions 1 to 10 at error-correction level M, byte mode.
 */

type Matrix = readonly (readonly boolean[])[];

/** Centres of the alignment patterns, by version. */
const ALIGNMENT: readonly (readonly number[])[] = [
  [],
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

/** Level M's error-correction blocks by version: [count, data codewords] groups. */
const BLOCKS_M: readonly (readonly (readonly [number, number])[])[] = [
  [],
  [[1, 16]],
  [[1, 28]],
  [[1, 44]],
  [[2, 32]],
  [[2, 43]],
  [[4, 27]],
  [[4, 31]],
  [
    [2, 38],
    [2, 39],
  ],
  [
    [3, 36],
    [2, 37],
  ],
  [
    [4, 43],
    [1, 44],
  ],
];

const MASKS: readonly ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

/** The modules that carry no data: finders with their separators and format information, timing, alignment, version. */
function reserved(size: number, version: number): boolean[][] {
  const out = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const mark = (r0: number, c0: number, rows: number, cols: number) => {
    for (let r = r0; r < r0 + rows; r++) for (let c = c0; c < c0 + cols; c++) out[r]![c] = true;
  };
  mark(0, 0, 9, 9);
  mark(0, size - 8, 9, 8);
  mark(size - 8, 0, 8, 9);
  mark(6, 0, 1, size);
  mark(0, 6, size, 1);
  const centres = ALIGNMENT[version]!;
  for (const r of centres)
    for (const c of centres) {
      const last = centres.at(-1)!;
      if ((r === 6 && c === 6) || (r === 6 && c === last) || (r === last && c === 6)) continue;
      mark(r - 2, c - 2, 5, 5);
    }
  if (version >= 7) {
    mark(0, size - 11, 6, 3);
    mark(size - 11, 0, 3, 6);
  }
  return out;
}

/** The text a QR code of level M in byte mode holds; throws on anything else. */
export function decodeQr(matrix: Matrix): string {
  const size = matrix.length;
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 10) throw new Error(`size ${size}`);
  const at = (r: number, c: number): number => (matrix[r]![c] ? 1 : 0);
  // Format information, the copy beside the top-left finder (column 8 downwards, then row 8 leftwards).
  const formatAt: [number, number][] = [
    [0, 8],
    [1, 8],
    [2, 8],
    [3, 8],
    [4, 8],
    [5, 8],
    [7, 8],
    [8, 8],
    [8, 7],
    [8, 5],
    [8, 4],
    [8, 3],
    [8, 2],
    [8, 1],
    [8, 0],
  ];
  let format = 0;
  formatAt.forEach(([r, c], i) => (format |= at(r, c) << i));
  const info = (format ^ 0x5412) >> 10;
  if (info >> 3 !== 0) throw new Error(`error correction level bits ${info >> 3}, not M`);
  const mask = MASKS[info & 7]!;
  const skip = reserved(size, version);
  const bits: number[] = [];
  let up = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let k = 0; k < size; k++) {
      const r = up ? size - 1 - k : k;
      for (const c of [right, right - 1]) if (!skip[r]![c]) bits.push(at(r, c) ^ (mask(r, c) ? 1 : 0));
    }
    up = !up;
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  // The data codewords are interleaved block by block.
  const sizes = BLOCKS_M[version]!.flatMap(([count, data]) => Array<number>(count).fill(data));
  const blocks = sizes.map(() => [] as number[]);
  let next = 0;
  for (let i = 0; i < Math.max(...sizes); i++)
    sizes.forEach((n, b) => {
      if (i < n) blocks[b]!.push(codewords[next++]!);
    });
  const data = blocks.flat();
  let pos = 0;
  const read = (n: number): number => {
    let v = 0;
    for (let i = 0; i < n; i++) {
      const byte = data[(pos + i) >> 3]!;
      v = (v << 1) | ((byte >> (7 - ((pos + i) & 7))) & 1);
    }
    pos += n;
    return v;
  };
  const mode = read(4);
  if (mode !== 0b0100) throw new Error(`mode ${mode}, not byte`);
  const length = read(version < 10 ? 8 : 16);
  return String.fromCharCode(...Array.from({ length }, () => read(8)));
}
