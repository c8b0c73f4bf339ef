import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setupCardTotals } from '../cards.ts';
import { layoutById } from '../content/index.ts';
import { PLAYER_COUNT_TABLE } from '../content/tables.ts';
import { actors, legalActions } from '../legal.ts';
import type { GameOptions } from '../options.ts';
import { buildPosition } from '../position.ts';
import { createGame } from '../setup.ts';
import type { GameState } from '../state.ts';
import type { EncounterCard, Role } from '../types.ts';
import { logFor, viewFor } from '../view.ts';
import { allReady, newGame, seedOf } from '../testing.ts';
import { routeOf } from './context.ts';

function refused(options: GameOptions): string[] {
  const created = createGame(options);
  if (created.ok) return assert.fail(`expected ${JSON.stringify(options)} to be refused`);
  return created.problems.map((p) => p.field);
}

function fishmanEntry(s: GameState): string {
  const layout = layoutById(s.config.layout);
  return layout.locations[layout.fishmanEntry]!.id;
}

function humans(s: GameState): number[] {
  return s.seats.map((_, i) => i).filter((i) => i !== s.config.automa);
}

describe('NIGHT-03 AUTOMA-01 AUTOMA-02 AMB-41 the AUTOMA turns 4 and 6 players into the 5- and 7-player setups', () => {
  test('NIGHT-03 AUTOMA-01 AMB-41 4 players play the 5-player setup with the AUTOMA as a fifth seat', () => {
    const four = newGame({ players: 4 });
    const five = newGame({ players: 5 });
    assert.equal(four.seats.length, 5);
    assert.notEqual(four.config.automa, null);
    assert.equal(four.config.players, 5);
    assert.equal(four.config.layout, 'small');
    assert.equal(four.config.cultists, 1);
    assert.deepEqual(setupCardTotals(four.config), setupCardTotals(five.config));
    const view = viewFor(four, humans(four)[0]!).config;
    assert.deepEqual([view.killTarget, view.baseVpTarget], [3, 10]);
    // PC-08: the 5-player mix of Room tokens; SETUP-03: everyone, the AUTOMA too, has a Pulse card.
    assert.equal(four.rooms.filter((r) => r?.unsafe).length, PLAYER_COUNT_TABLE[5].roomTokens.unsafe);
    assert.ok(four.seats.every((st) => st.pulse.length === 1));
    assert.equal(fishmanEntry(four), 'east-wing');
    // The AUTOMA is required at 4 players.
    assert.deepEqual(refused({ players: 4, automa: false, seed: seedOf(1) }), ['automa']);
  });

  test('AUTOMA-01 AUTOMA-02 AMB-41 6 players may add the AUTOMA: the 7-player setup with 2 Cultists', () => {
    const s = newGame({ players: 6, automa: true });
    const seven = newGame({ players: 7 });
    assert.equal(s.seats.length, 7);
    assert.equal(s.config.players, 7);
    assert.equal(s.config.layout, 'medium');
    assert.equal(s.config.cultists, 2);
    assert.equal(s.seats.filter((st) => st.role === 'cultist').length, 2);
    assert.deepEqual(setupCardTotals(s.config), setupCardTotals(seven.config));
    const view = viewFor(s, humans(s)[0]!).config;
    assert.deepEqual([view.killTarget, view.baseVpTarget], [4, 12]);
    // No Pulse decks at 7 (AUTOMA-04 step 3 applies only where there are Pulse starting cards).
    assert.ok(s.seats.every((st) => st.pulse.length === 0));
    assert.equal(fishmanEntry(s), 'central');
    // Optional at 6, and only at 4 or 6.
    assert.equal(newGame({ players: 6 }).config.automa, null);
    for (const players of [5, 7, 8] as const)
      assert.deepEqual(refused({ players, automa: true, seed: seedOf(1) }), ['automa']);
  });
});

describe('AUTOMA-04 setting up the AUTOMA', () => {
  test('AUTOMA-04 its Character sits to the right of the First Player (one seat counter-clockwise)', () => {
    for (let first = 0; first < 5; first++) {
      const s = newGame({ players: 4, firstPlayer: first });
      assert.equal(s.knife, first);
      assert.equal(s.config.automa, (first + 4) % 5);
    }
    for (let n = 1; n <= 10; n++) {
      const s = newGame({ players: 6, automa: true, seed: seedOf(n) });
      assert.equal(s.config.automa, (s.knife + 6) % 7);
    }
  });

  test('NIGHT-03 AUTOMA-04 the Night Phase: the AUTOMA is ready at once and only the humans end it', () => {
    const s = newGame({ players: 4 });
    const automa = s.config.automa!;
    assert.ok(s.phase.kind === 'night' && s.phase.ready[automa]);
    assert.deepEqual(legalActions(s, automa), []);
    assert.deepEqual(actors(s), humans(s));
    const day = allReady(s);
    assert.equal(day.phase.kind, 'movement');
    assert.equal(day.round, 1);
  });

  test('AUTOMA-04 NIGHT-06 the Cultist sees the AUTOMA’s starting Pulse card like everyone’s', () => {
    // First Player seat 1, so the AUTOMA is seat 0; seat 2 is the Cultist.
    const roles: Role[] = ['investigator', 'investigator', 'cultist', 'investigator', 'investigator'];
    const pulse: EncounterCard[] = ['dead', 'alive', 'alive', 'alive', 'alive'];
    const s = newGame({ players: 4, firstPlayer: 1, deal: { roles, pulse } });
    assert.equal(s.config.automa, 0);
    assert.deepEqual(viewFor(s, 2).me!.deadFromStart, [0]);
    assert.equal(viewFor(s, 3).me!.deadFromStart, null);
    const ritual = logFor(s, 2).filter((e) => e.t === 'nightCultists');
    assert.deepEqual(
      ritual.map((e) => e.deadFromStart),
      [[0]],
    );
    assert.equal(s.seats[0]!.deathRound, 0, 'a dead AUTOMA counts for the kills');
  });

  test('AUTOMA-02 a human Cultist at 6 + AUTOMA sees the AUTOMA among the Cultists when it is one', () => {
    const roles: Role[] = [
      'cultist',
      'investigator',
      'investigator',
      'cultist',
      'investigator',
      'investigator',
      'investigator',
    ];
    const s = newGame({ players: 6, automa: true, firstPlayer: 1, deal: { roles } });
    assert.equal(s.config.automa, 0);
    assert.equal(s.seats[0]!.role, 'cultist');
    assert.deepEqual(viewFor(s, 3).me!.knownCultists, [0, 3]);
    assert.equal(viewFor(s, 2).me!.knownCultists, null);
    // When the AUTOMA is not a Cultist the human sees the other human instead.
    const other: Role[] = [
      'investigator',
      'cultist',
      'investigator',
      'cultist',
      'investigator',
      'investigator',
      'investigator',
    ];
    const t = newGame({ players: 6, automa: true, firstPlayer: 1, deal: { roles: other } });
    assert.deepEqual(viewFor(t, 3).me!.knownCultists, [1, 3]);
  });

  test('AUTOMA-04 ROUTE-07 its Route card lies face up for everyone; other Routes stay hidden', () => {
    const s = newGame({ players: 4 });
    const automa = s.config.automa!;
    for (const viewer of ['spectator', ...s.seats.map((_, i) => i)] as const) {
      const seatsSeen = viewFor(s, viewer).seats;
      assert.deepEqual(seatsSeen[automa]!.publicRoute, routeOf(s, automa));
      assert.ok(seatsSeen.every((seat, i) => i === automa || seat.publicRoute === null));
    }
  });

  test('AUTOMA-05 its role comes from the shuffled roles like anyone’s: sometimes it is the Cultist', () => {
    const roles = new Set<Role>();
    for (let n = 1; n <= 40; n++) {
      const s = newGame({ players: 4, seed: seedOf(n) });
      roles.add(s.seats[s.config.automa!]!.role);
    }
    assert.deepEqual([...roles].sort(), ['cultist', 'investigator']);
  });
});

describe('AUTOMA-03 AUTOMA-21 AUTOMA-22 PC-17 ROLE-SEER-03 AMB-39 roles in a game with the AUTOMA', () => {
  test('AUTOMA-22 AMB-42 with 1 Cultist any special role dealt to the AUTOMA is ignored', () => {
    const roles: Role[] = ['greenhorn', 'cultist', 'investigator', 'investigator', 'investigator'];
    const s = newGame({ players: 4, specialRoles: ['greenhorn'], firstPlayer: 1, deal: { roles } });
    assert.equal(s.config.automa, 0);
    assert.equal(s.seats[0]!.role, 'investigator');
    // A position cannot give it one either.
    const built = buildPosition({ players: 5, automa: 0, roles });
    assert.ok(!built.ok && built.problems.some((p) => p.field === 'roles'));
  });

  test('AUTOMA-22 with 2 Cultists the AUTOMA keeps only the Cultist or the Seer role', () => {
    const deal = (automaRole: Role, special: Role[]): Role => {
      const roles: Role[] = [
        automaRole,
        'cultist',
        'investigator',
        'investigator',
        'investigator',
        'investigator',
        'investigator',
      ];
      if (automaRole !== 'cultist') roles[2] = 'cultist';
      const s = newGame({ players: 6, automa: true, specialRoles: special, firstPlayer: 1, deal: { roles } });
      return s.seats[0]!.role;
    };
    assert.equal(deal('cultist', []), 'cultist');
    assert.equal(deal('seer', ['seer']), 'seer');
    assert.equal(deal('radiantBeauty', ['radiantBeauty']), 'investigator');
    assert.equal(deal('greenhorn', ['greenhorn']), 'investigator');
  });

  test('AUTOMA-03 AUTOMA-21 PC-17 ROLE-SEER-03 AMB-39 no Seer with the AUTOMA and 1 Cultist; a Seer at 6 + AUTOMA', () => {
    assert.deepEqual(refused({ players: 4, specialRoles: ['seer'], seed: seedOf(1) }), ['specialRoles']);
    assert.deepEqual(refused({ players: 7, specialRoles: ['seer'], seed: seedOf(1) }), ['specialRoles']);
    const s = newGame({ players: 6, automa: true, specialRoles: ['seer'] });
    assert.equal(s.seats.filter((st) => st.role === 'seer').length, 1);
  });

  test('AMB-39 NIGHT-08 the Seer at 6 + AUTOMA learns both Cultists, the AUTOMA among them; no Pulse is shown', () => {
    const roles: Role[] = [
      'cultist',
      'investigator',
      'seer',
      'cultist',
      'investigator',
      'investigator',
      'investigator',
    ];
    const s = newGame({ players: 6, automa: true, specialRoles: ['seer'], firstPlayer: 1, deal: { roles } });
    assert.deepEqual(viewFor(s, 2).me!.knownCultists, [0, 3]);
    assert.deepEqual(
      logFor(s, 2)
        .filter((e) => e.t === 'nightSeer')
        .map((e) => e.cultists),
      [[0, 3]],
    );
    assert.equal(viewFor(s, 3).me!.deadFromStart, null);
  });
});
