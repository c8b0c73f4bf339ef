/** @jsxRuntime automatic */
/**
 * Under the map of a Mountains of Chaos game: where the Revolving Door and the Elevators stand, in words
 * (a polite status, so a screen reader hears the Door turn), and the legend of the new marks, drawn with the
 * map's own shapes. Nothing on the other maps.
 */
import { boardVpTarget, type PlayerView } from '@among-cultists/engine';
import type { Layout } from '@among-cultists/engine/content';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../components/firstPaint.ts';
import { locationName } from '../game/names.ts';
import {
  doorHallways,
  ElevatorMark,
  elevatorRoom,
  elevatorsOf,
  HALLWAY_FILL,
  ridersText,
} from './mountains.tsx';
import { ROOM_FILL } from './palette.ts';

/** Whether the layout has any Mountains of Chaos mark (a crossing or an Elevator). */
export function isMountainsLayout(layout: Layout): boolean {
  return (layout.crossing?.length ?? 0) > 0 || (layout.elevators?.length ?? 0) > 0;
}

/** The Revolving Door and each Elevator in sentences, for the status under the map. */
export function mountainsStatusLines(
  t: TFunction,
  layout: Layout,
  view: PlayerView | null,
  seatName: (seat: number) => string,
): string[] {
  const lines: string[] = [];
  const door = doorHallways(layout, view);
  if (door)
    lines.push(
      t('mountains.status.door', {
        hallway: locationName(t, layout, door.blocked),
        next: locationName(t, layout, door.next),
      }),
    );
  for (const { loc } of elevatorsOf(layout)) {
    const riders =
      view?.elevators?.find((e) => e.elevator === loc)?.riders ??
      view?.seats.filter((s) => s.location === loc).map((s) => s.seat) ??
      [];
    lines.push(
      t('mountains.status.elevator', {
        name: locationName(t, layout, loc),
        room: locationName(t, layout, elevatorRoom(layout, loc, view)),
        riders: ridersText(t, riders, seatName),
      }),
    );
  }
  return lines;
}

export function MountainsStatus({
  layout,
  view,
  seatName,
}: {
  layout: Layout;
  view: PlayerView | null | undefined;
  seatName: (seat: number) => string;
}) {
  const { t } = useTranslation();
  if (!isMountainsLayout(layout)) return null;
  const lines = mountainsStatusLines(t, layout, view ?? null, seatName);
  const door = layout.crossing ? (lines[0] ?? null) : null;
  const elevators = door === null ? lines : lines.slice(1);
  return (
    <section className="mountains-status" aria-labelledby="mountains-status-title">
      <h3 id="mountains-status-title">{t('mountains.status.title')}</h3>
      {/* The Door turns once a Round: said politely. Elevators change with every boarding: read on demand. */}
      {door !== null && (
        <p role="status" aria-atomic="true">
          {door}
        </p>
      )}
      <ul>
        {elevators.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

type Item = 'hallwayColour' | 'letter' | 'revolvingDoor' | 'elevator' | 'shaft';

const SYMBOLS: Readonly<Record<Item, ReactNode>> = {
  hallwayColour: (
    <>
      <rect x={4} y={30} width={46} height={40} fill={HALLWAY_FILL.teal} />
      <rect x={50} y={30} width={46} height={40} fill={HALLWAY_FILL.rose} />
    </>
  ),
  letter: (
    <g className="arm-badge">
      <circle cx={50} cy={50} r={24} />
      <text x={50} y={62} textAnchor="middle" className="legend-letter">
        A
      </text>
    </g>
  ),
  revolvingDoor: (
    <>
      <rect x={20} y={30} width={60} height={66} fill={HALLWAY_FILL.violet} />
      <rect x={4} y={4} width={92} height={26} className="crossing-floor" />
      <g className="barrier">
        <line x1={20} y1={30} x2={80} y2={30} />
        <circle cx={50} cy={56} r={16} />
        <path d="M41 47 L59 65 M59 47 L41 65" />
      </g>
    </>
  ),
  elevator: (
    <>
      <rect x={4} y={4} width={50} height={92} fill={ROOM_FILL.lightblue} />
      <rect x={54} y={30} width={42} height={42} rx={4} className="cabin" />
      <ElevatorMark cabin={{ x: 54, y: 30, w: 42, h: 42 }} />
    </>
  ),
  shaft: (
    <g className="shaft">
      <rect x={20} y={20} width={60} height={60} rx={4} />
      <line x1={50} y1={28} x2={50} y2={72} />
    </g>
  ),
};

export const MOUNTAINS_LEGEND_ITEMS = Object.keys(SYMBOLS) as readonly Item[];

/** The legend of the Mountains of Chaos marks, under the map's own legend. */
export function MountainsLegend({ layout }: { layout: Layout }) {
  const { t } = useTranslation();
  // Closed at first: its drawings wait for the page's first frame.
  const drawn = useAfterFirstPaint();
  if (!isMountainsLayout(layout)) return null;
  return (
    <details className="map-legend mountains-legend">
      <summary>
        {t('mapui.legend.title')}
        {t('app.colon')}
        {t('mountains.legend.title')}
      </summary>
      {drawn && (
        <ul>
          {MOUNTAINS_LEGEND_ITEMS.map((item) => (
            <li key={item} data-legend={item}>
              <svg className="board legend-symbol" viewBox="0 0 100 100" aria-hidden="true">
                {SYMBOLS[item]}
              </svg>
              <span>
                <strong>{t(`mountains.legend.${item}.term`)}</strong> {t(`mountains.legend.${item}.text`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** The rules of the Mountains of Chaos map in short, in the game's help (MOC-MOVE-01, MOC-DOOR-01, MOC-ELEV-*, MOC-WIN-01). */
export function MountainsHelp({
  layout,
  vpTargets,
}: {
  layout: Layout;
  vpTargets?: Readonly<Record<string, number>>;
}) {
  const { t } = useTranslation();
  if (!isMountainsLayout(layout)) return null;
  const vp = (n: number) => boardVpTarget({ ...(vpTargets ? { vpTargets } : {}) }, n);
  return (
    <section className="panel help" aria-label={t('mountains.help.title')}>
      <details>
        <summary>{t('mountains.help.title')}</summary>
        <ul>
          <li>{t('mountains.help.hallways')}</li>
          <li>{t('mountains.help.door')}</li>
          <li>{t('mountains.help.elevators')}</li>
          <li>{t('mountains.help.victory', { four: vp(4), six: vp(6), seven: vp(7), eight: vp(8) })}</li>
        </ul>
      </details>
    </section>
  );
}
