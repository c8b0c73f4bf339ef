/**
 * Where a room's furniture is drawn: in the room, clear of its name and its badges (a picture under text
 * would take the text's contrast), as large as fits up to LARGEST times its drawn size. Pure.
 */
import type { Rect } from '../camera.ts';
import { labelBoxes, markBoxes, overlaps, roomMarks, type PlacedLabel } from '../labels.ts';
import { FURNITURE_H, FURNITURE_W } from './furniture.tsx';

/** Space kept between the drawing and the room's walls, name and badges. */
const AIR = 6;
/** Smaller than this share of its drawn size, the drawing says nothing: it is left out. */
const SMALLEST = 0.4;
const LARGEST = 1.5;

/** Scales tried, largest first, and the grid its corner is tried on (map units). */
const SCALE_STEP = 0.1;
const GRID = 4;

function grown(box: Rect, by: number): Rect {
  return { x: box.x - by, y: box.y - by, w: box.w + 2 * by, h: box.h + 2 * by };
}

const known = new Map<string, Rect | null>();

/**
 * The box of a room's furniture: the largest (up to LARGEST times its drawn size) that fits in the room
 * clear of the name's lines and the badges, nearest the room's middle; null when not even SMALLEST fits.
 * Remembered: the same rooms are drawn at every move.
 */
export function furnitureBox(shape: Rect, label: PlacedLabel): Rect | null {
  const key = JSON.stringify([shape, label.lines, label.size, label.baselines, label.area]);
  if (known.has(key)) return known.get(key)!;
  const clear = [...markBoxes(roomMarks(shape)).map(([, box]) => box), ...labelBoxes(label)].map((b) =>
    grown(b, AIR),
  );
  const inside = grown(shape, -AIR);
  const mid = { x: shape.x + shape.w / 2, y: shape.y + shape.h / 2 };
  let found: Rect | null = null;
  for (let step = 0; LARGEST - step * SCALE_STEP >= SMALLEST - 1e-9 && !found; step++) {
    const scale = LARGEST - step * SCALE_STEP;
    const w = FURNITURE_W * scale;
    const h = FURNITURE_H * scale;
    let best = Infinity;
    for (let y = inside.y; y + h <= inside.y + inside.h; y += GRID)
      for (let x = inside.x; x + w <= inside.x + inside.w; x += GRID) {
        const box = { x, y, w, h };
        if (clear.some((c) => overlaps(c, box))) continue;
        const far = (x + w / 2 - mid.x) ** 2 + (y + h / 2 - mid.y) ** 2;
        if (far < best) {
          best = far;
          found = box;
        }
      }
  }
  if (known.size > 200) known.clear();
  known.set(key, found);
  return found;
}
