/**
 * Golden replays: complete games stored as setup + seed + actions (data/replays/*.json), each one
 * picked because it exercises a bug that was fixed. Replaying must give the same result, and the
 * situation of the bug must come out right. `make-replays.ts` shows how each record was found.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import {
  createGame,
  replay,
  replayOnto,
  type GameRecord,
  type GameResult,
  type GameState,
} from '../src/index.ts';
import { automaTurns, groupSplitAcrossRooms } from './make-replays.ts';

interface StoredReplay {
  readonly description: string;
  readonly result: GameResult;
  readonly record: GameRecord;
}

const DIR = new URL('./data/replays/', import.meta.url);

function load(file: string): StoredReplay {
  return JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as StoredReplay;
}

/** The state after each action, in order. */
function* states(record: GameRecord): Generator<GameState> {
  for (let k = 1; k <= record.actions.length; k++) {
    const r = replay({ options: record.options, actions: record.actions.slice(0, k) });
    assert.ok(r.ok, `action ${k - 1} of the record was refused`);
    yield r.state;
  }
}

test('every stored replay plays to its recorded result', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
  assert.ok(files.length >= 3);
  for (const file of files) {
    const stored = load(file);
    const r = replay(stored.record);
    assert.ok(r.ok, `${file}: ${r.ok ? '' : r.rejection.message}`);
    assert.deepEqual(r.state.result, stored.result, file);
  }
});

test('EVT-MIRROR-01 AMB-04 replay: a Mirror of Secret Doors starts no Encounter among Characters split across same-coloured rooms', () => {
  const { record } = load('mirror-secret-doors.json');
  for (const s of states(record)) {
    const at = s.log.findIndex((e) => e.t === 'mirrored' && e.token === 'secretDoors');
    if (at < 0) continue;
    assert.ok(groupSplitAcrossRooms(s), 'the record shows the situation of the bug');
    const next = s.log.slice(at + 1);
    const end = next.findIndex((e) => e.t === 'phase');
    assert.ok(end >= 0);
    assert.ok(!next.slice(0, end).some((e) => e.t === 'encounter'));
    return;
  }
  assert.fail('the Mirror never came');
});

test('BOOK-06 replay: the rack scores before the room it emptied is finished', () => {
  const { record } = load('rack-before-room-finished.json');
  const { log } = replay(record).state;
  assert.ok(log.some((e, i) => e.t === 'rackScored' && log[i + 1]?.t === 'roomFinished'));
  assert.ok(!log.some((e, i) => e.t === 'roomFinished' && log[i + 1]?.t === 'rackScored'));
});

test('GOLD-03 AMB-05 replay: with the group rule off, no Movement ends in the room it started from', () => {
  const { record } = load('secret-doors-physical-rooms.json');
  assert.equal(record.options.ruleset?.secretDoorsGroupRule, false);
  const { log } = replay(record).state;
  assert.ok(log.some((e) => e.t === 'eventDrawn' && e.token === 'secretDoors'));
  // A turn is a run of one seat's steps (Encounters may come between them).
  const turns: { seat: number; from: number; to: number }[] = [];
  let open = false;
  for (const e of log) {
    const last = turns.at(-1);
    if (e.t === 'moved') {
      if (open && last?.seat === e.seat) last.to = e.to;
      else turns.push({ seat: e.seat, from: e.from, to: e.to });
      open = true;
    } else if (e.t === 'teleported' || e.t === 'stayed' || e.t === 'phase') open = false;
  }
  assert.ok(turns.length > 50);
  for (const t of turns) assert.notEqual(t.to, t.from, `seat ${t.seat} ended where it started`);
});

test('AUTOMA-06 replay: the AUTOMA keeps walking towards its target after the first Door', () => {
  const { record } = load('automa-crosses-several-doors.json');
  const state = replay(record).state;
  assert.equal(state.config.automa !== null, true);
  assert.ok(automaTurns(state).some((t) => t.length >= 2));
});

test('MOC-DOOR-01 MOC-ELEV-03 MOC-ELEV-04 MOC-ELEV-05 replay: on the Mountains of Chaos map the Door turns once per round and every Elevator ride puts its riders in the Room it reaches', () => {
  const { record } = load('mountains-elevators.json');
  const r = replay(record);
  assert.ok(r.ok);
  const s = r.state;
  const layout = s.config.board.layout;
  const letters = s.log
    .filter((e) => e.t === 'revolvingDoorTurned')
    .map((e) => {
      const h = layout.locations[e.blocks]!;
      return h.kind === 'hallway' ? h.letter : '?';
    });
  assert.deepEqual(letters, ['D', 'A', 'B', 'C', 'D', 'A', 'B', 'C', 'D', 'A'].slice(0, letters.length));
  assert.equal(letters.length, s.round);
  const kinds = new Set<string>();
  let previous: GameState | null = null;
  for (const state of states(record)) {
    const before = previous?.log.length ?? 0;
    for (const e of state.log.slice(before)) {
      if (e.t !== 'elevatorMoved') continue;
      kinds.add(e.by === null ? 'automatic' : e.riders.includes(e.by) ? 'ridden' : 'called');
      assert.ok(layout.isRoom[e.to]);
    }
    previous = state;
  }
  assert.deepEqual([...kinds].sort(), ['automatic', 'called', 'ridden']);
});

test('replayOnto folds a record onto a state, showing each step, and stops before a refused action', () => {
  const stored = load(readdirSync(DIR).filter((f) => f.endsWith('.json'))[0]!);
  const actions = stored.record.actions.slice(0, 12);
  const created = createGame(stored.record.options);
  assert.ok(created.ok);
  const seen: number[] = [];
  const logs: number[] = [];
  const folded = replayOnto(created.state, actions, (s, index) => {
    seen.push(index);
    logs.push(s.log.length);
  });
  assert.deepEqual(folded, { ok: true });
  assert.deepEqual(
    seen,
    actions.map((_, i) => i),
  );
  const whole = replay({ options: stored.record.options, actions });
  assert.ok(whole.ok);
  assert.deepEqual(created.state, whole.state, 'the same state as replay gives');
  assert.equal(logs.at(-1), whole.state.log.length);
  // The same action again, once its moment has passed, is refused: the fold stops there.
  const again = createGame(stored.record.options);
  assert.ok(again.ok);
  const refused = replayOnto(again.state, [...actions, actions[0]!, ...actions]);
  assert.ok(!refused.ok, 'refused');
  assert.equal(refused.index, actions.length);
  assert.deepEqual(again.state, whole.state, 'the state as it was before the refused action');
});
