import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EVENT_TOKENS } from '../content/tables.ts';
import { actors, legalActions } from '../legal.ts';
import type { PositionSetup, SeatSetup } from '../position.ts';
import { ABSTAIN, type GameState } from '../state.ts';
import type { EventId, Role, Seat } from '../types.ts';
import { viewFor, logFor } from '../view.ts';
import { act, allReady, events, isLegal, loc, position, seedOf } from '../testing.ts';

/** The AUTOMA sits at seat 1; 4 humans + AUTOMA play the 5-player setup, 6 + AUTOMA the 7-player one. */
const A = 1;
const FIVE: Role[] = ['investigator', 'investigator', 'cultist', 'investigator', 'investigator'];
const SEVEN: Role[] = [
  'investigator',
  'cultist',
  'investigator',
  'investigator',
  'cultist',
  'investigator',
  'investigator',
];

/** Route cards per seat, `route` at `seat`; the others take the remaining cards in order. */
function routes(players: number, seat: Seat, route: number): number[] {
  const others = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((r) => r !== route);
  return Array.from({ length: players }, (_, i) => (i === seat ? route : others[i]!));
}

function seats(roles: readonly Role[], overrides: Readonly<Record<number, SeatSetup>>): SeatSetup[] {
  return roles.map((_, i) => ({ location: 'security', ...overrides[i] }));
}

interface ActScene {
  /** The AUTOMA's Route card; route 3 reads green, dark blue in round 1. */
  readonly route?: number;
  readonly automa?: SeatSetup;
  readonly extra?: Partial<PositionSetup>;
}

/** Round 1, Action Phase: the Knife holder (seat 0) passes, then the AUTOMA acts by itself. */
function automaActs(at: string, scene: ActScene = {}): { before: GameState; after: GameState } {
  const before = position({
    players: 5,
    automa: A,
    roles: FIVE,
    routes: routes(5, A, scene.route ?? 3),
    knife: 0,
    phase: { kind: 'action', seat: 0 },
    seats: seats(FIVE, { [A]: { location: at, ...scene.automa } }),
    // An empty Draw pile leaves room cards for the decks and hands below (card conservation).
    drawPile: [],
    ...scene.extra,
  });
  const after = act(before, 0, { type: 'pass' });
  assert.ok(after.acted[A], 'the AUTOMA has acted');
  assert.deepEqual([after.phase.kind, (after.phase as { seat?: number }).seat], ['action', 2]);
  return { before, after };
}

function room(s: GameState, id: string) {
  return s.rooms[loc(s, id)]!;
}

/** What the AUTOMA did in its action (one public log entry). */
function automaAction(s: GameState): string {
  const kinds = ['cultistFought', 'roomFilled', 'roomChecked', 'hallwaySecured', 'passed'];
  const done = s.log.filter((e) => kinds.includes(e.t) && (e as { seat?: number }).seat === A);
  assert.equal(done.length, 1, JSON.stringify(done));
  return done[0]!.t;
}

const TOKENS_ELSEWHERE = { cultistTokens: ['darkblue2', 'orange1'] };
const EXPLORED_LIBRARY = { deck: ['failure', 'failure', 'success'] } as const;

describe('AUTOMA-15 AUTOMA-16 AUTOMA-17 AUTOMA-18 the AUTOMA takes its action by itself', () => {
  test('AUTOMA-15 in an unexplored room with a Cultist token it fights the Cultist', () => {
    const { after } = automaActs('library', {
      extra: { rooms: { library: { cultistTokens: 1 } }, ...TOKENS_ELSEWHERE },
    });
    assert.equal(automaAction(after), 'cultistFought');
    assert.equal(room(after, 'library').cultistTokens, 0);
    assert.equal(room(after, 'library').deck.length, 1);
  });

  test('AMB-40(f) in an explored room with a Cultist token it fights too (Room actions are blocked)', () => {
    const { before, after } = automaActs('library', {
      extra: { rooms: { library: { ...EXPLORED_LIBRARY, cultistTokens: 1 } }, ...TOKENS_ELSEWHERE },
    });
    assert.equal(automaAction(after), 'cultistFought');
    assert.deepEqual(room(after, 'library').deck, EXPLORED_LIBRARY.deck);
    assert.equal(room(after, 'library').books, room(before, 'library').books);
  });

  test('AUTOMA-16 in an unexplored room without a token it adds the top card of its Room pile, unseen', () => {
    const { before, after } = automaActs('library', { automa: { hand: { alive: 9, failure: 1 } } });
    assert.equal(automaAction(after), 'roomFilled');
    assert.deepEqual(room(after, 'library').deck, [...room(before, 'library').deck, 'failure']);
    assert.equal(after.seats[A]!.hand.failure, 0);
    assert.deepEqual(events(after, 'roomFilledFace'), [], 'nobody sees which card it was');
    assert.equal(room(after, 'library').explored, false);
  });

  test('AUTOMA-16 its Room pile is shuffled: the card it plays is a random one of those it holds', () => {
    const played = new Set<string>();
    for (let n = 1; n <= 20; n++) {
      const { after } = automaActs('library', {
        automa: { hand: { alive: 9, success: 1, sabotage: 1 } },
        extra: { seed: seedOf(n) },
      });
      const card = room(after, 'library').deck.at(-1)!;
      assert.equal(after.seats[A]!.hand[card], 0, 'the card played left its pile');
      played.add(card);
    }
    assert.deepEqual([...played].sort(), ['sabotage', 'success']);
  });

  test('AUTOMA-17 in an explored room it reveals the top card of the deck, unshuffled, and resolves it', () => {
    // Orange 1 (two books, BOOK-06) on a Route that allows orange in round 1: one book is not the last.
    const { before, after } = automaActs('orange1', {
      route: 2,
      extra: { rooms: { orange1: EXPLORED_LIBRARY } },
    });
    assert.equal(automaAction(after), 'roomChecked');
    // The top card (last listed) was the Success: a book goes to the rack and the card leaves the game.
    assert.deepEqual(room(after, 'orange1').deck, ['failure', 'failure']);
    assert.equal(room(after, 'orange1').books, room(before, 'orange1').books - 1);
    assert.equal(after.removed.success, before.removed.success + 1);
    // Everyone sees the card: the entry is public.
    const seen = logFor(after, 3).filter((e) => e.t === 'roomCardSeen');
    assert.deepEqual(
      seen.map((e) => [e.seat, e.card]),
      [[A, 'success']],
    );

    const failure = automaActs('orange1', {
      route: 2,
      extra: { rooms: { orange1: { deck: ['success', 'sabotage', 'failure'] } } },
    });
    assert.deepEqual(
      room(failure.after, 'orange1').deck,
      ['success', 'sabotage'],
      'the rest keeps its order',
    );
    assert.equal(room(failure.after, 'orange1').books, room(failure.before, 'orange1').books);
  });

  test('AUTOMA-18 in a hallway it puts one Room card face down onto the Unsafe Passage deck', () => {
    const { before, after } = automaActs('south-wing', { automa: { hand: { alive: 9, success: 1 } } });
    assert.equal(automaAction(after), 'hallwaySecured');
    assert.equal(after.unsafeDeck.length, before.unsafeDeck.length + 1);
    assert.equal(after.seats[A]!.hand.success, 0);
    // Without the Unsafe Passage (first game) there is no deck to add to.
    const first = automaActs('south-wing', { extra: { ruleset: { unsafePassage: false } } }).after;
    assert.equal(automaAction(first), 'passed');
  });
});

describe('AMB-40(e) AMB-40(g) AMB-40(h) when the AUTOMA cannot do its usual action', () => {
  test('AMB-40(e) in a room off its Route line it only fights a Cultist there; otherwise it passes', () => {
    // Route 3 reads green, dark blue in round 1: the Cafeteria and orange1 are off the line.
    const cafeteria = automaActs('cafeteria').after;
    assert.equal(automaAction(cafeteria), 'passed');
    assert.equal(room(cafeteria, 'cafeteria').deck.length, 1);
    const orange = automaActs('orange1', {
      extra: { rooms: { orange1: { cultistTokens: 1 } }, cultistTokens: ['library', 'darkblue2'] },
    }).after;
    assert.equal(automaAction(orange), 'cultistFought');
    // A finished room on its line: nothing to do.
    const done = automaActs('darkblue1', { extra: { rooms: { darkblue1: { books: 0, deck: [] } } } }).after;
    assert.equal(automaAction(done), 'passed');
  });

  test('AMB-40(g) an empty pile or an empty room deck skips the action', () => {
    const noRoomCards = { automa: { hand: { alive: 9 } } };
    assert.equal(automaAction(automaActs('library', noRoomCards).after), 'passed');
    assert.equal(automaAction(automaActs('south-wing', noRoomCards).after), 'passed');
    const emptyDeck = { extra: { rooms: { library: { deck: [], explored: true } } } };
    assert.equal(automaAction(automaActs('library', emptyDeck).after), 'passed');
  });

  test('AMB-40(h) a Ghost AUTOMA only fills or checks: it cannot fight nor secure a hallway', () => {
    const ghost = { alive: false, hand: { alive: 9, failure: 1 } };
    const token = automaActs('library', {
      automa: ghost,
      extra: { rooms: { library: { cultistTokens: 1 } }, ...TOKENS_ELSEWHERE },
    }).after;
    assert.equal(automaAction(token), 'passed');
    assert.equal(room(token, 'library').cultistTokens, 1);
    assert.equal(automaAction(automaActs('library', { automa: ghost }).after), 'roomFilled');
    const check = automaActs('library', { automa: ghost, extra: { rooms: { library: EXPLORED_LIBRARY } } });
    assert.equal(automaAction(check.after), 'roomChecked');
    assert.equal(automaAction(automaActs('south-wing', { automa: ghost }).after), 'passed');
  });
});

function bagWith(first: EventId): EventId[] {
  const rest = [...EVENT_TOKENS];
  rest.splice(rest.indexOf(first), 1);
  return [first, ...rest];
}

/** The Event Phase of round 1 draws `token` first. */
function eventPhase(token: EventId, knife: Seat, players: 5 | 7 = 5): GameState {
  const roles = players === 5 ? FIVE : SEVEN;
  return position({
    players,
    automa: A,
    roles,
    knife,
    phase: { kind: 'event' },
    bag: bagWith(token),
    seats: seats(roles, {}),
  });
}

describe('AUTOMA-19 the AUTOMA takes no other action, and the Knife does nothing in its hands', () => {
  test('AUTOMA-19 False Eyes and In Control of the Situation: nothing happens when the AUTOMA holds the Knife', () => {
    assert.equal(eventPhase('falseEyes', 0).phase.kind, 'falseEyes');
    assert.equal(eventPhase('inControl', 0).phase.kind, 'inControl');
    for (const token of ['falseEyes', 'inControl'] as const) {
      const s = eventPhase(token, A);
      // Straight on to the Action Phase, where the AUTOMA (first, with the Knife) has already acted.
      assert.deepEqual([s.phase.kind, (s.phase as { seat?: number }).seat], ['action', 2]);
      assert.equal(s.bag.length, EVENT_TOKENS.length - 1);
      assert.deepEqual(events(s, 'stateChecked'), []);
    }
  });

  test('AUTOMA-19 it never restarts the Power, initiates a Vote or uses the Camera: it fills the room', () => {
    // Route 5 reads light blue, green, red in round 1.
    const security = automaActs('security', { route: 5, extra: { power: false } }).after;
    assert.equal(automaAction(security), 'roomFilled');
    assert.equal(security.power, false);
    const cafeteria = automaActs('cafeteria', { route: 5 }).after;
    assert.equal(automaAction(cafeteria), 'roomFilled');
    assert.equal(cafeteria.voteToken, true);
  });

  test('AUTOMA-19 it is never asked to close the Portal', () => {
    // Seat 3 (route 3: green) stands in the Library with the AUTOMA and seat 4; nobody has acted yet.
    const s = position({
      players: 5,
      automa: A,
      roles: FIVE,
      routes: routes(5, 3, 3),
      knife: 3,
      phase: { kind: 'action', seat: 3 },
      portal: { openedRound: 1, lastRound: 3, status: 'open' },
      seats: seats(FIVE, {
        1: { location: 'library' },
        3: { location: 'library' },
        4: { location: 'library' },
      }),
    });
    assert.ok(isLegal(s, 3, { type: 'closePortal', partner: 4 }));
    assert.equal(isLegal(s, 3, { type: 'closePortal', partner: A }), false);
  });
});

/** Seat 3 (route 5: light blue in round 1) initiates a Vote in the Cafeteria. */
function cafeteriaVote(
  o: { players?: 5 | 7; knife?: Seat; roles?: Role[]; seats?: Record<number, SeatSetup> } = {},
): GameState {
  const players = o.players ?? 5;
  const roles = o.roles ?? (players === 5 ? FIVE : SEVEN);
  const s = position({
    players,
    automa: A,
    roles,
    routes: routes(players, 3, 5),
    knife: o.knife ?? 0,
    phase: { kind: 'action', seat: 3 },
    seats: seats(roles, { ...o.seats, 3: { location: 'cafeteria', ...o.seats?.[3] } }),
  });
  return act(s, 3, { type: 'initiateVote' });
}

/** The humans get ready and vote (the AUTOMA's entry is ignored); a Knife step is kept. */
function humansVote(s: GameState, ballots: readonly (Seat | null)[]): GameState {
  let state = allReady(s);
  ballots.forEach((target, seat) => {
    if (seat !== A) state = act(state, seat, { type: 'ballot', target });
  });
  if (state.phase.kind === 'vote' && state.phase.stage === 'knife')
    state = act(state, state.knife, { type: 'keepBallot' });
  return state;
}

function voteResult(s: GameState) {
  const results = events(s, 'voteResult');
  assert.equal(results.length, 1);
  return results[0]!;
}

describe('AUTOMA-20 the AUTOMA abstains in every Vote', () => {
  test('AUTOMA-20 it is ready and has abstained before anyone acts; the reveal shows its closed fist', () => {
    const s = cafeteriaVote();
    assert.ok(s.phase.kind === 'vote' && s.phase.stage === 'discussion');
    assert.equal(s.phase.ready[A], true);
    assert.equal(s.phase.ballots[A], ABSTAIN);
    assert.deepEqual(legalActions(s, A), []);
    assert.deepEqual(actors(s), [0, 2, 3, 4]);
    const voted = humansVote(s, [4, null, 4, 4, null]);
    assert.equal(events(voted, 'ballotsRevealed')[0]!.ballots[A], null);
  });

  test('AUTOMA-20 it counts as one abstention, two while it holds the Knife', () => {
    // Three votes for seat 4; seat 4 abstains.
    const human = humansVote(cafeteriaVote({ knife: 0 }), [4, null, 4, 4, null]);
    assert.deepEqual([voteResult(human).abstentions, voteResult(human).eliminated], [2, 4]);
    const automa = humansVote(cafeteriaVote({ knife: A }), [4, null, 4, 4, null]);
    assert.deepEqual([voteResult(automa).abstentions, voteResult(automa).eliminated], [3, null]);
    assert.equal(automa.seats[4]!.alive, true);
  });
});

describe('AUTOMA-23 WIN-12 AMB-40(m) the AUTOMA voted out', () => {
  test('AUTOMA-23 with 1 Cultist an Investigator AUTOMA voted out reveals its role, and play goes on', () => {
    const s = humansVote(cafeteriaVote(), [A, null, A, A, A]);
    assert.equal(voteResult(s).eliminated, A);
    assert.equal(s.seats[A]!.alive, false);
    assert.deepEqual(events(s, 'roleRevealed'), [{ t: 'roleRevealed', seat: A, role: 'investigator' }]);
    assert.equal(viewFor(s, 3).seats[A]!.revealedRole, 'investigator');
    assert.equal(s.result, null);
    assert.deepEqual([s.phase.kind, (s.phase as { seat?: number }).seat], ['action', 4]);
  });

  /** The AUTOMA (or seat 2) is the only Cultist; `dead` Investigators hold a hidden Dead card. */
  function soleCultistVotedOut(cultist: Seat, dead: readonly Seat[]): GameState {
    const roles = FIVE.map((_, i): Role => (i === cultist ? 'cultist' : 'investigator'));
    const overrides: Record<number, SeatSetup> = {};
    roles.forEach((_, i) => {
      overrides[i] = {
        pulse: [dead.includes(i) ? 'dead' : 'alive'],
        // The Cultist's Dead cards are in the Pulse decks here (card conservation).
        ...(i === cultist ? { hand: { alive: 6, success: 2, failure: 4, sabotage: 2 } } : {}),
      };
    });
    const s = cafeteriaVote({ roles, seats: overrides });
    return humansVote(
      s,
      roles.map((_, i) => (i === cultist ? 0 : cultist)),
    );
  }

  test('AUTOMA-23 WIN-12 the AUTOMA as the only Cultist: every Pulse deck is checked, kills below target → Investigators', () => {
    const s = soleCultistVotedOut(A, [0, 4]);
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'cultistsEliminated', round: 1 });
    assert.deepEqual(events(s, 'roleRevealed'), [{ t: 'roleRevealed', seat: A, role: 'cultist' }]);
    assert.deepEqual(events(s, 'claimChecked'), [
      { t: 'claimChecked', deadInvestigators: [0, 4], needed: 3 },
    ]);
  });

  test('AUTOMA-23 WIN-12 the AUTOMA as the only Cultist: its kill target met trumps the Investigators', () => {
    const s = soleCultistVotedOut(A, [0, 3, 4]);
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'kills', round: 1 });
    // Unlike the standard game: a human sole Cultist voted out with the same kills simply loses (WIN-02).
    const human = soleCultistVotedOut(2, [0, 3, 4]);
    assert.deepEqual(human.result, { winner: 'investigators', reason: 'cultistsEliminated', round: 1 });
  });

  test('AMB-40(m) with 2 Cultists an AUTOMA voted out follows the normal reveal rules', () => {
    // 6 + AUTOMA: the AUTOMA (seat 1) and seat 4 are the Cultists.
    const s = humansVote(cafeteriaVote({ players: 7 }), [A, null, A, A, 0, A, A]);
    assert.equal(voteResult(s).eliminated, A);
    assert.equal(s.seats[A]!.roleRevealed, false, 'another Cultist lives: no reveal');
    assert.equal(s.result, null);
    // The last living Cultist reveals, and the game ends (VOTE-11).
    const last = humansVote(cafeteriaVote({ players: 7, seats: { 4: { alive: false } } }), [
      A,
      null,
      A,
      A,
      A,
      A,
      A,
    ]);
    assert.equal(last.seats[A]!.roleRevealed, true);
    assert.deepEqual(last.result, { winner: 'investigators', reason: 'cultistsEliminated', round: 1 });
  });
});

describe('AMB-17 AMB-39 the Seer guess in a 6 + AUTOMA game', () => {
  test('AMB-39 AMB-17 an AUTOMA Seer can be named by the Cultists', () => {
    // The AUTOMA (seat 1) is the Seer; seats 2 and 4 are the Cultists, seat 4 already a Ghost.
    const roles: Role[] = [
      'investigator',
      'seer',
      'cultist',
      'investigator',
      'cultist',
      'investigator',
      'investigator',
    ];
    let s = cafeteriaVote({ players: 7, roles, seats: { 4: { alive: false } } });
    s = humansVote(s, [2, null, 0, 2, 2, 2, 2]);
    assert.ok(s.phase.kind === 'seerGuess');
    assert.deepEqual(s.phase.cultists, [2, 4]);
    s = act(s, 2, { type: 'guessSeer', target: A });
    s = act(s, 4, { type: 'guessSeer', target: A });
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'seerIdentified', round: 1 });
  });

  test('AMB-17 an AUTOMA Cultist does not guess: its human partner names the Seer alone', () => {
    // The AUTOMA (seat 1, a Ghost) and seat 4 are the Cultists; seat 5 is the Seer.
    const roles: Role[] = [
      'investigator',
      'cultist',
      'investigator',
      'investigator',
      'cultist',
      'seer',
      'investigator',
    ];
    let s = cafeteriaVote({ players: 7, roles, seats: { 1: { alive: false } } });
    s = humansVote(s, [4, null, 4, 4, 0, 4, 4]);
    assert.ok(s.phase.kind === 'seerGuess');
    assert.deepEqual(s.phase.cultists, [4]);
    assert.deepEqual(actors(s), [4]);
    s = act(s, 4, { type: 'guessSeer', target: 5 });
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'seerIdentified', round: 1 });
  });
});

describe('AMB-41 4 + AUTOMA plays every 5-player value, 6 + AUTOMA every 7-player value', () => {
  test('AMB-41 PC-13 the Knife privilege: change the ballot at 4 + AUTOMA, a double vote at 6 + AUTOMA', () => {
    let five = allReady(cafeteriaVote({ knife: 0 }));
    for (const seat of [0, 2, 3, 4]) five = act(five, seat, { type: 'ballot', target: null });
    assert.ok(five.phase.kind === 'vote' && five.phase.stage === 'knife');
    assert.ok(isLegal(five, 0, { type: 'keepBallot' }));

    const seven = humansVote(cafeteriaVote({ players: 7, knife: 0 }), [
      5,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    assert.equal(voteResult(seven).votes[5], 2);
    assert.deepEqual(events(seven, 'ballotChanged'), []);
  });

  test('AMB-41 CLEAN-01 the sole Cultist may claim at 4 + AUTOMA; at 6 + AUTOMA there is no claim', () => {
    const lastAction = (players: 5 | 7): GameState => {
      const roles = players === 5 ? FIVE : SEVEN;
      const s = position({
        players,
        automa: A,
        roles,
        knife: 0,
        phase: { kind: 'action', seat: players - 1 },
      });
      return act(s, players - 1, { type: 'pass' });
    };
    const five = lastAction(5);
    assert.equal(five.phase.kind, 'cleanup');
    assert.ok(isLegal(five, 2, { type: 'claimVictory' }));
    assert.deepEqual(legalActions(five, A), []);
    assert.deepEqual(actors(five), [0, 2, 3, 4]);
    const seven = lastAction(7);
    assert.equal(seven.round, 2);
    assert.deepEqual(
      events(seven, 'phase').map((e) => e.phase),
      ['cleanup', 'movement'],
    );
  });

  test('AMB-41 PC-14 the Portal stays open 3 rounds at 4 + AUTOMA, 2 at 6 + AUTOMA', () => {
    assert.equal(eventPhase('portalOpens', 0, 5).portal?.lastRound, 1 + 3);
    assert.equal(eventPhase('portalOpens', 0, 7).portal?.lastRound, 1 + 2);
  });

  test('AMB-41 FISH-02 AUTOMA-16 the Fishman enters by the 5-player hallway at 4 + AUTOMA, the Central Hallway at 6 + AUTOMA', () => {
    // The AUTOMA's fill explores the Library, whose token shows the Unsafe Passage: Sabotage.
    const explore = (players: 5 | 7): GameState => {
      const roles = players === 5 ? FIVE : SEVEN;
      const s = position({
        players,
        automa: A,
        roles,
        routes: routes(players, A, 3),
        knife: 0,
        phase: { kind: 'action', seat: 0 },
        seats: seats(roles, { [A]: { location: 'library', hand: { alive: 6, success: 1 } } }),
        rooms: { library: { deck: ['success', 'success'], unsafe: true } },
        unsafeDeck: ['sabotage'],
        drawPile: [],
      });
      return act(s, 0, { type: 'pass' });
    };
    const five = explore(5);
    assert.equal(room(five, 'library').explored, true);
    assert.equal(five.fishman, loc(five, 'east-wing'));
    const seven = explore(7);
    assert.equal(seven.fishman, loc(seven, 'central'));
  });
});
