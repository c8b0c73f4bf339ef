/**
 * A signed-in player's finished games (issue 30, the profile; GET /api/account/games). Each is read from the
 * stored game, never from a client: its record replayed with the engine says the player's role at the end and
 * whether their team won. A game is replayed once: its summary is stored per linked seat (account_results)
 * the first time a profile asks, a bounded number per request, so that a page and the totals are plain reads
 * on any node. Only games played to their end count: a game in play would give a role away, and an abandoned
 * one has no winner.
 */
import { DEFAULT_BOARD_ID, ROLE_INFO, type GameOptions, type Role } from '@among-cultists/engine';
import type { AccountGameResult, AccountGames, AccountTotals } from '@among-cultists/protocol/account';
import type { Db } from '../db.ts';
import { readFinishedGame } from '../game/finished.ts';
import type { AccountTables } from './migration.ts';
import { linkedSeats } from './store.ts';

type ResultRow = AccountTables['account_results'];

/** The web app's replay route (packages/web/src/router.ts `replayPath`). */
const replayPath = (id: string): string => `/replay/${encodeURIComponent(id)}`;

/** The linked seats of finished games not yet summed up: at most `limit` of them, and how many in all. */
async function unsummed(
  db: Db,
  accountId: string,
  limit: number,
): Promise<{ rows: { game_id: string; seat: number }[]; count: number }> {
  const base = linkedSeats(db)
    .leftJoin('account_results', (join) =>
      join
        .onRef('account_results.account_id', '=', 'account_seats.account_id')
        .onRef('account_results.game_id', '=', 'account_seats.game_id')
        .onRef('account_results.seat', '=', 'account_seats.seat'),
    )
    .where('account_seats.account_id', '=', accountId)
    .where('games.status', '=', 'finished')
    .where('games.ended', 'is', null)
    .where('account_results.game_id', 'is', null);
  const [rows, counted] = await Promise.all([
    base
      .select(['account_seats.game_id', 'account_seats.seat'])
      .orderBy('account_seats.linked_at', 'desc')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(counted.n) };
}

/** The team of a summary that is not counted: a record the engine refuses (the caller logs it). */
const UNCOUNTED = '';

/**
 * The summary of `seat` in the stored game `gameId` from its replay (team UNCOUNTED when the engine does not
 * play its record to an end); null when the game is no longer a finished one.
 */
async function summarize(db: Db, accountId: string, gameId: string, seat: number): Promise<ResultRow | null> {
  const game = await readFinishedGame(db, gameId);
  if (game === null || game.stored.ended) return null;
  const { stored, outcome } = game;
  const summary = {
    account_id: accountId,
    game_id: gameId,
    seat,
    finished_at: game.finishedAt,
    players: stored.seats.length,
    map: stored.options.board === undefined ? DEFAULT_BOARD_ID : boardId(stored.options.board),
    name: stored.seats[seat]?.name ?? '',
  };
  const role: Role | undefined = outcome?.roles[seat];
  // A record the engine no longer plays to its end (say, one a later rule fix refuses) is stored as such, with
  // no role or team, so that it is neither counted nor replayed again at every request.
  if (outcome === null || role === undefined) return { ...summary, role: UNCOUNTED, team: UNCOUNTED, won: 0 };
  const team = ROLE_INFO[role].team;
  return { ...summary, role, team, won: outcome.winner === team ? 1 : 0 };
}

function boardId(board: NonNullable<GameOptions['board']>): string {
  return typeof board === 'string' ? board : board.id;
}

/**
 * Sums up to `limit` of the account's finished games not yet summed; returns how many are left after.
 * Two nodes summing the same game write the same row: the second write is ignored.
 */
export async function summarizePending(
  db: Db,
  accountId: string,
  limit: number,
  onRefused: (gameId: string) => void,
): Promise<number> {
  const { rows, count } = await unsummed(db, accountId, limit);
  for (const { game_id, seat } of rows) {
    const row = await summarize(db, accountId, game_id, seat);
    if (row === null) continue; // deleted since the query: nothing to sum up
    if (row.team === UNCOUNTED) onRefused(game_id);
    await db
      .insertInto('account_results')
      .values(row)
      .onConflict((oc) => oc.columns(['account_id', 'game_id', 'seat']).doNothing())
      .execute();
  }
  return count - rows.length;
}

const toResult = (r: ResultRow): AccountGameResult => ({
  id: r.game_id,
  finishedAt: r.finished_at,
  players: r.players,
  map: r.map,
  seat: r.seat,
  name: r.name,
  role: r.role,
  team: r.team,
  won: r.won === 1,
  replay: replayPath(r.game_id),
});

/** A page of the account's summed-up games, newest first, after the cursor `before`, and the totals. */
export async function accountGames(
  db: Db,
  accountId: string,
  before: string | undefined,
  pageSize: number,
  pending: number,
): Promise<AccountGames> {
  let query = db
    .selectFrom('account_results')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('team', '!=', UNCOUNTED);
  if (before !== undefined) {
    const colon = before.indexOf(':');
    const at = Number(before.slice(0, colon));
    const id = before.slice(colon + 1);
    query = query.where((eb) =>
      eb.or([eb('finished_at', '<', at), eb.and([eb('finished_at', '=', at), eb('game_id', '<', id)])]),
    );
  }
  const rows = await query
    .orderBy('finished_at', 'desc')
    .orderBy('game_id', 'desc')
    .orderBy('seat', 'desc')
    .limit(pageSize + 1)
    .execute();
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    games: page.map(toResult),
    next: rows.length > pageSize && last !== undefined ? `${last.finished_at}:${last.game_id}` : null,
    totals: await totals(db, accountId),
    pending,
  };
}

async function totals(db: Db, accountId: string): Promise<AccountTotals> {
  const rows = await db
    .selectFrom('account_results')
    .select((eb) => [
      'team',
      'role',
      eb.fn.countAll<number | string>().as('games'),
      eb.fn.sum<number | string>('won').as('wins'),
    ])
    .where('account_id', '=', accountId)
    .where('team', '!=', UNCOUNTED)
    .groupBy(['team', 'role'])
    .execute();
  const byTeam: Record<string, { games: number; wins: number }> = {};
  const byRole: Record<string, { games: number; wins: number }> = {};
  let games = 0;
  let wins = 0;
  for (const row of rows) {
    const g = Number(row.games);
    const w = Number(row.wins);
    games += g;
    wins += w;
    const team = (byTeam[row.team] ??= { games: 0, wins: 0 });
    team.games += g;
    team.wins += w;
    const role = (byRole[row.role] ??= { games: 0, wins: 0 });
    role.games += g;
    role.wins += w;
  }
  return { games, wins, byTeam, byRole };
}
