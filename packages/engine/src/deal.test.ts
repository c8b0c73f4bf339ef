import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { countsOf } from './cards.ts';
import type { GameOptions, ScenarioDeal } from './options.ts';
import { createGame } from './setup.ts';
import type { GameState } from './state.ts';
import { loc, newGame, seedOf } from './testing.ts';
import type { EventId, PlayerCount, Role, RoomCard } from './types.ts';

/**
 * A complete 5-player deal: nothing is left to the seed (the Professions module's Profession and
 * Informant need 2 Cultists; rules/professions.test.ts deals them).
 */
const FIVE: Required<Omit<ScenarioDeal, 'profession' | 'informant'>> = {
  roles: ['investigator', 'cultist', 'seer', 'investigator', 'investigator'],
  routes: [3, 1, 4, 10, 5],
  pulse: ['alive', 'alive', 'dead', 'alive', 'alive'],
  roomDecks: {
    orange1: 'success',
    darkblue1: 'failure',
    pink1: 'success',
    cafeteria: 'sabotage',
    library: 'success',
    pink2: 'failure',
    security: 'success',
    darkblue2: 'failure',
    orange2: 'success',
  },
  drawPile: [
    'failure',
    'success',
    'sabotage',
    'success',
    'failure',
    'success',
    'success',
    'failure',
    'success',
  ],
  bag: [
    'portalOpens',
    'lightningStrike',
    'secretDoors',
    'mirror',
    'lostMorale',
    'brokenPanes',
    'inControl',
    'boostedMorale',
    'falseEyes',
    'noConnection',
    'secretDoors',
    'lightningStrike',
  ],
  unsafeRooms: ['library', 'cafeteria', 'pink2', 'orange1'],
  cultistTokens: ['orange1', 'library', 'darkblue2'],
};

function dealt(
  deal: Partial<Record<keyof ScenarioDeal, unknown>>,
  players: PlayerCount = 5,
  extra = {},
): GameState {
  return newGame({ players, deal: deal as ScenarioDeal, ...extra });
}

/** The problems of a refused deal. */
function refused(deal: Partial<Record<keyof ScenarioDeal, unknown>>, players: PlayerCount = 5, extra = {}) {
  const created = createGame({ players, seed: seedOf(9), deal, ...extra } as GameOptions);
  if (created.ok) return assert.fail(`expected the deal ${JSON.stringify(deal)} to be refused`);
  return created.problems;
}

function refusedField(
  deal: Partial<Record<keyof ScenarioDeal, unknown>>,
  field: string,
  players: PlayerCount = 5,
  extra = {},
) {
  const problems = refused(deal, players, extra);
  assert.deepEqual(
    problems.map((p) => p.field),
    [field],
    JSON.stringify(problems),
  );
  assert.ok(problems[0]!.message.length > 10);
  return problems[0]!.message;
}

describe('scenario deals fix the hidden parts of the setup', () => {
  test('SETUP-01 SETUP-06 SETUP-03 fixed roles, Routes and Pulse cards are dealt as given', () => {
    const s = dealt(FIVE);
    assert.deepEqual(
      s.seats.map((st) => st.role),
      FIVE.roles,
    );
    assert.deepEqual(
      s.seats.map((st) => st.route),
      FIVE.routes,
    );
    assert.deepEqual(
      s.seats.map((st) => st.pulse),
      FIVE.pulse.map((c) => [c]),
    );
    // The Pulse starting deck is 5 Alive + 1 Dead; 1 Alive goes back to the box.
    assert.deepEqual(s.removed, countsOf(['alive']));
    assert.deepEqual(s.deadFromStart, [2]);
  });

  test('SETUP-09 SETUP-10 SETUP-16 SETUP-20 SETUP-13 fixed room decks, Draw pile, Bag, room tokens and Cultist tokens', () => {
    const s = dealt(FIVE);
    for (const [id, card] of Object.entries(FIVE.roomDecks))
      assert.deepEqual(s.rooms[loc(s, id)]!.deck, [card]);
    // The Draw pile is given from the top down; the Bag in drawing order.
    assert.equal(s.drawPile.at(-1), FIVE.drawPile[0]);
    assert.deepEqual([...s.drawPile].reverse(), FIVE.drawPile);
    assert.deepEqual([...s.bag].reverse(), FIVE.bag);
    const unsafe = s.rooms.flatMap((r, i) => (r?.unsafe ? [i] : []));
    assert.deepEqual(unsafe.sort(), FIVE.unsafeRooms.map((id) => loc(s, id)).sort());
    assert.deepEqual(s.cultistTokens, FIVE.cultistTokens);
  });

  test('SETUP-05 a complete deal with a chosen first player does not depend on the seed (except the stream)', () => {
    const a = createGame({ players: 5, seed: seedOf(1), deal: FIVE, firstPlayer: 2 });
    const b = createGame({ players: 5, seed: seedOf(2), deal: FIVE, firstPlayer: 2 });
    assert.ok(a.ok && b.ok);
    assert.deepEqual({ ...a.state, rng: null }, { ...b.state, rng: null });
  });

  test('SETUP-02 SETUP-03 a partial deal leaves the rest to the seed', () => {
    const roles: Role[] = ['cultist', 'seer', 'investigator', 'investigator', 'investigator', 'investigator'];
    const a = dealt({ roles }, 6);
    assert.deepEqual(
      a.seats.map((st) => st.role),
      roles,
    );
    assert.deepEqual(a.seats[0]!.pulse, ['alive'], 'the Cultist still gets an Alive Pulse card');
  });
});

describe('bad deals are refused with a message naming the field', () => {
  test('SETUP-02 SETUP-06 deal.roles: wrong count, unknown role, wrong composition', () => {
    refusedField({ roles: FIVE.roles.slice(1) }, 'deal.roles');
    refusedField({ roles: [...FIVE.roles, 'investigator'] }, 'deal.roles');
    refusedField({ roles: ['wizard', 'cultist', 'seer', 'investigator', 'investigator'] }, 'deal.roles');
    refusedField({ roles: ['cultist', 'cultist', 'seer', 'investigator', 'investigator'] }, 'deal.roles');
    // No Seer at 5 players unless the game has one.
    const msg = refusedField(
      { roles: ['investigator', 'cultist', 'investigator', 'investigator', 'investigator'] },
      'deal.roles',
    );
    assert.match(msg, /seer/);
    refusedField({ roles: 'cultist' }, 'deal.roles');
  });

  test('SETUP-02 an unknown role with other dealt parts does not crash and is still reported', () => {
    const problems = refused({ ...FIVE, roles: ['wizard', 'cultist'] });
    assert.deepEqual(
      problems.map((p) => p.field),
      ['deal.roles'],
    );
  });

  test('SETUP-01 deal.routes: wrong count, duplicates, unknown card ids', () => {
    refusedField({ routes: [1, 2, 3, 4] }, 'deal.routes');
    refusedField({ routes: [1, 2, 3, 4, 4] }, 'deal.routes');
    refusedField({ routes: [1, 2, 3, 4, 11] }, 'deal.routes');
    refusedField({ routes: [1, 2, 3, 4, '5'] }, 'deal.routes');
  });

  test('SETUP-03 deal.pulse: not from the Pulse starting deck, a Dead card for a Cultist, wrong length', () => {
    const roles = FIVE.roles;
    refusedField({ roles, pulse: ['dead', 'alive', 'dead', 'alive', 'alive'] }, 'deal.pulse');
    refusedField({ roles, pulse: ['alive', 'dead', 'alive', 'alive', 'alive'] }, 'deal.pulse');
    refusedField({ roles, pulse: ['alive', 'alive', 'success', 'alive', 'alive'] }, 'deal.pulse');
    refusedField({ roles, pulse: ['alive', 'alive', 'alive', 'alive'] }, 'deal.pulse');
    refusedField({ roles, pulse: ['alive', 'alive', 'alive', 'alive', 'alive', 'alive'] }, 'deal.pulse');
  });

  test('SETUP-03 NIGHT-11 deal.pulse at 7 players, where there are no Pulse decks', () => {
    const msg = refusedField({ pulse: Array(7).fill('alive') }, 'deal.pulse', 7);
    assert.match(msg, /7 players/);
  });

  test('SETUP-09 deal.roomDecks: a missing room, a hallway, an unknown id, a wrong composition', () => {
    const { orange2: _, ...missing } = FIVE.roomDecks;
    refusedField({ roomDecks: missing }, 'deal.roomDecks');
    // A hallway instead of a room, even with the right cards in all.
    refusedField({ roomDecks: { ...missing, central: 'success' } }, 'deal.roomDecks');
    refusedField({ roomDecks: { ...missing, attic: 'success' } }, 'deal.roomDecks');
    refusedField({ roomDecks: { ...FIVE.roomDecks, orange2: 'sabotage' } }, 'deal.roomDecks');
    refusedField({ roomDecks: { ...FIVE.roomDecks, orange2: 'alive' } }, 'deal.roomDecks');
  });

  test('SETUP-10 SETUP-16 deal.drawPile and deal.bag must hold exactly the table contents', () => {
    refusedField({ drawPile: FIVE.drawPile.slice(1) }, 'deal.drawPile');
    refusedField({ drawPile: [...FIVE.drawPile.slice(1), 'sabotage'] }, 'deal.drawPile');
    refusedField({ bag: FIVE.bag.slice(1) }, 'deal.bag');
    refusedField({ bag: [...FIVE.bag.slice(1), 'mirror'] }, 'deal.bag');
  });

  test('FIRST-03 SETUP-16 a first-game Bag has no Broken Panes', () => {
    const first = { ruleset: { unsafePassage: false } };
    refusedField({ bag: FIVE.bag }, 'deal.bag', 5, first);
    const bag = FIVE.bag.filter((t) => t !== 'brokenPanes') as EventId[];
    assert.deepEqual([...dealt({ bag }, 5, first).bag].reverse(), bag);
  });

  test('SETUP-20 deal.unsafeRooms: the table number of different rooms', () => {
    refusedField({ unsafeRooms: FIVE.unsafeRooms.slice(1) }, 'deal.unsafeRooms');
    refusedField({ unsafeRooms: ['library', 'library', 'pink2', 'orange1'] }, 'deal.unsafeRooms');
    refusedField({ unsafeRooms: ['library', 'central', 'pink2', 'orange1'] }, 'deal.unsafeRooms');
  });

  test('SETUP-13 FIRST-03 deal.cultistTokens: the three faces, and none in a first game', () => {
    refusedField({ cultistTokens: ['orange1', 'library', 'library'] }, 'deal.cultistTokens');
    refusedField({ cultistTokens: ['orange1', 'library'] }, 'deal.cultistTokens');
    const msg = refusedField({ cultistTokens: FIVE.cultistTokens }, 'deal.cultistTokens', 5, {
      ruleset: { unsafePassage: false },
    });
    assert.match(msg, /first game|Unsafe Passage/);
  });

  test('a misspelt deal field is refused, not ignored', () => {
    refusedField({ pulses: FIVE.pulse } as never, 'deal.pulses');
  });

  test('every bad field of a deal is reported at once', () => {
    const problems = refused({
      routes: [1, 1, 1, 1, 1],
      drawPile: ['success'] as RoomCard[],
      unsafeRooms: [],
    });
    assert.deepEqual(
      problems.map((p) => p.field),
      ['deal.routes', 'deal.drawPile', 'deal.unsafeRooms'],
    );
  });
});
