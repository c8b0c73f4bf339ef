import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, events, isLegal, loc, position } from '../testing.ts';
import { layoutById } from '../content/index.ts';
import { legalActions } from '../legal.ts';
import type { PositionSetup } from '../position.ts';
import { viewFor } from '../view.ts';
import type { GameState } from '../state.ts';
import type { EventId, Role, Seat } from '../types.ts';
import { at, bagOrder, drive } from './drive.testing.ts';

const FIVE: Role[] = ['cultist', 'investigator', 'investigator', 'seer', 'investigator'];
const EIGHT: Role[] = [
  'cultist',
  'investigator',
  'cultist',
  'seer',
  'investigator',
  'investigator',
  'investigator',
  'investigator',
];

/** A 5-player game whose Event Phase draws `first[0]` at once; seats stand where `where` says. */
function eventPhase(
  first: EventId[],
  where: readonly string[],
  extra: Partial<PositionSetup> = {},
): GameState {
  const players = extra.players ?? 5;
  return position({
    players,
    roles: players === 8 ? EIGHT : FIVE,
    round: 2,
    clock: ['falseEyes'],
    bag: bagOrder(first, ['falseEyes']),
    phase: { kind: 'event' },
    seats: where.map((location) => ({ location })),
    ...extra,
  });
}

const SPREAD = ['central', 'library', 'cafeteria', 'security', 'orange1'];

/** Round 1, Action Phase: seat 3 stands in the Security Room with red on its Route (route 5). */
function inSecurity(power: boolean): GameState {
  return position({
    players: 5,
    roles: FIVE,
    power,
    phase: { kind: 'action', seat: 3 },
    seats: SPREAD.map((location) => ({ location })),
    routes: [1, 2, 3, 5, 4],
  });
}

/** Answers every pending Encounter step with Alive cards (or the first choice). */
function settleEncounters(s: GameState): GameState {
  let state = s;
  while (state.phase.kind === 'encounter') {
    const seat = state.phase.participants.find((p) => legalActions(state, p).length > 0)!;
    const legal = legalActions(state, seat);
    state = act(state, seat, legal.find((a) => a.type === 'giveCard' && a.card === 'alive') ?? legal[0]!);
  }
  return state;
}

describe('EVT-01 the Event Phase', () => {
  test('EVT-01 one token is drawn, resolved at once, put on the Clock, then the Action Phase begins', () => {
    const s = eventPhase(['noConnection'], SPREAD, { knife: 3 });
    assert.equal(s.bag.length, 10, '12 tokens, one on the Clock, one drawn');
    assert.ok(!s.bag.includes('noConnection'));
    assert.deepEqual(s.clock, ['falseEyes', 'noConnection']);
    assert.deepEqual(events(s, 'eventDrawn'), [{ t: 'eventDrawn', token: 'noConnection' }]);
    assert.equal(s.effects.noConnection, true);
    assert.deepEqual(s.phase, { kind: 'action', seat: 3, refusedBy: [] });
    const order = s.log.map((e) => e.t).filter((t) => t === 'phase' || t === 'eventDrawn');
    assert.deepEqual(order, ['phase', 'eventDrawn', 'phase']);
    assert.deepEqual(viewFor(s, 'spectator').clock, ['falseEyes', 'noConnection']);
  });

  test('EVT-01 earlier rounds without a recorded token show null on the Clock', () => {
    const s = position({ players: 5, roles: FIVE, round: 3, clock: [], phase: { kind: 'event' } });
    assert.equal(s.clock.length, 3);
    assert.deepEqual(s.clock.slice(0, 2), [null, null]);
    assert.deepEqual(viewFor(s, 0).clock.slice(0, 2), [null, null]);
  });

  test('EVT-01 in play: after the last Movement comes exactly one draw per round', () => {
    const s = position({ players: 5, roles: FIVE, bag: bagOrder(['lostMorale', 'boostedMorale']) });
    const afterTwo = drive(s, at.action(2));
    assert.deepEqual(afterTwo.clock, ['lostMorale', 'boostedMorale']);
    assert.equal(afterTwo.bag.length, 10);
    assert.equal(events(afterTwo, 'eventDrawn').length, 2);
  });

  test('AMB-36 an empty Bag (a first game with two tokens removed): no event, earlier effects still end', () => {
    const clock: EventId[] = [
      'lightningStrike',
      'lightningStrike',
      'secretDoors',
      'secretDoors',
      'noConnection',
      'falseEyes',
      'boostedMorale',
      'portalOpens',
      'lostMorale',
    ];
    const s = position({
      players: 5,
      roles: FIVE,
      ruleset: { unsafePassage: false },
      round: 10,
      clock,
      eventsRemoved: ['inControl', 'mirror'],
      bag: [],
      effects: { secretDoors: true, noConnection: true, morale: -1 },
      phase: { kind: 'event' },
    });
    assert.deepEqual(events(s, 'noEvent'), [{ t: 'noEvent' }]);
    assert.deepEqual(s.effects, { secretDoors: false, morale: 0, noConnection: false });
    assert.equal(s.clock[9], null);
    assert.equal(s.phase.kind, 'action');
  });
});

describe('EVT-LIGHTNING-01 EVT-03 Lightning Strike', () => {
  test('EVT-LIGHTNING-01 EVT-03 AMB-04 power goes off: a place with 3 living Characters meets, a pair does not meet again', () => {
    // Seats 0-2 in the Central Hallway (3 with the light on: no Encounter so far), 3-4 in the Library.
    let s = eventPhase(['lightningStrike'], ['central', 'central', 'central', 'library', 'library'], {
      knife: 1,
    });
    assert.equal(s.power, false);
    assert.deepEqual(events(s, 'power'), [{ t: 'power', on: false }]);
    assert.deepEqual(events(s, 'encounter'), [
      { t: 'encounter', location: loc(s, 'central'), participants: [1, 2, 0] },
    ]);
    assert.ok(s.phase.kind === 'encounter' && s.phase.participants.length === 3);
    s = settleEncounters(s);
    assert.equal(events(s, 'encounter').length, 1, 'the Library pair had met already (AMB-04)');
    assert.equal(events(s, 'cardGiven').length, 3);
    assert.equal(s.phase.kind, 'action');
  });

  test('EVT-LIGHTNING-01 AMB-04 power comes back on: no Encounters anywhere', () => {
    const s = eventPhase(['lightningStrike'], ['central', 'central', 'central', 'library', 'library'], {
      power: false,
    });
    assert.equal(s.power, true);
    assert.deepEqual(events(s, 'power'), [{ t: 'power', on: true }]);
    assert.deepEqual(events(s, 'encounter'), []);
    assert.equal(s.phase.kind, 'action');
  });

  test('EVT-LIGHTNING-01 AMB-04 Ghosts do not count towards the 3', () => {
    const s = eventPhase(['lightningStrike'], ['central', 'central', 'central', 'library', 'library'], {
      seats: [
        { location: 'central' },
        { location: 'central' },
        { location: 'central', alive: false },
        { location: 'library' },
        { location: 'library' },
      ],
    });
    assert.equal(s.power, false);
    assert.deepEqual(events(s, 'encounter'), []);
  });

  test('EVT-03 AMB-04 several places meet in turn, clockwise from the Knife holder', () => {
    // 8 players: seats 0-2 in the Central Hallway, 5-7 in the Library; the Knife is seat 6.
    const where = ['central', 'central', 'central', 'security', 'cafeteria', 'library', 'library', 'library'];
    let s = eventPhase(['lightningStrike'], where, { players: 8, knife: 6 });
    assert.deepEqual(events(s, 'encounter'), [
      { t: 'encounter', location: loc(s, 'library'), participants: [6, 7, 5] },
    ]);
    s = settleEncounters(s);
    assert.deepEqual(
      events(s, 'encounter').map((e) => e.participants),
      [
        [6, 7, 5],
        [0, 1, 2],
      ],
    );
    assert.equal(s.phase.kind, 'action');
  });

  test('EVT-LIGHTNING-02 the power stays off through later rounds until Restart the Power Supply turns it on', () => {
    const s = eventPhase(['lightningStrike', 'noConnection', 'boostedMorale'], SPREAD);
    assert.equal(s.power, false);
    const later = drive(s, at.action(4));
    assert.deepEqual(later.clock.slice(1), ['lightningStrike', 'noConnection', 'boostedMorale']);
    assert.equal(later.power, false);
    assert.equal(events(later, 'power').length, 1);
    // Seat 3 stands in the Security Room with red on its Route.
    const restart = inSecurity(false);
    assert.ok(isLegal(restart, 3, { type: 'restartPower' }));
    assert.equal(act(restart, 3, { type: 'restartPower' }).power, true);
    assert.equal(isLegal(inSecurity(true), 3, { type: 'restartPower' }), false);
  });

  test('EVT-LIGHTNING-03 without power the Camera cannot be used', () => {
    const camera = (s: GameState, seat: Seat) =>
      legalActions(s, seat).filter((a) => a.type === 'cameraState' || a.type === 'cameraRoom');
    assert.ok(camera(inSecurity(true), 3).length > 0);
    assert.deepEqual(camera(inSecurity(false), 3), []);
  });
});

describe('EVT-SECRETDOORS-01 EVT-SECRETDOORS-02 EVT-03 Secret Doors Revealed', () => {
  test('EVT-SECRETDOORS-02 EVT-03 AMB-04 two living Characters in different dark-blue Rooms meet at once', () => {
    let s = eventPhase(['secretDoors'], ['darkblue1', 'darkblue2', 'pink1', 'pink1', 'library']);
    assert.equal(s.effects.secretDoors, true);
    // The pink pair stood in one Room already: nothing new there.
    assert.deepEqual(events(s, 'encounter'), [
      { t: 'encounter', location: loc(s, 'darkblue1'), participants: [0, 1] },
    ]);
    s = settleEncounters(s);
    assert.equal(events(s, 'encounter').length, 1);
    assert.equal(s.phase.kind, 'action');
    // Physical Rooms are kept (AMB-05).
    assert.equal(s.seats[1]!.location, loc(s, 'darkblue2'));
  });

  test('EVT-SECRETDOORS-02 AMB-04 the merged group follows the Encounter table: 3 with the light on do not meet, without light they do', () => {
    const where = ['pink1', 'pink1', 'pink2', 'library', 'central'];
    const lit = eventPhase(['secretDoors'], where);
    assert.deepEqual(events(lit, 'encounter'), []);
    const dark = eventPhase(['secretDoors'], where, { power: false });
    assert.deepEqual(events(dark, 'encounter'), [
      { t: 'encounter', location: loc(dark, 'pink1'), participants: [0, 1, 2] },
    ]);
  });

  test('EVT-SECRETDOORS-01 EVT-02 AMB-59 the Rooms stay connected through the next Movement until the next token', () => {
    const s = eventPhase(['secretDoors', 'noConnection'], SPREAD);
    const nextMove = drive(s, at.movement(3));
    assert.equal(nextMove.effects.secretDoors, true);
    for (const seat of [0, 1, 2, 3, 4]) assert.equal(viewFor(nextMove, seat).effects.secretDoors, true);
    const nextAction = drive(nextMove, at.action(3));
    assert.equal(nextAction.effects.secretDoors, false);
    assert.equal(nextAction.effects.noConnection, true);
  });

  test('EVT-SECRETDOORS-03 Charlotte in Pink 1 leaves by Pink 2’s door for 1 MP, and may Check a Room for Pink 2', () => {
    const moving = position({
      players: 5,
      roles: FIVE,
      effects: { secretDoors: true },
      phase: { kind: 'movement', seat: 0 },
      seats: ['pink1', ...SPREAD.slice(1)].map((location) => ({ location })),
    });
    // The Central Hallway has a door to Pink 2 only.
    let s = act(moving, 0, { type: 'step', to: loc(moving, 'pink2') });
    assert.ok(s.phase.kind === 'movement' && s.phase.mp === 3, 'through the Secret Door for free');
    s = act(s, 0, { type: 'step', to: loc(s, 'central') });
    assert.ok(s.phase.kind === 'movement' && s.phase.mp === 2, 'one Movement point in all');
    const without = position({
      players: 5,
      roles: FIVE,
      phase: { kind: 'movement', seat: 0 },
      seats: ['pink1', ...SPREAD.slice(1)].map((location) => ({ location })),
    });
    assert.equal(isLegal(without, 0, { type: 'step', to: loc(without, 'pink2') }), false);

    // Route 1 offers pink in round 1; Pink 2 is explored and has cards.
    const acting = (secretDoors: boolean) =>
      position({
        players: 5,
        roles: FIVE,
        routes: [1, 2, 3, 4, 5],
        effects: { secretDoors },
        rooms: { pink2: { deck: ['success', 'failure', 'success'] } },
        drawPile: [],
        phase: { kind: 'action', seat: 0 },
        seats: ['pink1', ...SPREAD.slice(1)].map((location) => ({ location })),
      });
    const pink2 = loc(acting(true), 'pink2');
    assert.ok(isLegal(acting(true), 0, { type: 'checkRoom', room: pink2 }));
    assert.equal(isLegal(acting(false), 0, { type: 'checkRoom', room: pink2 }), false);
    // The log says the check went through the Secret Door; a check of one's own room does not.
    const checked = act(acting(true), 0, { type: 'checkRoom', room: pink2 });
    assert.deepEqual(
      events(checked, 'roomChecked').map((e) => e.secretDoor),
      [true],
    );
    assert.deepEqual(
      events(checked, 'roomCardSeen').map((e) => e.secretDoor),
      [true],
    );
  });

  test('EVT-SECRETDOORS-03 filling the twin room is logged as made through the Secret Door', () => {
    const s = position({
      players: 5,
      roles: FIVE,
      routes: [1, 2, 3, 4, 5],
      effects: { secretDoors: true },
      phase: { kind: 'action', seat: 0 },
      seats: [
        { location: 'pink1', hand: { success: 2 } },
        ...SPREAD.slice(1).map((location) => ({ location })),
      ],
    });
    const twin = act(s, 0, { type: 'fillRoom', room: loc(s, 'pink2'), card: 'success' });
    assert.deepEqual(events(twin, 'roomFilled'), [
      { t: 'roomFilled', seat: 0, room: loc(s, 'pink2'), secretDoor: true },
    ]);
    const own = act(s, 0, { type: 'fillRoom', room: loc(s, 'pink1'), card: 'success' });
    assert.deepEqual(events(own, 'roomFilled'), [{ t: 'roomFilled', seat: 0, room: loc(s, 'pink1') }]);
  });
});

describe('EVT-BOOST-01 EVT-LOST-01 EVT-02 AMB-59 the Morale events', () => {
  test('EVT-BOOST-01 +1 Movement point in the next Movement Phase only', () => {
    const s = eventPhase(['boostedMorale', 'noConnection'], SPREAD);
    assert.equal(s.effects.morale, 1);
    const boosted = drive(s, at.movement(3));
    assert.ok(boosted.phase.kind === 'movement');
    assert.equal(boosted.phase.mp, 4);
    const after = drive(boosted, at.movement(4));
    assert.ok(after.phase.kind === 'movement');
    assert.equal(after.phase.mp, 3, 'the next token ended the effect');
  });

  test('EVT-LOST-01 −1 Movement point in the next Movement Phase; Ghosts still teleport anywhere', () => {
    // Seat 1 holds the Knife in round 3 and moves first.
    const s = eventPhase(['lostMorale'], SPREAD, {
      seats: SPREAD.map((location, i) => ({ location, alive: i !== 2 })),
    });
    const lost = drive(s, at.movement(3));
    assert.ok(lost.phase.kind === 'movement' && lost.phase.seat === 1);
    assert.equal(lost.phase.mp, 2);
    const ghostTurn = drive(lost, (x) => x.phase.kind === 'movement' && x.phase.seat === 2);
    const teleports = legalActions(ghostTurn, 2).filter((a) => a.type === 'teleport');
    assert.equal(teleports.length, 12, 'every Location but its own');
  });
});

describe('EVT-NOCONNECTION-01 No Connection', () => {
  test('EVT-NOCONNECTION-01 AMB-57 the silence shows in every view until the next token, and a Vote can still happen', () => {
    const s = eventPhase(['noConnection', 'boostedMorale'], SPREAD, { routes: [1, 3, 2, 4, 5], knife: 2 });
    for (const viewer of [0, 1, 2, 3, 4, 'spectator'] as const)
      assert.equal(viewFor(s, viewer).effects.noConnection, true);
    // Seat 2 stands in the Cafeteria; route 2 offers light blue in round 2.
    assert.ok(isLegal(s, 2, { type: 'initiateVote' }));
    const voting = act(s, 2, { type: 'initiateVote' });
    assert.equal(voting.phase.kind, 'vote');
    const nextMove = drive(s, at.movement(3));
    assert.equal(viewFor(nextMove, 0).effects.noConnection, true);
    const nextAction = drive(nextMove, at.action(3));
    assert.equal(viewFor(nextAction, 0).effects.noConnection, false);
  });
});

describe('EVT-BROKENPANES-01 Broken Panes', () => {
  test('EVT-BROKENPANES-01 the top 2 Draw-pile cards go into the Unsafe Passage deck, then one card is resolved and shuffled back', () => {
    // The Cultist's hand keeps no Sabotage card, so that both are on the Draw pile.
    const s = eventPhase(['brokenPanes'], SPREAD, {
      drawPile: ['sabotage', 'sabotage', 'success', 'failure'],
      unsafeDeck: [],
      seats: SPREAD.map((location, i) => ({
        location,
        ...(i === 0 ? { hand: { alive: 6, dead: 3, success: 2, failure: 4 } } : {}),
      })),
    });
    assert.deepEqual(s.drawPile, ['failure', 'success'], 'the two top cards left the Draw pile');
    assert.deepEqual(s.unsafeDeck, ['sabotage', 'sabotage'], 'the revealed card went back');
    assert.deepEqual(events(s, 'brokenPanes'), [{ t: 'brokenPanes', cards: 2 }]);
    assert.deepEqual(events(s, 'unsafePassage'), [{ t: 'unsafePassage', card: 'sabotage' }]);
    // A Sabotage card calls the Fishman (UNSAFE-03).
    assert.equal(s.fishman, layoutById(s.config.layout).fishmanEntry);
    assert.equal(events(s, 'fishmanArrived').length, 1);
    assert.equal(s.phase.kind, 'action');
  });

  test('EVT-BROKENPANES-01 with the standard decks: 2 more cards in the Unsafe Passage deck, one revealed', () => {
    const s = eventPhase(['brokenPanes'], SPREAD, { drawPile: ['success', 'success', 'failure'] });
    const sorted = [...s.unsafeDeck].sort();
    assert.deepEqual(sorted, ['failure', 'success', 'success', 'success']);
    assert.deepEqual(s.drawPile, ['failure']);
    assert.equal(events(s, 'unsafePassage').length, 1);
  });
});
