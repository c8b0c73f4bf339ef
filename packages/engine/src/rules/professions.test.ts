import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, events, EVERY_TABLE, isLegal, loc, position, rejects, seedOf, voteWith } from '../testing.ts';
import { legalActions } from '../legal.ts';
import { buildPosition, type ProfessionsSetup } from '../position.ts';
import { createGame } from '../setup.ts';
import { logFor, viewFor } from '../view.ts';
import { seatCount, type GameOptions } from '../options.ts';
import type { GameState } from '../state.ts';
import { PROFESSIONS, type PlayerCount, type Role, type Seat } from '../types.ts';
import { professionsAllowed } from '../content/tables.ts';
import { EXPLORED, table, type Table } from './action-phase.fixture.ts';
import { tiedLeaders } from './professions.ts';

/**
 * The Professions module (PROF-*, AMB-43…48). Positions are round 1 at 7 players from the Action
 * Phase fixture: the Cultists at seats 0 and 1, the Knife with seat 0, everyone in the central
 * hallway with one Alive card in the Pulse deck unless stated; the Informant is seat 3.
 */

const SEED = 'cd'.repeat(32);
const WITH = { professions: true } as const;
/** A Cultist token in the Library and one in the second dark-blue Room (faces: library, darkblue2, orange1). */
const TOKENS = {
  cultistTokens: ['orange1'],
  rooms: { library: { cultistTokens: 1 }, darkblue2: { cultistTokens: 1 } },
};

function at7(seats: Parameters<typeof table>[0], professions: ProfessionsSetup, rest: Table = {}): GameState {
  return table(seats, {
    players: 7,
    ruleset: { ...WITH, ...rest.ruleset },
    ...rest,
    professions: { informant: 3, ...professions },
  });
}

function created(options: Omit<GameOptions, 'seed'> & { seed?: string }): GameState {
  const r = createGame({ seed: SEED, ...options });
  if (!r.ok) return assert.fail(JSON.stringify(r.problems));
  return r.state;
}

describe('PROF-GEN-01 the module needs 2 Cultists', () => {
  test('PROF-GEN-01 refused at 4 (with the AUTOMA), 5 and 6 players with one plain-language problem; allowed at 7, 8 and 6 with the AUTOMA, on the base map', () => {
    for (const options of [{ players: 4 }, { players: 5 }, { players: 6 }] as const) {
      const r = createGame({ ...options, seed: SEED, ruleset: WITH });
      assert.ok(!r.ok, JSON.stringify(options));
      assert.deepEqual(
        r.problems.map((p) => p.field),
        ['ruleset.professions'],
      );
      assert.match(r.problems[0]!.message, /needs 2 Cultists.*PROF-GEN-01/);
    }
    for (const options of [{ players: 7 }, { players: 8 }, { players: 6, automa: true }] as const) {
      const s = created({ ...options, ruleset: WITH });
      assert.equal(s.config.cultists, 2);
      assert.equal(s.config.board.id, 'university');
      assert.ok(s.professions, JSON.stringify(options));
    }
  });

  test('PROF-GEN-01 professionsAllowed, which the create form and the CLI ask, says what createGame accepts at every table', () => {
    for (const options of EVERY_TABLE) {
      const seats = seatCount(options.players, options.automa) as PlayerCount;
      const r = createGame({ ...options, seed: SEED, ruleset: WITH });
      assert.equal(professionsAllowed(seats), r.ok, JSON.stringify(options));
    }
  });

  test('PROF-GEN-01 buildPosition refuses the module with one Cultist, as createGame does', () => {
    const r = buildPosition({
      players: 5,
      roles: ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'],
      ruleset: WITH,
    });
    assert.ok(!r.ok);
    assert.ok(r.problems.some((p) => p.field === 'ruleset.professions'));
  });
});

describe('PROF-GEN-02 setup: one face-down Profession, one Informant', () => {
  test('PROF-GEN-02 PROF-GEN-06 one of the five Professions lies face down, one Investigator-team seat is the Informant, drawn from the seed', () => {
    const seen = new Set<string>();
    const informants = new Set<Seat>();
    for (let g = 0; g < 60; g++) {
      const s = created({ players: 8, seed: seedOf(500 + g), ruleset: WITH, roleSet: 'recommended' });
      const p = s.professions!;
      assert.ok((PROFESSIONS as readonly string[]).includes(p.profession));
      assert.deepEqual(
        { status: p.status, holder: p.holder, seenBy: p.informantSeenBy, used: p.used },
        { status: 'faceDown', holder: null, seenBy: null, used: false },
      );
      assert.notEqual(s.seats[p.informant]!.role, 'cultist');
      seen.add(p.profession);
      informants.add(p.informant);
      // Deterministic: the same seed deals the same token and Informant.
      const again = created({ players: 8, seed: seedOf(500 + g), ruleset: WITH, roleSet: 'recommended' });
      assert.deepEqual(again.professions, p);
    }
    assert.deepEqual([...seen].sort(), [...PROFESSIONS].sort());
    assert.ok(informants.size >= 5);
  });

  test('PROF-GEN-02 the module draws last: every other part of the deal is what the same seed deals without it, and a game without it has no Professions at all', () => {
    for (const players of [7, 8] as const) {
      for (let g = 0; g < 10; g++) {
        const seed = seedOf(900 + g);
        const plain = created({ players, seed });
        const prof = created({ players, seed, ruleset: WITH });
        assert.equal(plain.professions, undefined);
        assert.ok(!('professions' in plain));
        const { professions: _p, config: _c, rng: _r, ...rest } = prof;
        const { config: _c2, rng: _r2, ...plainRest } = plain;
        assert.deepEqual(rest, plainRest);
      }
    }
  });

  test('PROF-GEN-02 a scenario deal fixes the Profession and the Informant, and names a wrong one', () => {
    const roles: Role[] = [
      'cultist',
      'cultist',
      'investigator',
      'mechanic',
      'investigator',
      'investigator',
      'investigator',
    ];
    const s = created({
      players: 7,
      ruleset: WITH,
      specialRoles: ['mechanic'],
      deal: { roles, profession: 'saboteur', informant: 3 },
    });
    assert.equal(s.professions!.profession, 'saboteur');
    assert.equal(s.professions!.informant, 3);
    const bad = createGame({
      players: 7,
      seed: SEED,
      ruleset: WITH,
      specialRoles: ['mechanic'],
      deal: { roles, profession: 'baker' as never, informant: 1 },
    });
    assert.ok(!bad.ok);
    assert.deepEqual(bad.problems.map((p) => p.field).sort(), ['deal.informant', 'deal.profession']);
    assert.match(bad.problems.find((p) => p.field === 'deal.informant')!.message, /Investigator-team seat/);
    const off = createGame({ players: 7, seed: SEED, deal: { informant: 3 } });
    assert.ok(!off.ok);
    assert.match(off.problems[0]!.message, /Professions module/);
  });

  test("PROF-GEN-03 PROF-DETECTIVE-01 INFO-07 the Informant sees its own token; nobody sees another seat's token or the face-down Profession", () => {
    const s = created({ players: 8, ruleset: WITH });
    const informant = s.professions!.informant;
    for (let seat = 0; seat < 8; seat++) {
      const view = viewFor(s, seat);
      assert.deepEqual(view.me!.professions, {
        informant: seat === informant,
        knownInformant: null,
        pulseOrder: null,
      });
      assert.deepEqual(view.professions, { profession: null, status: 'faceDown', holder: null, used: false });
      assert.ok(!JSON.stringify(logFor(s, seat)).includes('informant'));
    }
    const spectator = viewFor(s, 'spectator');
    assert.equal(spectator.me, null);
    assert.deepEqual(spectator.professions, {
      profession: null,
      status: 'faceDown',
      holder: null,
      used: false,
    });
    // Without the module, views carry no Professions at all.
    const plain = viewFor(created({ players: 8 }), 0);
    assert.ok(!('professions' in plain) && !('professions' in plain.me!));
  });
});

describe('PROF-GEN-04 the first successful Fight a Cultist earns the Profession', () => {
  test('PROF-GEN-04 AMB-48 ACT-FIGHT-02 the fighter takes the Profession at once, face up, for everyone to see; a later fight earns nothing', () => {
    let s = at7(
      { 2: 'library', 3: 'darkblue2' },
      { profession: 'mayor' },
      { ...TOKENS, phase: { kind: 'action', seat: 2 } },
    );
    s = act(s, 2, { type: 'fightCultist', room: loc(s, 'library') });
    assert.deepEqual(events(s, 'professionEarned'), [
      { t: 'professionEarned', seat: 2, profession: 'mayor' },
    ]);
    assert.equal(s.log.find((e) => e.t === 'professionEarned')!.vis, null);
    for (const viewer of [0, 5, 'spectator'] as const)
      assert.deepEqual(viewFor(s, viewer).professions, {
        profession: 'mayor',
        status: 'held',
        holder: 2,
        used: false,
      });
    assert.deepEqual(s.phase, { kind: 'action', seat: 3, refusedBy: [] });
    s = act(s, 3, { type: 'fightCultist', room: loc(s, 'darkblue2') });
    assert.equal(events(s, 'professionEarned').length, 1);
    assert.equal(s.professions!.holder, 2);
  });

  test("AMB-48 AMB-40 the AUTOMA's fight earns nothing: the token stays beside the map for the next fight; Ghosts cannot fight", () => {
    const built = buildPosition({
      players: 7,
      automa: 6,
      roles: [
        'cultist',
        'cultist',
        'investigator',
        'investigator',
        'investigator',
        'investigator',
        'investigator',
      ],
      ruleset: WITH,
      knife: 0,
      ...TOKENS,
      seats: [{}, {}, { location: 'darkblue2', alive: false }, {}, {}, {}, { location: 'library' }],
      professions: { profession: 'saboteur', informant: 3 },
      phase: { kind: 'action', seat: 6 },
    });
    assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
    const s = built.state;
    assert.deepEqual(events(s, 'cultistFought'), [{ t: 'cultistFought', seat: 6, room: loc(s, 'library') }]);
    assert.equal(s.professions!.status, 'faceDown');
    assert.equal(events(s, 'professionEarned').length, 0);
    // The Ghost in the second dark-blue Room is offered no fight when its turn comes.
    const ghost = at7(
      { 2: { location: 'darkblue2', alive: false } },
      {},
      { ...TOKENS, phase: { kind: 'action', seat: 2 } },
    );
    assert.ok(!legalActions(ghost, 2).some((a) => a.type === 'fightCultist'));
  });
});

describe('PROF-GEN-05 only the living hold a Profession', () => {
  test('PROF-GEN-05 AMB-65 a holder who dies loses it for good: flip, role reveal, then the Profession, before the last-Cultist check; nobody earns it again', () => {
    let s = at7(
      { 3: 'darkblue2', 5: { location: 'central', pulse: ['alive'] } },
      { profession: 'exorcist', holder: 5 },
      {
        ...TOKENS,
        phase: { kind: 'vote', reason: 'cafeteria', initiator: 2, stage: 'ballot' },
        specialRoles: ['radiantBeauty'],
        roles: [
          'cultist',
          'cultist',
          'investigator',
          'investigator',
          'investigator',
          'radiantBeauty',
          'investigator',
        ],
      },
    );
    s = voteWith(s, [5, 5, 5, 5, null, null, null]);
    const order = s.log
      .filter((e) => ['becameGhost', 'roleRevealed', 'professionLost'].includes(e.t))
      .map((e) => e.t);
    assert.deepEqual(order, ['becameGhost', 'roleRevealed', 'professionLost']);
    assert.deepEqual(events(s, 'professionLost'), [{ t: 'professionLost', seat: 5, profession: 'exorcist' }]);
    assert.deepEqual(viewFor(s, 0).professions, {
      profession: 'exorcist',
      status: 'lost',
      holder: 5,
      used: false,
    });
    // The Action Phase goes on (seat 3): its fight earns nothing any more.
    assert.deepEqual(s.phase, { kind: 'action', seat: 3, refusedBy: [] });
    s = act(s, 3, { type: 'fightCultist', room: loc(s, 'darkblue2') });
    assert.equal(events(s, 'professionEarned').length, 0);
    assert.equal(s.professions!.status, 'lost');
  });
});

describe('PROF-MAYOR-01 the Mayor decides tied Votes', () => {
  const mayorVote = (more: Table = {}): GameState =>
    at7(
      {},
      { profession: 'mayor', holder: 3 },
      {
        phase: { kind: 'vote', reason: 'cafeteria', initiator: 2, stage: 'ballot' },
        ...more,
      },
    );

  test('PROF-MAYOR-01 AMB-46 a three-way tie: the living Mayor eliminates one of the tied Characters, in public', () => {
    let s = voteWith(mayorVote(), [null, 4, 4, 5, 5, 6, 6]);
    assert.deepEqual(s.phase, {
      kind: 'mayorDecision',
      seat: 3,
      tied: [4, 5, 6],
      knifeUsed: false,
      resume: { to: 'nextAction' },
    });
    assert.deepEqual(viewFor(s, 0).phase, { kind: 'mayorDecision', seat: 3, tied: [4, 5, 6] });
    assert.deepEqual(
      legalActions(s, 3).map((a) => (a.type === 'mayorDecides' ? a.target : 'x')),
      [null, 4, 5, 6],
    );
    for (const seat of [0, 1, 2, 4, 5, 6]) assert.deepEqual(legalActions(s, seat), []);
    rejects(s, 3, { type: 'mayorDecides', target: 2 }, 'target/invalid');
    rejects(s, 2, { type: 'mayorDecides', target: 4 }, 'turn/not-yours');
    assert.deepEqual(events(s, 'voteResult').at(-1)!.eliminated, null);
    s = act(s, 3, { type: 'mayorDecides', target: 5 });
    assert.deepEqual(events(s, 'mayorDecided'), [
      { t: 'mayorDecided', seat: 3, tied: [4, 5, 6], eliminated: 5 },
    ]);
    assert.deepEqual(events(s, 'becameGhost'), [{ t: 'becameGhost', seat: 5, cause: 'vote' }]);
    assert.deepEqual(s.phase, { kind: 'action', seat: 3, refusedBy: [] });
  });

  test('PROF-MAYOR-01 the Mayor may also eliminate nobody', () => {
    let s = voteWith(mayorVote(), [null, 4, 4, 5, 5, null, null]);
    // 2 against 2 with 3 abstentions: the abstentions lead, nobody is tied for elimination.
    assert.equal(s.phase.kind, 'action');
    s = voteWith(mayorVote(), [null, 4, 4, 5, 5, 5, 4]);
    s = act(s, 3, { type: 'mayorDecides', target: null });
    assert.equal(events(s, 'becameGhost').length, 0);
    assert.deepEqual(events(s, 'mayorDecided').at(-1)!.eliminated, null);
  });

  test('AMB-46 a leader level with the abstentions ("3 vs 3") is a tie the Mayor decides; with the narrow flag only Characters level with each other are', () => {
    const ballots = [null, 4, 4, null, null, 4, 5];
    const s = voteWith(mayorVote(), ballots);
    assert.equal(s.phase.kind, 'mayorDecision');
    assert.deepEqual(viewFor(s, 3).phase, { kind: 'mayorDecision', seat: 3, tied: [4] });
    const narrow = voteWith(mayorVote({ ruleset: { ...WITH, mayorTie: 'characters' } }), ballots);
    assert.equal(narrow.phase.kind, 'action');
    assert.equal(events(narrow, 'voteResult').at(-1)!.eliminated, null);
    assert.deepEqual(tiedLeaders([0, 0, 0, 0, 3, 1, 0], 3, 'abstentions'), [4]);
    assert.equal(tiedLeaders([0, 0, 0, 0, 3, 1, 0], 3, 'characters'), null);
    assert.deepEqual(tiedLeaders([2, 2, 0], 2, 'characters'), [0, 1]);
    assert.equal(tiedLeaders([2, 2, 0], 3, 'abstentions'), null);
    assert.equal(tiedLeaders([0, 0, 0], 7, 'abstentions'), null);
    assert.equal(tiedLeaders([3, 1, 0], 1, 'abstentions'), null);
  });

  test('PROF-MAYOR-01 no Mayor step without a tie, nor when the Profession is another, face down or lost', () => {
    assert.equal(voteWith(mayorVote(), [null, 4, 4, 4, 5, 5, null]).phase.kind, 'action');
    for (const professions of [
      { profession: 'detective', holder: 3 },
      { profession: 'mayor' },
      { profession: 'mayor', holder: 3, lost: true },
    ] as const) {
      const s = at7({ 3: { location: 'central', alive: !('lost' in professions) } }, professions, {
        phase: { kind: 'vote', reason: 'cafeteria', initiator: 2, stage: 'ballot' },
      });
      const after = voteWith(s, [null, 4, 4, 5, 5, 6, 6]);
      assert.equal(after.phase.kind, 'action', JSON.stringify(professions));
      assert.equal(events(after, 'becameGhost').length, 0);
    }
  });
});

describe("PROF-DETECTIVE-02 the Detective's short night", () => {
  const detectiveFight = (more: Table = {}, professions: ProfessionsSetup = {}): GameState => {
    const s = at7(
      { 2: 'library' },
      { profession: 'detective', ...professions },
      {
        ...TOKENS,
        phase: { kind: 'action', seat: 2 },
        ...more,
      },
    );
    return act(s, 2, { type: 'fightCultist', room: loc(s, 'library') });
  };

  test('PROF-DETECTIVE-02 AMB-47 INFO-07 the Detective alone learns the Informant; every seat answers the same short night, and play goes on with the next seat', () => {
    let s = detectiveFight();
    assert.equal(s.phase.kind, 'detectiveNight');
    assert.deepEqual(events(s, 'informantSeen'), [{ t: 'informantSeen', seat: 2, informant: 3 }]);
    assert.deepEqual(s.log.find((e) => e.t === 'informantSeen')!.vis, [2]);
    for (let seat = 0; seat < 7; seat++) {
      const view = viewFor(s, seat);
      assert.deepEqual(view.phase, { kind: 'detectiveNight' });
      assert.deepEqual(view.legal, [{ type: 'ready' }]);
      assert.equal(view.me!.ready, false);
      assert.equal(view.me!.professions!.knownInformant, seat === 2 ? 3 : null);
      assert.equal(
        logFor(s, seat).some((e) => e.t === 'informantSeen'),
        seat === 2,
      );
    }
    for (let seat = 6; seat >= 0; seat--) {
      assert.equal(s.phase.kind, 'detectiveNight');
      s = act(s, seat, { type: 'ready' });
    }
    // The fight was seat 2's action: seat 3 acts next.
    assert.deepEqual(s.phase, { kind: 'action', seat: 3, refusedBy: [] });
    assert.equal(viewFor(s, 2).me!.professions!.knownInformant, 3);
    assert.equal(viewFor(s, 3).me!.professions!.knownInformant, null);
  });

  test('AMB-47 it works for a Cultist Detective and with the Informant dead', () => {
    const s = detectiveFight({
      roles: [
        'cultist',
        'investigator',
        'cultist',
        'investigator',
        'investigator',
        'investigator',
        'investigator',
      ],
    });
    assert.equal(s.seats[2]!.role, 'cultist');
    assert.equal(viewFor(s, 2).me!.professions!.knownInformant, 3);
    const withGhost = at7(
      { 2: 'library', 4: { location: 'central', alive: false } },
      { profession: 'detective', informant: 4 },
      {
        ...TOKENS,
        phase: { kind: 'action', seat: 2 },
      },
    );
    const after = act(withGhost, 2, { type: 'fightCultist', room: loc(withGhost, 'library') });
    assert.equal(viewFor(after, 2).me!.professions!.knownInformant, 4);
    assert.equal(after.seats[4]!.alive, false);
  });

  test('PROF-DETECTIVE-03 the Detective may say anything: the tokens stay face down for everyone else after the night', () => {
    let s = detectiveFight();
    for (let seat = 0; seat < 7; seat++) s = act(s, seat, { type: 'ready' });
    for (const seat of [0, 1, 4, 5, 6]) {
      const view = viewFor(s, seat);
      assert.deepEqual(view.me!.professions, { informant: false, knownInformant: null, pulseOrder: null });
      assert.ok(!JSON.stringify(view).includes('"informant":3'));
    }
    assert.equal(viewFor(s, 3).me!.professions!.informant, true);
    assert.ok(!JSON.stringify(viewFor(s, 'spectator')).includes('informant'));
  });
});

describe('PROF-EXORCIST the Exorcist revives a Ghost and murders a Character', () => {
  const exorcist = (seats: Parameters<typeof table>[0], more: Table = {}): GameState =>
    at7(seats, { profession: 'exorcist', holder: 2 }, { phase: { kind: 'action', seat: 2 }, ...more });

  test("PROF-EXORCIST-01 PROF-EXORCIST-02 AMB-43 once per game, free, on the Exorcist's turn: the Ghost lives again without the face-up Dead card; the victim is murdered without a Vote; the turn goes on", () => {
    let s = exorcist({
      4: { location: 'central', alive: false, pulse: ['dead', 'alive', 'dead'], pulseTopFaceUp: true },
    });
    assert.ok(isLegal(s, 2, { type: 'exorcise', ghost: 4, victim: 0 }));
    const removedBefore = s.removed.dead;
    s = act(s, 2, { type: 'exorcise', ghost: 4, victim: 0 });
    assert.deepEqual(events(s, 'exorcised'), [
      { t: 'exorcised', seat: 2, revived: 4, deadCardRemoved: true, victim: 0 },
    ]);
    assert.equal(s.seats[4]!.alive, true);
    assert.deepEqual(s.seats[4]!.pulse, ['dead', 'alive']);
    assert.equal(s.seats[4]!.pulseTopFaceUp, false);
    assert.equal(s.removed.dead, removedBefore + 1);
    assert.deepEqual(events(s, 'becameGhost'), [{ t: 'becameGhost', seat: 0, cause: 'exorcised' }]);
    assert.equal(s.seats[0]!.pulse.length, 1, "the victim's Pulse deck is untouched");
    assert.equal(events(s, 'voteStarted').length, 0);
    // Free: the Exorcist still takes its action; once per game: no second revival.
    assert.deepEqual(s.phase, { kind: 'action', seat: 2, refusedBy: [] });
    assert.ok(!legalActions(s, 2).some((a) => a.type === 'exorcise'));
    assert.equal(viewFor(s, 5).professions!.used, true);
    s = act(s, 2, { type: 'pass' });
    assert.equal(s.phase.kind === 'action' && s.phase.seat, 3);
  });

  test('PROF-EXORCIST-02 AMB-43 a Ghost voted out keeps its Pulse deck, hidden Dead cards included, and still counts as dead', () => {
    let s = exorcist({ 4: { location: 'central', alive: false, pulse: ['alive', 'dead'], deathRound: 1 } });
    s = act(s, 2, { type: 'exorcise', ghost: 4, victim: 5 });
    assert.deepEqual(events(s, 'exorcised')[0]!.deadCardRemoved, false);
    assert.deepEqual(s.seats[4]!.pulse, ['alive', 'dead']);
    assert.equal(s.seats[4]!.deathRound, 1);
    // A revived Investigator without a Dead card no longer counts among the killed.
    let clean = exorcist({ 4: { location: 'central', alive: false, pulse: ['alive'] } });
    assert.notEqual(clean.seats[4]!.deathRound, null);
    clean = act(clean, 2, { type: 'exorcise', ghost: 4, victim: 5 });
    assert.equal(clean.seats[4]!.deathRound, null);
  });

  test('PROF-EXORCIST-03 AMB-43 the victim is a living Character other than the Exorcist and the revived one; no Ghost, no revival', () => {
    const s = exorcist({
      4: { location: 'central', alive: false },
      6: { location: 'central', alive: false },
    });
    const offered = legalActions(s, 2).flatMap((a) => (a.type === 'exorcise' ? [[a.ghost, a.victim]] : []));
    assert.deepEqual(offered, [
      [4, 0],
      [4, 1],
      [4, 3],
      [4, 5],
      [6, 0],
      [6, 1],
      [6, 3],
      [6, 5],
    ]);
    rejects(s, 2, { type: 'exorcise', ghost: 4, victim: 2 }, 'target/invalid');
    rejects(s, 2, { type: 'exorcise', ghost: 4, victim: 4 }, 'target/invalid');
    rejects(s, 2, { type: 'exorcise', ghost: 4, victim: 6 }, 'target/invalid');
    rejects(s, 3, { type: 'exorcise', ghost: 4, victim: 0 }, 'turn/not-yours');
    const nobody = exorcist({});
    assert.ok(!legalActions(nobody, 2).some((a) => a.type === 'exorcise'));
    rejects(nobody, 2, { type: 'exorcise', ghost: 4, victim: 0 }, 'action/not-now');
  });

  test('PROF-EXORCIST-03 AMB-43 murdering the last living Cultist ends the game at once', () => {
    const s = exorcist({
      0: { location: 'central', alive: false },
      4: { location: 'central', alive: false },
    });
    const after = act(s, 2, { type: 'exorcise', ghost: 4, victim: 1 });
    assert.equal(after.phase.kind, 'over');
    assert.deepEqual(after.result, { winner: 'investigators', reason: 'cultistsEliminated', round: 1 });
    // At the end every secret is shown: the Profession and the Informant too.
    assert.deepEqual(viewFor(after, 'spectator').reveal!.professions, {
      profession: 'exorcist',
      informant: 3,
    });
  });
});

describe('PROF-PROFILER-01 the Profiler sees Pulse decks in order', () => {
  test("PROF-PROFILER-01 AMB-45 INFO-03 the Profiler's Check a State does not shuffle and shows the cards top first, to the Profiler only", () => {
    const pulse = ['alive', 'dead', 'alive', 'alive'] as const;
    let s = at7(
      { 4: { location: 'central', pulse: [...pulse] } },
      { profession: 'profiler', holder: 2 },
      {
        phase: { kind: 'action', seat: 2 },
      },
    );
    s = act(s, 2, { type: 'checkState', target: 4 });
    assert.deepEqual(s.seats[4]!.pulse, [...pulse]);
    assert.deepEqual(events(s, 'pulseOrderSeen'), [
      { t: 'pulseOrderSeen', seat: 2, target: 4, cards: ['alive', 'alive', 'dead', 'alive'] },
    ]);
    assert.deepEqual(s.log.at(-1)!.vis, [2]);
    assert.deepEqual(viewFor(s, 2).me!.professions!.pulseOrder, {
      target: 4,
      cards: ['alive', 'alive', 'dead', 'alive'],
    });
    assert.equal(viewFor(s, 4).me!.professions!.pulseOrder, null);
    assert.ok(!logFor(s, 4).some((e) => e.t === 'pulseOrderSeen'));
  });

  test("PROF-PROFILER-01 the Camera check too; anyone else's check shuffles and shows no order", () => {
    const pulse = ['dead', 'alive', 'alive', 'alive', 'alive', 'alive'] as const;
    let s = at7(
      { 2: 'security', 5: { location: 'central', pulse: [...pulse] } },
      { profession: 'profiler', holder: 2 },
      { phase: { kind: 'action', seat: 2 } },
    );
    s = act(s, 2, { type: 'cameraState', target: 5 });
    assert.deepEqual(s.seats[5]!.pulse, [...pulse]);
    assert.deepEqual(events(s, 'pulseOrderSeen')[0]!.cards, [...pulse].reverse());
    let other = at7(
      { 3: { location: 'central' }, 5: { location: 'central', pulse: [...pulse] } },
      { profession: 'profiler', holder: 2 },
      { phase: { kind: 'action', seat: 3 } },
    );
    other = act(other, 3, { type: 'checkState', target: 5 });
    assert.equal(events(other, 'pulseOrderSeen').length, 0);
    assert.equal(viewFor(other, 3).me!.professions!.pulseOrder, null);
  });
});

describe('PROF-SABOTEUR-01 the Saboteur swaps two Room decks', () => {
  const saboteur = (more: Table = {}): GameState =>
    at7(
      {},
      { profession: 'saboteur', holder: 2 },
      {
        phase: { kind: 'action', seat: 2 },
        drawPile: [],
        rooms: {
          library: { ...EXPLORED },
          orange1: { deck: ['success', 'sabotage'] },
          pink1: { deck: [] },
          cafeteria: { deck: [], books: 0 },
        },
        ...more,
      },
    );

  test('PROF-SABOTEUR-01 AMB-44 AMB-61 once per game, free: two unfinished Rooms with cards swap decks unseen; each keeps its token, and a Room now holding 3 cards is explored', () => {
    let s = saboteur();
    const pairs = legalActions(s, 2).flatMap((a) => (a.type === 'swapRoomDecks' ? [a] : []));
    const library = loc(s, 'library');
    const orange1 = loc(s, 'orange1');
    const pink1 = loc(s, 'pink1');
    assert.ok(pairs.length > 0);
    assert.ok(!pairs.some((a) => a.room === pink1 || a.other === pink1));
    assert.ok(pairs.every((a) => a.room < a.other));
    const [a, b] = library < orange1 ? [library, orange1] : [orange1, library];
    s = act(s, 2, { type: 'swapRoomDecks', room: a, other: b });
    assert.deepEqual(s.rooms[library]!.deck, ['success', 'sabotage']);
    assert.deepEqual(s.rooms[orange1]!.deck, ['failure', 'failure', 'success']);
    assert.equal(s.rooms[library]!.explored, true, 'exploration stays with the Room');
    assert.equal(s.rooms[orange1]!.explored, true, 'a Room with 3 cards for the first time is explored');
    assert.deepEqual(events(s, 'roomDecksSwapped'), [{ t: 'roomDecksSwapped', seat: 2, rooms: [a, b] }]);
    assert.deepEqual(
      events(s, 'explored').map((e) => e.room),
      [orange1],
    );
    assert.deepEqual(s.phase, { kind: 'action', seat: 2, refusedBy: [] });
    assert.ok(!legalActions(s, 2).some((x) => x.type === 'swapRoomDecks'));
    rejects(s, 2, { type: 'swapRoomDecks', room: a, other: b }, 'action/not-now');
  });

  test('PROF-SABOTEUR-01 AMB-44 finished Rooms and empty decks are out; only the living holder on its own turn', () => {
    const s = saboteur();
    const pink1 = loc(s, 'pink1');
    const library = loc(s, 'library');
    const cafeteria = loc(s, 'cafeteria');
    assert.equal(s.rooms[cafeteria]!.finished, true);
    assert.ok(
      !legalActions(s, 2).some(
        (a) => a.type === 'swapRoomDecks' && (a.room === cafeteria || a.other === cafeteria),
      ),
    );
    rejects(
      s,
      2,
      { type: 'swapRoomDecks', room: Math.min(pink1, library), other: Math.max(pink1, library) },
      'room/unavailable',
    );
    rejects(s, 3, { type: 'swapRoomDecks', room: library, other: loc(s, 'orange1') }, 'turn/not-yours');
    const other = at7({}, { profession: 'saboteur', holder: 2 }, { phase: { kind: 'action', seat: 3 } });
    assert.ok(!legalActions(other, 3).some((a) => a.type === 'swapRoomDecks'));
  });
});

describe("ACTPH-07 the Professions' free actions", () => {
  test('ACTPH-07 the Exorcist and the Saboteur act for free before their action; other Professions add no action', () => {
    for (const profession of ['mayor', 'detective', 'profiler'] as const) {
      const s = at7(
        { 4: { location: 'central', alive: false } },
        { profession, holder: 2 },
        {
          phase: { kind: 'action', seat: 2 },
        },
      );
      assert.ok(legalActions(s, 2).every((a) => a.type !== 'exorcise' && a.type !== 'swapRoomDecks'));
    }
  });
});

describe('buildPosition with the Professions module', () => {
  test('PROF-GEN-02 PROF-GEN-05 each bad part is named in plain language', () => {
    const roles: Role[] = [
      'cultist',
      'cultist',
      'investigator',
      'investigator',
      'investigator',
      'investigator',
      'investigator',
    ];
    const problems = (setup: Partial<Parameters<typeof buildPosition>[0]>): string[] => {
      const r = buildPosition({ players: 7, roles, ruleset: WITH, ...setup });
      return r.ok ? [] : r.problems.map((p) => `${p.field}: ${p.message}`);
    };
    assert.match(problems({ ruleset: {}, professions: {} }).join(), /does not use the Professions module/);
    assert.match(
      problems({ professions: { informant: 0 } }).join(),
      /professions.informant: Seat 0 is a Cultist/,
    );
    assert.match(problems({ professions: { profession: 'cook' as never } }).join(), /professions.profession/);
    assert.match(
      problems({ professions: { profession: 'mayor', holder: 2 }, seats: [{}, {}, { alive: false }] }).join(),
      /Ghost: only the living hold/,
    );
    assert.match(
      problems({ professions: { profession: 'mayor', holder: 2, lost: true } }).join(),
      /alive: only a holder who died/,
    );
    assert.match(
      problems({ professions: { profession: 'mayor', holder: 2, used: true } }).join(),
      /once-per-game/,
    );
    assert.match(problems({ professions: { used: true } }).join(), /Nobody has earned/);
    assert.match(
      problems({ phase: { kind: 'mayorDecision', initiator: 2, tied: [3, 4] } }).join(),
      /Only a living Mayor/,
    );
    assert.match(problems({ phase: { kind: 'detectiveNight' } }).join(), /follows the Detective/);
  });

  test("PROF-MAYOR-01 PROF-DETECTIVE-02 a Mayor's decision and the Detective's night can be set up", () => {
    const roles: Role[] = [
      'cultist',
      'cultist',
      'investigator',
      'investigator',
      'investigator',
      'investigator',
      'investigator',
    ];
    const mayor = position({
      players: 7,
      roles,
      ruleset: WITH,
      professions: { profession: 'mayor', holder: 4, informant: 2 },
      phase: { kind: 'mayorDecision', initiator: 3, tied: [5, 6] },
    });
    assert.deepEqual(legalActions(mayor, 4).length, 3);
    const after = act(mayor, 4, { type: 'mayorDecides', target: 6 });
    assert.equal(after.seats[6]!.alive, false);
    assert.deepEqual(after.phase, { kind: 'action', seat: 4, refusedBy: [] });
    const night = position({
      players: 7,
      roles,
      ruleset: WITH,
      professions: { profession: 'detective', holder: 4, informant: 2 },
      phase: { kind: 'detectiveNight', ready: [0, 1] },
    });
    assert.deepEqual(legalActions(night, 0), []);
    assert.deepEqual(legalActions(night, 2), [{ type: 'ready' }]);
    assert.equal(viewFor(night, 4).me!.professions!.knownInformant, 2);
  });
});

describe('AMB-43 AMB-44 the once-per-game powers after the holder’s action', () => {
  test('AMB-43 PROF-EXORCIST-01 after its action the Exorcist is asked once more: use the power (the turn then passes) or pass on it', () => {
    const ghostAt4 = { 4: { location: 'central', alive: false } } as const;
    const start = (): GameState =>
      at7(ghostAt4, { profession: 'exorcist', holder: 2 }, { phase: { kind: 'action', seat: 2 } });
    let s = act(start(), 2, { type: 'pass' });
    assert.deepEqual(s.phase, { kind: 'action', seat: 2, refusedBy: [], afterAction: true });
    assert.deepEqual(viewFor(s, 0).phase, { kind: 'action', seat: 2, afterAction: true });
    const legal = legalActions(s, 2);
    assert.deepEqual(legal[0], { type: 'pass' }, 'passing on the power comes first: the timer’s default');
    assert.ok(legal.every((a) => a.type === 'pass' || a.type === 'exorcise'));
    rejects(s, 2, { type: 'checkState', target: 0 }, 'action/not-now');
    s = act(s, 2, { type: 'exorcise', ghost: 4, victim: 0 });
    assert.equal(s.seats[4]!.alive, true);
    assert.deepEqual(s.phase, { kind: 'action', seat: 3, refusedBy: [] });
    // Passing on it: the turn goes on, and nobody is asked again this round.
    let t = act(start(), 2, { type: 'pass' });
    t = act(t, 2, { type: 'pass' });
    assert.deepEqual(t.phase, { kind: 'action', seat: 3, refusedBy: [] });
    assert.equal(t.professions!.used, false);
    assert.equal(events(t, 'passed').length, 1, 'passing on the power logs no second pass');
  });

  test('AMB-43 AMB-44 nobody is asked when the power is used, or cannot be used now', () => {
    // Used before the action: the turn passes on after it.
    let used = at7(
      { 4: { location: 'central', alive: false } },
      { profession: 'exorcist', holder: 2 },
      { phase: { kind: 'action', seat: 2 } },
    );
    used = act(used, 2, { type: 'exorcise', ghost: 4, victim: 0 });
    used = act(used, 2, { type: 'pass' });
    assert.deepEqual(used.phase, { kind: 'action', seat: 3, refusedBy: [] });
    // No Ghost to revive: no question.
    const none = act(
      at7({}, { profession: 'exorcist', holder: 2 }, { phase: { kind: 'action', seat: 2 } }),
      2,
      { type: 'pass' },
    );
    assert.deepEqual(none.phase, { kind: 'action', seat: 3, refusedBy: [] });
  });
});
