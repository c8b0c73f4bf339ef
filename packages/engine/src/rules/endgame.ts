import type { ActionOf } from '../actions.ts';
import type { GameState } from '../state.ts';
import type { Seat } from '../types.ts';
import { emit, isCultist, tableOf, turnIndex } from './context.ts';
import { endRound } from './flow.ts';
import { deadInvestigators, finish, investigatorsWin, revealRole } from './victory.ts';

/** The Cleanup claim of a sole Cultist (CLEAN-01) and the Seer guess (WIN-08, VOTE-12). */

type CleanupPhase = Extract<GameState['phase'], { kind: 'cleanup' }>;
type SeerPhase = Extract<GameState['phase'], { kind: 'seerGuess' }>;

export function cleanupActions(
  s: GameState,
  phase: CleanupPhase,
  seat: Seat,
): ActionOf<'endRound' | 'claimVictory'>[] {
  if (phase.ready[seat] === true) return [];
  const out: ActionOf<'endRound' | 'claimVictory'>[] = [{ type: 'endRound' }];
  if (isCultist(s, seat) && s.seats[seat]!.alive) out.push({ type: 'claimVictory' });
  return out;
}

export function cleanupAnswer(s: GameState, phase: CleanupPhase, seat: Seat, claim: boolean): void {
  phase.ready[seat] = true;
  if (claim) phase.claim = seat;
  if (!phase.ready.every(Boolean)) return;
  if (phase.claim === null) {
    endRound(s);
    return;
  }
  // The Cultist reveals; every Pulse deck is checked (AMB-66).
  const cultist = phase.claim;
  revealRole(s, cultist);
  emit(s, { t: 'claimed', seat: cultist, round: s.round, vis: null });
  const dead = deadInvestigators(s);
  const needed = tableOf(s).killTarget;
  emit(s, { t: 'claimChecked', deadInvestigators: dead, needed, round: s.round, vis: null });
  if (dead.length >= needed) finish(s, 'cultists', 'claim');
  else if (s.config.ruleset.seerGuessAfterFailedClaim) investigatorsWin(s, 'failedClaim');
  else finish(s, 'investigators', 'failedClaim');
}

export function seerGuessActions(s: GameState, phase: SeerPhase, seat: Seat): ActionOf<'guessSeer'>[] {
  const i = phase.cultists.indexOf(seat);
  if (i < 0 || phase.guesses[i] !== null) return [];
  const out: ActionOf<'guessSeer'>[] = [];
  s.seats.forEach((_, target) => {
    if (!phase.cultists.includes(target)) out.push({ type: 'guessSeer', target });
  });
  return out;
}

/**
 * AMB-17: all Cultists, alive or Ghost, name one Character. If they disagree, the pick of the
 * Cultist seated first clockwise from the Knife holder counts.
 */
export function guessSeer(s: GameState, phase: SeerPhase, seat: Seat, target: Seat): void {
  phase.guesses[phase.cultists.indexOf(seat)] = target;
  if (phase.guesses.includes(null)) return;
  const first = [...phase.cultists].sort((a, b) => turnIndex(s, a) - turnIndex(s, b))[0]!;
  const guess = phase.guesses[phase.cultists.indexOf(first)]!;
  const seer = s.seats.findIndex((st) => st.role === 'seer');
  emit(s, { t: 'seerGuessed', guess, seer: seer >= 0 ? seer : null, by: first, round: s.round, vis: null });
  if (s.seats[guess]!.role === 'seer') finish(s, 'cultists', 'seerIdentified');
  else finish(s, 'investigators', phase.pending);
}
