// npm run bench:engine — random complete games per CPU second and CPU microseconds per decision,
// for each table, on one core (this process; CPU time, not the wall clock, as the machine may be
// shared). Decisions are picked uniformly from `legalActions` and
// applied with `applyInPlace`, which checks them again: the figures include that check.
//
//   npm run bench:engine -- --against e89f292    this tree beside another commit's engine, same run
//   npm run bench:engine -- --against e89f292 --against main    beside several
//   npm run bench:engine -- --only 8,"MoC P8"     some rows only
//   BENCH_SECONDS=6 BENCH_WARMUP=12 npm run bench:engine    longer rows, a longer warm-up at most
//
// With --against, each row is measured in slices that alternate between the engines, so that
// a change in the machine's load (other processes) falls on both columns alike.
import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PLAYER_COUNTS } from '../src/index.ts';
import { seedOf } from '../src/testing.ts';
import { AgainstError, loadEngineAt, type OtherEngine } from './against.ts';
import { problemsText, type BenchEngine, type playFor, type policyOf, type Tally } from './games.ts';

const SECONDS_PER_ROW = Number(process.env.BENCH_SECONDS ?? 3);
/**
 * CPU seconds each engine plays each row, unmeasured, twice: once for every row before the first
 * is measured, and again right before the row's own measured slices. The optimizing compiler works
 * on other threads whose CPU time counts (see games.ts): a row whose code paths are new read 2-5×
 * slower for its first seconds (the first row, 4 players with the AUTOMA, took 4-6 CPU s to settle
 * from 30-80 µs to 3 µs per decision on a loaded machine), so an unwarmed first row measured
 * compilation, not play; the rows after it were warmed by the rows before.
 */
const WARM_UP_PER_ROW = Number(process.env.BENCH_WARMUP ?? 1);
/**
 * Slices per row and engine with --against (alternating, about half a second each, at least 3), so
 * that both columns see the same changes in the machine's load; one slice without.
 */
const SLICES = Math.max(3, Math.ceil(SECONDS_PER_ROW / 0.5));

/** The warm-up's games are dealt from seeds after this one, apart from the measured games'. */
const WARM_UP_SEEDS = 1_000_000;

interface Row {
  readonly label: string;
  readonly players: number;
  readonly automa?: boolean;
  readonly board?: string;
  readonly professions?: boolean;
}

const ROWS: readonly Row[] = [
  // Four players always play with the AUTOMA (the engine adds it).
  { label: '4+A', players: 4 },
  ...PLAYER_COUNTS.map((players) => ({ label: String(players), players })),
  { label: '6+A', players: 6, automa: true },
  // The Mountains of Chaos maps (Revolving Door, Elevators).
  ...PLAYER_COUNTS.map((players) => ({ label: `MoC ${players}`, players, board: 'mountains' })),
  // The Professions module (two Cultists: 7 and 8 players), on each map.
  { label: 'Prof 7', players: 7, professions: true },
  { label: 'MoC P8', players: 8, board: 'mountains', professions: true },
];

function optionsOf(row: Row): (game: number) => Record<string, unknown> {
  return (game) => ({
    players: row.players,
    seed: seedOf(game),
    ...(row.automa === true ? { automa: true } : {}),
    ...(row.board !== undefined ? { board: row.board } : {}),
    ...(row.professions === true ? { ruleset: { professions: true } } : {}),
  });
}

/** One engine's copy of the loop (see games.ts: a module instance each). */
interface Contender {
  readonly label: string;
  readonly engine: BenchEngine;
  readonly playFor: typeof playFor;
  readonly policyOf: typeof policyOf;
}

async function contender(label: string, engine: BenchEngine, instance: string): Promise<Contender> {
  const games = (await import(`./games.ts?engine=${instance}`)) as {
    playFor: typeof playFor;
    policyOf: typeof policyOf;
  };
  return { label, engine, playFor: games.playFor, policyOf: games.policyOf };
}

/** Why `engine` cannot play `row` (an option it does not know, say), or null if it can. */
function unplayable(engine: BenchEngine, row: Row): string | null {
  try {
    const created = engine.createGame(optionsOf(row)(1));
    if (created.ok) return null;
    return problemsText(created.problems);
  } catch (error) {
    return `createGame threw: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Plays `row` on `c`'s engine for `WARM_UP_PER_ROW` CPU seconds, unmeasured (games from other seeds). */
function warmUp(c: Contender, row: Row, playable: readonly boolean[], i: number): void {
  if (!playable[i]) return;
  const options = optionsOf(row);
  c.playFor(c.engine, (game) => options(WARM_UP_SEEDS + game), c.policyOf(7), WARM_UP_PER_ROW, {
    games: 0,
    decisions: 0,
    ms: 0,
  });
}

function gamesPerSecond(t: Tally): number {
  return (t.games / t.ms) * 1000;
}

function columns(t: Tally | null): string {
  if (t === null) return `${'—'.padStart(7)}  ${'—'.padStart(8)}  ${'—'.padStart(7)}`;
  return `${gamesPerSecond(t).toFixed(0).padStart(7)}  ${(t.decisions / t.games).toFixed(1).padStart(8)}  ${((t.ms * 1000) / t.decisions).toFixed(2).padStart(7)}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { against: { type: 'string', multiple: true }, only: { type: 'string' } },
  });
  const only = values.only?.split(',').map((l) => l.trim());
  const rows = only ? ROWS.filter((r) => only.includes(r.label)) : ROWS;
  if (rows.length === 0)
    throw new AgainstError(`--only: no such row (rows: ${ROWS.map((r) => r.label).join(', ')}).`);

  const here = dirname(fileURLToPath(import.meta.url));
  const current = (await import('../src/index.ts')) as unknown as BenchEngine;
  const contenders = [await contender('this tree', current, 'this')];
  const others: OtherEngine[] = [];
  try {
    const refs = values.against ?? [];
    if (refs.length > 0) {
      const root = execFileSync('git', ['-C', here, 'rev-parse', '--show-toplevel'], {
        encoding: 'utf8',
      }).trim();
      for (const [i, ref] of refs.entries()) {
        const other = await loadEngineAt(root, ref);
        others.push(other);
        contenders.push(await contender(other.label, other.engine, `against${i}`));
      }
    }
    const slices = others.length > 0 ? SLICES : 1;
    process.stdout.write(
      `engine benchmark: random legal actions, one core, ${SECONDS_PER_ROW} CPU s per row and engine` +
        (others.length > 0 ? ` (${slices} alternating slices)` : '') +
        ', each row warmed up first\n',
    );
    const head = 'games/s  dec/game  µs/dec';
    if (others.length > 0) {
      const names = contenders.map((c) => c.label.padEnd(head.length)).join('  ');
      process.stdout.write(`${''.padEnd(7)}  ${names}  games/s of this tree to\n`);
      const ratios = others.map((o) => o.label.split(' ')[0]!.padStart(8)).join('  ');
      process.stdout.write(`${'table'.padEnd(7)}  ${contenders.map(() => head).join('  ')}  ${ratios}\n`);
    } else {
      process.stdout.write(`${'table'.padEnd(7)}  ${head}\n`);
    }
    const notes: string[] = [];
    const playableRows = rows.map((row) =>
      contenders.map((c, i) => {
        const why = unplayable(c.engine, row);
        if (why !== null && i === 0) throw new Error(`row ${row.label}: ${why}`);
        if (why !== null) notes.push(`${row.label}: ${c.label} cannot play it (${why})`);
        return why === null;
      }),
    );
    // Every row once before any is measured, so that the first row does not pay for the compilation
    // of the code every row shares; then each row again right before its slices.
    for (const [r, row] of rows.entries())
      for (const [i, c] of contenders.entries()) warmUp(c, row, playableRows[r]!, i);
    for (const [r, row] of rows.entries()) {
      const playable = playableRows[r]!;
      for (const [i, c] of contenders.entries()) warmUp(c, row, playable, i);
      const tallies = contenders.map(() => ({ games: 0, decisions: 0, ms: 0 }));
      const policies = contenders.map((c) => c.policyOf());
      // Each slice starts with the next engine in turn, so that none always follows the same one.
      for (let slice = 0; slice < slices; slice++)
        for (let k = 0; k < contenders.length; k++) {
          const i = (slice + k) % contenders.length;
          if (playable[i])
            contenders[i]!.playFor(
              contenders[i]!.engine,
              optionsOf(row),
              policies[i]!,
              SECONDS_PER_ROW / slices,
              tallies[i]!,
            );
        }
      const shown = tallies.map((t, i) => (playable[i] ? t : null));
      const mine = shown[0]!;
      const ratios = shown.slice(1).map((t) => {
        const ratio = t ? `${(gamesPerSecond(mine) / gamesPerSecond(t)).toFixed(2)}×` : '—';
        return ratio.padStart(8);
      });
      const line = [row.label.padStart(7), ...shown.map(columns), ...ratios].join('  ');
      process.stdout.write(`${line}\n`);
    }
    for (const note of notes) process.stdout.write(`${note}\n`);
  } finally {
    for (const other of others) other.dispose();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AgainstError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 2;
    return;
  }
  throw error;
});
