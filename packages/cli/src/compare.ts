import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { validate, type JsonSchema } from './json-schema.ts';
import { comparisonReport, formatComparison } from './report.ts';
import { fileFlag, writeOutput, type SimulationRecord } from './simulate.ts';
import { UsageError } from './usage-error.ts';

export const COMPARE_HELP = `Usage: among-cultists simulate --compare <A.json> <B.json> [--html <file>]

Compares two runs written by simulate --json: win rates and victory reasons with 95% intervals
and the difference B - A, game length, VP and deaths. --html also writes the charts side by side.
`;

/** The JSON Schema of what simulate --json writes. */
export function simulateSchema(): JsonSchema {
  return JSON.parse(readFileSync(new URL('./simulate-schema.json', import.meta.url), 'utf8')) as JsonSchema;
}

/** Reads a simulate --json file; anything else is a usage error naming `flag` and the file. */
export function loadRecord(file: string, flag = '--compare'): SimulationRecord {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      `${flag}: cannot read ${file}${code === 'ENOENT' ? ': no such file' : `: ${(e as Error).message}`}.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${flag}: ${file} is not JSON (${(e as Error).message}).`);
  }
  const problems = validate(simulateSchema(), value, 5);
  if (problems.length > 0) {
    throw new UsageError(
      `${flag}: ${file} is not a file written by simulate --json:\n  ${problems.join('\n  ')}`,
    );
  }
  return value as SimulationRecord;
}

export interface CompareOptions {
  readonly files: readonly [string, string];
  readonly html: string | null;
}

export function parseCompareArgs(args: string[]): CompareOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        compare: { type: 'string' },
        html: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    throw new UsageError(
      `--compare reads two runs and plays no games; it takes only --html. ${(e as Error).message}\n\n${COMPARE_HELP}`,
    );
  }
  if (parsed.values.help) return 'help';
  const first = parsed.values.compare;
  if (first === undefined || first.length === 0 || parsed.positionals.length !== 1) {
    throw new UsageError(
      `--compare needs two files: --compare <A.json> <B.json> (got ${[first ?? '', ...parsed.positionals].filter((f) => f).length}).`,
    );
  }
  return { files: [first, parsed.positionals[0]!], html: fileFlag('--html', parsed.values.html) };
}

export function runCompare(args: string[]): void {
  const options = parseCompareArgs(args);
  if (options === 'help') {
    process.stdout.write(COMPARE_HELP);
    return;
  }
  const runs = [loadRecord(options.files[0]), loadRecord(options.files[1])] as const;
  const names = [basename(options.files[0]), basename(options.files[1])] as const;
  process.stdout.write(`${formatComparison(runs, names)}\n`);
  if (options.html !== null) writeOutput(options.html, comparisonReport(runs, names));
}
