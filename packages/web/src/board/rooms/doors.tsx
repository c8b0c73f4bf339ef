/** @jsxRuntime automatic */
/**
 * A Door drawn as a door: a gap in the wall with its frame (two jambs and the sill) and the leaf standing
 * half open with its swing, all inside the DOOR_SIZE square centred on the shared wall (discLayout keeps
 * discs off it when there is room, and labels off it always).
 */
import type { Point } from '../camera.ts';
import { DOOR_SIZE } from '../discLayout.ts';

const HALF = DOOR_SIZE / 2;
/** The wall's thickness as drawn across the gap (the sill). */
const SILL = 8;
const JAMB = 4;
/** The leaf, hinged on one jamb, open at 45°. */
const LEAF = 18;

/**
 * A door at `mid` in a wall running `vertical`ly (between two rooms side by side) or horizontally,
 * its leaf opening towards `towards` (+1: right or down, −1: left or up).
 */
export function DoorShape({
  mid,
  vertical,
  towards = 1,
}: {
  mid: Point;
  vertical: boolean;
  towards?: 1 | -1;
}) {
  // Drawn for a horizontal wall around (0, 0), then turned a quarter for a vertical one.
  const open = LEAF * Math.SQRT1_2;
  const hinge = { x: -HALF + JAMB, y: 0 };
  const tip = { x: hinge.x + open, y: towards * open };
  return (
    <g transform={`translate(${mid.x} ${mid.y})${vertical ? ' rotate(90)' : ''}`}>
      <rect x={-HALF} y={-SILL / 2} width={DOOR_SIZE} height={SILL} className="door-sill" />
      <rect x={-HALF} y={-SILL / 2 - 2} width={JAMB} height={SILL + 4} className="door-frame" />
      <rect x={HALF - JAMB} y={-SILL / 2 - 2} width={JAMB} height={SILL + 4} className="door-frame" />
      <path
        d={`M${hinge.x + LEAF} 0A${LEAF} ${LEAF} 0 0 ${towards === 1 ? 1 : 0} ${tip.x} ${tip.y}`}
        className="door-swing"
      />
      <line x1={hinge.x} y1={hinge.y} x2={tip.x} y2={tip.y} className="door-leaf" />
    </g>
  );
}
