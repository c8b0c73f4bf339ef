/**
 * Reading and writing the public tables (issue 30). The list comes from the database alone, so that every
 * node gives the same one; a table is listed while its game is a lobby with a free seat. A row stays with its
 * game once it starts (it says the game was public: moderation reads it) and goes with an expired lobby
 * (store.ts, `deleteStaleLobbies`).
 */
import { sql } from 'kysely';
import type { PublicTable, TableLanguage } from '@among-cultists/protocol';
import type { BotKind } from '@among-cultists/bots';
import type { Db } from '../db.ts';
import { boardOf, selectListedTables, toPublicTable } from './listed.ts';

export interface NewPublicTable {
  readonly gameId: string;
  readonly language: TableLanguage;
  readonly hostName: string;
  /** When bots fill the empty seats and the game starts (epoch ms); null: the host starts it. */
  readonly fillAt: number | null;
  readonly createdAt: number;
  /** Streamer mode: seconds its spectators see the game late (0: none). */
  readonly spectatorDelay: number;
  /** The bots that fill the empty seats when the countdown ends (null: the server's BOT_KIND). */
  readonly botKind: BotKind | null;
}

export async function insertPublicTable(db: Db, table: NewPublicTable): Promise<void> {
  await db
    .insertInto('public_tables')
    .values({
      game_id: table.gameId,
      language: table.language,
      host_name: table.hostName,
      fill_at: table.fillAt,
      created_at: table.createdAt,
      spectator_delay: table.spectatorDelay,
      bot_kind: table.botKind,
    })
    .execute();
}

export interface TableFilter {
  readonly players?: number;
  /** A board id (`default`: the base game's board). */
  readonly map?: string;
  readonly language?: TableLanguage;
}

/**
 * Public tables in their lobby with a free seat, created since `listedSince` (epoch ms), matching `filter`:
 * fewest free seats first (the table that starts soonest), then the oldest. `limit` rows from `offset`. The
 * host's name is the host seat's as it is now (renamed in the lobby), else the one it was listed with.
 */
export async function listPublicTables(
  db: Db,
  filter: TableFilter,
  listedSince: number,
  offset: number,
  limit: number,
): Promise<PublicTable[]> {
  let query = selectListedTables(db)
    .innerJoin('seats as s', 's.game_id', 'g.id')
    .where('g.status', '=', 'lobby')
    .where('p.created_at', '>=', listedSince)
    .select([
      'p.fill_at',
      (eb) => eb.fn.countAll<number | string>().as('players'),
      // A seat kept for a player of a previous game is not free (public tables never have one today).
      sql<number | string>`sum(case when s.kind = 'open' and s.reserved_hash is null then 1 else 0 end)`.as(
        'free',
      ),
    ])
    .groupBy(['g.id', 'g.options', 'g.board_id', 'g.timers', 'p.language', 'p.host_name', 'p.fill_at'])
    .groupBy(['p.created_at', 'g.host_seat', 'p.spectator_delay'])
    .having(sql<boolean>`sum(case when s.kind = 'open' and s.reserved_hash is null then 1 else 0 end) > 0`);
  if (filter.language !== undefined) query = query.where('p.language', '=', filter.language);
  if (filter.map !== undefined) query = query.where('g.board_id', '=', boardOf(filter.map));
  if (filter.players !== undefined) query = query.having(sql<boolean>`count(*) = ${filter.players}`);
  const rows = await query
    .orderBy('free', 'asc')
    .orderBy('p.created_at', 'asc')
    .orderBy('g.id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => {
    const players = Number(r.players);
    const free = Number(r.free);
    return toPublicTable(r, { players, seated: players - free, free, fillAt: r.fill_at, startedAt: null });
  });
}

/**
 * Takes the countdown of a table whose time has come (one node wins: a conditional update); true if this
 * call took it. Its game is then this node's to fill with bots and start.
 */
export async function takeDueFill(db: Db, gameId: string, fillAt: number): Promise<boolean> {
  const result = await db
    .updateTable('public_tables')
    .set({ fill_at: null })
    .where('game_id', '=', gameId)
    .where('fill_at', '=', fillAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Tables in their lobby whose countdown ended by `now`, the earliest first, at most `limit`. */
export async function dueFills(
  db: Db,
  now: number,
  limit: number,
): Promise<{ gameId: string; fillAt: number }[]> {
  const rows = await db
    .selectFrom('public_tables as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .where('g.status', '=', 'lobby')
    .where('p.fill_at', 'is not', null)
    .where('p.fill_at', '<=', now)
    .select(['p.game_id', 'p.fill_at'])
    .orderBy('p.fill_at', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ gameId: r.game_id, fillAt: r.fill_at ?? now }));
}
