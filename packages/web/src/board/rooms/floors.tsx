/** @jsxRuntime automatic */
/**
 * The floors of the University, drawn once per map as SVG patterns laid over each location's colour: thin
 * dark lines only, so a room keeps the colour of its Route cards and a floor says what kind of room it is
 * (wood, tiles, carpet, stone) without a picture file. Never under text: names sit on a plate (map.css).
 */

export type Floor = 'wood' | 'tiles' | 'carpet' | 'stone';

/** The floor of each room, by the symbol printed in it (what the room is). */
const FLOOR_OF: Readonly<Record<string, Floor>> = {
  book: 'wood', // the Library's parquet
  cup: 'tiles', // the Cafeteria
  camera: 'tiles', // the Security room's linoleum
  flask: 'tiles', // a laboratory
  globe: 'carpet',
  harp: 'carpet',
  quill: 'carpet',
  mask: 'wood', // a stage
  hourglass: 'wood',
  telescope: 'stone',
  skull: 'stone',
};

export function floorOf(icon: string): Floor {
  return FLOOR_OF[icon] ?? 'wood';
}

/** The id of a floor's pattern: one set of patterns per page is enough, every map draws the same. */
export function floorId(floor: Floor | 'hall' | 'water'): string {
  return `map-floor-${floor}`;
}

/** The patterns; the Board draws them once in its <defs>. */
export function FloorPatterns() {
  return (
    <>
      {/* Planks of uneven length, staggered. */}
      <pattern id={floorId('wood')} width={60} height={36} patternUnits="userSpaceOnUse">
        <path d="M0 .5h60M0 12.5h60M0 24.5h60M18 0v12M48 12v12M30 24v12" className="floor-line" />
      </pattern>
      {/* Square tiles set on the diagonal corner to corner. */}
      <pattern id={floorId('tiles')} width={28} height={28} patternUnits="userSpaceOnUse">
        <path d="M0 .5h28M.5 0v28" className="floor-line" />
        <rect x={14} y={14} width={14} height={14} className="floor-shade" />
      </pattern>
      {/* A woven carpet's lozenges. */}
      <pattern id={floorId('carpet')} width={32} height={32} patternUnits="userSpaceOnUse">
        <path d="M16 2l14 14-14 14L2 16z" className="floor-line" />
        <circle cx={16} cy={16} r={2.5} className="floor-shade" />
      </pattern>
      {/* Flagstones of two sizes. */}
      <pattern id={floorId('stone')} width={64} height={48} patternUnits="userSpaceOnUse">
        <path d="M0 .5h64M0 24.5h64M.5 0v24M40 0v24M24 24v24M56 24v24" className="floor-line" />
      </pattern>
      {/* The corridors: long boards with a worn runner down the middle of them. */}
      <pattern id={floorId('hall')} width={40} height={40} patternUnits="userSpaceOnUse">
        <path d="M0 .5h40M0 20.5h40M12 0v20M32 20v20" className="floor-line hall-line" />
      </pattern>
      {/* The Lake's ripples. */}
      <pattern id={floorId('water')} width={48} height={20} patternUnits="userSpaceOnUse">
        <path d="M2 6q5-4 10 0t10 0M26 16q5-4 10 0t10 0" className="water-line" />
      </pattern>
    </>
  );
}
