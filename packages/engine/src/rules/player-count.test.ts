import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame } from '../setup.ts';
import { EVENT_TOKENS, PLAYER_COUNT_TABLE } from '../content/tables.ts';
import { layoutById } from '../content/index.ts';
import type { GameState } from '../state.ts';
import { act, allReady, events, isLegal, loc, newGame, position, seedOf } from '../testing.ts';
import { viewFor } from '../view.ts';
import { PLAYER_COUNTS, type EventId, type PlayerCount, type Role } from '../types.ts';

/** Roles for a count: Cultists in the last seats, the Seer (not at 7) in seat 3. */
function rolesFor(players: PlayerCount): Role[] {
  const cultists = PLAYER_COUNT_TABLE[players].cultists;
  return Array.from({ length: players }, (_, i): Role => {
    if (i >= players - cultists) return 'cultist';
    return i === 3 && players !== 7 ? 'seer' : 'investigator';
  });
}

/** Every seat in turn passes until the Action Phase is over. */
function passAll(s: GameState): GameState {
  let state = s;
  while (state.phase.kind === 'action') state = act(state, state.phase.seat, { type: 'pass' });
  return state;
}

/** The Bag with `first` on top, without the tokens already on the Clock. */
function bagWith(first: EventId, clock: readonly EventId[]): EventId[] {
  const rest = [...EVENT_TOKENS];
  for (const t of [first, ...clock]) rest.splice(rest.indexOf(t), 1);
  return [first, ...rest];
}

describe('a new game follows the player-count table', () => {
  for (const players of PLAYER_COUNTS) {
    test(`PC-07 PC-08 PC-09 PC-10 PC-11 PC-12 at ${players} players`, () => {
      const s = newGame({ players, seed: seedOf(players) });
      const table = PLAYER_COUNT_TABLE[players];
      assert.equal(s.bag.length, 12);
      assert.equal(s.seats.filter((st) => st.role === 'cultist').length, table.cultists);
      const rooms = s.rooms.filter((r) => r !== null);
      assert.equal(rooms.length, [9, 9, 10, 11][players - 5]);
      assert.equal(rooms.filter((r) => r.unsafe).length, table.roomTokens.unsafe);
      assert.equal(rooms.filter((r) => !r.unsafe).length, table.roomTokens.explored);
      const view = viewFor(s, 0);
      assert.equal(view.vpTarget, table.vpTarget);
      assert.equal(view.config.killTarget, table.killTarget);
      assert.equal(s.config.layout, table.layout);
    });
  }
});

describe('PC-13 the Knife holder’s voting privilege depends on the player count', () => {
  for (const players of PLAYER_COUNTS) {
    test(`PC-13 at ${players} players the Knife ${players <= 6 ? 'may change its ballot' : 'counts double'}`, () => {
      const roles = rolesFor(players);
      let s = position({
        players,
        roles,
        routes: roles.map((_, i) => i + 1), // route 1 allows light blue in round 1
        knife: 0,
        phase: { kind: 'action', seat: 0 },
        seats: roles.map((_, i) => ({ location: i === 0 ? 'cafeteria' : 'central' })),
      });
      s = allReady(act(s, 0, { type: 'initiateVote' }));
      // Seats 0 (Knife) and 1 name seat 2, seats 2 and 3 name seat 1, the rest name themselves.
      const ballots = roles.map((_, i) => (i <= 1 ? 2 : i <= 3 ? 1 : i));
      ballots.forEach((target, seat) => {
        s = act(s, seat, { type: 'ballot', target });
      });
      if (PLAYER_COUNT_TABLE[players].knife === 'change') {
        assert.ok(s.phase.kind === 'vote' && s.phase.stage === 'knife');
        assert.ok(isLegal(s, 0, { type: 'ballot', target: 1 }));
        s = act(s, 0, { type: 'keepBallot' });
        assert.deepEqual(events(s, 'voteResult')[0]!.votes.slice(0, 3), [0, 2, 2]);
        assert.equal(s.seats[2]!.alive, true, 'a 2-2 tie eliminates nobody');
      } else {
        assert.equal(s.phase.kind === 'vote', false, 'no Knife step at 7-8 players');
        assert.deepEqual(events(s, 'voteResult')[0]!.votes.slice(0, 3), [0, 2, 3]);
        assert.equal(s.seats[2]!.alive, false, 'the doubled Knife ballot breaks the tie');
      }
    });
  }
});

describe('PC-14 the Portal window is 3 rounds at 4-6 players and 2 at 7/8', () => {
  for (const players of PLAYER_COUNTS) {
    test(`PC-14 at ${players} players the Portal opened in round 2 fails at the end of round ${2 + PLAYER_COUNT_TABLE[players].portalWindow}`, () => {
      const roles = rolesFor(players);
      const window = PLAYER_COUNT_TABLE[players].portalWindow;
      const opened = position({
        players,
        roles,
        round: 2,
        clock: ['mirror'],
        bag: bagWith('portalOpens', ['mirror']),
        phase: { kind: 'event' },
      });
      assert.deepEqual(opened.portal, { openedRound: 2, lastRound: 2 + window, status: 'open' });
      // In the last round the Portal can still be closed (a Cultist is not Route-bound)…
      const cultist = players - 1;
      let s = position({
        players,
        roles,
        round: 2 + window,
        portal: { openedRound: 2, lastRound: 2 + window, status: 'open' },
        knife: cultist,
        phase: { kind: 'action', seat: cultist },
        seats: roles.map((_, i) => ({ location: i === 0 || i === cultist ? 'library' : 'central' })),
      });
      assert.ok(isLegal(s, cultist, { type: 'closePortal', partner: 0 }));
      // …and if it is not, the Cleanup of that round raises the target.
      s = passAll(s);
      if (s.phase.kind === 'cleanup')
        s = s.seats.reduce((st, _, seat) => act(st, seat, { type: 'endRound' }), s);
      assert.equal(s.portal?.status, 'failed');
      assert.equal(viewFor(s, 0).vpTarget, PLAYER_COUNT_TABLE[players].vpTarget + 1);
    });
  }
});

describe('PC-15 the Fishman enters by its hallway for the player count', () => {
  for (const players of PLAYER_COUNTS) {
    const entry = players <= 6 ? 'east-wing' : 'central';
    test(`PC-15 at ${players} players the Fishman arrives in ${entry}`, () => {
      const roles = rolesFor(players);
      const cultist = players - 1;
      let s = position({
        players,
        roles,
        knife: cultist,
        phase: { kind: 'action', seat: cultist },
        seats: roles.map((_, i) =>
          i === cultist
            ? { location: 'library', hand: { alive: 6, dead: 3, failure: 4, sabotage: 2 } }
            : { location: 'central' },
        ),
        // The Cultist's two Success cards went into the Library.
        rooms: { library: { deck: ['success', 'success'], unsafe: true } },
        // No Cultist token left to flip: a Failure from the Unsafe Passage deck calls the Fishman.
        cultistTokens: [],
        unsafeDeck: ['failure'],
      });
      s = act(s, cultist, { type: 'fillRoom', room: loc(s, 'library'), card: 'failure' });
      assert.equal(s.fishman, loc(s, entry));
      assert.equal(layoutById(s.config.layout).fishmanEntry, loc(s, entry));
    });
  }
});

describe('PC-16 only a sole Cultist may claim victory', () => {
  for (const players of PLAYER_COUNTS) {
    test(`PC-16 at ${players} players the Cleanup ${players <= 6 ? 'offers' : 'has no'} claim`, () => {
      const roles = rolesFor(players);
      const last = players - 1;
      let s = position({ players, roles, knife: 0, phase: { kind: 'action', seat: last } });
      s = act(s, last, { type: 'pass' });
      const claims = s.seats.filter((_, seat) => isLegal(s, seat, { type: 'claimVictory' })).length;
      if (players <= 6) {
        assert.equal(s.phase.kind, 'cleanup');
        assert.equal(claims, 1);
        assert.ok(isLegal(s, last, { type: 'claimVictory' }), 'the Cultist');
      } else {
        assert.equal(s.phase.kind, 'movement', 'the round ends without a claim step');
        assert.equal(s.round, 2);
        assert.equal(claims, 0);
      }
    });
  }
});

describe('PC-17 the Seer', () => {
  test('PC-17 FIRST-01 the Seer is dealt at 5, 6 and 8 players by default', () => {
    for (const players of [5, 6, 8] as const) {
      const s = newGame({ players });
      assert.equal(s.seats.filter((st) => st.role === 'seer').length, 1, `${players} players`);
    }
  });

  test('PC-17 FIRST-02 no Seer at 7 players, and asking for one is refused', () => {
    assert.equal(
      newGame({ players: 7 }).seats.some((st) => st.role === 'seer'),
      false,
    );
    const created = createGame({ players: 7, seed: seedOf(1), specialRoles: ['seer'] });
    assert.equal(created.ok, false);
    assert.equal(created.problems[0]?.field, 'specialRoles');
    assert.match(created.problems[0].message, /PC-17/);
  });

  test('PC-17 a game without the Seer at 5 players may be set up', () => {
    const s = newGame({ players: 5, specialRoles: [] });
    assert.equal(
      s.seats.some((st) => st.role === 'seer'),
      false,
    );
  });
});

describe('PC-18 what each seat holds when the game begins', () => {
  test('PC-18 NIGHT-10 NIGHT-11 hands and Pulse decks after the Night Phase, as a seat sees them', () => {
    for (const players of PLAYER_COUNTS) {
      let s = newGame({ players });
      s = allReady(s);
      assert.equal(s.phase.kind, 'movement');
      const table = PLAYER_COUNT_TABLE[players];
      for (let seat = 0; seat < players; seat++) {
        const view = viewFor(s, seat);
        const mine = view.seats[seat]!;
        const deck = view.me!.team === 'cultists' ? table.cultistDeck.second : table.investigatorDeck.second;
        const size = Object.values(deck).reduce((a, b) => a + b, 0);
        assert.equal(mine.hand!.encounter + mine.hand!.room, size);
        assert.equal(mine.pulseSize, players === 7 ? 0 : 1);
        assert.equal(view.me!.route.id, s.seats[seat]!.route, 'the Route card is in hand');
      }
    }
  });
});
