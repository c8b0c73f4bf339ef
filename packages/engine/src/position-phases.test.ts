import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startingHand } from './cards.ts';
import { legalActions } from './legal.ts';
import { buildPosition, type PositionSetup } from './position.ts';
import type { GameState } from './state.ts';
import type { Role } from './types.ts';
import { act, loc, position } from './testing.ts';

const SIX: Role[] = ['cultist', 'investigator', 'investigator', 'seer', 'investigator', 'investigator'];

/** The problems buildPosition names for `setup`, as "field: message" lines. */
function problems(setup: PositionSetup): string[] {
  const built = buildPosition(setup);
  assert.ok(!built.ok, 'the position is refused');
  return built.problems.map((p) => `${p.field}: ${p.message}`);
}

/** Every seat's legal actions: what a position offers. */
function offers(s: GameState): string {
  return JSON.stringify(s.seats.map((_, seat) => legalActions(s, seat)));
}

describe('buildPosition builds Encounters, Votes, the Cleanup and a Movement part way, as play reaches them', () => {
  test('ENC-01 an Encounter built directly is the one a step into an occupied hallway starts', () => {
    const base = {
      players: 5,
      roles: SIX.slice(0, 5),
      power: true,
    } as const;
    const moving = position({
      ...base,
      phase: { kind: 'movement', seat: 0 },
      seats: ['library', 'central', 'orange2', 'orange2', 'orange2'].map((location) => ({ location })),
    });
    const reached = act(moving, 0, { type: 'step', to: loc(moving, 'central') });
    assert.equal(reached.phase.kind, 'encounter');
    const built = position({
      ...base,
      seats: ['central', 'central', 'orange2', 'orange2', 'orange2'].map((location) => ({ location })),
      phase: {
        kind: 'encounter',
        location: 'central',
        participants: [0, 1],
        after: {
          kind: 'movement',
          seat: 0,
          mp: reached.phase.resume.to === 'movement' ? reached.phase.resume.turn.mp : -1,
          start: 'library',
        },
      },
    });
    assert.deepEqual(built.phase, reached.phase);
    assert.equal(offers(built), offers(reached));
  });

  test('ENC-02 an Encounter must have exactly the living Characters there, and choices must be possible', () => {
    const seats = ['central', 'central', 'orange2', 'orange2', 'orange2'].map((location) => ({ location }));
    const base = { players: 5, roles: SIX.slice(0, 5), power: true, seats } as const;
    assert.match(
      problems({ ...base, phase: { kind: 'encounter', location: 'central', participants: [0, 2] } }).join(
        '\n',
      ),
      /phase\.participants: The Encounter at 'central' has seats 0, 1/,
    );
    assert.match(
      problems({ ...base, phase: { kind: 'encounter', location: 'nowhere', participants: [0, 1] } }).join(
        '\n',
      ),
      /phase\.location: There is no location 'nowhere'/,
    );
    assert.match(
      problems({
        ...base,
        phase: { kind: 'encounter', location: 'central', participants: [0, 1], cards: ['alive', 'alive'] },
      }).join('\n'),
      /Every card is chosen: the Encounter is over/,
    );
    const half = position({
      ...base,
      phase: { kind: 'encounter', location: 'central', participants: [0, 1], cards: ['alive', null] },
    });
    assert.deepEqual(legalActions(half, 0), []);
    assert.ok(legalActions(half, 1).some((a) => a.type === 'giveCard'));
  });

  test('VOTE-01 a Vote built directly is the one initiating it in the Cafeteria starts', () => {
    const setup = {
      players: 6,
      roles: SIX,
      routes: SIX.map((_, i) => ((i - 1 + 6) % 6) + 1),
      knife: 1,
      seats: SIX.map((_, i) => ({ location: i === 1 ? 'cafeteria' : 'central' })),
    } as const;
    const reached = act(position({ ...setup, phase: { kind: 'action', seat: 1 } }), 1, {
      type: 'initiateVote',
    });
    const built = position({ ...setup, phase: { kind: 'vote', reason: 'cafeteria', initiator: 1 } });
    assert.deepEqual(built.phase, reached.phase);
    assert.deepEqual(built.acted, reached.acted);
    assert.equal(offers(built), offers(reached));
  });

  test('VOTE-05 VOTE-06 the ballot and Knife stages: who may still vote, and the Knife holder once all are revealed', () => {
    const base = {
      players: 6,
      roles: SIX,
      knife: 1,
      seats: SIX.map(() => ({ location: 'central' })),
    } as const;
    const ballot = position({
      ...base,
      phase: {
        kind: 'vote',
        reason: 'cafeteria',
        initiator: 1,
        stage: 'ballot',
        ballots: [2, null, 'abstain', null, null, null],
      },
    });
    assert.deepEqual(legalActions(ballot, 0), []);
    assert.deepEqual(legalActions(ballot, 2), []);
    assert.ok(legalActions(ballot, 1).some((a) => a.type === 'ballot'));
    const knife = position({
      ...base,
      phase: {
        kind: 'vote',
        reason: 'cafeteria',
        initiator: 1,
        stage: 'knife',
        ballots: [2, 2, 0, 0, 'abstain', 3],
      },
    });
    assert.deepEqual(legalActions(knife, 0), []);
    assert.deepEqual(legalActions(knife, 1)[0], { type: 'keepBallot' });
    const joined = (phase: PositionSetup['phase']) => problems({ ...base, phase }).join('\n');
    assert.match(
      joined({
        kind: 'vote',
        reason: 'cafeteria',
        initiator: 1,
        stage: 'knife',
        ballots: [2, null, 0, 0, 0, 0],
      }),
      /once every ballot is revealed/,
    );
    assert.match(
      joined({ kind: 'vote', reason: 'cafeteria', initiator: 1, ballots: [2, null, null, null, null, null] }),
      /No ballot is cast during the discussion/,
    );
    assert.match(
      joined({ kind: 'vote', reason: 'murder', initiator: 9 }),
      /phase\.initiator: A seat from 0 to 5/,
    );
    assert.match(
      joined({ kind: 'vote', reason: 'murder', initiator: 1, after: 'falseEyes', acted: [0] }),
      /nobody has acted/,
    );
  });

  test('CLEAN-01 the Cleanup prompt: with one Cultist, who may claim; refused with two', () => {
    const s = position({
      players: 5,
      roles: SIX.slice(0, 5),
      phase: { kind: 'cleanup', ready: [1] },
    });
    assert.deepEqual(legalActions(s, 1), []);
    assert.deepEqual(
      legalActions(s, 0).map((a) => a.type),
      ['endRound', 'claimVictory'],
    );
    assert.deepEqual(
      legalActions(s, 2).map((a) => a.type),
      ['endRound'],
    );
    assert.match(
      problems({
        players: 7,
        roles: [
          'cultist',
          'cultist',
          'investigator',
          'investigator',
          'investigator',
          'investigator',
          'investigator',
        ],
        phase: { kind: 'cleanup' },
      }).join('\n'),
      /only with one Cultist/,
    );
  });

  test('MOVE-01 GOLD-03 a Movement part way: the points left and where it began', () => {
    const s = position({
      players: 5,
      roles: SIX.slice(0, 5),
      seats: ['central', 'orange2', 'orange2', 'orange2', 'orange2'].map((location) => ({ location })),
      phase: { kind: 'movement', seat: 0, mp: 0, start: 'library' },
    });
    assert.deepEqual(legalActions(s, 0), [{ type: 'endMovement' }]);
    assert.match(
      problems({
        players: 5,
        roles: SIX.slice(0, 5),
        phase: { kind: 'movement', seat: 0, mp: 9 },
      }).join('\n'),
      /phase\.mp: Movement points left are from 0 to 3/,
    );
  });

  test('SETUP-24 PC-01 startingHand is the deck setup deals each role', () => {
    const s = position({
      players: 5,
      roles: ['cultist', 'firestarter', 'investigator', 'seer', 'investigator'],
    });
    const created = buildPosition({
      players: 5,
      roles: ['cultist', 'firestarter', 'investigator', 'seer', 'investigator'],
    });
    assert.ok(created.ok);
    for (const role of ['cultist', 'investigator', 'firestarter', 'seer'] as const) {
      const hand = startingHand(s.config, role);
      assert.ok(Object.values(hand).every((n) => n >= 0));
    }
    assert.equal(
      startingHand(s.config, 'firestarter').sabotage,
      startingHand(s.config, 'investigator').sabotage + 1,
    );
  });
});
