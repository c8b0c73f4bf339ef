import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { legalActions } from '../legal.ts';
import type { EncounterCard, Seat } from '../types.ts';
import type { GameState } from '../state.ts';
import { act, events, isLegal, loc, rejects, seedOf } from '../testing.ts';
import { logFor, viewFor } from '../view.ts';
import { kinds, table } from './action-phase.fixture.ts';
import { securityCheckReachesAll, securityCheckReachesAllOf } from './action-phase.ts';

function targets(s: GameState, seat: Seat): Seat[] {
  return legalActions(s, seat).flatMap((a) => (a.type === 'checkState' ? [a.target] : []));
}

/** Seat 1 (an Investigator) or seat 0 (the Cultist) checks seat 2, both in the central hallway. */
function checking(checker: 0 | 1, pulse: EncounterCard[], extra = {}): GameState {
  const s = table({ 2: { pulse } }, { knife: checker, ...extra });
  return act(s, checker, { type: 'checkState', target: 2 });
}

/** Public log entries (what everybody sees) from entry `from` on, without the round. */
function publicSince(s: GameState, from: number): unknown[] {
  return s.log.slice(from).flatMap(({ round: _r, vis, ...e }) => (vis === null ? [e] : []));
}

describe('ACT-CHECKSTATE-01 AMB-06 AMB-08 who can be checked', () => {
  test('ACT-CHECKSTATE-01 AMB-08 a living Character in the same Location, never yourself, never a Ghost', () => {
    // Seat 1's Route does not offer orange: Check a State is a Character action.
    const s = table(
      { 1: 'orange1', 2: 'orange1', 3: { location: 'orange1', alive: false }, 4: 'west-wing' },
      { phase: { kind: 'action', seat: 1 } },
    );
    assert.deepEqual(targets(s, 1), [2]);
    for (const target of [1, 3, 4, 0]) {
      const msg = rejects(s, 1, { type: 'checkState', target }, 'target/invalid');
      assert.match(msg, /seat 3/); // the message names the possible target (seat 2, shown 1-based)
    }
    const hallway = table({ 1: 'west-wing', 4: 'west-wing' }, { phase: { kind: 'action', seat: 1 } });
    assert.deepEqual(targets(hallway, 1), [4]);
  });

  test('ACT-CHECKSTATE-01 without a living target at hand there is no Check a State', () => {
    const s = table(
      { 1: 'pink2', 3: { location: 'pink2', alive: false } },
      { phase: { kind: 'action', seat: 1 } },
    );
    assert.deepEqual(targets(s, 1), []);
    rejects(s, 1, { type: 'checkState', target: 3 }, 'action/not-now');
  });

  test('ACT-CHECKSTATE-01 AMB-06 from the Security Room anyone anywhere while the power is on, Route or not', () => {
    // Seat 1's Route does not offer red, so it cannot Use the Camera; seat 3 is a Ghost.
    const where = { 1: 'security', 2: 'south-wing', 3: { location: 'pink1', alive: false }, 4: 'orange2' };
    const s = table(where, { phase: { kind: 'action', seat: 1 } });
    assert.deepEqual(targets(s, 1), [0, 2, 4]);
    assert.equal(isLegal(s, 1, { type: 'cameraState', target: 2 }), false);
    rejects(s, 1, { type: 'checkState', target: 1 }, 'target/invalid');
    rejects(s, 1, { type: 'checkState', target: 3 }, 'target/invalid');
    const after = act(s, 1, { type: 'checkState', target: 4 });
    assert.deepEqual(events(after, 'stateChecked'), [
      { t: 'stateChecked', seat: 1, target: 4, via: 'securityRoom' },
    ]);
    // Without power only the same Location counts.
    const dark = table({ ...where, 2: 'security' }, { power: false, phase: { kind: 'action', seat: 1 } });
    assert.deepEqual(targets(dark, 1), [2]);
    rejects(dark, 1, { type: 'checkState', target: 4 }, 'target/invalid');
  });

  test('ACT-CHECKSTATE-01 AMB-06 the securityCheck flag: always, or off', () => {
    const where = { 1: 'security', 2: 'south-wing' };
    const always = table(where, {
      power: false,
      ruleset: { securityCheck: 'always' },
      phase: { kind: 'action', seat: 1 },
    });
    assert.deepEqual(targets(always, 1), [0, 2, 3, 4]);
    const off = table(where, { ruleset: { securityCheck: 'off' }, phase: { kind: 'action', seat: 1 } });
    assert.deepEqual(targets(off, 1), []);
    rejects(off, 1, { type: 'checkState', target: 2 }, 'action/not-now');
  });

  test('ACT-CHECKSTATE-01 AMB-06 a Cultist token in the Security Room does not stop it; Ghosts cannot', () => {
    const s = table({ 1: 'security' }, { phase: { kind: 'action', seat: 1 } });
    // No token of this board shows the Security Room, but the rule does not depend on it.
    s.rooms[loc(s, 'security')]!.cultistTokens = 1;
    assert.deepEqual(kinds(s, 1), ['checkState', 'fightCultist', 'pass']);
    const ghost = table(
      { 4: { location: 'security', alive: false } },
      { phase: { kind: 'action', seat: 4 } },
    );
    assert.deepEqual(targets(ghost, 4), []);
  });
});

describe('ACT-CHECKSTATE-02…05 looking at the Pulse deck', () => {
  test('ACT-CHECKSTATE-02 the Pulse deck is shuffled and seen by the checker alone', () => {
    const orders = new Set<string>();
    for (let n = 1; n <= 8; n++) {
      const s = checking(0, ['alive', 'alive', 'dead', 'alive'], { seed: seedOf(n) });
      const pulse = s.seats[2]!.pulse;
      assert.deepEqual([...pulse].sort(), ['alive', 'alive', 'alive', 'dead']);
      orders.add(pulse.join());
      assert.deepEqual(viewFor(s, 0).me!.check, { target: 2, alive: 3, dead: 1 });
      for (const other of [1, 2, 3, 4] as const) {
        assert.equal(viewFor(s, other).me!.check, null);
        assert.equal(
          logFor(s, other).some((e) => e.t === 'stateSeen'),
          false,
        );
      }
      assert.equal(viewFor(s, 'spectator').me, null);
      assert.deepEqual(publicSince(s, s.log.length - 2), [
        { t: 'stateChecked', seat: 0, target: 2, via: 'sameLocation' },
      ]);
    }
    assert.ok(orders.size > 1, 'the deck is really shuffled');
  });

  test('ACT-CHECKSTATE-03 only Alive cards: the deck goes back face down and play goes on', () => {
    const s = checking(1, ['alive', 'alive']);
    assert.deepEqual(legalActions(s, 1), [{ type: 'endCheck', reveal: false }]);
    rejects(s, 1, { type: 'endCheck', reveal: true }, 'action/illegal');
    const after = act(s, 1, { type: 'endCheck', reveal: false });
    assert.equal(after.seats[2]!.alive, true);
    assert.equal(after.seats[2]!.pulseTopFaceUp, false);
    assert.equal(events(after, 'voteStarted').length, 0);
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 2);
  });

  test('ACT-CHECKSTATE-04 VOTE-02 an Investigator who sees a Dead card must reveal it: face up on top, a Ghost, a Vote', () => {
    const s = checking(1, ['dead', 'alive', 'dead', 'alive']);
    assert.deepEqual(legalActions(s, 1), [{ type: 'endCheck', reveal: true }]);
    rejects(s, 1, { type: 'endCheck', reveal: false }, 'action/illegal');
    const after = act(s, 1, { type: 'endCheck', reveal: true });
    const target = after.seats[2]!;
    assert.equal(target.pulse.at(-1), 'dead');
    assert.equal(target.pulseTopFaceUp, true);
    assert.deepEqual([...target.pulse].sort(), ['alive', 'alive', 'dead', 'dead']);
    assert.equal(target.alive, false);
    assert.equal(viewFor(after, 3).seats[2]!.pulseTopDead, true);
    assert.deepEqual(events(after, 'deathRevealed'), [{ t: 'deathRevealed', seat: 2, by: 1 }]);
    assert.deepEqual(events(after, 'becameGhost'), [{ t: 'becameGhost', seat: 2, cause: 'revealed' }]);
    assert.ok(after.phase.kind === 'vote' && after.phase.reason === 'murder' && after.phase.initiator === 1);
  });

  test('ACT-CHECKSTATE-04 WIN-02 revealing the last living Cultist ends the game before any Vote', () => {
    const s = table({ 0: { pulse: ['dead'] } }, { knife: 1, drawPile: ['failure'] });
    const after = act(act(s, 1, { type: 'checkState', target: 0 }), 1, { type: 'endCheck', reveal: true });
    assert.deepEqual(after.result, { winner: 'investigators', reason: 'cultistsEliminated', round: 1 });
    assert.equal(after.seats[0]!.roleRevealed, true);
    assert.equal(events(after, 'voteStarted').length, 0);
  });

  test('ACT-CHECKSTATE-05 a Cultist who sees a Dead card may hide it: the target stays alive', () => {
    const s = checking(0, ['alive', 'dead']);
    assert.deepEqual(legalActions(s, 0), [
      { type: 'endCheck', reveal: true },
      { type: 'endCheck', reveal: false },
    ]);
    const after = act(s, 0, { type: 'endCheck', reveal: false });
    assert.equal(after.seats[2]!.alive, true);
    assert.equal(after.seats[2]!.pulseTopFaceUp, false);
    assert.equal(events(after, 'deathRevealed').length, 0);
    assert.equal(events(after, 'voteStarted').length, 0);
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 1);
  });

  test('ACT-CHECKSTATE-05 AMB-09 a Cultist who tells the truth follows the Investigator procedure', () => {
    const after = act(checking(0, ['alive', 'dead']), 0, { type: 'endCheck', reveal: true });
    assert.equal(after.seats[2]!.alive, false);
    assert.equal(after.seats[2]!.pulseTopFaceUp, true);
    assert.equal(after.seats[2]!.pulse.at(-1), 'dead');
    assert.ok(after.phase.kind === 'vote' && after.phase.reason === 'murder' && after.phase.initiator === 0);
    // Without a Dead card a Cultist cannot make a Ghost.
    const alive = checking(0, ['alive']);
    assert.deepEqual(legalActions(alive, 0), [{ type: 'endCheck', reveal: false }]);
  });

  test('ACT-CHECKSTATE-05 the follow-up looks the same to everyone else whatever was seen', () => {
    const sawAlive = checking(0, ['alive', 'alive']);
    const sawDead = checking(0, ['alive', 'dead']);
    for (const seat of [1, 2, 3, 4]) {
      assert.deepEqual(viewFor(sawAlive, seat).phase, viewFor(sawDead, seat).phase);
      assert.deepEqual(legalActions(sawAlive, seat), []);
      assert.equal(
        rejects(sawAlive, seat, { type: 'pass' }, 'turn/not-yours'),
        rejects(sawDead, seat, { type: 'pass' }, 'turn/not-yours'),
      );
    }
    // The checker is asked in both cases.
    assert.ok(legalActions(sawAlive, 0).every((a) => a.type === 'endCheck'));
    assert.ok(legalActions(sawDead, 0).every((a) => a.type === 'endCheck'));
  });

  test('ACT-CHECKSTATE-07 what was seen is the checker’s to share or lie about: a lie leaves no public trace', () => {
    const truthful = checking(0, ['alive', 'alive']);
    const lying = checking(0, ['alive', 'dead']);
    const from = truthful.log.length - 2;
    assert.equal(lying.log.length - 2, from);
    const a = act(truthful, 0, { type: 'endCheck', reveal: false });
    const b = act(lying, 0, { type: 'endCheck', reveal: false });
    assert.deepEqual(publicSince(a, from), publicSince(b, from));
    assert.deepEqual(viewFor(a, 1).seats, viewFor(b, 1).seats);
  });
});

describe('ACT-CHECKSTATE-06 AMB-07 AMB-67 the Draw-pile card', () => {
  test('ACT-CHECKSTATE-06 a target in a room: the top Draw-pile card goes on top of that room deck', () => {
    // Checked from the Security Room, so the card follows the target, not the checker.
    const s = table(
      { 1: 'security', 2: 'darkblue1' },
      {
        drawPile: ['sabotage', 'success'],
        rooms: { darkblue1: { deck: ['failure'] } },
        phase: { kind: 'action', seat: 1 },
      },
    );
    const after = act(act(s, 1, { type: 'checkState', target: 2 }), 1, { type: 'endCheck', reveal: false });
    assert.deepEqual(after.rooms[loc(s, 'darkblue1')]!.deck, ['failure', 'sabotage']);
    assert.deepEqual(after.drawPile, ['success']);
    assert.deepEqual(events(after, 'drawPileCard'), [
      { t: 'drawPileCard', to: 'room', room: loc(s, 'darkblue1') },
    ]);
    assert.equal(after.rooms[loc(s, 'darkblue1')]!.explored, false);
  });

  test('ACT-CHECKSTATE-06 a target in a Hallway: the card goes into the Unsafe Passage deck', () => {
    const after = act(checking(1, ['alive'], { drawPile: ['sabotage'] }), 1, {
      type: 'endCheck',
      reveal: false,
    });
    assert.deepEqual(after.drawPile, []);
    assert.deepEqual([...after.unsafeDeck].sort(), ['failure', 'sabotage', 'success']);
    assert.deepEqual(events(after, 'drawPileCard'), [{ t: 'drawPileCard', to: 'unsafe', room: null }]);
  });

  test('ACT-CHECKSTATE-06 ROOM-04 a third card explores the room and resolves its Unsafe Passage', () => {
    const s = table(
      { 1: 'pink1', 2: 'pink1' },
      {
        knife: 1,
        drawPile: ['success'],
        rooms: { pink1: { deck: ['failure', 'failure'], unsafe: true } },
        unsafeDeck: ['sabotage'],
      },
    );
    const after = act(act(s, 1, { type: 'checkState', target: 2 }), 1, { type: 'endCheck', reveal: false });
    assert.equal(after.rooms[loc(s, 'pink1')]!.explored, true);
    assert.deepEqual(events(after, 'explored'), [{ t: 'explored', room: loc(s, 'pink1'), unsafe: true }]);
    assert.equal(after.fishman, loc(s, 'east-wing'));
  });

  test('ACT-CHECKSTATE-06 AMB-07 no card from an empty Draw pile, none onto a finished room', () => {
    const empty = act(checking(1, ['alive'], { drawPile: [] }), 1, { type: 'endCheck', reveal: false });
    assert.equal(events(empty, 'drawPileCard').length, 0);
    assert.ok(empty.phase.kind === 'action' && empty.phase.seat === 2);
    const s = table(
      { 1: 'cafeteria', 2: 'cafeteria' },
      { knife: 1, drawPile: ['success'], rooms: { cafeteria: { books: 0, deck: [] } } },
    );
    const finished = act(act(s, 1, { type: 'checkState', target: 2 }), 1, {
      type: 'endCheck',
      reveal: false,
    });
    assert.deepEqual(finished.drawPile, ['success']);
    assert.deepEqual(finished.rooms[loc(s, 'cafeteria')]!.deck, []);
  });

  test('ACT-CHECKSTATE-06 AMB-07 AMB-54 in a first game a Hallway target adds no card', () => {
    const s = checking(1, ['alive'], { drawPile: ['sabotage'], ruleset: { unsafePassage: false } });
    const after = act(s, 1, { type: 'endCheck', reveal: false });
    assert.deepEqual(after.drawPile, ['sabotage']);
    assert.deepEqual(after.unsafeDeck, []);
  });

  test('ACT-CHECKSTATE-06 AMB-07 a lie does not stop the card', () => {
    const after = act(checking(0, ['dead'], { drawPile: ['failure'] }), 0, {
      type: 'endCheck',
      reveal: false,
    });
    assert.deepEqual(after.drawPile, []);
  });

  test('ACT-CHECKSTATE-06 AMB-67 the card and the exploration come before the mandatory Vote', () => {
    const s = table(
      { 1: 'pink1', 2: { location: 'pink1', pulse: ['dead'] } },
      {
        knife: 1,
        drawPile: ['success'],
        rooms: { pink1: { deck: ['failure', 'failure'], unsafe: true } },
        unsafeDeck: ['sabotage'],
      },
    );
    const checked = act(s, 1, { type: 'checkState', target: 2 });
    const after = act(checked, 1, { type: 'endCheck', reveal: true });
    assert.ok(after.phase.kind === 'vote');
    assert.equal(after.rooms[loc(s, 'pink1')]!.explored, true);
    const order = after.log.slice(checked.log.length).map((e) => e.t);
    assert.deepEqual(order, [
      'deathRevealed',
      'becameGhost',
      'drawPileCard',
      'explored',
      'unsafePassage',
      'fishmanArrived',
      'voteStarted',
    ]);
  });
});

describe('ACT-CHECKSTATE-01 AMB-06 the Security Room rule a view can ask', () => {
  test('ACT-CHECKSTATE-01 AMB-06 securityCheckReachesAll: always; with the light under powered; never when off', () => {
    assert.equal(securityCheckReachesAll('always', false), true);
    assert.equal(securityCheckReachesAll('powered', true), true);
    assert.equal(securityCheckReachesAll('powered', false), false);
    assert.equal(securityCheckReachesAll('off', true), false);
  });

  test('ACT-CHECKSTATE-01 AMB-06 securityCheckReachesAllOf agrees with the targets the engine offers', () => {
    const where = { 1: 'security', 2: 'south-wing' };
    for (const securityCheck of ['powered', 'always', 'off'] as const) {
      for (const power of [true, false]) {
        const s = table(where, { power, ruleset: { securityCheck }, phase: { kind: 'action', seat: 1 } });
        const far = targets(s, 1).includes(2);
        for (const viewer of [1, 3, 'spectator'] as const)
          assert.equal(
            securityCheckReachesAllOf(viewFor(s, viewer)),
            far,
            `${securityCheck}, power ${power}`,
          );
      }
    }
  });
});
