import type { LocationId } from '@among-cultists/engine';
import { distances, type Layout } from '@among-cultists/engine/content';

export type { Layout };

const tables = new WeakMap<Layout, readonly (readonly number[])[]>();

/**
 * Door distances between every two locations (the engine's `distances`, nothing blocked), worked
 * out once per layout: bots ask for them on every decision.
 */
export function distanceTable(layout: Layout): readonly (readonly number[])[] {
  let table = tables.get(layout);
  if (!table) {
    table = layout.locations.map((_, from) => distances(layout, from));
    tables.set(layout, table);
  }
  return table;
}

/** Door distances from `from` (BFS), never entering `blocked` locations. */
export function distancesFrom(
  layout: Layout,
  from: LocationId,
  blocked: ReadonlySet<LocationId> = new Set(),
): number[] {
  const dist = new Array<number>(layout.locations.length).fill(Infinity);
  dist[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i]!;
    for (const next of layout.adjacent[cur]!) {
      if (blocked.has(next) || dist[next] !== Infinity) continue;
      dist[next] = dist[cur]! + 1;
      queue.push(next);
    }
  }
  return dist;
}

/** One shortest path from `from` to `to` (both included), or null if unreachable. */
export function shortestPath(
  layout: Layout,
  from: LocationId,
  to: LocationId,
  blocked: ReadonlySet<LocationId> = new Set(),
): LocationId[] | null {
  const dist = distancesFrom(layout, to, blocked);
  if (dist[from] === Infinity) return null;
  const path = [from];
  let cur = from;
  while (cur !== to) {
    cur = layout.adjacent[cur]!.find((n) => !blocked.has(n) && dist[n] === dist[cur]! - 1)!;
    path.push(cur);
  }
  return path;
}

/** Every walk of 0 to `mp` further doors from `from` (the walk lists the locations entered). */
export function walks(
  layout: Layout,
  from: LocationId,
  mp: number,
  blocked: ReadonlySet<LocationId> = new Set(),
): LocationId[][] {
  const out: LocationId[][] = [[]];
  const extend = (at: LocationId, walk: LocationId[], left: number): void => {
    if (left <= 0) return;
    for (const next of layout.adjacent[at]!) {
      if (blocked.has(next)) continue;
      const w = [...walk, next];
      out.push(w);
      extend(next, w, left - 1);
    }
  };
  extend(from, [], mp);
  return out;
}
