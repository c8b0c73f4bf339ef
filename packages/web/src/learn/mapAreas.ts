/**
 * Parts of the map, in map units, for the /learn pictures: the whole of what Board draws (its bounds, with
 * the lake's shore that may reach past them), and the close-ups of "Reading the map".
 */
import type { Layout } from '@among-cultists/engine/content';
import { LAKE_SHORE } from '../board/Board.tsx';
import type { Rect } from '../board/camera.ts';

/** The Cultist-token spaces' radius as Board draws them (symbols.tsx: CultistSpace). */
const SPACE_R = 34;

function union(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.w));
  const bottom = Math.max(...rects.map((r) => r.y + r.h));
  return { x, y, w: right - x, h: bottom - y };
}

function grown(r: Rect, by: number): Rect {
  return { x: r.x - by, y: r.y - by, w: r.w + 2 * by, h: r.h + 2 * by };
}

/** The lake with its shore and reeds. */
export function lakeArea(layout: Layout): Rect {
  const { lake } = layout.data;
  return grown(
    { x: lake.x - LAKE_SHORE.rx, y: lake.y - LAKE_SHORE.ry, w: 2 * LAKE_SHORE.rx, h: 2 * LAKE_SHORE.ry },
    8,
  );
}

/** Everything Board draws: the map's bounds and the lake, which on some maps reaches past them. */
export function wholeMap(layout: Layout): Rect {
  return union([layout.data.bounds, lakeArea(layout)]);
}

/** The Bookshelf's Racks. */
export function racksArea(layout: Layout): Rect {
  return grown(union(layout.data.racks.map((r) => r.shape)), 10);
}

/** The Cultist-token spaces beside the map. */
export function cultistSpacesArea(layout: Layout): Rect {
  return grown(
    union(
      layout.data.cultistSpaces.map((p) => ({
        x: p.x - SPACE_R,
        y: p.y - SPACE_R,
        w: 2 * SPACE_R,
        h: 2 * SPACE_R,
      })),
    ),
    10,
  );
}

/** One location with a little of what surrounds it. */
export function locationArea(layout: Layout, id: string): Rect {
  const shape = layout.locations.find((l) => l.id === id)?.shape;
  if (!shape) throw new Error(`No location ${id} on this map`);
  return grown(shape, 12);
}
