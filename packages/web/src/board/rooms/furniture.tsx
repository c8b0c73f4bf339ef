/** @jsxRuntime automatic */
/**
 * What each room is, drawn as its furniture seen from above and a little in front (a 120×60 box): shelves
 * in the Library, tables in the Cafeteria, the camera and its screens in the Security room. Drawn once per
 * map as <symbol>s and placed with <use>, in dark ink over the room's colour, so it reads on every room
 * colour in both themes (the map keeps its colours whatever the theme). Never under text (placement.ts).
 */
import type { ReactElement } from 'react';

/** The drawing's box: twice as wide as tall. */
export const FURNITURE_W = 120;
export const FURNITURE_H = 60;

/**
 * Fills as attributes, not classes: a <use> copy inherits from the <use>, not from the <symbol>'s place,
 * so the outline's colour comes from map.css (.furniture-use) and these shades travel with the drawing.
 */
const DARK = 'rgba(27, 20, 16, 0.16)';
const PALE = 'rgba(255, 255, 255, 0.3)';

const SHELF_BOOKS = [4, 7, 5, 8, 6, 4, 7, 5];

/** A bookcase: a frame with three shelves of spines. */
function Bookcase({ x }: { x: number }) {
  return (
    <>
      <rect x={x} y={4} width={46} height={52} fill={DARK} />
      {[0, 1, 2].map((row) => (
        <path
          key={row}
          d={SHELF_BOOKS.map((w, i) => `M${x + 3 + i * 5.2} ${21 + row * 17}v-${9 + ((w + row) % 5)}`).join(
            '',
          )}
          strokeWidth={1.3}
        />
      ))}
      <path d={`M${x} 21.5h46M${x} 38.5h46`} />
    </>
  );
}

/** A round table with chairs around it. */
function Table({ cx, cy }: { cx: number; cy: number }) {
  return (
    <>
      <circle cx={cx} cy={cy} r={12} fill={DARK} />
      {[0, 90, 180, 270].map((a) => (
        <circle
          key={a}
          cx={cx + 18 * Math.cos((a * Math.PI) / 180)}
          cy={cy + 18 * Math.sin((a * Math.PI) / 180)}
          r={4}
          fill={PALE}
        />
      ))}
    </>
  );
}

const DRAWINGS: Readonly<Record<string, ReactElement>> = {
  book: (
    <>
      <Bookcase x={8} />
      <Bookcase x={66} />
    </>
  ),
  cup: (
    <>
      <Table cx={32} cy={30} />
      <Table cx={88} cy={30} />
    </>
  ),
  camera: (
    <>
      {/* The camera on its bracket, watching the desk and its two screens. */}
      <path d="M6 4v10h10" />
      <path d="M14 10l22 8-4 9-22-8z" fill={DARK} />
      <path d="M33 22l6 3" />
      <rect x={52} y={34} width={62} height={18} fill={DARK} />
      <rect x={58} y={14} width={22} height={16} fill={PALE} />
      <rect x={86} y={14} width={22} height={16} fill={PALE} />
      <path d="M69 30v4M97 30v4M62 22h10M90 20h12M90 25h8" strokeWidth={1.3} />
    </>
  ),
  globe: (
    <>
      <circle cx={34} cy={26} r={18} fill={PALE} />
      <path d="M16 26h36M34 8c-8 8-8 28 0 36M34 8c8 8 8 28 0 36" strokeWidth={1.3} />
      <path d="M34 44v8M24 54h20" />
      <rect x={66} y={14} width={48} height={34} fill={DARK} />
      <path d="M72 22c8 4 14-4 22 2s12 0 16 6M74 38c6-4 12 2 18-2" strokeWidth={1.3} />
    </>
  ),
  flask: (
    <>
      <rect x={4} y={36} width={112} height={16} fill={DARK} />
      <path d="M22 14v10l-8 12h20l-8-12V14zM52 10v26M60 10v26" />
      <path d="M76 18h8v18h-8zM94 22c0-4 10-4 10 0v14H94z" fill={PALE} />
      <path d="M18 31h12" strokeWidth={1.3} />
    </>
  ),
  mask: (
    <>
      {/* A stage: its boards and the curtains drawn aside. */}
      <rect x={4} y={36} width={112} height={18} fill={DARK} />
      <path d="M4 4h112" />
      <path d="M4 4c6 14 4 26 10 32H4zM116 4c-6 14-4 26-10 32h10z" fill={PALE} />
      <path d="M20 45h80" strokeWidth={1.3} />
    </>
  ),
  harp: (
    <>
      {/* A grand piano and a harp. */}
      <path d="M8 10h40c10 0 14 10 24 14s6 26-10 26H8z" fill={DARK} />
      <path d="M12 14h30v10H12z" fill={PALE} />
      <path d="M92 54V8c12 2 22 20 22 46z" fill={PALE} />
      <path d="M98 54V14M104 54V24M110 54V38" strokeWidth={1.3} />
    </>
  ),
  telescope: (
    <>
      <circle cx={94} cy={22} r={16} fill={PALE} />
      <path d="M90 14l2 2M100 24l2 2M86 28l1 1" strokeWidth={1.3} />
      <path d="M12 40l44-22 5 9-44 22z" fill={DARK} />
      <path d="M36 38l-10 16M36 38l10 16M36 38v16" />
    </>
  ),
  hourglass: (
    <>
      {/* A long-case clock beside a table with the hourglass. */}
      <rect x={14} y={4} width={26} height={52} fill={DARK} />
      <circle cx={27} cy={16} r={8} fill={PALE} />
      <path d="M27 16v-5M27 16h4M27 28v16" strokeWidth={1.3} />
      <rect x={60} y={36} width={54} height={16} fill={DARK} />
      <path d="M78 8h18M78 34h18M80 8c0 10 7 9 7 13s-7 3-7 13M94 8c0 10-7 9-7 13s7 3 7 13" />
    </>
  ),
  skull: (
    <>
      {/* A skull on its plinth between specimen jars. */}
      <rect x={44} y={36} width={32} height={18} fill={DARK} />
      <path d="M48 28a12 12 0 1 1 24 0v8H48z" fill={PALE} />
      <circle cx={55} cy={26} r={2.5} fill={DARK} />
      <circle cx={65} cy={26} r={2.5} fill={DARK} />
      <path d="M10 18h16v34H10zM94 22h16v30H94z" fill={PALE} />
      <path d="M10 30h16M94 34h16" strokeWidth={1.3} />
    </>
  ),
  quill: (
    <>
      {/* A writing desk: paper, an inkwell and its quill. */}
      <rect x={6} y={20} width={108} height={32} fill={DARK} />
      <path d="M20 24h30v22H20z" fill={PALE} />
      <path d="M24 30h22M24 35h22M24 40h14" strokeWidth={1.3} />
      <circle cx={80} cy={36} r={6} fill={DARK} />
      <path d="M80 36C88 22 98 12 112 6c-4 12-14 22-28 28" fill={PALE} />
    </>
  ),
};

/** The compact drawings' box: a square, for a room whose name and badges leave no 2:1 space (placement.ts). */
export const COMPACT = 60;

/**
 * Each room's compact drawing: the telling piece of its full drawing (a window of COMPACT × COMPACT on it, its
 * left edge here), so the small rooms of the University's bottom row show the same bookcase, table or screens.
 * The stage has no one piece that says it: it has its own small drawing (COMPACT_OWN).
 */
const COMPACT_FROM: Readonly<Record<string, number>> = {
  book: 1,
  cup: 2,
  camera: 54,
  globe: 4,
  flask: 0,
  harp: 79,
  telescope: 6,
  hourglass: 57,
  skull: 30,
  quill: 56,
};

const COMPACT_OWN: Readonly<Record<string, ReactElement>> = {
  mask: (
    <>
      {/* The stage, narrowed: its rail, both curtains drawn aside and its boards. */}
      <rect x={4} y={38} width={52} height={16} fill={DARK} />
      <path d="M4 6h52" />
      <path d="M4 6c5 12 3 24 9 32H4zM56 6c-5 12-3 24-9 32h9z" fill={PALE} />
      <path d="M12 46h36" strokeWidth={1.3} />
    </>
  ),
};

/** The id of a room's drawing, or of its compact one. */
export function furnitureId(icon: string, compact = false): string {
  return compact ? `map-room-${icon}-small` : `map-room-${icon}`;
}

export function hasFurniture(icon: string): boolean {
  return icon in DRAWINGS;
}

/** The drawings; the Board puts them in its <defs> once. */
export function FurnitureSymbols() {
  return (
    <>
      {Object.entries(DRAWINGS).map(([icon, drawing]) => (
        <symbol key={icon} id={furnitureId(icon)} viewBox={`0 0 ${FURNITURE_W} ${FURNITURE_H}`}>
          {drawing}
        </symbol>
      ))}
      {Object.entries(DRAWINGS).map(([icon, drawing]) => (
        <symbol
          key={`${icon}-small`}
          id={furnitureId(icon, true)}
          viewBox={`${COMPACT_FROM[icon] ?? 0} 0 ${COMPACT} ${COMPACT}`}
        >
          {COMPACT_OWN[icon] ?? drawing}
        </symbol>
      ))}
    </>
  );
}
