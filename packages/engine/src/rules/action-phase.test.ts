import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, events, isLegal, loc, rejects, seedOf, voteWith } from '../testing.ts';
import type { GameState } from '../state.ts';
import { EXPLORED, kinds, table } from './action-phase.fixture.ts';

const CHARACTER_ACTIONS = ['checkState', 'fightCultist', 'scareFishman', 'secureHallway'];
const OPEN_PORTAL = { openedRound: 1, lastRound: 4, status: 'open' } as const;
/** A Cultist token in the Library (the token faces are library, darkblue2 and orange1). */
const TOKEN_IN_LIBRARY = {
  cultistTokens: ['darkblue2', 'orange1'],
  rooms: { library: { cultistTokens: 1 } },
};

function passAll(s: GameState): GameState {
  let state = s;
  while (state.phase.kind === 'action') state = act(state, state.phase.seat, { type: 'pass' });
  return state;
}

describe('ACTPH-01 turn order of the Action Phase', () => {
  test('ACTPH-01 from the Knife holder clockwise, every Character (Ghosts too) acts or passes exactly once', () => {
    let s = table({ 1: { alive: false } }, { knife: 3 });
    const order: number[] = [];
    while (s.phase.kind === 'action') {
      const seat = s.phase.seat;
      order.push(seat);
      for (let other = 0; other < 5; other++)
        if (other !== seat) rejects(s, other, { type: 'pass' }, 'turn/not-yours');
      s = act(s, seat, { type: 'pass' });
      assert.equal(s.acted[seat], true);
    }
    assert.deepEqual(order, [3, 4, 0, 1, 2]);
    assert.deepEqual(
      events(s, 'passed').map((e) => e.seat),
      [3, 4, 0, 1, 2],
    );
    assert.equal(s.phase.kind, 'cleanup');
  });

  test('ACTPH-01 one action ends the turn: no second action, no pass after it', () => {
    const s = table({ 1: 'pink1' }, { phase: { kind: 'action', seat: 1 } });
    const after = act(s, 1, { type: 'fillRoom', room: loc(s, 'pink1'), card: 'success' });
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 2);
    rejects(after, 1, { type: 'fillRoom', room: loc(s, 'pink1'), card: 'success' }, 'turn/not-yours');
    rejects(after, 1, { type: 'pass' }, 'turn/not-yours');
  });
});

describe('ACTPH-02 the Character actions and the Room actions', () => {
  // A Cultist (free of its Route) as the living Knife holder, in each place where actions exist.
  const cases: [string, GameState, string[]][] = [
    [
      'a hallway with the Fishman and another Character',
      table({ 0: 'east-wing', 1: 'east-wing' }, { fishman: 'east-wing' }),
      ['checkState', 'pass', 'scareFishman', 'secureHallway'],
    ],
    ['a room with a Cultist token', table({ 0: 'library' }, TOKEN_IN_LIBRARY), ['fightCultist', 'pass']],
    [
      'the explored Cafeteria',
      table({ 0: 'cafeteria' }, { rooms: { cafeteria: EXPLORED } }),
      ['checkRoom', 'fillRoom', 'initiateVote', 'pass'],
    ],
    [
      'the Security Room with power',
      table({ 0: 'security' }, { rooms: { darkblue1: EXPLORED } }),
      // Check a State reaches everyone from here (AMB-06).
      ['cameraRoom', 'cameraState', 'checkState', 'fillRoom', 'pass'],
    ],
    [
      'the Security Room without power',
      table({ 0: 'security' }, { power: false }),
      ['fillRoom', 'pass', 'restartPower'],
    ],
    [
      'the Library with the Portal open and another Character',
      table({ 0: 'library', 1: 'library' }, { portal: OPEN_PORTAL }),
      ['checkState', 'closePortal', 'fillRoom', 'pass'],
    ],
  ];
  for (const [where, s, expected] of cases) {
    test(`ACTPH-02 in ${where}`, () => {
      assert.deepEqual(kinds(s, 0), expected);
    });
  }
  test('ACTPH-02 only Character actions are offered outside rooms', () => {
    const inHallway = kinds(cases[0]![1], 0).filter((k) => k !== 'pass');
    assert.ok(inHallway.every((k) => CHARACTER_ACTIONS.includes(k)));
  });
});

describe('ACTPH-03 Routes and matching rooms', () => {
  test('ACTPH-03 an Investigator uses Room actions only in rooms their Route allows this round', () => {
    // Route 1: darkblue, pink, lightblue in round 1; green, orange in round 2.
    const pink = table({ 1: 'pink1' }, { phase: { kind: 'action', seat: 1 } });
    assert.ok(isLegal(pink, 1, { type: 'fillRoom', room: loc(pink, 'pink1'), card: 'success' }));
    const orange = table({ 1: 'orange1' }, { phase: { kind: 'action', seat: 1 } });
    assert.deepEqual(kinds(orange, 1), ['pass']);
    const msg = rejects(
      orange,
      1,
      { type: 'fillRoom', room: loc(orange, 'orange1'), card: 'success' },
      'action/not-now',
    );
    assert.match(msg, /pass/);
    const round2 = table({ 1: 'orange1' }, { round: 2, phase: { kind: 'action', seat: 1 } });
    assert.ok(isLegal(round2, 1, { type: 'fillRoom', room: loc(round2, 'orange1'), card: 'success' }));
  });

  test('ACTPH-03 PRIV-04 a Cultist may ignore the Route', () => {
    // Route 3 offers green and darkblue only.
    const s = table({ 0: 'pink1' });
    assert.ok(isLegal(s, 0, { type: 'fillRoom', room: loc(s, 'pink1'), card: 'sabotage' }));
  });

  test('ACTPH-03 PRIV-03 an Investigator Ghost stays bound to the Route', () => {
    // Route 4: pink, orange.
    const darkblue = table(
      { 3: { location: 'darkblue1', alive: false } },
      { phase: { kind: 'action', seat: 3 } },
    );
    assert.deepEqual(kinds(darkblue, 3), ['pass']);
    const orange = table(
      { 3: { location: 'orange1', alive: false } },
      { phase: { kind: 'action', seat: 3 } },
    );
    assert.ok(isLegal(orange, 3, { type: 'fillRoom', room: loc(orange, 'orange1'), card: 'success' }));
  });

  test('ACTPH-03 PRIV-04 a Cultist Ghost ignores the Route', () => {
    // Seat 1 (route 1: darkblue, pink, lightblue) is a Ghost Cultist in an orange room.
    const s = table(
      { 1: { location: 'orange1', alive: false } },
      { players: 7, phase: { kind: 'action', seat: 1 } },
    );
    assert.ok(isLegal(s, 1, { type: 'fillRoom', room: loc(s, 'orange1'), card: 'failure' }));
  });

  test('ACTPH-03 a Room action needs the matching room', () => {
    const s = table({ 1: 'pink1' }, { phase: { kind: 'action', seat: 1 }, rooms: { darkblue1: EXPLORED } });
    rejects(s, 1, { type: 'fillRoom', room: loc(s, 'pink2'), card: 'success' }, 'room/unavailable');
    rejects(s, 1, { type: 'fillRoom', room: loc(s, 'darkblue1'), card: 'success' }, 'room/unavailable');
    rejects(s, 1, { type: 'checkRoom', room: loc(s, 'darkblue1') }, 'action/not-now');
    rejects(s, 1, { type: 'initiateVote' }, 'action/not-now');
  });

  test('ACTPH-03 AMB-05 under Secret Doors the rooms of a colour group count as one', () => {
    const s = table({ 1: 'pink1' }, { phase: { kind: 'action', seat: 1 }, effects: { secretDoors: true } });
    assert.ok(isLegal(s, 1, { type: 'fillRoom', room: loc(s, 'pink2'), card: 'success' }));
    const after = act(s, 1, { type: 'fillRoom', room: loc(s, 'pink2'), card: 'success' });
    assert.equal(after.rooms[loc(s, 'pink2')]!.deck.length, s.rooms[loc(s, 'pink2')]!.deck.length + 1);
  });

  test('ACTPH-03 in a Hallway only Character actions are possible', () => {
    const s = table(
      { 1: { location: 'west-wing', hand: { success: 1, failure: 1 } }, 2: 'west-wing' },
      { phase: { kind: 'action', seat: 1 } },
    );
    assert.deepEqual(kinds(s, 1), ['checkState', 'pass', 'secureHallway']);
    // The neighbouring rooms are out of reach.
    for (const room of ['orange1', 'darkblue1', 'library'])
      rejects(s, 1, { type: 'fillRoom', room: loc(s, room), card: 'success' }, 'action/not-now');
    const ghost = table(
      { 1: { location: 'west-wing', alive: false }, 2: 'west-wing' },
      { phase: { kind: 'action', seat: 1 } },
    );
    assert.deepEqual(kinds(ghost, 1), ['pass']);
  });
});

describe('ACTPH-04 Character actions', () => {
  test('ACTPH-04 a living Character takes them in any Location and any round, whatever the Route', () => {
    // Round 7: route 1 offers lightblue and darkblue, not orange or green.
    const room = table({ 1: 'orange1', 2: 'orange1' }, { round: 7, phase: { kind: 'action', seat: 1 } });
    assert.deepEqual(kinds(room, 1), ['checkState', 'pass']);
    const hallway = table(
      { 1: 'south-wing', 2: 'south-wing' },
      { round: 10, phase: { kind: 'action', seat: 1 } },
    );
    assert.ok(isLegal(hallway, 1, { type: 'checkState', target: 2 }));
    const token = table({ 1: 'library' }, { ...TOKEN_IN_LIBRARY, phase: { kind: 'action', seat: 1 } });
    assert.ok(isLegal(token, 1, { type: 'fightCultist', room: loc(token, 'library') }));
  });

  test('ACTPH-04 PRIV-06 Ghosts take no Character action', () => {
    const s = table(
      { 1: { location: 'library', alive: false, hand: { success: 1, failure: 1 } }, 2: 'library' },
      { ...TOKEN_IN_LIBRARY, phase: { kind: 'action', seat: 1 } },
    );
    assert.deepEqual(kinds(s, 1), ['pass']);
    rejects(s, 1, { type: 'checkState', target: 2 }, 'action/not-now');
    rejects(s, 1, { type: 'fightCultist', room: loc(s, 'library') }, 'action/not-now');
    const hallway = table(
      { 1: { location: 'central', alive: false, hand: { failure: 1 } } },
      { phase: { kind: 'action', seat: 1 } },
    );
    rejects(hallway, 1, { type: 'secureHallway', card: 'failure' }, 'action/not-now');
  });
});

describe('ACTPH-05 limits of Room actions', () => {
  test('ACTPH-05 PRIV-06 Ghosts only Fill the Room deck and Check a Room', () => {
    // Seat 4 (route 5: lightblue, green, red) as a Ghost.
    const ghost = (where: string, extra = {}): GameState =>
      table(
        { 4: { location: where, alive: false }, 1: where },
        { phase: { kind: 'action', seat: 4 }, ...extra },
      );
    assert.deepEqual(kinds(ghost('cafeteria', { rooms: { cafeteria: EXPLORED } }), 4), [
      'checkRoom',
      'fillRoom',
      'pass',
    ]);
    assert.deepEqual(kinds(ghost('security', { power: false }), 4), ['fillRoom', 'pass']);
    assert.deepEqual(kinds(ghost('security', { rooms: { darkblue1: EXPLORED } }), 4), ['fillRoom', 'pass']);
    assert.deepEqual(kinds(ghost('library', { portal: OPEN_PORTAL }), 4), ['fillRoom', 'pass']);
    rejects(ghost('cafeteria'), 4, { type: 'initiateVote' }, 'action/not-now');
    rejects(ghost('security', { power: false }), 4, { type: 'restartPower' }, 'action/not-now');
    rejects(ghost('security'), 4, { type: 'cameraState', target: 1 }, 'action/not-now');
    rejects(
      ghost('library', { portal: OPEN_PORTAL }),
      4,
      { type: 'closePortal', partner: 1 },
      'action/not-now',
    );
  });

  test('ACTPH-05 CTOK-03 no Room action in a room holding a Cultist token', () => {
    // Seat 4's Route allows green; the Library is explored and the Portal is open.
    const withToken = table(
      { 4: 'library', 1: 'library' },
      {
        cultistTokens: ['darkblue2', 'orange1'],
        rooms: { library: { ...EXPLORED, cultistTokens: 1 } },
        portal: OPEN_PORTAL,
        phase: { kind: 'action', seat: 4 },
      },
    );
    assert.deepEqual(kinds(withToken, 4), ['checkState', 'fightCultist', 'pass']);
    const s = withToken;
    rejects(withToken, 4, { type: 'fillRoom', room: loc(s, 'library'), card: 'success' }, 'action/not-now');
    rejects(withToken, 4, { type: 'checkRoom', room: loc(s, 'library') }, 'action/not-now');
    rejects(withToken, 4, { type: 'closePortal', partner: 1 }, 'action/not-now');
  });

  test('ACTPH-05 BOOK-05 no Fill or Check in a finished room; its other Room actions remain', () => {
    // The Cafeteria has no books left: finished, its deck gone.
    const s = table(
      { 1: 'cafeteria' },
      { rooms: { cafeteria: { books: 0, deck: [] } }, phase: { kind: 'action', seat: 1 } },
    );
    assert.equal(s.rooms[loc(s, 'cafeteria')]!.finished, true);
    assert.deepEqual(kinds(s, 1), ['initiateVote', 'pass']);
    rejects(s, 1, { type: 'fillRoom', room: loc(s, 'cafeteria'), card: 'success' }, 'action/not-now');
  });
});

describe('ACTPH-06 mandatory Votes', () => {
  test('ACTPH-06 VOTE-02 the Vote after a revealed murder uses nobody’s action', () => {
    const s = table({ 2: { pulse: ['alive', 'dead'] } }, { knife: 1 });
    let after = act(s, 1, { type: 'checkState', target: 2 });
    after = act(after, 1, { type: 'endCheck', reveal: true });
    assert.ok(after.phase.kind === 'vote' && after.phase.reason === 'murder');
    after = voteWith(after, [null, null, null, null, null]);
    // Seat 2 is now a Ghost and still has its turn; the Vote token is untouched.
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 2);
    assert.deepEqual(after.acted, [false, true, false, false, false]);
    assert.equal(after.voteToken, true);
    assert.deepEqual(kinds(after, 2), ['pass']);
  });

  test('ACTPH-06 ACT-VOTE-01 a Vote started by the Room action is that Character’s action', () => {
    const s = table({ 1: 'cafeteria' }, { phase: { kind: 'action', seat: 1 } });
    const after = voteWith(act(s, 1, { type: 'initiateVote' }), [null, null, null, null, null]);
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 2);
    assert.equal(after.acted[1], true);
  });
});

describe('ACT-VOTE Initiate a Vote', () => {
  test('ACT-VOTE-01 only a living Character in the Cafeteria, with the Route, while the Vote token is Active', () => {
    // Seat 1's Route (round 1) offers light blue, seat 2's does not; seat 0 is a Cultist.
    const at = (seat: number, extra = {}): GameState =>
      table({ [seat]: 'cafeteria' }, { phase: { kind: 'action', seat }, ...extra });
    assert.ok(isLegal(at(1), 1, { type: 'initiateVote' }));
    assert.ok(isLegal(at(0), 0, { type: 'initiateVote' }));
    rejects(at(2), 2, { type: 'initiateVote' }, 'action/not-now');
    rejects(at(1, { voteToken: false }), 1, { type: 'initiateVote' }, 'action/not-now');
    const elsewhere = table({ 1: 'pink2' }, { phase: { kind: 'action', seat: 1 } });
    rejects(elsewhere, 1, { type: 'initiateVote' }, 'action/not-now');
  });

  test('ACT-VOTE-02 the Vote token is Inactive for the rest of the round and Active again in the next', () => {
    // 7 players: two Cultists, so the round ends without a claim window.
    // Seats 0 and 1 are Cultists, free of their Routes.
    let s = table({ 0: 'cafeteria', 1: 'cafeteria' }, { players: 7 });
    s = act(s, 0, { type: 'initiateVote' });
    assert.equal(s.voteToken, false);
    s = voteWith(s, [null, null, null, null, null, null, null]);
    assert.ok(s.phase.kind === 'action' && s.phase.seat === 1);
    rejects(s, 1, { type: 'initiateVote' }, 'action/not-now');
    s = passAll(s);
    assert.equal(s.round, 2);
    assert.equal(s.voteToken, true);
  });
});

describe('ACT-SECURE Secure a Hallway', () => {
  test('ACT-SECURE-01 a living Character in a Hallway, with a room card in hand', () => {
    const s = table({ 1: { hand: { success: 1, failure: 1 } } }, { phase: { kind: 'action', seat: 1 } });
    assert.ok(isLegal(s, 1, { type: 'secureHallway', card: 'success' }));
    assert.ok(isLegal(s, 1, { type: 'secureHallway', card: 'failure' }));
    rejects(s, 1, { type: 'secureHallway', card: 'sabotage' }, 'card/not-in-hand');
    const inRoom = table(
      { 1: { location: 'pink1', hand: { success: 1 } } },
      { phase: { kind: 'action', seat: 1 } },
    );
    rejects(inRoom, 1, { type: 'secureHallway', card: 'success' }, 'action/not-now');
    const noCards = table({ 1: { hand: { alive: 3 } } }, { phase: { kind: 'action', seat: 1 } });
    rejects(noCards, 1, { type: 'secureHallway', card: 'success' }, 'action/not-now');
  });

  test('ACT-SECURE-01 AMB-54 not in a first game (no Unsafe Passage deck)', () => {
    const s = table(
      { 1: { hand: { success: 1 } } },
      { ruleset: { unsafePassage: false }, phase: { kind: 'action', seat: 1 } },
    );
    rejects(s, 1, { type: 'secureHallway', card: 'success' }, 'action/not-now');
  });

  test('ACT-SECURE-02 the card goes from the hand face down into the Unsafe Passage deck, shuffled', () => {
    const where = new Set<number>();
    for (let n = 1; n <= 8; n++) {
      const s = table(
        { 0: { location: 'south-wing', hand: { sabotage: 1, failure: 1 } } },
        { seed: seedOf(n), unsafeDeck: ['success', 'failure'] },
      );
      const after = act(s, 0, { type: 'secureHallway', card: 'sabotage' });
      assert.deepEqual(after.seats[0]!.hand, { ...s.seats[0]!.hand, sabotage: 0 });
      assert.deepEqual([...after.unsafeDeck].sort(), ['failure', 'sabotage', 'success']);
      where.add(after.unsafeDeck.indexOf('sabotage'));
      // Everyone sees that a card went in, only the Character sees which.
      const entries = after.log.slice(s.log.length);
      assert.deepEqual(
        entries.filter((e) => e.t === 'hallwaySecured').map((e) => e.vis),
        [null],
      );
      assert.deepEqual(
        entries.filter((e) => e.t === 'hallwaySecuredFace').map((e) => e.vis),
        [[0]],
      );
      assert.deepEqual(events(after, 'hallwaySecured'), [
        { t: 'hallwaySecured', seat: 0, location: loc(s, 'south-wing') },
      ]);
      assert.ok(after.phase.kind === 'action' && after.phase.seat === 1);
    }
    assert.ok(where.size > 1, 'the card does not always end up in the same place');
  });

  test('ACT-SECURE-03 cards are never placed in Hallways: the room decks stay as they are', () => {
    const s = table(
      { 1: { location: 'east-wing', hand: { success: 1 } } },
      { phase: { kind: 'action', seat: 1 } },
    );
    const after = act(s, 1, { type: 'secureHallway', card: 'success' });
    assert.deepEqual(after.rooms, s.rooms);
    assert.equal(after.unsafeDeck.length, s.unsafeDeck.length + 1);
  });
});

describe('ACT-FIGHT Fight a Cultist', () => {
  test('ACT-FIGHT-01 a living Character in the room with the Cultist token, whatever the Route', () => {
    // Seat 1's Route does not offer green.
    const s = table(
      { 1: 'library', 2: 'orange1' },
      { ...TOKEN_IN_LIBRARY, phase: { kind: 'action', seat: 1 } },
    );
    assert.ok(isLegal(s, 1, { type: 'fightCultist', room: loc(s, 'library') }));
    const elsewhere = table({ 1: 'south-wing' }, { ...TOKEN_IN_LIBRARY, phase: { kind: 'action', seat: 1 } });
    rejects(elsewhere, 1, { type: 'fightCultist', room: loc(s, 'library') }, 'action/not-now');
    const noToken = table({ 1: 'darkblue1' }, { phase: { kind: 'action', seat: 1 } });
    rejects(noToken, 1, { type: 'fightCultist', room: loc(s, 'darkblue1') }, 'action/not-now');
  });

  test('ACT-FIGHT-01 only the token in your own room', () => {
    const s = table(
      { 1: 'library' },
      {
        cultistTokens: ['orange1'],
        rooms: { library: { cultistTokens: 1 }, darkblue2: { cultistTokens: 1 } },
        phase: { kind: 'action', seat: 1 },
      },
    );
    rejects(s, 1, { type: 'fightCultist', room: loc(s, 'darkblue2') }, 'room/unavailable');
  });

  test('ACT-FIGHT-02 CTOK-04 the token leaves the game and the room is usable again', () => {
    // Seat 3 fights; seat 4 (green on its Route) acts next in the Library.
    const s = table({ 3: 'library', 4: 'library' }, { ...TOKEN_IN_LIBRARY, knife: 3 });
    const after = act(s, 3, { type: 'fightCultist', room: loc(s, 'library') });
    assert.equal(after.rooms[loc(s, 'library')]!.cultistTokens, 0);
    assert.deepEqual(after.cultistTokens, ['darkblue2', 'orange1'], 'not back among the face-down tokens');
    assert.deepEqual(events(after, 'cultistFought'), [
      { t: 'cultistFought', seat: 3, room: loc(s, 'library') },
    ]);
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 4);
    assert.ok(isLegal(after, 4, { type: 'fillRoom', room: loc(s, 'library'), card: 'success' }));
  });
});

describe('ACT-SCARE Scare away the Fishman (AMB-24)', () => {
  test('ACT-SCARE-01 AMB-24 the living Knife holder in the Fishman’s hallway, as a Character action', () => {
    // Knife holder seat 2 has neither a Route colour nor a room here: it is a Character action.
    const s = table({ 2: 'east-wing', 3: 'east-wing' }, { knife: 2, fishman: 'east-wing' });
    assert.ok(isLegal(s, 2, { type: 'scareFishman' }));
    // Another Character in that hallway does not hold the Knife.
    const other = table(
      { 2: 'central', 3: 'east-wing' },
      { knife: 2, fishman: 'east-wing', phase: { kind: 'action', seat: 3 } },
    );
    rejects(other, 3, { type: 'scareFishman' }, 'action/not-now');
    // The Knife holder elsewhere, or as a Ghost.
    const away = table({ 2: 'central' }, { knife: 2, fishman: 'east-wing' });
    rejects(away, 2, { type: 'scareFishman' }, 'action/not-now');
    const ghost = table({ 2: { location: 'east-wing', alive: false } }, { knife: 2, fishman: 'east-wing' });
    rejects(ghost, 2, { type: 'scareFishman' }, 'action/not-now');
    const lake = table({ 2: 'east-wing' }, { knife: 2 });
    rejects(lake, 2, { type: 'scareFishman' }, 'action/not-now');
  });

  test('ACT-SCARE-02 FISH-04 the Fishman goes back to the lake', () => {
    const s = table({ 2: 'east-wing' }, { knife: 2, fishman: 'east-wing' });
    const after = act(s, 2, { type: 'scareFishman' });
    assert.equal(after.fishman, null);
    assert.deepEqual(events(after, 'fishmanScared'), [{ t: 'fishmanScared', seat: 2 }]);
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 3);
  });
});
