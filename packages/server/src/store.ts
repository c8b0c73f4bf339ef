import type { Action, BoardRef, GameOptions } from '@among-cultists/engine';
import type { Db } from './db.ts';
import type { Timers } from './timers.ts';

/** Reading and writing games. Every write that matters to play is one statement or one transaction. */

export type GameStatus = 'lobby' | 'playing' | 'finished';
export type SeatKind = 'open' | 'human' | 'bot' | 'automa' | 'standin';

export interface StoredSeat {
  readonly seat: number;
  readonly name: string | null;
  readonly kind: SeatKind;
  readonly tokenHash: string | null;
  readonly character: number | null;
  /** An open seat kept for a player of the previous game (a rematch): the hash of that player's old token. */
  readonly reservedHash?: string | null;
}

/** The game proposed as a finished game's rematch, and the seat (in the finished game) that proposed it. */
export interface RematchLink {
  readonly id: string;
  readonly by: number;
}

export interface StoredGame {
  readonly id: string;
  readonly status: GameStatus;
  /**
   * Options for `createGame`, without the seed. Their `board` is a reference `{ id, sha256 }`, kept in
   * columns of its own; a game stored before boards were recorded has none (the default board).
   */
  readonly options: Omit<GameOptions, 'seed'>;
  readonly seed: string;
  readonly commitment: string;
  /** Seconds per kind of decision (server/timers.ts). */
  readonly timers: Timers;
  readonly seats: StoredSeat[];
  readonly actions: { seat: number; action: Action }[];
  /** Chat lines in order: all of them, or the last `chatLimit` asked of `loadGame`. */
  readonly chat: { seq: number; seat: number | null; text: string; at: number }[];
  /** How many chat lines the game has in all. */
  readonly chatCount: number;
  /** When the game was created (epoch ms). */
  readonly createdAt: number;
  /** The host's seat (default the first). */
  readonly hostSeat?: number;
  /** The rematch proposed once this game was over. */
  readonly rematch?: RematchLink | null;
}

function seatRow(id: string, s: StoredSeat) {
  return {
    game_id: id,
    seat: s.seat,
    name: s.name,
    kind: s.kind,
    token_hash: s.tokenHash,
    character: s.character,
    reserved_hash: s.reservedHash ?? null,
  };
}

/** The board reference a game is stored with: the authority always gives one (`{ id, sha256 }`). */
function storedBoard(board: GameOptions['board']): BoardRef | null {
  if (board === undefined) return null;
  if (typeof board === 'string')
    throw new Error(`store the board as { id, sha256 }, not by its id '${board}'`);
  return { id: board.id, sha256: board.sha256 };
}

export async function insertGame(
  db: Db,
  game: Omit<StoredGame, 'actions' | 'chat' | 'chatCount' | 'createdAt' | 'rematch'> & {
    readonly createdAt?: number;
  },
): Promise<void> {
  const { board, ...options } = game.options;
  const ref = storedBoard(board);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('games')
      .values({
        id: game.id,
        status: game.status,
        options: JSON.stringify(options),
        board_id: ref?.id ?? null,
        board_sha256: ref?.sha256 ?? null,
        seed: game.seed,
        commitment: game.commitment,
        created_at: game.createdAt ?? Date.now(),
        timers: JSON.stringify(game.timers),
        host_seat: game.hostSeat ?? null,
        rematch_id: null,
        rematch_by: null,
      })
      .execute();
    await trx
      .insertInto('seats')
      .values(game.seats.map((s) => seatRow(game.id, s)))
      .execute();
  });
}

/** Replaces the seat list (lobby changes, and the final seating at the start) and the status at once. */
export async function saveSeats(
  db: Db,
  id: string,
  seats: readonly StoredSeat[],
  status: GameStatus,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('seats').where('game_id', '=', id).execute();
    await trx
      .insertInto('seats')
      .values(seats.map((s) => seatRow(id, s)))
      .execute();
    await trx.updateTable('games').set({ status }).where('id', '=', id).execute();
  });
}

/** Links a finished game to its rematch, unless one is linked already; true if this link was stored. */
export async function linkRematch(db: Db, id: string, link: RematchLink): Promise<boolean> {
  const result = await db
    .updateTable('games')
    .set({ rematch_id: link.id, rematch_by: link.by })
    .where('id', '=', id)
    .where('rematch_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Appends one accepted action; the primary key (game, seq) refuses a second write at the same place. */
export async function appendAction(
  db: Db,
  id: string,
  seq: number,
  seat: number,
  action: Action,
  finished: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('actions')
      .values({ game_id: id, seq, seat, action: JSON.stringify(action), at: Date.now() })
      .execute();
    if (finished) await trx.updateTable('games').set({ status: 'finished' }).where('id', '=', id).execute();
  });
}

export async function appendChat(
  db: Db,
  id: string,
  seq: number,
  seat: number | null,
  text: string,
  at: number,
): Promise<void> {
  await db.insertInto('chat').values({ game_id: id, seq, seat, text, at }).execute();
}

/** A stored game; `chatLimit` keeps only the most recent chat lines (a running game needs no more). */
export async function loadGame(
  db: Db,
  id: string,
  { chatLimit }: { chatLimit?: number } = {},
): Promise<StoredGame | null> {
  const row = await db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const seats = await db.selectFrom('seats').selectAll().where('game_id', '=', id).orderBy('seat').execute();
  const actions = await db
    .selectFrom('actions')
    .select(['seat', 'action'])
    .where('game_id', '=', id)
    .orderBy('seq')
    .execute();
  const chatCount = await countChat(db, id);
  const chat = await chatLines(db, id, chatCount, chatLimit ?? chatCount);
  return {
    id: row.id,
    status: row.status as GameStatus,
    options: {
      ...(JSON.parse(row.options) as Omit<GameOptions, 'seed' | 'board'>),
      ...(row.board_id !== null && row.board_sha256 !== null
        ? { board: { id: row.board_id, sha256: row.board_sha256 } }
        : {}),
    },
    seed: row.seed,
    commitment: row.commitment,
    timers: row.timers === null ? {} : (JSON.parse(row.timers) as Timers),
    seats: seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      kind: s.kind as SeatKind,
      tokenHash: s.token_hash,
      character: s.character,
      ...(s.reserved_hash !== null ? { reservedHash: s.reserved_hash } : {}),
    })),
    actions: actions.map((a) => ({ seat: a.seat, action: JSON.parse(a.action) as Action })),
    chat,
    chatCount,
    createdAt: row.created_at,
    hostSeat: row.host_seat ?? 0,
    rematch: row.rematch_id !== null ? { id: row.rematch_id, by: row.rematch_by ?? 0 } : null,
  };
}

export async function unfinishedGameIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('games').select('id').where('status', '=', 'playing').execute();
  return rows.map((r) => r.id);
}

/** How many chat lines a game has (their seqs are 0 to count - 1). */
export async function countChat(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('chat')
    .select((eb) => eb.fn.max('seq').as('last'))
    .where('game_id', '=', id)
    .executeTakeFirst();
  // max() of an empty set is null; PostgreSQL may answer a number as text.
  const last = row?.last as number | string | null | undefined;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}

/** At most `limit` chat lines before the line `before` (a seq), in order. */
export async function chatLines(
  db: Db,
  id: string,
  before: number,
  limit: number,
): Promise<{ seq: number; seat: number | null; text: string; at: number }[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('chat')
    .select(['seq', 'seat', 'text', 'at'])
    .where('game_id', '=', id)
    .where('seq', '<', before)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((c) => ({ seq: c.seq, seat: c.seat, text: c.text, at: c.at }));
}

/** Removes lobbies created before `createdBefore` that nobody started; returns their ids. */
export async function deleteStaleLobbies(db: Db, createdBefore: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('games')
      .select('id')
      .where('status', '=', 'lobby')
      .where('created_at', '<', createdBefore)
      .execute();
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return ids;
    await trx.deleteFrom('chat').where('game_id', 'in', ids).execute();
    await trx.deleteFrom('seats').where('game_id', 'in', ids).execute();
    await trx.deleteFrom('games').where('id', 'in', ids).where('status', '=', 'lobby').execute();
    return ids;
  });
}
