/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { createGame, SHIPPED_BOARD, layoutById, viewFor } from '@among-cultists/engine';
import { locationIndex, sharedEdge } from '@among-cultists/engine/content';
import fc from 'fast-check';
import { I18nextProvider } from 'react-i18next';
import { position, seedOf } from '@among-cultists/engine/testing';
import type { TFunction } from 'i18next';
import { Board } from '../src/board/Board.tsx';
import {
  cameraAt,
  centreOf,
  MAX_ZOOM,
  MIN_ZOOM,
  panBy,
  readableZoom,
  toBoard,
  zoomAround,
  zoomOf,
  type Rect,
} from '../src/board/camera.ts';
import { motionPath } from '../src/board/Disc.tsx';
import {
  apartDistance,
  DISC_R,
  DISC_REACH,
  distanceToRect,
  keepClear,
  MIN_DISC_R,
  NARROW_R,
  overlapDistance,
  placeDiscs,
  placeLocationLabel,
} from '../src/board/discLayout.ts';
import { ICON_NAMES } from '../src/board/icons.tsx';
import {
  contains,
  fitLabel,
  labelBoxes,
  markBoxes,
  MIN_TEXT_UNITS,
  overlaps,
  roomMarks,
  textWidth,
} from '../src/board/labels.ts';
import { LEGEND_ITEMS, MapLegend } from '../src/board/MapLegend.tsx';
import { placeMapLabel } from '../src/board/mapNames.ts';
import { MIN_ROOM_UNITS } from '../src/board/roomLabel.ts';
import { CHARACTER_FILL } from '../src/board/palette.ts';
import { LANGUAGES, setupI18n } from '../src/i18n/all.ts';
import { locationName } from '../src/game/names.ts';
import { artReady } from './art-ready.tsx';
import { englishT, playGame } from './helpers.ts';

let t: TFunction;
before(async () => {
  t = await englishT();
});

/** Accessible names as rendered: aria-label attributes, unescaped. */
function labels(html: string): string[] {
  return [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"'),
  );
}

describe('Board', () => {
  for (const layout of SHIPPED_BOARD.layouts.values()) {
    it(`draws every location of the ${layout.id} layout with an accessible name`, () => {
      const html = renderToStaticMarkup(<Board layout={layout} t={t} />);
      const names = labels(html);
      assert.equal(layout.locations.length > 0, true);
      for (const [id, data] of layout.locations.entries()) {
        const name = locationName(t, layout, id);
        assert.notEqual(name, `#${id}`);
        assert.ok(
          names.some((label) => label.startsWith(`${name}:`)),
          `no element is named after ${data.id} (${name})`,
        );
        assert.ok(html.includes(`data-location="${data.id}"`), `${data.id} is not drawn`);
      }
      // Colour is never the only cue: every room carries its drawn icon and a name.
      const rooms = layout.locations.filter((l) => l.kind === 'room');
      assert.equal((html.match(/class="icon"/g) ?? []).length, rooms.length);
      for (const room of rooms) assert.ok(ICON_NAMES.includes(room.icon), room.icon);
      for (const rack of layout.racks)
        assert.ok(
          names.some((l) => l.includes(`${rack.vp} VP`)),
          rack.id,
        );
    });
  }

  it('draws a disc with a name for every seat, and marks tap targets as buttons', () => {
    let checked = 0;
    playGame(5, 3, (view) => {
      if (checked > 40) return;
      checked++;
      const layout = SHIPPED_BOARD.layouts.get(view.config.layout)!;
      const targets = new Map(
        view.legal.flatMap((a) =>
          a.type === 'step' || a.type === 'teleport' ? [[a.to, `go ${a.to}`] as const] : [],
        ),
      );
      const html = renderToStaticMarkup(
        <Board
          layout={layout}
          t={t}
          view={view}
          seatName={(s) => `P${s}`}
          targets={targets}
          onPick={() => undefined}
        />,
      );
      const names = labels(html);
      for (const seat of view.seats)
        assert.ok(
          names.some((l) => l.startsWith(seat.alive ? `P${seat.seat}` : `P${seat.seat} (Ghost)`)),
          `disc of seat ${seat.seat}`,
        );
      // A crowded location's stack of discs is a button too (DiscStack).
      const stacks = (html.match(/class="disc-stack"/g) ?? []).length;
      assert.equal((html.match(/role="button"/g) ?? []).length, targets.size + stacks);
      for (const [to, what] of targets)
        assert.ok(
          names.some((l) => l.startsWith(`${what}. `)),
          `target ${to}`,
        );
    });
    assert.ok(checked > 0);
  });
});

describe('discs (issue 26)', () => {
  it('show the Character’s number, as the Players list does, whatever seat the Character took; the ring is its colour', () => {
    const created = createGame({ players: 5, seed: seedOf(5) });
    assert.ok(created.ok);
    const view = viewFor(created.state, 0);
    // A human took Character 2 in seat 0; the bots' Characters follow in another order.
    const characters = [1, 0, 4, 2, 3];
    const html = renderToStaticMarkup(
      <Board
        layout={view.board.layout}
        t={t}
        view={view}
        seatName={(s) => `${characters[s]! + 1} · P${s}`}
        characterOf={(s) => characters[s]!}
        targets={new Map()}
        onPick={() => undefined}
      />,
    );
    for (const seat of view.seats) {
      const n = characters[seat.seat]! + 1;
      const disc = new RegExp(
        `aria-label="${n} · P${seat.seat}[^"]*"><title>[^<]*</title>(?:<circle[^>]*class="knife"[^>]*></circle>)?<circle[^>]*fill="${CHARACTER_FILL[n - 1]}"[^>]*class="ring".*?<text[^>]*>${n}</text>`,
      );
      assert.match(html, disc, `seat ${seat.seat}'s disc reads ${n}`);
    }
  });
});

describe('the Portal', () => {
  it('is drawn in the Library while open, named with the last round it can be closed', () => {
    const roles = ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'] as const;
    const open = position({
      players: 5,
      roles,
      round: 2,
      portal: { openedRound: 1, lastRound: 4, status: 'open' },
    });
    const layout = layoutById(open.config.layout);
    const html = renderToStaticMarkup(<Board layout={layout} t={t} view={viewFor(open, 0)} />);
    assert.ok(labels(html).includes(t('status.portal', { n: 4 })));
    const closed = position({ players: 5, roles, round: 2, portal: null });
    const none = renderToStaticMarkup(<Board layout={layout} t={t} view={viewFor(closed, 0)} />);
    assert.ok(!none.includes('class="portal"'));
  });
});

describe('the map camera (issue 13, bug 5)', () => {
  const bounds = SHIPPED_BOARD.layouts.get('small')!.data.bounds;
  const zoomArb = fc.double({ min: MIN_ZOOM, max: MAX_ZOOM, noNaN: true });
  const pointIn = (r: Rect) =>
    fc.record({
      x: fc.double({ min: r.x, max: r.x + r.w, noNaN: true }),
      y: fc.double({ min: r.y, max: r.y + r.h, noNaN: true }),
    });
  const cameraArb = fc
    .tuple(zoomArb, pointIn(bounds))
    .map(([zoom, centre]) => cameraAt(bounds, zoom, centre));
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

  it('always shows a part of the board of the board’s shape, however it is zoomed or panned', () => {
    fc.assert(
      fc.property(
        cameraArb,
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        pointIn(bounds),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        (camera, factor, anchor, dx, dy) => {
          for (const next of [
            zoomAround(bounds, camera, factor, anchor),
            panBy(bounds, camera, dx, dy, 344),
          ]) {
            assert.ok(contains(bounds, next), JSON.stringify(next));
            assert.ok(close(next.w / next.h, bounds.w / bounds.h));
            const zoom = zoomOf(bounds, next);
            assert.ok(zoom >= MIN_ZOOM - 1e-9 && zoom <= MAX_ZOOM + 1e-9);
          }
        },
      ),
    );
  });

  it('keeps the board point under the pointer in place when zooming (away from the edges)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.5, max: 2.5, noNaN: true }),
        fc.double({ min: 0.8, max: 1.25, noNaN: true }),
        fc.double({ min: 0.3, max: 0.7, noNaN: true }),
        fc.double({ min: 0.3, max: 0.7, noNaN: true }),
        (zoom, factor, fx, fy) => {
          const camera = cameraAt(bounds, zoom, centreOf(bounds));
          const width = 344;
          const px = fx * width;
          const py = fy * width * (bounds.h / bounds.w);
          const anchor = toBoard(camera, px, py, width);
          const next = zoomAround(bounds, camera, factor, anchor);
          const after = toBoard(next, px, py, width);
          assert.ok(close(after.x, anchor.x) && close(after.y, anchor.y), JSON.stringify([anchor, after]));
          assert.ok(close(zoomOf(bounds, next), zoom * factor));
        },
      ),
    );
  });

  it('moves the board with the finger when dragged, as far as the edge', () => {
    const camera = cameraAt(bounds, 2, centreOf(bounds));
    const moved = panBy(bounds, camera, 30, -20, 344);
    const unitsPerPixel = camera.w / 344;
    assert.ok(close(moved.x, camera.x - 30 * unitsPerPixel));
    assert.ok(close(moved.y, camera.y + 20 * unitsPerPixel));
    const far = panBy(bounds, camera, 1e6, 1e6, 344);
    assert.equal(far.x, bounds.x);
    assert.equal(far.y, bounds.y);
  });

  it('opens a phone zoomed in far enough for the smallest map text to be 12 px, a wide screen less', () => {
    const phone = readableZoom(bounds, 344, MIN_TEXT_UNITS, 12);
    assert.ok(close((MIN_TEXT_UNITS * 344 * phone) / bounds.w, 12));
    assert.equal(readableZoom(bounds, 2000, MIN_TEXT_UNITS, 12), MIN_ZOOM);
  });
});

/** All the languages' messages, for the location names (a Room's short name on the map too). */
const LOCATION_NAMES = Object.entries(LANGUAGES).flatMap(([code, messages]) =>
  Object.entries(messages.loc).map(([id, name]) => ({
    code,
    id,
    name,
    short: (messages.mapui.short as Readonly<Record<string, string>>)[id],
  })),
);

describe('location labels (issue 13, bug 5)', () => {
  it('fit the widest name of every language at a readable size, or are shortened with the full name kept', () => {
    const fit = fitLabel('Salle de vidéosurveillance', 133, 58);
    assert.ok(fit.lines.length >= 2 && !fit.shortened);
    for (const line of fit.lines) assert.ok(textWidth(line, fit.size) <= 133);
    const tiny = fitLabel('Donkerblauwe Kamer', 30, 20);
    assert.ok(tiny.shortened && tiny.lines[0]!.endsWith('…'));
  });

  for (const layout of SHIPPED_BOARD.layouts.values()) {
    it(`of the ${layout.id} layout stay inside their location, clear of badges, doors and the map’s edge, in six languages`, () => {
      const doors = layout.data.doors.map(([a, b]) => {
        const { mid } = sharedEdge(
          layout.locations[locationIndex(layout, a)!]!.shape,
          layout.locations[locationIndex(layout, b)!]!.shape,
        );
        return { x: mid.x - 14, y: mid.y - 14, w: 28, h: 28 };
      });
      let checked = 0;
      for (const [location, data] of layout.locations.entries()) {
        for (const { code, id, name, short } of LOCATION_NAMES) {
          if (id !== data.id) continue;
          const placed = placeLocationLabel(layout, location, name, undefined, short);
          const where = `${code} ${data.id} "${name}" → ${JSON.stringify(placed.lines)}`;
          assert.ok(!placed.shortened, `${where} is shortened`);
          // A Room's name is on one line (roomLabel.ts), a few at less than the readable size, none below
          // MIN_ROOM_UNITS; its short name where the full one does not fit.
          assert.ok(placed.size >= (data.kind === 'room' ? MIN_ROOM_UNITS : MIN_TEXT_UNITS), where);
          const drawn = data.kind === 'room' && placed.abbreviated === true ? short! : name;
          if (data.kind === 'room') assert.equal(placed.lines.length, 1, where);
          // Every letter is drawn: the lines rejoined are the name.
          assert.equal(placed.lines.join(' ').replaceAll('- ', ''), drawn.replaceAll(/\s+/g, ' '), where);
          const marks = data.kind === 'room' ? markBoxes(roomMarks(data.shape)).map(([, box]) => box) : [];
          for (const box of labelBoxes(placed)) {
            assert.ok(contains(data.shape, box), `${where} leaves its location`);
            assert.ok(contains(layout.data.bounds, box), `${where} leaves the map`);
            for (const mark of [...marks, ...doors])
              assert.ok(!overlaps(box, mark), `${where} overlaps ${JSON.stringify(mark)}`);
          }
          checked++;
        }
      }
      assert.equal(checked, layout.locations.length * 6);
    });
  }

  it('keep room badges inside their room and apart from one another', () => {
    for (const layout of SHIPPED_BOARD.layouts.values())
      for (const data of layout.locations) {
        if (data.kind !== 'room') continue;
        const marks = markBoxes(roomMarks(data.shape));
        for (const [name, box] of marks) assert.ok(contains(data.shape, box), `${data.id} ${name}`);
        for (const [i, [a, boxA]] of marks.entries())
          for (const [b, boxB] of marks.slice(i + 1))
            assert.ok(!overlaps(boxA, boxB), `${data.id}: ${a} / ${b}`);
      }
  });

  it('carry the full name in a tooltip when shortened, and draw every line', () => {
    const layout = SHIPPED_BOARD.layouts.get('small')!;
    const html = renderToStaticMarkup(<Board layout={layout} t={t} />);
    for (const [id] of layout.locations.entries()) {
      const name = locationName(t, layout, id);
      assert.ok(html.includes(`data-label="${name}"`), name);
    }
  });
});

/** The layout of each player count, as the engine deals it (4 to 8 players). */
function layoutsByPlayers() {
  return ([4, 5, 6, 7, 8] as const).map((players) => {
    const created = createGame({ players, seed: seedOf(players) });
    assert.ok(created.ok);
    return { players, layout: viewFor(created.state, 0).board.layout };
  });
}

/** A disc's whole drawing (the Knife's ring included) as a circle, and whether it touches a box. */
const touches = (at: { x: number; y: number }, r: number, box: Rect) =>
  distanceToRect(at, box) < r + DISC_REACH;

describe('discs and location names (map labels cut or colliding)', () => {
  it('never cover a name, stay inside their location and leave every number in view: each layout for 4-8 players, each location, 1-8 discs, six languages', (ctx) => {
    const seen = new Set<string>();
    let placements = 0;
    let smallest = DISC_R;
    let overBadges = 0;
    for (const { players, layout } of layoutsByPlayers())
      for (const [location, data] of layout.locations.entries())
        for (const { code, id, name, short } of LOCATION_NAMES) {
          if (id !== data.id) continue;
          const keep = keepClear(
            layout,
            location,
            placeLocationLabel(layout, location, name, undefined, short),
          );
          const key = JSON.stringify([data.shape, keep]);
          if (seen.has(key)) continue;
          seen.add(key);
          for (let count = 1; count <= 8; count++) {
            const placed = placeDiscs(data.shape, keep, count);
            const where = `${players} players, ${code} ${data.id} "${name}", ${count} discs (r ${placed.r})`;
            assert.equal(placed.at.length, count, where);
            assert.ok(placed.r >= NARROW_R && placed.r <= DISC_R, where);
            smallest = Math.min(smallest, placed.r);
            placements++;
            const reach = placed.r + DISC_REACH;
            for (const at of placed.at) {
              const circle = { x: at.x - reach, y: at.y - reach, w: 2 * reach, h: 2 * reach };
              assert.ok(contains(data.shape, circle), `${where}: a disc leaves its location`);
              for (const box of keep.label)
                assert.ok(!touches(at, placed.r, box), `${where}: a disc covers the name`);
            }
            // Stacked discs share the chip's place: what shows is the first `shown` and the chip.
            const seen = placed.shown === undefined ? placed.at : placed.at.slice(0, placed.shown + 1);
            const distances = seen.flatMap((a, i) =>
              seen.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y)),
            );
            // Overlapping only as a last resort, and never over another disc's number.
            for (const d of distances) assert.ok(d >= overlapDistance(placed.r) - 1e-9, where);
            const apart = distances.every((d) => d >= apartDistance(placed.r) - 1e-9);
            // Stacked only when even overlapping they do not fit.
            if (placed.shown !== undefined) assert.ok(!apart || seen.length === 1, where);
            // Smaller than a phone reads (28 px) only where not one such disc fits beside the name.
            if (placed.r < MIN_DISC_R)
              assert.equal(
                placeDiscs(data.shape, keep, 1).r < MIN_DISC_R,
                true,
                `${where}: below MIN_DISC_R`,
              );
            if (!apart)
              assert.ok(
                placed.r === MIN_DISC_R || placed.r === NARROW_R,
                `${where}: overlapping discs before the smallest size`,
              );
            const covers = placed.at.some((at) =>
              [...keep.badges, ...keep.icon, ...keep.doors].some((box) => touches(at, placed.r, box)),
            );
            if (covers) overBadges++;
            // Up to three discs (a typical Encounter) in a room are shown at a size a phone reads, none stacked.
            if (count <= 3 && data.kind === 'room')
              assert.ok(placed.r >= MIN_DISC_R && placed.shown === undefined, where);
            // One disc in a large room covers nothing.
            if (count === 1 && data.shape.w >= 250 && data.shape.h >= 200) assert.equal(covers, false, where);
          }
        }
    assert.ok(placements > 500, `${placements} placements`);
    assert.ok(smallest >= NARROW_R);
    assert.ok(overBadges < placements / 2, `${overBadges} of ${placements} cover a badge or door`);
    ctx.diagnostic(
      `${placements} placements, smallest radius ${smallest}, ${overBadges} over a badge or door`,
    );
  });

  it('are drawn where they are placed, smaller in a crowded room, Ghosts and the Knife alike', () => {
    const roles = [
      'cultist',
      'cultist',
      'investigator',
      'investigator',
      'investigator',
      'investigator',
      'investigator',
      'investigator',
    ] as const;
    const crowded = position({
      players: 8,
      roles,
      knife: 2,
      seats: roles.map((_, seat) => ({ location: 'security', alive: seat % 3 !== 1 })),
    });
    const view = viewFor(crowded, 0);
    const layout = view.board.layout;
    const html = renderToStaticMarkup(<Board layout={layout} t={t} view={view} />);
    const location = locationIndex(layout, 'security')!;
    const keep = keepClear(layout, location, placeMapLabel(t, layout, location));
    const circles = [
      ...html.matchAll(
        /<g[^>]*class="disc( ghost)?"[^>]*>.*?<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill/g,
      ),
    ];
    assert.equal(circles.length, 8);
    assert.equal(circles.filter((m) => m[1] !== undefined).length, 3);
    for (const m of circles) {
      const at = { x: Number(m[2]), y: Number(m[3]) };
      const r = Number(m[4]);
      assert.ok(r < DISC_R && r >= MIN_DISC_R, `r ${r}`);
      for (const box of keep.label) assert.ok(!touches(at, r, box), JSON.stringify({ at, box }));
    }
    assert.match(html, /class="knife"/);
  });
});

describe('a moving token', () => {
  it('passes through the Door between neighbours, and goes straight otherwise', () => {
    const layout = SHIPPED_BOARD.layouts.get('small')!;
    const from = layout.central;
    const to = layout.adjacent[from]![0]!;
    const start = { x: 1, y: 2 };
    const end = { x: 3, y: 4 };
    const path = motionPath(layout, from, to, start, end);
    assert.equal(path.length, 3);
    const door = sharedEdge(layout.locations[from]!.shape, layout.locations[to]!.shape).mid;
    assert.deepEqual(path[1], door);
    const far = layout.locations.findIndex((_, i) => i !== from && !layout.adjacent[from]!.includes(i));
    assert.deepEqual(motionPath(layout, from, far, start, end), [start, end]);
  });
});

describe('the map legend', () => {
  it('explains every symbol, each drawn, in every language', async () => {
    for (const code of Object.keys(LANGUAGES)) {
      const i18n = await setupI18n(code as keyof typeof LANGUAGES);
      await i18n.changeLanguage(code);
      const html = renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <MapLegend />
        </I18nextProvider>,
      );
      assert.equal((html.match(/<li /g) ?? []).length, LEGEND_ITEMS.length);
      assert.equal((html.match(/<svg class="board legend-symbol"/g) ?? []).length, LEGEND_ITEMS.length);
      assert.ok(!html.includes('mapui.'), `${code}: a key shows instead of its text`);
      assert.ok(html.includes('<summary>'));
    }
    await (await setupI18n('en')).changeLanguage('en');
  });
});

describe('room badges', () => {
  it('are drawn where the label layout keeps clear of: deck, books, marks and Cultist token', async () => {
    await artReady();
    const roles = ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'] as const;
    const s = position({
      players: 5,
      roles,
      round: 2,
      rooms: { darkblue2: { explored: true, cultistTokens: 1 } },
      cultistTokens: ['library', 'orange1'],
    });
    const layout = layoutById(s.config.layout);
    const html = renderToStaticMarkup(<Board layout={layout} t={t} view={viewFor(s, 0)} />);
    const id = locationIndex(layout, 'darkblue2')!;
    const marks = roomMarks(layout.locations[id]!.shape);
    const room = html.slice(html.indexOf('data-location="darkblue2"'));
    const at = (pattern: RegExp) => {
      const m = pattern.exec(room);
      assert.ok(m, String(pattern));
      return m.slice(1).map(Number);
    };
    assert.deepEqual(at(/<rect x="([\d.]+)" y="([\d.]+)"[^>]*class="cardback"/), [
      marks.deck.x,
      marks.deck.y + 1,
    ]);
    // The Cultist token is the drawn component (art/), in the token's box.
    const [x, y, w, h] = at(
      /class="room-ctoken"[^>]*><svg x="([\d.]+)" y="([\d.]+)" viewBox="[^"]*" width="([\d.]+)" height="([\d.]+)" class="art" data-art="cultist"/,
    );
    assert.ok(contains(marks.token, { x: x!, y: y!, w: w!, h: h! }), JSON.stringify([x, y, w, h]));
    const [right] = at(/<text x="([\d.]+)"[^>]*class="mark"/);
    assert.equal(right, marks.mark.x + marks.mark.w);
  });
});
