import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  apply,
  cardsAccountedFor,
  logFor,
  replay,
  setupCardTotals,
  viewFor,
  type GameOptions,
  type GameState,
  type Viewer,
} from '../src/index.ts';
import { sameAction } from '../src/actions.ts';
import { seedOf } from '../src/testing.ts';
import { hide } from './hidden.ts';
import { playRandomGame } from './random-play.ts';

const GAMES = Math.max(50, Math.ceil(Number(process.env.PROPERTY_GAMES ?? 500) / 10));

/** Hiding what a viewer may not know (the face-down Profession, the Informant) changes nothing it sees. */
function assertIndistinguishable(s: GameState, salt: number): void {
  for (const viewer of ['spectator', ...s.seats.map((_, seat) => seat)] as Viewer[]) {
    const other = hide(s, viewer, salt);
    assert.deepEqual(
      viewFor(other, viewer),
      viewFor(s, viewer),
      `view of ${String(viewer)} in ${s.phase.kind}`,
    );
    assert.deepEqual(logFor(other, viewer), logFor(s, viewer));
  }
}

describe('random complete games with the Professions module, 7 and 8 players', () => {
  for (const table of [{ players: 7 }, { players: 8 }, { players: 6, automa: true }] as const) {
    const name = `${table.players}${'automa' in table ? ' + the AUTOMA' : ' players'}`;
    test(`PROF-GEN-01 PROF-GEN-04 ACTPH-07 ${name}: games end, cards are conserved, exactly the legal actions are accepted, replay equals play, views hide the Informant and the face-down Profession`, () => {
      const seen = new Set<string>();
      for (let g = 0; g < GAMES; g++) {
        const options: GameOptions = {
          ...table,
          seed: seedOf(table.players * 410_000 + ('automa' in table ? 7 : 0) + g),
          ruleset: { professions: true, ...(g % 3 === 0 && table.players === 8 ? { lifelines: true } : {}) },
          ...(g % 4 === 1 ? { board: 'mountains' } : {}),
          ...(g % 2 === 0 ? { roleSet: 'recommended' as const } : {}),
        };
        const { state, steps } = playRandomGame(options, g, (s, step, i) => {
          assert.deepEqual(cardsAccountedFor(s), setupCardTotals(s.config), `cards before step ${i}`);
          if (i % 9 === 0) {
            for (const legal of step.legal)
              assert.ok(apply(s, step.seat, legal).ok, `legal ${JSON.stringify(legal)} refused`);
          }
          if (i % 5 === 0) {
            // A Profession action of another seat's or of the wrong kind is refused unchanged.
            for (const candidate of [
              { type: 'exorcise', ghost: (step.seat + 1) % s.seats.length, victim: step.seat },
              { type: 'swapRoomDecks', room: 0, other: 2 },
              { type: 'mayorDecides', target: null },
            ]) {
              const before = JSON.stringify(s);
              const result = apply(s, step.seat, candidate);
              assert.equal(JSON.stringify(s), before);
              assert.equal(
                result.ok,
                step.legal.some((a) => sameAction(a, candidate)),
                JSON.stringify(candidate),
              );
            }
          }
          if (g < 6 && i % 7 === 0) assertIndistinguishable(s, i * 17 + g);
          if (s.phase.kind === 'mayorDecision' || s.phase.kind === 'detectiveNight') {
            seen.add(s.phase.kind);
            assertIndistinguishable(s, i);
          }
          // PROF-GEN-05: only the living hold a Profession.
          const p = s.professions!;
          if (p.status === 'held') assert.ok(s.seats[p.holder!]!.alive);
        });
        assert.ok(state.result);
        assert.ok(state.round <= 10);
        for (const e of state.log) {
          if (e.t === 'professionEarned') seen.add(e.profession);
          if (e.t === 'exorcised' || e.t === 'roomDecksSwapped' || e.t === 'pulseOrderSeen') seen.add(e.t);
        }
        if (g % 5 === 0) {
          const replayed = replay({ options, actions: steps.map(({ seat, action }) => ({ seat, action })) });
          assert.ok(replayed.ok);
          assert.deepEqual(replayed.state, state);
        }
      }
      if (table.players !== 6)
        for (const expected of ['mayor', 'detective', 'exorcist', 'profiler', 'saboteur', 'detectiveNight'])
          assert.ok(seen.has(expected), `random play reaches ${expected}`);
    });
  }
});
