import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace } from './apply.ts';
import { SHIPPED_BOARD, layoutById } from './content/index.ts';
import { ROLE_INFO } from './content/roles.ts';
import { PLAYER_COUNT_TABLE } from './content/tables.ts';
import { countsOf, listOf } from './cards.ts';
import { actors, legalActions } from './legal.ts';
import type { ScenarioDeal } from './options.ts';
import { createRng, randomInt } from './rng/random.ts';
import type { GameState } from './state.ts';
import { act, allReady, isLegal, newGame, position, rejects, seedOf } from './testing.ts';
import { logFor, viewFor } from './view.ts';
import { CARD_KINDS, PLAYER_COUNTS, type PlayerCount, type Role, type Viewer } from './types.ts';

const cultistsOf = (s: GameState) => s.seats.flatMap((st, i) => (st.role === 'cultist' ? [i] : []));
const deadOf = (s: GameState) => s.seats.flatMap((st, i) => (st.pulse.includes('dead') ? [i] : []));
/** The log entry types a viewer sees. */
const seenTypes = (s: GameState, viewer: Viewer) => logFor(s, viewer).map((e) => e.t);

function nightGames(): GameState[] {
  return PLAYER_COUNTS.flatMap((players) => [0, 1, 2].map((i) => newGame({ players, seed: seedOf(40 + i) })));
}

describe('NIGHT-01 NIGHT-06 NIGHT-13 the Night Phase as information', () => {
  test('NIGHT-01 NIGHT-06 NIGHT-13 ROLE-CULTIST Cultists learn each other and who starts dead', () => {
    for (const s of nightGames()) {
      const cultists = cultistsOf(s);
      const dead = s.config.players === 7 ? null : deadOf(s);
      for (const seat of cultists) {
        const me = viewFor(s, seat).me!;
        assert.deepEqual(me.knownCultists, cultists);
        assert.deepEqual(me.deadFromStart, dead);
        const night = logFor(s, seat).filter((e) => e.t === 'nightCultists');
        assert.equal(night.length, 1);
        assert.deepEqual(night[0], {
          t: 'nightCultists',
          cultists,
          deadFromStart: dead ?? [],
          round: 1,
          seq: 1,
        });
        assert.ok(!seenTypes(s, seat).includes('nightSeer'));
      }
    }
  });

  test('NIGHT-01 NIGHT-06 ROLE-SEER-01 the Seer learns the Cultists and nothing about Pulse cards', () => {
    for (const s of nightGames().filter((g) => g.config.players !== 7)) {
      const seer = s.seats.findIndex((st) => st.role === 'seer');
      const me = viewFor(s, seer).me!;
      assert.deepEqual(me.knownCultists, cultistsOf(s));
      assert.equal(me.deadFromStart, null);
      assert.deepEqual(seenTypes(s, seer), ['gameStarted', 'nightSeer']);
      assert.deepEqual(
        logFor(s, seer).find((e) => e.t === 'nightSeer'),
        { t: 'nightSeer', cultists: cultistsOf(s), round: 1, seq: 2 },
      );
    }
  });

  test('NIGHT-01 NIGHT-13 ROLE-INVESTIGATOR other Investigators and the spectator learn nothing', () => {
    for (const s of nightGames()) {
      s.seats.forEach((st, seat) => {
        if (st.role !== 'investigator') return;
        const me = viewFor(s, seat).me!;
        assert.equal(me.knownCultists, null);
        assert.equal(me.deadFromStart, null);
        assert.deepEqual(seenTypes(s, seat), ['gameStarted']);
      });
      assert.equal(viewFor(s, 'spectator').me, null);
      assert.deepEqual(seenTypes(s, 'spectator'), ['gameStarted']);
    }
  });

  test('NIGHT-07 without a Seer the thumb step is left out: nobody gets the Seer’s message', () => {
    const s = newGame({ players: 5, specialRoles: [] });
    assert.ok(s.log.every((e) => e.t !== 'nightSeer'));
    const cultist = cultistsOf(s)[0]!;
    assert.deepEqual(viewFor(s, cultist).me!.deadFromStart, deadOf(s));
    s.seats.forEach((_, seat) => {
      if (seat !== cultist) assert.equal(viewFor(s, seat).me!.knownCultists, null);
    });
  });

  test('NIGHT-08 at 7 players the two Cultists see each other; there are no Pulse cards to see and no Seer', () => {
    for (let i = 0; i < 5; i++) {
      const s = newGame({ players: 7, seed: seedOf(70 + i) });
      const cultists = cultistsOf(s);
      assert.equal(cultists.length, 2);
      for (const seat of cultists) {
        assert.deepEqual(viewFor(s, seat).me!.knownCultists, cultists);
        assert.equal(viewFor(s, seat).me!.deadFromStart, null);
      }
      assert.ok(s.log.every((e) => e.t !== 'nightSeer'));
    }
  });

  test('NIGHT-04 NIGHT-13 a seat’s view does not depend on its own Pulse card, nor on others’ secrets', () => {
    // Two deals that differ in where the Dead Pulse card and the Cultist are: the plain Investigators
    // at seats 3 and 4, the Seer (for the Pulse card) and the spectator see exactly the same things.
    const base: ScenarioDeal = {
      roles: ['investigator', 'cultist', 'seer', 'investigator', 'investigator'],
      pulse: ['alive', 'alive', 'alive', 'dead', 'alive'],
    };
    const variants: ScenarioDeal[] = [
      base,
      { ...base, pulse: ['dead', 'alive', 'alive', 'alive', 'alive'] },
      { ...base, pulse: ['alive', 'alive', 'alive', 'alive', 'alive'] },
      { roles: ['cultist', 'investigator', 'seer', 'investigator', 'investigator'], pulse: base.pulse },
    ];
    const look = (deal: ScenarioDeal, viewer: Viewer, ready: boolean) => {
      let s = newGame({ players: 5, firstPlayer: 0, deal });
      if (ready) s = allReady(s);
      return JSON.stringify([viewFor(s, viewer), logFor(s, viewer)]);
    };
    for (const ready of [false, true]) {
      for (const viewer of [3, 4, 'spectator'] as const) {
        const seen = new Set(variants.map((d) => look(d, viewer, ready)));
        assert.equal(seen.size, 1, `viewer ${viewer} can tell the deals apart`);
      }
      // The Seer cannot tell where the Dead card is, only who the Cultist is.
      assert.equal(new Set(variants.slice(0, 3).map((d) => look(d, 2, ready))).size, 1);
      assert.notEqual(look(variants[0]!, 2, ready), look(variants[3]!, 2, ready));
      // The Cultist does see the Dead card.
      assert.notEqual(look(variants[0]!, 1, ready), look(variants[1]!, 1, ready));
    }
  });

  test('NIGHT-13 INFO-05 hand sizes do not betray the Cultist deck (both editions)', () => {
    for (const deckEdition of ['first', 'second'] as const) {
      for (const players of PLAYER_COUNTS) {
        const hands = viewFor(newGame({ players, ruleset: { deckEdition } }), 'spectator').seats.map((v) =>
          JSON.stringify(v.hand),
        );
        assert.equal(new Set(hands).size, 1, `${players} players, ${deckEdition} edition`);
      }
    }
  });
});

describe('NIGHT-05 NIGHT-09 NIGHT-10 NIGHT-11 NIGHT-12 decks become a Pulse deck and a hand', () => {
  test('NIGHT-05 NIGHT-09 NIGHT-10 PC-18 at 5, 6 and 8 players the bottom card is the Pulse deck, the rest the hand', () => {
    for (const s of nightGames().filter((g) => g.config.players !== 7)) {
      const table = PLAYER_COUNT_TABLE[s.config.players];
      s.seats.forEach((st, seat) => {
        const deck =
          ROLE_INFO[st.role].team === 'cultists' ? table.cultistDeck.second : table.investigatorDeck.second;
        assert.deepEqual(viewFor(s, seat).me!.hand, countsOf(listOf(deck)));
        assert.equal(st.pulse.length, 1);
      });
      // Everyone sees a face-down Pulse deck of one card in front of everyone.
      assert.ok(viewFor(s, 'spectator').seats.every((v) => v.pulseSize === 1 && !v.pulseTopDead));
    }
  });

  test('NIGHT-11 PC-18 at 7 players every card goes to the hand; the Pulse decks start empty', () => {
    const s = newGame({ players: 7 });
    const table = PLAYER_COUNT_TABLE[7];
    s.seats.forEach((st, seat) => {
      const deck = st.role === 'cultist' ? table.cultistDeck.second : table.investigatorDeck.second;
      assert.deepEqual(viewFor(s, seat).me!.hand, countsOf(listOf(deck)));
    });
    assert.ok(viewFor(s, 'spectator').seats.every((v) => v.pulseSize === 0));
  });

  test('NIGHT-04 NIGHT-12 a hand is a set of cards by kind: no order, and no Pulse card in one’s own view', () => {
    const s = allReady(newGame({ players: 6 }));
    for (let seat = 0; seat < 6; seat++) {
      const me = viewFor(s, seat).me!;
      assert.deepEqual(Object.keys(me.hand).sort(), [...CARD_KINDS].sort());
      assert.ok(!('pulse' in me));
    }
    // Cards are played by kind: one Fill action per kind held, whatever the number of copies.
    const filler = position({
      players: 6,
      roles: ['cultist', 'seer', 'investigator', 'investigator', 'investigator', 'investigator'],
      phase: { kind: 'action', seat: 0 },
      seats: [{ location: 'library' }, {}, {}, {}, {}, {}],
    });
    const fills = legalActions(filler, 0).filter((a) => a.type === 'fillRoom');
    assert.deepEqual(fills.map((a) => a.card).sort(), ['failure', 'sabotage', 'success']);
  });
});

describe('NIGHT-02 NIGHT-06 the ritual is scripted and ends when everyone is ready', () => {
  test('NIGHT-02 SETUP-23 createGame plays the ritual: the only decision is to say ready', () => {
    const s = newGame({ players: 8, firstPlayer: 3 });
    assert.deepEqual(
      s.log.map((e) => e.t),
      ['gameStarted', 'nightCultists', 'nightSeer'],
    );
    for (let seat = 0; seat < 8; seat++) assert.deepEqual(legalActions(s, seat), [{ type: 'ready' }]);
    rejects(s, 3, { type: 'step', to: 0 }, 'action/not-now');
    rejects(s, 3, { type: 'pass' }, 'action/not-now');
  });

  test('NIGHT-06 START-01 the Night Phase ends once every seat is ready, in any order; the Knife holder moves first', () => {
    const order = [4, 0, 2, 1, 3];
    let s = newGame({ players: 5, firstPlayer: 2 });
    for (const seat of order.slice(0, -1)) {
      s = act(s, seat, { type: 'ready' });
      assert.equal(s.phase.kind, 'night');
      assert.equal(viewFor(s, seat).me!.ready, true);
      assert.deepEqual(legalActions(s, seat), []);
      rejects(s, seat, { type: 'ready' });
    }
    assert.equal(viewFor(s, 3).me!.ready, false);
    s = act(s, 3, { type: 'ready' });
    assert.deepEqual([s.phase.kind, s.round, s.knife], ['movement', 1, 2]);
    assert.ok(s.phase.kind === 'movement' && s.phase.seat === 2 && s.phase.mp === 3);
    assert.deepEqual(
      logFor(s, 'spectator')
        .slice(-2)
        .map((e) => e.t),
      ['roundStarted', 'phase'],
    );
    assert.ok(legalActions(s, 2).some((a) => a.type === 'step'));
    assert.ok([0, 1, 3, 4].every((seat) => legalActions(s, seat).length === 0));
  });
});

describe('START-02 ROLE-* each seat knows its own role at any time, and only that', () => {
  test('START-02 the own role and team are in the view in every phase of a whole game', () => {
    for (const players of [5, 7] as const) {
      const s = newGame({ players, seed: seedOf(31 + players) });
      const policy = createRng(seedOf(players));
      const phases = new Set<string>();
      for (let i = 0; i < 20_000 && s.phase.kind !== 'over'; i++) {
        phases.add(s.phase.kind);
        for (let seat = 0; seat < players; seat++) {
          const me = viewFor(s, seat).me!;
          assert.equal(me.role, s.seats[seat]!.role);
          assert.equal(me.team, ROLE_INFO[s.seats[seat]!.role].team);
        }
        const seat = actors(s)[0]!;
        const legal = legalActions(s, seat);
        // Claims end 5-player games at once; keep them rare to see more phases.
        const calm = legal.filter((a) => a.type !== 'claimVictory');
        applyInPlace(s, seat, calm[randomInt(policy, calm.length)] ?? legal[0]!);
      }
      assert.equal(s.phase.kind, 'over');
      assert.ok(
        ['night', 'movement', 'action'].every((k) => phases.has(k)),
        [...phases].join(),
      );
      s.seats.forEach((st, seat) => {
        assert.equal(viewFor(s, seat).me!.role, st.role);
      });
    }
  });
});

/** A room of the small map whose colour is not on `route`'s line for rounds 1/5/9. */
function offRouteRoom(route: number): string {
  const layout = layoutById('small');
  const line = SHIPPED_BOARD.routes.find((r) => r.id === route)!.lines[0];
  const room = layout.rooms.find((i) => !line.includes(layout.colour[i]!))!;
  return layout.locations[room]!.id;
}

const FIVE: Role[] = ['investigator', 'cultist', 'seer', 'investigator', 'investigator'];

describe('ROLE-CULTIST ROLE-INVESTIGATOR ROLE-SEER ROLE-GEN-02 role abilities', () => {
  test('ROLE-CULTIST starts with 3 Dead cards; Investigator-team roles with none', () => {
    for (const s of nightGames()) {
      for (const st of s.seats) assert.equal(st.hand.dead, st.role === 'cultist' ? 3 : 0);
    }
  });

  test('ROLE-CULTIST ROLE-INVESTIGATOR ROLE-GEN-02 a Cultist may ignore the Route; the Investigator and the Seer may not', () => {
    const room = offRouteRoom(1);
    for (const [seat, role] of FIVE.entries()) {
      const s = position({
        players: 5,
        roles: FIVE,
        routes: [1, 1, 1, 1, 1].map((r, i) => (i === seat ? r : i + 2)),
        knife: seat,
        phase: { kind: 'action', seat },
        seats: FIVE.map((_, i) => ({ location: i === seat ? room : 'central' })),
      });
      const fills = legalActions(s, seat).some((a) => a.type === 'fillRoom');
      assert.equal(fills, role === 'cultist', `${role} in ${room} off its Route`);
    }
  });

  test('ROLE-CULTIST ROLE-INVESTIGATOR ROLE-GEN-02 a Cultist may hide a Dead card seen in a check; Investigators and the Seer must reveal it', () => {
    for (const [seat, role] of FIVE.entries()) {
      const target = (seat + 1) % 5;
      let s = position({
        players: 5,
        roles: FIVE,
        knife: seat,
        phase: { kind: 'action', seat },
        seats: FIVE.map((_, i) => ({ pulse: [i === target ? 'dead' : 'alive'] })),
      });
      s = act(s, seat, { type: 'checkState', target });
      assert.equal(isLegal(s, seat, { type: 'endCheck', reveal: true }), true);
      assert.equal(isLegal(s, seat, { type: 'endCheck', reveal: false }), role === 'cultist', role);
    }
  });

  test('ROLE-GEN-02 the Seer holds an Investigator deck, is on the Investigator team and counts as a dead Investigator', () => {
    // AMB-42: the Seer's Loyalty is unprinted, 0.
    assert.deepEqual(ROLE_INFO.seer, {
      team: 'investigators',
      supports: 'investigators',
      loyalty: 0,
      special: true,
      seesCultists: true,
      revealOnDeath: false,
    });
    assert.equal(ROLE_INFO.investigator.special, false);
    const s = newGame({ players: 5, deal: { roles: FIVE } });
    assert.deepEqual(s.seats[2]!.hand, s.seats[0]!.hand);
    assert.equal(viewFor(s, 2).me!.team, 'investigators');
    // Three dead Investigators, one of them the Seer, meet the 5-player kill target: the claim succeeds.
    const cleanup = act(
      position({
        players: 5,
        roles: FIVE,
        phase: { kind: 'action', seat: 4 },
        seats: [
          { pulse: ['alive', 'dead'] },
          { pulse: ['alive'], hand: { alive: 6, success: 2, failure: 4, sabotage: 2 } },
          { pulse: ['alive', 'dead'] },
          { pulse: ['alive', 'dead'] },
          { pulse: ['alive'] },
        ],
      }),
      4,
      { type: 'pass' },
    );
    const done = [0, 1, 2, 3, 4].reduce(
      (st, seat) => act(st, seat, seat === 1 ? { type: 'claimVictory' } : { type: 'endRound' }),
      cleanup,
    );
    assert.deepEqual(done.result, { winner: 'cultists', reason: 'claim', round: 1 });
  });

  test('ROLE-SEER-01 ROLE-SEER-02 WIN-08 the Seer stays hidden; Cultists who name it at the end win', () => {
    const failedClaim = () => {
      const cleanup = act(position({ players: 5, roles: FIVE, phase: { kind: 'action', seat: 4 } }), 4, {
        type: 'pass',
      });
      return [0, 1, 2, 3, 4].reduce(
        (st, seat) => act(st, seat, seat === 1 ? { type: 'claimVictory' } : { type: 'endRound' }),
        cleanup,
      );
    };
    const guessing = failedClaim();
    assert.equal(guessing.phase.kind, 'seerGuess');
    // Nobody has been told who the Seer is.
    for (const viewer of [0, 1, 3, 4, 'spectator'] as const) {
      assert.equal(viewFor(guessing, viewer).seats[2]!.revealedRole, null);
      assert.ok(logFor(guessing, viewer).every((e) => !(e.t === 'roleRevealed' && e.seat === 2)));
    }
    assert.deepEqual(
      legalActions(guessing, 1).map((a) => a.type === 'guessSeer' && a.target),
      [0, 2, 3, 4],
    );
    const named = act(guessing, 1, { type: 'guessSeer', target: 2 });
    assert.deepEqual(named.result, { winner: 'cultists', reason: 'seerIdentified', round: 1 });
    const missed = act(failedClaim(), 1, { type: 'guessSeer', target: 3 });
    assert.deepEqual(missed.result, { winner: 'investigators', reason: 'failedClaim', round: 1 });
  });

  test('ROLE-SEER-03 ROLE-GEN-01 the Seer is dealt at 5, 6 and 8 players only', () => {
    const seers = (players: PlayerCount) =>
      newGame({ players }).seats.filter((st) => st.role === 'seer').length;
    assert.deepEqual(PLAYER_COUNTS.map(seers), [1, 1, 0, 1]);
  });
});
