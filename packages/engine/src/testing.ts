/**
 * Helpers for tests: build a position, act, and assert rejections with readable failures.
 * Not part of the engine's public API.
 */
import assert from 'node:assert/strict';
import type { Action } from './actions.ts';
import { apply } from './apply.ts';
import { locationIndex } from './content/board.ts';
import { randomInt, type RngState } from './rng/random.ts';
import { legalActions } from './legal.ts';
import type { GameEvent } from './log.ts';
import { buildPosition, type PositionSetup } from './position.ts';
import type { RejectionCode } from './reject.ts';
import { createGame } from './setup.ts';
import type { GameOptions } from './options.ts';
import type { GameState } from './state.ts';
import type { LocationId, Role, Seat } from './types.ts';

export { claimArb } from './claims.testing.ts';

/** Every table the game is played at: 4-8 players, and 6 with the AUTOMA (4 players always have it). */
export const EVERY_TABLE: readonly { readonly players: GameOptions['players']; readonly automa?: true }[] = [
  { players: 4 },
  { players: 5 },
  { players: 6 },
  { players: 6, automa: true },
  { players: 7 },
  { players: 8 },
];

/** A 6-player deal: the Cultist at seat 0, the Seer at seat 3 (frozen: tests share it). */
export const SIX_ROLES = Object.freeze([
  'cultist',
  'investigator',
  'investigator',
  'seer',
  'investigator',
  'investigator',
]) as Role[];
/** A 7-player deal: the Cultists at seats 0 and 2 (frozen: tests share it). */
export const SEVEN_ROLES = Object.freeze([
  'cultist',
  'investigator',
  'cultist',
  'investigator',
  'investigator',
  'investigator',
  'investigator',
]) as Role[];

/** A deterministic 256-bit seed from a small number. */
export function seedOf(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0').repeat(8);
}

export function newGame(options: Partial<GameOptions> & Pick<GameOptions, 'players'>): GameState {
  const created = createGame({ seed: seedOf(1), ...options });
  if (!created.ok)
    assert.fail(`createGame failed: ${created.problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`);
  return created.state;
}

export function position(setup: PositionSetup): GameState {
  const built = buildPosition(setup);
  if (!built.ok)
    assert.fail(
      `buildPosition failed:\n${built.problems.map((p) => `  ${p.field}: ${p.message}`).join('\n')}`,
    );
  return built.state;
}

/** Applies an action that must be legal; returns the new state. */
export function act(s: GameState, seat: Seat, action: Action): GameState {
  const r = apply(s, seat, action);
  if (!r.ok) {
    assert.fail(
      `seat ${seat} ${JSON.stringify(action)} was rejected: ${r.rejection.code} ${r.rejection.message}\n` +
        `phase: ${JSON.stringify(s.phase)}\nlegal: ${JSON.stringify(legalActions(s, seat))}`,
    );
  }
  return r.state;
}

/** Applies several actions in turn. */
export function actAll(s: GameState, steps: readonly (readonly [Seat, Action])[]): GameState {
  return steps.reduce((state, [seat, action]) => act(state, seat, action), s);
}

/** Asserts that an action is refused (optionally with a given code) and the state is untouched. */
export function rejects(s: GameState, seat: Seat, action: unknown, code?: RejectionCode): string {
  const before = JSON.stringify(s);
  const r = apply(s, seat, action);
  if (r.ok) assert.fail(`expected ${JSON.stringify(action)} by seat ${seat} to be rejected`);
  assert.equal(JSON.stringify(s), before, 'a rejected action must not change the state');
  if (code) assert.equal(r.rejection.code, code, r.rejection.message);
  assert.ok(r.rejection.message.length > 0);
  return r.rejection.message;
}

/**
 * The state after one legal action picked uniformly among every seat's (not only the first actor's, as
 * a random playout takes them), or null when nobody can act; `s` is left as it was.
 */
export function afterAnyAction(s: GameState, rng: RngState): GameState | null {
  const moves = s.seats.flatMap((_, seat) => legalActions(s, seat).map((action) => ({ seat, action })));
  if (moves.length === 0) return null;
  const move = moves[randomInt(rng, moves.length)]!;
  const result = apply(s, move.seat, move.action);
  assert.ok(result.ok, `a legal action was refused: ${JSON.stringify(move)}`);
  return result.state;
}

export function isLegal(s: GameState, seat: Seat, action: Action): boolean {
  return legalActions(s, seat).some((a) => JSON.stringify(a) === JSON.stringify(action));
}

/** Location index of a location id on the game's map. */
export function loc(s: GameState, id: string): LocationId {
  const i = locationIndex(s.config.board.layout, id);
  if (i === undefined) assert.fail(`no location '${id}' on layout ${s.config.layout}`);
  return i;
}

/** Log events (without visibility) of a given type, newest last. */
export function events<T extends GameEvent['t']>(s: GameState, t: T): Extract<GameEvent, { t: T }>[] {
  return s.log
    .filter((e) => e.t === t)
    .map(({ round: _round, vis: _vis, ...event }) => event) as unknown as Extract<GameEvent, { t: T }>[];
}

/** Every seat says ready (Night Phase, Vote discussion, …) in seat order. */
export function allReady(s: GameState): GameState {
  let state = s;
  for (let seat = 0; seat < state.seats.length; seat++) {
    if (legalActions(state, seat).some((a) => a.type === 'ready'))
      state = act(state, seat, { type: 'ready' });
  }
  return state;
}

/** Every seat casts the given ballot (seat → target or null), then concludes any Knife step by keeping. */
export function voteWith(s: GameState, ballots: readonly (Seat | null)[]): GameState {
  let state = allReady(s);
  ballots.forEach((target, seat) => {
    state = act(state, seat, { type: 'ballot', target });
  });
  if (state.phase.kind === 'vote' && state.phase.stage === 'knife')
    state = act(state, state.knife, { type: 'keepBallot' });
  return state;
}
