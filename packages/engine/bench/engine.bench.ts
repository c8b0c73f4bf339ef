// npm run bench:engine — random complete games per second and microseconds per decision, for each
// player count, on one core (this process). Decisions are picked uniformly from `legalActions` and
// applied with `applyInPlace`, which checks them again: the figures include that check.
import {
  actors,
  applyInPlace,
  createGame,
  createRng,
  legalActions,
  randomInt,
  PLAYER_COUNTS,
} from '../src/index.ts';
import { seedOf } from '../src/testing.ts';

const SECONDS_PER_COUNT = Number(process.env.BENCH_SECONDS ?? 3);

function run(
  players: (typeof PLAYER_COUNTS)[number] | 4,
  seconds: number,
  automa = false,
  board?: string,
  professions = false,
) {
  const policy = createRng(seedOf(99));
  let games = 0;
  let decisions = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const created = createGame({
      players,
      seed: seedOf(games + 1),
      ...(automa ? { automa } : {}),
      ...(board !== undefined ? { board } : {}),
      ...(professions ? { ruleset: { professions } } : {}),
    });
    if (!created.ok) throw new Error('setup failed');
    const s = created.state;
    while (s.phase.kind !== 'over') {
      const seat = actors(s)[0]!;
      const legal = legalActions(s, seat);
      applyInPlace(s, seat, legal[randomInt(policy, legal.length)]!);
      decisions++;
    }
    games++;
  }
  const ms = performance.now() - started;
  return { games, decisions, ms };
}

run(8, 0.5); // warm up the JIT
process.stdout.write(
  `engine benchmark: random legal actions, one core, ${SECONDS_PER_COUNT} s per player count\n`,
);
process.stdout.write('players  games/s  decisions/game  µs/decision\n');
const TABLES = [
  { label: '4+A', players: 4 as const, automa: true },
  ...PLAYER_COUNTS.map((players) => ({ label: String(players), players, automa: false })),
  { label: '6+A', players: 6 as const, automa: true },
  // The Mountains of Chaos maps (Revolving Door, Elevators).
  ...PLAYER_COUNTS.map((players) => ({
    label: `MoC ${players}`,
    players,
    automa: false,
    board: 'mountains',
  })),
  // The Professions module (two Cultists: 7 and 8 players), on each map.
  { label: 'Prof 7', players: 7 as const, automa: false, professions: true },
  { label: 'MoC P8', players: 8 as const, automa: false, board: 'mountains', professions: true },
];
for (const { label, players, automa, board, professions } of TABLES as readonly {
  label: string;
  players: (typeof PLAYER_COUNTS)[number] | 4;
  automa: boolean;
  board?: string;
  professions?: boolean;
}[]) {
  const { games, decisions, ms } = run(
    players,
    SECONDS_PER_COUNT,
    automa && players === 6,
    board,
    professions === true,
  );
  process.stdout.write(
    `${label.padStart(7)}  ${((games / ms) * 1000).toFixed(0).padStart(7)}  ${(decisions / games).toFixed(1).padStart(14)}  ${((ms * 1000) / decisions).toFixed(2).padStart(11)}\n`,
  );
}
