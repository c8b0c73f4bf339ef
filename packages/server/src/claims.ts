import { claimProblem as problemOf, type Claim, type GameState } from '@among-cultists/engine';

/**
 * Why `seat` may not post this claim now (null: it may), said to the player. The engine decides
 * (`claimProblem`: the seats a claim names are other seats at this table, the AUTOMA's included, and
 * the rounds it names have begun); this words its answer.
 */
export function claimProblem(state: GameState, seat: number, claim: Claim): string | null {
  const problem = problemOf(state, seat, claim);
  if (problem === null) return null;
  switch (problem.code) {
    case 'noSuchSeat':
      return `There is no seat ${problem.seat + 1} in this game of ${state.seats.length}.`;
    case 'ownSeat':
      return 'A claim about someone names another seat than your own.';
    case 'roundNotBegun':
      return `Round ${problem.round} has not begun; this is round ${state.round}.`;
  }
}
