import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { hide } from '../test/hidden.ts';
import { playRandomGame, randomOptions } from '../test/random-play.ts';
import type { Claim, PostedClaim } from './claims.ts';
import type { CheckFact, GiftFact, LedgerFact } from './ledger-facts.ts';
import { buildLedger, type Ledger } from './ledger.ts';
import { ledgerOf, roundOneActed, roundOneMoved, roundOneOver } from './ledger.testing.ts';
import type { GameState } from './state.ts';
import { act, position, SIX_ROLES } from './testing.ts';
import { COLOURS, ROLES, type Seat, type Viewer } from './types.ts';
import { logFor, viewFor, type ViewedEvent } from './view.ts';

const ALL: readonly Viewer[] = [0, 1, 2, 3, 4, 'spectator'];

function factsOf<K extends LedgerFact['kind']>(ledger: Ledger, kind: K): Extract<LedgerFact, { kind: K }>[] {
  return ledger.facts.filter((f): f is Extract<LedgerFact, { kind: K }> => f.kind === kind);
}

const gifts = (ledger: Ledger) => factsOf(ledger, 'gift').map((g: GiftFact) => [g.from, g.to, g.card]);

describe('the encounter ledger: public facts as the viewer was shown them', () => {
  test('ENC-01 ENC-02 ENC-04 AMB-03 who met whom and where; a card face only for its giver (INFO-01)', () => {
    const s = roundOneMoved();
    const library = s.config.board.layout.library;
    const security = s.config.board.layout.security;
    for (const viewer of ALL) {
      const encounters = factsOf(ledgerOf(s, viewer), 'encounter');
      assert.deepEqual(
        encounters.map((e) => [e.location, e.participants, e.infected]),
        [
          [library, [4, 3], false],
          [security, [2, 0], false],
        ],
        'seat 1 entered the Library with two living there and the power on: no Encounter (ENC-02)',
      );
    }
    assert.deepEqual(gifts(ledgerOf(s, 3)), [
      [4, 3, 'faceDown'],
      [3, 4, 'dead'],
      [2, 0, 'faceDown'],
      [0, 2, 'faceDown'],
    ]);
    assert.deepEqual(gifts(ledgerOf(s, 4)), [
      [4, 3, 'alive'],
      [3, 4, 'faceDown'],
      [2, 0, 'faceDown'],
      [0, 2, 'faceDown'],
    ]);
    assert.ok(gifts(ledgerOf(s, 'spectator')).every(([, , card]) => card === 'faceDown'));
    const summary = ledgerOf(s, 1).seats[4]!;
    assert.deepEqual(summary.met[3], [1]);
    assert.deepEqual(summary.met[0], []);
    assert.deepEqual(
      summary.gave.map((g) => [g.to, g.location]),
      [[3, library]],
    );
  });

  test('ENC-04 AMB-01 AMB-02 three meet in the dark: recipients in turn, cards pending until all are given', () => {
    const seats = Array.from({ length: 6 }, (_, i) => ({
      location: i < 3 ? 'library' : 'central',
      pulse: [],
      ...(i === 2 ? { hand: { alive: 0, dead: 0 } } : {}),
    }));
    let s = position({
      players: 6,
      roles: SIX_ROLES,
      knife: 0,
      power: false,
      phase: { kind: 'encounter', location: 'library', participants: [0, 1, 2] },
      seats,
    });
    s = act(act(s, 0, { type: 'chooseRecipient', to: 1 }), 1, { type: 'chooseRecipient', to: 2 });
    s = act(s, 2, { type: 'chooseRecipient', to: 0 });
    assert.deepEqual(gifts(ledgerOf(s, 5)), [
      [0, 1, 'pending'],
      [1, 2, 'pending'],
      [2, 0, 'none'],
    ]);
    s = act(act(s, 0, { type: 'giveCard', card: 'alive' }), 1, { type: 'giveCard', card: 'alive' });
    assert.deepEqual(gifts(ledgerOf(s, 5)), [
      [0, 1, 'faceDown'],
      [1, 2, 'faceDown'],
      [2, 0, 'none'],
    ]);
    assert.deepEqual(gifts(ledgerOf(s, 1))[1], [1, 2, 'alive']);
  });

  test('ACT-CHECKSTATE-02 ACT-CHECKSTATE-04 INFO-02 who checked whom and how; what a check saw only in its checker’s ledger', () => {
    const s = roundOneActed();
    const checks = (viewer: Viewer) =>
      factsOf(ledgerOf(s, viewer), 'check').map((c: CheckFact) => [
        c.seat,
        c.target,
        c.via,
        c.seen === null ? null : c.seen.dead,
        c.revealed,
      ]);
    assert.deepEqual(checks('spectator'), [
      [3, 4, 'sameLocation', null, false],
      [4, 3, 'sameLocation', null, false],
      [0, 4, 'camera', null, true],
      [2, 3, 'camera', null, false],
    ]);
    assert.deepEqual(
      checks(3)[0],
      [3, 4, 'sameLocation', 1, false],
      'the Cultist saw the Dead card and hid it',
    );
    assert.deepEqual(checks(0)[2], [0, 4, 'camera', 1, true]);
    assert.deepEqual(checks(1), checks('spectator'));
    const deaths = factsOf(ledgerOf(s, 1), 'death');
    assert.deepEqual(
      deaths.map((d) => [d.seat, d.cause, d.by]),
      [[4, 'revealed', 0]],
    );
    assert.equal(ledgerOf(s, 1).seats[4]!.alive, false);
    assert.deepEqual(
      ledgerOf(s, 1).seats[3]!.checkedBy.map((c) => c.seat),
      [4, 2],
    );
  });

  test('ACT-FILL-02 INFO-04 who stood in the room when it was filled; the card only for the filler', () => {
    const s = roundOneActed();
    const library = s.config.board.layout.library;
    for (const viewer of ALL) {
      const [fill] = factsOf(ledgerOf(s, viewer), 'room');
      assert.ok(fill);
      assert.deepEqual(
        [fill.seat, fill.action, fill.room, fill.present],
        [1, 'fill', library, [1, 3, 4]],
        'seats 3 and 4 (a Ghost now) stood in the Library too (SETUP-12: all start in the Central Hallway)',
      );
      assert.equal(fill.card, viewer === 1 ? 'success' : null);
    }
  });

  test('UNSAFE-02 ROOM-04 the Unsafe Passage card drawn when a room is explored', () => {
    const unsafe = factsOf(ledgerOf(roundOneActed(), 2), 'unsafe');
    assert.deepEqual(
      unsafe.map((u) => [u.card, u.room]),
      [['success', roundOneActed().config.board.layout.library]],
    );
  });

  test('VOTE-05 VOTE-06 INFO-06 who voted how, the Knife holder’s change and the result', () => {
    const ledger = ledgerOf(roundOneActed(), 'spectator');
    const [vote] = factsOf(ledger, 'vote');
    assert.ok(vote);
    assert.deepEqual(
      [vote.reason, vote.initiator, vote.ballots, vote.changes, vote.result?.eliminated],
      ['murder', 0, [null, 3, null, 1, null], [{ seat: 3, from: 1, to: 2 }], null],
    );
    assert.deepEqual(ledger.seats[3]!.ballots, [{ vote: vote.seq, round: 1, target: 2, changedFrom: 1 }]);
    assert.deepEqual(ledger.seats[1]!.ballots, [{ vote: vote.seq, round: 1, target: 3 }]);
    assert.deepEqual(ledger.seats[0]!.ballots, [{ vote: vote.seq, round: 1, target: null }]);
  });

  test('CLEAN-01 WIN-08 INFO-01 after the end every face and check result is in every ledger; the claim revealed the Cultist', () => {
    const s = roundOneOver();
    for (const viewer of ALL) {
      const ledger = ledgerOf(s, viewer);
      assert.deepEqual(gifts(ledger).slice(0, 2), [
        [4, 3, 'alive'],
        [3, 4, 'dead'],
      ]);
      assert.ok(factsOf(ledger, 'check').every((c) => c.seen !== null));
      assert.equal(ledger.seats[3]!.role, 'cultist');
    }
  });

  test('INFO-02 INFO-07 NIGHT-06 a private fact of one seat (what its check saw, the night) never enters another seat’s ledger', () => {
    const s = roundOneActed();
    // The same game, but the Cultist's check saw no Dead card and its night showed other seats.
    const other = structuredClone(s);
    other.log = other.log.map((e) => {
      if (e.t === 'stateSeen' && e.seat === 3) return { ...e, alive: 2, dead: 0 };
      if (e.t === 'nightCultists') return { ...e, cultists: [1], deadFromStart: [0, 2] };
      return e;
    });
    for (const viewer of ALL) {
      if (viewer === 3) continue;
      assert.deepEqual(ledgerOf(other, viewer), ledgerOf(s, viewer), `viewer ${String(viewer)}`);
    }
    assert.notDeepEqual(ledgerOf(other, 3), ledgerOf(s, 3), 'the Cultist’s own ledger shows its check');
  });

  test('the ledger takes log chunks in any order and with repeats, as a client receives them', () => {
    const s = roundOneOver();
    for (const viewer of ALL) {
      const log = logFor(s, viewer);
      const chunks = [log.slice(20), log.slice(0, 25), log];
      assert.deepEqual(buildLedger(viewFor(s, viewer), chunks.flat()), buildLedger(viewFor(s, viewer), log));
    }
  });
});

/** Random claims for a table of `seats`: every kind, true or not. */
function claimsArb(seats: number): fc.Arbitrary<PostedClaim[]> {
  const seat = fc.integer({ min: 0, max: seats - 1 });
  const round = fc.integer({ min: 1, max: 10 });
  const claim: fc.Arbitrary<Claim> = fc.oneof(
    fc.record({
      kind: fc.constant('checked' as const),
      target: seat,
      round,
      verdict: fc.constantFrom('alive' as const, 'dead' as const),
    }),
    fc.record({
      kind: fc.constant('route' as const),
      round,
      colours: fc.uniqueArray(fc.constantFrom(...COLOURS), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      kind: fc.constant('gave' as const),
      to: seat,
      round,
      card: fc.constantFrom('alive' as const, 'dead' as const),
    }),
    fc.record({ kind: fc.constant('role' as const), role: fc.constantFrom(...ROLES) }),
    fc.record({ kind: fc.constant('suspect' as const), target: seat }),
  );
  return fc.array(fc.record({ seat, round, claim }), { maxLength: 12 });
}

function viewersOf(s: GameState): Viewer[] {
  return [...s.seats.map((_, seat): Seat => seat), 'spectator'];
}

describe('the ledger is a function of the view history alone', () => {
  test('INFO-01 INFO-02 INFO-04 random games: hiding what a viewer may not know changes no ledger or verdict; chunks build the same ledger', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2 ** 30 }),
        (game, salt, claimSeed) => {
          const options = randomOptions(game);
          const chunks = new Map<Viewer, ViewedEvent[][]>();
          const sent = new Map<Viewer, number>();
          let claims: PostedClaim[] = [];
          let checked = 0;
          const { state } = playRandomGame(options, game, (s, _step, i) => {
            if (i === 0) {
              claims = fc.sample(claimsArb(s.seats.length), { numRuns: 1, seed: claimSeed })[0]!;
            }
            if (i % 37 !== 0) return;
            for (const viewer of viewersOf(s)) {
              // What a client would have been sent since its last update.
              const chunk = logFor(s, viewer, (sent.get(viewer) ?? -1) + 1);
              chunks.set(viewer, [...(chunks.get(viewer) ?? []), chunk]);
              sent.set(viewer, chunk.at(-1)?.seq ?? sent.get(viewer) ?? -1);
              const hidden = hide(s, viewer, salt + i);
              assert.deepEqual(
                buildLedger(viewFor(hidden, viewer), logFor(hidden, viewer), claims),
                buildLedger(viewFor(s, viewer), logFor(s, viewer), claims),
              );
              checked++;
            }
          });
          for (const viewer of viewersOf(state)) {
            // At the end the whole log comes again, every entry now shown (as the server sends it).
            const received = [...(chunks.get(viewer) ?? []), logFor(state, viewer, 0)].flat();
            const view = viewFor(state, viewer);
            assert.deepEqual(
              buildLedger(view, received, claims),
              buildLedger(view, logFor(state, viewer), claims),
            );
          }
          return checked > 0;
        },
      ),
      { numRuns: 6 },
    );
  });
});
