/**
 * The operator's moderation (issue 30; `npx among-cultists admin …`, docs/operations.md): the players'
 * reports with the lines attached (and the accounts of the seats, when they were signed in), and the
 * suspensions of address ranges and accounts from public tables. It talks to
 * the server's database directly, opened as the server's settings say (DATABASE_URL, or the SQLite file
 * under DATA_DIR), so that it works whether or not a server runs.
 */
import { openDatabase, type Db } from '../db.ts';
import type { ModerationTables } from './migration.ts';
import type { ReportedLine } from './store.ts';

export {
  parseRange,
  suspendAccount,
  suspendRange,
  liftSuspensions,
  listSuspensions,
  suspensionOf,
} from './suspensions.ts';
export type { Suspension } from './suspensions.ts';
export type { Db } from '../db.ts';

/** The database the server's settings name: DATABASE_URL (postgres:// or a SQLite file), else DATA_DIR's file. */
export function openAdminDatabase(env: NodeJS.ProcessEnv): Promise<Db> {
  const url = env.DATABASE_URL;
  return openDatabase({ ...(url ? { url } : {}), dataDir: env.DATA_DIR ?? 'data' });
}

export interface ReportSummary {
  readonly id: string;
  readonly game: string;
  readonly reporterSeat: number;
  readonly reportedSeat: number;
  readonly reportedName: string | null;
  readonly reason: string;
  readonly text: string | null;
  readonly address: string;
  readonly createdAt: number;
  readonly closedAt: number | null;
}

export interface ReportDetail extends ReportSummary {
  readonly lines: readonly ReportedLine[];
  /** The accounts the reporter's and the reported seat's players linked them to (signed in), if any. */
  readonly reporterAccounts: readonly string[];
  readonly reportedAccounts: readonly string[];
}

/** The accounts linked to a seat of a game (more than one if the seat changed hands in the lobby). */
async function seatAccounts(db: Db, game: string, seat: number): Promise<string[]> {
  const rows = await db
    .selectFrom('account_seats')
    .select('account_id')
    .where('game_id', '=', game)
    .where('seat', '=', seat)
    .orderBy('linked_at', 'asc')
    .execute();
  return rows.map((r) => r.account_id);
}

/** A report as stored, without its lines (the list reads them only for one report). */
type ReportRow = Omit<ModerationTables['reports'], 'lines'>;

function summary(r: ReportRow): ReportSummary {
  return {
    id: r.id,
    game: r.game_id,
    reporterSeat: r.reporter_seat,
    reportedSeat: r.reported_seat,
    reportedName: r.reported_name,
    reason: r.reason,
    text: r.text,
    address: r.address,
    createdAt: r.created_at,
    closedAt: r.closed_at,
  };
}

/** The reports, newest first (`open`: only those not closed), at most `limit`. */
export async function listReports(db: Db, open: boolean, limit: number): Promise<ReportSummary[]> {
  let query = db
    .selectFrom('reports')
    .select([
      'id',
      'game_id',
      'reporter_seat',
      'reported_seat',
      'reported_name',
      'reason',
      'text',
      'address',
      'created_at',
      'closed_at',
    ])
    .orderBy('created_at', 'desc')
    .limit(limit);
  if (open) query = query.where('closed_at', 'is', null);
  return (await query.execute()).map(summary);
}

/** One report with the reported seat's lines as stored with it; null if there is none with that id. */
export async function readReport(db: Db, id: string): Promise<ReportDetail | null> {
  const row = await db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    ...summary(row),
    lines: JSON.parse(row.lines) as ReportedLine[],
    reporterAccounts: await seatAccounts(db, row.game_id, row.reporter_seat),
    reportedAccounts: await seatAccounts(db, row.game_id, row.reported_seat),
  };
}

/** Closes a report (it leaves the open ones); false if there is no open report with that id. */
export async function closeReport(db: Db, id: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set({ closed_at: at })
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
