import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  buildPosition,
  createRng,
  layoutById,
  viewFor,
  type GameOptions,
  type PlayerView,
  type PositionSetup,
  type ViewedEvent,
  canDeterminize,
  determinize,
  viewDiff,
  Knowledge,
} from '@among-cultists/engine';
import { buildContext } from './context.ts';
import { chooseFreeAction, chooseMayor } from './professions.ts';
import { seedOf } from '@among-cultists/engine/testing';
import { newGame, play } from '../play.testing.ts';
import { HeuristicBot } from './index.ts';
import { Memory } from './memory.ts';
import { suspicion } from './suspicion.ts';
import { SearchBot } from '../search/index.ts';

const TABLES = [
  { players: 7 },
  { players: 8 },
  { players: 6, automa: true },
] as const satisfies readonly Pick<GameOptions, 'players' | 'automa'>[];

test('PROF-GEN-04 ACTPH-07 heuristic bots play whole games with the Professions module at 7 and 8 players, legally, and use the Professions', () => {
  const used = new Set<string>();
  for (let g = 0; g < 45; g++) {
    const table = TABLES[g % 3]!;
    const state = newGame({
      ...table,
      seed: seedOf(7_700 + g),
      ruleset: { professions: true },
      ...(g % 2 === 0 ? { roleSet: 'recommended' as const } : {}),
    });
    play(
      state,
      state.seats.map((_, i) => new HeuristicBot(seedOf(100 * g + i))),
    );
    assert.ok(state.result);
    for (const e of state.log) {
      if (e.t === 'professionEarned') used.add(`earned ${e.profession}`);
      if (e.t === 'exorcised' || e.t === 'roomDecksSwapped' || e.t === 'mayorDecided') used.add(e.t);
    }
  }
  for (const expected of ['earned mayor', 'earned detective', 'earned exorcist', 'earned saboteur'])
    assert.ok(used.has(expected), `bots reach ${expected} (${[...used].join(', ')})`);
  assert.ok(used.has('exorcised') || used.has('roomDecksSwapped'), [...used].join(', '));
});

test('PROF-GEN-01 search bots in some seats play Professions games legally to the end', () => {
  for (let g = 0; g < 3; g++) {
    const state = newGame({ ...TABLES[g]!, seed: seedOf(8_100 + g), ruleset: { professions: true } });
    play(
      state,
      state.seats.map((_, i) =>
        i % 3 === 0
          ? new SearchBot(seedOf(g * 10 + i), { iterations: 4, maxActions: 2 })
          : new HeuristicBot(seedOf(g * 10 + i)),
      ),
    );
    assert.ok(state.result);
  }
});

test('PROF-GEN-02 PROF-DETECTIVE-02 determinizations sample the Informant and the face-down Profession as the seat knows them', () => {
  let tried = 0;
  let dealt = 0;
  const informants = new Set<number>();
  const professions = new Set<string>();
  for (let g = 0; g < 12; g++) {
    const state = newGame({ ...TABLES[g % 3]!, seed: seedOf(9_300 + g), ruleset: { professions: true } });
    const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(300 + i)));
    const logs: ViewedEvent[][] = state.seats.map(() => []);
    let i = 0;
    play(state, bots, (s, seat, view: PlayerView, log) => {
      logs[seat]!.push(...log);
      if (!canDeterminize(view) || i++ % 7 !== 0) return false;
      const knowledge = new Knowledge(seat);
      knowledge.update(logs[seat]);
      const memory = new Memory();
      const layout = layoutById(view.config.layout);
      memory.update(logs[seat], layout.security, layout.cafeteria, layout.library);
      const input = { view, knowledge, memory, suspicion: suspicion(view, memory, layout, true) };
      const det = determinize(input, createRng(seedOf(tried)));
      tried++;
      if (!det.ok) return false;
      dealt++;
      const seen = viewFor(det.state, seat);
      assert.equal(viewDiff(seen, view), null);
      assert.deepEqual(seen.me, view.me);
      const p = det.state.professions!;
      const mine = view.me!.professions!;
      // What the seat knows is kept; what it does not is dealt afresh.
      if (mine.informant) assert.equal(p.informant, seat);
      else if (mine.knownInformant !== null) assert.equal(p.informant, mine.knownInformant);
      else {
        assert.notEqual(p.informant, seat);
        if (p.informant !== s.professions!.informant) informants.add(g);
      }
      assert.equal(det.state.seats[p.informant]!.role === 'cultist', false);
      if (view.professions!.status === 'faceDown' && p.profession !== s.professions!.profession)
        professions.add(p.profession);
      return false;
    });
  }
  assert.ok(tried > 40, `only ${tried} decision points`);
  assert.ok(dealt / tried > 0.9, `only ${dealt} of ${tried} determinizations succeeded`);
  assert.ok(informants.size > 3, 'the Informant is sampled, not copied');
  assert.ok(professions.size >= 3, 'the face-down Profession is sampled, not copied');
});

/** A decision context of `seat` in a 7-player position, with its suspicion of each seat set by `score`. */
function contextAt(
  setup: Omit<PositionSetup, 'players' | 'roles'>,
  seat: number,
  score: (s: number) => number,
) {
  const built = buildPosition({
    players: 7,
    roles: [
      'cultist',
      'cultist',
      'investigator',
      'investigator',
      'investigator',
      'investigator',
      'investigator',
    ],
    ruleset: { professions: true },
    ...setup,
  });
  assert.ok(built.ok, built.ok ? '' : JSON.stringify(built.problems));
  const view = viewFor(built.state, seat);
  const ctx = buildContext(view, view.me!, new Memory(), createRng(seedOf(5)));
  const scores = view.seats.map((s) => (s.seat === seat ? -100 : score(s.seat)));
  return { ...ctx, score: scores, ballotScore: scores };
}

test('PROF-MAYOR-01 the heuristic Mayor decides a tie for its team: a Cultist never eliminates its partner, an Investigator only a real suspect', () => {
  const tie = { kind: 'mayorDecision', initiator: 2, tied: [1, 4] } as const;
  const cultist = contextAt(
    { professions: { profession: 'mayor', holder: 0, informant: 3 }, phase: tie },
    0,
    () => 0,
  );
  assert.deepEqual(chooseMayor(cultist), { type: 'mayorDecides', target: 4 });
  const unsure = contextAt(
    { professions: { profession: 'mayor', holder: 3, informant: 2 }, phase: tie },
    3,
    () => 0,
  );
  assert.deepEqual(chooseMayor(unsure), { type: 'mayorDecides', target: null });
  const sure = contextAt(
    { professions: { profession: 'mayor', holder: 3, informant: 2 }, phase: tie },
    3,
    (s) => (s === 1 ? 6 : 0),
  );
  assert.deepEqual(chooseMayor(sure), { type: 'mayorDecides', target: 1 });
});

test('PROF-EXORCIST-01 the heuristic Exorcist revives a teammate and murders a suspect, or waits', () => {
  const ghosts = { seats: [{}, { alive: false }, {}, {}, { alive: false }, {}, {}] };
  const action = { kind: 'action', seat: 0 } as const;
  const cultist = contextAt(
    { ...ghosts, professions: { profession: 'exorcist', holder: 0, informant: 3 }, phase: action },
    0,
    () => 0,
  );
  const c = chooseFreeAction(cultist);
  assert.ok(c?.type === 'exorcise' && c.ghost === 1 && c.victim !== 0 && c.victim !== 1, JSON.stringify(c));
  const investigator = { kind: 'action', seat: 2, acted: [0, 1] } as const;
  const calm = contextAt(
    { ...ghosts, professions: { profession: 'exorcist', holder: 2, informant: 3 }, phase: investigator },
    2,
    () => 0,
  );
  assert.equal(chooseFreeAction(calm), null);
  const sure = contextAt(
    { ...ghosts, professions: { profession: 'exorcist', holder: 2, informant: 3 }, phase: investigator },
    2,
    (s) => (s === 0 ? 8 : s === 4 ? -2 : 0),
  );
  assert.deepEqual(chooseFreeAction(sure), { type: 'exorcise', ghost: 4, victim: 0 });
});
