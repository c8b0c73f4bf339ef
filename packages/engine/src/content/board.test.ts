import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import boardJson from './board.json' with { type: 'json' };
import { BoardError, loadBoard, validateBoard } from './board.ts';
import type { BoardData, HallwayData, LayoutData, RoomData } from './board-types.ts';
import { SHIPPED_BOARD } from './index.ts';
import type { Colour } from '../types.ts';

/** The shipped board as a mutable copy, to break one rule at a time. */
type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
type Raw = Mutable<BoardData>;
type RawLayout = Mutable<LayoutData>;

function copy(): Raw {
  return structuredClone(boardJson) as unknown as Raw;
}

function layoutOf(b: Raw, id: string): RawLayout {
  const l = b.layouts.find((x) => x.id === id);
  assert.ok(l, `no layout ${id}`);
  return l;
}

function roomOf(l: RawLayout, id: string): Mutable<RoomData> {
  const r = l.locations.find((x) => x.id === id);
  assert.ok(r?.kind === 'room', `no room ${id}`);
  return r;
}

function hallwayOf(l: RawLayout, id: string): Mutable<HallwayData> {
  const h = l.locations.find((x) => x.id === id);
  assert.ok(h?.kind === 'hallway', `no hallway ${id}`);
  return h;
}

function rackOf(l: RawLayout, id: string): RawLayout['racks'][number] {
  const r = l.racks.find((x) => x.id === id);
  assert.ok(r, `no rack ${id}`);
  return r;
}

function removeDoor(l: RawLayout, a: string, b: string): void {
  const i = l.doors.findIndex(([x, y]) => (x === a && y === b) || (x === b && y === a));
  assert.ok(i >= 0, `no door ${a}-${b}`);
  l.doors.splice(i, 1);
}

function problemsAfter(mutate: (b: Raw) => void): readonly string[] {
  const b = copy();
  mutate(b);
  return validateBoard(b);
}

/** The mutated board is refused with a problem matching `pattern`; returns all problems. */
function refused(mutate: (b: Raw) => void, pattern: RegExp): readonly string[] {
  const problems = problemsAfter(mutate);
  assert.ok(
    problems.some((p) => pattern.test(p)),
    `expected a problem matching ${String(pattern)}, got:\n${problems.join('\n') || '(none)'}`,
  );
  return problems;
}

describe('the shipped board', () => {
  test('board.json passes every check and loads into three layouts', () => {
    assert.deepEqual(validateBoard(boardJson), []);
    assert.deepEqual([...loadBoard(boardJson).layouts.keys()], ['small', 'medium', 'large']);
  });

  test('loadBoard throws a BoardError that lists the problems', () => {
    assert.throws(
      () => loadBoard({ layouts: 'none', routes: [], cultistTokens: [] }),
      (e: unknown) => e instanceof BoardError && e.problems.includes('layouts must be an array'),
    );
  });
});

describe('validateBoard refuses broken structure', () => {
  test('input that is not a board object', () => {
    assert.deepEqual(validateBoard(null), [
      'board must be an object',
      'id must be a non-empty string',
      'name must be a non-empty string',
      'layouts must be an array',
      'routes must be an array',
      'cultistTokens must be an array',
    ]);
  });

  test('a location of unknown kind, a shape without size, a room without books', () => {
    const problems = problemsAfter((b) => {
      const small = layoutOf(b, 'small');
      (small.locations[1] as { kind: string }).kind = 'attic';
      hallwayOf(small, 'central').shape.w = 0;
      roomOf(small, 'library').books = 0;
    });
    assert.ok(problems.includes('layouts[0].locations[1].kind must be "room", "hallway" or "elevator"'));
    assert.ok(problems.some((p) => /locations\[\d+\]\.shape\.w must be at least 1/.test(p)));
    assert.ok(problems.some((p) => /locations\[\d+\]\.books must be at least 1/.test(p)));
  });

  test('a door that does not name two locations', () => {
    refused((b) => {
      (layoutOf(b, 'small').doors as unknown as string[][]).push(['central']);
    }, /doors\[17\] must name exactly two locations/);
  });
});

describe('validateBoard refuses broken doors and locations', () => {
  test('M-C04 a room without a door', () => {
    refused((b) => {
      removeDoor(layoutOf(b, 'small'), 'orange1', 'west-wing');
    }, /layout 'small': room 'orange1' has no door \(M-C04\)/);
  });

  test('a door to a location that does not exist, to itself, or listed twice', () => {
    refused((b) => {
      layoutOf(b, 'small').doors.push(['central', 'attic']);
    }, /door central–attic names a location that does not exist/);
    refused((b) => {
      layoutOf(b, 'small').doors.push(['central', 'central']);
    }, /door central–central joins a location to itself/);
    refused((b) => {
      layoutOf(b, 'small').doors.push(['west-wing', 'orange1']);
    }, /door west-wing–orange1 is listed twice/);
  });

  test('a door between shapes that share no wall', () => {
    refused((b) => {
      layoutOf(b, 'small').doors.push(['orange1', 'cafeteria']);
    }, /the door orange1–cafeteria joins shapes that share no wall/);
  });

  test('a duplicate location id', () => {
    refused((b) => {
      roomOf(layoutOf(b, 'small'), 'pink1').id = 'pink2';
    }, /layout 'small': location id 'pink2' is used twice/);
  });

  test('a duplicate layout id', () => {
    refused((b) => {
      layoutOf(b, 'large').id = 'medium';
    }, /layout id 'medium' is used twice/);
  });

  test('hallways joined directly by a door', () => {
    refused((b) => {
      layoutOf(b, 'small').doors.push(['east-wing', 'central']);
    }, /hallways 'east-wing' and 'central' are joined directly/);
  });

  test('overlapping shapes', () => {
    refused((b) => {
      roomOf(layoutOf(b, 'small'), 'security').shape.y = 400;
    }, /shapes of 'central' and 'security' overlap/);
  });

  test('a location that cannot be reached from the central hallway', () => {
    refused((b) => {
      const small = layoutOf(b, 'small');
      removeDoor(small, 'orange2', 'south-wing');
      // Give orange2 a door of its own to a new, isolated hallway so it keeps a door.
      small.locations.push({
        kind: 'hallway',
        id: 'cellar',
        name: 'Cellar',
        shape: { x: 1000, y: 420, w: 40, h: 140 },
      });
      small.doors.push(['orange2', 'cellar']);
    }, /'orange2' cannot be reached from the central hallway/);
  });

  test('M-C02 exactly one light-blue, red and green room', () => {
    refused((b) => {
      const small = layoutOf(b, 'small');
      roomOf(small, 'darkblue2').colour = 'red';
      roomOf(small, 'darkblue2').rack = 'red';
    }, /layout 'small': needs exactly one red room \(M-C02\), found 2/);
  });

  test('M-C10 Pink 1 and Pink 2 must not share a door; Pink 2 needs a hallway door', () => {
    refused((b) => {
      layoutOf(b, 'small').doors.push(['pink1', 'pink2']);
    }, /Pink 1 and Pink 2 must not share a door/);
    refused((b) => {
      const small = layoutOf(b, 'small');
      removeDoor(small, 'east-wing', 'pink2');
      removeDoor(small, 'central', 'pink2');
    }, /Pink 2 needs a door to a hallway/);
  });

  test('M-C06 the orange rooms must be equally far from the green room where the AUTOMA plays', () => {
    refused((b) => {
      removeDoor(layoutOf(b, 'small'), 'library', 'south-wing');
    }, /layout 'small': the two orange rooms must be equally far from the green room/);
  });
});

describe('validateBoard refuses layouts that break the player-count table', () => {
  test('PC-12 wrong room count for a player count', () => {
    refused((b) => {
      const large = layoutOf(b, 'large');
      large.locations = large.locations.filter((l) => l.id !== 'pink3');
      large.doors = large.doors.filter(([x, y]) => x !== 'pink3' && y !== 'pink3');
    }, /layout 'large': 8 players need 11 rooms \(PC-12\), the layout has 10/);
  });

  test('SETUP-08 a player count listed on a layout the table does not assign it to', () => {
    refused((b) => {
      layoutOf(b, 'small').players.push(7);
    }, /layout 'small': the player-count table assigns 7 players to layout 'medium'/);
    refused((b) => {
      layoutOf(b, 'medium').players = [];
    }, /layout 'medium' is used at 7 players \(SETUP-08\) but does not list 7/);
  });

  test('a player count outside 4–8 is reported, not thrown', () => {
    refused((b) => {
      layoutOf(b, 'large').players = [8, 9];
    }, /layout 'large': player count 9 is outside 4–8/);
  });

  test('a layout missing for a player count', () => {
    refused((b) => {
      b.layouts = b.layouts.filter((l) => l.id !== 'large');
    }, /no layout 'large' for 8 players/);
  });

  test('M-C08 rack VP too low for the VP target (+1 for a Portal penalty)', () => {
    // What is left (orange and the dark-blue racks) comes from the data, which calibration may change.
    let left = 0;
    const problems = refused((b) => {
      const small = layoutOf(b, 'small');
      for (const id of ['lightblue', 'red', 'green', 'pink']) rackOf(small, id).vp = 0;
      left = small.racks.reduce((sum, r) => sum + r.vp, 0);
    }, /layout 'small': racks are worth \d+ VP in all, but 6 players need at least 13/);
    assert.ok(left < 13 && problems.some((p) => p.includes(`worth ${left} VP in all`)));
    assert.ok(problems.some((p) => /rack 'red' is worth 0 VP; racks are worth 2, 3 or 4/.test(p)));
  });

  test('PC-15 M-C05 the Fishman entry for the player count', () => {
    refused((b) => {
      layoutOf(b, 'small').fishmanEntry = 'central';
    }, /layout 'small': at 4-6 players the Fishman enters a hallway other than the central one \(PC-15\)/);
    refused((b) => {
      layoutOf(b, 'small').fishmanEntry = 'west-wing';
    }, /the Fishman's hallway must border the light-blue room and a pink room \(M-C05\)/);
    refused((b) => {
      layoutOf(b, 'medium').fishmanEntry = 'east-wing';
    }, /layout 'medium': at 7\/8 players the Fishman enters the Central Hallway \(PC-15\)/);
    refused((b) => {
      layoutOf(b, 'small').fishmanEntry = 'library';
    }, /the Fishman entry 'library' must be a hallway \(FISH-02\)/);
    refused((b) => {
      layoutOf(b, 'small').fishmanEntry = 'lake';
    }, /the Fishman entry 'lake' does not exist/);
  });

  test('a room that only the Fishman’s hallway leads to', () => {
    refused((b) => {
      removeDoor(layoutOf(b, 'small'), 'cafeteria', 'pink2');
    }, /room 'cafeteria' is cut off while the Fishman blocks 'east-wing'/);
  });

  test('the central hallway must exist and be a hallway', () => {
    refused((b) => {
      layoutOf(b, 'small').centralHallway = 'hall';
    }, /the central hallway 'hall' does not exist/);
    refused((b) => {
      layoutOf(b, 'small').centralHallway = 'library';
    }, /the central hallway 'library' must be a hallway/);
  });
});

describe('validateBoard refuses broken racks and books', () => {
  test('BOOK-06 orange rack not 4 books / 4 VP', () => {
    refused((b) => {
      rackOf(layoutOf(b, 'small'), 'orange').vp = 3;
    }, /layout 'small': the orange rack holds 4 books from the two orange rooms and is worth 4 VP \(BOOK-06\)/);
    refused((b) => {
      roomOf(layoutOf(b, 'medium'), 'orange1').books = 3;
    }, /layout 'medium': the orange rack holds 4 books/);
  });

  test('BOOK-04 a room feeding a rack of another colour, a dark-blue rack fed twice, an unknown rack', () => {
    refused((b) => {
      roomOf(layoutOf(b, 'small'), 'library').rack = 'red';
    }, /room 'library' is green but feeds the red rack 'red'/);
    refused((b) => {
      roomOf(layoutOf(b, 'small'), 'darkblue2').rack = 'darkblue1';
    }, /each dark-blue rack is bound to one room \(BOOK-04\); 'darkblue1' is fed by 2/);
    refused((b) => {
      roomOf(layoutOf(b, 'small'), 'security').rack = 'shelf';
    }, /room 'security' puts its books on rack 'shelf', which does not exist/);
  });

  test('a rack that no room feeds, and a duplicate rack id', () => {
    refused((b) => {
      layoutOf(b, 'small').racks.push({
        id: 'darkblue3',
        colour: 'darkblue',
        vp: 2,
        shape: { x: 910, y: 775, w: 80, h: 70 },
      });
    }, /rack 'darkblue3' is fed by no room/);
    refused((b) => {
      rackOf(layoutOf(b, 'small'), 'red').id = 'lightblue';
    }, /rack id 'lightblue' is used twice/);
  });

  test('COMP-10 more book spaces than the 25 Book tokens', () => {
    refused((b) => {
      const large = layoutOf(b, 'large');
      const library = roomOf(large, 'library');
      const others =
        large.locations.reduce((sum, l) => sum + (l.kind === 'room' ? l.books : 0), 0) - library.books;
      library.books = 26 - others;
    }, /layout 'large': rooms hold 26 books, but the game has only 25 \(COMP-10\)/);
  });
});

describe('validateBoard refuses broken route cards and Cultist tokens', () => {
  test('a route colour that does not exist', () => {
    refused((b) => {
      b.routes[0]!.lines[0][0] = 'purple' as Colour;
    }, /routes\[0\]\.lines\[0\]\[0\] must be one of lightblue, red, green, darkblue, pink, orange \(got "purple"\)/);
  });

  test('a route line with one colour, or a repeated colour, or not 4 lines', () => {
    refused((b) => {
      b.routes[1]!.lines[1] = ['green'];
    }, /route 2, line 2: lists 1 colour\(s\); each line offers at least 2/);
    refused((b) => {
      b.routes[2]!.lines[0] = ['green', 'green'];
    }, /route 3, line 1: repeats a colour/);
    refused((b) => {
      (b.routes[3]!.lines as Colour[][]).pop();
    }, /routes\[3\]\.lines must have 4 lines/);
  });

  test('COMP-04 ten route cards with distinct ids', () => {
    refused((b) => {
      b.routes.pop();
    }, /the game has 10 route cards \(COMP-04\), found 9/);
    refused((b) => {
      b.routes[9]!.id = 1;
    }, /route card ids must be unique/);
  });

  test('COMP-11 a Cultist token naming a room missing from a layout', () => {
    refused((b) => {
      b.cultistTokens[0] = 'pink3';
    }, /Cultist token room 'pink3' is not a room of layout 'small' \(M-C17\)/);
    refused((b) => {
      b.cultistTokens[1] = 'central';
    }, /Cultist token room 'central' is not a room of layout 'small'/);
    refused((b) => {
      b.cultistTokens.pop();
    }, /the game has 3 Cultist tokens \(COMP-11\), found 2/);
  });

  test('SETUP-13 each layout has a space for each of the 3 Cultist tokens', () => {
    refused((b) => {
      layoutOf(b, 'medium').cultistSpaces.pop();
    }, /layout 'medium': has 2 Cultist token spaces/);
  });

  test('COMP-21 two rooms with the same icon, or a room whose icon changes between layouts', () => {
    refused((b) => {
      roomOf(layoutOf(b, 'small'), 'darkblue2').icon = 'flask';
    }, /layout 'small': rooms 'darkblue1' and 'darkblue2' show the same icon 'flask'/);
    refused((b) => {
      roomOf(layoutOf(b, 'large'), 'pink1').icon = 'rose';
    }, /room 'pink1' is pink\/rose in layout 'large' but pink\/mask in layout 'small'/);
  });
});

describe('validateBoard reports each problem where it is', () => {
  test('a problem in one layout neither hides nor blames the other layouts', () => {
    const problems = refused((b) => {
      removeDoor(layoutOf(b, 'small'), 'orange1', 'west-wing');
    }, /room 'orange1' has no door/);
    assert.deepEqual(
      problems.filter((p) => !p.startsWith("layout 'small'")),
      [],
      'only the small layout is at fault',
    );
    const both = problemsAfter((b) => {
      removeDoor(layoutOf(b, 'small'), 'orange1', 'west-wing');
      removeDoor(layoutOf(b, 'large'), 'orange1', 'west-wing');
    });
    assert.ok(
      both.some((p) => p.startsWith("layout 'large': room 'orange1' has no door")),
      both.join('\n'),
    );
  });

  test('removing any one door or location never makes the validator throw', () => {
    const source = copy();
    source.layouts.forEach((l, li) => {
      l.doors.forEach((_, di) => {
        const b = copy();
        b.layouts[li]!.doors.splice(di, 1);
        assert.ok(Array.isArray(validateBoard(b)));
      });
      l.locations.forEach((loc) => {
        const b = copy();
        const layout = b.layouts[li]!;
        layout.locations = layout.locations.filter((x) => x.id !== loc.id);
        assert.ok(validateBoard(b).length > 0, `removing ${loc.id} from ${l.id} must be refused`);
      });
    });
  });
});

describe('board facts', () => {
  test('COMP-01 SETUP-08 the map is assembled in three layouts, for 4-6, 7 and 8 players', () => {
    const players = [...SHIPPED_BOARD.layouts.values()].map((l) => [l.id, [...l.data.players]]);
    assert.deepEqual(players, [
      ['small', [4, 5, 6]],
      ['medium', [7]],
      ['large', [8]],
    ]);
  });

  test('PC-12 M-C01 9, 10 and 11 rooms; M-C03 the named rooms', () => {
    const rooms = (id: string): string[] =>
      SHIPPED_BOARD.layouts
        .get(id)!
        .rooms.map((r) => SHIPPED_BOARD.layouts.get(id)!.locations[r]!.id)
        .sort();
    const ten = [
      'cafeteria',
      'darkblue1',
      'darkblue2',
      'darkblue3',
      'library',
      'orange1',
      'orange2',
      'pink1',
      'pink2',
      'security',
    ];
    assert.equal(rooms('small').length, 9);
    assert.deepEqual(rooms('medium'), ten);
    assert.deepEqual(rooms('large'), [...ten, 'pink3'].sort());
  });

  test('PC-15 the Fishman enters by the east wing at 4-6 players and by the Central Hallway at 7/8', () => {
    const entry = (id: string): string => {
      const l = SHIPPED_BOARD.layouts.get(id)!;
      return l.locations[l.fishmanEntry]!.id;
    };
    assert.equal(entry('small'), 'east-wing');
    assert.equal(entry('medium'), 'central');
    assert.equal(entry('large'), 'central');
    const small = SHIPPED_BOARD.layouts.get('small')!;
    const borders = small.adjacent[small.fishmanEntry]!.map((i) => small.colour[i]);
    assert.ok(borders.includes('lightblue') && borders.includes('pink'));
  });

  test('GEN-09 Locations are rooms and hallways, plus the lake and three Cultist-token spaces', () => {
    for (const l of SHIPPED_BOARD.layouts.values()) {
      assert.ok(l.rooms.length > 0 && l.hallways.length > 0);
      assert.equal(l.rooms.length + l.hallways.length, l.locations.length);
      assert.equal(l.data.cultistSpaces.length, 3);
      assert.ok(Number.isFinite(l.data.lake.x) && Number.isFinite(l.data.lake.y));
    }
  });

  test('COMP-21 every room carries an icon of its own, so colour is never the only cue', () => {
    for (const l of SHIPPED_BOARD.layouts.values()) {
      const icons = l.rooms.map((r) => (l.locations[r] as RoomData).icon);
      assert.ok(icons.every((i) => i.length > 0));
      assert.equal(new Set(icons).size, icons.length, `icons repeat in ${l.id}`);
      // Rooms that share a colour are told apart by the icon.
      const pinks = l.rooms
        .filter((r) => l.colour[r] === 'pink')
        .map((r) => (l.locations[r] as RoomData).icon);
      assert.ok(pinks.length >= 2 && new Set(pinks).size === pinks.length);
    }
  });

  test('COMP-10 M-C07 book spaces fit the 25 Book tokens; the orange rooms hold 4', () => {
    for (const l of SHIPPED_BOARD.layouts.values()) {
      const books = l.rooms.reduce((s, r) => s + (l.locations[r] as RoomData).books, 0);
      assert.ok(books <= 25, `${l.id} needs ${books} books`);
      const orange = l.racks.find((r) => r.colour === 'orange')!;
      assert.equal(orange.capacity, 4);
      assert.equal(orange.vp, 4);
    }
  });

  test('COMP-11 M-C17 the three Cultist tokens show rooms present on every layout', () => {
    assert.equal(SHIPPED_BOARD.cultistTokens.length, 3);
    for (const l of SHIPPED_BOARD.layouts.values()) {
      for (const t of SHIPPED_BOARD.cultistTokens) assert.ok(l.isRoom[l.byId[t]!], `${t} on ${l.id}`);
    }
  });
});
