import type { Action, BoardRef, Claim, GameOptions } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';
import type { Database, Db } from './db.ts';
import { actionWriterOf } from './prepared-actions.ts';
import type { Timers } from './timers.ts';

/** Reading and writing games. Every write that matters to play is one statement or one transaction. */

/**
 * A write refused because another writer (another node, or this one before a lost acknowledgement) got
 * there first: action N already stored, or the seats changed since they were read. Nothing was written;
 * the writer reloads and decides again.
 */
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
}

/** Whether a failed insert hit a primary key (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_PRIMARYKEY). */
export function isDuplicate(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

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
  readonly actions: StoredAction[];
  /** Chat lines in order: all of them, or the last `chatLimit` asked of `loadGame`. */
  readonly chat: ChatLine[];
  /** How many chat lines the game has in all. */
  readonly chatCount: number;
  /** When the game was created (epoch ms). */
  readonly createdAt: number;
  /** The host's seat (default the first). */
  readonly hostSeat?: number;
  /** The rematch proposed once this game was over. */
  readonly rematch?: RematchLink | null;
  /** The write version of the seats and status (optimistic concurrency between nodes). */
  readonly version?: number;
  /** When the game started (epoch ms), if recorded. */
  readonly startedAt?: number | null;
  /** A game that ended without playing to its end (idle.ts): why. */
  readonly ended?: GameEnd | null;
}

/** Why a game ended before its end: every player stayed away for ABANDON_AFTER_HOURS (idle.ts). */
export type GameEnd = 'abandoned';

/** A stored action and when it was stored (epoch ms): every node derives the same deadlines from it. */
export interface StoredAction {
  readonly seat: number;
  readonly action: Action;
  readonly at: number;
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

/**
 * Replaces the seat list (lobby changes, and the final seating at the start) and the status at once.
 * With `expected`, only if the stored version is still that one (else ConflictError, nothing written);
 * the version goes up by one either way. `startedAt` records the start.
 */
export async function saveSeats(
  db: Db,
  id: string,
  seats: readonly StoredSeat[],
  status: GameStatus,
  { expected, startedAt }: { expected?: number; startedAt?: number } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('games')
      .set((eb) => ({
        status,
        version: eb('version', '+', 1),
        ...(startedAt === undefined ? {} : { started_at: startedAt }),
      }))
      .where('id', '=', id);
    if (expected !== undefined) update = update.where('version', '=', expected);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw new ConflictError(`game ${id}: the seats changed since version ${expected ?? '?'}`);
    await trx.deleteFrom('seats').where('game_id', '=', id).execute();
    await trx
      .insertInto('seats')
      .values(seats.map((s) => seatRow(id, s)))
      .execute();
  });
}

/** Links a finished game to its rematch, unless one is linked already; true if this link was stored. */
export async function linkRematch(db: Db, id: string, link: RematchLink): Promise<boolean> {
  const result = await db
    .updateTable('games')
    // The link is part of what other nodes read again when the version moves.
    .set((eb) => ({ rematch_id: link.id, rematch_by: link.by, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('rematch_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Appends one accepted action; the primary key (game, seq) refuses a second write at the same place
 * (ConflictError: another node stored action `seq` first). The last action also finishes the game, which
 * changes the status: the seats' version goes up with it.
 */
export async function appendAction(
  db: Db,
  id: string,
  seq: number,
  seat: number,
  action: Action,
  finished: boolean,
  at: number = Date.now(),
): Promise<void> {
  try {
    // The plain insert of every move: a statement prepared once (prepared-actions.ts), when it can.
    const prepared = finished ? undefined : actionWriterOf(db);
    const row = { gameId: id, seq, seat, action: JSON.stringify(action), at };
    if (prepared !== undefined && (await prepared(row))) return;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('actions').values({ game_id: id, seq, seat, action: row.action, at }).execute();
      if (finished)
        await trx
          .updateTable('games')
          .set((eb) => ({ status: 'finished', version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .execute();
    });
  } catch (e) {
    if (isDuplicate(e)) throw new ConflictError(`game ${id}: action ${seq} is already stored`, { cause: e });
    throw e;
  }
}

/**
 * The actions stored from `from` on, in order (a node catching up with the others' writes), at most `limit` of
 * them when given (a delayed spectator's view reads a long game a page at a time).
 */
export async function actionsSince(
  db: Db,
  id: string,
  from: number,
  limit?: number,
): Promise<StoredAction[]> {
  let query = db
    .selectFrom('actions')
    .select(['seat', 'action', 'at'])
    .where('game_id', '=', id)
    .where('seq', '>=', from)
    .orderBy('seq');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((a) => ({ seat: a.seat, action: JSON.parse(a.action) as Action, at: a.at }));
}

/** What a node reads to know whether its copy of a game is current: versions, actions and chat lines. */
export interface GameHead {
  readonly id: string;
  readonly version: number;
  readonly actions: number;
  readonly chat: number;
}

/** The heads of these games (those that exist), in three indexed queries whatever their number. */
export async function gameHeads(db: Db, ids: readonly string[]): Promise<GameHead[]> {
  if (ids.length === 0) return [];
  const games = await db.selectFrom('games').select(['id', 'version']).where('id', 'in', ids).execute();
  // The highest seq per game, in one grouped query per table (actions and chat are numbered from 0).
  const last = (table: 'actions' | 'chat') =>
    db
      .selectFrom(table)
      .select((eb) => ['game_id', eb.fn.max('seq').as('last')])
      .where('game_id', 'in', ids)
      .groupBy('game_id')
      .execute();
  const actions = await last('actions');
  const chat = await last('chat');
  const count = (rows: { game_id: string; last: unknown }[]) =>
    new Map(rows.map((r) => [r.game_id, r.last === null ? 0 : Number(r.last) + 1]));
  const actionCount = count(actions);
  const chatCount = count(chat);
  return games.map((g) => ({
    id: g.id,
    version: g.version,
    actions: actionCount.get(g.id) ?? 0,
    chat: chatCount.get(g.id) ?? 0,
  }));
}

/** Stores a chat line; one with a claim keeps it (and the round it was posted in) beside its text. */
export async function appendChat(
  db: Db,
  id: string,
  seq: number,
  seat: number | null,
  text: string,
  at: number,
  posted?: { readonly claim: Claim; readonly round: number },
): Promise<void> {
  try {
    await db
      .insertInto('chat')
      .values({
        game_id: id,
        seq,
        seat,
        text,
        at,
        claim: posted ? JSON.stringify(posted.claim) : null,
        claim_round: posted?.round ?? null,
      })
      .execute();
  } catch (e) {
    if (isDuplicate(e))
      throw new ConflictError(`game ${id}: chat line ${seq} is already stored`, { cause: e });
    throw e;
  }
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
    .select(['seat', 'action', 'at'])
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
    actions: actions.map((a) => ({ seat: a.seat, action: JSON.parse(a.action) as Action, at: a.at })),
    chat,
    chatCount,
    createdAt: row.created_at,
    hostSeat: row.host_seat ?? 0,
    rematch: row.rematch_id !== null ? { id: row.rematch_id, by: row.rematch_by ?? 0 } : null,
    version: row.version,
    startedAt: row.started_at,
    ended: row.ended === 'abandoned' ? 'abandoned' : null,
  };
}

/** The games in play someone was at when the server last stopped (an idle one waits in storage: idle.ts). */
export async function unfinishedGameIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where('status', '=', 'playing')
    .where('idle_since', 'is', null)
    .execute();
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

/** A game's chat lines, with the columns a line on the wire is made of (`chatLine`). */
function gameChat(db: Db, id: string) {
  return db
    .selectFrom('chat')
    .select(['seq', 'seat', 'text', 'at', 'claim', 'claim_round'])
    .where('game_id', '=', id);
}

/** At most `limit` chat lines before the line `before` (a seq), in order. */
export async function chatLines(db: Db, id: string, before: number, limit: number): Promise<ChatLine[]> {
  if (limit <= 0) return [];
  const rows = await gameChat(db, id).where('seq', '<', before).orderBy('seq', 'desc').limit(limit).execute();
  return rows.reverse().map(chatLine);
}

/** At most `limit` chat lines from the line `from` (a seq) on, in order (a delayed spectator's next page). */
export async function chatFrom(db: Db, id: string, from: number, limit: number): Promise<ChatLine[]> {
  const rows = await gameChat(db, id).where('seq', '>=', from).orderBy('seq').limit(limit).execute();
  return rows.map(chatLine);
}

type ChatRow = Pick<Database['chat'], 'seq' | 'seat' | 'text' | 'at' | 'claim' | 'claim_round'>;

/** A stored line as the wire has it: a free-text line has no `claim` field at all. */
function chatLine(row: ChatRow): ChatLine {
  const line = { seq: row.seq, seat: row.seat, text: row.text, at: row.at };
  if (row.claim === null) return line;
  return { ...line, claim: JSON.parse(row.claim) as Claim, round: row.claim_round ?? 0 };
}

/** Every line of a game that carries a claim, in order (the bots of a game loaded again hear them all). */
export async function claimLines(db: Db, id: string): Promise<ChatLine[]> {
  const rows = await gameChat(db, id).where('claim', 'is not', null).orderBy('seq').execute();
  return rows.map(chatLine);
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
    await trx.deleteFrom('notebooks').where('game_id', 'in', ids).execute();
    await trx.deleteFrom('notebook_saves').where('game_id', 'in', ids).execute();
    await trx.deleteFrom('seat_settings').where('game_id', 'in', ids).execute();
    await trx.deleteFrom('coach_holds').where('game_id', 'in', ids).execute();
    await trx.deleteFrom('leases').where('game_id', 'in', ids).execute();
    await trx.deleteFrom('public_tables').where('game_id', 'in', ids).execute();
    await trx.deleteFrom('seats').where('game_id', 'in', ids).execute();
    await trx.deleteFrom('games').where('id', 'in', ids).where('status', '=', 'lobby').execute();
    return ids;
  });
}
