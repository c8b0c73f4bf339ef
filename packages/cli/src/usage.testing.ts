import assert from 'node:assert/strict';
import { parseSimulateArgs } from './simulate.ts';
import { UsageError } from './usage-error.ts';

/** The usage error parseSimulateArgs throws for these arguments (the test fails if it accepts them). */
export function simulateUsageError(args: string[]): string {
  try {
    parseSimulateArgs(args);
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  return assert.fail(`expected ${args.join(' ')} to be refused`);
}
