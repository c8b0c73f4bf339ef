import type { PhaseSetup } from './position.ts';
import { placeVoteCaller, seatOk } from './position-context.ts';
import { startVote } from './rules/vote.ts';
import { ABSTAIN, type GameState } from './state.ts';

/** A Vote under way: started as the rules start one, at the stage asked, with the ballots cast. */
export function placeVote(
  s: GameState,
  setup: Extract<PhaseSetup, { kind: 'vote' }>,
  bad: (f: string, m: string) => void,
): void {
  if (!seatOk(s, setup.initiator, 'phase.initiator', bad)) return;
  const then = placeVoteCaller(s, setup, bad);
  startVote(s, setup.reason, setup.initiator, then);
  const phase = s.phase;
  if (phase.kind !== 'vote') return;
  const stage = setup.stage ?? 'discussion';
  const ballots = setup.ballots ?? s.seats.map(() => null);
  if (ballots.length !== s.seats.length) {
    bad('phase.ballots', `One entry per seat (${s.seats.length}).`);
    return;
  }
  ballots.forEach((b, i) => {
    if (i === s.config.automa) {
      if (b !== null && b !== 'abstain') bad('phase.ballots', 'The AUTOMA abstains (AUTOMA-20).');
      return;
    }
    if (b === null) return;
    if (stage === 'discussion') bad('phase.ballots', 'No ballot is cast during the discussion.');
    else if (b === 'abstain') phase.ballots[i] = ABSTAIN;
    else if (seatOk(s, b, 'phase.ballots', bad)) {
      if (!s.seats[b]!.alive)
        bad('phase.ballots', `Seat ${b} is a Ghost: only the living may be named (AMB-11).`);
      else phase.ballots[i] = b;
    }
  });
  if (stage === 'discussion') return;
  phase.ready = s.seats.map(() => true);
  phase.stage = stage;
  const open = phase.ballots.filter((b) => b === null).length;
  if (stage === 'knife' && open > 0)
    bad('phase.ballots', 'The Knife holder chooses once every ballot is revealed.');
  if (stage === 'ballot' && open === 0)
    bad('phase.ballots', 'Every ballot is cast: they are revealed at once.');
}
