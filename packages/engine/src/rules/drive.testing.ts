/**
 * Test support for the event tests: play a game forward with a fixed or a random policy until a
 * condition holds. Only legal actions are ever taken (from `legalActions`).
 */
import assert from 'node:assert/strict';
import type { Action } from '../actions.ts';
import { applyInPlace } from '../apply.ts';
import { cloneState } from '../clone.ts';
import { EVENT_TOKENS } from '../content/tables.ts';
import { actors, legalActions } from '../legal.ts';
import { randomInt, type RngState } from '../rng/random.ts';
import type { GameState } from '../state.ts';
import type { EventId, Seat } from '../types.ts';

export type Policy = (s: GameState, seat: Seat, legal: readonly Action[]) => Action;

/**
 * Does as little as possible: moves the shortest legal way, passes, abstains, gives Alive cards,
 * skips optional events, refuses the Portal and never claims.
 */
export const passive: Policy = (_s, _seat, legal) => {
  const prefer: readonly Action['type'][] = [
    'ready',
    'endMovement',
    'pass',
    'skipEvent',
    'keepBallot',
    'endRound',
    'returnEventToken',
  ];
  for (const type of prefer) {
    const found = legal.find((a) => a.type === type);
    if (found) return found;
  }
  return (
    legal.find((a) => a.type === 'giveCard' && a.card === 'alive') ??
    legal.find((a) => a.type === 'ballot' && a.target === null) ??
    legal.find((a) => a.type === 'endCheck' && !a.reveal) ??
    legal.find((a) => a.type === 'answerPortal' && !a.accept) ??
    legal[0]!
  );
};

/** Uniform over the legal actions, from a seeded stream. */
export function randomPolicy(rng: RngState): Policy {
  return (_s, _seat, legal) => legal[randomInt(rng, legal.length)]!;
}

/**
 * Plays on (on a copy) until `stop` holds or the game is over; with `pick`, a random seat among
 * those with a decision acts, otherwise the first one.
 */
export function drive(
  start: GameState,
  stop: (s: GameState) => boolean,
  policy: Policy = passive,
  pick?: RngState,
): GameState {
  const s = cloneState(start);
  for (let steps = 0; !stop(s) && s.phase.kind !== 'over'; steps++) {
    assert.ok(steps < 20_000, 'the game does not progress');
    const waiting = actors(s);
    assert.ok(waiting.length > 0, `nobody can act in phase ${s.phase.kind}`);
    const seat = pick ? waiting[randomInt(pick, waiting.length)]! : waiting[0]!;
    applyInPlace(s, seat, policy(s, seat, legalActions(s, seat)));
  }
  return s;
}

/** Stop conditions. */
export const at = {
  movement: (round: number) => (s: GameState) => s.round === round && s.phase.kind === 'movement',
  action: (round: number) => (s: GameState) => s.round === round && s.phase.kind === 'action',
  round: (round: number) => (s: GameState) => s.round === round,
};

/** A full Bag order: `first` come out first, then the other tokens not listed in `used`. */
export function bagOrder(first: readonly EventId[], used: readonly EventId[] = []): EventId[] {
  const rest = [...EVENT_TOKENS];
  for (const t of [...first, ...used]) {
    const i = rest.indexOf(t);
    assert.ok(i >= 0, `no token '${t}' left`);
    rest.splice(i, 1);
  }
  return [...first, ...rest];
}
