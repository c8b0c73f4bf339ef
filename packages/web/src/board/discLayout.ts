/**
 * Where the discs of one location stand: in its free area, never over its name, so the name stays
 * readable however many Characters (and Ghosts) stand there, and clear of its badges and doors unless
 * too crowded. The largest disc size at which all of them fit is used, down to a size whose number is
 * still legible. Pure functions only.
 */
import { locationIndex, sharedEdge, type Layout } from '@among-cultists/engine/content';
import type { Point, Rect } from './camera.ts';
import { labelBoxes, markBoxes, placeLabel, roomMarks, type PlacedLabel } from './labels.ts';

/** A disc's radius when there is room (map units). */
export const DISC_R = 26;
/**
 * The smallest radius, for a crowded location: a phone opens the map where MIN_TEXT_UNITS (18 units)
 * show 12 px, so 2 × 21 units show 28 px, the smallest disc whose portrait and number read on a phone.
 */
export const MIN_DISC_R = 21;
/**
 * The smallest radius of all, only where not one MIN_DISC_R disc fits beside the name (a custom board's
 * narrow Hallway; never on the shipped maps): its number is still drawn and fits inside.
 */
export const NARROW_R = 12;
/** Discs at least this large are preferred over discs clear of the badges and doors. */
export const COMFORT_R = 22;
/** How far a disc's drawing reaches beyond its radius: the Knife's ring (DiscShape: from r + 2 to r + 6). */
export const DISC_REACH = 6;
/** How far a disc without the ring reaches beyond its radius: its white outline. */
const OUTLINE = 2;
/** Half a disc's number (a digit at the smallest label size): overlapping discs leave it in view. */
const NUMBER_HALF = 8;
/** Space kept between two discs' drawings, and between a disc and what it keeps clear of. */
const GAP = 2;
/** Candidate centres are tried on a grid this fine (map units); finer for overlapping discs, packed tight. */
const STEP = 3;
const FINE_STEP = 1;
/** Doors are drawn this large, centred on the shared edge (Board). */
export const DOOR_SIZE = 28;

export interface DiscPlacement {
  readonly r: number;
  /** One centre per disc, in reading order (top row first, left to right). */
  readonly at: readonly Point[];
  /**
   * When too crowded for every disc: how many are shown apart; the others stand together at
   * `at[shown]` under a chip counting them, which names them (Board).
   */
  readonly shown?: number;
}

/** The Door boxes drawn on the edges of a location. */
export function doorBoxes(layout: Layout, location: number): Rect[] {
  const id = layout.locations[location]?.id;
  return layout.data.doors.flatMap(([a, b]) => {
    if (a !== id && b !== id) return [];
    const ra = layout.locations[locationIndex(layout, a) ?? -1]?.shape;
    const rb = layout.locations[locationIndex(layout, b) ?? -1]?.shape;
    if (!ra || !rb) return [];
    const { mid } = sharedEdge(ra, rb);
    return [{ x: mid.x - DOOR_SIZE / 2, y: mid.y - DOOR_SIZE / 2, w: DOOR_SIZE, h: DOOR_SIZE }];
  });
}

/**
 * How far the Revolving Door's marks reach from the crossing into its Hallways (its ✕ is drawn 22 units
 * in, 12 units across: board/mountains.tsx), and a little air.
 */
const CROSSING_REACH = 36;

/**
 * What a location's name keeps clear of besides its own badges: its doors, and in a Hallway the crossing's
 * marks (drawn in the Hallways only; a Room beside the crossing keeps its name's whole width).
 */
export function labelAvoid(layout: Layout, location: number): Rect[] {
  const crossing = layout.data.crossing?.shape;
  const inHallway = crossing && layout.locations[location]?.kind !== 'room';
  return [...doorBoxes(layout, location), ...(inHallway ? [grow(crossing, CROSSING_REACH)] : [])];
}

/**
 * A location's name placed as the Board draws it (in `shape`, an Elevator's where it stands now); a Room's
 * `short` name where its full one does not fit on one line (mapNames.ts gives both).
 */
export function placeLocationLabel(
  layout: Layout,
  location: number,
  name: string,
  shape?: Rect,
  short?: string,
): PlacedLabel {
  const data = layout.locations[location]!;
  const letter = data.kind === 'hallway' ? data.letter : undefined;
  return placeLabel(data.kind, shape ?? data.shape, name, labelAvoid(layout, location), letter, short);
}

export interface KeepClear {
  readonly label: readonly Rect[];
  /** The room's icon: drawn for looks and recognition (its name and colour say the same). */
  readonly icon: readonly Rect[];
  /** What the room holds: deck, books, explored marks, Cultist token. */
  readonly badges: readonly Rect[];
  readonly doors: readonly Rect[];
}

/**
 * Kept clear around a name's lines beyond labels.ts's estimate of them (ascent 0.8 of the size): the
 * drawn face's box reaches a little further, and a disc packed against the estimate touched it.
 */
const LABEL_MARGIN = 4;

function grow(box: Rect, by: number): Rect {
  return { x: box.x - by, y: box.y - by, w: box.w + 2 * by, h: box.h + 2 * by };
}

/** What the discs of a location keep clear of: its name's lines, its badges and its doors. */
export function keepClear(layout: Layout, location: number, label: PlacedLabel): KeepClear {
  const data = layout.locations[location];
  const marks = data?.kind === 'room' ? markBoxes(roomMarks(data.shape)) : [];
  return {
    // Not beside a Hallway's turned name (a custom board's narrow Hallway): it has no units to spare.
    label: labelBoxes(label).map((box) => grow(box, label.rotated ? 0 : LABEL_MARGIN)),
    icon: marks.filter(([name]) => name === 'icon').map(([, box]) => box),
    badges: marks.filter(([name]) => name !== 'icon').map(([, box]) => box),
    doors: doorBoxes(layout, location),
  };
}

/** Distance from a point to a rectangle (0 inside it). */
export function distanceToRect(p: Point, r: Rect): number {
  const dx = Math.max(r.x - p.x, 0, p.x - (r.x + r.w));
  const dy = Math.max(r.y - p.y, 0, p.y - (r.y + r.h));
  return Math.hypot(dx, dy);
}

/**
 * Coordinates tried along one axis from `low` to `high`: a grid, plus the places hugging each box, so a
 * band just wide enough for a disc (beside a Hallway's turned name) is never stepped over.
 */
function axis(low: number, high: number, hugs: readonly number[], step: number): number[] {
  const values = new Set<number>();
  for (let v = low; v <= high; v += step) values.add(v);
  values.add(high);
  for (const v of hugs) if (v >= low && v <= high) values.add(v);
  return [...values].sort((a, b) => a - b);
}

/** Centres where a disc of radius `r` fits: inside the shape, clear of every box. */
function freeCentres(shape: Rect, clear: readonly Rect[], r: number, step = STEP): Point[] {
  const reach = r + DISC_REACH;
  const away = reach + GAP;
  const xs = axis(
    shape.x + reach,
    shape.x + shape.w - reach,
    clear.flatMap((box) => [box.x - away, box.x + box.w + away]),
    step,
  );
  const ys = axis(
    shape.y + reach,
    shape.y + shape.h - reach,
    clear.flatMap((box) => [box.y - away, box.y + box.h + away]),
    step,
  );
  const points: Point[] = [];
  for (const y of ys)
    for (const x of xs) {
      const p = { x, y };
      if (clear.every((box) => distanceToRect(p, box) >= away - 1e-9)) points.push(p);
    }
  return points;
}

/** The points nearest (ox, oy) first, after those with a smaller `cost`. */
function byDistance(points: readonly Point[], cost: readonly number[], ox: number, oy: number): Point[] {
  return points
    .map((p, i) => ({ p, d: cost[i]! * 1e9 + (p.x - ox) ** 2 + (p.y - oy) ** 2 }))
    .sort((a, b) => a.d - b.d)
    .map(({ p }) => p);
}

/** Where candidates are taken from, in the order tried: the middle, then each corner. */
function origins(shape: Rect): Point[] {
  const right = shape.x + shape.w;
  const bottom = shape.y + shape.h;
  return [
    { x: shape.x + shape.w / 2, y: shape.y + shape.h / 2 },
    { x: shape.x, y: shape.y },
    { x: right, y: shape.y },
    { x: shape.x, y: bottom },
    { x: right, y: bottom },
  ];
}

/** Up to `count` centres taken greedily in `order`, each at least `apart` from those taken before. */
function greedy(order: readonly Point[], count: number, apart: number): Point[] {
  const taken: Point[] = [];
  for (const p of order) {
    if (taken.every((q) => (p.x - q.x) ** 2 + (p.y - q.y) ** 2 >= apart * apart)) taken.push(p);
    if (taken.length === count) break;
  }
  return taken;
}

/** Reading order: rows top to bottom (centres within a radius count as one row), then left to right. */
function readingOrder(points: readonly Point[], r: number): Point[] {
  return [...points].sort((a, b) => (Math.abs(a.y - b.y) < r ? a.x - b.x : a.y - b.y));
}

/** How far apart two discs' centres stand: their drawings never touch (one may wear the Knife's ring). */
export function apartDistance(r: number): number {
  return 2 * r + DISC_REACH + OUTLINE + GAP;
}

/**
 * How far apart the centres stand when they must overlap: a disc drawn over another still leaves its
 * number (NUMBER_HALF around the centre) in view.
 */
export function overlapDistance(r: number): number {
  return r + OUTLINE + NUMBER_HALF;
}

/** A box a crowd may cover, and how much covering it costs. */
type Soft = readonly [Rect, number];

/**
 * `count` discs of radius `r` in `shape` clear of `clear`, at least `apart` from one another, covering
 * as little of the `soft` boxes as they can (each counted by its weight), or null.
 */
function fit(
  shape: Rect,
  clear: readonly Rect[],
  soft: readonly Soft[],
  count: number,
  r: number,
  apart: number,
  step = STEP,
): Point[] | null {
  const free = freeCentres(shape, clear, r, step);
  if (free.length === 0) return null;
  const away = r + DISC_REACH + GAP;
  const covers = free.map((p) =>
    soft.reduce((sum, [box, weight]) => (distanceToRect(p, box) < away ? sum + weight : sum), 0),
  );
  for (const origin of origins(shape)) {
    const taken = greedy(byDistance(free, covers, origin.x, origin.y), count, apart);
    if (taken.length === count) return readingOrder(taken, r);
  }
  return null;
}

/** Ranges of radii this short are tried one by one: a grid packing does not always fit more when smaller. */
const SCAN = 5;

/** The largest radius from `ceiling` down to `floor` at which the discs fit apart, or null. */
function largest(
  shape: Rect,
  clear: readonly Rect[],
  soft: readonly Soft[],
  count: number,
  [floor, ceiling]: readonly [number, number],
): DiscPlacement | null {
  const full = fit(shape, clear, soft, count, ceiling, apartDistance(ceiling));
  if (full) return { r: ceiling, at: full };
  if (ceiling - floor <= SCAN)
    for (let r = ceiling - 1; r >= floor; r--) {
      const at = fit(shape, clear, soft, count, r, apartDistance(r));
      if (at) return { r, at };
    }
  if (ceiling - floor <= SCAN) return null;
  const smallest = fit(shape, clear, soft, count, floor, apartDistance(floor));
  if (!smallest) return null;
  let best: DiscPlacement = { r: floor, at: smallest };
  let low = floor + 1;
  let high = ceiling - 1;
  while (low <= high) {
    const r = Math.floor((low + high) / 2);
    const at = fit(shape, clear, soft, count, r, apartDistance(r));
    if (at) {
      best = { r, at };
      low = r + 1;
    } else high = r - 1;
  }
  return best;
}

/**
 * `count` discs of radius `r` clear of `clear` overlapping, each number in view; else the first few
 * shown so, the rest stacked under a count (smaller discs would not read on a phone); or null when not
 * even one fits.
 */
function overlapOrStack(
  shape: Rect,
  clear: readonly Rect[],
  soft: readonly Soft[],
  count: number,
  r: number,
): DiscPlacement | null {
  const overlapping = fit(shape, clear, soft, count, r, overlapDistance(r), FINE_STEP);
  if (overlapping) return { r, at: overlapping };
  for (let shown = count - 2; shown >= 0; shown--) {
    const spots = fit(shape, clear, soft, shown + 1, r, overlapDistance(r), FINE_STEP);
    if (spots) {
      const stack = spots[shown]!;
      return {
        r,
        at: [...spots.slice(0, shown), ...Array.from({ length: count - shown }, () => stack)],
        shown,
      };
    }
  }
  return null;
}

/**
 * Where `count` discs stand in `shape`, never over the name and never outside the location: the
 * largest discs down to COMFORT_R that fit apart clear of the badges, icon and doors, else over the
 * doors, else over the icon, else over the badges too (then no larger than COMFORT_R, covering as
 * little as they can, the badges costing most); then the same down to MIN_DISC_R. When even that is
 * too crowded (eight in a small room or a narrow Hallway), the smallest discs overlap one another,
 * each number still in view; when they cannot, the first discs are shown and the rest stacked. Only
 * where not one MIN_DISC_R disc fits beside the name are discs smaller, down to NARROW_R.
 */
export function placeDiscs(shape: Rect, keep: KeepClear, count: number): DiscPlacement {
  if (count <= 0) return { r: DISC_R, at: [] };
  const soft: Soft[] = [
    ...keep.badges.map((box) => [box, 3] as const),
    ...keep.icon.map((box) => [box, 1] as const),
    ...keep.doors.map((box) => [box, 1] as const),
  ];
  const tiers = [
    [...keep.label, ...keep.badges, ...keep.icon, ...keep.doors],
    [...keep.label, ...keep.badges, ...keep.icon],
    [...keep.label, ...keep.badges],
    keep.label,
  ];
  for (const [floor, ceiling] of [
    [COMFORT_R, DISC_R],
    [MIN_DISC_R, COMFORT_R - 1],
  ] as const)
    for (const [i, clear] of tiers.entries()) {
      // Covering something, discs are no larger than they must be, so they cover as little as they can.
      const sizes = [floor, i === 0 ? ceiling : Math.min(ceiling, COMFORT_R)] as const;
      const placed = largest(shape, clear, soft, count, sizes);
      if (placed) return placed;
    }
  const crowded = overlapOrStack(shape, keep.label, soft, count, MIN_DISC_R);
  if (crowded) return crowded;
  // Not with the shipped layouts (crowd.test: their narrow Hallways carry their name as a sign across one
  // end): a custom board's Hallway too narrow for a MIN_DISC_R disc beside its name gets the largest
  // smaller discs that fit, then the same at NARROW_R.
  const narrow = largest(shape, keep.label, soft, count, [NARROW_R, MIN_DISC_R - 1]);
  if (narrow) return narrow;
  const squeezed = overlapOrStack(shape, keep.label, soft, count, NARROW_R);
  if (squeezed) return squeezed;
  const r = NARROW_R;
  // Not reached with the shipped layouts (a test checks): stacked on the free centre nearest the middle.
  const middle = { x: shape.x + shape.w / 2, y: shape.y + shape.h / 2 };
  const far = (p: Point) => Math.hypot(p.x - middle.x, p.y - middle.y);
  const at = freeCentres(shape, keep.label, r).reduce((best, p) => (far(p) < far(best) ? p : best), middle);
  return { r, at: Array.from({ length: count }, () => at), shown: 0 };
}
