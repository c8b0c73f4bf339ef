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

/** Who a count of reports is about (moderation.ts' bounds). */
export type ReportCount =
  /** Made by this seat in this game. */
  | { readonly game: string; readonly seat: number }
  /** Made from this address since then. */
  | { readonly address: string; readonly since: number }
  /** Made by, or against, the seats linked to this account since then (over every game). */
  | { readonly account: string; readonly role: 'reporter' | 'reported'; readonly since: number }
  /** Made against this seat of this game since then. */
  | { readonly game: string; readonly reported: number; readonly since: number };

/** How many reports the count names. */
export async function countReports(db: Db, by: ReportCount): Promise<number> {
  let query = db.selectFrom('reports as r').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if ('account' in by)
    query = query
      .innerJoin('account_seats as a', (join) =>
        join
          .onRef('a.game_id', '=', 'r.game_id')
          .onRef('a.seat', '=', by.role === 'reporter' ? 'r.reporter_seat' : 'r.reported_seat'),
      )
      .where('a.account_id', '=', by.account)
      .where('r.created_at', '>', by.since);
  else if ('address' in by)
    query = query.where('r.address', '=', by.address).where('r.created_at', '>', by.since);
  else if ('reported' in by)
    query = query
      .where('r.game_id', '=', by.game)
      .where('r.reported_seat', '=', by.reported)
      .where('r.created_at', '>', by.since);
  else query = query.where('r.game_id', '=', by.game).where('r.reporter_seat', '=', by.seat);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The account a seat's present holder linked it to (accounts/seat-links.ts), or null. */
export async function accountOfSeat(
  db: Db,
  game: string,
  seat: number,
  tokenHash: string | null,
): Promise<string | null> {
  if (tokenHash === null) return null;
  const row = await db
    .selectFrom('account_seats')
    .select('account_id')
    .where('game_id', '=', game)
    .where('seat', '=', seat)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.account_id ?? null;
}
