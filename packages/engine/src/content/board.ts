import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import stableStringify from 'fast-json-stable-stringify';
import { COLOURS, type Colour } from '../types.ts';
import {
  HALLWAY_COLOURS,
  type BoardData,
  type CrossingData,
  type ElevatorData,
  type HallwayColour,
  type HallwayData,
  type LayoutData,
  type LocationData,
  type RackData,
  type Rect,
  type RoomData,
  type RouteCardData,
} from './board-types.ts';
import { BOOK_TOKENS, CULTIST_TOKENS, PLAYER_COUNT_TABLE, ROUTE_CARDS } from './tables.ts';

/**
 * Parsing and validation of board data (the map layouts, route cards and Cultist token faces).
 * Everything the printed components only show in pictures is reconstructed in `board.json`;
 * this module checks any such file against the rulebook's constraints (inventory section 4).
 */

export class BoardError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid board data:\n- ${problems.join('\n- ')}`);
    this.problems = problems;
  }
}

// ---------------------------------------------------------------------------------------------
// Structural parsing: unknown JSON → BoardData, collecting every problem with its path.

type Problems = string[];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function str(v: unknown, path: string, out: Problems): string {
  if (typeof v === 'string' && v.length > 0) return v;
  out.push(`${path} must be a non-empty string`);
  return '';
}

function num(v: unknown, path: string, out: Problems, opts: { int?: boolean; min?: number } = {}): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || (opts.int === true && !Number.isInteger(v))) {
    out.push(`${path} must be ${opts.int === true ? 'an integer' : 'a number'}`);
    return 0;
  }
  if (opts.min !== undefined && v < opts.min) out.push(`${path} must be at least ${opts.min}`);
  return v;
}

function arr(v: unknown, path: string, out: Problems): unknown[] {
  if (Array.isArray(v)) return v;
  out.push(`${path} must be an array`);
  return [];
}

function obj(v: unknown, path: string, out: Problems): Record<string, unknown> {
  if (isObject(v)) return v;
  out.push(`${path} must be an object`);
  return {};
}

function colour(v: unknown, path: string, out: Problems): Colour {
  if (typeof v === 'string' && (COLOURS as readonly string[]).includes(v)) return v as Colour;
  out.push(`${path} must be one of ${COLOURS.join(', ')} (got ${JSON.stringify(v)})`);
  return 'red';
}

function rect(v: unknown, path: string, out: Problems): Rect {
  const o = obj(v, path, out);
  return {
    x: num(o.x, `${path}.x`, out),
    y: num(o.y, `${path}.y`, out),
    w: num(o.w, `${path}.w`, out, { min: 1 }),
    h: num(o.h, `${path}.h`, out, { min: 1 }),
  };
}

function point(v: unknown, path: string, out: Problems): { x: number; y: number } {
  const o = obj(v, path, out);
  return { x: num(o.x, `${path}.x`, out), y: num(o.y, `${path}.y`, out) };
}

function hallwayColour(v: unknown, path: string, out: Problems): HallwayColour {
  if (typeof v === 'string' && (HALLWAY_COLOURS as readonly string[]).includes(v)) return v as HallwayColour;
  out.push(`${path} must be one of ${HALLWAY_COLOURS.join(', ')} (got ${JSON.stringify(v)})`);
  return HALLWAY_COLOURS[0];
}

function parseHallway(o: Record<string, unknown>, path: string, out: Problems): HallwayData {
  // The Mountains of Chaos fields appear only when given, so base boards keep their content hash.
  return {
    kind: 'hallway',
    id: str(o.id, `${path}.id`, out),
    name: str(o.name, `${path}.name`, out),
    shape: rect(o.shape, `${path}.shape`, out),
    ...(o.letter !== undefined ? { letter: str(o.letter, `${path}.letter`, out) } : {}),
    ...(o.hallwayColour !== undefined
      ? { hallwayColour: hallwayColour(o.hallwayColour, `${path}.hallwayColour`, out) }
      : {}),
  };
}

function parseElevator(o: Record<string, unknown>, path: string, out: Problems): ElevatorData {
  const stops = arr(o.stops, `${path}.stops`, out);
  const cabins = arr(o.cabins, `${path}.cabins`, out);
  if (stops.length !== 2) out.push(`${path}.stops must name exactly two rooms (MOC-ELEV-06)`);
  if (cabins.length !== 2) out.push(`${path}.cabins must give a cabin for each of its two stops`);
  const cabin0 = rect(cabins[0], `${path}.cabins[0]`, out);
  return {
    kind: 'elevator',
    id: str(o.id, `${path}.id`, out),
    name: str(o.name, `${path}.name`, out),
    stops: [str(stops[0], `${path}.stops[0]`, out), str(stops[1], `${path}.stops[1]`, out)],
    start: str(o.start, `${path}.start`, out),
    cabins: [cabin0, rect(cabins[1], `${path}.cabins[1]`, out)],
    shape: cabin0,
  };
}

function parseLocation(v: unknown, path: string, out: Problems): LocationData {
  const o = obj(v, path, out);
  if (o.kind === 'hallway') return parseHallway(o, path, out);
  if (o.kind === 'elevator') return parseElevator(o, path, out);
  if (o.kind !== 'room') out.push(`${path}.kind must be "room", "hallway" or "elevator"`);
  const r: RoomData = {
    kind: 'room',
    id: str(o.id, `${path}.id`, out),
    name: str(o.name, `${path}.name`, out),
    colour: colour(o.colour, `${path}.colour`, out),
    icon: str(o.icon, `${path}.icon`, out),
    books: num(o.books, `${path}.books`, out, { int: true, min: 1 }),
    rack: str(o.rack, `${path}.rack`, out),
    shape: rect(o.shape, `${path}.shape`, out),
  };
  return r;
}

function parseRack(v: unknown, path: string, out: Problems): RackData {
  const o = obj(v, path, out);
  return {
    id: str(o.id, `${path}.id`, out),
    colour: colour(o.colour, `${path}.colour`, out),
    vp: num(o.vp, `${path}.vp`, out, { int: true }),
    shape: rect(o.shape, `${path}.shape`, out),
  };
}

function parseCrossing(v: unknown, path: string, out: Problems): CrossingData {
  const o = obj(v, path, out);
  return {
    shape: rect(o.shape, `${path}.shape`, out),
    hallways: arr(o.hallways, `${path}.hallways`, out).map((h, i) => str(h, `${path}.hallways[${i}]`, out)),
  };
}

function parseLayout(v: unknown, path: string, out: Problems): LayoutData {
  const o = obj(v, path, out);
  return {
    id: str(o.id, `${path}.id`, out),
    name: str(o.name, `${path}.name`, out),
    players: arr(o.players, `${path}.players`, out).map((p, i) =>
      num(p, `${path}.players[${i}]`, out, { int: true }),
    ),
    bounds: rect(o.bounds, `${path}.bounds`, out),
    centre: point(o.centre, `${path}.centre`, out),
    locations: arr(o.locations, `${path}.locations`, out).map((l, i) =>
      parseLocation(l, `${path}.locations[${i}]`, out),
    ),
    doors: arr(o.doors, `${path}.doors`, out).map((d, i) => {
      const pair = arr(d, `${path}.doors[${i}]`, out);
      if (pair.length !== 2) out.push(`${path}.doors[${i}] must name exactly two locations`);
      return [
        str(pair[0], `${path}.doors[${i}][0]`, out),
        str(pair[1], `${path}.doors[${i}][1]`, out),
      ] as const;
    }),
    centralHallway: str(o.centralHallway, `${path}.centralHallway`, out),
    fishmanEntry: str(o.fishmanEntry, `${path}.fishmanEntry`, out),
    lake: point(o.lake, `${path}.lake`, out),
    cultistSpaces: arr(o.cultistSpaces, `${path}.cultistSpaces`, out).map((p, i) =>
      point(p, `${path}.cultistSpaces[${i}]`, out),
    ),
    racks: arr(o.racks, `${path}.racks`, out).map((r, i) => parseRack(r, `${path}.racks[${i}]`, out)),
    ...(o.crossing !== undefined ? { crossing: parseCrossing(o.crossing, `${path}.crossing`, out) } : {}),
  };
}

function parseRoute(v: unknown, path: string, out: Problems): RouteCardData {
  const o = obj(v, path, out);
  const lines = arr(o.lines, `${path}.lines`, out).map((line, i) =>
    arr(line, `${path}.lines[${i}]`, out).map((c, j) => colour(c, `${path}.lines[${i}][${j}]`, out)),
  );
  if (lines.length !== 4) out.push(`${path}.lines must have 4 lines (rounds 1/5/9, 2/6/10, 3/7, 4/8)`);
  return {
    id: num(o.id, `${path}.id`, out, { int: true, min: 1 }),
    lines: [lines[0] ?? [], lines[1] ?? [], lines[2] ?? [], lines[3] ?? []],
  };
}

/** A board's id names it in records and URLs: lowercase letters, digits and hyphens. */
function boardId(v: unknown, out: Problems): string {
  const id = str(v, 'id', out);
  if (id !== '' && !/^[a-z0-9][a-z0-9-]{0,39}$/.test(id))
    out.push(`id must be lowercase letters, digits and hyphens, at most 40 (got ${JSON.stringify(id)})`);
  return id;
}

function parseBoardData(raw: unknown, out: Problems): BoardData {
  const o = obj(raw, 'board', out);
  return {
    id: boardId(o.id, out),
    name: str(o.name, 'name', out),
    layouts: arr(o.layouts, 'layouts', out).map((l, i) => parseLayout(l, `layouts[${i}]`, out)),
    routes: arr(o.routes, 'routes', out).map((r, i) => parseRoute(r, `routes[${i}]`, out)),
    cultistTokens: arr(o.cultistTokens, 'cultistTokens', out).map((t, i) =>
      str(t, `cultistTokens[${i}]`, out),
    ),
    ...(o.vpTargets !== undefined ? { vpTargets: parseVpTargets(o.vpTargets, out) } : {}),
  };
}

/** MOC-WIN-01: a map's own victory table names the target for every player count 4-8. */
function parseVpTargets(v: unknown, out: Problems): Record<string, number> {
  const o = obj(v, 'vpTargets', out);
  const targets: Record<string, number> = {};
  for (const p of ['4', '5', '6', '7', '8'])
    targets[p] = num(o[p], `vpTargets.${p}`, out, { int: true, min: 1 });
  for (const key of Object.keys(o))
    if (!(key in targets)) out.push(`vpTargets.${key}: player counts are 4 to 8`);
  return targets;
}

// ---------------------------------------------------------------------------------------------
// The compiled form used by the rules: integer indices and adjacency lists.

export interface RackInfo {
  readonly id: string;
  readonly colour: Colour;
  readonly vp: number;
  /** Books the rack holds when complete: the books of all rooms that feed it. */
  readonly capacity: number;
  readonly rooms: readonly number[];
}

/** Mountains of Chaos: an Elevator compiled for the rules (MOC-ELEV-*). */
export interface ElevatorInfo {
  /** Its own Location index (MOC-ELEV-02). */
  readonly loc: number;
  /** The two Rooms it links, as location indices (MOC-ELEV-06). */
  readonly stops: readonly [number, number];
  /** The stop (0 or 1) it stands at when the game starts (MOC-SETUP-03). */
  readonly start: 0 | 1;
}

/**
 * One layout compiled for the rules. Plain JSON (records, not maps), because a game's state and
 * its views carry it (see `GameBoard`); read a location's index with `locationIndex`.
 */
export interface Layout {
  readonly data: LayoutData;
  readonly id: string;
  readonly locations: readonly LocationData[];
  /** Location index by id; read it with `locationIndex` (an own property, never an inherited one). */
  readonly byId: Readonly<Record<string, number>>;
  readonly isRoom: readonly boolean[];
  readonly colour: readonly (Colour | null)[];
  /** Doors: neighbours reachable for 1 Movement point. */
  readonly adjacent: readonly (readonly number[])[];
  readonly rooms: readonly number[];
  readonly hallways: readonly number[];
  readonly central: number;
  readonly fishmanEntry: number;
  readonly cafeteria: number;
  readonly security: number;
  readonly library: number;
  readonly racks: readonly RackInfo[];
  /** Rack index of each location (-1 for hallways). */
  readonly rackOf: readonly number[];
  /**
   * Under Secret Doors Revealed, rooms of one colour count as one Location (AMB-05). Rooms that
   * share their colour with another room get the key `locations.length + colour index`; every
   * other location is its own key.
   */
  readonly groupKey: readonly number[];
  /** Members of each group key (only for keys ≥ locations.length). */
  readonly groupMembers: Readonly<Record<number, readonly number[]>>;
  /** Mountains of Chaos: the Elevators; absent on maps without any. */
  readonly elevators?: readonly ElevatorInfo[];
  /**
   * Mountains of Chaos: the Hallways meeting at the central crossing, clockwise, starting with the
   * one the Revolving Door blocks in Round 1 (M-C12); absent on maps without a crossing. Every two
   * of them are joined in `adjacent`; the Door cuts the joins of the one it blocks (AMB-50).
   */
  readonly crossing?: readonly number[];
}

/** The index of the location `id` in `layout`, or undefined when it has none. */
export function locationIndex(layout: Layout, id: string): number | undefined {
  return Object.hasOwn(layout.byId, id) ? layout.byId[id] : undefined;
}

/** Which board a game is played on: its id and the SHA-256 of its content (`boardSha256`). */
export interface BoardRef {
  readonly id: string;
  readonly sha256: string;
}

/** A loaded, validated board: every layout compiled, and its identity. */
export interface Board extends BoardRef {
  readonly name: string;
  readonly data: BoardData;
  readonly layouts: ReadonlyMap<string, Layout>;
  readonly routes: readonly RouteCardData[];
  readonly cultistTokens: readonly string[];
  /** The map's own victory table by player count (MOC-WIN-01), absent where the base table applies. */
  readonly vpTargets?: Readonly<Record<string, number>>;
}

/**
 * The part of a board one game plays on, kept in its configuration and shown in every view:
 * the layout for its player count, the Route cards and the Cultist token faces. Plain JSON; every
 * rule reads the board from here.
 */
export interface GameBoard extends BoardRef {
  readonly name: string;
  readonly layout: Layout;
  readonly routes: readonly RouteCardData[];
  readonly cultistTokens: readonly string[];
  /** The map's own victory table by player count (MOC-WIN-01), absent where the base table applies. */
  readonly vpTargets?: Readonly<Record<string, number>>;
}

/**
 * The Victory Points the Investigators need at `players` seats on `board`, before any Portal shift:
 * the map's own table where it has one (MOC-WIN-01, AMB-53), else the base table (PC-09). Four
 * players play the 5-player setup with the AUTOMA (AMB-41) but read the map's "4" entry.
 */
export function boardVpTarget(
  board: { readonly vpTargets?: Readonly<Record<string, number>> },
  players: number,
): number {
  const own = board.vpTargets?.[String(players)];
  if (own !== undefined) return own;
  return PLAYER_COUNT_TABLE[(players === 4 ? 5 : players) as 5 | 6 | 7 | 8].vpTarget;
}

/**
 * The SHA-256 (hex) of board data, taken over its JSON with keys sorted and no spaces, so that
 * neither formatting nor key order counts: only the content.
 */
export function boardSha256(data: BoardData): string {
  return bytesToHex(sha256(utf8ToBytes(stableStringify(data))));
}

/** The layout a board uses at `players` seats (the setup count), or undefined when it has none. */
export function layoutFor(board: Board, players: number): Layout | undefined {
  for (const layout of board.layouts.values()) if (layout.data.players.includes(players)) return layout;
  return undefined;
}

/** The part of `board` a game at `players` seats plays on. Throws when the board has no layout for it. */
export function gameBoard(board: Board, players: number): GameBoard {
  const layout = layoutFor(board, players);
  if (!layout) throw new Error(`Board '${board.id}' has no layout for ${players} players`);
  return {
    id: board.id,
    sha256: board.sha256,
    name: board.name,
    layout,
    routes: board.routes,
    cultistTokens: board.cultistTokens,
    ...(board.vpTargets ? { vpTargets: board.vpTargets } : {}),
  };
}

/** The board part of a reference: just its id and hash (what records store). */
export function boardRef(board: BoardRef): BoardRef {
  return { id: board.id, sha256: board.sha256 };
}

function overlap1d(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

/** Length of the boundary two rectangles share (0 if they only touch at a corner or not at all). */
export function sharedEdge(a: Rect, b: Rect): { length: number; mid: { x: number; y: number } } {
  const ax1 = a.x + a.w,
    ay1 = a.y + a.h,
    bx1 = b.x + b.w,
    by1 = b.y + b.h;
  if (ax1 === b.x || bx1 === a.x) {
    const len = overlap1d(a.y, ay1, b.y, by1);
    const x = ax1 === b.x ? ax1 : a.x;
    return { length: Math.max(0, len), mid: { x, y: Math.max(a.y, b.y) + len / 2 } };
  }
  if (ay1 === b.y || by1 === a.y) {
    const len = overlap1d(a.x, ax1, b.x, bx1);
    const y = ay1 === b.y ? ay1 : a.y;
    return { length: Math.max(0, len), mid: { x: Math.max(a.x, b.x) + len / 2, y } };
  }
  return { length: 0, mid: { x: 0, y: 0 } };
}

function rectsOverlap(a: Rect, b: Rect): boolean {
  return overlap1d(a.x, a.x + a.w, b.x, b.x + b.w) > 0 && overlap1d(a.y, a.y + a.h, b.y, b.y + b.h) > 0;
}

/**
 * Angle of a location's centre around the layout's centre, in [0, 2π), measured clockwise from
 * "12 o'clock" on the drawn map (y grows downwards). Defines "clockwise" for the AUTOMA's
 * tie-breaks (M-C15).
 */
export function clockwiseAngle(layout: Layout, loc: number): number {
  const { x, y, w, h } = layout.locations[loc]!.shape;
  const { centre } = layout.data;
  const angle = Math.atan2(y + h / 2 - centre.y, x + w / 2 - centre.x) + Math.PI / 2;
  return (angle + 2 * Math.PI) % (2 * Math.PI);
}

/** Locations in clockwise order, starting from the one just after `from`'s angle. */
export function clockwiseFrom(layout: Layout, from: number): number[] {
  const base = clockwiseAngle(layout, from);
  // Each angle once, not in every comparison of the sort (the AUTOMA asks this on every step).
  const rel = layout.locations.map(
    (_, loc) => (clockwiseAngle(layout, loc) - base + 2 * Math.PI) % (2 * Math.PI),
  );
  return layout.locations
    .map((_, i) => i)
    .filter((i) => i !== from)
    .sort((a, b) => rel[a]! - rel[b]!);
}

/**
 * Shortest door-distance from `from` to every location, optionally avoiding one location. The
 * neighbours are the layout's Doors (and Hallway joins), unless `neighbours` gives them (the open
 * ones this round, on a map with a Revolving Door).
 */
export function distances(
  layout: Layout,
  from: number,
  avoid = -1,
  neighbours: (loc: number) => readonly number[] = (loc) => layout.adjacent[loc]!,
): number[] {
  const dist = new Array<number>(layout.locations.length).fill(Infinity);
  dist[from] = 0;
  const queue = [from];
  for (let qi = 0; qi < queue.length; qi++) {
    const cur = queue[qi]!;
    for (const next of neighbours(cur)) {
      if (next === avoid || dist[next] !== Infinity) continue;
      dist[next] = dist[cur]! + 1;
      queue.push(next);
    }
  }
  return dist;
}

function compileLayout(data: LayoutData, out: Problems): Layout | null {
  const where = `layout '${data.id}'`;
  // Problems found before this layout (in another one) must not stop it from being compiled.
  const before = out.length;
  // A plain record, as JSON gives it back; read through `at`, so an id such as 'constructor' finds nothing.
  const byId: Record<string, number> = {};
  const at = (id: string): number | undefined => (Object.hasOwn(byId, id) ? byId[id] : undefined);
  data.locations.forEach((loc, i) => {
    if (Object.hasOwn(byId, loc.id)) out.push(`${where}: location id '${loc.id}' is used twice`);
    byId[loc.id] = i;
  });
  const n = data.locations.length;
  const adjacent: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of data.doors) {
    const ia = at(a),
      ib = at(b);
    if (ia === undefined || ib === undefined) {
      out.push(`${where}: door ${a}–${b} names a location that does not exist`);
      continue;
    }
    if (data.locations[ia]!.kind === 'elevator' || data.locations[ib]!.kind === 'elevator') {
      out.push(`${where}: door ${a}–${b} opens into an Elevator; Elevators are boarded where they stand`);
      continue;
    }
    if (ia === ib) {
      out.push(`${where}: door ${a}–${b} joins a location to itself`);
      continue;
    }
    if (adjacent[ia]!.includes(ib)) out.push(`${where}: door ${a}–${b} is listed twice`);
    adjacent[ia]!.push(ib);
    adjacent[ib]!.push(ia);
  }
  const crossing = compileCrossing(data, at, adjacent, where, out);
  const elevators = compileElevators(data, at, where, out);
  const rackIds = new Map<string, number>();
  data.racks.forEach((r, i) => {
    if (rackIds.has(r.id)) out.push(`${where}: rack id '${r.id}' is used twice`);
    rackIds.set(r.id, i);
  });
  const rackOf = data.locations.map((loc) => {
    if (loc.kind !== 'room') return -1;
    const r = rackIds.get(loc.rack);
    if (r === undefined) {
      out.push(`${where}: room '${loc.id}' puts its books on rack '${loc.rack}', which does not exist`);
      return -1;
    }
    return r;
  });
  const racks: RackInfo[] = data.racks.map((r, i) => {
    const rooms = data.locations.flatMap((_loc, li) => (rackOf[li] === i ? [li] : []));
    const capacity = rooms.reduce((s, li) => s + (data.locations[li] as RoomData).books, 0);
    return { id: r.id, colour: r.colour, vp: r.vp, capacity, rooms };
  });
  const unique = (c: Colour): number => {
    const found = data.locations.flatMap((loc, i) => (loc.kind === 'room' && loc.colour === c ? [i] : []));
    if (found.length !== 1) {
      out.push(`${where}: needs exactly one ${c} room (M-C02), found ${found.length}`);
    }
    return found[0] ?? -1;
  };
  const central = at(data.centralHallway);
  const fishmanEntry = at(data.fishmanEntry);
  if (central === undefined)
    out.push(`${where}: the central hallway '${data.centralHallway}' does not exist`);
  if (fishmanEntry === undefined)
    out.push(`${where}: the Fishman entry '${data.fishmanEntry}' does not exist`);
  const colourOf = data.locations.map((loc) => (loc.kind === 'room' ? loc.colour : null));
  const groupKey = data.locations.map((loc, i) => {
    if (loc.kind !== 'room') return i;
    const same = data.locations.filter((o) => o.kind === 'room' && o.colour === loc.colour).length;
    return same >= 2 ? n + COLOURS.indexOf(loc.colour) : i;
  });
  const groupMembers: Record<number, number[]> = {};
  groupKey.forEach((key, i) => {
    if (key >= n) groupMembers[key] = [...(groupMembers[key] ?? []), i];
  });
  if (out.length > before) return null;
  return {
    data,
    id: data.id,
    locations: data.locations,
    byId,
    isRoom: data.locations.map((l) => l.kind === 'room'),
    colour: colourOf,
    adjacent,
    rooms: data.locations.flatMap((l, i) => (l.kind === 'room' ? [i] : [])),
    hallways: data.locations.flatMap((l, i) => (l.kind === 'hallway' ? [i] : [])),
    central: central ?? -1,
    fishmanEntry: fishmanEntry ?? -1,
    cafeteria: unique('lightblue'),
    security: unique('red'),
    library: unique('green'),
    racks,
    rackOf,
    groupKey,
    groupMembers,
    ...(elevators.length > 0 ? { elevators } : {}),
    ...(crossing ? { crossing } : {}),
  };
}

/** The crossing's Hallways, each joined to every other one through it (M-14, AMB-50). */
function compileCrossing(
  data: LayoutData,
  at: (id: string) => number | undefined,
  adjacent: number[][],
  where: string,
  out: Problems,
): number[] | undefined {
  if (!data.crossing) return undefined;
  const arms: number[] = [];
  for (const id of data.crossing.hallways) {
    const i = at(id);
    if (i === undefined || data.locations[i]!.kind !== 'hallway') {
      out.push(`${where}: the central crossing names '${id}', which is not a hallway of this layout`);
      continue;
    }
    if (arms.includes(i)) out.push(`${where}: the central crossing names hallway '${id}' twice`);
    else arms.push(i);
  }
  if (arms.length < 2) out.push(`${where}: the central crossing needs at least two hallways`);
  for (const a of arms)
    for (const b of arms)
      if (a < b && !adjacent[a]!.includes(b)) {
        adjacent[a]!.push(b);
        adjacent[b]!.push(a);
      }
  return arms;
}

function compileElevators(
  data: LayoutData,
  at: (id: string) => number | undefined,
  where: string,
  out: Problems,
): ElevatorInfo[] {
  const elevators: ElevatorInfo[] = [];
  data.locations.forEach((loc, i) => {
    if (loc.kind !== 'elevator') return;
    const stops = loc.stops.map((id) => {
      const r = at(id);
      if (r === undefined || data.locations[r]!.kind !== 'room') {
        out.push(`${where}: Elevator '${loc.id}' stops at '${id}', which is not a room (MOC-ELEV-06)`);
        return -1;
      }
      return r;
    });
    if (stops[0] === stops[1]) out.push(`${where}: Elevator '${loc.id}' must link two different rooms`);
    const start = loc.stops.indexOf(loc.start);
    if (start < 0)
      out.push(`${where}: Elevator '${loc.id}' starts at '${loc.start}', which is not one of its stops`);
    elevators.push({ loc: i, stops: [stops[0]!, stops[1]!], start: start === 1 ? 1 : 0 });
  });
  return elevators;
}

/** The rectangles a location covers on the drawn map: its shape, or both cabins of an Elevator. */
function drawnShapes(loc: LocationData): readonly Rect[] {
  return loc.kind === 'elevator' ? loc.cabins : [loc.shape];
}

/** Whether hallways `a` and `b` may join directly: connected Hallways of different colours (MOC-MOVE-01). */
function connectedHallways(a: LocationData, b: LocationData): boolean {
  return (
    a.kind === 'hallway' &&
    b.kind === 'hallway' &&
    a.hallwayColour !== undefined &&
    b.hallwayColour !== undefined &&
    a.hallwayColour !== b.hallwayColour
  );
}

/** The rulebook constraints of section 4.3 that one compiled layout must satisfy. */
function checkLayout(layout: Layout, out: Problems, vpTargets?: Readonly<Record<string, number>>): void {
  const where = `layout '${layout.id}'`;
  const { data } = layout;
  for (const p of data.players) {
    if (p < 4 || p > 8) {
      out.push(`${where}: player count ${p} is outside 4–8`);
      continue;
    }
    // 4 players use the 5-player setup with the AUTOMA (AMB-41).
    const table = PLAYER_COUNT_TABLE[(p === 4 ? 5 : p) as 5 | 6 | 7 | 8];
    const expectRooms = table.roomTokens.explored + table.roomTokens.unsafe;
    if (layout.rooms.length !== expectRooms) {
      out.push(
        `${where}: ${p} players need ${expectRooms} rooms (PC-12), the layout has ${layout.rooms.length}`,
      );
    }
    const maxVp = layout.racks.reduce((s, r) => s + r.vp, 0);
    const target = boardVpTarget({ ...(vpTargets ? { vpTargets } : {}) }, p);
    if (maxVp < target + 1) {
      out.push(
        `${where}: racks are worth ${maxVp} VP in all, but ${p} players need at least ${target + 1} (target ${target} + 1 for a Portal penalty, M-C08)`,
      );
    }
    if (table.layout !== layout.id) {
      out.push(`${where}: the player-count table assigns ${p} players to layout '${table.layout}'`);
    }
  }
  const atCrossing = (i: number): boolean => layout.crossing?.includes(i) === true;
  layout.locations.forEach((loc, i) => {
    if (layout.adjacent[i]!.length === 0 && loc.kind !== 'elevator')
      out.push(`${where}: ${loc.kind} '${loc.id}' has no door (M-C04)`);
    for (const j of layout.adjacent[i]!) {
      const other = layout.locations[j]!;
      const throughCrossing = atCrossing(i) && atCrossing(j);
      if (j > i && loc.kind === 'hallway' && other.kind === 'hallway' && !connectedHallways(loc, other)) {
        out.push(
          `${where}: hallways '${loc.id}' and '${other.id}' are joined directly; hallways join only where they have different colours (connected Hallways, MOC-MOVE-01), otherwise only through rooms`,
        );
      }
      if (j > i && !throughCrossing && sharedEdge(loc.shape, other.shape).length <= 0) {
        out.push(`${where}: the door ${loc.id}–${other.id} joins shapes that share no wall`);
      }
    }
    for (let j = i + 1; j < layout.locations.length; j++) {
      const other = layout.locations[j]!;
      if (drawnShapes(loc).some((a) => drawnShapes(other).some((b) => rectsOverlap(a, b)))) {
        out.push(`${where}: shapes of '${loc.id}' and '${other.id}' overlap`);
      }
    }
  });
  const central = layout.locations[layout.central]!;
  if (central.kind !== 'hallway') out.push(`${where}: the central hallway '${central.id}' must be a hallway`);
  const fish = layout.locations[layout.fishmanEntry]!;
  if (fish.kind !== 'hallway')
    out.push(`${where}: the Fishman entry '${fish.id}' must be a hallway (FISH-02)`);
  const small = data.players.some((p) => p <= 6);
  const large = data.players.some((p) => p >= 7);
  if (large && layout.fishmanEntry !== layout.central) {
    out.push(`${where}: at 7/8 players the Fishman enters the Central Hallway (PC-15)`);
  }
  if (small) {
    const adj = layout.adjacent[layout.fishmanEntry]!;
    if (layout.fishmanEntry === layout.central) {
      out.push(`${where}: at 4-6 players the Fishman enters a hallway other than the central one (PC-15)`);
    }
    // M-C05 describes the base map; the Mountains of Chaos maps do not say where it enters (M-U07).
    if (
      !layout.crossing &&
      (!adj.includes(layout.cafeteria) || !adj.some((j) => layout.colour[j] === 'pink'))
    ) {
      out.push(`${where}: the Fishman's hallway must border the light-blue room and a pink room (M-C05)`);
    }
  }
  // Every Location but the Elevators (boarded where they stand) is reached from the start, whichever
  // Hallway the Revolving Door blocks.
  for (const blocked of layout.crossing ?? [-1]) {
    const open = (loc: number): readonly number[] =>
      layout.adjacent[loc]!.filter(
        (j) => !(atCrossing(loc) && atCrossing(j) && (loc === blocked || j === blocked)),
      );
    const fromCentre = distances(layout, layout.central, -1, open);
    const door = blocked >= 0 ? ` while the Revolving Door blocks '${layout.locations[blocked]!.id}'` : '';
    layout.locations.forEach((loc, i) => {
      if (fromCentre[i] === Infinity && loc.kind !== 'elevator')
        out.push(`${where}: '${loc.id}' cannot be reached from the central hallway${door}`);
    });
  }
  // With the Fishman in its hallway, everyone without the Knife must still reach every room.
  const from = layout.central === layout.fishmanEntry ? layout.adjacent[layout.central]![0] : layout.central;
  const aroundFishman = from === undefined ? [] : distances(layout, from, layout.fishmanEntry);
  for (const r of layout.rooms) {
    if (from !== undefined && aroundFishman[r] === Infinity) {
      out.push(
        `${where}: room '${layout.locations[r]!.id}' is cut off while the Fishman blocks '${fish.id}'`,
      );
    }
  }
  // Racks (BOOK-03, BOOK-04, BOOK-06).
  layout.racks.forEach((rack) => {
    if (![2, 3, 4].includes(rack.vp))
      out.push(`${where}: rack '${rack.id}' is worth ${rack.vp} VP; racks are worth 2, 3 or 4`);
    if (rack.rooms.length === 0) out.push(`${where}: rack '${rack.id}' is fed by no room`);
    for (const r of rack.rooms) {
      if (layout.colour[r] !== rack.colour) {
        out.push(
          `${where}: room '${layout.locations[r]!.id}' is ${layout.colour[r]} but feeds the ${rack.colour} rack '${rack.id}'`,
        );
      }
    }
    if (rack.colour === 'darkblue' && rack.rooms.length > 1) {
      out.push(
        `${where}: each dark-blue rack is bound to one room (BOOK-04); '${rack.id}' is fed by ${rack.rooms.length}`,
      );
    }
    if (rack.colour === 'orange' && (rack.capacity !== 4 || rack.vp !== 4 || rack.rooms.length !== 2)) {
      out.push(
        `${where}: the orange rack holds 4 books from the two orange rooms and is worth 4 VP (BOOK-06)`,
      );
    }
  });
  if (data.cultistSpaces.length !== CULTIST_TOKENS) {
    out.push(
      `${where}: has ${data.cultistSpaces.length} Cultist token spaces, needs ${CULTIST_TOKENS} (SETUP-13)`,
    );
  }
  // COMP-21 / M-U11: every room shows its own icon, so colour is never the only cue.
  const iconOwner = new Map<string, string>();
  for (const r of layout.rooms) {
    const room = layout.locations[r] as RoomData;
    const other = iconOwner.get(room.icon);
    if (other !== undefined)
      out.push(`${where}: rooms '${other}' and '${room.id}' show the same icon '${room.icon}'`);
    iconOwner.set(room.icon, room.id);
  }
  const books = layout.rooms.reduce((s, r) => s + (layout.locations[r] as RoomData).books, 0);
  if (books > BOOK_TOKENS)
    out.push(`${where}: rooms hold ${books} books, but the game has only ${BOOK_TOKENS} (COMP-10)`);
  // Secret Doors example (EVT-SECRETDOORS-03, M-C10).
  const pink = layout.rooms.filter((r) => layout.colour[r] === 'pink');
  if (pink.length < 2) out.push(`${where}: needs at least two pink rooms (EVT-SECRETDOORS-03)`);
  const pink2 = locationIndex(layout, 'pink2');
  if (pink2 === undefined || !layout.adjacent[pink2]!.some((j) => !layout.isRoom[j])) {
    out.push(`${where}: Pink 2 needs a door to a hallway (EVT-SECRETDOORS-03)`);
  }
  const pink1 = locationIndex(layout, 'pink1');
  if (pink1 !== undefined && pink2 !== undefined && layout.adjacent[pink1]!.includes(pink2)) {
    out.push(
      `${where}: Pink 1 and Pink 2 must not share a door, or the Secret Doors shortcut is meaningless (M-C10)`,
    );
  }
  if (layout.rooms.filter((r) => layout.colour[r] === 'orange').length !== 2) {
    out.push(`${where}: needs exactly two orange rooms (BOOK-04)`);
  }
  // AUTOMA example (M-C06): in the layouts the AUTOMA plays on, green is equidistant from both orange rooms.
  if (data.players.some((p) => p === 5 || p === 7)) {
    const fromLib = distances(layout, layout.library);
    const oranges = layout.rooms.filter((r) => layout.colour[r] === 'orange').map((r) => fromLib[r]);
    if (oranges.length === 2 && oranges[0] !== oranges[1]) {
      out.push(
        `${where}: the two orange rooms must be equally far from the green room (AUTOMA example, M-C06)`,
      );
    }
  }
}

/**
 * The Mountains of Chaos constraints (section 4.3, M-C11 … M-C15) on a layout with a central
 * crossing: the lettered Hallways clockwise C, D, A, B; the Security-to-Library example; the
 * Elevators at the Cafeteria (bottom centre) and at Dark Blue Room 2.
 */
function checkMountains(layout: Layout, out: Problems): void {
  const arms = layout.crossing;
  if (!arms) return;
  const where = `layout '${layout.id}'`;
  const { data } = layout;
  const hall = (i: number): HallwayData => layout.locations[i] as HallwayData;
  const letters = arms.map((i) => hall(i).letter ?? '?');
  if (letters.join('') !== 'CDAB')
    out.push(
      `${where}: the central crossing must list Hallways C, D, A, B clockwise from the one blocked in Round 1 (MOC-SETUP-02, M-C12), got ${letters.join(', ')}`,
    );
  const crossing = data.crossing!.shape;
  const centre = { x: crossing.x + crossing.w / 2, y: crossing.y + crossing.h / 2 };
  const angle = (i: number): number => {
    const { x, y, w, h } = layout.locations[i]!.shape;
    return (Math.atan2(y + h / 2 - centre.y, x + w / 2 - centre.x) + 2.5 * Math.PI) % (2 * Math.PI);
  };
  const turns = arms.map(
    (a, k) => (angle(arms[(k + 1) % arms.length]!) - angle(a) + 2 * Math.PI) % (2 * Math.PI),
  );
  if (turns.reduce((sum, t) => sum + t, 0) > 2 * Math.PI + 1e-9)
    out.push(`${where}: the crossing's hallways are not drawn in clockwise order around it (M-C15)`);
  for (const a of arms) {
    if (sharedEdge(crossing, layout.locations[a]!.shape).length <= 0)
      out.push(`${where}: hallway '${layout.locations[a]!.id}' does not meet the central crossing's square`);
    if (hall(a).hallwayColour === undefined)
      out.push(`${where}: hallway '${hall(a).id}' at the crossing needs a colour (MOC-MOVE-01)`);
  }
  // M-C11 / AMB-51: Security borders A and B (every translation's example), each joins D, D opens on the Library.
  const byLetter = (l: string): number | undefined => arms.find((i) => hall(i).letter === l);
  const [a, b, d] = [byLetter('A'), byLetter('B'), byLetter('D')];
  const adj = layout.adjacent;
  if (a === undefined || b === undefined || d === undefined) return;
  if (!adj[layout.security]!.includes(a) || !adj[layout.security]!.includes(b))
    out.push(
      `${where}: the Security Room needs Doors to Hallways A and B (the 3-MP example in every translation, M-C11)`,
    );
  if (!adj[d]!.includes(layout.library)) out.push(`${where}: Hallway D needs a Door to the Library (M-C11)`);
  const fromSecurity = distances(layout, layout.security)[layout.library];
  if (fromSecurity !== 3)
    out.push(
      `${where}: Security to the Library must cost 3 Movement points (MOC-MOVE-01, M-C11), it costs ${fromSecurity}`,
    );
  // M-C13 / M-C14 / D-39: Elevator 1 at the Cafeteria, bottom centre; Elevator 2 at Dark Blue Room 2.
  const elevators = layout.elevators ?? [];
  const startsAt = (room: number | undefined): boolean =>
    elevators.some((e) => room !== undefined && e.stops[e.start] === room);
  if (elevators.length !== 2)
    out.push(`${where}: the Mountains of Chaos maps have 2 Elevators, found ${elevators.length}`);
  if (!startsAt(layout.cafeteria)) out.push(`${where}: Elevator 1 starts at the Cafeteria (MOC-SETUP-03)`);
  if (!startsAt(locationIndex(layout, 'darkblue2')))
    out.push(`${where}: Elevator 2 starts at Dark Blue Room 2 (MOC-SETUP-03)`);
  const caf = layout.locations[layout.cafeteria]!.shape;
  const { bounds } = data;
  const cx = caf.x + caf.w / 2;
  if (caf.y + caf.h / 2 < data.centre.y || Math.abs(cx - data.centre.x) > bounds.w / 6)
    out.push(`${where}: the Cafeteria lies at the bottom centre of the map (D-39, M-C13)`);
  for (const e of elevators) {
    const el = layout.locations[e.loc] as ElevatorData;
    e.stops.forEach((room, k) => {
      if (room >= 0 && sharedEdge(el.cabins[k]!, layout.locations[room]!.shape).length <= 0)
        out.push(
          `${where}: Elevator '${el.id}' is drawn away from '${layout.locations[room]!.id}' at that stop`,
        );
    });
  }
}

function checkBoard(board: BoardData, layouts: ReadonlyMap<string, Layout>, out: Problems): void {
  if (board.routes.length !== ROUTE_CARDS)
    out.push(`the game has ${ROUTE_CARDS} route cards (COMP-04), found ${board.routes.length}`);
  const routeIds = new Set(board.routes.map((r) => r.id));
  if (routeIds.size !== board.routes.length) out.push('route card ids must be unique');
  for (const route of board.routes) {
    route.lines.forEach((line, i) => {
      if (line.length < 2)
        out.push(
          `route ${route.id}, line ${i + 1}: lists ${line.length} colour(s); each line offers at least 2 (ROUTE-02, M-C16)`,
        );
      if (new Set(line).size !== line.length) out.push(`route ${route.id}, line ${i + 1}: repeats a colour`);
      for (const c of line) {
        for (const layout of layouts.values()) {
          if (!layout.colour.includes(c))
            out.push(`route ${route.id}: colour ${c} has no room in layout '${layout.id}' (M-C16)`);
        }
      }
    });
  }
  if (board.cultistTokens.length !== CULTIST_TOKENS) {
    out.push(`the game has ${CULTIST_TOKENS} Cultist tokens (COMP-11), found ${board.cultistTokens.length}`);
  }
  for (const t of board.cultistTokens) {
    for (const layout of layouts.values()) {
      const i = locationIndex(layout, t);
      if (i === undefined || !layout.isRoom[i])
        out.push(`Cultist token room '${t}' is not a room of layout '${layout.id}' (M-C17)`);
    }
  }
  for (const p of [5, 6, 7, 8] as const) {
    const name = PLAYER_COUNT_TABLE[p].layout;
    const layout = layouts.get(name);
    // A layout that failed to compile has reported its own problems already.
    if (!board.layouts.some((l) => l.id === name)) out.push(`no layout '${name}' for ${p} players`);
    else if (layout && !layout.data.players.includes(p))
      out.push(
        `layout '${name}' is used at ${p} players (SETUP-08) but does not list ${p} in its player counts`,
      );
  }
  // A room keeps its colour and icon on every layout: Cultist tokens and Room decks name it (SETUP-09).
  const seen = new Map<string, { colour: Colour; icon: string; layout: string }>();
  for (const layout of layouts.values()) {
    for (const r of layout.rooms) {
      const room = layout.locations[r] as RoomData;
      const first = seen.get(room.id);
      if (!first) seen.set(room.id, { colour: room.colour, icon: room.icon, layout: layout.id });
      else if (first.colour !== room.colour || first.icon !== room.icon)
        out.push(
          `room '${room.id}' is ${room.colour}/${room.icon} in layout '${layout.id}' but ${first.colour}/${first.icon} in layout '${first.layout}'`,
        );
    }
  }
}

/** Parses and validates board data; throws a BoardError listing every problem found. */
export function loadBoard(raw: unknown): Board {
  const problems: Problems = [];
  const data = parseBoardData(raw, problems);
  if (problems.length > 0) throw new BoardError(problems);
  const layouts = new Map<string, Layout>();
  for (const l of data.layouts) {
    if (layouts.has(l.id)) problems.push(`layout id '${l.id}' is used twice`);
    const compiled = compileLayout(l, problems);
    if (compiled) {
      checkLayout(compiled, problems, data.vpTargets);
      checkMountains(compiled, problems);
      layouts.set(l.id, compiled);
    }
  }
  checkBoard(data, layouts, problems);
  if (problems.length > 0) throw new BoardError(problems);
  return {
    id: data.id,
    sha256: boardSha256(data),
    name: data.name,
    data,
    layouts,
    routes: data.routes,
    cultistTokens: data.cultistTokens,
    ...(data.vpTargets ? { vpTargets: data.vpTargets } : {}),
  };
}

/** Validates board data without throwing: the list of problems (empty when valid). */
export function validateBoard(raw: unknown): readonly string[] {
  try {
    loadBoard(raw);
    return [];
  } catch (e) {
    if (e instanceof BoardError) return e.problems;
    throw e;
  }
}
