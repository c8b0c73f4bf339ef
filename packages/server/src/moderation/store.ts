/**
 * Moderation's reads and writes (issue 30), the one truth every node reads: the removals, the mutes and
 * the reports of a game. The operator's suspensions are suspensions.ts'.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';

/** Stores that the host removed the person holding this token (its hash) from the game's lobby. */
export async function storeRemoval(
  db: Db,
  game: string,
  tokenHash: string,
  seat: number,
  at: number,
): Promise<void> {
  await db
    .insertInto('moderation_removals')
    .values({ game_id: game, token_hash: tokenHash, seat, removed_at: at })
    .onConflict((oc) => oc.columns(['game_id', 'token_hash']).doNothing())
    .execute();
}

/** How many people the host removed from the game. */
export async function countRemovals(db: Db, game: string): Promise<number> {
  const row = await db
    .selectFrom('moderation_removals')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('game_id', '=', game)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the host removed the person holding this token (its hash) from the game. */
export async function wasRemoved(db: Db, game: string, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('moderation_removals')
    .select('seat')
    .where('game_id', '=', game)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** The game's mutes: the seats muted for the table, and for each seat the seats it muted for itself. */
export interface StoredMutes {
  readonly table: ReadonlySet<number>;
  readonly bySeat: ReadonlyMap<number, ReadonlySet<number>>;
}

export async function readMutes(db: Db, game: string): Promise<StoredMutes> {
  const [table, own] = await Promise.all([
    db.selectFrom('table_mutes').select('seat').where('game_id', '=', game).execute(),
    db.selectFrom('seat_mutes').select(['seat', 'muted']).where('game_id', '=', game).execute(),
  ]);
  const bySeat = new Map<number, Set<number>>();
  for (const { seat, muted } of own) bySeat.set(seat, (bySeat.get(seat) ?? new Set()).add(muted));
  return { table: new Set(table.map((r) => r.seat)), bySeat };
}

/** Mutes (`on`) or unmutes a seat's chat for the whole table. */
export async function storeTableMute(
  db: Db,
  game: string,
  seat: number,
  on: boolean,
  at: number,
): Promise<void> {
  if (on)
    await db
      .insertInto('table_mutes')
      .values({ game_id: game, seat, muted_at: at })
      .onConflict((oc) => oc.columns(['game_id', 'seat']).doNothing())
      .execute();
  else await db.deleteFrom('table_mutes').where('game_id', '=', game).where('seat', '=', seat).execute();
}

/** `seat` mutes (`on`) or unmutes `muted`'s chat for itself. */
export async function storeSeatMute(
  db: Db,
  game: string,
  seat: number,
  muted: number,
  on: boolean,
  at: number,
): Promise<void> {
  if (on)
    await db
      .insertInto('seat_mutes')
      .values({ game_id: game, seat, muted, muted_at: at })
      .onConflict((oc) => oc.columns(['game_id', 'seat', 'muted']).doNothing())
      .execute();
  else
    await db
      .deleteFrom('seat_mutes')
      .where('game_id', '=', game)
      .where('seat', '=', seat)
      .where('muted', '=', muted)
      .execute();
}

/** A stored line of a reported seat, as attached to its report. */
export interface ReportedLine {
  readonly seq: number;
  readonly text: string;
  readonly at: number;
}

/** The last `limit` free-text lines `seat` wrote in the game, in order, read from storage. */
export async function seatLines(db: Db, game: string, seat: number, limit: number): Promise<ReportedLine[]> {
  const rows = await db
    .selectFrom('chat')
    .select(['seq', 'text', 'at'])
    .where('game_id', '=', game)
    .where('seat', '=', seat)
    .where('claim', 'is', null)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({ seq: r.seq, text: r.text, at: r.at }));
}

export interface NewReport {
  readonly game: string;
  readonly reporterSeat: number;
  readonly reportedSeat: number;
  readonly reportedName: string | null;
  readonly reason: string;
  readonly text: string | null;
  readonly lines: readonly ReportedLine[];
  readonly address: string;
  readonly at: number;
}

/** Stores a report; returns its id (random: an operator names it; ids say nothing of how many there are). */
export async function storeReport(db: Db, report: NewReport): Promise<string> {
  const id = randomBytes(6).toString('hex');
  await db
    .insertInto('reports')
    .values({
      id,
      game_id: report.game,
      reporter_seat: report.reporterSeat,
      reported_seat: report.reportedSeat,
      reported_name: report.reportedName,
      reason: report.reason,
      text: report.text,
      lines: JSON.stringify(report.lines),
      address: report.address,
      created_at: report.at,
      closed_at: null,
    })
    .execute();
  return id;
}

/** How many reports a seat made in a game, and an address made after `since` (epoch ms). */
export async function countReports(
  db: Db,
  by: { readonly game: string; readonly seat: number } | { readonly address: string; readonly since: number },
): Promise<number> {
  let query = db.selectFrom('reports').select((eb) => eb.fn.countAll<number | string>().as('n'));
  query =
    'game' in by
      ? query.where('game_id', '=', by.game).where('reporter_seat', '=', by.seat)
      : query.where('address', '=', by.address).where('created_at', '>', by.since);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}
