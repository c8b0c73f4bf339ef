import { ROLE_INFO, TEAMS, type Role, type Team, type VictoryReason } from '@among-cultists/engine';
import type { GameSummary } from './games.ts';
import { countValues, mean, newcombe, wilson, type Difference, type Proportion } from './stats.ts';

/** Everything the reports show about a set of games, computed from the per-game records. */
export interface Analysis {
  readonly games: number;
  readonly wins: Readonly<Record<Team, Proportion>>;
  /** Every (winner, reason) seen, the most frequent first. */
  readonly reasons: readonly {
    readonly winner: Team;
    readonly reason: VictoryReason;
    readonly share: Proportion;
  }[];
  /** Games by the round they ended in (index 0 = round `from`). */
  readonly rounds: { readonly from: number; readonly counts: readonly number[] };
  readonly meanRounds: number;
  /** Games by the VP reached. */
  readonly vp: { readonly from: number; readonly counts: readonly number[] };
  readonly meanVp: number;
  readonly meanVpTarget: number;
  /**
   * Round 0 is the Night Phase (Characters dead from the start). `games`: games still on in that
   * round; `mean`: deaths in that round per such game.
   */
  readonly deathsPerRound: readonly {
    readonly round: number;
    readonly deaths: number;
    readonly games: number;
    readonly mean: number;
  }[];
  readonly meanDeaths: number;
  /** How often each room was finished by the end. */
  readonly rooms: readonly { readonly id: string; readonly name: string; readonly finished: Proportion }[];
  /** Each special role seen: its team's win rate in games with and without it. */
  readonly roles: readonly RoleEffect[];
}

export interface RoleEffect {
  readonly role: Role;
  /** The team of the role's owner (every special role sits on an Investigator deck). */
  readonly team: Team;
  /** The team its effect helps (CPLX-02). */
  readonly supports: Team;
  readonly with: Proportion;
  readonly without: Proportion;
  /** with - without, Newcombe's interval; null when one side has no games. */
  readonly difference: Difference | null;
}

export function analyse(
  games: readonly GameSummary[],
  rooms: readonly { readonly id: string; readonly name: string }[],
): Analysis {
  const total = games.length;
  const count = (f: (g: GameSummary) => boolean): number => games.reduce((s, g) => s + (f(g) ? 1 : 0), 0);
  const wins = Object.fromEntries(
    TEAMS.map((t) => [
      t,
      wilson(
        count((g) => g.winner === t),
        total,
      ),
    ]),
  ) as Record<Team, Proportion>;
  const reasonCounts = new Map<string, { winner: Team; reason: VictoryReason; n: number }>();
  for (const g of games) {
    const key = `${g.winner}/${g.reason}`;
    const entry = reasonCounts.get(key) ?? { winner: g.winner, reason: g.reason, n: 0 };
    entry.n += 1;
    reasonCounts.set(key, entry);
  }
  const reasons = [...reasonCounts.values()]
    .sort((a, b) => b.n - a.n || a.winner.localeCompare(b.winner) || a.reason.localeCompare(b.reason))
    .map((r) => ({ winner: r.winner, reason: r.reason, share: wilson(r.n, total) }));

  const lastRound = Math.max(0, ...games.map((g) => g.rounds));
  const deathsPerRound = [];
  for (let round = 0; round <= lastRound; round++) {
    const deaths = games.reduce((s, g) => s + g.deathRounds.filter((r) => r === round).length, 0);
    const on = count((g) => g.rounds >= round);
    deathsPerRound.push({ round, deaths, games: on, mean: on > 0 ? deaths / on : 0 });
  }

  const roleSet = new Set<Role>(games.flatMap((g) => g.specialRoles));
  const roles = [...roleSet]
    .sort((a, b) => Object.keys(ROLE_INFO).indexOf(a) - Object.keys(ROLE_INFO).indexOf(b))
    .map((role): RoleEffect => {
      const team = ROLE_INFO[role].team;
      const withIt = games.filter((g) => g.specialRoles.includes(role));
      const without = games.filter((g) => !g.specialRoles.includes(role));
      const w = withIt.filter((g) => g.winner === team).length;
      const wo = without.filter((g) => g.winner === team).length;
      return {
        role,
        team,
        supports: ROLE_INFO[role].supports,
        with: wilson(w, withIt.length),
        without: wilson(wo, without.length),
        difference:
          withIt.length > 0 && without.length > 0 ? newcombe(w, withIt.length, wo, without.length) : null,
      };
    });

  return {
    games: total,
    wins,
    reasons,
    rounds: countValues(
      games.map((g) => g.rounds),
      1,
    ),
    meanRounds: mean(games.map((g) => g.rounds)),
    vp: countValues(
      games.map((g) => g.vp),
      0,
    ),
    meanVp: mean(games.map((g) => g.vp)),
    meanVpTarget: mean(games.map((g) => g.vpTarget)),
    deathsPerRound,
    meanDeaths: mean(games.map((g) => g.deathRounds.length)),
    rooms: rooms.map((room) => ({
      ...room,
      finished: wilson(
        count((g) => g.finishedRooms.includes(room.id)),
        total,
      ),
    })),
    roles,
  };
}
