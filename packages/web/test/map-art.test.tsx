/** @jsxRuntime automatic */
// The map as a place (issue 26): floors, furniture, doors drawn as doors, racks with their VP, names on plates.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHIPPED_BOARDS } from '@among-cultists/engine/content';
import type { TFunction } from 'i18next';
import { Board } from '../src/board/Board.tsx';
import { placeMapLabel } from '../src/board/mapNames.ts';
import { contains, labelBoxes, markBoxes, overlaps, roomMarks } from '../src/board/labels.ts';
import { HALLWAY_FILL, HALLWAY_TEXT, hallwayFill } from '../src/board/mountains.tsx';
import { ROOM_FILL } from '../src/board/palette.ts';
import { floorOf } from '../src/board/rooms/floors.tsx';
import { hasFurniture } from '../src/board/rooms/furniture.tsx';
import { furnitureBox } from '../src/board/rooms/placement.ts';
import { contrast, plateOf } from '../src/board/rooms/plates.ts';
import { LANGUAGES, setupI18n } from '../src/i18n/all.ts';
import { englishT } from './helpers.ts';

let t: TFunction;
before(async () => {
  t = await englishT();
});

const LAYOUTS = SHIPPED_BOARDS.flatMap((b) => [...b.layouts.values()]);
/** The ink of room names and rack counts (styles.css: .board text). */
const ROOM_INK = '#111111';

describe('the map as a place (issue 26)', () => {
  it('gives every room of every shipped board a floor and a drawing of what it is (360 of 360, compact where cramped), clear of its name and badges in six languages', async (ctx) => {
    const i18n = await setupI18n('en');
    let drawn = 0;
    let rooms = 0;
    let compact = 0;
    for (const layout of LAYOUTS)
      for (const lng of Object.keys(LANGUAGES)) {
        const tl = i18n.getFixedT(lng);
        for (const [loc, data] of layout.locations.entries()) {
          if (data.kind !== 'room') continue;
          rooms++;
          assert.ok(hasFurniture(data.icon), `${data.icon} has a drawing`);
          assert.ok(floorOf(data.icon), data.icon);
          const label = placeMapLabel(tl, layout, loc);
          const box = furnitureBox(data.shape, label);
          const where = `${layout.data.id} ${lng} ${data.id}`;
          // Every room shows its drawing; where a long name leaves no 2:1 space, the compact one.
          assert.ok(box, `${where}: no drawing`);
          drawn++;
          if (box.compact) compact++;
          else assert.ok(box.w >= 48 - 1e-6, `${where}: a full drawing shrunk below its smallest`);
          assert.ok(Math.min(box.w, box.h) >= 18 - 1e-6, `${where}: smaller than the smallest name`);
          assert.ok(contains(data.shape, box), `${where}: outside its room`);
          for (const text of labelBoxes(label)) assert.ok(!overlaps(text, box), `${where}: under its name`);
          for (const [name, mark] of markBoxes(roomMarks(data.shape)))
            assert.ok(!overlaps(mark, box), `${where}: under its ${name}`);
        }
      }
    assert.equal(drawn, rooms);
    assert.equal(rooms, 360);
    // Only the cramped rooms take the compact drawing (45 of 360 cases when it came, issue 26; none since every
    // Room's name is on one line, issue 27).
    assert.ok(compact <= rooms * 0.15, `${compact} compact`);
    ctx.diagnostic(`${drawn} of ${rooms} rooms drawn, ${compact} compact`);
  });

  it('draws each Door as a door (sill, two jambs, a leaf) and each rack with the Victory Points of the board data', () => {
    let compactUses = 0;
    let compactBoxes = 0;
    for (const layout of LAYOUTS) {
      const html = renderToStaticMarkup(<Board layout={layout} t={t} />);
      const doors = [...html.matchAll(/<g class="door"/g)].length;
      assert.equal(doors, layout.data.doors.length, layout.data.id);
      assert.equal([...html.matchAll(/class="door-frame"/g)].length, 2 * doors);
      assert.equal([...html.matchAll(/class="door-leaf"/g)].length, doors);
      const vps = [...html.matchAll(/class="rack-vp"[^>]*>([^<]+)</g)].map((m) => m[1]);
      assert.deepEqual(
        vps,
        layout.racks.map((r) => `${r.vp} VP`),
      );
      // Every room is furnished, a cramped one with its compact drawing, as furnitureBox says.
      const uses = [...html.matchAll(/<use href="#(map-room-[a-z]+(-small)?)"/g)];
      assert.equal(uses.length, layout.locations.filter((l) => l.kind === 'room').length, layout.data.id);
      compactUses += uses.filter((m) => m[2] !== undefined).length;
      compactBoxes += layout.locations.filter(
        (data, loc) =>
          data.kind === 'room' && furnitureBox(data.shape, placeMapLabel(t, layout, loc))?.compact,
      ).length;
      // Patterns and drawings are defined once per map, not per room.
      assert.equal([...html.matchAll(/<pattern /g)].length, 6);
      assert.equal(
        [...html.matchAll(/<symbol /g)].length,
        new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])).size,
      );
    }
    assert.equal(compactUses, compactBoxes, 'the compact drawing where the room is cramped');
  });

  it('puts every name on a plate that keeps it at 4.5:1 or more: dark ink on a room, pale text on a Hallway', () => {
    for (const fill of Object.values(ROOM_FILL))
      assert.ok(
        contrast(ROOM_INK, plateOf(fill)) >= 4.5,
        `room ${fill}: ${contrast(ROOM_INK, plateOf(fill))}`,
      );
    for (const layout of LAYOUTS)
      for (const data of layout.locations)
        if (data.kind === 'hallway') {
          const plate = plateOf(hallwayFill(data));
          assert.ok(contrast(HALLWAY_TEXT, plate) >= 4.5, `${data.id} ${plate}`);
        }
    for (const fill of Object.values(HALLWAY_FILL))
      assert.ok(contrast(HALLWAY_TEXT, plateOf(fill)) >= 4.5, fill);
    // The plate is what keeps the contrast: a room colour alone may fall short of it (dark blue: 4.3).
    assert.ok(contrast(ROOM_INK, ROOM_FILL.darkblue) < 4.5);
  });
});
