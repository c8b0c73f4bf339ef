// Finds, among seeded random games, one that exercises each fixed bug, and stores it as a game
// record (setup + seed + actions) in data/replays/. Run once per bug; the records are test data.
//   node --import tsx packages/engine/test/make-replays.ts
import { writeFileSync } from 'node:fs';
import {
  layoutById,
  replay,
  type GameOptions,
  type GameRecord,
  type GameState,
  type LogEntry,
} from '../src/index.ts';
import { seedOf } from '../src/testing.ts';
import { playRandomGame } from './random-play.ts';

interface Wanted {
  readonly file: string;
  readonly description: string;
  readonly options: (n: number) => GameOptions;
  readonly matches: (s: GameState) => boolean;
  readonly confirm?: (record: GameRecord) => boolean;
}

/** Whether some colour group holds living Characters in two different rooms. */
export function groupSplitAcrossRooms(s: GameState): boolean {
  const layout = layoutById(s.config.layout);
  return Object.values(layout.groupMembers).some((rooms) => {
    const occupied = new Set(
      s.seats.filter((st) => st.alive && rooms.includes(st.location)).map((st) => st.location),
    );
    return occupied.size >= 2;
  });
}

function entriesOf(s: GameState): readonly LogEntry[] {
  return s.log;
}

const WANTED: Wanted[] = [
  {
    file: 'mirror-secret-doors.json',
    description:
      'Secret Doors in one round, Mirror in the next, with living Characters in two rooms of one colour when the Mirror is drawn. The doors were open all through the Movement, so the Mirror must not start Encounters (AMB-04, AMB-37); before the fix it did.',
    options: (n) => ({ players: 8, seed: seedOf(50_000 + n) }),
    matches: (s) => entriesOf(s).some((e) => e.t === 'mirrored' && e.token === 'secretDoors'),
    // Replayed up to the Mirror, a colour group must be split across rooms, or the record proves nothing.
    confirm: (record) => {
      for (let k = 1; k <= record.actions.length; k++) {
        const r = replay({ options: record.options, actions: record.actions.slice(0, k) });
        if (r.state.log.some((e) => e.t === 'mirrored' && e.token === 'secretDoors'))
          return groupSplitAcrossRooms(r.state);
      }
      return false;
    },
  },
  {
    file: 'rack-before-room-finished.json',
    description:
      'A Check a Room whose Success shelves the last book of a room and completes its rack. The rack scores, then the room is finished (BOOK-06: "finally" its token and deck go); before the fix the room was finished first.',
    options: (n) => ({ players: 7, seed: seedOf(60_000 + n) }),
    matches: (s) => {
      const log = entriesOf(s);
      return log.some((e, i) => e.t === 'rackScored' && log[i + 1]?.t === 'roomFinished');
    },
  },
  {
    file: 'secret-doors-physical-rooms.json',
    description:
      'A game with the ruleset flag secretDoorsGroupRule off, in which Secret Doors is drawn and Characters move through same-coloured rooms. Every Movement must still end in a different room than it started (GOLD-03); before the fix a free step back could end it where it began.',
    options: (n) => ({ players: 8, seed: seedOf(70_000 + n), ruleset: { secretDoorsGroupRule: false } }),
    matches: (s) =>
      entriesOf(s).some((e) => e.t === 'eventDrawn' && e.token === 'secretDoors' && e.round < 9),
  },
  {
    file: 'automa-crosses-several-doors.json',
    description:
      'A 4-player game: the AUTOMA walks towards a room several Doors away. It must keep its target after the first Door (AUTOMA-06); before the fix it stopped after one Door every turn.',
    options: (n) => ({ players: 4, seed: seedOf(80_000 + n) }),
    matches: (s) => automaTurns(s).some((t) => t.length >= 2),
  },
  {
    file: 'mountains-elevators.json',
    description:
      'A game on the Mountains of Chaos map for 7 players with an Elevator ridden, one called and one riding by itself after the Movement Phase, and the Revolving Door turning every round (MOC-DOOR-01, MOC-ELEV-03/04/05). Pins the expansion map rules as they first shipped.',
    options: (n) => ({ players: 7, seed: seedOf(90_000 + n), board: 'mountains' }),
    matches: (s) => {
      const moved = entriesOf(s).filter((e) => e.t === 'elevatorMoved');
      return (
        s.round >= 6 &&
        moved.some((e) => e.by === null) &&
        moved.some((e) => e.by !== null && e.riders.includes(e.by)) &&
        moved.some((e) => e.by !== null && !e.riders.includes(e.by) && e.riders.length > 0)
      );
    },
  },
];

/** The AUTOMA's Movement turns, as the list of places it stepped into. */
export function automaTurns(s: GameState): number[][] {
  const turns: number[][] = [];
  let open = false;
  for (const e of s.log) {
    if (e.t === 'moved' && e.seat === s.config.automa) {
      if (open) turns.at(-1)!.push(e.to);
      else turns.push([e.to]);
      open = true;
    } else if (e.t === 'moved' || e.t === 'teleported' || e.t === 'stayed' || e.t === 'phase') open = false;
  }
  return turns;
}

// With file names as arguments, only those records are (re)made.
const only = process.argv.slice(2);
const chosen = WANTED.filter((w) => only.length === 0 || only.includes(w.file));
for (const wanted of process.argv[1]?.endsWith('make-replays.ts') ? chosen : []) {
  for (let n = 0; n < 5000; n++) {
    const options = wanted.options(n);
    const { state, steps } = playRandomGame(options, n);
    if (!wanted.matches(state)) continue;
    const record: GameRecord = { options, actions: steps.map(({ seat, action }) => ({ seat, action })) };
    if (wanted.confirm && !wanted.confirm(record)) continue;
    const result = state.result!;
    writeFileSync(
      new URL(`./data/replays/${wanted.file}`, import.meta.url),
      `${JSON.stringify({ description: wanted.description, result, record })}\n`,
    );
    process.stdout.write(
      `${wanted.file}: game ${n}, ${steps.length} actions, ${result.winner}/${result.reason}\n`,
    );
    break;
  }
}
