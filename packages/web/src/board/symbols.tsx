/** @jsxRuntime automatic */
/**
 * The small marks of the board, drawn the same on the map and in its legend: a Room deck's card back,
 * a book, a Cultist token, the Knife ring, a disc.
 */
import { MIN_TEXT_UNITS } from './labels.ts';
import { characterFill } from './palette.ts';

/** A disc's number at full size (styles.css: .board text). */
const NUMBER_SIZE = 24;

export function CardBack({ x, y }: { x: number; y: number }) {
  return <rect x={x} y={y} width={16} height={22} rx={3} className="cardback" />;
}

export function BookMark({ x, y }: { x: number; y: number }) {
  return <rect x={x} y={y} width={12} height={22} className="book" />;
}

/** A Cultist token in a room, with how many lie there. */
export function CultistToken({ cx, cy, r, count }: { cx: number; cy: number; r: number; count: number }) {
  return (
    <g aria-hidden="true">
      <circle cx={cx} cy={cy} r={r} className="ctoken" />
      <text x={cx} y={cy + 7} textAnchor="middle" className="ctext">
        {count}
      </text>
    </g>
  );
}

/** A Character's disc: its colour, the seat's number, dashed and faded for a Ghost, ringed for the Knife. */
export function DiscShape(props: {
  cx: number;
  cy: number;
  r: number;
  character: number;
  number: number;
  alive: boolean;
  knife: boolean;
}) {
  const { cx, cy, r, character, number, alive, knife } = props;
  // The number shrinks with a crowded location's smaller discs, never below the smallest label size.
  const size = Math.min(NUMBER_SIZE, Math.max(MIN_TEXT_UNITS, Math.round(r * 0.92)));
  return (
    <>
      {/* Just outside the white outline (r + 2 to r + 6): disc layouts keep DISC_REACH clear for it. */}
      {knife && <circle cx={cx} cy={cy} r={r + 4} className="knife" style={{ strokeWidth: 4 }} />}
      <circle cx={cx} cy={cy} r={r} fill={characterFill(character)} />
      <text
        x={cx}
        y={cy + size * 0.375}
        textAnchor="middle"
        aria-hidden="true"
        style={size === NUMBER_SIZE ? undefined : { fontSize: size }}
      >
        {alive ? String(number) : `${number}†`}
      </text>
    </>
  );
}

/** The Fishman, drawn around (0, 0). */
export function FishmanShape() {
  return (
    <>
      <ellipse cx={0} cy={0} rx={26} ry={14} />
      <path d="M22 0l16-12v24z" />
      <circle cx={-14} cy={-3} r={3} className="eye" />
    </>
  );
}

/** The open Portal's swirl, drawn around (0, 0). */
export function PortalShape() {
  return (
    <>
      <circle r={30} />
      <circle r={18} />
      <circle r={7} />
    </>
  );
}
