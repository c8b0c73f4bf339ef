/** @jsxRuntime automatic */
import type { PlayerView } from '@among-cultists/engine';
import { locationIndex, sharedEdge, type Layout, type LocationData } from '@among-cultists/engine/content';
import type { TFunction } from 'i18next';
import type { CSSProperties, KeyboardEvent } from 'react';
import { locationName } from '../game/names.ts';
import type { Rect } from './camera.ts';
import { Disc } from './Disc.tsx';
import { DiscStack } from './DiscStack.tsx';
import { keepClear, placeDiscs, type DiscPlacement } from './discLayout.ts';
import { RoomIcon } from './icons.tsx';
import { ICON_SIZE, roomMarks, type PlacedLabel } from './labels.ts';
import { Crossing, Elevators, hallwayFill, hallwayLabel, locationShape, placeRiders } from './mountains.tsx';
import { HitArea } from './HitArea.tsx';
import { placeMapLabel } from './mapNames.ts';
import { ROOM_FILL } from './palette.ts';
import { BookMark, CardBack, CultistSpace, CultistToken, FishmanShape, PortalShape } from './symbols.tsx';
import { DoorShape } from './rooms/doors.tsx';
import { floorId, floorOf, FloorPatterns } from './rooms/floors.tsx';
import { furnitureId, FurnitureSymbols, hasFurniture } from './rooms/furniture.tsx';
import { furnitureBox } from './rooms/placement.ts';
import { plateOf } from './rooms/plates.ts';

type RoomView = PlayerView['rooms'][number];

export interface BoardProps {
  readonly layout: Layout;
  readonly t: TFunction;
  /** The game as the viewer sees it; without it the empty map is drawn. */
  readonly view?: PlayerView | null;
  readonly seatName?: (seat: number) => string;
  readonly characterOf?: (seat: number) => number | null;
  /** Locations the viewer may tap now (a legal step or teleport), with what the tap does. */
  readonly targets?: ReadonlyMap<number, string>;
  readonly onPick?: (location: number) => void;
  /** The part of the board shown (ZoomableMap); all of it by default. */
  readonly camera?: Rect;
}

/** The University drawn from the board data: rooms, hallways, doors, racks, lake and discs. */
export function Board({
  layout,
  t,
  view = null,
  seatName,
  characterOf,
  targets,
  onPick,
  camera,
}: BoardProps) {
  const shown = camera ?? layout.data.bounds;
  const name = (seat: number): string => seatName?.(seat) ?? t('lobby.seat', { n: seat + 1 });
  return (
    <svg
      className="board"
      viewBox={`${shown.x} ${shown.y} ${shown.w} ${shown.h}`}
      role="group"
      aria-label={t('board.map')}
    >
      <defs>
        <FloorPatterns />
        <FurnitureSymbols />
      </defs>
      {layout.locations.map((data, id) =>
        data.kind === 'elevator' ? null : (
          <Location
            key={data.id}
            id={id}
            data={data}
            name={locationName(t, layout, id)}
            placed={placeMapLabel(t, layout, id)}
            label={withTarget(locationLabel(t, layout, id, view), targets?.get(id))}
            view={view}
            target={targets?.has(id) ?? false}
            onPick={onPick}
          />
        ),
      )}
      <Crossing layout={layout} t={t} view={view} />
      <Elevators layout={layout} t={t} view={view} name={name} targets={targets} onPick={onPick} />
      {layout.data.doors.map(([a, b]) => {
        const ra = layout.locations[locationIndex(layout, a) ?? -1]?.shape;
        const rb = layout.locations[locationIndex(layout, b) ?? -1]?.shape;
        if (!ra || !rb) return null;
        const { mid } = sharedEdge(ra, rb);
        // Between rooms side by side the wall runs up and down; the leaf opens into the second.
        const vertical = ra.x + ra.w === rb.x || rb.x + rb.w === ra.x;
        const towards = (vertical ? rb.x > ra.x : rb.y > ra.y) ? 1 : -1;
        return (
          <g key={`${a}-${b}`} className="door" aria-hidden="true">
            <DoorShape mid={mid} vertical={vertical} towards={vertical ? (-towards as 1 | -1) : towards} />
          </g>
        );
      })}
      <Lake layout={layout} view={view} t={t} />
      <Portal layout={layout} view={view} t={t} />
      <Racks layout={layout} view={view} t={t} />
      {view && <Discs layout={layout} view={view} name={name} characterOf={characterOf} t={t} />}
    </svg>
  );
}

function withTarget(label: string, action: string | undefined): string {
  return action === undefined ? label : `${action}. ${label}`;
}

function locationLabel(t: TFunction, layout: Layout, id: number, view: PlayerView | null): string {
  const data = layout.locations[id]!;
  const name = locationName(t, layout, id);
  if (data.kind === 'hallway') return hallwayLabel(t, layout, id, view);
  if (data.kind === 'elevator') return name;
  const room = view?.rooms.find((r) => r.location === id);
  const parts: string[] = [
    t('board.room', {
      name,
      colour: t(`colour.${data.colour}`),
      books: t('board.books', { count: room?.books ?? data.books }),
      deck: room?.deckSize ?? 0,
    }),
  ];
  if (room?.explored) parts.push(t(room.unsafe === true ? 'board.unsafe' : 'board.explored'));
  if (room?.finished) parts.push(t('board.finished'));
  if (room && room.cultistTokens > 0) parts.push(t('board.cultistTokens', { n: room.cultistTokens }));
  return parts.join(', ');
}

interface LocationProps {
  readonly id: number;
  readonly data: Exclude<LocationData, { kind: 'elevator' }>;
  readonly name: string;
  readonly placed: PlacedLabel;
  readonly label: string;
  readonly view: PlayerView | null;
  readonly target: boolean;
  readonly onPick: ((location: number) => void) | undefined;
}

function Location({ id, data, name, placed, label, view, target, onPick }: LocationProps) {
  const { x, y, w, h } = data.shape;
  const fill = data.kind === 'room' ? ROOM_FILL[data.colour] : hallwayFill(data);
  const furniture = data.kind === 'room' && hasFurniture(data.icon) ? furnitureBox(data.shape, placed) : null;
  const room = data.kind === 'room' ? view?.rooms.find((r) => r.location === id) : undefined;
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
      className={`loc ${data.kind}${target ? ' target' : ''}`}
      // The plate behind the location's name (map.css): a pale room colour, a dark hallway's own.
      style={{ '--plate': plateOf(fill) } as CSSProperties}
      // A tap target is the transparent button drawn over it (below): a button holding the room's
      // drawn texts would have a name that does not match them (WCAG 2.5.3).
      role={pick ? undefined : 'img'}
      aria-label={pick ? undefined : label}
      data-location={data.id}
    >
      {!pick && <title>{label}</title>}
      <rect x={x} y={y} width={w} height={h} fill={fill} />
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        fill={`url(#${floorId(data.kind === 'room' ? floorOf(data.icon) : 'hall')})`}
        className="floor"
      />
      {data.kind === 'room' && furniture && (
        <use
          href={`#${furnitureId(data.icon, furniture.compact)}`}
          x={furniture.x}
          y={furniture.y}
          width={furniture.w}
          height={furniture.h}
          className="furniture-use"
        />
      )}
      {data.kind === 'room' ? <RoomMarksDrawn data={data} room={room} /> : null}
      <Label placed={placed} full={name} hall={data.kind === 'hallway'} />
      {pick && <HitArea shape={{ x, y, w, h }} label={label} pick={pick} onKeyDown={onKeyDown} />}
    </g>
  );
}

function RoomMarksDrawn({
  data,
  room,
}: {
  data: LocationData & { kind: 'room' };
  room: RoomView | undefined;
}) {
  const m = roomMarks(data.shape);
  return (
    <>
      <RoomIcon icon={data.icon} x={m.icon.x} y={m.icon.y} size={ICON_SIZE} />
      {room && (
        <g className="counts" aria-hidden="true">
          <CardBack x={m.deck.x} y={m.deck.y + 1} />
          <text x={m.deck.x + 19} y={m.deck.y + m.deck.h - 3}>
            {room.deckSize}
          </text>
          {room.books > 0 && (
            <>
              <BookMark x={m.book.x} y={m.book.y + 1} />
              <text x={m.book.x + 15} y={m.book.y + m.book.h - 3}>
                {room.books}
              </text>
            </>
          )}
        </g>
      )}
      {room && room.cultistTokens > 0 && (
        <CultistToken
          cx={m.token.x + m.token.w / 2}
          cy={m.token.y + m.token.h / 2}
          r={m.token.w / 2}
          count={room.cultistTokens}
        />
      )}
      {room?.explored && (
        <text
          x={m.mark.x + m.mark.w}
          y={m.mark.y + m.mark.h - 4}
          className="mark"
          textAnchor="end"
          aria-hidden="true"
        >
          {room.unsafe === true ? '⚠' : '✓'}
          {room.finished ? '★' : ''}
        </text>
      )}
    </>
  );
}

/** A location's name as placed by `placeLabel`: wrapped lines, turned in a tall Hallway. */
function Label({ placed, full, hall }: { placed: PlacedLabel; full: string; hall: boolean }) {
  const { area, size, lines, baselines } = placed;
  const x = placed.anchor === 'start' ? area.x : area.x + area.w / 2;
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2;
  return (
    <text
      className={hall ? 'name hall' : 'name'}
      style={{ fontSize: size }}
      textAnchor={placed.anchor}
      transform={placed.rotated ? `rotate(-90 ${cx} ${cy})` : undefined}
      aria-hidden="true"
      data-label={full}
    >
      {(placed.shortened || placed.abbreviated === true) && <title>{full}</title>}
      {lines.map((line, i) => (
        <tspan key={i} x={x} y={baselines[i]}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** The Portal in the Library while it is open (EVT-PORTAL): a swirl, named with its last round. */
function Portal({ layout, view, t }: { layout: Layout; view: PlayerView | null; t: TFunction }) {
  const portal = view?.portal;
  if (portal?.status !== 'open') return null;
  const shape = layout.locations[layout.library]?.shape;
  if (!shape) return null;
  return (
    <g
      className="portal"
      role="img"
      aria-label={t('status.portal', { n: portal.lastRound })}
      transform={`translate(${shape.x + shape.w / 2} ${shape.y + shape.h / 2 - 10})`}
    >
      <PortalShape />
    </g>
  );
}

/** The lake's shore as drawn around `layout.data.lake`: its half-width and half-height, in map units. */
export const LAKE_SHORE = { rx: 116, ry: 61 } as const;

function Lake({ layout, view, t }: { layout: Layout; view: PlayerView | null; t: TFunction }) {
  const { lake, cultistSpaces } = layout.data;
  const fishman = view?.fishman ?? null;
  const at = fishman === null ? lake : centre(layout, fishman);
  return (
    <>
      <g className="lake-place" role="img" aria-label={t('board.lake')}>
        {/* Its muddy shore and reeds, the water and its ripples. */}
        <ellipse cx={lake.x} cy={lake.y} rx={LAKE_SHORE.rx} ry={LAKE_SHORE.ry} className="lake-shore" />
        <ellipse cx={lake.x} cy={lake.y} rx={110} ry={55} className="lake" />
        <ellipse cx={lake.x} cy={lake.y} rx={110} ry={55} fill={`url(#${floorId('water')})`} />
        <path d={REEDS(lake.x - 100, lake.y + 30)} className="reeds" />
        <path d={REEDS(lake.x + 78, lake.y - 38)} className="reeds" />
      </g>
      <g
        className="fishman"
        role="img"
        aria-label={t('board.fishman')}
        transform={`translate(${at.x} ${at.y})`}
      >
        <FishmanShape />
      </g>
      <g
        role="img"
        aria-label={t('board.cultistSpaces', { n: view?.cultistTokensFaceDown ?? cultistSpaces.length })}
      >
        {cultistSpaces.map((p, i) => (
          <CultistSpace
            key={i}
            cx={p.x}
            cy={p.y}
            filled={i < (view?.cultistTokensFaceDown ?? cultistSpaces.length)}
          />
        ))}
      </g>
    </>
  );
}

/** A clump of reeds at (x, y): five stems leaning out of the water. */
const REEDS = (x: number, y: number) =>
  `M${x} ${y}l-4-22M${x + 5} ${y}l0-28M${x + 10} ${y}l4-20M${x + 15} ${y}l8-14M${x - 5} ${y}l-9-12`;

function Racks({ layout, view, t }: { layout: Layout; view: PlayerView | null; t: TFunction }) {
  return (
    <g role="group" aria-label={t('board.racks')}>
      {layout.racks.map((rack, i) => {
        const shape = layout.data.racks[i]!.shape;
        const state = view?.racks[i];
        const label = t('board.rack', {
          colour: t(`rackColour.${rack.colour}`),
          vp: rack.vp,
          books: t('board.books', { count: state?.books ?? 0 }),
        });
        return (
          <g key={rack.id} role="img" aria-label={state?.scored ? `${label}, ${t('board.scored')}` : label}>
            <rect
              x={shape.x}
              y={shape.y}
              width={shape.w}
              height={shape.h}
              fill={ROOM_FILL[rack.colour]}
              className="rack"
            />
            {/* Its shelves, and the Victory Points it scores on a brass plate along its top edge. */}
            <path
              d={`M${shape.x + 6} ${shape.y + 40}h${shape.w - 12}M${shape.x + 6} ${shape.y + shape.h - 4}h${shape.w - 12}`}
              className="rack-shelf"
            />
            <rect
              x={shape.x + 6}
              y={shape.y + 5}
              width={shape.w - 12}
              height={24}
              rx={4}
              className="rack-plate"
            />
            <text
              x={shape.x + shape.w / 2}
              y={shape.y + 23}
              textAnchor="middle"
              className="rack-vp"
              aria-hidden="true"
            >
              {t('mapui.rackVp', { vp: rack.vp })}
            </text>
            <text
              x={shape.x + shape.w / 2}
              y={shape.y + shape.h - 10}
              textAnchor="middle"
              className="rackText"
              style={{ '--plate': plateOf(ROOM_FILL[rack.colour]) } as CSSProperties}
              aria-hidden="true"
            >
              {`${state?.books ?? 0}/${rack.capacity}${state?.scored ? '★' : ''}`}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function centre(layout: Layout, location: number): { x: number; y: number } {
  const s = layout.locations[location]?.shape ?? { x: 0, y: 0, w: 0, h: 0 };
  return { x: s.x + s.w / 2, y: s.y + s.h / 2 };
}

interface DiscsProps {
  readonly layout: Layout;
  readonly view: PlayerView;
  readonly name: (seat: number) => string;
  readonly characterOf: ((seat: number) => number | null) | undefined;
  readonly t: TFunction;
}

/**
 * Placements already worked out, by location, what stands clear and count: a crowded location takes a
 * few tens of milliseconds to pack, and the same crowds come back all game long.
 */
const placementCache = new Map<string, DiscPlacement>();
const CACHE_SIZE = 500;

function placementOf(
  layout: Layout,
  location: number,
  t: TFunction,
  count: number,
  view: PlayerView,
): DiscPlacement | null {
  const data = layout.locations[location];
  // An Elevator's riders stand in the cabin of the Room it stands at.
  const shape = locationShape(layout, location, view);
  if (!data || !shape) return null;
  if (data.kind === 'elevator') return placeRiders(shape, count);
  const keep = keepClear(layout, location, placeMapLabel(t, layout, location, shape));
  // Keyed by what the packing depends on, not by ids: a custom board may reuse a layout's id.
  const key = JSON.stringify([shape, keep, count]);
  const known = placementCache.get(key);
  if (known) return known;
  const placed = placeDiscs(shape, keep, count);
  if (placementCache.size >= CACHE_SIZE) placementCache.clear();
  placementCache.set(key, placed);
  return placed;
}

/**
 * Where the discs of each occupied location stand (discLayout): clear of the location's name, smaller
 * and packed when crowded. Depends only on how many stand where, so a disc moves only when its location
 * changes or the crowd around it does.
 */
function discPlacements(
  layout: Layout,
  t: TFunction,
  byLocation: ReadonlyMap<number, readonly number[]>,
  view: PlayerView,
): Map<number, DiscPlacement> {
  const placements = new Map<number, DiscPlacement>();
  for (const [location, seats] of byLocation) {
    const placed = placementOf(layout, location, t, seats.length, view);
    if (placed) placements.set(location, placed);
  }
  return placements;
}

/** The discs, each location's in reading order of seats, placed clear of the location's name. */
function Discs({ layout, view, name, characterOf, t }: DiscsProps) {
  const byLocation = new Map<number, number[]>();
  for (const s of view.seats) byLocation.set(s.location, [...(byLocation.get(s.location) ?? []), s.seat]);
  const placements = discPlacements(layout, t, byLocation, view);
  const labelOf = (seat: number) => {
    const s = view.seats[seat]!;
    const who = s.alive ? t('board.disc', { name: name(seat) }) : t('board.ghostDisc', { name: name(seat) });
    return seat === view.knife ? `${who}, ${t('status.knife')}` : who;
  };
  return (
    <g>
      {[...byLocation].flatMap(([location, seats]) => {
        const placement = placements.get(location);
        if (!placement) return [];
        const discs = seats.map((seat, i) => (
          <Disc
            key={seat}
            layout={layout}
            seat={seat}
            location={location}
            at={placement.at[i]!}
            r={placement.r}
            alive={view.seats[seat]!.alive}
            knife={seat === view.knife}
            character={characterOf?.(seat) ?? seat}
            label={labelOf(seat)}
          />
        ));
        const { shown } = placement;
        if (shown === undefined) return discs;
        const stacked = seats.slice(shown).map(labelOf);
        const count = t('mapui.stackCount', { n: stacked.length });
        return [
          ...discs,
          <DiscStack
            key={`stack-${location}`}
            at={placement.at[shown]!}
            r={placement.r}
            names={stacked}
            count={count}
            label={t('mapui.stack', { more: count, names: stacked.join(', ') })}
          />,
        ];
      })}
    </g>
  );
}
