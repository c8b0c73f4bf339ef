/** @jsxRuntime automatic */
/**
 * The Mountains of Chaos marks on the map (MOC-MOVE-01, MOC-DOOR-01, MOC-ELEV-*): Hallways filled with
 * their colour, the central crossing with the Revolving Door and the Hallway letters, and the Elevators
 * drawn at the cabin of the Room they stand at (the other stop a closed shaft door). Pure drawing from the
 * board data and the public view; on a map without them nothing here draws anything.
 */
import type { PlayerView } from '@among-cultists/engine';
import { Art } from '../art/Art.tsx';
import { HitArea } from './HitArea.tsx';
import {
  locationIndex,
  sharedEdge,
  type ElevatorData,
  type HallwayColour,
  type Layout,
  type LocationData,
} from '@among-cultists/engine/content';
import type { TFunction } from 'i18next';
import type { KeyboardEvent } from 'react';
import { elevatorNumber } from '../game/mountains.ts';
import { locationName } from '../game/names.ts';
import type { Point, Rect } from './camera.ts';
import { DISC_R, type DiscPlacement } from './discLayout.ts';
import { overlaps } from './labels.ts';

/**
 * Hallway fills: dark enough that the Hallway names (#d8dee9, bold) keep at least 4.5:1 on each, and
 * told apart by hue. Each Hallway also carries its letter, so colour is never the only cue.
 */
export const HALLWAY_FILL: Readonly<Record<HallwayColour, string>> = {
  amber: '#7a4f00',
  teal: '#0b5f5f',
  violet: '#5a3591',
  slate: '#3d4a5e',
  rose: '#8a2846',
  olive: '#4f5a14',
};
/** A Hallway without a colour (the base maps). */
export const PLAIN_HALLWAY_FILL = '#3a3f4b';
/** The text drawn on Hallways (styles.css: .board .hall). */
export const HALLWAY_TEXT = '#d8dee9';

export function hallwayFill(data: LocationData): string {
  return data.kind === 'hallway' && data.hallwayColour
    ? HALLWAY_FILL[data.hallwayColour]
    : PLAIN_HALLWAY_FILL;
}

/** The elevators of a layout with their data, in the order of `layout.elevators`. */
export function elevatorsOf(layout: Layout): { readonly loc: number; readonly data: ElevatorData }[] {
  return (layout.elevators ?? []).flatMap((e) => {
    const data = layout.locations[e.loc];
    return data?.kind === 'elevator' ? [{ loc: e.loc, data }] : [];
  });
}

/** Which stop (0 or 1) the Elevator at location `loc` stands at: the view's, else where it starts. */
export function elevatorStopIndex(layout: Layout, loc: number, view: PlayerView | null | undefined): 0 | 1 {
  const info = layout.elevators?.find((e) => e.loc === loc);
  if (!info) return 0;
  const at = view?.elevators?.find((e) => e.elevator === loc)?.at;
  if (at === undefined) return info.start;
  return info.stops[1] === at ? 1 : 0;
}

/** Where a location is drawn now: an Elevator at the cabin of the Room it stands at, others at their shape. */
export function locationShape(layout: Layout, loc: number, view: PlayerView | null | undefined): Rect | null {
  const data = layout.locations[loc];
  if (!data) return null;
  if (data.kind !== 'elevator') return data.shape;
  return data.cabins[elevatorStopIndex(layout, loc, view)];
}

/** The Hallway the Revolving Door blocks now and the one it blocks next Round, or null on other maps. */
export function doorHallways(
  layout: Layout,
  view: PlayerView | null | undefined,
): { readonly blocked: number; readonly next: number } | null {
  const arms = layout.crossing;
  if (!arms || arms.length === 0) return null;
  const turns = view?.revolvingDoor?.turns ?? 0;
  const blocked = view?.revolvingDoor?.blocks ?? arms[turns % arms.length]!;
  const at = arms.indexOf(blocked);
  return { blocked, next: arms[(at + 1) % arms.length]! };
}

/** A Hallway's accessible name: its colour and, when the Revolving Door blocks it, that. */
export function hallwayLabel(t: TFunction, layout: Layout, loc: number, view: PlayerView | null): string {
  const data = layout.locations[loc]!;
  const name = locationName(t, layout, loc);
  if (data.kind !== 'hallway' || !data.hallwayColour) return t('board.hallway', { name });
  const label = t('mountains.board.hallway', { name, colour: t(`mountains.colour.${data.hallwayColour}`) });
  return doorHallways(layout, view)?.blocked === loc ? `${label}, ${t('mountains.board.blocked')}` : label;
}

/** Who is inside an Elevator, in words ("empty" or "with … inside"). */
export function ridersText(t: TFunction, riders: readonly number[], name: (seat: number) => string): string {
  return riders.length === 0
    ? t('mountains.board.empty')
    : t('mountains.board.riders', { names: riders.map(name).join(', ') });
}

/** The Room an Elevator stands at now. */
export function elevatorRoom(layout: Layout, loc: number, view: PlayerView | null | undefined): number {
  const info = layout.elevators?.find((e) => e.loc === loc);
  if (!info) return loc;
  return info.stops[elevatorStopIndex(layout, loc, view)];
}

/** Seats standing in the Elevator at `loc`: the view's riders, else the discs there. */
function ridersOf(view: PlayerView | null, loc: number): readonly number[] {
  if (!view) return [];
  return (
    view.elevators?.find((e) => e.elevator === loc)?.riders ??
    view.seats.filter((s) => s.location === loc).map((s) => s.seat)
  );
}

/** An Elevator's tag: its number beside the cabin, outside every location, rack and mark of the map. */
export const TAG = { w: 46, h: 30 } as const;
const TAG_GAP = 4;

/** Where the tag of `cabin` goes: beside it, below, above, left or right, on free ground inside the map. */
export function tagPlace(layout: Layout, cabin: Rect): Rect {
  const cx = cabin.x + cabin.w / 2;
  const cy = cabin.y + cabin.h / 2;
  const candidates: Rect[] = [
    { x: cx - TAG.w / 2, y: cabin.y + cabin.h + TAG_GAP, ...TAG },
    { x: cx - TAG.w / 2, y: cabin.y - TAG_GAP - TAG.h, ...TAG },
    { x: cabin.x - TAG_GAP - TAG.w, y: cy - TAG.h / 2, ...TAG },
    { x: cabin.x + cabin.w + TAG_GAP, y: cy - TAG.h / 2, ...TAG },
    // Tucked at a corner of the cabin, when no side is free.
    { x: cabin.x - TAG_GAP - TAG.w, y: cabin.y + cabin.h + TAG_GAP, ...TAG },
    { x: cabin.x + cabin.w + TAG_GAP, y: cabin.y + cabin.h + TAG_GAP, ...TAG },
  ];
  const taken = occupied(layout);
  const b = layout.data.bounds;
  const inside = (r: Rect) => r.x >= b.x && r.y >= b.y && r.x + r.w <= b.x + b.w && r.y + r.h <= b.y + b.h;
  return candidates.find((r) => inside(r) && taken.every((o) => !overlaps(r, o))) ?? candidates[0]!;
}

/** Everything drawn on the map that a tag must not cover. */
export function occupied(layout: Layout): Rect[] {
  const { lake, cultistSpaces, racks, crossing } = layout.data;
  return [
    ...layout.locations.flatMap((l) => (l.kind === 'elevator' ? [...l.cabins] : [l.shape])),
    ...racks.map((r) => r.shape),
    { x: lake.x - 110, y: lake.y - 55, w: 220, h: 110 },
    ...cultistSpaces.map((p) => ({ x: p.x - 34, y: p.y - 34, w: 68, h: 68 })),
    ...(crossing ? [crossing.shape] : []),
  ];
}

interface ElevatorsProps {
  readonly layout: Layout;
  readonly t: TFunction;
  readonly view: PlayerView | null;
  readonly name: (seat: number) => string;
  readonly targets: ReadonlyMap<number, string> | undefined;
  readonly onPick: ((location: number) => void) | undefined;
}

/** Each Elevator: its cabin where it stands (a tap target when boarding it is legal), a shaft door at the other stop. */
export function Elevators({ layout, t, view, name, targets, onPick }: ElevatorsProps) {
  return (
    <>
      {elevatorsOf(layout).map(({ loc, data }) => {
        const stop = elevatorStopIndex(layout, loc, view);
        const info = layout.elevators!.find((e) => e.loc === loc)!;
        const elevatorName = locationName(t, layout, loc);
        const room = locationName(t, layout, info.stops[stop]);
        const other = locationName(t, layout, info.stops[stop === 0 ? 1 : 0]);
        const label = t('mountains.board.elevator', {
          name: elevatorName,
          room,
          riders: ridersText(t, ridersOf(view, loc), name),
        });
        const action = targets?.get(loc);
        return (
          <g key={data.id}>
            <Shaft
              cabin={data.cabins[stop === 0 ? 1 : 0]}
              tag={tagPlace(layout, data.cabins[stop === 0 ? 1 : 0])}
              number={elevatorNumber(data)}
              label={t('mountains.board.shaft', { name: elevatorName, room: other, other: room })}
            />
            <Cabin
              id={loc}
              data={data}
              cabin={data.cabins[stop]}
              tag={tagPlace(layout, data.cabins[stop])}
              label={action === undefined ? label : `${action}. ${label}`}
              target={action !== undefined}
              onPick={onPick}
            />
          </g>
        );
      })}
    </>
  );
}

/** Two triangles, up and down: the Elevator's sign on its tag. */
function LiftSign({ x, y }: Point) {
  return (
    <path
      className="lift-sign"
      d={`M${x} ${y - 11} l6 8 h-12 z M${x} ${y + 11} l6 -8 h-12 z`}
      aria-hidden="true"
    />
  );
}

function Tag({ tag, number, empty }: { tag: Rect; number: string; empty: boolean }) {
  return (
    <g className={empty ? 'lift-tag shaft' : 'lift-tag'} aria-hidden="true">
      <rect x={tag.x} y={tag.y} width={tag.w} height={tag.h} rx={6} />
      <LiftSign x={tag.x + 12} y={tag.y + tag.h / 2} />
      <text x={tag.x + 32} y={tag.y + tag.h / 2 + 8} textAnchor="middle">
        {number}
      </text>
    </g>
  );
}

function Shaft({ cabin, tag, number, label }: { cabin: Rect; tag: Rect; number: string; label: string }) {
  const { x, y, w, h } = cabin;
  return (
    <g className="shaft" role="img" aria-label={label}>
      <title>{label}</title>
      <rect x={x + 2} y={y + 2} width={w - 4} height={h - 4} rx={4} />
      {/* Closed doors: two panels meeting in the middle. */}
      <line x1={x + w / 2} y1={y + 8} x2={x + w / 2} y2={y + h - 8} />
      <Tag tag={tag} number={number} empty />
    </g>
  );
}

interface CabinProps {
  readonly id: number;
  readonly data: ElevatorData;
  readonly cabin: Rect;
  readonly tag: Rect;
  readonly label: string;
  readonly target: boolean;
  readonly onPick: ((location: number) => void) | undefined;
}

function Cabin({ id, data, cabin, tag, label, target, onPick }: CabinProps) {
  const { x, y, w, h } = cabin;
  const pick =
    target && onPick
      ? () => {
          onPick(id);
        }
      : undefined;
  const onKeyDown = pick
    ? (e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          pick();
        }
      }
    : undefined;
  return (
    <g
      className={`loc elevator${pick ? ' target' : ''}`}
      role={pick ? undefined : 'img'}
      aria-label={pick ? undefined : label}
      data-location={data.id}
    >
      {!pick && <title>{label}</title>}
      <rect x={x} y={y} width={w} height={h} rx={4} className="cabin" />
      <ElevatorMark cabin={cabin} />
      <Tag tag={tag} number={elevatorNumber(data)} empty={false} />
      {pick && <HitArea shape={{ x, y, w, h }} label={label} pick={pick} onKeyDown={onKeyDown} />}
    </g>
  );
}

/** Space kept between the Elevator's drawing and its cabin's edge. */
const CABIN_INSET = 4;

/** The Elevator (the drawn component, as on the rules page) filling its cabin; its riders stand on it. */
export function ElevatorMark({ cabin }: { cabin: Rect }) {
  const size = Math.min(cabin.w, cabin.h) - 2 * CABIN_INSET;
  return (
    <Art
      spec={{ kind: 'elevator' }}
      at={{ x: cabin.x + (cabin.w - size) / 2, y: cabin.y + (cabin.h - size) / 2 }}
      size={size}
      decorative
    />
  );
}

/** The Revolving Door (the drawn component) as a drum of radius `r` around `c`. */
export function RevolvingDoorMark({ c, r }: { c: Point; r: number }) {
  // The drawing's drum is 22.5 of its 48 units across the half: its box is a little larger than the drum.
  const size = (2 * r * 48) / 45;
  return <Art spec={{ kind: 'door' }} at={{ x: c.x - size / 2, y: c.y - size / 2 }} size={size} decorative />;
}

/** Inset of a Hallway letter's badge from the crossing's edge, and its radius (map units). */
const BADGE_INSET = 13;
const BADGE_R = 11;

/**
 * The central crossing: the Revolving Door in the middle, each Hallway's letter at its side, and a red bar
 * with a ✕ across the Hallway the Door blocks this Round (named in words too).
 */
export function Crossing({ layout, t, view }: { layout: Layout; t: TFunction; view: PlayerView | null }) {
  const crossing = layout.data.crossing;
  const door = doorHallways(layout, view);
  if (!crossing || !door) return null;
  const { x, y, w, h } = crossing.shape;
  const c = { x: x + w / 2, y: y + h / 2 };
  const label = t('mountains.board.door', {
    hallway: locationName(t, layout, door.blocked),
    next: locationName(t, layout, door.next),
  });
  const arms = crossing.hallways.flatMap((id) => {
    const loc = locationIndex(layout, id);
    const data = loc === undefined ? undefined : layout.locations[loc];
    if (loc === undefined || !data) return [];
    const side = sideOf(crossing.shape, data.shape);
    return side ? [{ loc, data, side }] : [];
  });
  const blocked = arms.find((a) => a.loc === door.blocked);
  return (
    <g className="crossing" role="img" aria-label={label} data-blocks={layout.locations[door.blocked]?.id}>
      <title>{label}</title>
      <rect x={x} y={y} width={w} height={h} className="crossing-floor" />
      {/* The Revolving Door (the drawn component, as on the rules page), its drum inside the letters' badges. */}
      <RevolvingDoorMark c={c} r={Math.min(w, h) / 2 - BADGE_INSET * 2 + 4} />
      {arms.map(({ loc, data, side }) => {
        const p = badgeAt(crossing.shape, side);
        const isBlocked = loc === door.blocked;
        return (
          <g key={data.id} className={isBlocked ? 'arm-badge blocked' : 'arm-badge'} aria-hidden="true">
            <circle cx={p.x} cy={p.y} r={BADGE_R} />
            <text x={p.x} y={p.y + 6} textAnchor="middle">
              {data.kind === 'hallway' ? (data.letter ?? '') : ''}
            </text>
          </g>
        );
      })}
      {blocked && <Barrier crossing={crossing.shape} hallway={blocked.data.shape} side={blocked.side} />}
    </g>
  );
}

type Side = 'top' | 'right' | 'bottom' | 'left';

/** Which side of the crossing a Hallway lies on, or null when they do not touch. */
export function sideOf(crossing: Rect, hallway: Rect): Side | null {
  const edge = sharedEdge(crossing, hallway);
  if (edge.length <= 0) return null;
  if (edge.mid.y === crossing.y) return 'top';
  if (edge.mid.y === crossing.y + crossing.h) return 'bottom';
  if (edge.mid.x === crossing.x) return 'left';
  return 'right';
}

function badgeAt(r: Rect, side: Side): Point {
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  switch (side) {
    case 'top':
      return { x: cx, y: r.y + BADGE_INSET };
    case 'bottom':
      return { x: cx, y: r.y + r.h - BADGE_INSET };
    case 'left':
      return { x: r.x + BADGE_INSET, y: cy };
    case 'right':
      return { x: r.x + r.w - BADGE_INSET, y: cy };
  }
}

/** How far into the blocked Hallway its ✕ is drawn from the crossing (its centre), and its size. */
const CROSS_AT = 22;
const CROSS_R = 12;

/** The ✕ mark's box in the blocked Hallway, next to the crossing (for tests and for keeping clear). */
export function barrierMark(crossing: Rect, side: Side): Rect {
  const c = badgeAt(crossing, side);
  const at =
    side === 'top'
      ? { x: c.x, y: crossing.y - CROSS_AT }
      : side === 'bottom'
        ? { x: c.x, y: crossing.y + crossing.h + CROSS_AT }
        : side === 'left'
          ? { x: crossing.x - CROSS_AT, y: c.y }
          : { x: crossing.x + crossing.w + CROSS_AT, y: c.y };
  return { x: at.x - CROSS_R, y: at.y - CROSS_R, w: 2 * CROSS_R, h: 2 * CROSS_R };
}

function Barrier({ crossing, hallway, side }: { crossing: Rect; hallway: Rect; side: Side }) {
  const edge = sharedEdge(crossing, hallway);
  const half = edge.length / 2;
  const horizontal = side === 'top' || side === 'bottom';
  const mark = barrierMark(crossing, side);
  const mx = mark.x + mark.w / 2;
  const my = mark.y + mark.h / 2;
  const k = CROSS_R * 0.55;
  return (
    <g className="barrier" aria-hidden="true">
      <line
        x1={horizontal ? edge.mid.x - half : edge.mid.x}
        y1={horizontal ? edge.mid.y : edge.mid.y - half}
        x2={horizontal ? edge.mid.x + half : edge.mid.x}
        y2={horizontal ? edge.mid.y : edge.mid.y + half}
      />
      <circle cx={mx} cy={my} r={CROSS_R} />
      <path d={`M${mx - k} ${my - k} L${mx + k} ${my + k} M${mx + k} ${my - k} L${mx - k} ${my + k}`} />
    </g>
  );
}

/**
 * Where the riders of an Elevator stand in its cabin, never outside it: one as large as the cabin holds; two
 * or more would be too small for a phone side by side (issue 26: 28 px), so they stand stacked in the
 * middle under a chip counting them, which lists them (DiscStack), as the cabin's name does.
 */
export function placeRiders(cabin: Rect, count: number): DiscPlacement {
  if (count <= 0) return { r: DISC_R, at: [] };
  const r = Math.min(DISC_R, Math.floor(Math.min(cabin.w, cabin.h) / 2) - RIDER_GAP);
  const middle = { x: cabin.x + cabin.w / 2, y: cabin.y + cabin.h / 2 };
  const at = Array.from({ length: count }, () => middle);
  return count === 1 ? { r, at } : { r, at, shown: 0 };
}

/** Space kept between a rider's disc and its cell's edge. */
const RIDER_GAP = 2;
