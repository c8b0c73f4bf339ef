import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { layoutById } from '../content/index.ts';
import { actors, legalActions } from '../legal.ts';
import type { GameState } from '../state.ts';
import type { PlayerCount, Role } from '../types.ts';
import { act, position, seedOf } from '../testing.ts';
import { encounterKey, livingAt, movementKey } from './context.ts';

/** A random Movement Phase: anyone anywhere, Ghosts, the Fishman, Secret Doors, Morale, power. */
const situation = fc.record({
  players: fc.constantFrom<PlayerCount>(5, 6, 7, 8),
  seed: fc.nat(),
  firstCultist: fc.nat(7),
  places: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  ghosts: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  knife: fc.nat(7),
  fishman: fc.boolean(),
  secretDoors: fc.boolean(),
  secretDoorsGroupRule: fc.boolean(),
  morale: fc.integer({ min: -1, max: 1 }),
  power: fc.boolean(),
  choices: fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
});

type Situation = typeof situation extends fc.Arbitrary<infer T> ? T : never;

function build(x: Situation): GameState {
  const n = x.players;
  const layout = layoutById(n <= 6 ? 'small' : n === 7 ? 'medium' : 'large');
  const cultists = n >= 7 ? 2 : 1;
  const first = x.firstCultist % n;
  const roles: Role[] = Array.from({ length: n }, (_, i) =>
    (i - first + n) % n < cultists ? 'cultist' : 'investigator',
  );
  return position({
    players: n,
    seed: seedOf(x.seed),
    roles,
    specialRoles: [],
    ruleset: { secretDoorsGroupRule: x.secretDoorsGroupRule },
    knife: x.knife % n,
    power: x.power,
    fishman: x.fishman ? layout.locations[layout.fishmanEntry]!.id : null,
    effects: { secretDoors: x.secretDoors, morale: x.morale },
    // The first Cultist stays alive, or the game would be over.
    seats: roles.map((_, i) => ({
      location: layout.locations[x.places[i]! % layout.locations.length]!.id,
      alive: i === first || !x.ghosts[i],
    })),
  });
}

test('GOLD-03 MOVE-01 MOVE-02 MOVE-03 MOVE-04 MOVE-06 MOVE-08 ENC-02 ENC-06 AMB-25 AMB-58 random Movement Phases', () => {
  fc.assert(
    fc.property(situation, (x) => {
      const start = build(x);
      const layout = layoutById(start.config.layout);
      const key = (l: number): number => movementKey(start, l);
      const sameGroup = (a: number, b: number): boolean =>
        start.effects.secretDoors &&
        layout.groupKey[a] === layout.groupKey[b] &&
        layout.groupKey[a]! >= layout.locations.length;
      let s = start;
      let i = 0;
      while ((s.phase.kind === 'movement' || s.phase.kind === 'encounter') && i < 500) {
        const seats = actors(s);
        const seat = seats[x.choices[i % 64]! % seats.length]!;
        const legal = legalActions(s, seat);
        const action = legal[(x.choices[(i * 7 + 3) % 64]! + i) % legal.length]!;
        i++;
        // MOVE-08 / AMB-58: only the living Knife holder ever enters the Fishman's hallway.
        if ((action.type === 'step' || action.type === 'teleport') && action.to === s.fishman) {
          assert.ok(seat === s.knife && s.seats[seat]!.alive, `seat ${seat} entered the Fishman's hallway`);
        }
        const wasEncounter = s.phase.kind === 'encounter';
        s = act(s, seat, action);
        if (s.phase.kind === 'encounter' && !wasEncounter) {
          // ENC-02 / ENC-06: exactly the living there meet; with the light on, only pairs.
          const here = encounterKey(s, s.phase.location);
          assert.deepEqual([...s.phase.participants].sort(), livingAt(s, here));
          assert.ok(s.power ? s.phase.participants.length === 2 : s.phase.participants.length >= 2);
        }
      }
      assert.ok(
        s.log.some((e) => e.t === 'phase' && e.phase === 'event'),
        'the Event Phase follows',
      );

      // Group the movement log into turns: one per Character, clockwise from the Knife holder.
      const turns: { seat: number; from: number; to: number; paid: number; stayed: boolean }[] = [];
      for (const e of s.log) {
        if (e.t !== 'moved' && e.t !== 'teleported' && e.t !== 'stayed') continue;
        let turn = turns.at(-1);
        if (turn?.seat !== e.seat) {
          const here = start.seats[e.seat]!.location;
          turn = { seat: e.seat, from: e.t === 'stayed' ? here : e.from, to: here, paid: 0, stayed: false };
          turns.push(turn);
        }
        if (e.t === 'stayed') turn.stayed = true;
        else {
          if (e.t === 'moved') {
            const free = sameGroup(e.from, e.to);
            assert.ok(free || layout.adjacent[e.from]!.includes(e.to), 'MOVE-03: through a Door');
            if (!free) turn.paid += 1;
          }
          turn.to = e.to;
        }
      }
      const n = start.seats.length;
      assert.deepEqual(
        turns.map((t) => t.seat),
        Array.from({ length: n }, (_, k) => (start.knife + k) % n),
      );
      for (const t of turns) {
        const ghost = !start.seats[t.seat]!.alive;
        if (t.stayed) assert.equal(t.to, t.from);
        else assert.notEqual(key(t.to), key(t.from), `GOLD-03: seat ${t.seat} ended where it started`);
        if (!ghost) assert.ok(t.paid <= 3 + x.morale, 'MOVE-02');
        assert.equal(s.seats[t.seat]!.location, t.to);
      }
      // AMB-25 never arises on the printed maps.
      assert.ok(turns.every((t) => !t.stayed));
    }),
    { numRuns: 300, seed: 20240601 },
  );
});
