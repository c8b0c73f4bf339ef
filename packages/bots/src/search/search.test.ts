import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  cloneState,
  createRng,
  layoutById,
  sameAction,
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
import { BOT_KINDS, createBot } from '../index.ts';
import { HeuristicBot } from '../heuristic/index.ts';
import { Memory } from '../heuristic/memory.ts';
import { suspicion } from '../heuristic/suspicion.ts';
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

/** Plays a heuristic 6-player game until seat 0 may search in round 2 or later; its view and log. */
function searchablePoint(seed: number): { view: PlayerView; log: ViewedEvent[] } {
  const state = newGame({ players: 6, seed: seedOf(seed) });
  const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(600 + i)));
  let log: ViewedEvent[] = [];
  let found: PlayerView | null = null;
  play(state, bots, (s, seat, view, l) => {
    if (seat === 0) log = [...log, ...l];
    const hit = seat === 0 && s.round >= 2 && canDeterminize(view) && view.legal.length > 2;
    if (hit) found = view;
    return hit;
  });
  assert.ok(found, 'no searchable decision');
  return { view: found, log };
}

test('successive halving: every candidate plays the first deals, the survivors the same later ones', () => {
  const { view, log } = searchablePoint(21);
  // margin 0 keeps every challenger in the race, so the schedule is played in full.
  const bot = new SearchBot(seedOf(5), { iterations: 16, maxActions: 4, margin: 0 });
  const action = bot.decide(view, log);
  assert.ok(view.legal.some((a) => sameAction(a, action)));
  const trace = bot.lastTrace;
  assert.ok(trace);
  const n = trace.candidates.length;
  assert.ok(n >= 3);
  assert.equal(trace.plays.length, n);
  // The heuristic's choice plays every deal; nobody plays more; the others fewer or as many.
  assert.equal(trace.plays[0], trace.determinizations);
  assert.ok(trace.plays.every((p) => p <= trace.plays[0]!));
  assert.ok(
    trace.plays.some((p) => p < trace.plays[0]!),
    'nobody was halved out',
  );
  assert.ok(trace.plays.reduce((a, b) => a + b, 0) <= 16 + n);
  trace.wins.forEach((w, i) => {
    assert.ok(w >= 0 && w <= trace.plays[i]!);
  });
});

test('a challenger that can no longer beat the heuristic by the margin stops playing', () => {
  const { view, log } = searchablePoint(22);
  // A margin above the deals makes every challenger hopeless after the first deal.
  const bot = new SearchBot(seedOf(6), { iterations: 12, maxActions: 3, margin: 100 });
  const before = bot.decide(view, log);
  const trace = bot.lastTrace;
  assert.ok(trace);
  assert.equal(trace.determinizations + trace.failed, 1);
  assert.deepEqual(trace.candidates[0], before, "the heuristic's choice stands");
});

test('without a time budget the search never reads the clock and repeats itself exactly', () => {
  const { view, log } = searchablePoint(23);
  let reads = 0;
  const clock = (): number => ++reads;
  const a = new SearchBot(seedOf(7), { iterations: 12, maxActions: 3, clock });
  const b = new SearchBot(seedOf(7), { iterations: 12, maxActions: 3, clock });
  assert.deepEqual(a.decide(view, log), b.decide(view, log));
  assert.deepEqual(a.lastTrace, b.lastTrace);
  assert.equal(reads, 0);
});

test('a time budget stops the search once its clock passes the deadline, with a legal, searched action', () => {
  const { view, log } = searchablePoint(24);
  // A manual clock: 5 ms pass at every reading. The deadline is read at 5 + 12 = 17 ms; the checks
  // before the second, third and fourth deal read 10, 15 and 20: three deals, then the search stops.
  let now = 0;
  const clock = (): number => (now += 5);
  const bot = new SearchBot(seedOf(8), { iterations: 10_000, maxActions: 4, timeMs: 12, clock });
  const action = bot.decide(view, log);
  assert.ok(view.legal.some((a) => sameAction(a, action)));
  const trace = bot.lastTrace;
  assert.ok(trace);
  assert.equal(trace.determinizations + trace.failed, 3);
  assert.equal(now, 20, 'the clock is read once for the deadline and once before each further deal');
});

test("createBot passes a live table's time cap to the search bot, and only when given", () => {
  const { view, log } = searchablePoint(24);
  const capped = createBot('search', seedOf(8), { timeMs: 1 });
  const free = createBot('search', seedOf(8));
  assert.ok(capped instanceof SearchBot && free instanceof SearchBot);
  assert.equal(capped.options.timeMs, 1);
  assert.equal(free.options.timeMs, 0);
  // Without a cap the whole iteration budget is searched.
  free.decide(view, log);
  assert.ok((free.lastTrace?.determinizations ?? 0) > 1);
});

test('a sealed ballot in a Cafeteria Vote is searched, on states that agree with the view, and legal', () => {
  let searched = 0;
  for (let g = 0; g < 40 && searched < 3; g++) {
    const state = newGame({ players: ([5, 6, 7] as const)[g % 3]!, seed: seedOf(200 + g) });
    const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(700 + i)));
    const logs: ViewedEvent[][] = state.seats.map(() => []);
    play(state, bots, (_, seat, view, log) => {
      logs[seat]!.push(...log);
      const p = view.phase;
      if (p.kind !== 'vote' || p.stage !== 'ballot' || p.reason !== 'cafeteria') return false;
      assert.ok(canDeterminize(view));
      // A searcher that joins here reads the whole log the seat was shown.
      const searcher = new SearchBot(seedOf(800 + seat), { iterations: 6, maxActions: 3 });
      const action = searcher.decide(view, logs[seat]);
      assert.ok(view.legal.some((a) => sameAction(a, action)));
      assert.equal(action.type, 'ballot');
      const trace = searcher.lastTrace;
      assert.ok(trace, 'the ballot was not searched');
      assert.ok(trace.determinizations > 0, 'no state could be dealt for the ballot');
      searched++;
      return false;
    });
  }
  assert.ok(searched >= 3, `only ${searched} ballots searched`);
});

test('ENC-04 an Encounter choice is searched, on states that agree with the view and resume the Movement it interrupted', () => {
  let searched = 0;
  let movements = 0;
  for (let g = 0; g < 40 && searched < 6; g++) {
    const state = newGame({ players: ([5, 6, 7] as const)[g % 3]!, seed: seedOf(400 + g) });
    const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(700 + i)));
    const logs: ViewedEvent[][] = state.seats.map(() => []);
    play(state, bots, (s, seat, view, log) => {
      logs[seat]!.push(...log);
      const p = view.phase;
      if (p.kind !== 'encounter' || view.legal.length < 2 || !canDeterminize(view)) return false;
      // What the search assumes about the interrupted Movement is what the real state holds, up to
      // the points left (a free step under Secret Doors is counted as a paid one).
      const interrupted = interruptedMovement(view, logs[seat]!);
      const real = s.phase.kind === 'encounter' ? s.phase.resume : null;
      if (interrupted) {
        assert.ok(real?.to === 'movement', `an Encounter resuming ${real?.to} read as a Movement`);
        assert.equal(interrupted.seat, real.turn.seat);
        assert.equal(interrupted.start, real.turn.start);
        assert.ok(interrupted.mp <= real.turn.mp);
        movements++;
      }
      const searcher = new SearchBot(seedOf(900 + seat), { iterations: 6, maxActions: 3 });
      const action = searcher.decide(view, logs[seat]);
      assert.ok(view.legal.some((a) => sameAction(a, action)));
      const trace = searcher.lastTrace;
      assert.ok(trace, 'the Encounter choice was not searched');
      assert.ok(trace.determinizations > 0, 'no state could be dealt for the Encounter');
      searched++;
      return false;
    });
  }
  assert.ok(searched >= 6, `only ${searched} Encounter choices searched`);
  assert.ok(movements > 0, 'no Encounter interrupted a Movement');
});

/**
 * Plays heuristic games until `hit` has matched `want` Vote decisions; each is dealt (the states
 * must agree with the view and resume play as the real one), then searched, answering one of `types`.
 */
function searchVoteDecisions(
  hit: (view: PlayerView) => boolean,
  types: readonly string[],
  want: number,
): number {
  let searched = 0;
  for (let g = 0; g < 80 && searched < want; g++) {
    const state = newGame({ players: ([5, 6, 7] as const)[g % 3]!, seed: seedOf(300 + g) });
    const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(700 + i)));
    const logs: ViewedEvent[][] = state.seats.map(() => []);
    play(state, bots, (s, seat, view, log) => {
      logs[seat]!.push(...log);
      if (!hit(view)) return false;
      assert.ok(canDeterminize(view));
      // The states dealt for the decision agree with the view in every field.
      const knowledge = new Knowledge(seat);
      knowledge.update(logs[seat]);
      const memory = new Memory();
      const layout = layoutById(view.config.layout);
      memory.update(logs[seat], layout.security, layout.cafeteria, layout.library);
      const input = { view, knowledge, memory, suspicion: suspicion(view, memory, layout, true) };
      const det = determinize(input, createRng(seedOf(searched + 1)));
      assert.ok(det.ok, `no state for the Vote: ${det.ok ? '' : det.why}`);
      assert.equal(viewDiff(viewFor(det.state, seat), view), null);
      // Play goes on as in the real game: the same resumption, the same seats left to act.
      const [built, real] = [det.state.phase, s.phase];
      assert.ok(built.kind === 'vote' && real.kind === 'vote');
      assert.deepEqual(built.resume, real.resume);
      if (real.resume.to === 'nextAction') assert.deepEqual(det.state.acted, s.acted);
      // A searcher that joins here reads the whole log the seat was shown.
      const searcher = new SearchBot(seedOf(800 + seat), { iterations: 6, maxActions: 3 });
      const action = searcher.decide(view, logs[seat]);
      assert.ok(view.legal.some((a) => sameAction(a, action)));
      assert.ok(types.includes(action.type), action.type);
      const trace = searcher.lastTrace;
      assert.ok(trace, 'the decision was not searched');
      assert.ok(trace.determinizations > 0, 'no state could be dealt for the decision');
      searched++;
      return false;
    });
  }
  return searched;
}

test('a sealed ballot in a murder Vote is searched, on states that agree with the view, and legal', () => {
  const searched = searchVoteDecisions(
    (view) =>
      view.phase.kind === 'vote' &&
      view.phase.stage === 'ballot' &&
      view.phase.reason === 'murder' &&
      view.me?.ballot?.cast === false,
    ['ballot'],
    3,
  );
  assert.ok(searched >= 3, `only ${searched} murder ballots searched`);
});

test("the Knife holder's choice after the ballots are revealed is searched, on states that agree with the view", () => {
  const searched = searchVoteDecisions(
    (view) => view.phase.kind === 'vote' && view.phase.stage === 'knife' && view.knife === view.me?.seat,
    ['ballot', 'keepBallot'],
    3,
  );
  assert.ok(searched >= 3, `only ${searched} Knife choices searched`);
});

/**
 * Decision points of heuristic games with Lifelines in the Bag that `hit` picks: each is determinized
 * (the dealt state agrees with the view) and searched by a search bot joining there.
 */
function searchLifelinesDecisions(
  hit: (view: PlayerView, log: readonly ViewedEvent[]) => boolean,
  want: number,
): number {
  let searched = 0;
  for (let g = 0; g < 60 && searched < want; g++) {
    const players = ([5, 8, 4] as const)[g % 3]!;
    const state = newGame({ players, seed: seedOf(500 + g), ruleset: { lifelines: true } });
    const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(600 + i)));
    const logs: ViewedEvent[][] = state.seats.map(() => []);
    play(state, bots, (s, seat, view, log) => {
      logs[seat]!.push(...log);
      if (!hit(view, logs[seat]!) || searched >= want) return false;
      assert.ok(canDeterminize(view));
      const knowledge = new Knowledge(seat);
      knowledge.update(logs[seat]);
      const memory = new Memory();
      const layout = layoutById(view.config.layout);
      memory.update(logs[seat], layout.security, layout.cafeteria, layout.library);
      const input = { view, knowledge, memory, suspicion: suspicion(view, memory, layout, true) };
      const det = determinize(input, createRng(seedOf(searched + 1)));
      assert.ok(det.ok, `no state for ${view.phase.kind}: ${det.ok ? '' : det.why}`);
      assert.equal(viewDiff(viewFor(det.state, seat), view), null);
      assert.deepEqual(det.state.bag.length, s.bag.length);
      if (s.phase.kind === 'vote' && det.state.phase.kind === 'vote')
        assert.deepEqual(det.state.phase.resume, s.phase.resume);
      const searcher = new SearchBot(seedOf(800 + seat), { iterations: 6, maxActions: 3 });
      const action = searcher.decide(view, logs[seat]);
      assert.ok(view.legal.some((a) => sameAction(a, action)));
      assert.ok(searcher.lastTrace && searcher.lastTrace.determinizations > 0, 'not searched');
      searched++;
      return false;
    });
  }
  return searched;
}

test('EVT-LIFELINES-01 the First Player’s choice of targets is searched, on states that agree with the view', () => {
  const searched = searchLifelinesDecisions(
    (view) => view.phase.kind === 'lifelines' && view.legal.length > 1,
    3,
  );
  assert.ok(searched >= 3, `only ${searched} Lifelines choices searched`);
});

test('EVT-LIFELINES-03 a ballot in the Vote after a Lifelines murder is searched, and play resumes with the Action Phase', () => {
  const searched = searchLifelinesDecisions(
    (view, log) =>
      view.phase.kind === 'vote' &&
      view.phase.stage === 'ballot' &&
      view.me?.ballot?.cast === false &&
      // Still in the Event Phase: the Vote follows the reveal, before any action.
      log.findLast((e) => e.t === 'phase')?.phase === 'event' &&
      log.some((e) => e.t === 'lifelineRevealed' && e.card === 'dead' && e.round === view.round),
    1,
  );
  assert.ok(searched >= 1, `only ${searched} ballots after Lifelines searched`);
});
