/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../components/firstPaint.ts';
import { ROOM_FILL } from './palette.ts';
import { DoorShape } from './rooms/doors.tsx';
import {
  BookMark,
  CardBack,
  CultistSpace,
  CultistToken,
  DiscShape,
  FishmanShape,
  PortalShape,
} from './symbols.tsx';

type Item =
  | 'reachable'
  | 'focus'
  | 'disc'
  | 'knife'
  | 'ghost'
  | 'stack'
  | 'deck'
  | 'books'
  | 'cultistToken'
  | 'setAside'
  | 'rack'
  | 'explored'
  | 'unsafe'
  | 'finished'
  | 'door'
  | 'fishman'
  | 'portal';

/** Each entry's symbol, drawn with the map's own shapes and classes in a 100 × 100 box. */
const SYMBOLS: Readonly<Record<Item, ReactNode>> = {
  reachable: (
    <g className="loc room target">
      <rect x={10} y={15} width={80} height={70} fill={ROOM_FILL.pink} />
    </g>
  ),
  focus: (
    <g className="loc room target">
      <rect x={10} y={15} width={80} height={70} fill={ROOM_FILL.pink} />
      <rect x={16} y={21} width={68} height={58} className="hit focus-look" />
    </g>
  ),
  disc: (
    <g className="disc">
      <DiscShape cx={50} cy={50} r={30} character={3} alive knife={false} />
    </g>
  ),
  knife: (
    <g className="disc">
      <DiscShape cx={50} cy={50} r={28} character={7} alive knife />
    </g>
  ),
  ghost: (
    <g className="disc ghost">
      <DiscShape cx={50} cy={50} r={30} character={0} alive={false} knife={false} />
    </g>
  ),
  stack: (
    <g className="disc-stack">
      <circle cx={50} cy={50} r={30} className="disc-stack-chip" />
      <text x={50} y={50} dy="0.35em" textAnchor="middle" style={{ fontSize: 28 }}>
        +3
      </text>
    </g>
  ),
  deck: (
    <OnRoom>
      <g className="counts" transform="translate(18 26) scale(1.8)">
        <CardBack x={0} y={0} />
        <text x={19} y={19}>
          5
        </text>
      </g>
    </OnRoom>
  ),
  books: (
    <OnRoom>
      <g className="counts" transform="translate(24 26) scale(1.8)">
        <BookMark x={0} y={0} />
        <text x={15} y={19}>
          2
        </text>
      </g>
    </OnRoom>
  ),
  cultistToken: (
    <OnRoom>
      <CultistToken cx={50} cy={50} r={26} count={1} />
    </OnRoom>
  ),
  setAside: <CultistSpace cx={50} cy={50} filled />,
  rack: (
    <>
      <rect x={10} y={15} width={80} height={70} fill={ROOM_FILL.orange} className="rack" />
      <RackPlate />
      <text x={50} y={75} textAnchor="middle" className="rackText">
        2/3
      </text>
    </>
  ),
  explored: <Mark>✓</Mark>,
  unsafe: <Mark>⚠</Mark>,
  finished: <Mark>★</Mark>,
  door: (
    <g className="door" transform="translate(50 50) scale(2.6) translate(-50 -50)">
      <DoorShape mid={{ x: 50, y: 50 }} vertical={false} />
    </g>
  ),
  fishman: (
    <g className="fishman" transform="translate(45 50) scale(1.3)">
      <FishmanShape />
    </g>
  ),
  portal: (
    <g className="portal" transform="translate(50 50) scale(1.4)">
      <PortalShape />
    </g>
  ),
};

/** The rack's brass plate with its Victory Points, as the map draws it (Board: Racks). */
function RackPlate() {
  const { t } = useTranslation();
  return (
    <>
      <rect x={16} y={20} width={68} height={24} rx={4} className="rack-plate" />
      <text x={50} y={38} textAnchor="middle" className="rack-vp">
        {t('mapui.rackVp', { vp: 3 })}
      </text>
    </>
  );
}

/** Drawn on a piece of Room, as on the map (the marks are dark, for light Room colours). */
function OnRoom({ children }: { children: ReactNode }) {
  return (
    <>
      <rect x={4} y={4} width={92} height={92} rx={6} fill={ROOM_FILL.lightblue} />
      {children}
    </>
  );
}

function Mark({ children }: { children: string }) {
  return (
    <OnRoom>
      <text x={50} y={66} textAnchor="middle" className="mark legend-mark">
        {children}
      </text>
    </OnRoom>
  );
}

export const LEGEND_ITEMS = Object.keys(SYMBOLS) as readonly Item[];

/** "Map legend": a disclosure under the map explaining every mark drawn on it, with the same drawings. */
export function MapLegend() {
  const { t } = useTranslation();
  // Closed at first: its drawings wait for the page's first frame.
  const drawn = useAfterFirstPaint();
  return (
    <details className="map-legend">
      <summary>{t('mapui.legend.title')}</summary>
      {drawn && (
        <ul>
          {LEGEND_ITEMS.map((item) => (
            <li key={item} data-legend={item}>
              <svg className="board legend-symbol" viewBox="0 0 100 100" aria-hidden="true">
                {SYMBOLS[item]}
              </svg>
              <span>
                <strong>{t(`mapui.legend.${item}.term`)}</strong> {t(`mapui.legend.${item}.text`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
