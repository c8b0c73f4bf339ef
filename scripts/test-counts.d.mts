// Types for test-counts.mjs (plain JavaScript: the test runner runs it without tsx), for its test.

export interface SkippedTest {
  readonly name: string;
  readonly reason: string;
}

/** What the count reporter (test-count-reporter.mjs) writes for one test file. */
export interface FileCount {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: readonly SkippedTest[];
  readonly results: number;
  readonly planned: number;
}

export interface Service {
  readonly name: string;
  readonly reason: RegExp;
  present(env: NodeJS.ProcessEnv): boolean;
}

export const SERVICES: readonly Service[];
export function absentServices(env?: NodeJS.ProcessEnv): string[];
export function isExpectedSkip(reason: string, absent: readonly string[]): boolean;

export interface ListedSkip extends SkippedTest {
  readonly file: string;
  readonly expected: boolean;
}

export function summarise(
  counts: Readonly<Record<string, FileCount>>,
  testFiles: readonly string[],
  options: {
    readonly root: string;
    readonly whole: boolean;
    readonly floor: number;
    readonly expectAll: boolean;
    readonly absent: readonly string[];
  },
): { problems: string[]; skipped: ListedSkip[]; total: number; perPackage: Map<string, number> };

export function skippedLines(skipped: readonly ListedSkip[]): string[];
