import type { Action, GameOptions } from '@among-cultists/engine';
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
}

export interface StoredGame {
  readonly id: string;
  readonly status: GameStatus;
  /** Options for `createGame`, without the seed. */
  readonly options: Omit<GameOptions, 'seed'>;
  readonly seed: string;
  readonly commitment: string;
  /** Seconds per kind of decision (server/timers.ts). */
  readonly timers: Timers;
  readonly seats: StoredSeat[];
  readonly actions: { seat: number; action: Action }[];
  readonly chat: { seq: number; seat: number | null; text: string; at: number }[];
}

export async function insertGame(db: Db, game: Omit<StoredGame, 'actions' | 'chat'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('games')
      .values({
        id: game.id,
        status: game.status,
        options: JSON.stringify(game.options),
        seed: game.seed,
        commitment: game.commitment,
        created_at: Date.now(),
        timers: JSON.stringify(game.timers),
      })
      .execute();
    await trx
      .insertInto('seats')
      .values(
        game.seats.map((s) => ({
          game_id: game.id,
          seat: s.seat,
          name: s.name,
          kind: s.kind,
          token_hash: s.tokenHash,
          character: s.character,
        })),
      )
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
      .values(
        seats.map((s) => ({
          game_id: id,
          seat: s.seat,
          name: s.name,
          kind: s.kind,
          token_hash: s.tokenHash,
          character: s.character,
        })),
      )
      .execute();
    await trx.updateTable('games').set({ status }).where('id', '=', id).execute();
  });
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

export async function loadGame(db: Db, id: string): Promise<StoredGame | null> {
  const row = await db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const seats = await db.selectFrom('seats').selectAll().where('game_id', '=', id).orderBy('seat').execute();
  const actions = await db
    .selectFrom('actions')
    .select(['seat', 'action'])
    .where('game_id', '=', id)
    .orderBy('seq')
    .execute();
  const chat = await db
    .selectFrom('chat')
    .select(['seq', 'seat', 'text', 'at'])
    .where('game_id', '=', id)
    .orderBy('seq')
    .execute();
  return {
    id: row.id,
    status: row.status as GameStatus,
    options: JSON.parse(row.options) as Omit<GameOptions, 'seed'>,
    seed: row.seed,
    commitment: row.commitment,
    timers: row.timers === null ? {} : (JSON.parse(row.timers) as Timers),
    seats: seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      kind: s.kind as SeatKind,
      tokenHash: s.token_hash,
      character: s.character,
    })),
    actions: actions.map((a) => ({ seat: a.seat, action: JSON.parse(a.action) as Action })),
    chat: chat.map((c) => ({ seq: c.seq, seat: c.seat, text: c.text, at: c.at })),
  };
}

export async function unfinishedGameIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('games').select('id').where('status', '=', 'playing').execute();
  return rows.map((r) => r.id);
}
