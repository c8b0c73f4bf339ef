import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wilson } from './stats.ts';
import { pairingsOf, parseTournamentArgs, tournament, tournamentReport } from './tournament.ts';
import { tournamentStats, type MatchResult } from './tournament-stats.ts';
import { UsageError } from './usage-error.ts';
import { wellFormed } from './xml-check.ts';

const BIN = new URL('../bin/among-cultists.mjs', import.meta.url).pathname;
const cli = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });

/** `n` games of this pairing, the first `invWins` won by the Investigators. */
function games(investigators: string, cultists: string, n: number, invWins: number): MatchResult[] {
  return Array.from({ length: n }, (_, i) => ({
    investigators,
    cultists,
    winner: i < invWins ? 'investigators' : 'cultists',
  }));
}

test('tournament statistics on synthetic results: known counts give known rates and intervals', () => {
  // A as Investigators beats B 70 times in 100; B as Investigators beats A 20 times in 100.
  const results = [...games('A', 'B', 100, 70), ...games('B', 'A', 100, 20), ...games('A', 'A', 10, 5)];
  const stats = tournamentStats(['A', 'B'], results);
  const [a, b] = stats.standings;
  assert.equal(a!.kind, 'A');
  assert.deepEqual(a!.asTeam.investigators, wilson(70, 100));
  assert.deepEqual(a!.asTeam.cultists, wilson(80, 100)); // B's Investigators lost 80
  assert.deepEqual(a!.overall, wilson(150, 200));
  assert.deepEqual(b!.asTeam.investigators, wilson(20, 100));
  assert.deepEqual(b!.asTeam.cultists, wilson(30, 100));
  assert.deepEqual(b!.overall, wilson(50, 200));
  // The mirror games count in the pairings only.
  assert.deepEqual(
    stats.pairings.map((p) => [p.investigators, p.cultists, p.investigatorsWin.k, p.investigatorsWin.n]),
    [
      ['A', 'A', 5, 10],
      ['A', 'B', 70, 100],
      ['B', 'A', 20, 100],
    ],
  );
  // Known intervals: 70/100 is 60.4% to 78.1%; 0.70 - 0.20 = 0.50 with Newcombe [0.3693, 0.6049]
  // (computed independently from the Wilson bounds 0.6042-0.7811 and 0.1334-0.2888).
  assert.ok(Math.abs(a!.asTeam.investigators.low - 0.6042) < 1e-4);
  assert.ok(Math.abs(a!.asTeam.investigators.high - 0.7811) < 1e-4);
  const inv = stats.headToHead.find((h) => h.team === 'investigators')!;
  assert.equal(inv.a, 'A');
  assert.ok(Math.abs(inv.difference.d - 0.5) < 1e-12);
  assert.ok(Math.abs(inv.difference.low - 0.3693) < 1e-4, String(inv.difference.low));
  assert.ok(Math.abs(inv.difference.high - 0.6049) < 1e-4, String(inv.difference.high));
  assert.equal(inv.better, 'a');
  const cult = stats.headToHead.find((h) => h.team === 'cultists')!;
  // As Cultists: A won 80 of 100, B 30 of 100.
  assert.ok(Math.abs(cult.difference.d - 0.5) < 1e-12);
  assert.ok(Math.abs(cult.difference.low - 0.3693) < 1e-4);
  assert.equal(cult.better, 'a');
  // Even results: no verdict.
  const even = tournamentStats(['A', 'B'], [...games('A', 'B', 40, 20), ...games('B', 'A', 40, 20)]);
  assert.ok(even.headToHead.every((h) => h.better === 'unclear' && h.difference.d === 0));
});

test('pairings: every ordered pair of two different kinds, so each kind plays each team equally often', () => {
  assert.deepEqual(pairingsOf(['random', 'heuristic']), [
    { investigators: 'random', cultists: 'heuristic' },
    { investigators: 'heuristic', cultists: 'random' },
  ]);
});

/** The usage error for these arguments. */
function usageError(args: string[]): string {
  try {
    parseTournamentArgs(args);
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  return assert.fail(`expected ${args.join(' ')} to be refused`);
}

test('bad tournament flags are refused naming the flag', () => {
  assert.match(usageError(['--bots', 'random']), /^--bots needs at least two different kinds/);
  assert.match(usageError(['--bots', 'random,random']), /^--bots names a kind twice/);
  assert.match(
    usageError(['--bots', 'random,genius']),
    /^--bots must be one of: random, heuristic, search \(got "genius"\)/,
  );
  assert.match(
    usageError(['--games', '201']),
    /^--games must be a whole multiple of 2 \(the ordered pairings of random, heuristic\)/,
  );
  assert.match(usageError(['--games', '0']), /^--games must be a whole multiple of 2/);
  assert.match(usageError(['--players', '9']), /^--players must be 4, 5, 6, 7 or 8/);
  assert.match(usageError(['--workers', '0']), /^--workers must be a whole number from 1 to 256/);
  assert.match(
    usageError(['--automa', '--players', '5']),
    /^--automa: The AUTOMA plays in 4- and 6-player games/,
  );
  assert.match(usageError(['--html', '']), /^--html needs a file name/);
  assert.match(usageError(['--rounds', '3']), /Unknown option '--rounds'/);
  const ok = parseTournamentArgs(['--bots', ' heuristic , random', '--players', '5', '--games', '4']);
  assert.ok(ok !== 'help');
  assert.deepEqual(ok.kinds, ['heuristic', 'random']);
});

test('a tournament plays each deal once per pairing, the same on 1 and 2 workers', async () => {
  const options = parseTournamentArgs([
    '--players',
    '5',
    '--games',
    '12',
    '--seed',
    't',
    '--quiet',
    '--workers',
    '1',
  ]);
  assert.ok(options !== 'help');
  const one = await tournament(options);
  assert.equal(one.games.length, 12);
  assert.equal(one.summary.deals, 6);
  one.games.forEach((g, i) => {
    assert.equal(g.deal, Math.floor(i / 2));
    assert.deepEqual(
      [g.investigators, g.cultists],
      i % 2 === 0 ? ['random', 'heuristic'] : ['heuristic', 'random'],
    );
  });
  // Both pairings of a deal start from the same deal.
  assert.equal(one.games[0]!.seed, one.games[1]!.seed);
  assert.deepEqual(one.games[0]!.specialRoles, one.games[1]!.specialRoles);
  const two = await tournament({ ...options, workers: 2 });
  assert.deepEqual(two.games, one.games);
  assert.deepEqual(two.stats, one.stats);
  const html = tournamentReport(one);
  assert.doesNotMatch(
    html.replaceAll('xmlns="http://www.w3.org/2000/svg"', ''),
    /https?:\/\/|<script|\b(src|href)=/i,
  );
  for (const svg of html.match(/<svg[\s\S]*?<\/svg>/g) ?? []) wellFormed(svg);
});

test('among-cultists tournament prints the standings and writes JSON', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tournament-'));
  const json = join(dir, 't.json');
  const r = cli(
    'tournament',
    '--players',
    '5',
    '--games',
    '4',
    '--seed',
    'cli',
    '--quiet',
    '--workers',
    '1',
    '--json',
    json,
  );
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^tournament: random vs heuristic, 4 games \(2 deals × 2 pairings\), 5 players/);
  assert.match(r.stdout, /│ heuristic │ \d+\.\d% \[[\d.]+, [\d.]+\]/);
  assert.match(r.stdout, /random − heuristic as Investigators: /);
  const record = JSON.parse(readFileSync(json, 'utf8')) as {
    games: unknown[];
    stats: { standings: unknown[] };
  };
  assert.equal(record.games.length, 4);
  assert.equal(record.stats.standings.length, 2);
  const bad = cli('tournament', '--bots', 'heuristic');
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /^among-cultists: --bots needs at least two different kinds/);
  assert.match(cli('--help').stdout, /tournament/);
});
