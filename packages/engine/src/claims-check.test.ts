import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Claim, ClaimReason, ClaimReasonCode, PostedClaim } from './claims.ts';
import { checkClaim } from './claims-check.ts';
import { buildLedger } from './ledger.ts';
import { ledgerOf, roundOneActed, roundOneMoved, roundOneOver, roundTwoMet } from './ledger.testing.ts';
import type { GameState } from './state.ts';
import { act, newGame, position } from './testing.ts';
import type { Colour, Seat, Viewer } from './types.ts';
import { logFor, viewFor } from './view.ts';

const ALL: readonly Viewer[] = [0, 1, 2, 3, 4, 'spectator'];

/** The reasons `viewer`'s ledger gives against `claim` (none: consistent). */
function reasons(
  s: GameState,
  viewer: Viewer,
  seat: Seat,
  claim: Claim,
  others: PostedClaim[] = [],
): ClaimReason[] {
  const posted: PostedClaim = { seat, round: s.round, claim };
  const ledger = ledgerOf(s, viewer, [...others, posted]);
  const verdict = ledger.claims.at(-1)!.verdict;
  return verdict.status === 'consistent' ? [] : [...verdict.reasons];
}

const codes = (s: GameState, viewer: Viewer, seat: Seat, claim: Claim, others: PostedClaim[] = []) =>
  reasons(s, viewer, seat, claim, others).map((r) => r.code);

function codesByViewer(s: GameState, seat: Seat, claim: Claim): Record<string, ClaimReasonCode[]> {
  return Object.fromEntries(ALL.map((v) => [String(v), codes(s, v, seat, claim)]));
}

const checked = (target: Seat, round: number, verdict: 'alive' | 'dead'): Claim => ({
  kind: 'checked',
  target,
  round,
  verdict,
});
const route = (round: number, ...colours: Colour[]): Claim => ({ kind: 'route', round, colours });

describe('claims checker: "I checked X"', () => {
  test('ACT-CHECKSTATE-07 a true check claim is consistent in every ledger', () => {
    const s = roundOneActed();
    for (const viewer of ALL) assert.deepEqual(codes(s, viewer, 4, checked(3, 1, 'alive')), []);
  });

  test('ACT-CHECKSTATE-01 noSuchCheck: no public check of that target by the claimant in that round', () => {
    const s = roundOneActed();
    assert.deepEqual(reasons(s, 'spectator', 1, checked(3, 1, 'alive')), [{ code: 'noSuchCheck', round: 1 }]);
    assert.deepEqual(
      codes(s, 'spectator', 4, checked(3, 2, 'alive')),
      ['noSuchCheck'],
      'the check was in round 1',
    );
  });

  test('ACT-CHECKSTATE-04 ACT-CHECKSTATE-05 deadCardRevealed: the Cultist’s "alive" for a deck whose Dead card seat 0 revealed next', () => {
    const s = roundOneActed();
    const [, , reveal] = ledgerOf(s, 'spectator').facts.filter((f) => f.kind === 'check');
    assert.deepEqual(reasons(s, 'spectator', 3, checked(4, 1, 'alive')), [
      { code: 'deadCardRevealed', round: 1, seq: reveal!.seq, seat: 0 },
    ]);
    assert.deepEqual(codes(s, 3, 3, checked(4, 1, 'alive')), ['checkShowedOtherwise', 'deadCardRevealed']);
  });

  test('ACT-CHECKSTATE-04 deadNotRevealed: "dead" from a check that revealed nothing, which an Investigator could not do', () => {
    const s = roundOneActed();
    assert.deepEqual(codesByViewer(s, 2, checked(3, 1, 'dead')), {
      0: ['deadNotRevealed'],
      1: ['deadNotRevealed'],
      2: ['checkShowedOtherwise', 'deadNotRevealed'],
      3: ['deadNotRevealed'],
      4: ['deadNotRevealed', 'contradictsMyCheck'],
      spectator: ['deadNotRevealed'],
    });
  });

  test('INFO-02 contradictsMyCheck: only the seat whose own check saw the same deck learns the lie', () => {
    const s = roundOneActed();
    const [, mine] = ledgerOf(s, 4).facts.filter((f) => f.kind === 'check');
    assert.deepEqual(
      reasons(s, 4, 2, checked(3, 1, 'dead')).find((r) => r.code === 'contradictsMyCheck'),
      { code: 'contradictsMyCheck', round: 1, seq: mine!.seq, seat: 4 },
    );
  });

  test('INFO-03 ENC-04 a card given face down since my check leaves a later check’s result open', () => {
    // Seat 4 saw no Dead card in seat 3's deck in round 1; in round 2 seat 2 gave seat 3 a card unseen.
    const s = roundTwoMet();
    assert.deepEqual(codes(s, 4, 2, checked(3, 2, 'dead')), ['deadNotRevealed']);
    assert.deepEqual(codes(s, 4, 2, checked(3, 1, 'dead')), ['deadNotRevealed', 'contradictsMyCheck']);
    // Seat 2 knows the card it gave was Alive: its own round-1 check still tells it seat 3 held no Dead card.
    assert.deepEqual(codes(s, 2, 2, checked(3, 2, 'dead')), [
      'checkShowedOtherwise',
      'deadNotRevealed',
      'contradictsMyCheck',
    ]);
  });
});

describe('claims checker: "my Route allows …"', () => {
  test('ROUTE-02 ROUTE-03 a Route claim that fits the claimant’s card and Room actions is consistent', () => {
    const s = roundOneActed();
    for (const viewer of ALL) {
      assert.deepEqual(codes(s, viewer, 1, route(1, 'lightblue', 'green', 'red')), []);
      assert.deepEqual(codes(s, viewer, 0, route(1, 'red', 'orange')), [], 'colours in any order');
    }
  });

  test('ROUTE-05 ACTPH-03 routeColourUsed: a claimed Route line the claimant’s Library action rules out', () => {
    const s = roundOneActed();
    const library = s.config.board.layout.library;
    const [fill] = ledgerOf(s, 'spectator').facts.filter((f) => f.kind === 'room');
    for (const viewer of ALL) {
      assert.deepEqual(reasons(s, viewer, 1, route(1, 'pink', 'orange')), [
        { code: 'routeColourUsed', round: 1, seq: fill!.seq, room: library },
      ]);
    }
  });

  test('ROUTE-01 ROUTE-02 one line covers rounds 1, 5 and 9: a claim for round 5 meets the Room action of round 1', () => {
    const s = roundOneActed();
    assert.deepEqual(codes(s, 'spectator', 1, route(5, 'pink', 'orange')), ['routeColourUsed']);
    assert.deepEqual(codes(s, 'spectator', 1, route(9, 'pink', 'orange')), ['routeColourUsed']);
    assert.deepEqual(
      codes(s, 'spectator', 1, route(2, 'pink', 'red')),
      [],
      'rounds 2, 6, 10 are another line',
    );
  });

  test('ACT-CAMERA-02 the Camera is a Room action of the Security Room, whatever it looks at', () => {
    const s = roundOneActed();
    const security = s.config.board.layout.security;
    // Seat 0 looked into the Library (green) with the Camera: red is what its Route had to allow.
    assert.deepEqual(
      reasons(s, 'spectator', 0, route(1, 'green', 'darkblue')).map((r) => [r.code, r.room]),
      [['routeColourUsed', security]],
    );
  });

  test('ROUTE-01 routeClaimsDisagree: two Route claims of one seat that no Route card holds together', () => {
    const s = roundOneActed();
    const first: PostedClaim = { seat: 1, round: 1, claim: route(1, 'lightblue', 'green', 'red') };
    // Card 7 shows pink/red on the line of round 2, but orange/green on that of round 1.
    assert.deepEqual(reasons(s, 'spectator', 1, route(2, 'pink', 'red'), [first]), [
      { code: 'routeClaimsDisagree', round: 1, claim: 0 },
    ]);
    assert.deepEqual(
      codes(s, 'spectator', 1, route(2, 'orange', 'darkblue'), [first]),
      [],
      'card 5 holds both',
    );
    assert.deepEqual(
      codes(s, 'spectator', 1, route(5, 'lightblue', 'green'), [first]).includes('routeClaimsDisagree'),
      false,
      'that one fits no card at all, which says nothing of the other claim',
    );
    assert.deepEqual(codes(s, 'spectator', 2, route(2, 'pink', 'red'), [first]), [], 'another seat’s claim');
  });

  test('ROUTE-02 noSuchRoute: no Route card shows these colours on that line', () => {
    assert.deepEqual(reasons(roundOneActed(), 'spectator', 3, route(1, 'green', 'pink')), [
      { code: 'noSuchRoute', round: 1 },
    ]);
  });

  test('ROUTE-07 AUTOMA-04 the AUTOMA’s face-up Route card is nobody else’s', () => {
    const s = newGame({ players: 4 });
    const automa = s.config.automa!;
    const card = viewFor(s, 0).seats[automa]!.publicRoute!;
    const claimant = automa === 0 ? 1 : 0;
    assert.deepEqual(codes(s, claimant, claimant, route(1, ...card.lines[0])), ['noSuchRoute']);
  });
});

describe('claims checker: "I gave X a card"', () => {
  test('ENC-04 AMB-03 a true gift claim is consistent; noSuchEncounter when the two never met that round', () => {
    const s = roundOneMoved();
    for (const viewer of ALL) {
      assert.deepEqual(codes(s, viewer, 4, { kind: 'gave', to: 3, round: 1, card: 'alive' }), []);
      // Seat 1 entered the Library with both there, but the power was on: no Encounter (ENC-02).
      assert.deepEqual(codes(s, viewer, 1, { kind: 'gave', to: 3, round: 1, card: 'alive' }), [
        'noSuchEncounter',
      ]);
    }
  });

  test('INFO-01 cardFaceShown: the giver’s own ledger knows the face, and after the end everyone’s does', () => {
    const lie: Claim = { kind: 'gave', to: 4, round: 1, card: 'alive' };
    const s = roundOneMoved();
    assert.deepEqual(codes(s, 'spectator', 3, lie), []);
    assert.deepEqual(codes(s, 4, 3, lie), [], 'the receiver does not look at the card (ENC-04)');
    assert.deepEqual(
      reasons(s, 3, 3, lie).map((r) => [r.code, r.shown]),
      [['cardFaceShown', 'dead']],
    );
    assert.deepEqual(codes(roundOneOver(), 'spectator', 3, lie), ['cardFaceShown']);
  });

  test('AMB-02 noSuchGift: in a three-way Encounter the card went to another; undecided is no contradiction yet', () => {
    const seats = Array.from({ length: 6 }, (_, i) => ({
      location: i < 3 ? 'library' : 'central',
      pulse: [],
    }));
    let s = position({
      players: 6,
      roles: ['cultist', 'investigator', 'investigator', 'seer', 'investigator', 'investigator'],
      knife: 0,
      power: false,
      phase: { kind: 'encounter', location: 'library', participants: [0, 1, 2] },
      seats,
    });
    const claim: Claim = { kind: 'gave', to: 2, round: 1, card: 'alive' };
    assert.deepEqual(codes(s, 5, 0, claim), []);
    s = act(s, 0, { type: 'chooseRecipient', to: 1 });
    assert.deepEqual(codes(s, 5, 0, claim), ['noSuchGift']);
    assert.deepEqual(codes(s, 5, 0, { ...claim, to: 1 }), []);
  });
});

describe('claims checker: "I am the …", opinions, and verdicts for bots', () => {
  test('ROLE-GEN-01 roleNotInGame and roleClaimedByOther: one Seer in this game, claimed twice', () => {
    const s = roundOneActed();
    assert.deepEqual(codes(s, 'spectator', 1, { kind: 'role', role: 'mechanic' }), ['roleNotInGame']);
    const seer: PostedClaim = { seat: 2, round: 1, claim: { kind: 'role', role: 'seer' } };
    assert.deepEqual(reasons(s, 'spectator', 1, { kind: 'role', role: 'seer' }, [seer]), [
      { code: 'roleClaimedByOther', claim: 0, seat: 2 },
    ]);
    const investigator: PostedClaim = { seat: 2, round: 1, claim: { kind: 'role', role: 'investigator' } };
    assert.deepEqual(codes(s, 'spectator', 1, { kind: 'role', role: 'investigator' }, [investigator]), []);
  });

  test('CLEAN-01 roleRevealed and roleTaken: the Cultist revealed by its claim of victory', () => {
    const s = roundOneOver();
    const revealed = reasons(s, 'spectator', 3, { kind: 'role', role: 'investigator' });
    assert.deepEqual(
      revealed.map((r) => [r.code, r.shown]),
      [['roleRevealed', 'cultist']],
    );
    assert.deepEqual(
      reasons(s, 'spectator', 1, { kind: 'role', role: 'cultist' }).map((r) => [r.code, r.seat]),
      [['roleTaken', 3]],
    );
  });

  test('ROLE-GEN-02 ACT-ASSASSINATE-02 "I am an Investigator" holds for any Investigator-team role once revealed', () => {
    const s = act(
      position({
        players: 6,
        roles: ['cultist', 'assassin', 'investigator', 'seer', 'investigator', 'investigator'],
        specialRoles: ['assassin', 'seer'],
        knife: 1,
        phase: { kind: 'action', seat: 1 },
        seats: Array.from({ length: 6 }, () => ({ location: 'central', pulse: [] })),
      }),
      1,
      { type: 'assassinate', target: 2 },
    );
    assert.deepEqual(codes(s, 'spectator', 1, { kind: 'role', role: 'investigator' }), []);
    assert.deepEqual(codes(s, 'spectator', 1, { kind: 'role', role: 'seer' }), ['roleRevealed']);
    assert.deepEqual(codes(s, 'spectator', 4, { kind: 'role', role: 'assassin' }), ['roleTaken']);
  });

  test('suspicion and trust are opinions: no fact contradicts them', () => {
    const s = roundOneOver();
    assert.deepEqual(codes(s, 'spectator', 3, { kind: 'suspect', target: 0 }), []);
    assert.deepEqual(codes(s, 'spectator', 3, { kind: 'trust', target: 3 }), []);
  });

  test('a claim a bot considers gets the verdict it would get once posted; summaries list the contradicted ones', () => {
    const s = roundOneActed();
    const claims: PostedClaim[] = [
      { seat: 3, round: 1, claim: checked(4, 1, 'alive') },
      { seat: 3, round: 1, claim: { kind: 'suspect', target: 0 } },
      { seat: 4, round: 1, claim: checked(3, 1, 'alive') },
    ];
    const ledger = buildLedger(viewFor(s, 1), logFor(s, 1), claims);
    for (const [i, claim] of claims.entries())
      assert.deepEqual(checkClaim(ledger, claim), ledger.claims[i]!.verdict);
    const unposted = buildLedger(viewFor(s, 1), logFor(s, 1));
    assert.deepEqual(checkClaim(unposted, claims[0]!), ledger.claims[0]!.verdict);
    assert.deepEqual(ledger.seats[3]!.claims, [0, 1]);
    assert.deepEqual(ledger.seats[3]!.contradicted, [0]);
    assert.deepEqual(ledger.seats[4]!.contradicted, []);
  });
});
