import type { DeathCause, VictoryReason } from '../log.ts';
import type { GameState } from '../state.ts';
import type { Seat, Team } from '../types.ts';
import { ROLE_INFO } from '../content/roles.ts';
import { cultistSeats, emit, isCultist, tableOf, teamOf, vpTarget } from './context.ts';
import { loseProfession } from './professions.ts';

/**
 * Deaths and the end of the game (WIN-*). A death is processed in the order of AMB-65 step 4:
 * flip to Ghost, reveal the role if a rule requires it, lose a Profession, then the last-living-Cultist check.
 */

/**
 * Records that an Investigator-team Character is now dead for the kill count (WIN-11): a Dead card
 * entered its Pulse deck, or it became a Ghost. Tracks the round the kill target was first met (AMB-16).
 */
export function noteDeath(s: GameState, seat: Seat): void {
  const st = s.seats[seat]!;
  if (st.deathRound !== null || teamOf(s, seat) !== 'investigators') return;
  st.deathRound = s.round;
  if (s.killTargetRound === null && deadInvestigators(s).length >= tableOf(s).killTarget) {
    s.killTargetRound = s.round;
  }
}

/** Investigator-team Characters that count as dead (WIN-11). */
export function deadInvestigators(s: GameState): Seat[] {
  const out: Seat[] = [];
  s.seats.forEach((st, i) => {
    if (st.deathRound !== null && teamOf(s, i) === 'investigators') out.push(i);
  });
  return out;
}

export function isOver(s: GameState): boolean {
  return s.phase.kind === 'over' || s.phase.kind === 'seerGuess';
}

/** Turns a living Character into a Ghost and applies what follows from it. */
export function becomeGhost(s: GameState, seat: Seat, cause: DeathCause): void {
  const st = s.seats[seat]!;
  if (!st.alive) return;
  st.alive = false;
  emit(s, { t: 'becameGhost', seat, cause, round: s.round, vis: null });
  if (ROLE_INFO[st.role].revealOnDeath) revealRole(s, seat); // Radiant Beauty, Infected, Super Ghost
  loseProfession(s, seat); // PROF-GEN-05, AMB-65 step 4: after the role reveal, before the Infected's timer
  if (st.role === 'infected') s.infectedUntil = s.round + 1; // ROLE-INFECTED-01, AMB-29
  noteDeath(s, seat);
  if (cause === 'vote' && seat === s.config.automa && s.config.cultists === 1) {
    // AUTOMA-23: the AUTOMA voted out reveals its role; as the only Cultist it cannot have claimed,
    // so every Pulse deck is checked now and its kill victory trumps the Investigators'.
    revealRole(s, seat);
    if (!isCultist(s, seat)) return;
    const won = deadInvestigators(s).length >= tableOf(s).killTarget;
    emit(s, {
      t: 'claimChecked',
      deadInvestigators: deadInvestigators(s),
      needed: tableOf(s).killTarget,
      round: s.round,
      vis: null,
    });
    if (won) finish(s, 'cultists', 'kills');
    else finish(s, 'investigators', 'cultistsEliminated');
    return;
  }
  if (isCultist(s, seat) && cultistSeats(s).every((c) => !s.seats[c]!.alive)) {
    // VOTE-11 / WIN-02: the last living Cultist must reveal, and the game ends at once.
    revealRole(s, seat);
    if (s.config.cultists >= 2 && s.killTargetRound !== null && s.killTargetRound < s.round) {
      finish(s, 'cultists', 'kills'); // WIN-06
    } else {
      investigatorsWin(s, 'cultistsEliminated');
    }
  }
}

/**
 * The handicapped roles die after doing what they must not (ROLE-GREENHORN/BUTTERFINGERS/CRYBABY):
 * a living Character with that role becomes a Ghost, without revealing it (AMB-28, AMB-33).
 */
export function roleDeathAfter(
  s: GameState,
  seat: Seat,
  role: 'greenhorn' | 'butterfingers' | 'crybaby' | 'firestarter',
): void {
  const st = s.seats[seat]!;
  if (st.role === role && st.alive) becomeGhost(s, seat, role);
}

/** AMB-26: any use of the Knife's privileges kills a Butterfingers afterwards. */
export function knifeUsed(s: GameState, seat: Seat): void {
  roleDeathAfter(s, seat, 'butterfingers');
}

export function revealRole(s: GameState, seat: Seat): void {
  const st = s.seats[seat]!;
  if (st.roleRevealed) return;
  st.roleRevealed = true;
  emit(s, { t: 'roleRevealed', seat, role: st.role, round: s.round, vis: null });
}

/** WIN-01 / AMB-20: the Investigators win as soon as the VP reach the (possibly moved) target. */
export function checkVpTarget(s: GameState): void {
  if (isOver(s) || s.vp < vpTarget(s)) return;
  const killsFirst = s.killTargetRound !== null && s.killTargetRound < s.round;
  if (s.config.cultists >= 2 && s.config.ruleset.vpAfterKillsPreviousRound && killsFirst) {
    finish(s, 'cultists', 'kills'); // AMB-16
  } else {
    investigatorsWin(s, 'vpTarget');
  }
}

/** An Investigator win stands unless the Cultists name the Seer (WIN-08, AMB-17). */
export function investigatorsWin(s: GameState, reason: VictoryReason): void {
  // AMB-17: the Cultists guess, but not the AUTOMA (its human partner decides).
  const cultists = cultistSeats(s).filter((c) => c !== s.config.automa);
  if (s.seats.some((st) => st.role === 'seer') && cultists.length > 0) {
    s.phase = { kind: 'seerGuess', cultists, guesses: cultists.map(() => null), pending: reason };
    return;
  }
  finish(s, 'investigators', reason);
}

export function finish(s: GameState, winner: Team, reason: VictoryReason): void {
  s.result = { winner, reason, round: s.round };
  s.phase = { kind: 'over' };
  emit(s, { t: 'gameOver', winner, reason, round: s.round, vis: null });
}
