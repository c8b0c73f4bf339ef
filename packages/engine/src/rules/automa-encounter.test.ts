import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { actors, legalActions } from '../legal.ts';
import type { PositionSetup, SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { EncounterCard, Role, Seat } from '../types.ts';
import { act, events, loc, position, seedOf } from '../testing.ts';

/**
 * 4 humans + the AUTOMA (seat 1). In round 5 the AUTOMA holds the Knife and moves first; its Route
 * (card 4: pink, orange) takes it from the Central Hallway into pink2, one Door away.
 */
const A = 1;
const INVESTIGATOR_AUTOMA: Role[] = [
  'investigator',
  'investigator',
  'cultist',
  'investigator',
  'investigator',
];
const CULTIST_AUTOMA: Role[] = ['investigator', 'cultist', 'investigator', 'investigator', 'investigator'];

interface Meeting {
  /** Seats waiting in pink2, with their Pulse decks. */
  readonly inPink2: Readonly<Record<number, readonly EncounterCard[]>>;
  readonly power?: boolean;
  readonly roles?: Role[];
  readonly automa?: SeatSetup;
  readonly extra?: Partial<PositionSetup>;
}

/** The end of round 4, then round 5 begins: the AUTOMA walks into pink2 and meets who is there. */
function automaEnters(m: Meeting): GameState {
  const roles = m.roles ?? INVESTIGATOR_AUTOMA;
  let s = position({
    players: 5,
    automa: A,
    roles,
    routes: [1, 4, 2, 3, 5],
    round: 4,
    knife: 0,
    power: m.power ?? true,
    phase: { kind: 'action', seat: 4 },
    seats: roles.map((_, i) => {
      const pulse = m.inPink2[i];
      if (i === A) return { location: 'central', pulse: ['alive'], ...m.automa };
      return pulse ? { location: 'pink2', pulse: [...pulse] } : { location: 'security', pulse: ['alive'] };
    }),
    ...m.extra,
  });
  s = act(s, 4, { type: 'pass' });
  for (const seat of actors(s)) s = act(s, seat, { type: 'endRound' });
  assert.equal(s.seats[A]!.location, loc(s, 'pink2'));
  return s;
}

function encounter(s: GameState) {
  if (s.phase.kind !== 'encounter') assert.fail(`not an Encounter: ${s.phase.kind}`);
  return s.phase;
}

/** Every human participant chooses a recipient when asked (the first option), then gives `card`. */
function humansFinish(s: GameState, card: EncounterCard = 'alive'): GameState {
  let state = s;
  for (let seat = actors(state)[0]; state.phase.kind === 'encounter' && seat !== undefined;) {
    const options = legalActions(state, seat);
    const choice = options.find((a) => a.type === 'chooseRecipient') ?? { type: 'giveCard' as const, card };
    state = act(state, seat, choice);
    seat = actors(state)[0];
  }
  return state;
}

function given(s: GameState): [Seat, Seat][] {
  return events(s, 'cardGiven').map((e) => [e.from, e.to]);
}

describe('AUTOMA-11 AUTOMA-12 AUTOMA-14 ENC-07 Encounters with the AUTOMA', () => {
  test('AUTOMA-11 AUTOMA-14 its Movement triggers an Encounter as usual: the two swap cards', () => {
    const s = automaEnters({ inPink2: { 3: ['alive'] } });
    const phase = encounter(s);
    assert.deepEqual(phase.participants, [A, 3]);
    // Its card is already chosen; only the human has a decision to make.
    assert.notEqual(phase.cards[0], null);
    assert.deepEqual(legalActions(s, A), []);
    assert.deepEqual(actors(s), [3]);
    const after = humansFinish(s, 'alive');
    assert.deepEqual(given(after), [
      [A, 3],
      [3, A],
    ]);
    assert.deepEqual(after.seats[A]!.pulse, ['alive', 'alive']);
    assert.equal(after.seats[3]!.pulse.length, 2);
    // The AUTOMA stopped in its target room; the next seat moves.
    assert.deepEqual([after.phase.kind, (after.phase as { seat?: number }).seat], ['movement', 2]);
  });

  test('AUTOMA-11 a human entering the AUTOMA’s Location meets it too', () => {
    let s = position({
      players: 5,
      automa: A,
      roles: INVESTIGATOR_AUTOMA,
      knife: 0,
      seats: INVESTIGATOR_AUTOMA.map((_, i) => ({
        location: i === A ? 'library' : i === 0 ? 'central' : 'cafeteria',
      })),
    });
    s = act(s, 0, { type: 'step', to: loc(s, 'library') });
    assert.deepEqual(encounter(s).participants, [0, A]);
    assert.deepEqual(actors(s), [0]);
    s = humansFinish(s);
    assert.deepEqual(given(s), [
      [0, A],
      [A, 0],
    ]);
  });

  test('AUTOMA-12 ENC-07 AMB-40(i) it gives the top card of its Encounter pile: a Cultist AUTOMA’s Dead card kills', () => {
    const s = humansFinish(
      automaEnters({
        roles: CULTIST_AUTOMA,
        inPink2: { 3: ['alive'] },
        automa: { hand: { dead: 3, success: 2, failure: 4, sabotage: 2 } },
      }),
    );
    assert.deepEqual(s.seats[3]!.pulse, ['alive', 'dead']);
    assert.equal(s.seats[A]!.hand.dead, 2);
    assert.equal(s.seats[3]!.deathRound, 5, 'the Investigator now counts as dead');
  });

  test('AUTOMA-12 its Encounter pile is shuffled: which card comes on top is random', () => {
    const cards = new Set<string>();
    for (let n = 1; n <= 20; n++) {
      const s = humansFinish(
        automaEnters({
          roles: CULTIST_AUTOMA,
          inPink2: { 3: ['alive'] },
          automa: { hand: { alive: 1, dead: 1, success: 2, failure: 4, sabotage: 2 } },
          extra: { seed: seedOf(n) },
        }),
      );
      const card = s.seats[3]!.pulse.at(-1)!;
      assert.equal(s.seats[A]!.hand[card], 0);
      cards.add(card);
    }
    assert.deepEqual([...cards].sort(), ['alive', 'dead']);
  });

  test('AMB-40(g) with an empty Encounter pile it gives nothing but still receives', () => {
    const s = automaEnters({ inPink2: { 3: ['alive'] }, automa: { hand: { success: 8 } } });
    assert.deepEqual(events(s, 'noCardToGive'), [{ t: 'noCardToGive', seat: A }]);
    const after = humansFinish(s);
    assert.deepEqual(given(after), [[3, A]]);
    assert.equal(after.seats[3]!.pulse.length, 1);
  });
});

describe('AUTOMA-13 several partners in a power outage', () => {
  test('AUTOMA-13 its card goes to the Character with the fewest Pulse cards', () => {
    const s = automaEnters({
      power: false,
      inPink2: { 0: ['alive'], 3: ['alive', 'alive'] },
      // One Alive card fewer in its hand for the extra one in seat 3's Pulse deck (card conservation).
      automa: { hand: { alive: 8, success: 8 } },
    });
    const phase = encounter(s);
    assert.deepEqual(phase.participants, [A, 3, 0]);
    assert.deepEqual(events(s, 'recipientChosen'), [{ t: 'recipientChosen', from: A, to: 0 }]);
    const after = humansFinish(s);
    assert.ok(given(after).some(([from, to]) => from === A && to === 0));
    assert.equal(after.seats[0]!.pulse.length, 2);
  });

  test('AUTOMA-13 a tie goes to its nearest neighbour on the left (the next seat clockwise)', () => {
    // Seats 0 and 3 hold one card each. Seat 0 sits at the AUTOMA's right, seat 3 further round its left.
    const s = automaEnters({ power: false, inPink2: { 0: ['alive'], 3: ['alive'] } });
    assert.deepEqual(events(s, 'recipientChosen'), [{ t: 'recipientChosen', from: A, to: 3 }]);
    // Every participant gives and receives exactly one card.
    const after = humansFinish(s);
    assert.deepEqual(
      given(after).sort(),
      [
        [0, A],
        [A, 3],
        [3, 0],
      ].sort(),
    );
  });
});

/**
 * Lights out; seat 0 in the Central Hallway is about to walk into pink2, where the AUTOMA and seat 3 wait.
 * `twoCards` hold two Pulse cards, the others one (card conservation: the extra ones come out of their hands).
 */
function blackoutAtPink2(twoCards: readonly number[]): GameState {
  return position({
    players: 5,
    automa: A,
    roles: INVESTIGATOR_AUTOMA,
    knife: 0,
    power: false,
    seats: INVESTIGATOR_AUTOMA.map((_, i) => ({
      location: i === A || i === 3 ? 'pink2' : i === 0 ? 'central' : 'cafeteria',
      pulse: twoCards.includes(i) ? ['alive', 'alive'] : ['alive'],
      ...(twoCards.includes(i) ? { hand: { alive: 3, success: 2 } } : {}),
    })),
  });
}

describe('AUTOMA-13 in a blackout Encounter of three or more', () => {
  test('AUTOMA-13 the fewest Pulse cards get its card even when another participant already chose them', () => {
    // Seat 0 walks into pink2, where the AUTOMA and seat 3 (one Pulse card, the fewest) wait, lights out.
    let s = blackoutAtPink2([0, A]);
    s = act(s, 0, { type: 'step', to: loc(s, 'pink2') });
    assert.deepEqual(encounter(s).participants, [0, A, 3]);
    s = act(s, 0, { type: 'chooseRecipient', to: 3 });
    assert.deepEqual(events(s, 'recipientChosen'), [
      { t: 'recipientChosen', from: 0, to: 3 },
      { t: 'recipientChosen', from: A, to: 3 },
    ]);
    // Seat 3 then gives to either of the others; every card is given.
    const after = humansFinish(s);
    assert.equal(after.seats[3]!.pulse.length, 3);
    assert.equal(given(after).length, 3);
  });
});

describe('AUTOMA-13 AMB-02 after the AUTOMA’s extra card', () => {
  test('AUTOMA-13 AMB-02 a player after the AUTOMA gives even when every other participant was chosen', () => {
    // Seat 0 (one Pulse card, the fewest) walks in and chooses the AUTOMA; the AUTOMA chooses seat 0.
    let s = blackoutAtPink2([3, A]);
    s = act(s, 0, { type: 'step', to: loc(s, 'pink2') });
    s = act(s, 0, { type: 'chooseRecipient', to: A });
    assert.deepEqual(events(s, 'recipientChosen').at(-1), { t: 'recipientChosen', from: A, to: 0 });
    // Seat 3 may give to either; it is not left without a choice.
    assert.deepEqual(
      legalActions(s, 3).map((a) => (a.type === 'chooseRecipient' ? a.to : null)),
      [0, A],
    );
    const after = humansFinish(s);
    assert.equal(given(after).length, 3);
  });
});

describe('AUTOMA-11 an Encounter on the way', () => {
  test('AUTOMA-11 after an Encounter on its way the AUTOMA walks on to its target', () => {
    // Round 5, route 4: from the Library through the Central Hallway (where seat 3 waits) into pink2.
    let s = position({
      players: 5,
      automa: A,
      roles: INVESTIGATOR_AUTOMA,
      routes: [1, 4, 2, 3, 5],
      round: 4,
      knife: 0,
      phase: { kind: 'action', seat: 4 },
      seats: INVESTIGATOR_AUTOMA.map((_, i) => ({
        location: i === A ? 'library' : i === 3 ? 'central' : 'security',
      })),
    });
    s = act(s, 4, { type: 'pass' });
    for (const seat of actors(s)) s = act(s, seat, { type: 'endRound' });
    assert.deepEqual(encounter(s).participants, [A, 3]);
    assert.equal(s.seats[A]!.location, loc(s, 'central'));
    s = humansFinish(s);
    assert.equal(s.seats[A]!.location, loc(s, 'pink2'));
    assert.deepEqual([s.phase.kind, (s.phase as { seat?: number }).seat], ['movement', 2]);
  });
});
