import type { Team } from '@among-cultists/engine';
import { newcombe, wilson, type Difference, type Proportion } from './stats.ts';

/** What the statistics need of a tournament game. */
export interface MatchResult {
  readonly investigators: string;
  readonly cultists: string;
  readonly winner: Team;
}

export interface Standing {
  readonly kind: string;
  /** Games this kind won when it held that team's seats, against any other kind. */
  readonly asTeam: Readonly<Record<Team, Proportion>>;
  /** Both teams together (each kind plays each team equally often). */
  readonly overall: Proportion;
}

export interface Pairing {
  readonly investigators: string;
  readonly cultists: string;
  /** The Investigators' win rate in this pairing. */
  readonly investigatorsWin: Proportion;
}

export interface HeadToHead {
  readonly team: Team;
  readonly a: string;
  readonly b: string;
  /** a's win rate with that team minus b's, Newcombe's interval. */
  readonly difference: Difference;
  /** 'a' or 'b' when the interval excludes 0, otherwise 'unclear'. */
  readonly better: 'a' | 'b' | 'unclear';
}

export interface TournamentStats {
  readonly standings: readonly Standing[];
  readonly pairings: readonly Pairing[];
  readonly headToHead: readonly HeadToHead[];
}

const OTHER: Readonly<Record<Team, Team>> = { investigators: 'cultists', cultists: 'investigators' };

/**
 * Standings per bot kind and team, the Investigators' win rate per pairing, and for every two kinds
 * and each team the difference of their win rates with that team. Mirror games (a kind against
 * itself) count in the pairings only.
 */
export function tournamentStats(kinds: readonly string[], games: readonly MatchResult[]): TournamentStats {
  const teamRecord = (kind: string, team: Team): Proportion => {
    const played = games.filter((g) => g[team] === kind && g[OTHER[team]] !== kind);
    return wilson(played.filter((g) => g.winner === team).length, played.length);
  };
  const standings = kinds.map((kind): Standing => {
    const asTeam = {
      investigators: teamRecord(kind, 'investigators'),
      cultists: teamRecord(kind, 'cultists'),
    };
    return {
      kind,
      asTeam,
      overall: wilson(asTeam.investigators.k + asTeam.cultists.k, asTeam.investigators.n + asTeam.cultists.n),
    };
  });
  const pairings: Pairing[] = [];
  for (const investigators of kinds)
    for (const cultists of kinds) {
      const played = games.filter((g) => g.investigators === investigators && g.cultists === cultists);
      if (played.length === 0) continue;
      pairings.push({
        investigators,
        cultists,
        investigatorsWin: wilson(played.filter((g) => g.winner === 'investigators').length, played.length),
      });
    }
  const headToHead: HeadToHead[] = [];
  for (let i = 0; i < kinds.length; i++)
    for (let j = i + 1; j < kinds.length; j++)
      for (const team of ['investigators', 'cultists'] as const) {
        const a = kinds[i]!;
        const b = kinds[j]!;
        // Only the games of these two against each other.
        const ofA = games.filter((g) => g[team] === a && g[OTHER[team]] === b);
        const ofB = games.filter((g) => g[team] === b && g[OTHER[team]] === a);
        if (ofA.length === 0 || ofB.length === 0) continue;
        const difference = newcombe(
          ofA.filter((g) => g.winner === team).length,
          ofA.length,
          ofB.filter((g) => g.winner === team).length,
          ofB.length,
        );
        headToHead.push({
          team,
          a,
          b,
          difference,
          better: difference.low > 0 ? 'a' : difference.high < 0 ? 'b' : 'unclear',
        });
      }
  return { standings, pairings, headToHead };
}
