/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  checkOptions,
  legalActions,
  logFor,
  MOUNTAINS_BOARD,
  turnOf,
  viewFor,
  type GameState,
  type PlayerView,
  type ViewedEvent,
} from '@among-cultists/engine';
import {
  DEFAULT_BOARD_ID,
  HALLWAY_COLOURS,
  locationIndex,
  sharedEdge,
  SHIPPED_BOARDS,
} from '@among-cultists/engine/content';
import i18next, { type TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Board } from '../src/board/Board.tsx';
import { homeOf } from '../src/board/GameMap.tsx';
import { shortLocationName } from '../src/board/mapNames.ts';
import {
  distanceToRect,
  DISC_REACH,
  keepClear,
  MIN_DISC_R,
  overlapDistance,
  placeDiscs,
  placeLocationLabel,
} from '../src/board/discLayout.ts';
import {
  contains,
  labelBoxes,
  markBoxes,
  NARROW_ROOM,
  overlaps,
  placeLabel,
  roomMarks,
} from '../src/board/labels.ts';
import {
  barrierMark,
  doorHallways,
  elevatorsOf,
  HALLWAY_FILL,
  HALLWAY_TEXT,
  locationShape,
  occupied,
  placeRiders,
  sideOf,
  tagPlace,
} from '../src/board/mountains.tsx';
import {
  MOUNTAINS_LEGEND_ITEMS,
  MountainsHelp,
  MountainsLegend,
  mountainsStatusLines,
} from '../src/board/MountainsInfo.tsx';
import {
  BOARD_CHOICES,
  boardName,
  boardOption,
  BoardSelect,
  DEFAULT_BOARD_CHOICE,
} from '../src/components/BoardSelect.tsx';
import { LobbySettings } from '../src/components/LobbySettings.tsx';
import { actionLabel } from '../src/game/actionLabel.ts';
import { eventText } from '../src/game/eventText.ts';
import { explainText, MOUNTAINS_REJECTIONS } from '../src/game/mountains.ts';
import { locationName, makeNames } from '../src/game/names.ts';
import { rejectionText } from '../src/game/rejection.ts';
import { waitingText } from '../src/game/waiting.ts';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { doorCycle, mountainsTargets, MountainsSection } from '../src/learn/MountainsSection.tsx';
import { LEARN_TEXT } from '../src/learn/text/index.ts';
import { loadRemembered, remember } from '../src/net/remembered.ts';
import { englishT, lobbyFor, walkGame } from './helpers.ts';

let t: TFunction;
before(async () => {
  t = await englishT();
});

const LAYOUTS = [...MOUNTAINS_BOARD.layouts.values()];
const LANGS = Object.keys(LANGUAGES) as Language[];

/** Accessible names as rendered: aria-label attributes, unescaped. */
function labels(html: string): string[] {
  return [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"'),
  );
}

function readable(text: string, what: string): void {
  assert.ok(text.trim().length > 0, `${what}: empty`);
  assert.ok(!text.includes('{{'), `${what}: unfilled placeholder in "${text}"`);
  assert.ok(!/^(mountains|actions|ev|explain|rejection)\./.test(text), `${what}: missing text "${text}"`);
  assert.ok(!text.includes('undefined') && !text.includes('[object'), `${what}: "${text}"`);
}

async function inLanguage<T>(lng: Language, run: () => T): Promise<T> {
  await i18next.changeLanguage(lng);
  try {
    return run();
  } finally {
    await i18next.changeLanguage('en');
  }
}

/** A Mountains of Chaos game played at random until `stop` holds (or to its end). */
function mountainsGame(players: 4 | 5 | 6 | 7 | 8, seed: number, stop: (s: GameState) => boolean): GameState {
  return walkGame({ players, seed, board: MOUNTAINS_BOARD.id }, stop);
}

function freshView(players: 4 | 5 | 6 | 7 | 8 = 5): PlayerView {
  return viewFor(
    mountainsGame(players, 1, () => true),
    'spectator',
  );
}

/** Relative luminance and contrast ratio (WCAG 2.1). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the Mountains of Chaos map drawn (MOC-MOVE-01, MOC-DOOR-01, MOC-ELEV-02)', () => {
  for (const layout of LAYOUTS) {
    it(`MOC-ELEV-02 draws every location of the ${layout.id} layout with an accessible name, Elevators too`, () => {
      const html = renderToStaticMarkup(
        <Board layout={layout} t={t} view={freshView(layout.data.players[0] as 5)} />,
      );
      const names = labels(html);
      for (const [id, data] of layout.locations.entries()) {
        const name = locationName(t, layout, id);
        assert.ok(
          names.some((label) => label.startsWith(`${name}:`)),
          `no element is named after ${data.id} (${name})`,
        );
        assert.ok(html.includes(`data-location="${data.id}"`), `${data.id} is not drawn`);
      }
      assert.ok(names.some((l) => l.startsWith('Hallway A: amber Hallway')));
      assert.ok(
        names.some((l) => /^Elevator 1: stands at Cafeteria, empty$/.test(l)),
        names.join('\n'),
      );
      assert.ok(
        names.some((l) => /^Elevator 1: its door at Pink Room 1; the Elevator is at Cafeteria$/.test(l)),
      );
    });
  }

  it('MOC-MOVE-01 fills each Hallway with its colour, each readable under the Hallway names', () => {
    const fills = HALLWAY_COLOURS.map((c) => HALLWAY_FILL[c]);
    assert.equal(new Set(fills).size, HALLWAY_COLOURS.length, 'each colour its own fill');
    for (const c of HALLWAY_COLOURS)
      assert.ok(
        contrast(HALLWAY_FILL[c], HALLWAY_TEXT) >= 4.5,
        `${c}: ${contrast(HALLWAY_FILL[c], HALLWAY_TEXT)}`,
      );
    const layout = LAYOUTS[0]!;
    const html = renderToStaticMarkup(<Board layout={layout} t={t} />);
    for (const data of layout.locations)
      if (data.kind === 'hallway' && data.hallwayColour)
        assert.match(
          html,
          new RegExp(
            `data-location="${data.id}"><title>[^<]*</title><rect [^>]*fill="${HALLWAY_FILL[data.hallwayColour]}"`,
          ),
        );
  });

  it('MOC-DOOR-01 the Revolving Door blocks C, D, A, B in turn, said in words and marked by the blocked Hallway', () => {
    const layout = LAYOUTS[0]!;
    const view = freshView();
    const letters: string[] = [];
    for (let turns = 0; turns < 5; turns++) {
      const arms = layout.crossing!;
      const blocks = arms[turns % arms.length]!;
      const turned: PlayerView = { ...view, revolvingDoor: { blocks, turns } };
      const html = renderToStaticMarkup(<Board layout={layout} t={t} view={turned} />);
      const blocked = layout.locations[blocks]!;
      letters.push(blocked.kind === 'hallway' ? blocked.letter! : '?');
      assert.ok(html.includes(`data-blocks="${blocked.id}"`));
      const next = layout.locations[arms[(turns + 1) % arms.length]!]!.name;
      assert.ok(
        labels(html).includes(
          `Revolving Door: it blocks ${blocked.name} this Round; next Round it blocks ${next}`,
        ),
      );
      assert.ok(
        labels(html).some(
          (l) =>
            l ===
            `${blocked.name}: ${t(`mountains.colour.${blocked.kind === 'hallway' ? blocked.hallwayColour! : 'amber'}`)} Hallway, blocked by the Revolving Door this Round`,
        ),
      );
      // The ✕ lies in the blocked Hallway, clear of its name.
      const side = sideOf(layout.data.crossing!.shape, blocked.shape)!;
      const mark = barrierMark(layout.data.crossing!.shape, side);
      assert.ok(contains(blocked.shape, mark), `${blocked.id}: the ✕ is inside it`);
      for (const box of labelBoxes(placeLocationLabel(layout, blocks, blocked.name)))
        assert.ok(!overlaps(mark, box), `${blocked.id}: the ✕ covers its name`);
    }
    assert.deepEqual(letters, ['C', 'D', 'A', 'B', 'C']);
    assert.deepEqual(doorHallways(layout, null), { blocked: layout.crossing![0], next: layout.crossing![1] });
  });

  it('MOC-ELEV-06 draws each Elevator at the cabin of the Room it stands at, the other stop as a shaft door', () => {
    const layout = LAYOUTS[0]!;
    const view = freshView();
    for (const { loc, data } of elevatorsOf(layout)) {
      const info = layout.elevators!.find((e) => e.loc === loc)!;
      assert.deepEqual(locationShape(layout, loc, view), data.cabins[info.start]);
      const other = info.start === 0 ? 1 : 0;
      const moved: PlayerView = {
        ...view,
        elevators: view.elevators!.map((e) => (e.elevator === loc ? { ...e, at: info.stops[other] } : e)),
      };
      assert.deepEqual(locationShape(layout, loc, moved), data.cabins[other]);
      const html = renderToStaticMarkup(<Board layout={layout} t={t} view={moved} />);
      const cabin = data.cabins[other];
      assert.match(
        html,
        new RegExp(`data-location="${data.id}"><title>[^<]*</title><rect x="${cabin.x}" y="${cabin.y}"`),
      );
    }
  });

  it('MOC-ELEV-02 riders stand inside the cabin, however many, 28 px on a phone (two or more stacked under a count), and the map opens on a rider', () => {
    const layout = LAYOUTS[2]!;
    // Seat 0's own view: the map opens on its disc.
    const base = viewFor(
      mountainsGame(8, 1, () => true),
      0,
    );
    const { loc, data } = elevatorsOf(layout)[0]!;
    for (let riders = 1; riders <= 8; riders++) {
      const shape = locationShape(layout, loc, base)!;
      const placed = placeRiders(shape, riders);
      assert.equal(placed.at.length, riders);
      assert.ok(placed.r >= MIN_DISC_R, `${riders} riders: r ${placed.r}`);
      // One rider shows; more stand together under the chip that counts and lists them.
      assert.equal(placed.shown, riders === 1 ? undefined : 0);
      for (const p of placed.at)
        assert.ok(
          contains(shape, { x: p.x - placed.r, y: p.y - placed.r, w: 2 * placed.r, h: 2 * placed.r }),
          `${riders} riders: a disc outside the cabin`,
        );
      const seats = base.seats.map((s) => (s.seat < riders ? { ...s, location: loc } : s));
      const view: PlayerView = {
        ...base,
        seats,
        elevators: base.elevators!.map((e) =>
          e.elevator === loc
            ? { ...e, riders: seats.filter((s) => s.location === loc).map((s) => s.seat) }
            : e,
        ),
      };
      const html = renderToStaticMarkup(<Board layout={layout} t={t} view={view} />);
      assert.equal(
        [...html.matchAll(new RegExp(`data-location="${data.id}" class="disc`, 'g'))].length,
        riders,
      );
      const chip = `<circle cx="${shape.x + shape.w / 2}" cy="${shape.y + shape.h / 2}" r="${placed.r}" class="disc-stack-chip"`;
      assert.equal(html.includes(chip), riders > 1, `${riders} riders: the chip in the cabin`);
      if (riders === 2)
        assert.ok(labels(html).includes('Elevator 1: stands at Cafeteria, with Seat 1, Seat 2 inside'));
      const home = homeOf({ layout, view });
      assert.deepEqual(home, { x: shape.x + shape.w / 2, y: shape.y + shape.h / 2 });
    }
  });

  it('labels each Elevator with a tag on free ground inside the map, at both stops', () => {
    for (const layout of LAYOUTS) {
      const taken = occupied(layout);
      const b = layout.data.bounds;
      for (const { data } of elevatorsOf(layout))
        for (const cabin of data.cabins) {
          const tag = tagPlace(layout, cabin);
          assert.ok(contains(b, tag), `${layout.id} ${data.id}: the tag leaves the map`);
          for (const o of taken)
            assert.ok(!overlaps(tag, o), `${layout.id} ${data.id}: the tag covers something`);
        }
    }
  });

  it('MOC-ELEV-01 a legal boarding step makes the cabin a button named by what it does', () => {
    const layout = LAYOUTS[0]!;
    const { loc } = elevatorsOf(layout)[0]!;
    const html = renderToStaticMarkup(
      <Board
        layout={layout}
        t={t}
        view={freshView()}
        targets={new Map([[loc, 'Move to Elevator 1']])}
        onPick={() => {}}
      />,
    );
    assert.match(
      html,
      /role="button" aria-label="Move to Elevator 1\. Elevator 1: stands at Cafeteria, empty" tabindex="0"/,
    );
  });

  for (const lng of LANGS)
    it(`${lng}: names the lettered Hallways and the Elevators in the language's terms`, async () => {
      const layout = LAYOUTS[0]!;
      const names = await inLanguage(lng, () =>
        layout.locations.map((_, i) => locationName(i18next.t, layout, i)),
      );
      const expected: Record<Language, [string, string]> = {
        en: ['Hallway A', 'Elevator 1'],
        de: ['Gang A', 'Fahrstuhl 1'],
        fr: ['Couloir A', 'Ascenseur 1'],
        es: ['Pasillo A', 'Ascensor 1'],
        it: ['Corridoio A', 'Ascensore 1'],
        nl: ['Gang A', 'Lift 1'],
      };
      assert.ok(names.includes(expected[lng][0]), names.join(', '));
      assert.ok(names.includes(expected[lng][1]), names.join(', '));
    });
});

describe('Mountains of Chaos names and discs on the map, in six languages (MOC-MOVE-01)', () => {
  for (const layout of LAYOUTS)
    it(`of the ${layout.id} layout: names fit unshortened inside their location, clear of doors and the Revolving Door's marks; 1-8 discs never cover a name or another's number`, async () => {
      const crossing = layout.data.crossing!;
      const doors = layout.data.doors.map(([a, b]) => {
        const { mid } = sharedEdge(
          layout.locations[locationIndex(layout, a)!]!.shape,
          layout.locations[locationIndex(layout, b)!]!.shape,
        );
        return { x: mid.x - 14, y: mid.y - 14, w: 28, h: 28 };
      });
      let checked = 0;
      for (const lng of LANGS) {
        const names = await inLanguage(lng, () =>
          layout.locations.map((_, i) => locationName(i18next.t, layout, i)),
        );
        const shorts = await inLanguage(lng, () =>
          layout.locations.map((_, i) => shortLocationName(i18next.t, layout, i)),
        );
        for (const [loc, data] of layout.locations.entries()) {
          if (data.kind === 'elevator') continue;
          const name = names[loc]!;
          const placed = placeLocationLabel(layout, loc, name, undefined, shorts[loc]);
          const where = `${lng} ${data.id} "${name}"`;
          assert.ok(!placed.shortened, `${where} is shortened`);
          const marks =
            data.kind === 'hallway' && sideOf(crossing.shape, data.shape)
              ? [barrierMark(crossing.shape, sideOf(crossing.shape, data.shape)!)]
              : [];
          for (const box of labelBoxes(placed)) {
            assert.ok(contains(data.shape, box), `${where} leaves its location`);
            for (const mark of [...doors, ...marks, crossing.shape])
              assert.ok(!overlaps(box, mark), `${where} overlaps ${JSON.stringify(mark)}`);
          }
          const keep = keepClear(layout, loc, placed);
          for (let count = 1; count <= 8; count++) {
            const discs = placeDiscs(data.shape, keep, count);
            const reach = discs.r + DISC_REACH;
            for (const at of discs.at) {
              assert.ok(
                contains(data.shape, { x: at.x - reach, y: at.y - reach, w: 2 * reach, h: 2 * reach }),
                `${where}, ${count} discs: one leaves its location`,
              );
              for (const box of keep.label)
                assert.ok(distanceToRect(at, box) >= reach, `${where}, ${count} discs: one covers the name`);
            }
            // Stacked discs share the chip's place: what shows is the first `shown` and the chip.
            const seen = discs.shown === undefined ? discs.at : discs.at.slice(0, discs.shown + 1);
            for (const [i, a] of seen.entries())
              for (const b of seen.slice(i + 1))
                assert.ok(Math.hypot(a.x - b.x, a.y - b.y) >= overlapDistance(discs.r) - 1e-9, where);
          }
          checked++;
        }
      }
      assert.equal(checked, (layout.locations.length - (layout.elevators?.length ?? 0)) * 6);
    });
});

describe('Room badges on the Mountains of Chaos maps', () => {
  it('stay inside their Room and apart from one another, in the narrow Rooms of the 7- and 8-player maps too', () => {
    let narrow = 0;
    for (const layout of LAYOUTS)
      for (const data of layout.locations) {
        if (data.kind !== 'room') continue;
        if (data.shape.w < NARROW_ROOM) narrow++;
        const marks = markBoxes(roomMarks(data.shape));
        for (const [name, box] of marks)
          assert.ok(contains(data.shape, box), `${layout.id} ${data.id} ${name}`);
        for (const [i, [a, boxA]] of marks.entries())
          for (const [b, boxB] of marks.slice(i + 1))
            assert.ok(!overlaps(boxA, boxB), `${layout.id} ${data.id}: ${a} / ${b}`);
        const label = placeLabel('room', data.shape, data.name);
        for (const box of labelBoxes(label))
          for (const [name, mark] of marks) assert.ok(!overlaps(box, mark), `${data.id}: name / ${name}`);
      }
    assert.ok(narrow > 0, 'the narrow Rooms were checked');
  });
});

describe('Elevator actions, log entries and refusals in words (MOC-ELEV-03/04/05, MOC-DOOR-01)', () => {
  const layout = LAYOUTS[0]!;
  const events: ViewedEvent[] = [
    { t: 'revolvingDoorTurned', blocks: layout.crossing![1]!, seq: 1, round: 1 },
    {
      t: 'elevatorMoved',
      elevator: 13,
      from: 12,
      to: 4,
      riders: [0, 2],
      by: 0,
      seq: 2,
      round: 1,
    },
    { t: 'elevatorMoved', elevator: 13, from: 12, to: 4, riders: [], by: 1, seq: 3, round: 1 },
    {
      t: 'elevatorMoved',
      elevator: 13,
      from: 12,
      to: 4,
      riders: [3],
      by: 1,
      seq: 4,
      round: 1,
    },
    {
      t: 'elevatorMoved',
      elevator: 14,
      from: 10,
      to: 0,
      riders: [4],
      by: null,
      seq: 5,
      round: 1,
    },
  ];

  it('MOC-ELEV-04 MOC-ELEV-05 each log entry says who rode, called or was carried, in English', () => {
    const names = makeNames(t, null, layout);
    const at = (id: string) =>
      locationName(
        t,
        layout,
        layout.locations.findIndex((l) => l.id === id),
      );
    const blocks = locationName(t, layout, layout.crossing![1]!);
    assert.deepEqual(
      events.map((e) => eventText(e, names)),
      [
        `The Revolving Door turns: it now blocks ${blocks}.`,
        `Seat 1 rides ${at('elevator1')} from ${locationName(t, layout, 12)} to ${locationName(t, layout, 4)}; Seat 1, Seat 3 get off there.`,
        `Seat 2 calls ${at('elevator1')} from ${locationName(t, layout, 12)} to ${locationName(t, layout, 4)}.`,
        `Seat 2 calls ${at('elevator1')} from ${locationName(t, layout, 12)} to ${locationName(t, layout, 4)}; Seat 4 gets off there.`,
        `${at('elevator2')} rides by itself from ${locationName(t, layout, 10)} to ${locationName(t, layout, 0)}; Seat 5 gets off there.`,
      ],
    );
  });

  for (const lng of LANGS)
    it(`${lng}: MOC-ELEV-04 the Elevator actions, their explanations, log entries and refusals are worded`, async () => {
      await inLanguage(lng, () => {
        const names = makeNames(i18next.t, null, layout);
        const ride = actionLabel({ type: 'rideElevator' }, names);
        const call = actionLabel({ type: 'callElevator', elevator: 13 }, names);
        readable(ride, 'ride');
        readable(call, 'call');
        assert.notEqual(ride, call);
        assert.ok(call.includes(locationName(i18next.t, layout, 13)), call);
        for (const type of ['rideElevator', 'callElevator'] as const)
          readable(explainText(i18next.t, type), type);
        readable(explainText(i18next.t, 'step'), 'step');
        for (const e of events) readable(eventText(e, names), e.t);
        for (const code of MOUNTAINS_REJECTIONS) {
          const text = rejectionText(i18next.t, code, 'English from the server');
          readable(text, code);
          assert.notEqual(text, 'English from the server');
        }
      });
    });

  it('MOC-ELEV-04 a whole Mountains of Chaos game renders every legal action and log entry readably', () => {
    let elevatorActions = 0;
    const s = mountainsGame(5, 7, (st) => {
      if (st.phase.kind === 'over') return false;
      for (let seat = 0; seat < st.seats.length; seat++) {
        const view = viewFor(st, seat);
        const names = makeNames(t, null, view.board.layout);
        for (const a of legalActions(st, seat)) {
          if (a.type === 'rideElevator' || a.type === 'callElevator') elevatorActions++;
          readable(actionLabel(a, names), JSON.stringify(a));
        }
      }
      return false;
    });
    const names = makeNames(t, null, s.config.board.layout);
    const log = logFor(s, 'spectator');
    for (const event of log) readable(eventText(event, names), JSON.stringify(event));
    assert.ok(
      log.some((e) => e.t === 'revolvingDoorTurned'),
      'the Door turned',
    );
    assert.ok(elevatorActions > 0, 'an Elevator action was offered');
  });

  it('MOC-ELEV-04 the status names the player whose Movement it is while an Elevator action is offered', () => {
    let checked = 0;
    for (let seed = 1; seed <= 30 && checked === 0; seed++)
      mountainsGame(5, seed, (st) => {
        if (st.phase.kind !== 'movement') return false;
        const seat = st.phase.seat;
        if (!legalActions(st, seat).some((a) => a.type === 'rideElevator' || a.type === 'callElevator'))
          return false;
        const view = viewFor(st, seat);
        const names = makeNames(t, null, view.board.layout);
        assert.equal(turnOf(view), seat);
        assert.equal(waitingText(view, names), 'Your turn');
        const other = viewFor(st, (seat + 1) % st.seats.length);
        assert.equal(waitingText(other, names), `Seat ${seat + 1} to play`);
        checked++;
        return true;
      });
    assert.equal(checked, 1);
  });
});

describe('under the map: the Door and Elevators in words, the legend, the help', () => {
  it('MOC-SETUP-02 MOC-SETUP-03 the status says where the Door and the Elevators stand at the start', () => {
    const view = freshView();
    const layout = view.board.layout;
    assert.deepEqual(
      mountainsStatusLines(t, layout, view, (s) => `Seat ${s + 1}`),
      [
        'The Revolving Door blocks Hallway C; next Round: Hallway D.',
        'Elevator 1 stands at Cafeteria, empty.',
        'Elevator 2 stands at Dark Blue Room 2, empty.',
      ],
    );
  });

  for (const lng of LANGS)
    it(`${lng}: the legend explains every new mark and the help gives the victory table (MOC-WIN-01)`, async () => {
      const layout = LAYOUTS[0]!;
      await i18next.changeLanguage(lng);
      try {
        const legend = renderToStaticMarkup(
          <I18nextProvider i18n={i18next}>
            <MountainsLegend layout={layout} />
          </I18nextProvider>,
        );
        for (const item of MOUNTAINS_LEGEND_ITEMS) {
          assert.ok(legend.includes(`data-legend="${item}"`), item);
          readable(i18next.t(`mountains.legend.${item}.term`), item);
        }
        const help = renderToStaticMarkup(
          <I18nextProvider i18n={i18next}>
            <MountainsHelp layout={layout} vpTargets={MOUNTAINS_BOARD.vpTargets} />
          </I18nextProvider>,
        );
        assert.doesNotMatch(help, /\{\{/);
        for (const n of ['10', '11', '12']) assert.ok(help.includes(n), `${lng}: ${n} VP`);
      } finally {
        await i18next.changeLanguage('en');
      }
    });

  it('draws nothing of the kind on the University map', () => {
    const view = viewFor(
      walkGame({ players: 5, seed: 3 }, () => true),
      'spectator',
    );
    const layout = view.board.layout;
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18next}>
        <Board layout={layout} t={t} view={view} />
        <MountainsLegend layout={layout} />
        <MountainsHelp layout={layout} />
      </I18nextProvider>,
    );
    assert.ok(!html.includes('crossing') && !html.includes('lift-tag') && !html.includes('mountains'));
    assert.deepEqual(mountainsStatusLines(t, layout, view, String), []);
  });
});

describe('choosing the map (MOC-WIN-01)', () => {
  it('the maps offered are the boards the engine ships, the default first (the menu does not load them to check)', () => {
    assert.deepEqual([...BOARD_CHOICES].sort(), SHIPPED_BOARDS.map((b) => b.id).sort());
    assert.equal(DEFAULT_BOARD_CHOICE, DEFAULT_BOARD_ID);
    assert.equal(BOARD_CHOICES[0], DEFAULT_BOARD_ID);
  });

  it('the form sends the Mountains of Chaos board id, the engine accepts it at every count', () => {
    assert.deepEqual(boardOption('university'), {});
    assert.deepEqual(boardOption('mountains'), { board: 'mountains' });
    for (const players of [4, 5, 6, 7, 8] as const) {
      const checked = checkOptions({
        players,
        seed: '0'.repeat(64),
        roleSet: 'first',
        ...boardOption('mountains'),
      });
      assert.ok(!('problems' in checked), JSON.stringify(checked));
    }
  });

  it('the landing page remembers the map chosen last, and drops an unknown one', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      remember({ name: 'Ann', board: 'mountains' });
      assert.deepEqual(loadRemembered(), { name: 'Ann', board: 'mountains' });
      store.set('ac.remembered', JSON.stringify({ board: 'atlantis' }));
      assert.deepEqual(loadRemembered(), {});
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  for (const lng of LANGS)
    it(`${lng}: the landing form offers both maps; the lobby names the map`, async () => {
      await i18next.changeLanguage(lng);
      try {
        const form = renderToStaticMarkup(
          <I18nextProvider i18n={i18next}>
            <BoardSelect value="mountains" onChange={() => {}} />
          </I18nextProvider>,
        );
        const m = LANGUAGES[lng].mountains;
        assert.ok(
          form.includes(
            `<option value="university">${m.boards.university.replaceAll("'", '&#x27;')}</option>`,
          ),
          form,
        );
        assert.ok(
          form.includes(`<option value="mountains" selected="">${m.boards.mountains}</option>`),
          form,
        );
        assert.ok(form.includes('aria-describedby'), 'the hint is tied to the select');
        const view = freshView();
        const lobby = {
          ...lobbyFor(view),
          status: 'lobby' as const,
          settings: {
            roleSet: 'first' as const,
            specialRoles: [],
            automa: false,
            timers: {},
            board: 'mountains',
          },
        };
        const html = renderToStaticMarkup(
          <I18nextProvider i18n={i18next}>
            <LobbySettings lobby={lobby} />
          </I18nextProvider>,
        );
        assert.ok(html.includes(`<dd>${m.boards.mountains}</dd>`), html);
        assert.equal(boardName(i18next.t, null), m.boards.university);
      } finally {
        await i18next.changeLanguage('en');
      }
    });
});

describe('/learn: the Mountains of Chaos maps', () => {
  it('MOC-DOOR-01 the Door table reads C, D, A, B, C, D, A, B, C, D; MOC-WIN-01 the targets 10/10/11/11/12', () => {
    const layout = LAYOUTS[0]!;
    const letters = doorCycle(layout).map(({ hallway }) => {
      const data = layout.locations[hallway]!;
      return data.kind === 'hallway' ? data.letter : '?';
    });
    assert.deepEqual(letters, ['C', 'D', 'A', 'B', 'C', 'D', 'A', 'B', 'C', 'D']);
    assert.deepEqual(
      mountainsTargets().map((c) => c.vp),
      [10, 10, 11, 11, 12],
    );
  });

  for (const lng of LANGS)
    it(`${lng}: MOC-ELEV-07 the section has every rule, both Elevators and both tables, every placeholder filled`, async () => {
      const text = (await LEARN_TEXT[lng]()).mountains;
      await i18next.changeLanguage(lng);
      try {
        const html = renderToStaticMarkup(
          <I18nextProvider i18n={i18next}>
            <MountainsSection text={text} />
          </I18nextProvider>,
        );
        assert.doesNotMatch(html, /\{\{\w+\}\}/);
        for (const key of ['hallways', 'board', 'auto', 'call', 'power', 'ghosts'] as const) {
          const esc = text[key].replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
          assert.ok(html.includes(esc), `${lng}: ${key}`);
        }
        assert.ok(html.includes('class="board"'), 'the map');
        assert.match(html, /<td>10<\/td><td>10<\/td><td>11<\/td><td>11<\/td><td>12<\/td>/);
        assert.match(html, /<td>C<\/td><td>D<\/td><td>A<\/td><td>B<\/td>/);
        const layout = LAYOUTS[0]!;
        for (const { loc } of elevatorsOf(layout))
          assert.ok(html.includes(locationName(i18next.t, layout, loc)));
      } finally {
        await i18next.changeLanguage('en');
      }
    });
});
