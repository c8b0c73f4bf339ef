/**
 * `among-cultists admin …` (issue 30; docs/operations.md): the operator reads the players' reports with the
 * chat lines the server attached from storage, closes them, and suspends address ranges and accounts from
 * public tables.
 * It opens the server's database as the server's settings say (DATABASE_URL, or DATA_DIR's SQLite file).
 */
import {
  closeReport,
  liftSuspensions,
  listReports,
  listSuspensions,
  openAdminDatabase,
  parseRange,
  readReport,
  suspendAccount,
  suspendRange,
  type Db,
} from '@among-cultists/server/admin';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './usage-error.ts';

const HELP = `Usage: among-cultists admin <command> [options]

Talks to the server's database directly: DATABASE_URL (postgres://… or a SQLite file), else the SQLite
file under DATA_DIR (./data), as the server does.

Commands:
  reports [--open] [--limit N]      the players' reports, newest first (--open: those not closed)
  report <id> [--close]             one report with the reported seat's chat lines; --close closes it
  suspend --address <cidr> | --account <id> [--until <when>] [--reason <text>]
                                    keeps an address range (203.0.113.0/24, 2001:db8::/32, or one address),
                                    or an account (its id, as 'report' shows it), from creating, joining and
                                    quick-playing public tables; --until an ISO date-time or a duration
                                    (30m, 12h, 7d); without it, until lifted
  unsuspend --address <cidr> | --account <id> | --id <id>
                                    lifts the suspensions of that range or account, or the one with that id
  suspensions [--all]               the suspensions in force (--all: lifted and lapsed ones too)
`;

/** Where the command writes (the tests read it). */
export interface AdminOutput {
  readonly out: (text: string) => void;
}

const DURATION = /^(\d+)([mhd])$/;
const UNIT_MS = { m: 60_000, h: 3600_000, d: 86_400_000 } as const;

/** `--until`: an ISO date-time, or a duration from `now`; a mistake is a UsageError. */
export function parseUntil(text: string, now: number): number {
  const duration = DURATION.exec(text);
  if (duration) return now + Number(duration[1]) * UNIT_MS[duration[2] as keyof typeof UNIT_MS];
  const at = Date.parse(text);
  if (!Number.isFinite(at) || !/^\d{4}-\d{2}-\d{2}/.test(text))
    throw new UsageError(
      `--until is an ISO date-time (2026-12-01T18:00Z) or a duration (30m, 12h, 7d), not "${text}".`,
    );
  if (at <= now) throw new UsageError(`--until ${text} is already past.`);
  return at;
}

const time = (at: number | null): string => (at === null ? '-' : new Date(at).toISOString());

function parse<const O extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: O) {
  try {
    return parseArgs({ args, strict: true, allowPositionals: true, options });
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n\n${HELP}`);
  }
}

/** Runs `admin <args>`; returns the exit code (1: what was named does not exist). */
export async function runAdmin(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  output: AdminOutput = { out: (t) => process.stdout.write(t) },
  now: () => number = Date.now,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    output.out(HELP);
    return 0;
  }
  const known = ['reports', 'report', 'suspend', 'unsuspend', 'suspensions'];
  if (!known.includes(command)) throw new UsageError(`Unknown admin command "${command}".\n\n${HELP}`);
  const db = await openAdminDatabase(env);
  try {
    return await run(db, command, rest, output, now);
  } finally {
    await db.destroy();
  }
}

async function run(
  db: Db,
  command: string,
  rest: string[],
  output: AdminOutput,
  now: () => number,
): Promise<number> {
  const { out } = output;
  switch (command) {
    case 'reports': {
      const { values } = parse(rest, { open: { type: 'boolean' }, limit: { type: 'string' } });
      const limit = values.limit === undefined ? 100 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit is a whole number above 0.');
      const reports = await listReports(db, values.open === true, limit);
      if (reports.length === 0) out('No reports.\n');
      for (const r of reports)
        out(
          `${r.id}  ${time(r.createdAt)}  ${r.closedAt === null ? 'open  ' : 'closed'}  game ${r.game}  seat ${r.reportedSeat} (${r.reportedName ?? '?'}) by seat ${r.reporterSeat}  ${r.reason}${r.text === null ? '' : `: ${JSON.stringify(r.text)}`}\n`,
        );
      return 0;
    }
    case 'report': {
      const { values, positionals } = parse(rest, { close: { type: 'boolean' } });
      const [id] = positionals;
      if (id === undefined || positionals.length > 1)
        throw new UsageError(`admin report takes one report id.\n\n${HELP}`);
      const report = await readReport(db, id);
      if (!report) {
        out(`There is no report ${id}.\n`);
        return 1;
      }
      out(
        `Report ${report.id}, ${time(report.createdAt)}${report.closedAt === null ? '' : `, closed ${time(report.closedAt)}`}\n`,
      );
      out(
        `Game ${report.game}: seat ${report.reportedSeat} (${report.reportedName ?? '?'}) reported by seat ${report.reporterSeat} from ${report.address}\n`,
      );
      out(
        `Reason: ${report.reason}${report.text === null ? '' : `\nWords: ${JSON.stringify(report.text)}`}\n`,
      );
      const accounts = (ids: readonly string[]): string => (ids.length === 0 ? 'none' : ids.join(', '));
      out(
        `Accounts: reported seat ${accounts(report.reportedAccounts)}; reporter ${accounts(report.reporterAccounts)}\n`,
      );
      out(`Chat lines of seat ${report.reportedSeat} as stored (${report.lines.length}):\n`);
      // JSON strings: a line can hold nothing that drives the operator's terminal.
      for (const l of report.lines) out(`  #${l.seq} ${time(l.at)} ${JSON.stringify(l.text)}\n`);
      if (values.close === true) {
        await closeReport(db, report.id, now());
        out('Closed.\n');
      }
      return 0;
    }
    case 'suspend': {
      const { values, positionals } = parse(rest, {
        address: { type: 'string' },
        account: { type: 'string' },
        until: { type: 'string' },
        reason: { type: 'string' },
      });
      if (positionals.length > 0 || (values.address === undefined) === (values.account === undefined))
        throw new UsageError(`admin suspend needs --address <cidr> or --account <id>.\n\n${HELP}`);
      const at = now();
      const until = values.until === undefined ? null : parseUntil(values.until, at);
      const till = until === null ? 'lifted' : time(until);
      if (values.account !== undefined) {
        const id = await suspendAccount(db, values.account, at, until, values.reason ?? null);
        if (id === null) {
          out(`There is no account ${JSON.stringify(values.account)}.\n`);
          return 1;
        }
        out(`Suspended account ${values.account} from public tables until ${till} (id ${id}).\n`);
        return 0;
      }
      const range = parseRange(values.address ?? '');
      if (range === null)
        throw new UsageError(`"${values.address}" is no address range (203.0.113.0/24, 2001:db8::/32).`);
      const id = await suspendRange(db, range, at, until, values.reason ?? null);
      out(`Suspended ${range.network}/${range.prefix} from public tables until ${till} (id ${id}).\n`);
      return 0;
    }
    case 'unsuspend': {
      const { values, positionals } = parse(rest, {
        address: { type: 'string' },
        account: { type: 'string' },
        id: { type: 'string' },
      });
      const named = [values.address, values.account, values.id].filter((v) => v !== undefined).length;
      if (positionals.length > 0 || named !== 1)
        throw new UsageError(
          `admin unsuspend needs one of --address <cidr>, --account <id>, --id <id>.\n\n${HELP}`,
        );
      let lifted: number;
      if (values.id !== undefined) lifted = await liftSuspensions(db, { id: values.id }, now());
      else if (values.account !== undefined)
        lifted = await liftSuspensions(db, { account: values.account }, now());
      else {
        const range = parseRange(values.address ?? '');
        if (range === null) throw new UsageError(`"${values.address}" is no address range.`);
        lifted = await liftSuspensions(db, { range }, now());
      }
      out(`Lifted ${lifted} suspension${lifted === 1 ? '' : 's'}.\n`);
      return lifted > 0 ? 0 : 1;
    }
    default: {
      const { values } = parse(rest, { all: { type: 'boolean' } });
      const list = await listSuspensions(db, now(), values.all === true);
      if (list.length === 0) out('No suspensions.\n');
      for (const s of list)
        out(
          `${s.id}  ${s.range ?? `account ${s.account ?? '?'}`}  since ${time(s.createdAt)}  until ${s.until === null ? 'lifted' : time(s.until)}${s.liftedAt === null ? '' : `  lifted ${time(s.liftedAt)}`}${s.reason === null ? '' : `  ${JSON.stringify(s.reason)}`}\n`,
        );
      return 0;
    }
  }
}
