/** @jsxRuntime automatic */
/**
 * The Fishman (EVT-FISHMAN), drawn for this project in the style of the game's components (art/): an INK
 * outline over flat tones of the art palette, the same in both themes. A scaled, finned creature swimming
 * to the left, reaching out with its two webbed, clawed hands. Drawn around (0, 0), about 76 × 44 map units;
 * eager (no lazy chunk): it is a handful of paths, and the Lake is never without it in a game.
 */
import { INK, PARCHMENT } from '../../art/palette.ts';

/** The Fishman's own tones: a deep sea green and its paler belly, with a brass-yellow eye. */
const SCALES = '#2f6b5e';
const BELLY = '#8fc1a9';
const FIN = '#1f4a44';
const EYE = '#e0b64a';

export function FishmanDrawing() {
  return (
    <g stroke={INK} strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round">
      {/* Tail fin, behind the body. */}
      <path d="M22 0l16-14c-2 8-2 20 0 28z" fill={FIN} />
      {/* The dorsal crest, its spines along the back. */}
      <path d="M-14-11c4-9 14-12 26-8l-4 6c-6-2-14-1-22 2z" fill={FIN} />
      <path d="M-8-14l2 5M0-16l1 6M8-16v6" fill="none" />
      {/* Body and belly. */}
      <path d="M-30 0c0-8 12-14 28-14s26 7 26 14-10 14-26 14S-30 8-30 0z" fill={SCALES} />
      <path d="M-24 5c8 6 28 7 44 1-6 6-14 8-22 8s-18-3-22-9z" fill={BELLY} />
      {/* Scales, a few arcs. */}
      <path d="M0-6a4 4 0 0 1 6 0M8-6a4 4 0 0 1 6 0M4 0a4 4 0 0 1 6 0M12 0a4 4 0 0 1 6 0" fill="none" />
      {/* Gill slits and the wide mouth. */}
      <path d="M-12-6c2 3 2 7 0 10M-8-6c2 3 2 7 0 10" fill="none" />
      <path d="M-30 1c4 2 8 2 11 0" fill="none" />
      {/* The eye: brass, a slit pupil, a glint. */}
      <circle cx={-20} cy={-4} r={3.6} fill={EYE} />
      <path d="M-20-6.5v5" strokeWidth={1.6} />
      <circle cx={-21.2} cy={-5.4} r={0.8} fill={PARCHMENT} stroke="none" />
      {/* Two arms, scaled like the body, each ending in a webbed hand of three clawed fingers. */}
      <path d="M-6 8c-2 7-6 11-12 13l-1-4c4-2 7-5 8-10z" fill={SCALES} />
      <path d="M-17 17l-9-3 3 4-6 1 6 3-3 3 9-2z" fill={BELLY} />
      <path d="M10 10c0 6-2 10-6 13l-3-3c3-2 5-6 5-10z" fill={SCALES} />
      <path d="M2 21l-7 1 4 3-3 4 6-2 1 5 3-8z" fill={BELLY} />
    </g>
  );
}
