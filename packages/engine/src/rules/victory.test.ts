import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, events, loc, position, rejects, SEVEN_ROLES as SEVEN } from '../testing.ts';
import { legalActions } from '../legal.ts';
import type { PositionSetup, RoomSetup, SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { PlayerCount, Role, Seat } from '../types.ts';
import { deadInvestigators } from './victory.ts';
import { layoutById, PLAYER_COUNT_TABLE } from '../content/index.ts';
import { racksWorth, rackVp } from './racks.fixture.ts';

/**
 * Everyone alive in the Central Hallway with an empty Pulse deck, except the seats described. The
 * Cultists have given away most of their Encounter cards, so that Pulse decks may hold Dead cards.
 */
function seatsWith(roles: readonly Role[], special: Readonly<Record<number, SeatSetup>> = {}): SeatSetup[] {
  return roles.map((role, i) => ({
    location: 'central',
    pulse: [],
    ...(role === 'cultist' ? { hand: { alive: 1, dead: 1, success: 2, failure: 4, sabotage: 2 } } : {}),
    ...special[i],
  }));
}

const LAST_BOOK: RoomSetup = { books: 1, deck: ['success', 'success', 'success'], explored: true };
/** The layout and printed VP target at a player count. */
const layoutAt = (players: PlayerCount) => layoutById(PLAYER_COUNT_TABLE[players].layout);
const targetAt = (players: PlayerCount): number => PLAYER_COUNT_TABLE[players].vpTarget;
/** What completing the Dark Blue 1 rack adds. */
const darkBlue1 = (players: PlayerCount): number => rackVp(layoutAt(players), 'darkblue1');
const notDarkBlue1OrGreen = (r: { id: string; colour: string }): boolean =>
  r.id !== 'darkblue1' && r.colour !== 'green';

/**
 * Racks complete (other than Dark Blue 1 and the Library's) worth one VP short of the target; Dark Blue 1
 * holds its last book on a deck of Successes, so checking it reaches the target.
 */
const ONE_BOOK_SHORT: Readonly<Record<PlayerCount, Readonly<Record<string, RoomSetup>>>> = {
  5: racksWorth(layoutAt(5), targetAt(5) - 1, notDarkBlue1OrGreen),
  6: racksWorth(layoutAt(6), targetAt(6) - 1, notDarkBlue1OrGreen),
  7: racksWorth(layoutAt(7), targetAt(7) - 1, notDarkBlue1OrGreen),
  8: racksWorth(layoutAt(8), targetAt(8) - 1, notDarkBlue1OrGreen),
};

/**
 * The `checker` stands in Dark Blue Room 1 with route 1 (dark blue in rounds 1, 5, 9) and is about
 * to act; checking the room completes the Dark Blue 1 rack and reaches the VP target.
 */
function vpPosition(
  players: PlayerCount,
  roles: Role[],
  checker: Seat,
  extra: Partial<PositionSetup> = {},
): GameState {
  const routes = roles.map((_, i) => (i === checker ? 1 : i === 0 ? checker + 2 : i + 2));
  return position({
    players,
    roles,
    routes,
    round: 5,
    knife: checker,
    phase: { kind: 'action', seat: checker },
    rooms: {
      ...ONE_BOOK_SHORT[players],
      darkblue1: LAST_BOOK,
    },
    seats: seatsWith(roles, { [checker]: { location: 'darkblue1' } }),
    ...extra,
  });
}

const FIVE: Role[] = ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'];
const FIVE_SEER: Role[] = ['cultist', 'investigator', 'investigator', 'seer', 'investigator'];
const EIGHT: Role[] = [
  'investigator',
  'investigator',
  'cultist',
  'investigator',
  'investigator',
  'cultist',
  'seer',
  'investigator',
];

function checkDarkBlue(s: GameState, seat: Seat): GameState {
  return act(s, seat, { type: 'checkRoom', room: loc(s, 'darkblue1') });
}

describe('WIN-01 WIN-09 reaching the VP target', () => {
  test('WIN-01 WIN-09 the Investigators win as soon as the VP reach the target, mid Action Phase', () => {
    const s = checkDarkBlue(vpPosition(5, FIVE, 1), 1);
    assert.equal(s.vp, targetAt(5) - 1 + darkBlue1(5));
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'vpTarget', round: 5 });
    for (let seat = 0; seat < 5; seat++) assert.deepEqual(legalActions(s, seat), [], 'nobody acts any more');
  });

  test('WIN-01 one VP short, the game goes on', () => {
    // Racks worth the target less Dark Blue 1's VP and one more: Dark Blue 1 brings one short of it.
    const rooms = racksWorth(layoutAt(5), targetAt(5) - 1 - darkBlue1(5), notDarkBlue1OrGreen);
    const s = checkDarkBlue(vpPosition(5, FIVE, 1, { rooms: { ...rooms, darkblue1: LAST_BOOK } }), 1);
    assert.equal(s.vp, targetAt(5) - 1);
    assert.equal(s.result, null);
    assert.ok(s.phase.kind === 'action' && s.phase.seat === 2);
  });

  test('WIN-01 AMB-20 closing the Portal lowers the target to the current VP: the Investigators win', () => {
    // 9 VP, target 10: seats 1 and 2 close the Portal in the Library (green on routes 3 and 5 in round 1).
    let s = position({
      players: 5,
      roles: FIVE,
      routes: [1, 3, 5, 2, 4],
      knife: 1,
      phase: { kind: 'action', seat: 1 },
      rooms: ONE_BOOK_SHORT[5],
      portal: { openedRound: 1, lastRound: 4, status: 'open' },
      seats: seatsWith(FIVE, { 1: { location: 'library' }, 2: { location: 'library' } }),
    });
    s = act(s, 1, { type: 'closePortal', partner: 2 });
    s = act(s, 2, { type: 'answerPortal', accept: true });
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'vpTarget', round: 1 });
  });

  test('WIN-09 WIN-08 with a Seer dealt the game stops at once, then the Seer guess follows', () => {
    let s = checkDarkBlue(vpPosition(5, FIVE_SEER, 1), 1);
    assert.equal(s.phase.kind, 'seerGuess');
    assert.equal(s.result, null);
    assert.deepEqual(
      [1, 2, 3, 4].map((seat) => legalActions(s, seat)),
      [[], [], [], []],
    );
    s = act(s, 0, { type: 'guessSeer', target: 2 });
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'vpTarget', round: 5 });
    const order = s.log.map((e) => e.t).filter((t) => t === 'seerGuessed' || t === 'gameOver');
    assert.deepEqual(order, ['seerGuessed', 'gameOver']);
  });
});

/** 7 players, round `round`: seat 1 (route 2: light blue in round 4) holds the Knife in the Cafeteria. */
function sevenVote(round: number, special: Readonly<Record<number, SeatSetup>>): GameState {
  return position({
    players: 7,
    roles: SEVEN,
    routes: [1, 2, 3, 4, 5, 6, 7],
    round,
    knife: 1,
    phase: { kind: 'action', seat: 1 },
    seats: seatsWith(SEVEN, { 1: { location: 'cafeteria' }, ...special }),
  });
}

/** A Cafeteria Vote in which everyone names `target`. */
function voteOut(s: GameState, target: Seat): GameState {
  let state = act(s, s.knife, { type: 'initiateVote' });
  for (let seat = 0; seat < state.seats.length; seat++) state = act(state, seat, { type: 'ready' });
  for (let seat = 0; seat < state.seats.length; seat++) state = act(state, seat, { type: 'ballot', target });
  return state;
}

describe('WIN-02 AMB-18 the last living Cultist becomes a Ghost', () => {
  test('WIN-02 VOTE-11 the last living Cultist voted out reveals the role and the Investigators win', () => {
    const s = voteOut(sevenVote(4, { 2: { alive: false } }), 0);
    assert.equal(s.seats[0]!.roleRevealed, true);
    assert.equal(
      s.seats[2]!.roleRevealed,
      false,
      'the other Cultist was eliminated earlier without revealing',
    );
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'cultistsEliminated', round: 4 });
  });

  test('AMB-18 WIN-02 a revealed murder of the last living Cultist ends the game too, with no Vote', () => {
    // Seat 0, the last living Cultist, received a Dead card from the other Cultist.
    let s = sevenVote(4, {
      0: { pulse: ['alive', 'dead'] },
      1: { location: 'central' },
      2: { alive: false },
    });
    s = act(s, 1, { type: 'checkState', target: 0 });
    s = act(s, 1, { type: 'endCheck', reveal: true });
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'cultistsEliminated', round: 4 });
    assert.equal(s.seats[0]!.roleRevealed, true);
    assert.equal(events(s, 'voteStarted').length, 0);
  });

  test('WIN-02 a Cultist who is not the last one becomes a Ghost: the game goes on', () => {
    const s = voteOut(sevenVote(4, {}), 2);
    assert.equal(s.seats[2]!.alive, false);
    assert.equal(s.result, null);
  });
});

describe('WIN-03 WIN-06 AMB-16 the kill victory with 2 Cultists', () => {
  test('WIN-03 AMB-16 a Dead card given in an Encounter counts in the round it is given; the game goes on', () => {
    // Round 2: three Investigators died in round 1; Cultist seat 0 walks into the Library to meet seat 1.
    let s = position({
      players: 7,
      roles: SEVEN,
      round: 2,
      knife: 0,
      phase: { kind: 'movement', seat: 0 },
      seats: seatsWith(SEVEN, {
        1: { location: 'library' },
        3: { alive: false, deathRound: 1 },
        4: { pulse: ['dead'], deathRound: 1 },
        5: { alive: false, deathRound: 1 },
        6: { location: 'orange2' },
      }),
    });
    assert.equal(s.killTargetRound, null);
    s = act(s, 0, { type: 'step', to: loc(s, 'library') });
    s = act(s, 0, { type: 'giveCard', card: 'dead' });
    s = act(s, 1, { type: 'giveCard', card: 'alive' });
    assert.deepEqual(deadInvestigators(s), [1, 3, 4, 5]);
    assert.equal(s.seats[1]!.deathRound, 2);
    assert.equal(s.killTargetRound, 2);
    assert.equal(s.result, null, 'with 2 Cultists the kill count is only assessed at the end');
    assert.equal(s.phase.kind, 'movement');
  });

  test('WIN-06 AMB-16 kill target met in an earlier round, last Cultist eliminated: the Cultists win', () => {
    const s = voteOut(
      sevenVote(4, {
        2: { alive: false },
        3: { alive: false, deathRound: 1 },
        4: { pulse: ['dead'], deathRound: 2 },
        5: { alive: false, deathRound: 2 },
        6: { pulse: ['dead'], deathRound: 3 },
      }),
      0,
    );
    assert.equal(s.seats[0]!.roleRevealed, true);
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'kills', round: 4 });
  });

  test('WIN-06 AMB-16 the last needed Investigator died this round: the Investigators win', () => {
    const s = voteOut(
      sevenVote(4, {
        2: { alive: false },
        3: { alive: false, deathRound: 1 },
        4: { pulse: ['dead'], deathRound: 2 },
        5: { alive: false, deathRound: 2 },
        6: { pulse: ['dead'], deathRound: 4 },
      }),
      0,
    );
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'cultistsEliminated', round: 4 });
  });

  test('WIN-06 AMB-16 too few dead: the Investigators win', () => {
    const s = voteOut(sevenVote(4, { 2: { alive: false }, 3: { alive: false, deathRound: 1 } }), 0);
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'cultistsEliminated', round: 4 });
  });

  const killsBefore = {
    3: { alive: false, deathRound: 1 },
    4: { pulse: ['dead'], deathRound: 2 },
    5: { alive: false, deathRound: 2 },
    6: { pulse: ['dead'], deathRound: 3 },
  } as const;

  test('AMB-16 with the vpAfterKillsPreviousRound flag: VP reached after the kill target of an earlier round is a Cultist win', () => {
    const s = checkDarkBlue(
      vpPosition(7, SEVEN, 1, {
        ruleset: { vpAfterKillsPreviousRound: true },
        seats: seatsWith(SEVEN, { 1: { location: 'darkblue1' }, ...killsBefore }),
      }),
      1,
    );
    assert.equal(s.vp, targetAt(7) - 1 + darkBlue1(7));
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'kills', round: 5 });
  });

  test('WIN-01 AMB-16 by default the VP target wins for the Investigators at once, even after the kill target of an earlier round', () => {
    const s = checkDarkBlue(
      vpPosition(7, SEVEN, 1, { seats: seatsWith(SEVEN, { 1: { location: 'darkblue1' }, ...killsBefore }) }),
      1,
    );
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'vpTarget', round: 5 });
  });

  test('AMB-16 VP target reached in the round the kill target was met: the Investigators win', () => {
    const s = checkDarkBlue(
      vpPosition(7, SEVEN, 1, {
        seats: seatsWith(SEVEN, {
          1: { location: 'darkblue1' },
          ...killsBefore,
          6: { pulse: ['dead'], deathRound: 5 },
        }),
      }),
      1,
    );
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'vpTarget', round: 5 });
  });

  test('AMB-15 with 1 Cultist the VP target wins for the Investigators however many are dead', () => {
    const s = checkDarkBlue(
      vpPosition(5, FIVE, 1, {
        seats: seatsWith(FIVE, {
          1: { location: 'darkblue1' },
          2: { alive: false, deathRound: 1 },
          3: { pulse: ['dead'], deathRound: 2 },
          4: { alive: false, deathRound: 3 },
        }),
      }),
      1,
    );
    assert.equal(deadInvestigators(s).length, 3);
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'vpTarget', round: 5 });
  });
});

describe('WIN-08 AMB-17 the Seer guess', () => {
  /** 8 players: Cultists 2 and 5, the Seer 6, the Knife with seat 4 (so seat 5 is the first Cultist after it). */
  function eightWon(extra: Partial<PositionSetup> = {}): GameState {
    return checkDarkBlue(vpPosition(8, EIGHT, 4, extra), 4);
  }

  test('WIN-08 AMB-17 every Cultist, Ghost included, names a non-Cultist; nothing resolves until all have', () => {
    let s = eightWon({ seats: seatsWith(EIGHT, { 2: { alive: false }, 4: { location: 'darkblue1' } }) });
    assert.equal(s.phase.kind, 'seerGuess');
    const targets = legalActions(s, 2).map((a) => (a.type === 'guessSeer' ? a.target : -1));
    assert.deepEqual(targets, [0, 1, 3, 4, 6, 7]);
    assert.deepEqual(legalActions(s, 5), legalActions(s, 2));
    assert.deepEqual(legalActions(s, 6), []);
    s = act(s, 2, { type: 'guessSeer', target: 6 });
    assert.equal(s.phase.kind, 'seerGuess');
    assert.deepEqual(legalActions(s, 2), [], 'one attempt each');
    s = act(s, 5, { type: 'guessSeer', target: 6 });
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'seerIdentified', round: 5 });
    assert.deepEqual(events(s, 'seerGuessed'), [{ t: 'seerGuessed', guess: 6, seer: 6, by: 5 }]);
  });

  test('AMB-17 when the Cultists disagree, the first Cultist clockwise from the Knife holder decides', () => {
    let s = eightWon({ seats: seatsWith(EIGHT, { 4: { location: 'darkblue1' } }) });
    s = act(s, 5, { type: 'guessSeer', target: 6 });
    s = act(s, 2, { type: 'guessSeer', target: 3 });
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'seerIdentified', round: 5 });

    let t = eightWon({ seats: seatsWith(EIGHT, { 4: { location: 'darkblue1' } }) });
    t = act(t, 2, { type: 'guessSeer', target: 6 });
    t = act(t, 5, { type: 'guessSeer', target: 3 });
    assert.deepEqual(t.result, { winner: 'investigators', reason: 'vpTarget', round: 5 });
  });

  test('WIN-08 AMB-17 a dead Seer can still be named', () => {
    let s = eightWon({ seats: seatsWith(EIGHT, { 4: { location: 'darkblue1' }, 6: { alive: false } }) });
    s = act(s, 2, { type: 'guessSeer', target: 6 });
    s = act(s, 5, { type: 'guessSeer', target: 6 });
    assert.equal(s.result?.winner, 'cultists');
  });

  test('VOTE-12 WIN-08 the Seer guess after the last living Cultist is voted out', () => {
    let s = position({
      players: 5,
      roles: FIVE_SEER,
      routes: [2, 1, 3, 4, 5],
      knife: 1,
      phase: { kind: 'action', seat: 1 },
      seats: seatsWith(FIVE, { 1: { location: 'cafeteria' } }),
    });
    s = voteOut(s, 0);
    s = act(s, 1, { type: 'keepBallot' });
    assert.equal(s.phase.kind, 'seerGuess');
    s = act(s, 0, { type: 'guessSeer', target: 3 });
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'seerIdentified', round: 1 });
  });

  test('WIN-08 no Seer dealt: the Investigators win without a guess', () => {
    const s = checkDarkBlue(vpPosition(5, FIVE, 1), 1);
    assert.equal(s.phase.kind, 'over');
    assert.equal(events(s, 'seerGuessed').length, 0);
  });

  test('WIN-08 AMB-17 a Cultist win needs no guess', () => {
    // The five dead Investigators (PC-10 at 8 players) died in earlier rounds; with the AMB-16 flag the
    // VP reached now is a Cultist win, and no Seer guess follows.
    const dead = { alive: false, deathRound: 2 } as const;
    const s = eightWon({
      ruleset: { vpAfterKillsPreviousRound: true },
      seats: seatsWith(EIGHT, { 0: dead, 1: dead, 3: dead, 4: { location: 'darkblue1' }, 6: dead, 7: dead }),
    });
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'kills', round: 5 });
    assert.equal(events(s, 'seerGuessed').length, 0);
  });
});

describe('WIN-10 only one team wins', () => {
  test('WIN-10 the result names one team, the game is over for everyone, every action is refused', () => {
    const s = checkDarkBlue(vpPosition(5, FIVE, 1), 1);
    assert.equal(events(s, 'gameOver').length, 1);
    assert.deepEqual(events(s, 'gameOver')[0], {
      t: 'gameOver',
      winner: 'investigators',
      reason: 'vpTarget',
    });
    for (let seat = 0; seat < 5; seat++) rejects(s, seat, { type: 'pass' }, 'game/over');
  });
});

describe('WIN-11 AMB-33 who counts as a dead Investigator', () => {
  test('WIN-11 AMB-33 Ghosts (any cause), hidden Dead cards and the dead from the start count; Cultists never', () => {
    const s = position({
      players: 8,
      roles: EIGHT,
      seats: seatsWith(EIGHT, {
        0: { pulse: ['dead'], deathRound: 0 },
        1: { alive: false },
        2: { pulse: ['dead'] }, // a Cultist with a Dead card
        3: { pulse: ['alive', 'dead', 'alive'] },
        5: { alive: false }, // a Cultist Ghost
        6: { alive: false, pulseTopFaceUp: true, pulse: ['dead'] },
      }),
    });
    assert.deepEqual(deadInvestigators(s), [0, 1, 3, 6]);
  });

  test('WIN-11 AMB-33 an Investigator voted out counts as dead from that round', () => {
    const s = voteOut(sevenVote(4, {}), 4);
    assert.equal(s.seats[4]!.deathRound, 4);
    assert.deepEqual(deadInvestigators(s), [4]);
  });
});
