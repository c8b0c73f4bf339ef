/**
 * A Room's name on the map, always on one line (issue 27: no wrapped Room names in any language). In order:
 * the full name across the Room, then along a tall Room (turned, like a tall Hallway's), then the Room's short
 * name (`mapui.short`: the official name without the word for "Room", the colour and number of a coloured
 * Room, so "Dark Blue 3" for "Dark Blue Room 3") across it, then along it, each at a readable size
 * (LABEL_SIZES); else the shorter name across it at the largest size that fits, down to MIN_ROOM_UNITS. The
 * full name stays in the tooltip and the Room's accessible name. Width is labels.ts's estimate, which the
 * browser test (e2e/room-names.test.ts) holds to the drawn text.
 *
 * Imported by labels.ts (placeLabel) and importing from it: nothing here reads its bindings before a call.
 */
import type { Rect } from './camera.ts';
import {
  ASCENT,
  DESCENT,
  EDGE,
  grown,
  LABEL_SIZES,
  labelBoxes,
  markBoxes,
  NARROW_ROOM,
  overlaps,
  placed,
  roomMarks,
  TALL,
  textWidth,
  type PlacedLabel,
} from './labels.ts';

/**
 * The smallest size a Room's name is drawn at on the shipped maps (map units), for the few names that neither
 * fit at 18 nor have a shorter form (a compound word: "Beveiligingskamer", "Sicherheitsraum", and
 * "Vidéosurveillance"); room-names tests list them.
 */
export const MIN_ROOM_UNITS = 14;
/**
 * A name's inset from a side wall where no Door is beside it: the wall's stroke and the name's plate (its
 * halo, 3 units) stay inside the Room. Beside a Door the inset is labels.ts's EDGE.
 */
const WALL = 8;
/** Space between a turned name and the badges above it. */
const GAP = 4;

function line(text: string, size: number) {
  return { lines: [text], size, shortened: false };
}

/** Clear of the Doors and the crossing's marks (`avoid`) and of the Room's own badges. */
function clear(label: PlacedLabel, avoid: readonly Rect[], marks: readonly Rect[]): boolean {
  return labelBoxes(label).every(
    (box) => avoid.every((a) => !overlaps(grown(box, 2), a)) && marks.every((m) => !overlaps(box, m)),
  );
}

/** The name across the Room at its bottom, under the badge rows, inset EDGE or (clear of Doors) WALL. */
function across(shape: Rect, text: string, size: number, avoid: readonly Rect[]): PlacedLabel | null {
  const { x, y, w, h } = shape;
  const marks = markBoxes(roomMarks(shape)).map(([, box]) => box);
  const top = Math.max(...marks.map((box) => box.y + box.h));
  if ((ASCENT + DESCENT) * size > y + h - EDGE - top) return null;
  for (const inset of [EDGE, WALL]) {
    const area = { x: x + inset, y: top, w: w - 2 * inset, h: y + h - EDGE - top };
    if (textWidth(text, size) > area.w) continue;
    const label = placed(line(text, size), area, 'bottom', 'start');
    if (clear(label, avoid, marks)) return label;
  }
  return null;
}

/**
 * The name along a narrow, tall Room (the Mountains maps' 120 × 360 Rooms), turned a quarter anticlockwise
 * (read from the bottom up), against its right wall below the badges there.
 */
function along(shape: Rect, text: string, size: number, avoid: readonly Rect[]): PlacedLabel | null {
  const { x, y, w, h } = shape;
  // Only a narrow Room: a wide one reads its short name across more easily than its full name turned.
  if (w >= NARROW_ROOM || h <= w * TALL) return null;
  const thick = (ASCENT + DESCENT) * size;
  const left = x + w - EDGE - thick;
  const marks = markBoxes(roomMarks(shape)).map(([, box]) => box);
  const above = marks.filter((box) => box.x < left + thick && left < box.x + box.w);
  const top = Math.max(y + EDGE, ...above.map((box) => box.y + box.h + GAP));
  const length = y + h - EDGE - top;
  if (textWidth(text, size) > length) return null;
  // The area before the turn: as long as the strip is tall, centred on it.
  const cx = left + thick / 2;
  const cy = top + length / 2;
  const area = { x: cx - length / 2, y: cy - thick / 2, w: length, h: thick };
  const label = placed(line(text, size), area, 'bottom', 'start', true);
  return clear(label, avoid, marks) ? label : null;
}

/** The largest size, to half a unit, at which `text` fits across the Room, and no less than MIN_ROOM_UNITS. */
function squeezed(shape: Rect, text: string, avoid: readonly Rect[]): PlacedLabel | null {
  const widest = (shape.w - 2 * WALL) / textWidth(text, 1);
  for (let size = Math.floor(widest * 2) / 2; size >= MIN_ROOM_UNITS; size -= 0.5) {
    const label = across(shape, text, size, avoid);
    if (label) return label;
  }
  return null;
}

export function placeRoomLabel(
  shape: Rect,
  text: string,
  avoid: readonly Rect[],
  short?: string,
): PlacedLabel {
  const names = short !== undefined && short !== text ? [text, short] : [text];
  for (const name of names)
    for (const place of [across, along])
      for (const size of LABEL_SIZES) {
        const label = place(shape, name, size, avoid);
        if (label) return name === text ? label : { ...label, abbreviated: true };
      }
  const last = names[names.length - 1]!;
  const small = squeezed(shape, last, avoid);
  if (small) return last === text ? small : { ...small, abbreviated: true };
  // Never on the shipped maps (a test holds every Room of both maps in six languages): a custom board's
  // Room too small for its name shows what fits, with "…", and the full name in its tooltip.
  const size = MIN_ROOM_UNITS;
  const marks = markBoxes(roomMarks(shape)).map(([, box]) => box);
  const top = Math.max(...marks.map((box) => box.y + box.h));
  const area = {
    x: shape.x + EDGE,
    y: top,
    w: shape.w - 2 * EDGE,
    h: Math.max(shape.y + shape.h - EDGE - top, 0),
  };
  let cut = last;
  while (cut.length > 1 && textWidth(`${cut}…`, size) > area.w) cut = cut.slice(0, -1);
  return placed({ lines: [`${cut.trimEnd()}…`], size, shortened: true }, area, 'bottom', 'start');
}
