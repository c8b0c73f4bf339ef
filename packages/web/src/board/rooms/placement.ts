/**
 * Where a room's furniture is drawn: in the room, clear of its name and its badges (a picture under text
 * would take the text's contrast), as large as fits up to LARGEST times its drawn size; where not even
 * SMALLEST of it fits (a long name in the 140-unit rooms of the University's bottom row), its compact square
 * drawing (furniture.tsx) as large as fits down to SMALLEST_COMPACT units. Pure.
 */
import type { Rect } from '../camera.ts';
import { labelBoxes, markBoxes, overlaps, roomMarks, type PlacedLabel } from '../labels.ts';
import { COMPACT, FURNITURE_H, FURNITURE_W } from './furniture.tsx';

/** Space kept between the drawing and the room's walls, name and badges. */
const AIR = 6;
/** Smaller than this share of its drawn size, the drawing says nothing: it is left out. */
const SMALLEST = 0.4;
const LARGEST = 1.5;
/**
 * The compact drawing's smallest side in map units: the size of the smallest name's letters (labels.ts), what
 * the opening zoom makes readable. Tried on a finer grid: the spaces it fills are narrow.
 */
const SMALLEST_COMPACT = 18;
const COMPACT_GRID = 2;

/** Scales tried, largest first, and the grid its corner is tried on (map units). */
const SCALE_STEP = 0.1;
const GRID = 4;

function grown(box: Rect, by: number): Rect {
  return { x: box.x - by, y: box.y - by, w: box.w + 2 * by, h: box.h + 2 * by };
}

/** Where a room's drawing goes, and whether it is the compact one (furnitureId). */
export type FurnitureBox = Rect & { readonly compact: boolean };

const known = new Map<string, FurnitureBox | null>();

/**
 * The box nearest `mid` of the largest of `sizes` (width, height; largest first) inside `inside` clear of
 * every box of `clear`, its corner tried on a `grid`; null if none fits.
 */
function largestClear(
  inside: Rect,
  clear: readonly Rect[],
  mid: { x: number; y: number },
  sizes: readonly (readonly [number, number])[],
  grid: number,
): Rect | null {
  for (const [w, h] of sizes) {
    let found: Rect | null = null;
    let best = Infinity;
    for (let y = inside.y; y + h <= inside.y + inside.h; y += grid)
      for (let x = inside.x; x + w <= inside.x + inside.w; x += grid) {
        const box = { x, y, w, h };
        if (clear.some((c) => overlaps(c, box))) continue;
        const far = (x + w / 2 - mid.x) ** 2 + (y + h / 2 - mid.y) ** 2;
        if (far < best) {
          best = far;
          found = box;
        }
      }
    if (found) return found;
  }
  return null;
}

/** The full drawing's sizes tried, largest first. */
const FULL_SIZES = Array.from(
  { length: Math.floor((LARGEST - SMALLEST) / SCALE_STEP + 1e-9) + 1 },
  (_, step) => {
    // Rounded: 0.1 steps add up to 95.99999 units.
    const scale = Math.round((LARGEST - step * SCALE_STEP) * 100) / 100;
    return [FURNITURE_W * scale, FURNITURE_H * scale] as const;
  },
);
/** The compact drawing's sides tried, from its drawn size down to SMALLEST_COMPACT. */
const COMPACT_SIZES = Array.from(
  { length: (COMPACT - SMALLEST_COMPACT) / COMPACT_GRID + 1 },
  (_, i) => [COMPACT - i * COMPACT_GRID, COMPACT - i * COMPACT_GRID] as const,
);

/**
 * The box of a room's furniture: the largest (up to LARGEST times its drawn size) that fits in the room
 * clear of the name's lines and the badges, nearest the room's middle; else the compact drawing's largest;
 * null when not even that fits. Remembered: the same rooms are drawn at every move.
 */
export function furnitureBox(shape: Rect, label: PlacedLabel): FurnitureBox | null {
  const key = JSON.stringify([shape, label.lines, label.size, label.baselines, label.area]);
  if (known.has(key)) return known.get(key)!;
  const clear = [...markBoxes(roomMarks(shape)).map(([, box]) => box), ...labelBoxes(label)].map((b) =>
    grown(b, AIR),
  );
  const inside = grown(shape, -AIR);
  const mid = { x: shape.x + shape.w / 2, y: shape.y + shape.h / 2 };
  const full = largestClear(inside, clear, mid, FULL_SIZES, GRID);
  const compact = full ? null : largestClear(inside, clear, mid, COMPACT_SIZES, COMPACT_GRID);
  const found = full ? { ...full, compact: false } : compact ? { ...compact, compact: true } : null;
  if (known.size > 200) known.clear();
  known.set(key, found);
  return found;
}
