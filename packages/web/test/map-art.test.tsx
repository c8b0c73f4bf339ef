/** @jsxRuntime automatic */
// The map as a place (issue 26): floors, furniture, doors drawn as doors, racks with their VP, names on plates.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHIPPED_BOARDS } from '@among-cultists/engine/content';
import type { TFunction } from 'i18next';
import { Board } from '../src/board/Board.tsx';
import { placeLocationLabel } from '../src/board/discLayout.ts';
import { contains, labelBoxes, markBoxes, overlaps, roomMarks } from '../src/board/labels.ts';
import { HALLWAY_FILL, HALLWAY_TEXT, hallwayFill } from '../src/board/mountains.tsx';
import { ROOM_FILL } from '../src/board/palette.ts';
import { floorOf } from '../src/board/rooms/floors.tsx';
import { hasFurniture } from '../src/board/rooms/furniture.tsx';
import { furnitureBox } from '../src/board/rooms/placement.ts';
import { contrast, plateOf } from '../src/board/rooms/plates.ts';
import { locationName } from '../src/game/names.ts';
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
  it('gives every room of every shipped board a floor and a drawing of what it is, clear of its name and badges in six languages', async (ctx) => {
    const i18n = await setupI18n('en');
    let drawn = 0;
    let rooms = 0;
    for (const layout of LAYOUTS)
      for (const lng of Object.keys(LANGUAGES)) {
        const tl = i18n.getFixedT(lng);
        for (const [loc, data] of layout.locations.entries()) {
          if (data.kind !== 'room') continue;
          rooms++;
          assert.ok(hasFurniture(data.icon), `${data.icon} has a drawing`);
          assert.ok(floorOf(data.icon), data.icon);
          const label = placeLocationLabel(layout, loc, locationName(tl, layout, loc));
          const box = furnitureBox(data.shape, label);
          const where = `${layout.data.id} ${lng} ${data.id}`;
          // The rooms the issue names show theirs (in English; a long name in a small room may leave no room).
          if (lng === 'en' && ['library', 'cafeteria', 'security'].includes(data.id))
            assert.ok(box, `${where}: no drawing`);
          if (!box) continue;
          drawn++;
          assert.ok(contains(data.shape, box), `${where}: outside its room`);
          for (const text of labelBoxes(label)) assert.ok(!overlaps(text, box), `${where}: under its name`);
          for (const [name, mark] of markBoxes(roomMarks(data.shape)))
            assert.ok(!overlaps(mark, box), `${where}: under its ${name}`);
        }
      }
    assert.ok(drawn >= rooms * 0.85, `${drawn} of ${rooms} rooms drawn`);
    ctx.diagnostic(`${drawn} of ${rooms} rooms drawn`);
  });

  it('draws each Door as a door (sill, two jambs, a leaf) and each rack with the Victory Points of the board data', () => {
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
      // Patterns and drawings are defined once per map, not per room.
      assert.equal([...html.matchAll(/<pattern /g)].length, 6);
      assert.equal(
        [...html.matchAll(/<symbol /g)].length,
        new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])).size,
      );
    }
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
