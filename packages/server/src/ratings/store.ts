/**
 * The ratings' storage (tables in migration.ts): which public games wait to be rated, rating one exactly once
 * whichever nodes see it end, an account's rating, and the leaderboard.
 *
 * Once: a game is claimed by inserting its `rated_games` row in the transaction that writes the ratings, so a
 * second node (or a second pass of this one) finds the row and does nothing; a node that dies mid-way leaves
 * no row and the game is rated by the next pass anywhere. Every rating row carries a version: two games of one
 * account rated at once on two nodes conflict, and the loser starts its transaction again with the new values.
 */
import type { Db } from '../db.ts';
import { isDuplicate } from '../store.ts';
import { rateGame, scoreOf, START, type Skill } from './compute.ts';
import { decide, type Decision, type GameFacts, type RatingRules } from './policy.ts';

/**
 * Finished public games not yet looked at, in the order they ended, at most `limit`. Only the pending tables
 * are read (a partial index): the cost follows the games in play and waiting, not every public game ever.
 */
export async function gamesToRate(db: Db, limit: number): Promise<string[]> {
  // A game a node of an older version looked at has its row but kept its mark, and the query below never
  // returns it to the claim that would clear it: cleared here (a no-op once every node clears its own).
  await db
    .updateTable('public_tables')
    .set({ rating_pending: 0 })
    .where('rating_pending', '=', 1)
    .where('game_id', 'in', db.selectFrom('rated_games').select('game_id'))
    .execute();
  const rows = await gamesToRateQuery(db, limit).execute();
  return rows.map((r) => r.id);
}

/** The query of `gamesToRate`, apart so that a test can read SQLite's plan of it. */
export function gamesToRateQuery(db: Db, limit: number) {
  // A cross join, for SQLite: it keeps the tables in the order written, so the pending tables (a partial
  // index) are read first; an inner join let its planner, with no statistics, start from every finished game
  // (games_status). PostgreSQL plans it as the inner join it is.
  return db
    .selectFrom('public_tables')
    .crossJoin('games')
    .leftJoin('rated_games', 'rated_games.game_id', 'games.id')
    .whereRef('games.id', '=', 'public_tables.game_id')
    .select((eb) => [
      'games.id',
      eb
        .selectFrom('actions')
        .select((a) => a.fn.max('at').as('m'))
        .whereRef('actions.game_id', '=', 'games.id')
        .as('ended_at'),
    ])
    .where('public_tables.rating_pending', '=', 1)
    .where('games.status', '=', 'finished')
    .where('rated_games.game_id', 'is', null)
    .orderBy('ended_at')
    .orderBy('games.id')
    .limit(limit);
}

/** A lost race with another node's write of the same rating: the transaction starts again. */
class RatingConflict extends Error {
  override readonly name = 'RatingConflict';
}

const pairKey = (a: string, b: string): string => (a < b ? `${a} ${b}` : `${b} ${a}`);

/** Rated games each pair of `accounts` had together from `since` on (keys: pairKey). */
async function pairCounts(db: Db, accounts: readonly string[], since: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (accounts.length < 2) return counts;
  const rows = await db
    .selectFrom('rating_changes as a')
    .innerJoin('rating_changes as b', 'b.game_id', 'a.game_id')
    .select((eb) => ['a.account_id as a', 'b.account_id as b', eb.fn.countAll<number | string>().as('n')])
    .where('a.account_id', 'in', accounts)
    .where('b.account_id', 'in', accounts)
    .whereRef('a.account_id', '<', 'b.account_id')
    .where('a.finished_at', '>=', since)
    .groupBy(['a.account_id', 'b.account_id'])
    .execute();
  for (const r of rows) counts.set(pairKey(r.a, r.b), Number(r.n));
  return counts;
}

export type RateOutcome = Decision | { readonly rated: 'already' };

/** Transactions a game's rating starts again after losing a race, before it gives up until the next pass. */
const ATTEMPTS = 4;

/** Rates the game `facts` describes, once (see the file's comment); 'already' if it was looked at before. */
export async function rateStored(
  db: Db,
  facts: GameFacts,
  rules: RatingRules,
  now: number,
): Promise<RateOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => rateOnce(trx, facts, rules, now));
    } catch (e) {
      if (attempt >= ATTEMPTS || !(e instanceof RatingConflict || isDuplicate(e))) throw e;
    }
  }
}

/**
 * One attempt, in the caller's transaction. Exported for the PostgreSQL race test, which holds one attempt's
 * transaction open while another node's starts.
 * @internal
 */
export async function rateOnce(
  db: Db,
  facts: GameFacts,
  rules: RatingRules,
  now: number,
): Promise<RateOutcome> {
  const claimed = await db
    .insertInto('rated_games')
    .values({ game_id: facts.gameId, outcome: 'rated', finished_at: facts.finishedAt, rated_at: now })
    .onConflict((oc) => oc.column('game_id').doNothing())
    .returning('game_id')
    .executeTakeFirst();
  // Looked at, by this pass or (already) by another node: either way it leaves the pending tables, in the
  // claim's transaction.
  await db
    .updateTable('public_tables')
    .set({ rating_pending: 0 })
    .where('game_id', '=', facts.gameId)
    .execute();
  if (claimed === undefined) return { rated: 'already' };
  const linked = [...new Set(facts.seats.flatMap((s) => s.accounts))];
  const counts = await pairCounts(db, linked, facts.finishedAt - rules.pairWindowMs);
  const decision = decide(facts, rules, (a, b) => counts.get(pairKey(a, b)) ?? 0);
  if (!decision.rated) {
    await db
      .updateTable('rated_games')
      .set({ outcome: decision.why })
      .where('game_id', '=', facts.gameId)
      .execute();
    return decision;
  }
  const stored = new Map(
    (linked.length === 0
      ? []
      : await db.selectFrom('ratings').selectAll().where('account_id', 'in', linked).execute()
    ).map((r) => [r.account_id, r]),
  );
  const skillOf = (accounts: readonly string[]): Skill => {
    const row = accounts.length === 1 && accounts[0] !== undefined ? stored.get(accounts[0]) : undefined;
    return row === undefined ? START : { mu: row.mu, sigma: row.sigma };
  };
  const seats = facts.seats.map((s) => ({ team: s.team, skill: skillOf(s.accounts) }));
  const after = rateGame(seats, facts.winner ?? 'investigators');
  for (const [index, seat] of facts.seats.entries()) {
    const account = seat.accounts.length === 1 ? seat.accounts[0] : undefined;
    const skill = after[index];
    if (account === undefined || skill === undefined || !decision.accounts.has(account)) continue;
    const before = skillOf([account]);
    await writeRating(db, account, stored.get(account), skill, now);
    await db
      .insertInto('rating_changes')
      .values({
        game_id: facts.gameId,
        account_id: account,
        finished_at: facts.finishedAt,
        won: seat.team === facts.winner ? 1 : 0,
        mu_before: before.mu,
        sigma_before: before.sigma,
        mu_after: skill.mu,
        sigma_after: skill.sigma,
      })
      .execute();
  }
  return decision;
}

async function writeRating(
  db: Db,
  account: string,
  row: { version: number; games: number } | undefined,
  skill: Skill,
  now: number,
): Promise<void> {
  const values = { mu: skill.mu, sigma: skill.sigma, score: scoreOf(skill), updated_at: now };
  if (row === undefined) {
    // A second node inserting the same new account's row at once fails on its primary key: it starts again.
    await db
      .insertInto('ratings')
      .values({ account_id: account, ...values, games: 1, listed: 0, version: 1 })
      .execute();
    return;
  }
  const result = await db
    .updateTable('ratings')
    .set({ ...values, games: row.games + 1, version: row.version + 1 })
    .where('account_id', '=', account)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new RatingConflict(`rating of ${account} changed meanwhile`);
}

export interface StoredRating extends Skill {
  readonly games: number;
  readonly listed: boolean;
}

const storedRating = (row: { mu: number; sigma: number; games: number; listed: number }): StoredRating => ({
  mu: row.mu,
  sigma: row.sigma,
  games: row.games,
  listed: row.listed === 1,
});

/** An account's rating (a new player's, with no games, when it has none yet). */
export async function ratingOf(db: Db, account: string): Promise<StoredRating> {
  const row = await db.selectFrom('ratings').selectAll().where('account_id', '=', account).executeTakeFirst();
  return row === undefined ? { ...START, games: 0, listed: false } : storedRating(row);
}

/**
 * Whether the account appears on the leaderboard (its choice; a row with a new player's rating if none). Answers
 * the rating as written, so that the caller need not read it again.
 */
export async function setListed(
  db: Db,
  account: string,
  listed: boolean,
  now: number,
): Promise<StoredRating> {
  const row = await db
    .insertInto('ratings')
    .values({
      account_id: account,
      mu: START.mu,
      sigma: START.sigma,
      score: scoreOf(START),
      games: 0,
      listed: listed ? 1 : 0,
      version: 0,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet((eb) => ({
        listed: listed ? 1 : 0,
        version: eb('ratings.version', '+', 1),
      })),
    )
    .returning(['mu', 'sigma', 'games', 'listed'])
    .executeTakeFirstOrThrow();
  return storedRating(row);
}

export interface BoardRow {
  readonly name: string;
  readonly skill: Skill;
  readonly games: number;
}

/** One page of the accounts that chose to be listed and have `minGames` rated games, best first. */
export async function leaderboardPage(
  db: Db,
  offset: number,
  size: number,
  minGames: number,
): Promise<BoardRow[]> {
  const rows = await db
    .selectFrom('ratings')
    .innerJoin('accounts', 'accounts.id', 'ratings.account_id')
    .select(['accounts.name', 'ratings.mu', 'ratings.sigma', 'ratings.games', 'ratings.account_id'])
    .where('ratings.listed', '=', 1)
    .where('ratings.games', '>=', minGames)
    .orderBy('ratings.score', 'desc')
    .orderBy('ratings.account_id')
    .offset(offset)
    .limit(size)
    .execute();
  return rows.map((r) => ({ name: r.name, skill: { mu: r.mu, sigma: r.sigma }, games: r.games }));
}
