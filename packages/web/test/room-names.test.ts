// Every Room's name on one line (issue 27: "no wrapped room names"), on every layout of both shipped maps, in the
// six languages, as the Board places it (mapNames.ts, roomLabel.ts): inside its Room, clear of its badges and
// Doors, the full name where it fits and its short name only where it does not. e2e/room-names.test.ts checks
// the same in Chromium's own text measure.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SHIPPED_BOARDS } from '@among-cultists/engine/content';
import { doorBoxes, placeLocationLabel } from '../src/board/discLayout.ts';
import { contains, labelBoxes, markBoxes, MIN_TEXT_UNITS, overlaps, roomMarks } from '../src/board/labels.ts';
import { placeMapLabel, shortLocationName } from '../src/board/mapNames.ts';
import { MIN_ROOM_UNITS } from '../src/board/roomLabel.ts';
import { locationName } from '../src/game/names.ts';
import { LANGUAGES, setupI18n } from '../src/i18n/all.ts';

describe('Room names on the map (issue 27)', () => {
  it('are one line inside their Room, clear of badges and Doors, on every layout of both maps in six languages', async () => {
    const i18n = await setupI18n('en');
    let rooms = 0;
    const small: string[] = [];
    for (const board of SHIPPED_BOARDS)
      for (const layout of board.layouts.values())
        for (const lng of Object.keys(LANGUAGES)) {
          const t = i18n.getFixedT(lng);
          for (const [loc, data] of layout.locations.entries()) {
            if (data.kind !== 'room') continue;
            rooms++;
            const name = locationName(t, layout, loc);
            const short = shortLocationName(t, layout, loc);
            const placed = placeMapLabel(t, layout, loc);
            const where = `${board.id} ${layout.id} ${lng} ${data.id} → ${JSON.stringify(placed.lines)} at ${placed.size}`;
            assert.equal(placed.lines.length, 1, `${where}: wrapped`);
            assert.ok(!placed.shortened, `${where}: cut with …`);
            assert.ok(placed.size >= MIN_ROOM_UNITS, `${where}: too small`);
            if (placed.size < MIN_TEXT_UNITS) small.push(`${lng} ${data.id} ${placed.size}`);
            // The official name, or its short form (the full name then in the tooltip) only where needed.
            if (placed.abbreviated === true) {
              assert.equal(placed.lines[0], short, where);
              const full = placeLocationLabel(layout, loc, name);
              assert.ok(full.shortened || full.size < MIN_TEXT_UNITS, `${where}: the full name fits`);
            } else assert.equal(placed.lines[0], name, where);
            const marks = markBoxes(roomMarks(data.shape)).map(([, box]) => box);
            for (const box of labelBoxes(placed)) {
              assert.ok(contains(data.shape, box), `${where}: leaves its Room`);
              for (const other of [...marks, ...doorBoxes(layout, loc)])
                assert.ok(!overlaps(box, other), `${where}: over ${JSON.stringify(other)}`);
            }
          }
        }
    assert.ok(rooms >= 300, `${rooms} Room names`);
    // Below the readable size only names with no shorter form on the 165-wide Rooms of the University, and
    // "Dark Blue" in Spanish and Dutch, at no less than MIN_ROOM_UNITS (docs/web.md lists them).
    assert.ok(
      small.every((s) => /^(de|fr|nl|es) (security|darkblue\d) /.test(s)),
      small.join(', '),
    );
  });
});
