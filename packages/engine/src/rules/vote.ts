import type { ActionOf } from '../actions.ts';
import { ABSTAIN, type GameState, type Resume } from '../state.ts';
import type { Seat } from '../types.ts';
import { emit, tableOf } from './context.ts';
import { resume } from './flow.ts';
import { becomeGhost, isOver, knifeUsed } from './victory.ts';
import { isAutoma } from './automa.ts';
import { mayorTie, startMayorDecision } from './professions.ts';
import type { PlayerView } from '../view.ts';

/**
 * Votes (VOTE-*): an open discussion, then sealed ballots from every player, Ghosts included
 * (VOTE-04), revealed at once with names (AMB-12). At 5-6 players a living Knife holder may then
 * change their ballot; at 7-8 their ballot counts double (VOTE-06).
 */

type VotePhase = Extract<GameState['phase'], { kind: 'vote' }>;

export function startVote(s: GameState, reason: 'cafeteria' | 'murder', initiator: Seat, then: Resume): void {
  emit(s, { t: 'voteStarted', reason, initiator, round: s.round, vis: null });
  s.phase = {
    kind: 'vote',
    stage: 'discussion',
    reason,
    initiator,
    // AUTOMA-20: the AUTOMA abstains, without discussion.
    ready: s.seats.map((_, i) => isAutoma(s, i)),
    ballots: s.seats.map((_, i) => (isAutoma(s, i) ? ABSTAIN : null)),
    knifeChanged: false,
    resume: then,
  };
}

/** AMB-11: living Characters may be named, yourself included; `null` abstains. */
function ballotOptions(s: GameState): (Seat | null)[] {
  const out: (Seat | null)[] = [];
  for (let i = 0; i < s.seats.length; i++) if (s.seats[i]!.alive) out.push(i);
  out.push(null);
  return out;
}

/** VOTE-06/07, AMB-60, AUTOMA-20: what the Knife holder's ballot may do in a Vote now, if anything. */
export function knifePrivilege(s: GameState): 'change' | 'double' | null {
  if (knifeMayChange(s)) return 'change';
  return tableOf(s).knife === 'double' && s.seats[s.knife]!.alive ? 'double' : null;
}

export function knifeMayChange(s: GameState): boolean {
  return tableOf(s).knife === 'change' && s.seats[s.knife]!.alive && !isAutoma(s, s.knife);
}

export function voteActions(
  s: GameState,
  phase: VotePhase,
  seat: Seat,
): ActionOf<'ready' | 'ballot' | 'keepBallot'>[] {
  switch (phase.stage) {
    case 'discussion':
      return phase.ready[seat] === true ? [] : [{ type: 'ready' }];
    case 'ballot':
      return phase.ballots[seat] === null
        ? ballotOptions(s).map((target) => ({ type: 'ballot', target }))
        : [];
    case 'knife': {
      if (seat !== s.knife) return [];
      const current = fromStored(phase.ballots[seat]!);
      const out: ActionOf<'ready' | 'ballot' | 'keepBallot'>[] = [{ type: 'keepBallot' }];
      for (const target of ballotOptions(s)) if (target !== current) out.push({ type: 'ballot', target });
      return out;
    }
  }
}

/**
 * Whether `voteActions` lists anything for `seat`, without building it: the ready, a ballot to cast
 * (abstaining is always one, AMB-11), the Knife holder's keep (VOTE-06).
 */
export function voteAny(s: GameState, phase: VotePhase, seat: Seat): boolean {
  switch (phase.stage) {
    case 'discussion':
      return phase.ready[seat] !== true;
    case 'ballot':
      return phase.ballots[seat] === null;
    case 'knife':
      return seat === s.knife;
  }
}

function fromStored(b: number): Seat | null {
  return b === ABSTAIN ? null : b;
}

export function voteReady(_s: GameState, phase: VotePhase, seat: Seat): void {
  phase.ready[seat] = true;
  if (phase.ready.every(Boolean)) phase.stage = 'ballot';
}

export function castBallot(s: GameState, phase: VotePhase, seat: Seat, target: Seat | null): void {
  if (phase.stage === 'knife') {
    const from = fromStored(phase.ballots[seat]!);
    phase.ballots[seat] = target ?? ABSTAIN;
    phase.knifeChanged = true;
    emit(s, { t: 'ballotChanged', seat, from, to: target, round: s.round, vis: null });
    conclude(s, phase);
    return;
  }
  phase.ballots[seat] = target ?? ABSTAIN;
  if (phase.ballots.includes(null)) return;
  emit(s, {
    t: 'ballotsRevealed',
    ballots: phase.ballots.map((b) => fromStored(b!)),
    round: s.round,
    vis: null,
  });
  if (knifeMayChange(s)) {
    phase.stage = 'knife';
    return;
  }
  conclude(s, phase);
}

export function keepBallot(s: GameState, phase: VotePhase): void {
  conclude(s, phase);
}

/** Who holds the Knife and what it does to the count (VOTE-06, AUTOMA-20, AMB-60). */
export interface CountingKnife {
  readonly seat: Seat;
  /** The holder is alive: a Ghost holder has no privilege. */
  readonly alive: boolean;
  /** 7-8 players: the holder's ballot counts twice. */
  readonly double: boolean;
  /** The AUTOMA's seat, whose abstention counts twice while it holds the Knife, alive or a Ghost
   *  (AUTOMA-20 has no condition, unlike VOTE-06's privilege). */
  readonly automa: Seat | null;
}

/**
 * The tally of VOTE-07 / AMB-11 over ballots (a seat, or null to abstain). Pure, so that a
 * client or a bot can count a ballot list it was shown exactly as the engine does.
 */
export function countBallots(
  ballots: readonly (Seat | null)[],
  knife: CountingKnife,
): { votes: number[]; abstentions: number } {
  const votes = ballots.map(() => 0);
  let abstentions = 0;
  ballots.forEach((b, voter) => {
    if (b === null) abstentions += voter === knife.seat && voter === knife.automa ? 2 : 1;
    // The holder's privilege: a living holder only.
    else votes[b]! += voter === knife.seat && knife.alive && knife.double ? 2 : 1;
  });
  return { votes, abstentions };
}

export function tally(s: GameState, ballots: readonly number[]): { votes: number[]; abstentions: number } {
  return countBallots(
    ballots.map((b) => (b === ABSTAIN ? null : b)),
    {
      seat: s.knife,
      alive: s.seats[s.knife]!.alive,
      double: tableOf(s).knife === 'double',
      automa: s.config.automa,
    },
  );
}

/**
 * VOTE-07: eliminated is the one Character with strictly more votes than anyone else and than
 * there are abstentions.
 */
export function eliminatedBy(votes: readonly number[], abstentions: number): Seat | null {
  let top = 0;
  let leaders: Seat[] = [];
  votes.forEach((v, seat) => {
    if (v > top) {
      top = v;
      leaders = [seat];
    } else if (v === top && v > 0) {
      leaders.push(seat);
    }
  });
  return leaders.length === 1 && top > abstentions ? leaders[0]! : null;
}

/** Who these ballots would eliminate at the table this view shows (null: nobody). */
export function voteOutcome(view: PlayerView, ballots: readonly (Seat | null)[]): Seat | null {
  const { votes, abstentions } = countBallots(ballots, {
    seat: view.knife,
    alive: view.seats[view.knife]?.alive ?? false,
    double: view.knifePrivilege === 'double',
    automa: view.config.automa,
  });
  return eliminatedBy(votes, abstentions);
}

function conclude(s: GameState, phase: VotePhase): void {
  const ballots = phase.ballots.map((b) => b!);
  const { votes, abstentions } = tally(s, ballots);
  const eliminated = eliminatedBy(votes, abstentions);
  emit(s, { t: 'voteResult', eliminated, votes, abstentions, round: s.round, vis: null });
  // AMB-26: a living Butterfingers used the Knife by changing the ballot (5-6) or by a doubled vote (7-8).
  const knife = s.knife;
  const usedKnife =
    s.seats[knife]!.alive &&
    (tableOf(s).knife === 'change' ? phase.knifeChanged : ballots[knife] !== ABSTAIN);
  // PROF-MAYOR-01 / AMB-46: a tie goes to the living Mayor, who decides before anything else follows.
  const tied = eliminated === null && s.professions ? mayorTie(s, votes, abstentions) : null;
  if (tied) {
    startMayorDecision(s, tied, usedKnife, phase.resume);
    return;
  }
  if (eliminated !== null) becomeGhost(s, eliminated, 'vote'); // VOTE-10
  if (usedKnife && !isOver(s)) knifeUsed(s, knife);
  resume(s, phase.resume);
}
