import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { actors, legalActions } from '../legal.ts';
import type { PositionSetup, SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { EncounterCard, Role } from '../types.ts';
import { logFor, viewFor } from '../view.ts';
import { act, events, isLegal, loc, position, rejects } from '../testing.ts';
import { encounterMeets, startsEncounter } from './encounter.ts';

const ROLES: Record<5 | 6, Role[]> = {
  5: ['cultist', 'investigator', 'investigator', 'seer', 'investigator'],
  6: ['cultist', 'investigator', 'investigator', 'seer', 'investigator', 'investigator'],
};

/** Seat i at places[i]; the Knife holder (seat 0) or `mover` is about to move. Power on unless said. */
function board(
  places: readonly string[],
  extra: Partial<PositionSetup> & { mover?: number } = {},
  seats: readonly SeatSetup[] = [],
): GameState {
  const players = places.length as 5 | 6;
  const { mover, ...rest } = extra;
  return position({
    players,
    roles: ROLES[players],
    power: true,
    ...(mover === undefined ? {} : { phase: { kind: 'movement', seat: mover } }),
    ...rest,
    seats: places.map((location, i) => ({ location, ...seats[i] })),
  });
}

function stepTo(s: GameState, seat: number, id: string): GameState {
  return act(s, seat, { type: 'step', to: loc(s, id) });
}

function encounter(s: GameState): Extract<GameState['phase'], { kind: 'encounter' }> {
  if (s.phase.kind !== 'encounter') assert.fail(`no Encounter: ${s.phase.kind}`);
  return s.phase;
}

/** Every participant still to choose who holds `card` gives it, in participant order. */
function giveAll(s: GameState, card: EncounterCard = 'alive'): GameState {
  for (const seat of encounter(s).participants) {
    if (isLegal(s, seat, { type: 'giveCard', card })) s = act(s, seat, { type: 'giveCard', card });
  }
  return s;
}

const AWAY = 'orange2';

describe('ENC-01 ENC-02 ENC-03 who meets', () => {
  test('ENC-01 ENC-02 power on: entering a Location with one other living Character (2) is an Encounter', () => {
    const s = stepTo(board(['library', 'central', AWAY, AWAY, AWAY]), 0, 'central');
    assert.deepEqual(encounter(s).participants, [0, 1]);
    assert.deepEqual(events(s, 'encounter'), [
      { t: 'encounter', location: loc(s, 'central'), participants: [0, 1] },
    ]);
  });

  test('ENC-02 power on: 3 or more living Characters do not meet', () => {
    const s = stepTo(board(['library', 'central', 'central', AWAY, AWAY]), 0, 'central');
    assert.equal(s.phase.kind, 'movement');
    assert.equal(events(s, 'encounter').length, 0);
  });

  test('ENC-02 EVT-LIGHTNING-03 power off: 2 or more living Characters meet', () => {
    const two = stepTo(board(['library', 'central', AWAY, AWAY, AWAY], { power: false }), 0, 'central');
    assert.deepEqual(encounter(two).participants, [0, 1]);
    const three = stepTo(
      board(['library', 'central', 'central', AWAY, AWAY], { power: false }),
      0,
      'central',
    );
    assert.deepEqual(encounter(three).participants, [0, 1, 2]);
  });

  test('ENC-01 entering a Location with nobody else living there is no Encounter', () => {
    const s = stepTo(board(['library', AWAY, AWAY, AWAY, AWAY]), 0, 'central');
    assert.equal(events(s, 'encounter').length, 0);
  });

  test('ENC-02 ENC-03 MOVE-06 Ghosts are not counted and never take part', () => {
    const ghost: SeatSetup = { alive: false };
    // One living and one Ghost in the Central Hallway: 2 living with the mover, so they meet.
    const withGhost = stepTo(
      board(['library', 'central', 'central', AWAY, AWAY], {}, [{}, ghost]),
      0,
      'central',
    );
    assert.deepEqual(encounter(withGhost).participants, [0, 2]);
    const onlyGhost = stepTo(board(['library', 'central', AWAY, AWAY, AWAY], {}, [{}, ghost]), 0, 'central');
    assert.equal(events(onlyGhost, 'encounter').length, 0);
  });

  test('ENC-03 leaving a Location never causes an Encounter', () => {
    // Three stand together (no Encounter with the power on); one leaves and two remain.
    let s = stepTo(board(['central', 'central', 'central', AWAY, AWAY]), 0, 'library');
    s = act(s, 0, { type: 'endMovement' });
    assert.equal(events(s, 'encounter').length, 0);
    assert.equal(s.phase.kind, 'movement');
  });

  test('ENC-01 AMB-02 the participants are the mover first, then clockwise', () => {
    const s = stepTo(
      board(['central', 'central', 'library', AWAY, 'central', AWAY], { power: false, mover: 2 }),
      2,
      'central',
    );
    assert.deepEqual(encounter(s).participants, [2, 4, 0, 1]);
  });

  test('ENC-01 AMB-62 a secretly murdered Character is alive: it meets, gives and receives', () => {
    let s = stepTo(
      board(['library', 'central', AWAY, AWAY, AWAY], {}, [{ hand: { alive: 6 } }, { pulse: ['dead'] }]),
      0,
      'central',
    );
    assert.deepEqual(encounter(s).participants, [0, 1]);
    const before = s.seats[0]!.pulse.length;
    s = giveAll(s);
    assert.equal(s.seats[0]!.pulse.length, before + 1);
    assert.deepEqual(s.seats[1]!.pulse, ['dead', 'alive']);
  });
});

describe('MOVE-07 ENC-01 Encounters during and at the end of a Movement', () => {
  test('MOVE-07 an Encounter on the way is resolved, then the Movement goes on', () => {
    let s = stepTo(board(['library', 'central', AWAY, AWAY, AWAY]), 0, 'central');
    assert.equal(encounter(s).participants.length, 2);
    s = giveAll(s);
    assert.ok(s.phase.kind === 'movement' && s.phase.seat === 0 && s.phase.mp === 2);
    s = stepTo(s, 0, 'security');
    s = act(s, 0, { type: 'endMovement' });
    assert.equal(s.seats[0]!.location, loc(s, 'security'));
    assert.equal(events(s, 'encounter').length, 1);
  });

  test('MOVE-07 an Encounter at the end of the Movement comes before the next turn', () => {
    // Lost Morale: 2 MP, library → west wing → orange1, where seat 1 stands.
    let s = board(['library', 'orange1', 'cafeteria', 'cafeteria', 'cafeteria'], { effects: { morale: -1 } });
    s = stepTo(stepTo(s, 0, 'west-wing'), 0, 'orange1');
    assert.deepEqual(encounter(s).participants, [0, 1]);
    s = giveAll(s);
    assert.ok(s.phase.kind === 'movement' && s.phase.seat === 1);
  });
});

describe('ENC-04 ENC-05 two Characters swap', () => {
  const meeting = (): GameState => stepTo(board(['library', 'central', AWAY, AWAY, AWAY]), 0, 'central');

  test('ENC-04 ENC-05 both choose a card at once, in secret; each gets the other’s card on top of the Pulse deck', () => {
    const s = meeting();
    assert.deepEqual(encounter(s).recipients, [1, 0]);
    assert.deepEqual(actors(s), [0, 1], 'both choose at the same time');
    const pulse0 = [...s.seats[0]!.pulse];
    const pulse1 = [...s.seats[1]!.pulse];
    const dead = act(s, 0, { type: 'giveCard', card: 'dead' });
    const alive = act(s, 0, { type: 'giveCard', card: 'alive' });
    // Seat 1 cannot tell which card seat 0 chose.
    assert.deepEqual(viewFor(dead, 1), viewFor(alive, 1));
    assert.deepEqual(logFor(dead, 1), logFor(alive, 1));
    assert.ok(isLegal(dead, 1, { type: 'giveCard', card: 'alive' }));
    rejects(dead, 0, { type: 'giveCard', card: 'alive' }, 'turn/already-chosen');
    // Either order gives the same result.
    const a = act(dead, 1, { type: 'giveCard', card: 'alive' });
    const b = act(act(s, 1, { type: 'giveCard', card: 'alive' }), 0, { type: 'giveCard', card: 'dead' });
    assert.deepEqual(a.seats, b.seats);
    assert.deepEqual(a.seats[1]!.pulse, [...pulse1, 'dead']);
    assert.deepEqual(a.seats[0]!.pulse, [...pulse0, 'alive']);
    assert.equal(a.seats[0]!.hand.dead, s.seats[0]!.hand.dead - 1);
    assert.equal(a.seats[1]!.hand.alive, s.seats[1]!.hand.alive - 1);
  });

  test('ENC-04 AMB-03 the receiver does not see the card: only the giver learns its face', () => {
    const s = meeting();
    const after = (card: EncounterCard): GameState =>
      act(act(s, 0, { type: 'giveCard', card }), 1, { type: 'giveCard', card: 'alive' });
    const dead = after('dead');
    const alive = after('alive');
    for (const viewer of [1, 2, 'spectator'] as const) {
      assert.deepEqual(viewFor(dead, viewer), viewFor(alive, viewer), `view of ${viewer}`);
      assert.deepEqual(logFor(dead, viewer), logFor(alive, viewer), `log of ${viewer}`);
    }
    assert.notDeepEqual(logFor(dead, 0), logFor(alive, 0));
    // The public log says who gave to whom, face down.
    const publicLog = logFor(dead, 'spectator');
    assert.deepEqual(
      publicLog.filter((e) => e.t === 'cardGiven').map((e) => [e.from, e.to]),
      [
        [0, 1],
        [1, 0],
      ],
    );
    assert.equal(
      publicLog.some((e) => e.t === 'cardGivenFace'),
      false,
    );
    assert.deepEqual(
      logFor(dead, 0)
        .filter((e) => e.t === 'cardGivenFace')
        .map((e) => e.card),
      ['dead'],
    );
  });
});

describe('ENC-05 AMB-02 three or more Characters (power off)', () => {
  /** Power off: `n` Characters meet when seat 0 enters the Central Hallway. */
  const meeting = (n: 3 | 4 | 5): GameState =>
    stepTo(
      board(['library', ...Array.from({ length: 5 }, (_, i) => (i < n - 1 ? 'central' : AWAY))], {
        power: false,
      }),
      0,
      'central',
    );

  /** Every complete recipient assignment the legal actions allow, checking turn order on the way. */
  function assignments(s: GameState): string[] {
    const phase = encounter(s);
    const chooser = phase.recipients.indexOf(null);
    if (chooser < 0) return [JSON.stringify(phase.recipients)];
    const seat = phase.participants[chooser]!;
    assert.deepEqual(actors(s), [seat], 'recipients are chosen one at a time, in participant order');
    return legalActions(s, seat).flatMap((a) => {
      assert.equal(a.type, 'chooseRecipient');
      return assignments(act(s, seat, a));
    });
  }

  const derangements = (n: number): number =>
    n === 1 ? 0 : n === 2 ? 1 : (n - 1) * (derangements(n - 1) + derangements(n - 2));

  for (const n of [3, 4, 5] as const) {
    test(`ENC-05 AMB-02 ${n} participants: the choices reach exactly the ${derangements(n)} derangements`, () => {
      const s = meeting(n);
      const participants = encounter(s).participants;
      assert.equal(participants.length, n);
      assert.equal(participants[0], 0, 'the mover chooses first');
      const all = assignments(s);
      assert.equal(new Set(all).size, all.length);
      assert.equal(all.length, derangements(n));
      for (const a of all) {
        const recipients = JSON.parse(a) as number[];
        assert.deepEqual([...recipients].sort(), [...participants].sort(), 'everyone receives exactly once');
        recipients.forEach((to, i) => {
          assert.notEqual(to, participants[i], 'nobody gives to themselves');
        });
      }
    });
  }

  test('AMB-02 the last giver is never left with only themselves', () => {
    let s = meeting(3); // participants 0, 1, 2
    s = act(s, 0, { type: 'chooseRecipient', to: 1 });
    assert.deepEqual(legalActions(s, 1), [{ type: 'chooseRecipient', to: 2 }]);
    rejects(s, 1, { type: 'chooseRecipient', to: 0 }, 'target/invalid');
    rejects(s, 2, { type: 'chooseRecipient', to: 0 });
  });

  test('ENC-04 ENC-05 then all choose their cards at once; each gives and receives exactly one', () => {
    let s = meeting(4);
    for (const [seat, to] of [
      [0, 2],
      [1, 0],
      [2, 3],
      [3, 1],
    ] as const) {
      assert.equal(
        legalActions(s, seat).some((a) => a.type === 'giveCard'),
        false,
        'cards come after the recipients',
      );
      s = act(s, seat, { type: 'chooseRecipient', to });
    }
    assert.deepEqual(actors(s), [0, 1, 2, 3]);
    const before = s.seats.map((st) => st.pulse.length);
    s = act(s, 3, { type: 'giveCard', card: 'alive' });
    s = act(s, 0, { type: 'giveCard', card: 'dead' });
    s = act(s, 2, { type: 'giveCard', card: 'alive' });
    assert.equal(s.phase.kind, 'encounter', 'waits for the last card');
    s = act(s, 1, { type: 'giveCard', card: 'alive' });
    assert.deepEqual(
      s.seats.map((st, i) => st.pulse.length - before[i]!),
      [1, 1, 1, 1, 0, 0],
    );
    assert.equal(s.seats[2]!.pulse.at(-1), 'dead');
    assert.deepEqual(
      events(s, 'cardGiven').map((e) => [e.from, e.to]),
      [
        [0, 2],
        [1, 0],
        [2, 3],
        [3, 1],
      ],
    );
    assert.deepEqual(
      events(s, 'recipientChosen').map((e) => [e.from, e.to]),
      [
        [0, 2],
        [1, 0],
        [2, 3],
        [3, 1],
      ],
    );
    assert.ok(
      s.log.filter((e) => e.t === 'recipientChosen' || e.t === 'cardGiven').every((e) => e.vis === null),
    );
    assert.ok(
      s.log.filter((e) => e.t === 'cardGivenFace').every((e) => e.vis?.length === 1 && e.vis[0] === e.from),
    );
  });
});

describe('ENC-08 AMB-01 only Alive and Dead cards from the hand', () => {
  test('ENC-08 GOLD-04 a card is named by its face and must be in the hand; Room cards cannot be given', () => {
    const s = stepTo(
      board(['library', 'central', AWAY, AWAY, AWAY], {}, [{}, { hand: { alive: 2, success: 3 } }]),
      0,
      'central',
    );
    assert.deepEqual(legalActions(s, 1), [{ type: 'giveCard', card: 'alive' }]);
    assert.deepEqual(legalActions(s, 0), [
      { type: 'giveCard', card: 'alive' },
      { type: 'giveCard', card: 'dead' },
    ]);
    rejects(s, 1, { type: 'giveCard', card: 'dead' }, 'card/not-in-hand');
    rejects(s, 1, { type: 'giveCard', card: 'success' }, 'action/malformed');
  });

  test('AMB-01 with two, a participant without Encounter cards gives nothing and still receives', () => {
    let s = stepTo(
      board(['library', 'central', AWAY, AWAY, AWAY], {}, [{}, { hand: { success: 3 } }]),
      0,
      'central',
    );
    assert.deepEqual(events(s, 'noCardToGive'), [{ t: 'noCardToGive', seat: 1 }]);
    assert.deepEqual(legalActions(s, 1), []);
    const pulse0 = s.seats[0]!.pulse.length;
    s = act(s, 0, { type: 'giveCard', card: 'dead' });
    assert.equal(s.phase.kind, 'movement');
    assert.equal(s.seats[1]!.pulse.at(-1), 'dead');
    assert.equal(s.seats[0]!.pulse.length, pulse0);
    assert.deepEqual(s.seats[1]!.hand.success, 3);
  });

  test('AMB-01 with three or more, an empty-handed participant still chooses a recipient, who then gets nothing', () => {
    let s = stepTo(
      board(['library', 'central', 'central', AWAY, AWAY], { power: false }, [{}, { hand: {} }]),
      0,
      'central',
    );
    assert.deepEqual(events(s, 'noCardToGive'), [{ t: 'noCardToGive', seat: 1 }]);
    const before = s.seats.map((st) => st.pulse.length);
    s = act(s, 0, { type: 'chooseRecipient', to: 1 });
    s = act(s, 1, { type: 'chooseRecipient', to: 2 });
    s = act(s, 2, { type: 'chooseRecipient', to: 0 });
    assert.deepEqual(actors(s), [0, 2]);
    s = giveAll(s);
    assert.deepEqual(
      s.seats.map((st, i) => st.pulse.length - before[i]!),
      [1, 1, 0, 0, 0],
    );
  });
});

describe('ENC-06 murders go unwitnessed only in pairs or in the dark', () => {
  test('ENC-06 power on: cards change hands only between two Characters with nobody else living there', () => {
    const crowd = stepTo(board(['library', 'central', 'central', AWAY, AWAY]), 0, 'central');
    assert.equal(crowd.phase.kind, 'movement', 'three with the light on: no card can be passed');
    const pair = stepTo(board(['library', 'central', AWAY, AWAY, AWAY]), 0, 'central');
    const here = loc(pair, 'central');
    const living = pair.seats.flatMap((st, i) => (st.alive && st.location === here ? [i] : []));
    assert.deepEqual(encounter(pair).participants, living);
  });

  test('ENC-06 power off: a card can be passed among three or more', () => {
    let s = stepTo(board(['library', 'central', 'central', AWAY, AWAY], { power: false }), 0, 'central');
    s = act(s, 0, { type: 'chooseRecipient', to: 2 });
    s = act(s, 1, { type: 'chooseRecipient', to: 0 });
    s = act(s, 2, { type: 'chooseRecipient', to: 1 });
    s = act(s, 0, { type: 'giveCard', card: 'dead' });
    s = giveAll(s);
    assert.equal(s.seats[2]!.pulse.at(-1), 'dead');
  });
});

describe('ENC-01 ENC-02 the Encounter table a view can ask', () => {
  test('ENC-02 encounterMeets: exactly two living Characters in the light, two or more in the dark', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((n) => encounterMeets(true, n)),
      [false, false, true, false, false],
    );
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((n) => encounterMeets(false, n)),
      [false, false, true, true, true],
    );
  });

  test('ENC-01 ENC-02 startsEncounter agrees with the engine for a mover entering, power on and off', () => {
    for (const power of [true, false]) {
      for (const others of [0, 1, 2, 3]) {
        const places = ['library', ...Array.from({ length: 4 }, (_, i) => (i < others ? 'central' : AWAY))];
        const before = board(places, { power });
        const after = stepTo(before, 0, 'central');
        const met = events(after, 'encounter').length > 0;
        for (const viewer of [0, 1, 'spectator'] as const) {
          assert.equal(
            startsEncounter(viewFor(before, viewer), others),
            met,
            `power ${power}, ${others} there`,
          );
        }
      }
    }
  });
});
