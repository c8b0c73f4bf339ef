/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { viewFor } from '@among-cultists/engine';
import { locationIndex, SHIPPED_BOARDS } from '@among-cultists/engine/content';
import { position } from '@among-cultists/engine/testing';
import type { TFunction } from 'i18next';
import { Board } from '../src/board/Board.tsx';
import { readableZoom, type Rect } from '../src/board/camera.ts';
import {
  DISC_REACH,
  distanceToRect,
  keepClear,
  overlapDistance,
  placeDiscs,
} from '../src/board/discLayout.ts';
import { labelBoxes, MIN_TEXT_UNITS } from '../src/board/labels.ts';
import { placeMapLabel } from '../src/board/mapNames.ts';
import { placeRiders } from '../src/board/mountains.tsx';
import { MIN_TEXT_PIXELS } from '../src/board/ZoomableMap.tsx';
import { locationName } from '../src/game/names.ts';
import { LANGUAGES, setupI18n } from '../src/i18n/all.ts';
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
  const keep = keepClear(layout, index, placeMapLabel(t, layout, index));
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
    // Dark Blue Room 2 (165 × 140): the Security Room, its name now on one line, holds all eight apart.
    const { chips, discs, under } = crowd('darkblue2');
    const html = assertReadable('darkblue2');
    assert.equal(chips.length, 1);
    const chip = /<g role="button" tabindex="0" aria-label="([^"]+)" aria-expanded="false"/.exec(html);
    assert.ok(chip, 'the chip is a button');
    const stacked = discs.filter(under);
    assert.ok(stacked.length >= 2, `${stacked.length} stacked`);
    assert.match(chip[1]!, new RegExp(`^\\+${stacked.length} more here: `));
    for (const d of stacked) assert.ok(chip[1]!.includes(d.name!), `the chip names ${d.name}`);
  });
});

/** A desktop's map frame (CSS px): the map column of a 1280 px wide window. */
const DESKTOP_FRAME = 760;

/** Pixels per map unit of the map as it opens in a frame `width` px wide. */
function openingScale(bounds: Rect, width: number): number {
  return (readableZoom(bounds, width, MIN_TEXT_UNITS, MIN_TEXT_PIXELS) * width) / bounds.w;
}

describe('every location of every shipped board (issue 26: discs 28 px on a phone, names never under a disc)', () => {
  it('1-8 discs anywhere, in six languages: each disc shown (and each stack chip) at least 28 px on a phone at the opening zoom, and no name’s box under any disc, on a phone and on a desktop', async () => {
    const i18n = await setupI18n('en');
    let checked = 0;
    for (const board of SHIPPED_BOARDS)
      for (const layout of board.layouts.values()) {
        const phone = openingScale(layout.data.bounds, PHONE_FRAME);
        const desktop = openingScale(layout.data.bounds, DESKTOP_FRAME);
        for (const lng of Object.keys(LANGUAGES)) {
          const tl = i18n.getFixedT(lng);
          const names = layout.locations.map((_, i) => locationName(tl, layout, i));
          // Every name drawn on this map: a disc keeps clear of its own location's and of every other's.
          const nameBoxes = layout.locations.flatMap((_, i) =>
            labelBoxes(placeMapLabel(tl, layout, i)).map((box) => ({ box, of: names[i]! })),
          );
          for (const [loc, data] of layout.locations.entries()) {
            // An Elevator's riders stand in the cabin at either of its stops.
            const shapes = data.kind === 'elevator' ? data.cabins : [data.shape];
            for (const shape of shapes)
              for (let count = 1; count <= 8; count++) {
                const placed =
                  data.kind === 'elevator'
                    ? placeRiders(shape, count)
                    : placeDiscs(shape, keepClear(layout, loc, placeMapLabel(tl, layout, loc, shape)), count);
                const where = `${board.id} ${layout.id} ${lng} ${data.id} "${names[loc]}", ${count} discs`;
                assert.equal(placed.at.length, count, where);
                assert.ok(
                  2 * placed.r * phone >= MIN_DISC_PIXELS - 1e-9,
                  `${where}: ${(2 * placed.r * phone).toFixed(1)} px across on a phone`,
                );
                for (const at of placed.at)
                  for (const { box, of } of nameBoxes)
                    for (const scale of [phone, desktop])
                      assert.ok(
                        (distanceToRect(at, box) - placed.r - DISC_REACH) * scale >= -1e-9,
                        `${where}: a disc over the name "${of}" (${scale.toFixed(2)} px/unit)`,
                      );
                checked++;
              }
          }
        }
      }
    assert.ok(checked > 2000, `${checked} placements`);
  });
});
