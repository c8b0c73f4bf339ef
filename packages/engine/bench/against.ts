// `npm run bench:engine -- --against <git-ref>`: another commit's engine, extracted from git into a
// temporary folder and imported into this process, so that both engines are measured in one run
// on the same machine load. The folder is removed when the benchmark ends, however it ends.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchEngine } from './games.ts';

/** The engine of another commit, ready to play, and how to name its column. */
export interface OtherEngine {
  readonly engine: BenchEngine;
  /** The ref as given and its short commit hash. */
  readonly label: string;
  /** Removes the temporary folder (also done at exit if the caller never gets there). */
  readonly dispose: () => void;
}

/** A problem the user can act on: printed without a stack trace. */
export class AgainstError extends Error {}

const REQUIRED = ['createGame', 'actors', 'legalActions', 'applyInPlace'] as const;

function git(root: string, args: readonly string[]): string {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Extracts `ref`'s packages/engine with `git archive` into a temporary folder and imports its
 * entry. The engine's own dependencies are found through a link to this checkout's node_modules
 * (an engine of any commit resolves its packages from there, as it would in the checkout).
 */
export async function loadEngineAt(root: string, ref: string): Promise<OtherEngine> {
  let commit: string;
  try {
    commit = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    throw new AgainstError(`--against ${ref}: no such commit in this repository.`);
  }
  const short = commit.slice(0, 7);
  const dir = mkdtempSync(join(tmpdir(), `engine-${short}-`));
  let removed = false;
  const dispose = (): void => {
    if (removed) return;
    removed = true;
    rmSync(dir, { recursive: true, force: true });
  };
  // A Ctrl-C or a failed import must not leave the folder behind.
  process.once('exit', dispose);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      dispose();
      process.exit(130);
    });
  }
  try {
    const files = git(root, ['ls-tree', '--name-only', commit, 'packages/engine/src/index.ts']).trim();
    if (files === '')
      throw new AgainstError(`--against ${ref}: commit ${short} has no packages/engine/src/index.ts.`);
    execFileSync(
      'sh',
      ['-c', `git -C "$1" archive "$2" packages/engine | tar -x -C "$3"`, 'sh', root, commit, dir],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const entry = pathToFileURL(join(dir, 'packages/engine/src/index.ts')).href;
    const mod = (await import(entry)) as Record<string, unknown>;
    const missing = REQUIRED.filter((name) => typeof mod[name] !== 'function');
    if (missing.length > 0)
      throw new AgainstError(
        `--against ${ref}: the engine of ${short} does not export ${missing.join(', ')}; ` +
          'the benchmark needs createGame(options), actors, legalActions and applyInPlace.',
      );
    return {
      engine: mod as unknown as BenchEngine,
      label: ref === short ? short : `${ref} (${short})`,
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}
