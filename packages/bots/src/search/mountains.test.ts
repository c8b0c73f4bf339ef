import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  createRng,
  viewFor,
  type GameOptions,
  type PlayerView,
  type ViewedEvent,
  canDeterminize,
  interruptedMovement,
  determinize,
  viewDiff,
  Knowledge,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { newGame, play } from '../play.testing.ts';
import { HeuristicBot } from '../heuristic/index.ts';
import { RandomBot } from '../random.ts';
import { Memory } from '../heuristic/memory.ts';
import { suspicion } from '../heuristic/suspicion.ts';
import { SearchBot } from './index.ts';
import type { Bot } from '../bot.ts';

/** Decision points of a heuristic game on the Mountains of Chaos map where a seat could search. */
function searchPoints(
  options: GameOptions,
  every: number,
): { view: PlayerView; knowledge: Knowledge; memory: Memory }[] {
  const state = newGame({ ...options, board: 'mountains' });
  const layout = state.config.board.layout;
  const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(950 + i)));
  const memories = state.seats.map(() => new Memory());
  const knowledge = state.seats.map((_, i) => new Knowledge(i));
  const out: { view: PlayerView; knowledge: Knowledge; memory: Memory }[] = [];
  let i = 0;
  play(state, bots, (_, seat, view, log) => {
    memories[seat]!.update(log, layout.security, layout.cafeteria, layout.library);
    knowledge[seat]!.update(log);
    if (canDeterminize(view) && i++ % every === 0)
      out.push({ view, knowledge: structuredClone(knowledge[seat]!), memory: memories[seat]! });
    return false;
  });
  return out;
}

test('MOC-DOOR-01 MOC-ELEV-01: determinizations on the Mountains map copy the Revolving Door and where each Elevator stands', () => {
  let tried = 0;
  let dealt = 0;
  let moved = 0;
  for (const players of [5, 6, 7, 8] as const) {
    for (let g = 0; g < 2; g++) {
      for (const point of searchPoints({ players, seed: seedOf(60 + 10 * players + g) }, 4)) {
        const { view } = point;
        const layout = view.board.layout;
        const knowledge = Object.assign(new Knowledge(view.me!.seat), point.knowledge);
        const input = {
          view,
          knowledge,
          memory: point.memory,
          suspicion: suspicion(view, point.memory, layout, true),
        };
        const det = determinize(input, createRng(seedOf(tried)));
        tried++;
        if (!det.ok) continue;
        dealt++;
        assert.equal(det.state.revolvingDoor ?? 0, view.revolvingDoor!.turns);
        const stops = view.elevators!.map((e, i) => layout.elevators![i]!.stops.indexOf(e.at));
        assert.deepEqual(
          layout.elevators!.map((e, i) => det.state.elevators?.[i] ?? e.start),
          stops,
        );
        if (stops.some((stop, i) => stop !== layout.elevators![i]!.start)) moved++;
        const seen = viewFor(det.state, view.viewer);
        assert.equal(viewDiff(seen, view), null);
        assert.deepEqual(seen.revolvingDoor, view.revolvingDoor);
        assert.deepEqual(seen.elevators, view.elevators);
        assert.deepEqual(seen.legal, view.legal);
      }
    }
  }
  assert.ok(tried > 60, `only ${tried} decision points`);
  assert.ok(dealt / tried > 0.9, `only ${dealt} of ${tried} determinizations succeeded`);
  assert.ok(moved > 0, 'no decision point had an Elevator away from where it starts');
});

test('AMB-49 an Encounter on the Mountains map is read as the Movement it interrupted, never after an automatic ride', () => {
  let checked = 0;
  let arrivals = 0;
  let movements = 0;
  for (let g = 0; g < 60 && (arrivals < 3 || checked < 40); g++) {
    const state = newGame({
      players: ([5, 6, 7, 8] as const)[g % 4]!,
      seed: seedOf(800 + g),
      board: 'mountains',
    });
    // Random bots stay in Elevators often, so that automatic rides bring Encounters too.
    const bots = state.seats.map((_, i) => new RandomBot(seedOf(700 + i)));
    const logs: ViewedEvent[][] = state.seats.map(() => []);
    play(state, bots, (s, seat, view, log) => {
      logs[seat]!.push(...log);
      if (view.phase.kind !== 'encounter' || s.phase.kind !== 'encounter') return false;
      const interrupted = interruptedMovement(view, logs[seat]!);
      const real = s.phase.resume;
      checked++;
      if (real.to === 'arrivals') {
        arrivals++;
        assert.equal(interrupted, null, 'an automatic ride’s Encounter read as a Movement');
      }
      if (interrupted) {
        if (real.to !== 'movement') return assert.fail(`an Encounter resuming ${real.to} read as a Movement`);
        assert.equal(interrupted.seat, real.turn.seat);
        assert.ok(interrupted.mp <= real.turn.mp);
        movements++;
      }
      return false;
    });
  }
  assert.ok(checked >= 40, `only ${checked} Encounters`);
  assert.ok(movements > 0, 'no Encounter interrupted a Movement');
  assert.ok(arrivals > 0, 'no Encounter followed an automatic Elevator ride');
});

test('MOC-ELEV-04 search bots play the Mountains map with legal actions to the end, searching their Movements', () => {
  for (const players of [5, 8] as const) {
    const seed = 31 + players;
    const state = newGame({ players, seed: seedOf(seed), board: 'mountains' });
    let searched = 0;
    const bots: Bot[] = state.seats.map((_, i) => {
      if (i % 3 !== 0) return new HeuristicBot(seedOf(seed + i));
      const search = new SearchBot(seedOf(seed + i), { iterations: 4, maxActions: 2 });
      return {
        kind: search.kind,
        decide: (view: PlayerView, log?: readonly ViewedEvent[]) => {
          const action = search.decide(view, log);
          if (view.phase.kind === 'movement' && (search.lastTrace?.determinizations ?? 0) > 0) searched++;
          return action;
        },
      };
    });
    play(state, bots);
    assert.ok(state.result);
    assert.ok(searched > 0, 'no Movement on the Mountains map was searched');
  }
});
