/** @jsxRuntime automatic */
import type { PlayerView } from '@among-cultists/engine';
import { locationIndex, sharedEdge, type Layout, type LocationData } from '@among-cultists/engine/content';
import type { TFunction } from 'i18next';
import type { KeyboardEvent } from 'react';
import { locationName } from '../game/names.ts';
import { RoomIcon } from './icons.tsx';
import { characterFill, ROOM_FILL } from './palette.ts';

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
}

/** The University drawn from the board data: rooms, hallways, doors, racks, lake and discs. */
export function Board({ layout, t, view = null, seatName, characterOf, targets, onPick }: BoardProps) {
  const { bounds } = layout.data;
  const name = (seat: number): string => seatName?.(seat) ?? t('lobby.seat', { n: seat + 1 });
  return (
    <svg
      className="board"
      viewBox={`${bounds.x} ${bounds.y} ${bounds.w} ${bounds.h}`}
      role="group"
      aria-label={t('board.map')}
    >
      {layout.locations.map((data, id) => (
        <Location
          key={data.id}
          id={id}
          data={data}
          name={locationName(t, layout, id)}
          label={withTarget(locationLabel(t, layout, id, view), targets?.get(id))}
          view={view}
          target={targets?.has(id) ?? false}
          onPick={onPick}
        />
      ))}
      {layout.data.doors.map(([a, b]) => {
        const ra = layout.locations[locationIndex(layout, a) ?? -1]?.shape;
        const rb = layout.locations[locationIndex(layout, b) ?? -1]?.shape;
        if (!ra || !rb) return null;
        const { mid } = sharedEdge(ra, rb);
        return (
          <rect
            key={`${a}-${b}`}
            className="door"
            x={mid.x - 14}
            y={mid.y - 14}
            width={28}
            height={28}
            rx={6}
          />
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
  if (data.kind === 'hallway') return t('board.hallway', { name });
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
  readonly data: LocationData;
  readonly name: string;
  readonly label: string;
  readonly view: PlayerView | null;
  readonly target: boolean;
  readonly onPick: ((location: number) => void) | undefined;
}

function Location({ id, data, name, label, view, target, onPick }: LocationProps) {
  const { x, y, w, h } = data.shape;
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
      // A tap target is the transparent button drawn over it (below): a button holding the room's
      // drawn texts would have a name that does not match them (WCAG 2.5.3).
      role={pick ? undefined : 'img'}
      aria-label={pick ? undefined : label}
      data-location={data.id}
    >
      {!pick && <title>{label}</title>}
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        fill={data.kind === 'room' ? ROOM_FILL[data.colour] : '#3a3f4b'}
      />
      {data.kind === 'room' ? (
        <>
          <RoomIcon icon={data.icon} x={x + 10} y={y + 10} />
          <FitText x={x + 10} y={y + h - 14} width={w - 20} className="name">
            {name}
          </FitText>
          {room && (
            <g className="counts" aria-hidden="true">
              <rect x={x + w - 92} y={y + 14} width={16} height={22} rx={3} className="cardback" />
              <text x={x + w - 72} y={y + 34}>
                {room.deckSize}
              </text>
              {room.books > 0 && (
                <>
                  <rect x={x + w - 48} y={y + 14} width={12} height={22} className="book" />
                  <text x={x + w - 32} y={y + 34}>
                    {room.books}
                  </text>
                </>
              )}
            </g>
          )}
          {room && room.cultistTokens > 0 && (
            <g aria-hidden="true">
              <circle cx={x + w - 24} cy={y + h / 2} r={14} className="ctoken" />
              <text x={x + w - 24} y={y + h / 2 + 7} textAnchor="middle" className="ctext">
                {room.cultistTokens}
              </text>
            </g>
          )}
          {room?.explored && (
            <text x={x + w - 10} y={y + h - 14} className="mark" textAnchor="end" aria-hidden="true">
              {room.unsafe === true ? '⚠' : '✓'}
              {room.finished ? '★' : ''}
            </text>
          )}
        </>
      ) : (
        <FitText x={x + w / 2} y={y + h / 2} width={w - 8} className="name hall" anchor="middle">
          {name}
        </FitText>
      )}
      {pick && (
        <rect
          className="hit"
          x={x}
          y={y}
          width={w}
          height={h}
          fill="transparent"
          role="button"
          aria-label={label}
          tabIndex={0}
          onClick={pick}
          onKeyDown={onKeyDown}
        >
          <title>{label}</title>
        </rect>
      )}
    </g>
  );
}

/** A label squeezed to the width it has, so long translated names stay inside their location. */
function FitText(props: {
  x: number;
  y: number;
  width: number;
  className: string;
  anchor?: 'middle';
  children: string;
}) {
  const { x, y, width, className, anchor, children } = props;
  const natural = children.length * 14;
  const squeeze = natural > width ? { textLength: width, lengthAdjust: 'spacingAndGlyphs' as const } : {};
  return (
    <text x={x} y={y} className={className} textAnchor={anchor} aria-hidden="true" {...squeeze}>
      {children}
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
      <circle r={30} />
      <circle r={18} />
      <circle r={7} />
    </g>
  );
}

function Lake({ layout, view, t }: { layout: Layout; view: PlayerView | null; t: TFunction }) {
  const { lake, cultistSpaces } = layout.data;
  const fishman = view?.fishman ?? null;
  const at = fishman === null ? lake : centre(layout, fishman);
  return (
    <>
      <ellipse
        cx={lake.x}
        cy={lake.y}
        rx={110}
        ry={55}
        className="lake"
        role="img"
        aria-label={t('board.lake')}
      />
      <g
        className="fishman"
        role="img"
        aria-label={t('board.fishman')}
        transform={`translate(${at.x} ${at.y})`}
      >
        <ellipse cx={0} cy={0} rx={26} ry={14} />
        <path d="M22 0l16-12v24z" />
        <circle cx={-14} cy={-3} r={3} className="eye" />
      </g>
      <g
        role="img"
        aria-label={t('board.cultistSpaces', { n: view?.cultistTokensFaceDown ?? cultistSpaces.length })}
      >
        {cultistSpaces.map((p, i) => (
          <circle
            key={i}
            cx={p.x}
            cy={p.y}
            r={34}
            className={i < (view?.cultistTokensFaceDown ?? cultistSpaces.length) ? 'ctoken' : 'ctoken empty'}
          />
        ))}
      </g>
    </>
  );
}

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
            <text
              x={shape.x + shape.w / 2}
              y={shape.y + shape.h / 2 + 10}
              textAnchor="middle"
              className="rackText"
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

/** Discs of one location side by side, wrapping inside its rectangle. */
function Discs({ layout, view, name, characterOf, t }: DiscsProps) {
  const byLocation = new Map<number, number[]>();
  for (const s of view.seats) byLocation.set(s.location, [...(byLocation.get(s.location) ?? []), s.seat]);
  const r = 26;
  return (
    <g>
      {[...byLocation].flatMap(([location, seats]) => {
        const shape = layout.locations[location]?.shape;
        if (!shape) return [];
        const perRow = Math.max(1, Math.floor((shape.w - 10) / (2 * r + 6)));
        return seats.map((seat, i) => {
          const s = view.seats[seat]!;
          const cx = shape.x + 10 + r + (i % perRow) * (2 * r + 6);
          const cy =
            shape.y + shape.h / 2 + Math.floor(i / perRow) * (2 * r + 6) - (seats.length > perRow ? r : 0);
          const character = characterOf?.(seat) ?? seat;
          const who = s.alive
            ? t('board.disc', { name: name(seat) })
            : t('board.ghostDisc', { name: name(seat) });
          const label = seat === view.knife ? `${who}, ${t('status.knife')}` : who;
          return (
            <g key={seat} className={s.alive ? 'disc' : 'disc ghost'} role="img" aria-label={label}>
              <title>{label}</title>
              {seat === view.knife && <circle cx={cx} cy={cy} r={r + 7} className="knife" />}
              <circle cx={cx} cy={cy} r={r} fill={characterFill(character)} />
              {/* The seat's number, as in its default name ("Seat 3", "Bot 3"); the colour is the Character's. */}
              <text x={cx} y={cy + 9} textAnchor="middle" aria-hidden="true">
                {s.alive ? String(seat + 1) : `${seat + 1}†`}
              </text>
            </g>
          );
        });
      })}
    </g>
  );
}
