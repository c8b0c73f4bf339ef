import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import mountainsJson from './mountains.json' with { type: 'json' };
import boardJson from './board.json' with { type: 'json' };
import { boardSha256, distances, loadBoard, locationIndex, validateBoard } from './board.ts';
import type { BoardData } from './board-types.ts';
import { MOUNTAINS_BOARD, SHIPPED_BOARD } from './index.ts';

/** A mutable copy of the Mountains of Chaos board data, to break in one place per test. */
type Raw = {
  -readonly [K in keyof BoardData]: BoardData[K];
} & { layouts: RawLayout[] };
interface RawLayout {
  id: string;
  locations: Record<string, unknown>[];
  doors: [string, string][];
  crossing: { shape: { x: number; y: number; w: number; h: number }; hallways: string[] };
  [k: string]: unknown;
}

function copy(): Raw {
  return structuredClone(mountainsJson) as unknown as Raw;
}

function each(b: Raw, f: (l: RawLayout) => void): void {
  for (const l of b.layouts) f(l);
}

function locationOf(l: RawLayout, id: string): Record<string, unknown> {
  const found = l.locations.find((x) => x.id === id);
  assert.ok(found, id);
  return found;
}

function refused(mutate: (b: Raw) => void, pattern: RegExp): void {
  const b = copy();
  mutate(b);
  const problems = validateBoard(b);
  assert.ok(
    problems.some((p) => pattern.test(p)),
    `expected a problem matching ${pattern}, got:\n${problems.join('\n')}`,
  );
}

describe('the Mountains of Chaos board data', () => {
  test('M-13 M-C11 M-C12 M-C13 M-C14 M-C15 the shipped Mountains of Chaos board is valid', () => {
    assert.deepEqual(validateBoard(copy()), []);
    assert.equal(MOUNTAINS_BOARD.id, 'mountains');
  });

  test('the base board keeps its content hash: the expansion fields appear only where given', () => {
    assert.equal(SHIPPED_BOARD.sha256, boardSha256(loadBoard(boardJson).data));
    assert.equal('vpTargets' in SHIPPED_BOARD, false);
    for (const layout of SHIPPED_BOARD.layouts.values()) {
      assert.equal('crossing' in layout, false);
      assert.equal('elevators' in layout, false);
    }
  });

  test('M-C11 AMB-51 every translation of the 3-MP example holds on every layout', () => {
    for (const layout of MOUNTAINS_BOARD.layouts.values()) {
      const at = (id: string): number => locationIndex(layout, id)!;
      assert.equal(distances(layout, at('security'))[at('library')], 3);
      for (const first of ['hallway-a', 'hallway-b']) {
        assert.ok(layout.adjacent[at('security')]!.includes(at(first)));
        assert.ok(layout.adjacent[at(first)]!.includes(at('hallway-d')));
      }
      assert.ok(layout.adjacent[at('hallway-d')]!.includes(at('library')));
    }
  });

  test('M-C11 a layout where the example path is longer or shorter is refused', () => {
    refused((b) => {
      each(b, (l) => (l.doors = l.doors.filter((d) => !(d[0] === 'security' && d[1] === 'hallway-b'))));
    }, /Doors to Hallways A and B/);
    refused((b) => {
      each(b, (l) => l.doors.push(['security', 'hallway-d']));
    }, /Security to the Library must cost 3/);
    refused((b) => {
      each(b, (l) => (l.doors = l.doors.filter((d) => !(d[0] === 'library' && d[1] === 'hallway-d'))));
    }, /Hallway D needs a Door to the Library/);
  });

  test('M-C12 MOC-SETUP-02 the crossing lists C, D, A, B from the Hallway blocked in Round 1', () => {
    refused((b) => {
      each(b, (l) => l.crossing.hallways.reverse());
    }, /C, D, A, B clockwise/);
  });

  test('M-C15 the crossing must be drawn clockwise in the order it lists', () => {
    refused((b) => {
      each(b, (l) => {
        // Swap where C and A are drawn: the order listed no longer runs clockwise around the crossing.
        const c = locationOf(l, 'hallway-c');
        const a = locationOf(l, 'hallway-a');
        [c.shape, a.shape] = [a.shape, c.shape];
      });
    }, /not drawn in clockwise order/);
  });

  test('MOC-MOVE-01 connected Hallways must differ in colour; a Hallway at the crossing needs one', () => {
    refused((b) => {
      each(b, (l) => (locationOf(l, 'hallway-d').hallwayColour = 'amber'));
    }, /different colours/);
    refused((b) => {
      each(b, (l) => {
        delete locationOf(l, 'hallway-d').hallwayColour;
      });
    }, /needs a colour/);
  });

  test('M-C13 M-C14 D-39 MOC-SETUP-03 Elevator 1 at the Cafeteria (bottom centre), Elevator 2 at Dark Blue Room 2', () => {
    refused((b) => {
      each(b, (l) => (locationOf(l, 'elevator1').start = 'pink1'));
    }, /Elevator 1 starts at the Cafeteria/);
    refused((b) => {
      each(b, (l) => (locationOf(l, 'elevator2').start = 'orange1'));
    }, /Elevator 2 starts at Dark Blue Room 2/);
    refused((b) => {
      each(b, (l) => {
        l.locations = l.locations.filter((x) => x.id !== 'elevator2');
      });
    }, /have 2 Elevators/);
    refused((b) => {
      each(b, (l) => {
        const caf = locationOf(l, 'cafeteria').shape as { x: number };
        caf.x -= 2000;
      });
    }, /bottom centre|overlap|share no wall/);
  });

  test('MOC-ELEV-06 an Elevator links two different Rooms and is drawn beside each', () => {
    refused((b) => {
      each(b, (l) => (locationOf(l, 'elevator1').stops = ['cafeteria', 'hallway-c']));
    }, /not a room/);
    refused((b) => {
      each(b, (l) => (locationOf(l, 'elevator1').stops = ['cafeteria', 'cafeteria']));
    }, /two different rooms/);
    refused((b) => {
      each(b, (l) => {
        const cabins = locationOf(l, 'elevator1').cabins as { x: number }[];
        cabins[1]!.x += 2000;
      });
    }, /drawn away from 'pink1'/);
    refused((b) => {
      each(b, (l) => l.doors.push(['pink2', 'elevator2']));
    }, /opens into an Elevator/);
  });

  test("MOC-WIN-01 the map's victory table names every player count and leaves room for a Portal penalty (M-C08)", () => {
    refused((b) => delete (b.vpTargets as Record<string, number>)['6'], /vpTargets\.6/);
    refused((b) => ((b.vpTargets as Record<string, number>)['8'] = 40), /need at least 41/);
  });
});
