/** @jsxRuntime automatic */
/**
 * The small marks of the board, drawn the same on the map and in its legend: a Room deck's card back,
 * a book, a Cultist token, the Knife ring, a disc, the Fishman, the Portal. The game's components (the
 * Cultist token, the Portal) are the drawings of art/, the same as in the panels and on the rules page,
 * placed with <Art at> (fetched with the art chunk; the map's own names and labels say what they are).
 */
import { Art } from '../art/Art.tsx';
import { CharacterToken } from '../identity/Portrait.tsx';
import { FishmanDrawing } from './rooms/fishman.tsx';

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

/**
 * A Cultist token lying in a room (the drawn component) in the box of side 2r around (cx, cy), and, when
 * several lie there, a chip with how many (the drawing's own count would be too small to read on the map).
 */
export function CultistToken({ cx, cy, r, count }: { cx: number; cy: number; r: number; count: number }) {
  const chip = Math.max(8, r * 0.55);
  return (
    <g className="room-ctoken" aria-hidden="true">
      <Art spec={{ kind: 'cultist' }} at={{ x: cx - r, y: cy - r }} size={2 * r} decorative />
      {count > 1 && (
        <>
          <circle cx={cx + r * 0.7} cy={cy + r * 0.7} r={chip} className="ctoken-chip" />
          <text x={cx + r * 0.7} y={cy + r * 0.7 + chip * 0.45} textAnchor="middle" className="ctoken-count">
            {count}
          </text>
        </>
      )}
    </g>
  );
}

/**
 * A Cultist token space at the Lake (r 34): its dashed ring always, the face-down token on it while one
 * lies there.
 */
export function CultistSpace({ cx, cy, filled }: { cx: number; cy: number; filled: boolean }) {
  return (
    <>
      <circle cx={cx} cy={cy} r={34} className="ctoken empty" />
      {filled && <Art spec={{ kind: 'cultist' }} at={{ x: cx - 32, y: cy - 32 }} size={64} decorative />}
    </>
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

/** The Fishman, drawn around (0, 0) (rooms/fishman.tsx). */
export function FishmanShape() {
  return <FishmanDrawing />;
}

/** The open Portal (the drawn component), 60 across, around (0, 0). */
export function PortalShape() {
  return <Art spec={{ kind: 'portal' }} at={{ x: -30, y: -30 }} size={60} decorative />;
}
