/**
 * The rating arithmetic (issue 30): OpenSkill's Weng-Lin Plackett-Luce model (the `openskill` package), two
 * teams a game, the winning team ranked first. Every seat plays with a strength — a rated account its own, any
 * other seat (a guest, a bot, the AUTOMA, an account not rated in this game) a new player's — so that a team of
 * strong accounts beating a team of newcomers gains little, and the reverse gains much.
 */
import { rate, rating } from 'openskill';
import type { Team } from '@among-cultists/engine';

export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

/** A new player's rating: OpenSkill's default (mu 25, sigma 25/3). */
export const START: Skill = rating();

/** The conservative estimate the leaderboard sorts by: mu - 3 sigma (0 for a new player). */
export const scoreOf = (skill: Skill): number => skill.mu - 3 * skill.sigma;

/**
 * The number players see: the conservative estimate on a friendlier scale, 1000 for a new player, about 40 a
 * point of mu (so a typical won game moves it by tens, not by fractions).
 */
export const displayOf = (skill: Skill): number => Math.round(1000 + 40 * scoreOf(skill));

/** Each seat's rating after a game `winner` won, in the order of `seats`. */
export function rateGame(
  seats: readonly { readonly team: Team; readonly skill: Skill }[],
  winner: Team,
): Skill[] {
  const teams: Team[] = ['investigators', 'cultists'];
  const members = teams.map((team) => seats.map((s, i) => ({ s, i })).filter(({ s }) => s.team === team));
  if (members.some((m) => m.length === 0))
    throw new Error('a rated game has a seat in each of the two teams');
  const rated = rate(
    members.map((m) => m.map(({ s }) => rating({ mu: s.skill.mu, sigma: s.skill.sigma }))),
    { rank: teams.map((team) => (team === winner ? 1 : 2)) },
  );
  const after: Skill[] = seats.map((s) => s.skill);
  members.forEach((m, t) => {
    m.forEach(({ i }, k) => {
      const r = rated[t]?.[k];
      if (r === undefined) throw new Error('OpenSkill answered fewer ratings than it was given');
      after[i] = { mu: r.mu, sigma: r.sigma };
    });
  });
  return after;
}
