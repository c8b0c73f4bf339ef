import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { act, loc, newGame, position } from './testing.ts';
import { actors, legalActions } from './legal.ts';
import { apply } from './apply.ts';
import { cloneState } from './clone.ts';
import { logFor, viewFor, viewsFor, type PlayerView, type ViewMemo } from './view.ts';
import { ROUTE_LINE_ROUNDS } from './rules/context.ts';
import type { PositionSetup, SeatSetup } from './position.ts';
import type { GameState } from './state.ts';
import type { PlayerCount, Role, Seat, Viewer } from './types.ts';

const SIX: Role[] = ['cultist', 'investigator', 'investigator', 'seer', 'investigator', 'investigator'];
const EIGHT: Role[] = [
  'investigator',
  'cultist',
  'investigator',
  'investigator',
  'cultist',
  'seer',
  'investigator',
  'investigator',
];

/** Everyone alive in the Central Hallway with an empty Pulse deck, except the seats described. */
function seatsWith(n: number, special: Readonly<Record<number, SeatSetup>> = {}): SeatSetup[] {
  return Array.from({ length: n }, (_, i) => ({ location: 'central', pulse: [], ...special[i] }));
}

function six(extra: Partial<PositionSetup> = {}): GameState {
  return position({ players: 6, roles: SIX, knife: 1, seats: seatsWith(6), ...extra });
}

/** What `viewer` can learn: the view and the log, as JSON. */
function knowledge(s: GameState, viewer: Viewer): string {
  return JSON.stringify({ view: viewFor(s, viewer), log: logFor(s, viewer) });
}

function viewers(s: GameState): Viewer[] {
  return [...s.seats.map((_, i) => i), 'spectator'];
}

/** The part of a view that is the same for everyone: everything but the viewer's own data. */
function publicPart(v: PlayerView): unknown {
  const { viewer: _viewer, me: _me, legal: _legal, unavailable: _unavailable, ...rest } = v;
  return rest;
}

describe('INFO-01 INFO-02 nobody sees their own Pulse deck', () => {
  test('INFO-01 the owner cannot tell an Alive card from a Dead card in their own Pulse deck', () => {
    // Round 2: the card came in an Encounter, so the Cultist did not see it in the Night Phase.
    const alive = six({ round: 2, seats: seatsWith(6, { 2: { pulse: ['alive', 'alive'] } }) });
    const dead = six({ round: 2, seats: seatsWith(6, { 2: { pulse: ['alive', 'dead'] } }) });
    for (const viewer of viewers(alive)) assert.equal(knowledge(alive, viewer), knowledge(dead, viewer));
    assert.equal(viewFor(dead, 2).seats[2]!.pulseSize, 2, 'the size of a stack on the table is public');
  });

  test('INFO-01 INFO-07 the receiver of a card does not learn what it was; the giver does', () => {
    let s = six({
      phase: { kind: 'movement', seat: 0 },
      knife: 0,
      seats: seatsWith(6, { 1: { location: 'library' } }),
    });
    s = act(s, 0, { type: 'step', to: loc(s, 'library') });
    s = act(act(s, 0, { type: 'giveCard', card: 'dead' }), 1, { type: 'giveCard', card: 'alive' });
    const face = (viewer: Viewer) =>
      logFor(s, viewer).flatMap((e) => (e.t === 'cardGivenFace' ? [[e.from, e.to, e.card]] : []));
    assert.deepEqual(face(0), [[0, 1, 'dead']]);
    assert.deepEqual(face(1), [[1, 0, 'alive']]);
    assert.deepEqual(face(2), []);
    assert.deepEqual(face('spectator'), []);
    // Both see that cards changed hands.
    assert.equal(logFor(s, 3).filter((e) => e.t === 'cardGiven').length, 2);
  });

  test('INFO-02 a checked Pulse deck is shown only to the checker; the outcome step looks the same for all', () => {
    const check = (pulse: SeatSetup['pulse']) => {
      const s = six({ round: 2, phase: { kind: 'action', seat: 1 }, seats: seatsWith(6, { 4: { pulse } }) });
      return act(s, 1, { type: 'checkState', target: 4 });
    };
    const dead = check(['alive', 'dead']);
    const alive = check(['alive', 'alive']);
    assert.deepEqual(viewFor(dead, 1).me?.check, { target: 4, alive: 1, dead: 1 });
    assert.ok(logFor(dead, 1).some((e) => e.t === 'stateSeen'));
    for (const viewer of [0, 2, 3, 4, 5, 'spectator'] as const) {
      assert.equal(knowledge(dead, viewer), knowledge(alive, viewer), `viewer ${viewer}`);
      assert.equal(viewFor(dead, viewer).me?.check ?? null, null);
    }
    // Revealed, the Dead card lies face up for everyone.
    const revealed = act(dead, 1, { type: 'endCheck', reveal: true });
    for (const viewer of viewers(revealed)) {
      const seat = viewFor(revealed, viewer).seats[4]!;
      assert.equal(seat.pulseTopDead, true);
      assert.equal(seat.alive, false);
    }
  });
});

describe('INFO-01 secrets of the other seats', () => {
  test('INFO-01 an Investigator cannot tell who is the Cultist, nor others’ hands and Routes', () => {
    const a = position({
      players: 6,
      roles: SIX,
      routes: [1, 2, 3, 4, 5, 6],
      drawPile: [],
      seats: seatsWith(6),
    });
    const b = position({
      players: 6,
      roles: ['investigator', 'investigator', 'investigator', 'seer', 'cultist', 'investigator'],
      routes: [7, 2, 3, 4, 8, 9],
      drawPile: [],
      seats: seatsWith(6, { 5: { hand: { alive: 8, dead: 1, success: 7, failure: 1 } } }),
    });
    assert.equal(knowledge(a, 1), knowledge(b, 1));
    assert.equal(knowledge(a, 'spectator'), knowledge(b, 'spectator'));
    assert.notEqual(knowledge(a, 3), knowledge(b, 3), 'the Seer knows the Cultist');
  });

  test('INFO-01 a seat sees its own role, hand and Route', () => {
    const s = position({ players: 6, roles: SIX, routes: [1, 2, 3, 4, 5, 6], seats: seatsWith(6) });
    const me = viewFor(s, 0).me!;
    assert.equal(me.role, 'cultist');
    assert.deepEqual(me.hand, s.seats[0]!.hand);
    assert.equal(me.route.id, 1);
    assert.equal(viewFor(s, 'spectator').me, null);
    assert.deepEqual(viewFor(s, 'spectator').legal, []);
    assert.deepEqual(
      viewFor(s, 1).seats.map((seat) => seat.revealedRole),
      [null, null, null, null, null, null],
    );
  });

  test('INFO-01 pending choices stay secret: ballots, Encounter cards, the Cleanup answer', () => {
    // A ballot cast changes nothing for the others.
    let vote = position({
      players: 6,
      roles: SIX,
      routes: [2, 1, 3, 4, 5, 6],
      knife: 1,
      phase: { kind: 'action', seat: 1 },
      seats: seatsWith(6, { 1: { location: 'cafeteria' } }),
    });
    vote = act(vote, 1, { type: 'initiateVote' });
    for (let seat = 0; seat < 6; seat++) vote = act(vote, seat, { type: 'ready' });
    const cast = act(vote, 0, { type: 'ballot', target: 4 });
    for (const viewer of [1, 2, 3, 4, 5, 'spectator'] as const)
      assert.equal(JSON.stringify(viewFor(cast, viewer)), JSON.stringify(viewFor(vote, viewer)));
    assert.deepEqual(viewFor(cast, 0).me?.ballot, { cast: true, target: 4 });

    // The Cleanup: a claim looks like ending the round until everyone has answered.
    const cleanup = act(six({ phase: { kind: 'action', seat: 0 } }), 0, { type: 'pass' });
    assert.equal(cleanup.phase.kind, 'cleanup');
    const claimed = act(cleanup, 0, { type: 'claimVictory' });
    const ended = act(cleanup, 0, { type: 'endRound' });
    for (const viewer of [1, 2, 3, 4, 5, 'spectator'] as const)
      assert.equal(knowledge(claimed, viewer), knowledge(ended, viewer));
    assert.deepEqual(viewFor(claimed, 1).phase, { kind: 'cleanup' });

    // An Encounter card chosen.
    let meet = six({
      phase: { kind: 'movement', seat: 0 },
      knife: 0,
      seats: seatsWith(6, { 1: { location: 'library' } }),
    });
    meet = act(meet, 0, { type: 'step', to: loc(meet, 'library') });
    const gaveDead = act(meet, 0, { type: 'giveCard', card: 'dead' });
    const gaveAlive = act(meet, 0, { type: 'giveCard', card: 'alive' });
    for (const viewer of [1, 2, 'spectator'] as const)
      assert.equal(knowledge(gaveDead, viewer), knowledge(gaveAlive, viewer));
  });
});

describe('INFO-03 stacks keep their order', () => {
  test('INFO-03 a received card goes on top of the Pulse deck, a filled card on top of the Room deck', () => {
    let s = six({
      phase: { kind: 'movement', seat: 0 },
      knife: 0,
      seats: seatsWith(6, { 1: { location: 'library', pulse: ['dead', 'alive'] } }),
    });
    s = act(s, 0, { type: 'step', to: loc(s, 'library') });
    s = act(act(s, 0, { type: 'giveCard', card: 'dead' }), 1, { type: 'giveCard', card: 'alive' });
    assert.deepEqual(s.seats[1]!.pulse, ['dead', 'alive', 'dead']);

    let f = six({
      routes: [2, 1, 3, 4, 5, 6],
      phase: { kind: 'action', seat: 1 },
      rooms: { pink1: { deck: ['failure', 'success'] } },
      drawPile: [],
      seats: seatsWith(6, { 1: { location: 'pink1' } }),
    });
    f = act(f, 1, { type: 'fillRoom', room: loc(f, 'pink1'), card: 'success' });
    assert.deepEqual(f.rooms[loc(f, 'pink1')]!.deck, ['failure', 'success', 'success']);
  });
});

describe('INFO-04 INFO-05 AMB-55 public information', () => {
  test('INFO-04 everyone, spectators included, sees the same board', () => {
    const s = six({
      round: 3,
      knife: 2,
      power: false,
      voteToken: false,
      fishman: 'east-wing',
      portal: { openedRound: 2, lastRound: 5, status: 'open' },
      targetShift: -1,
      rooms: {
        orange1: { books: 0, deck: [] },
        orange2: { books: 0, deck: [] },
        library: { cultistTokens: 1 },
      },
      cultistTokens: ['darkblue2', 'orange1'],
      clock: ['lightningStrike', 'portalOpens'],
      seats: seatsWith(6, { 3: { alive: false, location: 'pink2' }, 5: { location: 'security' } }),
    });
    const views = viewers(s).map((v) => viewFor(s, v));
    for (const v of views) assert.deepEqual(publicPart(v), publicPart(views[0]!));
    const v = views.at(-1)!;
    assert.equal(v.round, 3);
    assert.equal(v.knife, 2);
    assert.equal(v.power, false);
    assert.equal(v.voteTokenActive, false);
    assert.equal(v.fishman, loc(s, 'east-wing'));
    assert.equal(v.portal?.status, 'open');
    assert.equal(v.vp, 4);
    assert.equal(v.vpTarget, 11);
    assert.equal(v.cultistTokensFaceDown, 2);
    assert.deepEqual(v.clock, ['lightningStrike', 'portalOpens']);
    assert.equal(v.rooms.find((r) => r.location === loc(s, 'library'))?.cultistTokens, 1);
    assert.deepEqual(
      v.seats.map((seat) => [seat.location, seat.alive]),
      s.seats.map((seat) => [seat.location, seat.alive]),
    );
  });

  test('INFO-04 views made together (viewsFor) equal views made one by one and share their public part', () => {
    const s = six({ round: 2, seats: seatsWith(6, { 2: { alive: false } }) });
    const all = viewers(s);
    const together = viewsFor(s, all);
    together.forEach((v, i) => {
      assert.deepEqual(v, viewFor(s, all[i]!));
      assert.equal(v.seats, together[0]!.seats);
      assert.equal(v.rooms, together[0]!.rooms);
    });
    assert.notEqual(together[0]!.me, together[1]!.me);
    assert.throws(() => viewsFor(s, [0, 6]), RangeError);
  });

  test("INFO-04 a caller's ViewMemo lets the views of a game's successive states share its configuration, and changes nothing else", () => {
    const s = newGame({ players: 6, seed: 'a'.repeat(64) });
    const seat = actors(s)[0]!;
    const next = apply(s, seat, legalActions(s, seat)[0]!);
    assert.ok(next.ok);
    const memo: ViewMemo = {};
    const first = viewsFor(s, [0, 'spectator'], memo);
    const later = viewsFor(next.state, [1], memo);
    assert.equal(later[0]!.config, first[0]!.config, 'the same object across states');
    assert.equal(first[1]!.config, first[0]!.config);
    // Without a memo, or with another one, the same views by value: the memo is only an identity.
    assert.deepEqual(viewsFor(next.state, [1]), later);
    assert.deepEqual(viewsFor(next.state, [1], {}), later);
    assert.notEqual(viewsFor(next.state, [1])[0]!.config, later[0]!.config);
    // Another game (another configuration) is not served the first one's.
    const other = newGame({ players: 5, seed: 'b'.repeat(64) });
    assert.equal(viewFor(other, 0, memo).config.players, 5);
  });

  test('INFO-04 a Room token shows its side once the room is explored, not before', () => {
    const s = six({
      rooms: {
        pink1: { deck: ['failure', 'success', 'success'], explored: true, unsafe: true },
        pink2: { unsafe: true },
      },
      drawPile: [],
    });
    const rooms = viewFor(s, 'spectator').rooms;
    assert.deepEqual(
      rooms
        .filter((r) => r.location === loc(s, 'pink1') || r.location === loc(s, 'pink2'))
        .map((r) => [r.deckSize, r.unsafe]),
      [
        [3, true],
        [1, null],
      ],
    );
  });

  test('INFO-05 AMB-55 hand counts by card back are public, the faces are not', () => {
    const s = six({
      drawPile: [],
      seats: seatsWith(6, { 2: { hand: { alive: 3, dead: 1, success: 2, sabotage: 1 } } }),
    });
    assert.deepEqual(viewFor(s, 4).seats[2]!.hand, { encounter: 4, room: 3 });
    assert.deepEqual(viewFor(s, 4).seats[0]!.hand, { encounter: 9, room: 8 });
    const hidden = six({ ruleset: { handCountsPublic: false } });
    assert.equal(viewFor(hidden, 4).seats[2]!.hand, null);
    assert.deepEqual(viewFor(hidden, 2).me?.hand, hidden.seats[2]!.hand, 'your own hand stays yours');
  });
});

describe('INFO-06 a completed Vote is public', () => {
  test('INFO-06 VOTE-05 everyone sees who pointed at whom, who abstained, the Knife’s change and the result', () => {
    let s = position({
      players: 6,
      roles: SIX,
      routes: [2, 1, 3, 4, 5, 6],
      knife: 1,
      phase: { kind: 'action', seat: 1 },
      seats: seatsWith(6, { 1: { location: 'cafeteria' } }),
    });
    s = act(s, 1, { type: 'initiateVote' });
    for (let seat = 0; seat < 6; seat++) s = act(s, seat, { type: 'ready' });
    const ballots = [4, null, 4, null, 0, 4] as const;
    ballots.forEach((target, seat) => {
      s = act(s, seat, { type: 'ballot', target });
    });
    s = act(s, 1, { type: 'ballot', target: 0 });
    for (const viewer of viewers(s)) {
      const log = logFor(s, viewer);
      const revealed = log.find((e) => e.t === 'ballotsRevealed');
      assert.deepEqual(revealed, {
        t: 'ballotsRevealed',
        ballots: [4, null, 4, null, 0, 4],
        round: 1,
        seq: revealed?.seq,
      });
      assert.ok(log.some((e) => e.t === 'ballotChanged' && e.seat === 1 && e.from === null && e.to === 0));
      assert.ok(log.some((e) => e.t === 'voteResult' && e.eliminated === 4));
    }
  });
});

describe('INFO-07 what the Night Phase shows', () => {
  test('INFO-07 NIGHT-06 the Cultists know each other and who started dead; the Seer knows the Cultists', () => {
    const s = newGame({
      players: 8,
      deal: {
        roles: EIGHT,
        pulse: ['alive', 'alive', 'alive', 'dead', 'alive', 'alive', 'alive', 'alive'],
      },
    });
    for (const cultist of [1, 4]) {
      const me = viewFor(s, cultist).me!;
      assert.deepEqual(me.knownCultists, [1, 4]);
      assert.deepEqual(me.deadFromStart, [3]);
      assert.ok(logFor(s, cultist).some((e) => e.t === 'nightCultists'));
    }
    assert.deepEqual(viewFor(s, 5).me?.knownCultists, [1, 4]);
    assert.equal(viewFor(s, 5).me?.deadFromStart, null, 'the Seer does not see the Pulse cards');
    assert.ok(logFor(s, 5).some((e) => e.t === 'nightSeer'));
    for (const viewer of [0, 2, 3, 6, 7, 'spectator'] as const) {
      const me = viewFor(s, viewer).me;
      assert.equal(me?.knownCultists ?? null, null);
      assert.equal(me?.deadFromStart ?? null, null);
      assert.ok(!logFor(s, viewer).some((e) => e.t === 'nightCultists' || e.t === 'nightSeer'));
    }
  });
});

describe('INFO-01 INFO-04 at the end every secret is revealed', () => {
  test('INFO-04 once the game is over every role, hand and Pulse deck is shown, and the whole log', () => {
    let s = six({ round: 10, phase: { kind: 'action', seat: 0 } });
    s = act(s, 0, { type: 'pass' });
    for (let seat = 0; seat < 6; seat++) s = act(s, seat, { type: 'endRound' });
    assert.equal(s.phase.kind, 'over');
    const v = viewFor(s, 2);
    assert.deepEqual(v.reveal?.roles, SIX);
    assert.deepEqual(
      v.seats.map((seat) => seat.revealedRole),
      SIX,
    );
    assert.equal(logFor(s, 2).length, s.log.length);
  });
});

// --- Random play: the projections never leak the seed, the stream or the death bookkeeping. ---

/** A small deterministic generator for choosing moves (not game randomness). */
function chooser(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FORBIDDEN_KEYS = new Set(['rng', 'seed', 'key', 'counter', 'killTargetRound', 'deathRound', 'sawDead']);

function forbiddenKeys(value: unknown, path = '$'): string[] {
  if (typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => forbiddenKeys(v, `${path}[${i}]`));
  return Object.entries(value).flatMap(([k, v]) => [
    ...(FORBIDDEN_KEYS.has(k) ? [`${path}.${k}`] : []),
    ...forbiddenKeys(v, `${path}.${k}`),
  ]);
}

/** A copy of `s` in which one hidden card of `seat`'s Pulse deck has the other face. */
function flipHiddenPulseCard(s: GameState, seat: Seat): GameState | null {
  const st = s.seats[seat]!;
  const hidden = st.pulse.length - (st.pulseTopFaceUp ? 1 : 0);
  if (hidden === 0) return null;
  const copy = cloneState(s);
  const pulse = copy.seats[seat]!.pulse;
  pulse[0] = pulse[0] === 'dead' ? 'alive' : 'dead';
  return copy;
}

function checkProjections(s: GameState, seed: string): void {
  const over = s.phase.kind === 'over';
  for (const viewer of viewers(s)) {
    const view = viewFor(s, viewer);
    const log = logFor(s, viewer);
    const text = JSON.stringify({ view, log });
    assert.ok(!text.includes(seed), 'the seed never reaches a view');
    for (const word of s.rng.key) {
      if (word > 99999) assert.ok(!text.includes(String(word)), 'nor the stream key');
    }
    assert.deepEqual(forbiddenKeys({ view, log }), []);
    if (!over && viewer !== 'spectator') {
      const flipped = flipHiddenPulseCard(s, viewer);
      if (flipped) assert.equal(knowledge(flipped, viewer), JSON.stringify({ view, log }), 'own Pulse deck');
    }
    if (!over) assert.equal(view.reveal, null);
  }
  const views = viewers(s).map((v) => JSON.stringify(publicPart(viewFor(s, v))));
  assert.ok(
    views.every((v) => v === views[0]),
    'the public part is the same for everyone',
  );
}

describe('INFO-01 INFO-02 INFO-04 random play never leaks', () => {
  test('INFO-01 INFO-02 INFO-04 no view or log holds the seed, the stream, killTargetRound or deathRound; own Pulse decks stay unknown', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PlayerCount>(5, 6, 7, 8),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.integer(),
        (players, seed, moves) => {
          const pick = chooser(moves);
          let s = newGame({ players, seed });
          for (let steps = 0; steps < 400 && s.phase.kind !== 'over'; steps++) {
            const who = actors(s);
            const seat = who[Math.floor(pick() * who.length)]!;
            // Claims end games early; keep them rare so that play goes deep.
            const options = legalActions(s, seat).filter((a) => a.type !== 'claimVictory' || pick() < 0.05);
            const r = apply(s, seat, options[Math.floor(pick() * options.length)]);
            assert.ok(r.ok);
            s = r.state;
            if (steps % 3 === 0) checkProjections(s, seed);
          }
          checkProjections(s, seed);
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe('INFO-04 what the view says so that clients need no rule of their own', () => {
  test('ROUTE-01 the rounds each Route line covers', () => {
    assert.deepEqual(ROUTE_LINE_ROUNDS, [
      [1, 5, 9],
      [2, 6, 10],
      [3, 7],
      [4, 8],
    ]);
  });

  test('VOTE-06 VOTE-07 AMB-60 the Knife privilege: change at 5-6 players, double at 7-8, none for a Ghost', () => {
    assert.equal(viewFor(six(), 'spectator').knifePrivilege, 'change');
    assert.equal(viewFor(six({ seats: seatsWith(6, { 1: { alive: false } }) }), 0).knifePrivilege, null);
    const eight = position({ players: 8, roles: EIGHT, knife: 1, seats: seatsWith(8) });
    assert.equal(viewFor(eight, 3).knifePrivilege, 'double');
  });
});
