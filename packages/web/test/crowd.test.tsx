/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { viewFor } from '@among-cultists/engine';
import { locationIndex } from '@among-cultists/engine/content';
import { position } from '@among-cultists/engine/testing';
import type { TFunction } from 'i18next';
import { Board } from '../src/board/Board.tsx';
import { readableZoom } from '../src/board/camera.ts';
import { DISC_REACH, distanceToRect, keepClear, overlapDistance } from '../src/board/discLayout.ts';
import { MIN_TEXT_UNITS, placeLabel } from '../src/board/labels.ts';
import { MIN_TEXT_PIXELS } from '../src/board/ZoomableMap.tsx';
import { locationName } from '../src/game/names.ts';
import { englishT } from './helpers.ts';

let t: TFunction;
before(async () => {
  t = await englishT();
});

/** A phone's map frame (CSS px): 390 px wide less the page's margins. */
const PHONE_FRAME = 358;
const MIN_DISC_PIXELS = 28;

const ROLES = [
  'cultist',
  'cultist',
  'investigator',
  'investigator',
  'investigator',
  'investigator',
  'investigator',
  'investigator',
] as const;

interface Drawn {
  readonly name?: string;
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** The eight Characters in one location, drawn; what shows there (discs and the stack's chip). */
function crowd(location: string) {
  const state = position({
    players: 8,
    roles: ROLES,
    knife: 2,
    seats: ROLES.map((_, seat) => ({ location, alive: seat % 3 !== 1 })),
  });
  const view = viewFor(state, 0);
  const layout = view.board.layout;
  const html = renderToStaticMarkup(<Board layout={layout} t={t} view={view} />);
  const index = locationIndex(layout, location)!;
  const data = layout.locations[index]!;
  const keep = keepClear(layout, index, placeLabel(data.kind, data.shape, locationName(t, layout, index)));
  const circle = (m: RegExpMatchArray): Drawn => ({
    x: Number(m[1]),
    y: Number(m[2]),
    r: Number(m[3]),
    name: m[4],
  });
  const discs = [
    ...html.matchAll(
      /<g[^>]*class="disc(?: ghost)?" role="img" aria-label="([^"]+)"[^>]*>.*?<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill/g,
    ),
  ].map((m) => circle([m[0], m[2]!, m[3]!, m[4]!, m[1]!] as unknown as RegExpMatchArray));
  const chips = [
    ...html.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" class="disc-stack-chip"/g),
  ].map(circle);
  // A disc under the chip is hidden by it; every other disc and the chip show.
  const under = (d: Drawn) => chips.some((c) => c.x === d.x && c.y === d.y);
  const shown = [...discs.filter((d) => !under(d)), ...chips];
  const scale =
    (readableZoom(layout.data.bounds, PHONE_FRAME, MIN_TEXT_UNITS, MIN_TEXT_PIXELS) * PHONE_FRAME) /
    layout.data.bounds.w;
  return { html, discs, chips, shown, under, keep, scale };
}

function assertReadable(location: string) {
  const { html, discs, shown, keep, scale } = crowd(location);
  assert.equal(discs.length, 8, 'every Character has its disc, named, even stacked');
  for (const d of shown) {
    assert.ok(
      2 * d.r * scale >= MIN_DISC_PIXELS,
      `${location}: a disc ${(2 * d.r * scale).toFixed(1)} px across`,
    );
    for (const box of keep.label)
      assert.ok(
        distanceToRect(d, box) >= d.r + DISC_REACH,
        `${location}: a disc over the name ${JSON.stringify({ d, box })}`,
      );
  }
  // Discs may overlap in a fan, never over another's number (nor the chip's count).
  for (const [i, a] of shown.entries())
    for (const b of shown.slice(i + 1))
      assert.ok(
        Math.hypot(a.x - b.x, a.y - b.y) >= overlapDistance(a.r) - 1e-9,
        `${location}: numbers covered`,
      );
  return html;
}

describe('a crowded location on a phone (issue 26: discs at least 28 px)', () => {
  it('eight Characters in a small Room: every disc 28 px or more at the opening zoom, clear of the name and of each other’s numbers', () => {
    assertReadable('security');
  });

  it('those that do not fit so are stacked under a chip, a button counting and naming them', () => {
    const { chips, discs, under } = crowd('security');
    const html = assertReadable('security');
    assert.equal(chips.length, 1);
    const chip = /<g role="button" tabindex="0" aria-label="([^"]+)" aria-expanded="false"/.exec(html);
    assert.ok(chip, 'the chip is a button');
    const stacked = discs.filter(under);
    assert.ok(stacked.length >= 2, `${stacked.length} stacked`);
    assert.match(chip[1]!, new RegExp(`^\\+${stacked.length} more here: `));
    for (const d of stacked) assert.ok(chip[1]!.includes(d.name!), `the chip names ${d.name}`);
  });
});
