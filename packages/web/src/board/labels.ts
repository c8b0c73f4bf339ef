/**
 * Where a location's name goes and how it is broken: every name fits its location's free area (wrapped
 * at spaces, then hyphenated, then shortened with "…"), clear of the icon, the badges and the doors. Width
 * is estimated with DejaVu Sans Bold's advances, wider than the usual system fonts, so a name that fits
 * here fits on screen.
 */
import type { Rect } from './camera.ts';
import { placeRoomLabel } from './roomLabel.ts';

/** Label sizes tried, largest first (map units); the smallest is what the opening zoom makes readable. */
export const LABEL_SIZES = [24, 22, 20, 18] as const;
export const MIN_TEXT_UNITS = LABEL_SIZES[LABEL_SIZES.length - 1]!;
/** Line height as a share of the font size. */
export const LEADING = 1.05;
/** Top of a glyph above its baseline, and bottom below, as shares of the font size. */
export const ASCENT = 0.8;
export const DESCENT = 0.24;
/** Doors straddle a location's edges by this much (Board draws them 28 wide on the edge). */
export const EDGE = 16;

/** Advance widths per 1000 units of DejaVu Sans Bold, by base letter (accents do not widen). */
const ADVANCE: Readonly<Record<string, number>> = {
  ' ': 348,
  a: 675,
  b: 716,
  c: 593,
  d: 716,
  e: 678,
  f: 435,
  g: 716,
  h: 712,
  i: 343,
  j: 343,
  k: 665,
  l: 343,
  m: 1042,
  n: 712,
  o: 687,
  p: 716,
  q: 716,
  r: 493,
  s: 595,
  t: 478,
  u: 712,
  v: 652,
  w: 924,
  x: 645,
  y: 652,
  z: 582,
  A: 774,
  B: 762,
  C: 734,
  D: 830,
  E: 683,
  F: 683,
  G: 821,
  H: 837,
  I: 372,
  J: 372,
  K: 775,
  L: 637,
  M: 995,
  N: 837,
  O: 850,
  P: 733,
  Q: 850,
  R: 770,
  S: 720,
  T: 682,
  U: 812,
  V: 774,
  W: 1103,
  X: 771,
  Y: 724,
  Z: 725,
  ß: 719,
  '(': 457,
  ')': 457,
  '-': 415,
  "'": 306,
  '’': 306,
  '.': 380,
  '…': 1000,
};
/** Digits, and anything not in the table (as wide as an M). */
const DIGIT = 696;
const OTHER = 1000;

/** Estimated width of `text` in map units at `size`. */
export function textWidth(text: string, size: number): number {
  let total = 0;
  for (const ch of text) {
    const base = ch === 'ß' ? ch : ch.normalize('NFD')[0]!;
    total += ADVANCE[base] ?? (base >= '0' && base <= '9' ? DIGIT : OTHER);
  }
  return (total * size) / 1000;
}

export interface LabelFit {
  readonly lines: readonly string[];
  readonly size: number;
  /** Some of the name was left out ("…"): the full name goes in a tooltip. */
  readonly shortened: boolean;
}

/** Letter pairs a hyphen never splits (ch, ck, ng, sch, th, ph, qu, gn). */
const DIGRAPHS = ['ch', 'ck', 'ng', 'sc', 'th', 'ph', 'qu', 'gn'];
const VOWEL = /[aeiouyàáâäèéêëìíîïòóôöùúûü]/i;
/** A consonant and a liquid that begin a syllable together (Dunkel-blauer, not Dunkelb-lauer). */
const ONSET = /^[bcdfgkptv][lr]$/i;

/**
 * Where a word may be hyphenated, best first: between two consonants (Dunkel-blauer, Sicherheits-raum) or
 * before a consonant that starts a syllable (vidéo-surveillance); never inside a digraph, and never
 * leaving fewer than three letters on either side.
 */
function breakPoints(word: string): number[] {
  const good: number[] = [];
  for (let cut = word.length - 3; cut >= 3; cut--) {
    const before = word[cut - 1]!;
    const after = word[cut]!;
    const next = word[cut + 1] ?? '';
    if (DIGRAPHS.includes(`${before}${after}`.toLowerCase())) continue;
    if (DIGRAPHS.includes(`${after}${next}`.toLowerCase()) && !VOWEL.test(before)) continue;
    const consonants =
      !VOWEL.test(before) && !VOWEL.test(after) && /\p{L}/u.test(before) && !ONSET.test(`${before}${after}`);
    const syllable = VOWEL.test(before) && !VOWEL.test(after) && VOWEL.test(next);
    if (consonants || syllable) good.push(cut);
  }
  return good;
}

/** A Room's number stays with the word before it: "Oranger / Raum 1", never "Oranger Raum / 1". */
function keepNumbers(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    if (/^\d{1,2}$/.test(word) && out.length > 0) out[out.length - 1] = `${out[out.length - 1]!} ${word}`;
    else out.push(word);
  }
  return out;
}

/**
 * `text` broken at spaces into at most `maxLines` lines of at most `width`, or null. With `hyphenate`,
 * a word too long for a line is split at a syllable break.
 */
function wrap(
  text: string,
  size: number,
  width: number,
  maxLines: number,
  hyphenate: boolean,
): string[] | null {
  const lines: string[] = [];
  let line = '';
  const words = keepNumbers(text.split(' '));
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const joined = line === '' ? word : `${line} ${word}`;
    if (textWidth(joined, size) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') {
      lines.push(line);
      line = '';
      i--;
      continue;
    }
    if (!hyphenate) return null;
    const cut = breakPoints(word).find((at) => textWidth(`${word.slice(0, at)}-`, size) <= width);
    if (cut === undefined) return null;
    lines.push(`${word.slice(0, cut)}-`);
    words[i] = word.slice(cut);
    i--;
  }
  if (line !== '') lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/**
 * The largest size at which `text` fits a `width` × `height` area on one line; else the largest at which it
 * fits wrapped at spaces, else hyphenated too; shortened with "…" only as a last resort.
 */
export function fitLabel(
  text: string,
  width: number,
  height: number,
  sizes: readonly number[] = LABEL_SIZES,
): LabelFit {
  // A name on one line at any size reads better than broken at a larger one ("Orange Room / 1").
  for (const size of sizes) {
    const line = wrap(text, size, width, 1, false);
    if (line && (ASCENT + DESCENT) * size <= height) return { lines: line, size, shortened: false };
  }
  for (const hyphenate of [false, true])
    for (const size of sizes) {
      const maxLines = Math.max(1, Math.floor((height - (ASCENT + DESCENT) * size) / (LEADING * size)) + 1);
      const lines = wrap(text, size, width, maxLines, hyphenate);
      if (lines) return { lines, size, shortened: false };
    }
  const size = MIN_TEXT_UNITS;
  let short = text;
  while (short.length > 1 && textWidth(`${short}…`, size) > width) short = short.slice(0, -1);
  return { lines: [`${short.trimEnd()}…`], size, shortened: true };
}

/** Where the badges of a room are drawn (Board) and what a label must keep clear of. */
export interface RoomMarks {
  readonly icon: Rect;
  readonly deck: Rect;
  readonly book: Rect;
  /** The explored / Unsafe / finished marks, right-aligned to this box's right edge. */
  readonly mark: Rect;
  readonly token: Rect;
}

export const ICON_SIZE = 32;

/** The room's marks by name, for overlap checks. */
export function markBoxes(marks: RoomMarks): [string, Rect][] {
  return [
    ['icon', marks.icon],
    ['deck', marks.deck],
    ['book', marks.book],
    ['mark', marks.mark],
    ['token', marks.token],
  ];
}

/**
 * Rooms narrower than this (the 120-wide Rooms of the Mountains of Chaos maps for 7 and 8) stack their badges
 * in three rows instead of two, so none covers another.
 */
export const NARROW_ROOM = 150;

export function roomMarks(shape: Rect): RoomMarks {
  const { x, y, w } = shape;
  const right = x + w;
  if (w < NARROW_ROOM)
    return {
      icon: { x: x + EDGE, y: y + EDGE, w: ICON_SIZE, h: ICON_SIZE },
      deck: { x: right - EDGE - 48, y: y + EDGE, w: 48, h: 24 },
      book: { x: x + EDGE, y: y + 52, w: 30, h: 24 },
      mark: { x: x + EDGE, y: y + 80, w: 42, h: 22 },
      token: { x: right - EDGE - 22, y: y + 52, w: 22, h: 22 },
    };
  return {
    icon: { x: x + EDGE, y: y + EDGE, w: ICON_SIZE, h: ICON_SIZE },
    deck: { x: right - 100, y: y + EDGE, w: 48, h: 24 },
    book: { x: right - 46, y: y + EDGE, w: 30, h: 24 },
    mark: { x: right - 86, y: y + 44, w: 42, h: 22 },
    token: { x: right - 40, y: y + 44, w: 22, h: 22 },
  };
}

export interface PlacedLabel extends LabelFit {
  /** The area the label fits in, in map units (before rotation, when rotated). */
  readonly area: Rect;
  /** Drawn turned a quarter anticlockwise around the area's centre (a tall, narrow Hallway). */
  readonly rotated: boolean;
  readonly anchor: 'start' | 'middle';
  /** Baseline of each line, in map units (before rotation). */
  readonly baselines: readonly number[];
  /**
   * A narrow Hallway's sign carries its letter only (the full name broken would read "Hall-/way C"), or a Room
   * its short name (roomLabel.ts): the full name goes in a tooltip.
   */
  readonly abbreviated?: boolean;
}

/**
 * A Hallway at least this much taller than wide (the 80-unit wings) carries its name as a sign across one
 * end, at the smallest label size, so the rest of its length holds discs a phone reads.
 */
export const TALL = 1.5;
/** A sign's inset from the Hallway's end wall and side walls. */
const SIGN_INSET = 6;
/** The most a sign may take of a tall Hallway's length: three lines at the smallest size. */
const SIGN_HEIGHT = 57;

/** `fit` placed in `area`: the baselines of its lines from the top (or the bottom) of the area. */
export function placed(
  fit: LabelFit,
  area: Rect,
  from: 'top' | 'bottom',
  anchor: 'start' | 'middle',
  rotated = false,
): PlacedLabel {
  const step = fit.size * LEADING;
  const last =
    from === 'bottom'
      ? area.y + area.h - DESCENT * fit.size
      : area.y + ASCENT * fit.size + (fit.lines.length - 1) * step;
  const baselines = fit.lines.map((_, i) => last - (fit.lines.length - 1 - i) * step);
  return { ...fit, area, rotated, anchor, baselines };
}

/**
 * A tall Hallway's name as a sign across its top end, else its bottom end, slid inwards past what it must
 * keep clear of (`avoid`: doors, the Revolving Door's marks); null when the name does not fit unshortened.
 */
function endSign(
  shape: Rect,
  text: string,
  avoid: readonly Rect[],
  sizes: readonly number[] = [MIN_TEXT_UNITS],
): PlacedLabel | null {
  const { x, y, w, h } = shape;
  const fit = fitLabel(text, w - 2 * SIGN_INSET, SIGN_HEIGHT, sizes);
  if (fit.shortened) return null;
  const tall = ASCENT * fit.size + (fit.lines.length - 1) * fit.size * LEADING + DESCENT * fit.size;
  const clear = (label: PlacedLabel) =>
    labelBoxes(label).every((box) => avoid.every((a) => !overlaps(grown(box, 2), a)));
  const room = h / 2 - tall;
  for (let slide = SIGN_INSET; slide <= room; slide += 2) {
    const top = placed(
      fit,
      { x: x + SIGN_INSET, y: y + slide, w: w - 2 * SIGN_INSET, h: tall },
      'top',
      'middle',
    );
    if (clear(top)) return top;
    const bottom = placed(
      fit,
      { x: x + SIGN_INSET, y: y + h - slide - tall, w: w - 2 * SIGN_INSET, h: tall },
      'top',
      'middle',
    );
    if (clear(bottom)) return bottom;
  }
  return null;
}

export function grown(box: Rect, by: number): Rect {
  return { x: box.x - by, y: box.y - by, w: box.w + 2 * by, h: box.h + 2 * by };
}

/**
 * The free area of a location for its name, and the name fitted into it, clear of `avoid` (the doors and
 * marks drawn on its edges; discLayout's `placeLocationLabel` passes them). A tall Hallway with a `letter`
 * signs with the letter alone when its name would have to be broken inside a word; a Room's name is on one
 * line, its `short` name (roomLabel.ts) where the full one does not fit.
 */
export function placeLabel(
  kind: 'room' | 'hallway' | 'elevator',
  shape: Rect,
  text: string,
  avoid: readonly Rect[] = [],
  letter?: string,
  short?: string,
): PlacedLabel {
  const { x, y, w, h } = shape;
  // An Elevator's cabin is too small for a name: its number is on a tag beside it (board/mountains.tsx).
  if (kind === 'elevator')
    return {
      lines: [],
      size: MIN_TEXT_UNITS,
      shortened: false,
      area: shape,
      rotated: false,
      anchor: 'middle',
      baselines: [],
    };
  const tall = kind === 'hallway' && h > w * TALL;
  if (tall) {
    const sign = endSign(shape, text, avoid);
    // Whole words only: a word broken on a sign ("Hall-/way C") reads worse than the Hallway's letter alone,
    // which the crossing's badges and the legend use too; the full name stays in its accessible name and tooltip.
    const broken = sign !== null && sign.lines.join(' ') !== text;
    const short = broken && letter !== undefined ? endSign(shape, letter, avoid, LABEL_SIZES) : null;
    if (short) return { ...short, abbreviated: true };
    if (sign) return sign;
  }
  if (kind === 'room') return placeRoomLabel(shape, text, avoid, short);
  // A name too long for a sign across a tall Hallway runs along it, turned.
  const rotated = tall;
  let area: Rect;
  if (rotated) {
    // The area turned with the text: as long as the Hallway is tall.
    const cx = x + w / 2;
    const cy = y + h / 2;
    const len = h - 2 * EDGE;
    const thick = w - 2 * EDGE;
    area = { x: cx - len / 2, y: cy - thick / 2, w: len, h: thick };
  } else {
    area = { x: x + EDGE, y: y + EDGE, w: w - 2 * EDGE, h: Math.min(h - 2 * EDGE, 60) };
  }
  // At the top of its area: a Hallway's discs gather in the middle.
  return placed(fitLabel(text, area.w, area.h), area, 'top', 'middle', rotated);
}

/** The boxes of a placed label's lines in map units (after rotation), for overlap checks. */
export function labelBoxes(label: PlacedLabel): Rect[] {
  const { area, size } = label;
  const boxes = label.lines.map((line, i) => {
    const width = textWidth(line, size);
    const left = label.anchor === 'start' ? area.x : area.x + area.w / 2 - width / 2;
    const base = label.baselines[i]!;
    return { x: left, y: base - ASCENT * size, w: width, h: (ASCENT + DESCENT) * size };
  });
  if (!label.rotated) return boxes;
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2;
  // A quarter turn anticlockwise around (cx, cy): (dx, dy) → (dy, −dx).
  return boxes.map((b) => ({ x: cx + (b.y - cy), y: cy - (b.x + b.w - cx), w: b.h, h: b.w }));
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export function contains(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x - 1e-9 &&
    inner.y >= outer.y - 1e-9 &&
    inner.x + inner.w <= outer.x + outer.w + 1e-9 &&
    inner.y + inner.h <= outer.y + outer.h + 1e-9
  );
}
