import { ROLE_INFO, TEAMS, type GameState, type Team } from '@among-cultists/engine';
import { formatProportion, wilson } from './stats.ts';

/**
 * How a game's Votes went (issue 16: bots should vote like reasonable players): the sealed ballots
 * by the voter's team and the Vote's reason, and whom the Votes eliminated. Read from the game's
 * log at the end, so that the figures are the same whoever played the seats.
 */
export const VOTE_REASONS = ['cafeteria', 'murder'] as const;
export type VoteReason = (typeof VOTE_REASONS)[number];

export interface BallotTally {
  /** Sealed ballots cast (the AUTOMA's, an abstention by rule, left out). */
  readonly cast: number;
  /** Of those, abstentions (a closed fist). */
  readonly abstained: number;
  /** Of those, ballots naming a Character of the Cultists' team (how well the votes aim). */
  readonly onCultists: number;
}

export interface VoteFigures {
  /** Votes held (every Vote that reached its ballots). */
  readonly held: number;
  /** Votes that eliminated a Character, by the eliminated Character's team (a Mayor's tie-break included). */
  readonly eliminated: Readonly<Record<Team, number>>;
  /** Sealed ballots by the voter's team and the Vote's reason. */
  readonly ballots: Readonly<Record<Team, Readonly<Record<VoteReason, BallotTally>>>>;
}

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };

const emptyTally = (): Mutable<BallotTally> => ({ cast: 0, abstained: 0, onCultists: 0 });

function emptyFigures(): Mutable<VoteFigures> {
  const tallies = (): Mutable<Record<VoteReason, BallotTally>> => ({
    cafeteria: emptyTally(),
    murder: emptyTally(),
  });
  return {
    held: 0,
    eliminated: { investigators: 0, cultists: 0 },
    ballots: { investigators: tallies(), cultists: tallies() },
  };
}

/** The vote figures of one game, from its whole log. */
export function voteFigures(state: GameState): VoteFigures {
  const out = emptyFigures();
  const teamOf = (seat: number): Team => ROLE_INFO[state.seats[seat]!.role].team;
  let reason: VoteReason = 'cafeteria';
  for (const e of state.log) {
    if (e.t === 'voteStarted') reason = e.reason;
    else if (e.t === 'ballotsRevealed') {
      out.held += 1;
      e.ballots.forEach((target, voter) => {
        // AUTOMA-20: the AUTOMA abstains by rule, not by choice.
        if (voter === state.config.automa) return;
        const tally = out.ballots[teamOf(voter)][reason];
        tally.cast += 1;
        if (target === null) tally.abstained += 1;
        else if (teamOf(target) === 'cultists') tally.onCultists += 1;
      });
    } else if (e.t === 'becameGhost' && e.cause === 'vote') out.eliminated[teamOf(e.seat)] += 1;
  }
  return out;
}

/** The figures of several games added up. */
export function addVoteFigures(all: readonly VoteFigures[]): VoteFigures {
  const out = emptyFigures();
  for (const f of all) {
    out.held += f.held;
    for (const team of TEAMS) {
      out.eliminated[team] += f.eliminated[team];
      for (const reason of VOTE_REASONS) {
        addTally(out.ballots[team][reason], f.ballots[team][reason]);
      }
    }
  }
  return out;
}

/** The ballots over the teams and reasons asked for (default: all). */
export function ballotsOf(
  f: VoteFigures,
  teams: readonly Team[] = TEAMS,
  reasons: readonly VoteReason[] = VOTE_REASONS,
): BallotTally {
  const sum = emptyTally();
  for (const team of teams) for (const reason of reasons) addTally(sum, f.ballots[team][reason]);
  return sum;
}

function addTally(to: Mutable<BallotTally>, from: BallotTally): void {
  to.cast += from.cast;
  to.abstained += from.abstained;
  to.onCultists += from.onCultists;
}

/**
 * The Votes as the simulator's summary shows them (text and HTML): how many were held, how often one
 * put out an Investigator or a Cultist, how often ballots abstained (by team and reason), and how
 * often the Investigators' votes named a Cultist. Shares come with their 95% Wilson interval.
 */
export function voteRows(votes: VoteFigures, games: number): { label: string; value: string }[] {
  const pct = (k: number, n: number): string => formatProportion(wilson(k, n));
  const perGame = (k: number): string => (games > 0 ? (k / games).toFixed(2) : '0');
  const out = (team: Team): string =>
    votes.held === 0
      ? 'no votes'
      : `${pct(votes.eliminated[team], votes.held)} of votes, ${perGame(votes.eliminated[team])} per game`;
  const abstained = (t: BallotTally): string =>
    t.cast === 0 ? 'no ballots' : `${pct(t.abstained, t.cast)} of ${t.cast}`;
  const byReason = (team: Team): string =>
    `${abstained(ballotsOf(votes, [team]))} (${VOTE_REASONS.map(
      (r) => `${r} ${abstained(ballotsOf(votes, [team], [r]))}`,
    ).join(', ')})`;
  const named = ballotsOf(votes, ['investigators']);
  const aimed = named.cast - named.abstained;
  return [
    { label: 'votes', value: `${votes.held} (${perGame(votes.held)} per game)` },
    { label: 'votes that eliminated an Investigator', value: out('investigators') },
    { label: 'votes that eliminated a Cultist', value: out('cultists') },
    { label: 'abstentions, all ballots', value: abstained(ballotsOf(votes)) },
    { label: 'abstentions, Investigators', value: byReason('investigators') },
    { label: 'abstentions, Cultists', value: byReason('cultists') },
    {
      label: "Investigators' votes naming a Cultist",
      value: aimed === 0 ? 'no votes' : `${pct(named.onCultists, aimed)} of ${aimed}`,
    },
  ];
}
