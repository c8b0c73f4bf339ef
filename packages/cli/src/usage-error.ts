import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake in how the command was called: printed without a stack trace, exit code 2. */
export class UsageError extends Error {}

/** A subcommand's flags (no positionals); a mistake is a UsageError followed by the command's help. */
export function parseFlags<const O extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: O,
  help: string,
) {
  try {
    return parseArgs({ args, strict: true, allowPositionals: false, options }).values;
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n\n${help}`);
  }
}
