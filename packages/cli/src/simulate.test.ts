import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGame, loyaltyProblems } from '@among-cultists/engine';
import { gameOptions, parseSimulateArgs, simulate, tableOf } from './simulate.ts';
import { gameSeed } from './games.ts';
import { UsageError } from './usage-error.ts';
import { simulateUsageError } from './usage.testing.ts';

const BIN = new URL('../bin/among-cultists.mjs', import.meta.url).pathname;

function cli(...args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
}

test('bad simulate flags are refused with a message naming the flag', () => {
  const cases: [string[], RegExp][] = [
    [['--players', '9'], /--players must be 4, 5, 6, 7 or 8/],
    [['--players', 'four'], /--players must be 4, 5, 6, 7 or 8/],
    [['--games', '0'], /--games must be a whole number/],
    [['--games', '2.5'], /--games must be a whole number/],
    [['--bots', 'clever'], /--bots must be one of: random/],
    [['--speed', '3'], /Unknown option '--speed'/],
    [['--json'], /argument missing|--json/],
  ];
  for (const [args, message] of cases)
    assert.throws(
      () => parseSimulateArgs(args),
      (e: unknown) => e instanceof UsageError && message.test(e.message),
    );
});

test('bad --roles values are refused naming the flag, with the engine reasons', () => {
  const cases: [string[], RegExp][] = [
    [['--roles', 'wizard'], /^--roles: "wizard" is not a special role \(special roles: seer, /],
    [['--roles', 'seer,cultist'], /^--roles: "cultist" is not a special role/],
    [['--roles', 'expert:seer,wizard'], /^--roles: "wizard" is not a special role/],
    [['--roles', 'seer,seer'], /^--roles seer,seer: Each special role can be dealt at most once\.$/],
    [['--players', '7', '--roles', 'seer'], /^--roles seer: The Seer is not used at 7 players/],
    [['--players', '4', '--roles', 'seer'], /^--roles seer: The Seer is not used with the AUTOMA/],
    [
      ['--roles', 'mechanic,firestarter,greenhorn,crybaby,butterfingers'],
      /^--roles .*: At most 4 Investigator roles fit at 5 seats\.$/,
    ],
    // CPLX-02: the loyalty guidelines, with the numbers.
    [
      ['--roles', 'expert:mechanic'],
      /^--roles expert:mechanic: Total loyalty is \+3 for the Investigators, but 5 seats need \+1 for the Cultists\.$/,
    ],
    [
      ['--roles', 'expert:'],
      /^--roles expert:: Total loyalty is 0, but 5 seats need \+1 for the Cultists\.$/,
    ],
    [
      [
        '--players',
        '8',
        '--roles',
        'expert:mechanic,radiantBeauty,infected,superGhost,firestarter,greenhorn,butterfingers,crybaby',
      ],
      /Investigator loyalty is 6, the maximum per team is 5\./,
    ],
  ];
  for (const [args, message] of cases) assert.match(simulateUsageError(args), message, args.join(' '));
});

test('--automa is refused with 5, 7 or 8 players', () => {
  for (const players of ['5', '7', '8']) {
    assert.match(
      simulateUsageError(['--automa', '--players', players]),
      new RegExp(
        `^--automa: The AUTOMA plays in 4- and 6-player games \\(AUTOMA-01\\), not with ${players} players`,
      ),
    );
  }
});

test('--players 4 and --automa: the options passed to createGame', () => {
  const four = parseSimulateArgs(['--players', '4']);
  assert.ok(four !== 'help');
  assert.equal(four.players, 4);
  assert.equal(four.automa, true);
  assert.equal(gameOptions(tableOf(four), 'x').players, 4);
  const six = parseSimulateArgs(['--players', '6', '--automa', '--roles', 'recommended']);
  assert.ok(six !== 'help');
  assert.deepEqual(gameOptions(tableOf(six), 'x'), {
    players: 6,
    automa: true,
    roleSet: 'recommended',
    seed: 'x',
  });
  const plain = parseSimulateArgs(['--players', '6']);
  assert.ok(plain !== 'help');
  assert.deepEqual(gameOptions(tableOf(plain), 'x'), { players: 6, seed: 'x' });
});

test('--roles forms: the options passed to createGame', () => {
  const options = (roles: string) => {
    const parsed = parseSimulateArgs(['--roles', roles]);
    assert.ok(parsed !== 'help');
    const { seed: _seed, players: _players, ...rest } = gameOptions(tableOf(parsed), 'x');
    return rest;
  };
  assert.deepEqual(options('first'), { roleSet: 'first', ruleset: { unsafePassage: false } });
  assert.deepEqual(options('recommended'), { roleSet: 'recommended' });
  assert.deepEqual(options('expert'), { roleSet: 'expert' });
  assert.deepEqual(options('expert: Mechanic, firestarter,GREENHORN ,crybaby'), {
    roleSet: 'expert',
    specialRoles: ['mechanic', 'firestarter', 'greenhorn', 'crybaby'],
  });
  assert.deepEqual(options('radiant-beauty,seer'), { specialRoles: ['radiantBeauty', 'seer'] });
  assert.deepEqual(options('none'), { specialRoles: [] });
  const byDefault = parseSimulateArgs([]);
  assert.ok(byDefault !== 'help');
  assert.deepEqual(gameOptions(tableOf(byDefault), 'x'), { players: 5, seed: 'x' });
});

test('CPLX-02 --roles expert: each game is dealt a set meeting the loyalty guidelines, drawn from its seed', () => {
  const parsed = parseSimulateArgs(['--roles', 'expert', '--players', '6']);
  assert.ok(parsed !== 'help');
  const dealt = new Set<string>();
  for (let i = 0; i < 20; i++) {
    const created = createGame(gameOptions(tableOf(parsed), gameSeed('expert', i)));
    assert.ok(created.ok);
    assert.deepEqual(loyaltyProblems(created.state.config.specialRoles, 6), []);
    dealt.add([...created.state.config.specialRoles].sort().join(','));
  }
  assert.ok(dealt.size > 3, `${dealt.size} different sets`);
});

test('FIRST-01 FIRST-03 --roles first: the Seer and no Unsafe Passage deck, Broken Panes or Cultist tokens', () => {
  const parsed = parseSimulateArgs(['--roles', 'first', '--players', '6']);
  assert.ok(parsed !== 'help');
  const created = createGame(gameOptions(tableOf(parsed), 'a'.repeat(64)));
  assert.ok(created.ok);
  assert.deepEqual(created.state.config.specialRoles, ['seer']);
  assert.equal(created.state.config.ruleset.unsafePassage, false);
  assert.deepEqual(created.state.unsafeDeck, []);
  assert.deepEqual(created.state.cultistTokens, []);
  assert.ok(!created.state.bag.includes('brokenPanes'));
});

test('CPLX-01 CPLX-04 simulate plays recommended and expert role sets and records the roles of each game', async () => {
  const run = (args: string[]) => {
    const parsed = parseSimulateArgs([...args, '--quiet', '--seed', 'roles', '--workers', '1']);
    assert.ok(parsed !== 'help');
    return simulate(parsed);
  };
  const recommended = await run(['--players', '6', '--roles', 'recommended', '--games', '12']);
  const picks = new Set<string>();
  for (const g of recommended.games) {
    const extra = g.specialRoles.filter((r) => r !== 'seer' && r !== 'firestarter');
    assert.ok(g.specialRoles.includes('seer') && g.specialRoles.includes('firestarter'));
    assert.equal(extra.length, 1);
    assert.ok(['radiantBeauty', 'infected', 'superGhost'].includes(extra[0]!));
    picks.add(extra[0]!);
  }
  assert.ok(picks.size > 1, 'the random role differs between games');
  assert.equal(recommended.summary.roles, 'recommended');
  const expert = await run(['--roles', 'expert:mechanic,firestarter,greenhorn,crybaby', '--games', '3']);
  for (const g of expert.games)
    assert.deepEqual(g.specialRoles, ['mechanic', 'firestarter', 'greenhorn', 'crybaby']);
  assert.equal(expert.summary.roles, 'expert:mechanic,firestarter,greenhorn,crybaby');
});

test('the help names the new flags', () => {
  const r = cli('simulate', '--help');
  assert.equal(r.status, 0);
  assert.match(r.stdout, /--players <n> +4, 5, 6, 7 or 8/);
  assert.match(r.stdout, /--automa/);
  assert.match(r.stdout, /--roles <set>/);
  assert.match(r.stdout, /expert:<a,b,...>/);
  assert.match(r.stdout, /special roles: seer, radiantBeauty,/);
  assert.match(r.stdout, /--workers <n> +worker threads/);
  assert.match(r.stdout, /--html <file> +also write a self-contained HTML report/);
  assert.match(r.stdout, /simulate --compare <A\.json> <B\.json>/);
});

test('the command exits with code 2 and no stack trace on a usage error', () => {
  const r = cli('simulate', '--players', '3');
  assert.equal(r.status, 2);
  assert.match(r.stderr, /among-cultists: --players must be 4, 5, 6, 7 or 8/);
  assert.doesNotMatch(r.stderr, /at .*\.ts:\d+/);
  const unknown = cli('fly');
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /Unknown command "fly"/);
});

test('simulate plays complete games, summarises them and writes the JSON record', () => {
  const dir = mkdtempSync(join(tmpdir(), 'simulate-'));
  const out = join(dir, 'out.json');
  const r = cli(
    'simulate',
    ...[
      '--players',
      '8',
      '--games',
      '6',
      '--seed',
      'test',
      '--roles',
      'recommended',
      '--json',
      out,
      '--quiet',
    ],
  );
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /6 games, 8 players, random bots, roles: recommended/);
  assert.match(r.stdout, /mean rounds: \d+\.\d\d {3}mean VP: \d+\.\d\d/);
  const json = JSON.parse(readFileSync(out, 'utf8')) as {
    games: Record<string, unknown>[];
    summary: Record<string, unknown>;
  };
  assert.equal(json.games.length, 6);
  for (const g of json.games) {
    assert.deepEqual(Object.keys(g).sort(), [
      'deathRounds',
      'finishedRooms',
      'players',
      'reason',
      'rounds',
      'seed',
      'specialRoles',
      'talk',
      'votes',
      'vp',
      'vpTarget',
      'winner',
    ]);
    assert.deepEqual(g.specialRoles, ['seer', 'mechanic', 'firestarter', 'assassin']);
    assert.match(g.seed as string, /^[0-9a-f]{64}$/);
    assert.ok(['investigators', 'cultists'].includes(g.winner as string));
    assert.ok((g.rounds as number) >= 1 && (g.rounds as number) <= 10);
  }
  const wins = json.summary.wins as Record<string, number>;
  assert.equal((wins.investigators ?? 0) + (wins.cultists ?? 0), 6);
});

test('--bots sets every seat; --investigators and --cultists choose per team; bad kinds are refused', () => {
  const parse = (args: string[]) => {
    const parsed = parseSimulateArgs(args);
    assert.ok(parsed !== 'help');
    return parsed.bots;
  };
  assert.deepEqual(parse([]), { investigators: 'random', cultists: 'random' });
  assert.deepEqual(parse(['--bots', 'heuristic']), { investigators: 'heuristic', cultists: 'heuristic' });
  assert.deepEqual(parse(['--investigators', 'heuristic', '--cultists', 'random']), {
    investigators: 'heuristic',
    cultists: 'random',
  });
  assert.deepEqual(parse(['--bots', 'heuristic', '--cultists', 'random']), {
    investigators: 'heuristic',
    cultists: 'random',
  });
  assert.match(
    simulateUsageError(['--investigators', 'smart']),
    /^--investigators must be one of: random, heuristic/,
  );
  assert.match(
    simulateUsageError(['--cultists', '']),
    /^--cultists must be one of: random, heuristic, search \(got ""\)/,
  );
});

test('simulate with heuristic Investigators and random Cultists names both in the summary', () => {
  const r = cli(
    'simulate',
    ...['--players', '6', '--games', '3', '--investigators', 'heuristic', '--cultists', 'random', '--quiet'],
  );
  assert.equal(r.status, 0, r.stderr);
  assert.match(
    r.stdout,
    /3 games, 6 players, bots: investigators: heuristic, cultists: random, roles: default/,
  );
  const all = cli('simulate', '--players', '4', '--games', '2', '--bots', 'heuristic', '--quiet');
  assert.equal(all.status, 0, all.stderr);
  assert.match(all.stdout, /2 games, 4 players \+ AUTOMA, heuristic bots/);
});

test('the same seed gives the same games', async () => {
  const options = parseSimulateArgs([
    '--players',
    '6',
    '--games',
    '4',
    '--seed',
    'same',
    '--quiet',
    '--workers',
    '1',
  ]);
  assert.ok(options !== 'help');
  assert.deepEqual((await simulate(options)).games, (await simulate(options)).games);
  assert.notDeepEqual((await simulate(options)).games, (await simulate({ ...options, seed: 'other' })).games);
});

test('--workers 2 plays the same games as --workers 1, in the same order', async () => {
  const options = parseSimulateArgs([
    ...['--players', '5', '--games', '24', '--seed', 'threads', '--quiet', '--roles', 'recommended'],
    ...['--investigators', 'heuristic', '--workers', '1'],
  ]);
  assert.ok(options !== 'help');
  const one = await simulate(options);
  const two = await simulate({ ...options, workers: 2 });
  assert.equal(two.games.length, 24);
  assert.deepEqual(two.games, one.games);
  assert.deepEqual({ ...two.summary, seconds: 0, workers: 1 }, { ...one.summary, seconds: 0 });
});

test('--workers: all cores by default; 0, fractions and words are refused naming the flag', () => {
  const parsed = parseSimulateArgs(['--games', '1000']);
  assert.ok(parsed !== 'help');
  assert.equal(parsed.workers, availableParallelism());
  const small = parseSimulateArgs(['--games', '30']);
  assert.ok(small !== 'help');
  assert.equal(small.workers, 1, 'fewer than 25 games per thread: one thread');
  for (const bad of ['0', '-1', '1.5', 'many', '', '257'])
    assert.match(simulateUsageError([`--workers=${bad}`]), /^--workers must be a whole number from 1 to 256/);
});

test('--rule sets ruleset flags over the role set; bad names and values are refused naming --rule', () => {
  const parsed = parseSimulateArgs([
    '--roles',
    'first',
    '--rule',
    'securityCheck=always',
    '--rule',
    'unsafePassage=true',
  ]);
  assert.ok(parsed !== 'help');
  const { ruleset } = gameOptions(tableOf(parsed), 'x');
  assert.deepEqual(ruleset, { unsafePassage: true, securityCheck: 'always' });
  assert.match(parsed.roles.label, /first; securityCheck=always, unsafePassage=true/);
  assert.match(simulateUsageError(['--rule', 'nosuch=1']), /--rule: There is no ruleset flag 'nosuch'/);
  assert.match(
    simulateUsageError(['--rule', 'securityCheck=sometimes']),
    /--rule: .*securityCheck.*"powered"/,
  );
  assert.match(simulateUsageError(['--rule', 'broken']), /--rule is name=value/);
});
