/**
 * Rack positions for tests (not part of the engine's API). Book spaces and rack values are
 * reconstructed data that calibration may change, so tests ask for racks worth a total.
 */
import type { Layout } from '../content/index.ts';
import type { RoomSetup } from '../position.ts';

/** Racks as the layout lists them (their `id` is the colour, or `darkblue1`… for the dark-blue ones). */
type Rack = Layout['racks'][number];

/**
 * Rooms that complete racks worth exactly `vp` VP in all, chosen among the racks `allowed` accepts; the
 * first such set in the layout's order.
 */
export function racksWorth(
  layout: Layout,
  vp: number,
  allowed: (rack: Rack) => boolean = () => true,
): Record<string, RoomSetup> {
  const racks = layout.racks.filter(allowed);
  for (let mask = 1; mask < 1 << racks.length; mask++) {
    const chosen = racks.filter((_, i) => mask & (1 << i));
    if (chosen.reduce((n, r) => n + r.vp, 0) !== vp) continue;
    const rooms: Record<string, RoomSetup> = {};
    for (const r of chosen) for (const i of r.rooms) rooms[layout.locations[i]!.id] = { books: 0, deck: [] };
    return rooms;
  }
  throw new Error(`layout '${layout.id}': no set of racks is worth ${vp} VP`);
}

/** The VP of the rack with this id. */
export function rackVp(layout: Layout, id: string): number {
  const rack = layout.racks.find((r) => r.id === id);
  if (!rack) throw new Error(`layout '${layout.id}' has no rack '${id}'`);
  return rack.vp;
}
