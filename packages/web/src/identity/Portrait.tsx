/** @jsxRuntime automatic */
/**
 * The Characters' portraits, drawn for this project: a head-and-shoulders bust in a circle of radius 50 around
 * (0, 0), from a few parameters (characters.ts), so that ten of them cost a few hundred bytes of paths. The
 * token is the portrait in the Character's colour ring, with its number on the map; the chip is the token for
 * lists beside the name. Both are pictures only: the name beside them, or the disc's label, names the player.
 */
import { MIN_TEXT_UNITS } from '../board/labels.ts';
import { characterAt, type Hat, type HairStyle, type PortraitSpec } from './characters.ts';

const SHIRT = '#f4f1ea';
const INK = '#1d1a17';

/** Hair behind the head (reaching below the jaw). */
const HAIR_BACK: Partial<Record<HairStyle, string>> = {
  bob: 'M-17 3C-21-38 21-38 17 3Z',
  long: 'M-18 17C-23-38 23-38 18 17Z',
};

/** Hair over the head: a cap, a side parting, or the sides only. */
const CAP = 'M-13.5-13C-15-34 15-34 13.5-13C10-22-10-22-13.5-13Z';
const HAIR_FRONT: Record<HairStyle, string> = {
  short: CAP,
  parted: 'M-13.5-12C-15-34 15-34 13.5-12C12-21 1-24-5-21C-9-19-12-17-13.5-12Z',
  receding: 'M-13.5-9C-15-20-12-25-8-25L-10-15ZM13.5-9C15-20 12-25 8-25L10-15Z',
  bob: CAP,
  bun: `${CAP}M-7-30a7 6 0 1 0 14 0a7 6 0 1 0-14 0Z`,
  long: CAP,
};

const HATS: Record<Hat, string> = {
  fedora: 'M-24-25Q0-31 24-25Q0-20-24-25ZM-13-26L-11-40Q0-45 11-40L13-26Z',
  cloche: 'M-17-9C-21-45 21-45 17-9Q16-17 0-18Q-16-17-17-9Z',
  boater: 'M-22-27Q0-32 22-27Q0-23-22-27ZM-12-28V-38H12V-28Z',
  beret: 'M-16-23C-18-36 14-40 21-27C12-25-6-25-16-23ZM2-37l1-4 2 0 0 4Z',
  mortarboard: 'M-12-30V-23Q0-19 12-23V-30ZM-25-33L0-42L25-33L0-25Z',
  wrap: 'M-15-13C-25-51 25-51 15-13C8-21-8-21-15-13ZM2-40a7 5 0 1 0 14 0a7 5 0 1 0-14 0Z',
};

/** Hat bands and the mortarboard's tassel, in the accent colour. */
const HAT_TRIM: Partial<Record<Hat, string>> = {
  fedora: 'M-12.4-30h24.8v3.4h-24.8Z',
  boater: 'M-12-32h24v4h-24Z',
  cloche: 'M-18-17Q0-24 18-17v3Q0-21-18-14Z',
  mortarboard: 'M-1-34h2l14 4v10h-2v-9Z',
};

const NECK: Record<PortraitSpec['neck'], string> = {
  tie: 'M-3 10h6l-1.5 4 2 18-3.5 3-3.5-3 2-18Z',
  bow: 'M0 13L-9 8V18ZM0 13L9 8V18Z',
  pearls: '',
  scarf: 'M-12 6Q0 15 12 6L13 12Q0 21-13 12ZM3 13l7 16-7 2Z',
};

const FACE = {
  moustache: 'M-7-1Q-3-5 0-3Q3-5 7-1Q3-1 0-2Q-3-1-7-1Z',
  beard: 'M-13-8C-13 8-5 9 0 9C5 9 13 8 13-8C9 0 5-1 0-1C-5-1-9 0-13-8Z',
} as const;

/** One portrait, in a circle of radius 50 around (0, 0). */
export function PortraitArt({ spec }: { spec: PortraitSpec }) {
  const { skin, hair, style, hat, hatColour, face, glasses, neck, accent, coat } = spec;
  const back = HAIR_BACK[style];
  const trim = hat === undefined ? undefined : HAT_TRIM[hat];
  return (
    <g className="portrait" stroke={INK} strokeOpacity={0.45} strokeWidth={1.2} strokeLinejoin="round">
      {back !== undefined && <path d={back} fill={hair} />}
      <path d="M-5.5-2h11v14h-11Z" fill={skin} />
      <path d="M-45 22C-42 12-30 10-13 9H13C30 10 42 12 45 22A50 50 0 0 1-45 22Z" fill={coat} />
      <path
        d={neck === 'pearls' ? 'M-13 9L0 27L13 9Z' : 'M-13 9L0 36L13 9Z'}
        fill={neck === 'pearls' ? skin : SHIRT}
      />
      {neck === 'pearls' ? (
        <path
          d="M-11 10Q0 27 11 10"
          fill="none"
          stroke={SHIRT}
          strokeOpacity={1}
          strokeWidth={3}
          strokeLinecap="round"
          strokeDasharray="0 4.4"
        />
      ) : (
        <path d={NECK[neck]} fill={accent} />
      )}
      <ellipse cx={-13} cy={-11} rx={3} ry={4.5} fill={skin} />
      <ellipse cx={13} cy={-11} rx={3} ry={4.5} fill={skin} />
      <ellipse cx={0} cy={-12} rx={13} ry={16} fill={skin} />
      <path d={HAIR_FRONT[style]} fill={hair} />
      <ellipse cx={-5} cy={-12} rx={1.5} ry={1.9} fill={INK} stroke="none" />
      <ellipse cx={5} cy={-12} rx={1.5} ry={1.9} fill={INK} stroke="none" />
      {face !== undefined && <path d={FACE[face]} fill={hair} />}
      {glasses === true && (
        <path
          d="M-9.5-12a4 4 0 1 0 8 0a4 4 0 1 0-8 0ZM1.5-12a4 4 0 1 0 8 0a4 4 0 1 0-8 0ZM-1.5-12h3"
          fill="none"
          strokeOpacity={1}
          strokeWidth={1.4}
        />
      )}
      {hat !== undefined && <path d={HATS[hat]} fill={hatColour ?? INK} />}
      {trim !== undefined && <path d={trim} fill={accent} />}
    </g>
  );
}

/** A disc's number at full size (styles.css: .board text). */
const NUMBER_SIZE = 24;
/** The portrait's share of the token's radius; the rest is the Character's colour ring. */
const FACE_SHARE = 0.8;

interface TokenProps {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly character: number;
  /** A Ghost: the number gets a † (the disc's class fades it). */
  readonly ghost?: boolean;
  /** Whether the Character's number is drawn on it (the map's discs; lists write it beside). */
  readonly numbered?: boolean;
}

/** Below this radius (a crowded location's discs) a portrait would be a smudge: the disc shows its number alone. */
const PORTRAIT_MIN_R = 18;

/**
 * A Character's token: the ring in its colour (the first circle, of radius `r`), its portrait inside, and on
 * the map its number on a badge of its colour at the bottom, never smaller than the map's smallest text. A
 * crowded location's small disc is its colour and its number, as the number matters most.
 */
export function CharacterToken({ cx, cy, r, character, ghost = false, numbered = false }: TokenProps) {
  const c = characterAt(character);
  const inner = r * FACE_SHARE;
  const label = ghost ? `${c.number}†` : String(c.number);
  const size = Math.min(NUMBER_SIZE, Math.max(MIN_TEXT_UNITS, Math.round(r * 0.7)));
  const h = size + 4;
  const w = h + (label.length - 1) * size * 0.55;
  const ring = <circle cx={cx} cy={cy} r={r} fill={c.colour} className="ring" />;
  if (numbered && r < PORTRAIT_MIN_R)
    return (
      <>
        {ring}
        <text
          x={cx}
          y={cy + size * 0.36}
          textAnchor="middle"
          aria-hidden="true"
          style={{ fontSize: size, fill: c.ink }}
        >
          {label}
        </text>
      </>
    );
  // Its bottom on the ring's outer edge.
  const by = cy + r - h / 2 + 1;
  return (
    <>
      {ring}
      <circle cx={cx} cy={cy} r={inner} className="face" />
      <g transform={`translate(${cx} ${cy}) scale(${(inner / 50).toFixed(3)})`}>
        <PortraitArt spec={c.portrait} />
      </g>
      {numbered && (
        <>
          <rect
            x={cx - w / 2}
            y={by - h / 2}
            width={w}
            height={h}
            rx={h / 2}
            fill={c.colour}
            className="number"
          />
          <text
            x={cx}
            y={by + size * 0.36}
            textAnchor="middle"
            aria-hidden="true"
            style={{ fontSize: size, fill: c.ink }}
          >
            {label}
          </text>
        </>
      )}
    </>
  );
}

/** The token for a list, beside the name that says who it is (so the picture is hidden from screen readers). */
export function CharacterChip({ character, ghost = false }: { character: number | null; ghost?: boolean }) {
  return (
    <svg
      className={ghost ? 'identity-chip ghost' : 'identity-chip'}
      viewBox="-51 -51 102 102"
      aria-hidden="true"
      focusable="false"
    >
      {character === null ? (
        <circle r={49} className="empty" />
      ) : (
        <CharacterToken cx={0} cy={0} r={50} character={character} ghost={ghost} />
      )}
    </svg>
  );
}
