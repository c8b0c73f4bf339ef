import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame } from './setup.ts';
import { SHIPPED_BOARD, layoutById } from './content/index.ts';
import { MAX_ROUNDS, PLAYER_COUNT_TABLE } from './content/tables.ts';
import { ROLE_INFO } from './content/roles.ts';
import { act, allReady, events, loc, newGame, position, seedOf } from './testing.ts';
import { viewFor } from './view.ts';
import { PLAYER_COUNTS, ROLES, TEAMS, type Role } from './types.ts';

/**
 * The physical components (inventory 1.2) as parts of the game state: each is where setup puts it,
 * and views show of it only what the table shows.
 */

const FIVE: Role[] = ['investigator', 'investigator', 'seer', 'investigator', 'cultist'];

describe('components at setup', () => {
  test('COMP-02 COMP-03 one Character per seat, Alive side up, its side visible to all', () => {
    for (const players of PLAYER_COUNTS) {
      const s = newGame({ players });
      assert.ok(players <= 10, 'there are 10 Character cards and discs');
      assert.equal(s.seats.length, players);
      assert.ok(s.seats.every((st) => st.alive));
    }
    const s = position({ players: 5, roles: FIVE, seats: FIVE.map((_, i) => ({ alive: i !== 1 })) });
    assert.deepEqual(
      viewFor(s, 'spectator').seats.map((st) => st.alive),
      [true, false, true, true, true],
    );
  });

  test('COMP-05 the Unsafe Passage deck lies face down on the Broken Window: only its size is shown', () => {
    const s = newGame({ players: 6 });
    assert.equal(s.unsafeDeck.length, 2);
    assert.equal(viewFor(s, 0).unsafeDeck, 2);
  });

  test('COMP-06 the Clock starts at round 1, ends at 10, and holds each drawn token on its hour', () => {
    assert.equal(MAX_ROUNDS, 10);
    const s = newGame({ players: 5 });
    assert.equal(s.round, 1);
    assert.deepEqual(s.clock, []);
    const drawn = position({
      players: 5,
      roles: FIVE,
      round: 3,
      clock: ['mirror', null],
      phase: { kind: 'event' },
    });
    const token = events(drawn, 'eventDrawn')[0]!.token;
    assert.deepEqual(viewFor(drawn, 'spectator').clock, ['mirror', null, token]);
  });

  test('COMP-07 8 Envelopes: at most 8 players; the Bag hides its tokens', () => {
    const created = createGame({ players: 9 as 8, seed: seedOf(1) });
    assert.equal(created.ok, false);
    const s = newGame({ players: 8 });
    const view = viewFor(s, 0);
    assert.equal(view.bag, 12);
    assert.doesNotMatch(JSON.stringify(view), /lightningStrike|portalOpens|mirror/);
  });

  test('COMP-08 AMB-42 Role markers: one per seat, each special Role at most once', () => {
    assert.deepEqual(
      ROLES.map((r) => TEAMS.includes(ROLE_INFO[r].team)),
      ROLES.map(() => true),
    );
    const s = newGame({ players: 8 });
    assert.equal(s.seats.filter((st) => st.role === 'seer').length, 1);
    const twice = createGame({ players: 8, seed: seedOf(1), specialRoles: ['seer', 'seer'] });
    assert.equal(twice.ok, false);
  });

  test('COMP-09 one Room token per room, crossed-out side up, its Unsafe Passage icon hidden', () => {
    for (const players of PLAYER_COUNTS) {
      const s = newGame({ players });
      const view = viewFor(s, 0);
      assert.equal(view.rooms.length, layoutById(s.config.layout).rooms.length);
      assert.ok(view.rooms.every((r) => !r.explored && r.unsafe === null));
    }
  });

  test('COMP-10 each room starts with a Book token on each of its Book spaces; racks are empty', () => {
    const s = newGame({ players: 8 });
    const layout = layoutById('large');
    for (const r of layout.rooms) {
      const data = layout.locations[r]!;
      assert.equal(s.rooms[r]!.books, data.kind === 'room' ? data.books : -1);
    }
    assert.ok(s.racks.every((r) => r.books === 0 && !r.scored));
  });

  test('COMP-11 the 3 Cultist tokens lie face down (none in a first game)', () => {
    const s = newGame({ players: 7 });
    assert.deepEqual([...s.cultistTokens].sort(), [...SHIPPED_BOARD.cultistTokens].sort());
    assert.equal(viewFor(s, 0).cultistTokensFaceDown, 3);
    assert.equal(
      viewFor(newGame({ players: 7, ruleset: { unsafePassage: false } }), 0).cultistTokensFaceDown,
      0,
    );
  });

  test('COMP-12 COMP-14 COMP-15 COMP-19 Fishman on the lake, Vote token Active, power on, no Portal', () => {
    const view = viewFor(newGame({ players: 5 }), 'spectator');
    assert.equal(view.fishman, null);
    assert.equal(view.voteTokenActive, true);
    assert.equal(view.power, true);
    assert.equal(view.portal, null);
  });

  test('COMP-13 the Phase marker turns from Movement to Action, with the Event Phase between', () => {
    let s = position({ players: 5, roles: FIVE, knife: 0, phase: { kind: 'movement', seat: 4 } });
    assert.equal(viewFor(s, 0).phase.kind, 'movement');
    s = act(s, 4, { type: 'step', to: loc(s, 'library') });
    s = act(s, 4, { type: 'endMovement' });
    assert.deepEqual(
      events(s, 'phase').map((e) => e.phase),
      ['event', 'action'],
    );
    assert.ok(['action', 'falseEyes', 'inControl'].includes(viewFor(s, 0).phase.kind));
  });

  test('COMP-16 the Knife marks the First Player and passes clockwise each round', () => {
    let s = newGame({ players: 6, firstPlayer: 4 });
    assert.equal(viewFor(s, 'spectator').knife, 4);
    s = allReady(s);
    assert.equal(events(s, 'roundStarted')[0]!.firstPlayer, 4);
    const roles: Role[] = [
      'cultist',
      'investigator',
      'investigator',
      'investigator',
      'investigator',
      'investigator',
      'cultist',
    ];
    let end = position({ players: 7, roles, knife: 6, phase: { kind: 'action', seat: 5 } });
    end = act(end, 5, { type: 'pass' });
    assert.equal(end.knife, 0);
    assert.equal(end.round, 2);
  });

  test('COMP-17 COMP-18 12 Event tokens in the Bag, the VP tracker at 0 and the Final Score marker at the target', () => {
    for (const players of PLAYER_COUNTS) {
      const view = viewFor(newGame({ players }), 'spectator');
      assert.equal(view.bag, 12);
      assert.equal(view.vp, 0);
      assert.equal(view.vpTarget, PLAYER_COUNT_TABLE[players].vpTarget);
    }
  });

  test('COMP-20 AMB-55 hands are shown by card back: Encounter cards and Room cards', () => {
    const s = newGame({ players: 5 });
    const view = viewFor(s, 1);
    s.seats.forEach((st, i) => {
      assert.deepEqual(view.seats[i]!.hand, {
        encounter: st.hand.alive + st.hand.dead,
        room: st.hand.success + st.hand.failure + st.hand.sabotage,
      });
    });
    // Only the two backs are told apart, never the faces.
    assert.ok(view.seats.every((st) => Object.keys(st.hand!).sort().join() === 'encounter,room'));
  });
});
