import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, events, position, rejects, voteWith } from '../testing.ts';
import { legalActions } from '../legal.ts';
import { buildPosition, type PositionSetup } from '../position.ts';
import { createGame } from '../setup.ts';
import { logFor, viewFor } from '../view.ts';
import { bagTokens, EVENT_TOKENS } from '../content/tables.ts';
import type { GameState } from '../state.ts';
import type { EncounterCard, EventId, PlayerCount, Role, Seat } from '../types.ts';

const SEED = 'ab'.repeat(32);
const FIVE: Role[] = ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'];
const EIGHT: Role[] = [
  'cultist',
  'investigator',
  'investigator',
  'cultist',
  'investigator',
  'investigator',
  'investigator',
  'investigator',
];
const SPOTS = ['central', 'library', 'cafeteria', 'security', 'orange1', 'pink1', 'pink2', 'darkblue1'];

/** The Bag of a Lifelines game with `first` coming out first. */
function lifelinesBag(first: EventId = 'lifelines'): EventId[] {
  const rest = bagTokens({ unsafePassage: true, lifelines: true });
  rest.splice(rest.indexOf(first), 1);
  return [first, ...rest];
}

/**
 * Round 1 of a Lifelines game drawing Lifelines now; `pulses[i]` is seat i's Pulse deck. Hands are
 * empty, so that any Pulse deck conserves the cards (the rest are out of the game).
 */
function lifelines(
  pulses: readonly (readonly EncounterCard[])[],
  more: Partial<PositionSetup> = {},
): GameState {
  const players = pulses.length as PlayerCount;
  return position({
    players,
    roles: players === 8 ? EIGHT : FIVE,
    ruleset: { lifelines: true },
    bag: lifelinesBag(),
    phase: { kind: 'event' },
    knife: 1,
    seats: pulses.map((pulse, i) => ({ location: SPOTS[i]!, pulse, hand: {} })),
    ...more,
  });
}

const ALIVE: EncounterCard[] = ['alive'];

describe('MOC-SETUP-04 Lifelines in the Bag', () => {
  test('MOC-SETUP-04 EVT-FALSEEYES-03 the Lifelines token replaces False Eyes Watching You; without the option the Bag is unchanged', () => {
    const created = createGame({ players: 5, seed: SEED, ruleset: { lifelines: true } });
    assert.ok(created.ok);
    const bag = created.state.bag;
    assert.equal(bag.length, EVENT_TOKENS.length);
    assert.ok(bag.includes('lifelines'));
    assert.ok(!bag.includes('falseEyes'));
    assert.equal(created.state.config.ruleset.lifelines, true);
    const plain = createGame({ players: 5, seed: SEED });
    assert.ok(plain.ok);
    assert.ok(!plain.state.bag.includes('lifelines'));
    assert.ok(plain.state.bag.includes('falseEyes'));
    assert.equal(plain.state.config.ruleset.lifelines, false);
  });

  test('MOC-SETUP-04 AMB-41 allowed at 4 (with the AUTOMA), 5, 6 and 8 players; refused at 7 and at 6 with the AUTOMA', () => {
    for (const options of [{ players: 4 }, { players: 5 }, { players: 6 }, { players: 8 }] as const) {
      const created = createGame({ ...options, seed: SEED, ruleset: { lifelines: true } });
      assert.ok(created.ok, JSON.stringify(options));
      assert.ok(created.state.bag.includes('lifelines'));
    }
    for (const options of [{ players: 7 }, { players: 6, automa: true }] as const) {
      const created = createGame({ ...options, seed: SEED, ruleset: { lifelines: true } });
      assert.ok(!created.ok, JSON.stringify(options));
      assert.equal(created.problems.length, 1);
      assert.equal(created.problems[0]!.field, 'ruleset.lifelines');
      assert.match(created.problems[0]!.message, /7-player setup|not played at 7 players/);
    }
  });

  test('MOC-SETUP-04 a fixed Bag order must hold the Lifelines token, not False Eyes', () => {
    const wrong = createGame({
      players: 5,
      seed: SEED,
      ruleset: { lifelines: true },
      deal: { bag: [...EVENT_TOKENS] },
    });
    assert.ok(!wrong.ok);
    assert.ok(wrong.problems.some((p) => p.field === 'deal.bag' && p.message.includes('lifelines')));
    const right = createGame({
      players: 5,
      seed: SEED,
      ruleset: { lifelines: true },
      deal: { bag: lifelinesBag() },
    });
    assert.ok(right.ok);
    assert.equal(right.state.bag.at(-1), 'lifelines');
  });
});

describe('EVT-LIFELINES-01 the First Player names the targets', () => {
  test('EVT-LIFELINES-01 AMB-52 two targets at 5 players: any living Character, the First Player first, then clockwise', () => {
    const s = lifelines([ALIVE, ALIVE, ALIVE, ALIVE, ALIVE], {
      seats: SPOTS.slice(0, 5).map((location, i) => ({ location, pulse: ALIVE, hand: {}, alive: i !== 3 })),
    });
    assert.deepEqual(s.phase, {
      kind: 'lifelines',
      seat: 1,
      count: 2,
      chosen: [],
      resume: { to: 'actionPhase' },
    });
    assert.deepEqual(
      legalActions(s, 1).map((a) => (a.type === 'lifelinesTarget' ? a.target : -1)),
      [1, 2, 4, 0],
    );
    for (const seat of [0, 2, 3, 4]) assert.deepEqual(legalActions(s, seat), []);
    rejects(s, 1, { type: 'lifelinesTarget', target: 3 }, 'target/invalid');
    rejects(s, 0, { type: 'lifelinesTarget', target: 2 }, 'turn/not-yours');
    const one = act(s, 1, { type: 'lifelinesTarget', target: 1 });
    assert.deepEqual(events(one, 'lifelinesTargeted'), [{ t: 'lifelinesTargeted', seat: 1, target: 1 }]);
    assert.ok(one.phase.kind === 'lifelines');
    rejects(one, 1, { type: 'lifelinesTarget', target: 1 }, 'target/invalid');
    const done = act(one, 1, { type: 'lifelinesTarget', target: 4 });
    assert.deepEqual(done.phase, { kind: 'action', seat: 1, refusedBy: [] });
  });

  test('EVT-LIFELINES-01 AMB-41 three targets at 8 players', () => {
    const s = lifelines(Array.from({ length: 8 }, () => ALIVE));
    assert.ok(s.phase.kind === 'lifelines');
    assert.equal(s.phase.count, 3);
    let t = act(s, 1, { type: 'lifelinesTarget', target: 5 });
    t = act(t, 1, { type: 'lifelinesTarget', target: 6 });
    assert.equal(t.phase.kind, 'lifelines');
    t = act(t, 1, { type: 'lifelinesTarget', target: 7 });
    assert.equal(events(t, 'lifelineRevealed').length, 3);
    assert.equal(t.phase.kind, 'action');
  });

  test('EVT-LIFELINES-01 AMB-35 a Ghost First Player still names the targets; the AUTOMA does nothing (AUTOMA-19)', () => {
    const ghost = lifelines([ALIVE, ALIVE, ALIVE, ALIVE, ALIVE], {
      seats: SPOTS.slice(0, 5).map((location, i) => ({ location, pulse: ALIVE, hand: {}, alive: i !== 1 })),
    });
    assert.ok(ghost.phase.kind === 'lifelines' && ghost.phase.seat === 1);
    assert.ok(!legalActions(ghost, 1).some((a) => a.type === 'lifelinesTarget' && a.target === 1));
    const automa = position({
      players: 5,
      automa: 1,
      roles: FIVE,
      ruleset: { lifelines: true },
      bag: lifelinesBag(),
      phase: { kind: 'event' },
      knife: 1,
      seats: SPOTS.slice(0, 5).map((location) => ({ location, pulse: ALIVE })),
    });
    assert.equal(automa.phase.kind, 'action');
    assert.deepEqual(events(automa, 'lifelinesTargeted'), []);
  });

  test('EVT-LIFELINES-01 INFO the choice is public: every view shows who is named, nobody sees a Pulse deck', () => {
    const s = act(lifelines([ALIVE, ALIVE, ['alive', 'dead'], ALIVE, ALIVE]), 1, {
      type: 'lifelinesTarget',
      target: 2,
    });
    for (const viewer of [0, 1, 2, 3, 4, 'spectator'] as const) {
      const view = viewFor(s, viewer);
      assert.deepEqual(view.phase, { kind: 'lifelines', seat: 1, count: 2, chosen: [2] });
      assert.equal(view.seats[2]!.pulseSize, 2);
      assert.ok(!JSON.stringify(view).includes('"pulse"'));
      assert.ok(logFor(s, viewer).some((e) => e.t === 'lifelinesTargeted' && e.target === 2));
    }
  });
});

describe('EVT-LIFELINES-02 each target reveals one card', () => {
  test('EVT-LIFELINES-02 AMB-52 an Alive card goes back face down on top: nobody dies, no Vote', () => {
    const pulses: EncounterCard[][] = [['alive'], ['alive', 'alive'], ['alive'], ['alive'], ['alive']];
    let s = lifelines(pulses);
    s = act(act(s, 1, { type: 'lifelinesTarget', target: 1 }), 1, { type: 'lifelinesTarget', target: 0 });
    assert.deepEqual(events(s, 'lifelineRevealed'), [
      { t: 'lifelineRevealed', seat: 1, card: 'alive' },
      { t: 'lifelineRevealed', seat: 0, card: 'alive' },
    ]);
    assert.ok(s.seats.every((st) => st.alive && !st.pulseTopFaceUp));
    assert.deepEqual(events(s, 'voteStarted'), []);
    assert.deepEqual(s.phase, { kind: 'action', seat: 1, refusedBy: [] });
    // Public: every seat and spectators read the card shown.
    for (const viewer of [0, 2, 'spectator'] as const)
      assert.equal(logFor(s, viewer).filter((e) => e.t === 'lifelineRevealed').length, 2);
  });

  test('EVT-LIFELINES-02 AMB-52 a Dead card stays face up on top and its owner becomes a Ghost', () => {
    let s = lifelines([ALIVE, ALIVE, ['dead'], ALIVE, ALIVE]);
    s = act(act(s, 1, { type: 'lifelinesTarget', target: 2 }), 1, { type: 'lifelinesTarget', target: 3 });
    assert.deepEqual(events(s, 'lifelineRevealed'), [
      { t: 'lifelineRevealed', seat: 2, card: 'dead' },
      { t: 'lifelineRevealed', seat: 3, card: 'alive' },
    ]);
    assert.equal(s.seats[2]!.alive, false);
    assert.equal(s.seats[2]!.pulseTopFaceUp, true);
    assert.equal(s.seats[2]!.pulse.at(-1), 'dead');
    assert.deepEqual(events(s, 'becameGhost'), [{ t: 'becameGhost', seat: 2, cause: 'revealed' }]);
    assert.equal(viewFor(s, 'spectator').seats[2]!.pulseTopDead, true);
  });

  test('EVT-LIFELINES-02 AMB-45 the Pulse deck is shuffled from the game stream: both cards of a mixed deck can come up', () => {
    const seen = new Set<EncounterCard>();
    for (let i = 0; i < 24 && seen.size < 2; i++) {
      const seed = i.toString(16).padStart(64, '0');
      // The Alive card is on top before the shuffle; a deck that were not shuffled would always show it.
      let s = lifelines([ALIVE, ALIVE, ['dead', 'alive'], ALIVE, ALIVE], { seed });
      s = act(act(s, 1, { type: 'lifelinesTarget', target: 2 }), 1, { type: 'lifelinesTarget', target: 3 });
      const card = events(s, 'lifelineRevealed')[0]!.card;
      assert.equal(s.seats[2]!.pulse.at(-1), card, 'the card shown is the one on top');
      seen.add(card);
    }
    assert.deepEqual([...seen].sort(), ['alive', 'dead']);
  });
});

describe('EVT-LIFELINES-03 D-41 one Vote however many murders', () => {
  test('EVT-LIFELINES-03 D-41 AMB-13 two murders revealed: exactly one mandatory Vote, then the Action Phase', () => {
    let s = lifelines([ALIVE, ALIVE, ['dead'], ['dead'], ALIVE]);
    s = act(act(s, 1, { type: 'lifelinesTarget', target: 2 }), 1, { type: 'lifelinesTarget', target: 3 });
    assert.equal(s.seats[2]!.alive || s.seats[3]!.alive, false);
    assert.deepEqual(events(s, 'voteStarted'), [{ t: 'voteStarted', reason: 'murder', initiator: 1 }]);
    assert.ok(s.phase.kind === 'vote');
    assert.equal(s.voteToken, true, 'a mandatory Vote does not flip the Vote token');
    const after = voteWith(s, [null, null, null, null, null]);
    assert.deepEqual(after.phase, { kind: 'action', seat: 1, refusedBy: [] });
    assert.equal(events(after, 'voteStarted').length, 1);
  });

  test('EVT-LIFELINES-03 AMB-26 AMB-52 a Butterfingers First Player dies after naming, before the Vote; a Crybaby does not', () => {
    const roles: Role[] = ['cultist', 'butterfingers', 'investigator', 'investigator', 'investigator'];
    let s = lifelines([ALIVE, ALIVE, ['dead'], ALIVE, ALIVE], { roles });
    s = act(act(s, 1, { type: 'lifelinesTarget', target: 2 }), 1, { type: 'lifelinesTarget', target: 4 });
    assert.deepEqual(events(s, 'becameGhost'), [
      { t: 'becameGhost', seat: 2, cause: 'revealed' },
      { t: 'becameGhost', seat: 1, cause: 'butterfingers' },
    ]);
    assert.equal(s.phase.kind, 'vote');
    const crybaby: Role[] = ['cultist', 'crybaby', 'investigator', 'investigator', 'investigator'];
    let c = lifelines([ALIVE, ALIVE, ['dead'], ALIVE, ALIVE], { roles: crybaby });
    c = act(act(c, 1, { type: 'lifelinesTarget', target: 2 }), 1, { type: 'lifelinesTarget', target: 4 });
    assert.equal(c.seats[1]!.alive, true);
    assert.equal(c.phase.kind, 'vote');
  });

  test('EVT-LIFELINES-03 WIN-02 revealing the last living Cultist ends the game at once, without a Vote', () => {
    let s = lifelines([['dead'], ALIVE, ALIVE, ALIVE, ALIVE]);
    s = act(act(s, 1, { type: 'lifelinesTarget', target: 0 }), 1, { type: 'lifelinesTarget', target: 2 });
    assert.equal(s.phase.kind, 'over');
    assert.equal(s.result?.winner, 'investigators');
    assert.deepEqual(events(s, 'voteStarted'), []);
    // The reveal stops at the game's end: the second target shows nothing.
    assert.equal(events(s, 'lifelineRevealed').length, 1);
  });
});

describe('EVT-MIRROR-01 the Mirror after Lifelines', () => {
  test('EVT-MIRROR-01 EVT-LIFELINES-01 the Mirror drawn the round after Lifelines makes the First Player name targets again', () => {
    const rest = bagTokens({ unsafePassage: true, lifelines: true }).filter(
      (t) => t !== 'lifelines' && t !== 'mirror',
    );
    const s = position({
      players: 5,
      roles: FIVE,
      ruleset: { lifelines: true },
      round: 2,
      clock: ['lifelines'],
      bag: ['mirror', ...rest],
      phase: { kind: 'event' },
      knife: 3,
      seats: SPOTS.slice(0, 5).map((location) => ({ location, pulse: ALIVE, hand: {} })),
    });
    assert.deepEqual(events(s, 'mirrored'), [{ t: 'mirrored', token: 'lifelines' }]);
    assert.ok(s.phase.kind === 'lifelines' && s.phase.seat === 3 && s.phase.count === 2);
  });
});

describe('Lifelines positions', () => {
  test('EVT-LIFELINES-01 buildPosition sets up the choice part way, and refuses targets that cannot be named', () => {
    const part = lifelines([ALIVE, ALIVE, ALIVE, ALIVE, ALIVE], {
      phase: { kind: 'event', lifelinesChosen: [3] },
    });
    assert.ok(part.phase.kind === 'lifelines');
    assert.deepEqual(part.phase.chosen, [3]);
    const base: PositionSetup = {
      players: 5,
      roles: FIVE,
      ruleset: { lifelines: true },
      bag: lifelinesBag(),
      knife: 1,
      seats: SPOTS.slice(0, 5).map((location, i) => ({ location, pulse: ALIVE, alive: i !== 4 })),
    };
    const fields = (setup: PositionSetup): string[] => {
      const built = buildPosition(setup);
      return built.ok ? [] : built.problems.map((p) => p.field);
    };
    assert.deepEqual(fields({ ...base, phase: { kind: 'event', lifelinesChosen: [4] } }), [
      'phase.lifelinesChosen',
    ]);
    assert.deepEqual(fields({ ...base, phase: { kind: 'event', lifelinesChosen: [2, 2] } }), [
      'phase.lifelinesChosen',
    ]);
    assert.deepEqual(fields({ ...base, phase: { kind: 'event', lifelinesChosen: [2, 3] } }), [
      'phase.lifelinesChosen',
    ]);
    assert.deepEqual(
      fields({ ...base, bag: lifelinesBag('mirror'), phase: { kind: 'event', lifelinesChosen: [2] } }),
      ['phase.lifelinesChosen'],
    );
    // Lifelines is not in the Bag of a game without it.
    assert.deepEqual(fields({ ...base, ruleset: {}, phase: { kind: 'event' } }), ['bag']);
  });

  test('EVT-LIFELINES-03 buildPosition sets up the Vote after Lifelines: nobody has acted yet', () => {
    const s = position({
      players: 5,
      roles: FIVE,
      ruleset: { lifelines: true },
      knife: 1,
      clock: ['lifelines'],
      phase: { kind: 'vote', reason: 'murder', initiator: 1, after: 'lifelines' },
      seats: SPOTS.slice(0, 5).map((location, i) =>
        i === 2
          ? { location, pulse: ['dead'], alive: false, pulseTopFaceUp: true }
          : { location, pulse: ALIVE },
      ),
    });
    assert.ok(s.acted.every((a) => !a));
    const after = voteWith(s, [null, null, null, null, null]);
    assert.deepEqual(after.phase, { kind: 'action', seat: 1, refusedBy: [] });
  });

  test('EVT-LIFELINES-02 replays identically from JSON (the shuffle draws from the state)', () => {
    const s = lifelines([ALIVE, ['alive', 'dead', 'alive'], ['dead', 'alive'], ALIVE, ALIVE]);
    const copy = JSON.parse(JSON.stringify(s)) as GameState;
    const play = (g: GameState): GameState =>
      act(act(g, 1, { type: 'lifelinesTarget', target: 1 }), 1, { type: 'lifelinesTarget', target: 2 });
    assert.deepEqual(play(s), play(copy));
  });

  test('EVT-LIFELINES-01 seats are in range', () => {
    const s = lifelines([ALIVE, ALIVE, ALIVE, ALIVE, ALIVE]);
    rejects(s, 1, { type: 'lifelinesTarget', target: 9 }, 'action/malformed');
    rejects(s, 1, { type: 'lifelinesTarget' }, 'action/malformed');
    assert.equal((legalActions(s, 1) as readonly { target?: Seat }[]).length, 5);
  });
});
