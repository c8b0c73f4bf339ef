import type { Claim, GameState } from '@among-cultists/engine';
import { claimRound, claimSeats } from '@among-cultists/protocol';

/**
 * Why `seat` may not post this claim now (null: it may), said to the player. The rules never read claims
 * and a claim may be a lie; this only keeps claims about this game: the seats they name are other seats at
 * this table (the AUTOMA's included, AUTOMA-01), and the rounds they name have begun.
 */
export function claimProblem(state: GameState, seat: number, claim: Claim): string | null {
  const players = state.seats.length;
  for (const named of claimSeats(claim)) {
    if (named >= players) return `There is no seat ${named + 1} in this game of ${players}.`;
    if (named === seat) return 'A claim about someone names another seat than your own.';
  }
  const round = claimRound(claim);
  if (round !== null && round > state.round)
    return `Round ${round} has not begun; this is round ${state.round}.`;
  return null;
}
