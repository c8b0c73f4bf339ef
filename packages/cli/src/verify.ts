import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  commitmentOf,
  DEFAULT_BOARD_ID,
  shippedBoard,
  verifyRecord,
  type Board,
  type GameOptions,
  type RecordedAction,
} from '@among-cultists/engine';
import { readBoardFile, type BoardFile } from './board-file.ts';
import { UsageError } from './usage-error.ts';

const VERIFY_HELP = `Usage: among-cultists verify <game-export.json> [--board <board.json>]

Checks a finished game's record (GET /api/games/<id>/record): that it was played on a board this
version knows (by id and the SHA-256 of its content), that its seed matches the commitment
published at the start, that the seed deals the game that was played, and that every action was
legal. Prints the deal and the result (a game the server ended as abandoned, every player gone, has
none); exits with 1 if anything does not match.

  --board <file>  the board file the game was played on, when it is not a board shipped with
                  this version (a corrected board.json, or a board changed since)
`;

interface Export {
  readonly options: GameOptions;
  readonly commitment: string;
  readonly actions: readonly RecordedAction[];
  /** 'abandoned': the server ended the game once every player had left; its actions stop before the end. */
  readonly ended?: string;
}

function readExport(path: string): Export {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new UsageError(`Cannot read ${path} as JSON: ${(e as Error).message}`);
  }
  const r = data as Partial<Export>;
  if (typeof r.options?.seed !== 'string' || typeof r.commitment !== 'string' || !Array.isArray(r.actions)) {
    throw new UsageError(
      `${path} is not a game record: it needs "options" (with the "seed"), "commitment" and "actions".`,
    );
  }
  return r as Export;
}

const short = (sha256: string): string => `${sha256.slice(0, 12)}…`;

/**
 * The board the record says it was played on, found among the shipped boards or in the --board
 * file; a record from before boards were recorded names none and is checked on the default board.
 */
function boardOf(
  record: Export,
  file: BoardFile | null,
): { ok: true; board: Board; line: string } | { ok: false; line: string } {
  const named = record.options.board as unknown;
  if (named === undefined) {
    if (file !== null)
      return { ok: true, board: file.board, line: `Board: not recorded; checked on ${file.file}.` };
    const board = shippedBoard(DEFAULT_BOARD_ID)!;
    return {
      ok: true,
      board,
      line: `Board: not recorded (an older record); checked on the shipped '${board.id}'.`,
    };
  }
  const ref = named as { id?: unknown; sha256?: unknown };
  if (
    typeof named !== 'object' ||
    named === null ||
    typeof ref.id !== 'string' ||
    typeof ref.sha256 !== 'string'
  )
    return { ok: false, line: 'The record\'s board is not { "id", "sha256" }.' };
  const wanted = `board '${ref.id}' (SHA-256 ${short(ref.sha256)})`;
  if (file !== null) {
    if (file.board.id !== ref.id || file.board.sha256 !== ref.sha256)
      return {
        ok: false,
        line: `The game was played on ${wanted}, but ${file.file} is board '${file.board.id}' (SHA-256 ${short(file.board.sha256)}).`,
      };
    return { ok: true, board: file.board, line: `Board: ${wanted}, the file ${file.file}.` };
  }
  const shipped = shippedBoard(ref.id);
  if (shipped?.sha256 === ref.sha256)
    return { ok: true, board: shipped, line: `Board: ${wanted}, shipped with this version.` };
  return {
    ok: false,
    line: shipped
      ? `The game was played on ${wanted}, but this version ships '${ref.id}' with SHA-256 ${short(shipped.sha256)}: give the board file it was played on with --board.`
      : `The game was played on ${wanted}, which this version does not ship: give its board file with --board.`,
  };
}

/** Returns the report lines and whether everything matched. */
export function verify(record: Export, file: BoardFile | null = null): { ok: boolean; lines: string[] } {
  const lines: string[] = [];
  const found = boardOf(record, file);
  if (!found.ok) return { ok: false, lines: [found.line] };
  lines.push(found.line);
  const options: GameOptions = { ...record.options, board: found.board };
  const verdict = verifyRecord({
    options,
    commitment: record.commitment,
    actions: record.actions,
    ...(record.ended === undefined ? {} : { ended: record.ended }),
  });
  const mismatch = verdict.mismatch;
  if (mismatch?.code === 'seed') return { ok: false, lines: ['The seed is not 64 hexadecimal digits.'] };
  if (mismatch?.code === 'commitment')
    return {
      ok: false,
      lines: [
        `The seed does not match the commitment: SHA-256(seed) = ${mismatch.computed}, published ${mismatch.published}.`,
      ],
    };
  lines.push(`Commitment ${commitmentOf(record.options.seed)}: matches the seed.`);
  if (mismatch?.code === 'options')
    return { ok: false, lines: [...lines, `The options are invalid: ${mismatch.problems.join(' ')}`] };
  const start = verdict.start!;
  lines.push(
    `Deal: ${start.seats.map((s, i) => `seat ${i + 1} ${s.role}`).join(', ')}; first player seat ${start.knife + 1}.`,
  );
  const n = record.actions.length;
  if (mismatch?.code === 'rejected')
    return {
      ok: false,
      lines: [...lines, `Action ${mismatch.index + 1} was not legal: ${mismatch.rejection.message}`],
    };
  if (mismatch !== null)
    return { ok: false, lines: [...lines, `The ${n} actions replay, but the game is not over.`] };
  const final = verdict.final!;
  // A game every player left, ended by the server: fair as far as it went, with no result.
  if (verdict.abandoned || !final.result)
    return {
      ok: true,
      lines: [
        ...lines,
        `All ${n} actions are legal. No result: the game was abandoned in round ${final.round} (every player had left).`,
      ],
    };
  const result = final.result;
  lines.push(
    `All ${n} actions are legal. Result: the ${result.winner} win (${result.reason}) in round ${result.round}.`,
  );
  return { ok: true, lines };
}

export function runVerify(args: string[]): number {
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    process.stdout.write(VERIFY_HELP);
    return args.length === 0 ? 2 : 0;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { board: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n\n${VERIFY_HELP}`);
  }
  const files = parsed.positionals;
  if (files.length !== 1)
    throw new UsageError(`verify takes one file (got ${files.length}).\n\n${VERIFY_HELP}`);
  const board = parsed.values.board === undefined ? null : readBoardFile(parsed.values.board);
  const { ok, lines } = verify(readExport(files[0]!), board);
  process.stdout.write(`${lines.join('\n')}\n`);
  return ok ? 0 : 1;
}
