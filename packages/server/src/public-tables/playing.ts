/**
 * Public games in progress (issue 30): the list strangers pick a game to watch from (`GET /api/tables?
 * state=playing`), read from the database alone so that every node gives the same one, and a public table's
 * settings (streamer mode's delay, the countdown and its bots), read by every node that loads the game
 * (room.ts).
 */
import { sql } from 'kysely';
import { BOT_KINDS, type BotKind } from '@among-cultists/bots';
import type { PublicTable } from '@among-cultists/protocol';
import type { Db } from '../db.ts';
import { HttpError } from '../errors.ts';
import { boardOf, selectListedTables, toPublicTable } from './listed.ts';
import type { TableFilter } from './store.ts';

/** The players of a game in play: its seats but the AUTOMA's, which the engine adds at the start. */
const playersOf = sql<
  number | string
>`(select count(*) from seats s where s.game_id = g.id and s.kind <> 'automa')`;

/**
 * Public games being played, matching `filter`: the most recently started first (a stranger looks for a
 * game with most of it ahead). `limit` rows from `offset`. Nothing here changes as the game goes on (no
 * round, no score), so the list tells a delayed spectator nothing newer than the game's start.
 */
export async function listPlayingTables(
  db: Db,
  filter: TableFilter,
  offset: number,
  limit: number,
): Promise<PublicTable[]> {
  let query = selectListedTables(db)
    .where('g.status', '=', 'playing')
    .select(['g.started_at', playersOf.as('players')]);
  if (filter.language !== undefined) query = query.where('p.language', '=', filter.language);
  if (filter.map !== undefined) query = query.where('g.board_id', '=', boardOf(filter.map));
  if (filter.players !== undefined) query = query.where(playersOf, '=', filter.players);
  const rows = await query
    .orderBy(sql`coalesce(g.started_at, p.created_at)`, 'desc')
    .orderBy('g.id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r): PublicTable => {
    const players = Number(r.players);
    return toPublicTable(r, { players, seated: players, free: 0, fillAt: null, startedAt: r.started_at });
  });
}

/** What a game's copy reads of its public table once, when it loads (room.ts). */
export interface PublicTableSettings {
  /**
   * The table's language, whose profanity filter its names and chat lines pass (null: a private game, not
   * filtered). The row stays with its game to the end (only an expired lobby's goes, with the game).
   */
  readonly language: string | null;
  /** Streamer mode's delay in seconds (0: none). */
  readonly spectatorDelay: number;
  /** The bots its host chose for the countdown (null: the server's BOT_KIND). */
  readonly botKind: BotKind | null;
  /** When the countdown ends (epoch ms; null: none, or a node has taken it to fill the seats). */
  readonly fillAt: number | null;
}

export const PRIVATE_TABLE: PublicTableSettings = {
  language: null,
  spectatorDelay: 0,
  botKind: null,
  fillAt: null,
};

/** A game's public-table settings (a private game's: none). */
export async function readPublicTableSettings(db: Db, gameId: string): Promise<PublicTableSettings> {
  const row = await db
    .selectFrom('public_tables')
    .select(['language', 'spectator_delay', 'bot_kind', 'fill_at'])
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  if (!row) return PRIVATE_TABLE;
  return {
    language: row.language,
    spectatorDelay: row.spectator_delay,
    botKind: toBotKind(row.bot_kind),
    fillAt: row.fill_at,
  };
}

/** A stored kind, if this server still has such bots (an unknown one falls back to the server's). */
function toBotKind(stored: string | null): BotKind | null {
  return stored !== null && (BOT_KINDS as readonly string[]).includes(stored) ? (stored as BotKind) : null;
}

/**
 * Streamer mode: a finished game's record tells everything, so a delayed game's is refused until its
 * spectators have seen its end (its last action `delay` ago): 409 `record/delayed`.
 */
export async function refuseBeforeDelayedEnd(db: Db, gameId: string, now: number): Promise<void> {
  const delay = (await readPublicTableSettings(db, gameId)).spectatorDelay;
  if (delay === 0) return;
  const row = await db
    .selectFrom('actions')
    // max() of no rows is null; PostgreSQL may answer a number as text.
    .select(sql<number | string | null>`max(at)`.as('last'))
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  const last = row === undefined || row.last === null ? null : Number(row.last);
  if (last !== null && last + delay * 1000 > now)
    throw new HttpError(
      409,
      'record/delayed',
      "This game's spectators see it late: its record comes once they have seen its end.",
    );
}
