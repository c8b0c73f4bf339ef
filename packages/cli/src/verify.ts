import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createGame, isSeed, replay, type GameOptions, type RecordedAction } from '@among-cultists/engine';
import { UsageError } from './usage-error.ts';

export const VERIFY_HELP = `Usage: among-cultists verify <game-export.json>

Checks a finished game's record (GET /api/games/<id>/record): that its seed matches the commitment
published at the start, that the seed deals the game that was played, and that every action was
legal. Prints the deal and the result; exits with 1 if anything does not match.
`;

interface Export {
  readonly options: GameOptions;
  readonly commitment: string;
  readonly actions: readonly RecordedAction[];
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

/** Returns the report lines and whether everything matched. */
export function verify(record: Export): { ok: boolean; lines: string[] } {
  const lines: string[] = [];
  const seed = record.options.seed;
  if (!isSeed(seed)) return { ok: false, lines: ['The seed is not 64 hexadecimal digits.'] };
  const commitment = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
  if (commitment !== record.commitment) {
    return {
      ok: false,
      lines: [
        `The seed does not match the commitment: SHA-256(seed) = ${commitment}, published ${record.commitment}.`,
      ],
    };
  }
  lines.push(`Commitment ${commitment}: matches the seed.`);
  const created = createGame(record.options);
  if (!created.ok)
    return {
      ok: false,
      lines: [...lines, `The options are invalid: ${created.problems.map((p) => p.message).join(' ')}`],
    };
  lines.push(
    `Deal: ${created.state.seats.map((s, i) => `seat ${i + 1} ${s.role}`).join(', ')}; first player seat ${created.state.knife + 1}.`,
  );
  const replayed = replay({ options: record.options, actions: record.actions });
  if (!replayed.ok) {
    return {
      ok: false,
      lines: [...lines, `Action ${replayed.index + 1} was not legal: ${replayed.rejection.message}`],
    };
  }
  const result = replayed.state.result;
  if (!result)
    return {
      ok: false,
      lines: [...lines, `The ${record.actions.length} actions replay, but the game is not over.`],
    };
  lines.push(
    `All ${record.actions.length} actions are legal. Result: the ${result.winner} win (${result.reason}) in round ${result.round}.`,
  );
  return { ok: true, lines };
}

export function runVerify(args: string[]): number {
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    process.stdout.write(VERIFY_HELP);
    return args.length === 0 ? 2 : 0;
  }
  if (args.length > 1) throw new UsageError(`verify takes one file (got ${args.length}).\n\n${VERIFY_HELP}`);
  const { ok, lines } = verify(readExport(args[0]!));
  process.stdout.write(`${lines.join('\n')}\n`);
  return ok ? 0 : 1;
}
