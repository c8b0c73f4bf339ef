import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  cloneState,
  createRng,
  layoutById,
  viewFor,
  type GameOptions,
  type PlayerView,
  type ViewedEvent,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { newGame, play } from '../play.testing.ts';
import { BOT_KINDS, createBot } from '../index.ts';
import { HeuristicBot } from '../heuristic/index.ts';
import { Memory } from '../heuristic/memory.ts';
import { suspicion } from '../heuristic/suspicion.ts';
import { canDeterminize, determinize, viewDiff } from './determinize.ts';
import { Knowledge } from './knowledge.ts';
import { SearchBot } from './index.ts';

test('search is a registered bot kind', () => {
  assert.ok(BOT_KINDS.includes('search'));
  assert.equal(createBot('search', seedOf(1)).kind, 'search');
});

test('games with search bots in some seats play only legal actions and finish (5-8 players)', () => {
  fc.assert(
    fc.property(
      fc.constantFrom<GameOptions['players']>(4, 5, 6, 7, 8),
      fc.integer({ min: 1, max: 1 << 30 }),
      fc.constantFrom<Pick<GameOptions, 'roleSet' | 'ruleset'>>({}, { roleSet: 'recommended' }),
      (players, seed, extra) => {
        const state = newGame({ players, seed: seedOf(seed), ...extra });
        // A small budget keeps the property quick; the search itself runs in full.
        const bots = state.seats.map((_, i) =>
          i % 3 === 0
            ? new SearchBot(seedOf(seed + i), { iterations: 4, maxActions: 2 })
            : new HeuristicBot(seedOf(seed + i)),
        );
        play(state, bots);
        assert.ok(state.result);
      },
    ),
    { numRuns: 6 },
  );
});

/** Every decision point of a heuristic game where a seat could search, with what it knew then. */
function searchPoints(
  options: GameOptions,
  every: number,
): { view: PlayerView; knowledge: Knowledge; memory: Memory }[] {
  const state = newGame(options);
  const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(900 + i)));
  const memories = state.seats.map(() => new Memory());
  const knowledge = state.seats.map((_, i) => new Knowledge(i));
  const layout = layoutById(state.config.layout);
  const out: { view: PlayerView; knowledge: Knowledge; memory: Memory }[] = [];
  let i = 0;
  play(state, bots, (_, seat, view, log) => {
    memories[seat]!.update(log, layout.security, layout.cafeteria, layout.library);
    knowledge[seat]!.update(log);
    if (canDeterminize(view) && i++ % every === 0) {
      out.push({ view, knowledge: structuredClone(knowledge[seat]!), memory: memories[seat]! });
    }
    return false;
  });
  return out;
}

test('determinizations pass buildPosition and agree with the view in every field it shows', () => {
  let tried = 0;
  let dealt = 0;
  for (const [players, options] of [
    [5, {}],
    [6, { roleSet: 'recommended' }],
    [7, {}],
    [8, { roleSet: 'recommended' }],
    [4, {}],
    [6, { automa: true }],
  ] as const) {
    for (const point of searchPoints({ players, seed: seedOf(40 + players), ...options }, 5)) {
      const knowledge = Object.assign(new Knowledge(point.view.me!.seat), point.knowledge);
      const layout = layoutById(point.view.config.layout);
      const input = {
        view: point.view,
        knowledge,
        memory: point.memory,
        suspicion: suspicion(point.view, point.memory, layout, true),
      };
      const det = determinize(input, createRng(seedOf(tried)));
      tried++;
      if (!det.ok) continue;
      dealt++;
      // buildPosition accepted the setup; the seat sees exactly what it saw.
      const seen = viewFor(det.state, point.view.viewer);
      assert.equal(viewDiff(seen, point.view), null);
      assert.deepEqual(seen.me, point.view.me);
      assert.deepEqual(seen.legal, point.view.legal);
      // The hidden parts are dealt, not copied: other roles stay what the seat may not know.
      assert.equal(
        det.state.log.some((e) => e.t === 'gameStarted'),
        false,
      );
    }
  }
  assert.ok(tried > 100, `only ${tried} decision points`);
  assert.ok(dealt / tried > 0.9, `only ${dealt} of ${tried} determinizations succeeded`);
});

test('two states the seat cannot tell apart give the same decision for the same seed', () => {
  for (const players of [5, 6, 8] as const) {
    const base = newGame({ players, seed: seedOf(70 + players) });
    const bots = base.seats.map((_, i) => new HeuristicBot(seedOf(500 + i)));
    // Play into the game until seat 0 is to act in its Action Phase in round 2 or later.
    let logSoFar: ViewedEvent[] = [];
    play(base, bots, (s, seat, view, log) => {
      if (seat === 0) logSoFar = [...logSoFar, ...log];
      return seat === 0 && s.round >= 2 && view.phase.kind === 'action' && view.legal.length > 1;
    });
    assert.equal(base.phase.kind, 'action');
    // The same seat's information set: swap everything it cannot see between two other seats.
    const other = cloneState(base);
    const [a, b] = [1, 2];
    const sa = other.seats[a]!;
    const sb = other.seats[b]!;
    [sa.pulse, sb.pulse] = [sb.pulse, sa.pulse];
    if (sa.pulse.length !== sb.pulse.length || sa.pulseTopFaceUp || sb.pulseTopFaceUp) {
      [sa.pulse, sb.pulse] = [sb.pulse, sa.pulse];
    }
    other.drawPile.reverse();
    other.bag.reverse();
    for (const r of other.rooms) r?.deck.reverse();
    const v1 = viewFor(base, 0);
    const v2 = viewFor(other, 0);
    assert.deepEqual(v1, v2, 'the seat sees the same');
    const d1 = new SearchBot(seedOf(3)).decide(v1, logSoFar);
    const d2 = new SearchBot(seedOf(3)).decide(v2, logSoFar);
    assert.deepEqual(d1, d2);
    // And the same view, log and seed always decide alike.
    assert.deepEqual(new SearchBot(seedOf(3)).decide(v1, logSoFar), d1);
  }
});

test('the search actually searches: it deals states and scores every candidate', () => {
  const state = newGame({ players: 6, seed: seedOf(11) });
  const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(300 + i)));
  const searcher = new SearchBot(seedOf(4), { iterations: 8, maxActions: 4 });
  let searched = 0;
  const log: ViewedEvent[] = [];
  play(state, bots, (_, seat, view, l) => {
    if (seat !== 0) return false;
    log.push(...l);
    searcher.decide(view, l);
    const trace = searcher.lastTrace;
    if (trace) {
      searched++;
      assert.ok(trace.determinizations > 0, 'no state could be dealt');
      assert.equal(trace.wins.length, trace.candidates.length);
    }
    return searched >= 5;
  });
  assert.ok(searched >= 5);
});

test('determinizations deal the hidden roles afresh: an Investigator does not learn the Cultist', () => {
  const point = searchPoints({ players: 6, seed: seedOf(12) }, 1).find(
    (p) => p.view.me!.team === 'investigators' && p.view.me!.knownCultists === null && p.view.round === 1,
  );
  assert.ok(point, 'no early Investigator decision');
  const knowledge = Object.assign(new Knowledge(point.view.me!.seat), point.knowledge);
  const input = { view: point.view, knowledge, memory: point.memory, suspicion: null };
  const rng = createRng(seedOf(8));
  const cultists = new Set<number>();
  for (let i = 0; i < 30; i++) {
    const det = determinize(input, rng);
    assert.ok(det.ok);
    cultists.add(det.state.seats.findIndex((st) => st.role === 'cultist'));
  }
  assert.ok(cultists.size >= 3, `the Cultist was always one of ${[...cultists].join(', ')}`);
  assert.ok(!cultists.has(point.view.me!.seat));
});
