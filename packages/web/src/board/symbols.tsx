/** @jsxRuntime automatic */
/**
 * The small marks of the board, drawn the same on the map and in its legend: a Room deck's card back,
 * a book, a Cultist token, the Knife ring, a disc.
 */
import { CharacterToken } from '../identity/Portrait.tsx';

export function CardBack({ x, y }: { x: number; y: number }) {
  return (
    <>
      <rect x={x} y={y} width={16} height={22} rx={3} className="cardback" />
      {/* The keyhole of every card's back (art/cards.tsx), small: the deck reads as the game's cards. */}
      <path
        d={`M${x + 8} ${y + 5}a2.6 2.6 0 0 1 1.5 4.7l.9 6.3h-4.8l.9-6.3a2.6 2.6 0 0 1 1.5-4.7z`}
        fill="#c9962e"
      />
    </>
  );
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

/**
 * A Character's disc: its portrait in its colour ring with its number (the Character's, as everywhere the
 * player is shown), the number marked † and the disc faded for a Ghost, ringed for the Knife.
 */
export function DiscShape(props: {
  cx: number;
  cy: number;
  r: number;
  character: number;
  alive: boolean;
  knife: boolean;
}) {
  const { cx, cy, r, character, alive, knife } = props;
  return (
    <>
      {/* Just outside the white outline (r + 2 to r + 6): disc layouts keep DISC_REACH clear for it. */}
      {knife && <circle cx={cx} cy={cy} r={r + 4} className="knife" style={{ strokeWidth: 4 }} />}
      <CharacterToken cx={cx} cy={cy} r={r} character={character} ghost={!alive} numbered />
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
