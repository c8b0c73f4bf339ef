// npm run bench:bots — decisions per second for each bot kind (time inside `decide` only, on this
// thread), then complete simulated games per second on one worker and on all cores (the same
// games, as `among-cultists simulate --workers N` plays them).
import { availableParallelism } from 'node:os';
import { BOT_KINDS, createBot, type Bot, type BotKind } from '@among-cultists/bots';
import type { PlayerCount } from '@among-cultists/engine';
import { gameOptions, gameSeed, type TableSettings } from '../src/games.ts';
import { playGame } from '../src/play-game.ts';
import { runGames } from '../src/pool.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 6) as PlayerCount;
const table: TableSettings = { players: PLAYERS, automa: false, roles: { label: 'default', options: {} } };

/** A bot that adds the time its `decide` takes to a shared clock. */
function timed(bot: Bot, clock: { ms: number; decisions: number }): Bot {
  return {
    kind: bot.kind,
    decide(view, log) {
      const t = performance.now();
      const action = bot.decide(view, log);
      clock.ms += performance.now() - t;
      clock.decisions += 1;
      return action;
    },
  };
}

function decisions(
  kind: BotKind,
  seconds: number,
): { perSecond: number; games: number; gamesPerSecond: number } {
  const clock = { ms: 0, decisions: 0 };
  const started = performance.now();
  let games = 0;
  while (performance.now() - started < seconds * 1000) {
    const seed = gameSeed(`bench-${kind}`, games);
    playGame(gameOptions(table, seed), (state) =>
      state.seats.map((_, seat) => timed(createBot(kind, gameSeed(seed, seat)), clock)),
    );
    games++;
  }
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: (clock.decisions / clock.ms) * 1000, games, gamesPerSecond: games / elapsed };
}

async function gamesPerSecond(kind: BotKind, workers: number, games: number): Promise<number> {
  const started = performance.now();
  await runGames(
    { kind: 'simulate', table, seed: 'bench', bots: { investigators: kind, cultists: kind } },
    games,
    workers,
  );
  return games / ((performance.now() - started) / 1000);
}

decisions('heuristic', 0.5); // warm up the JIT
const cores = availableParallelism();
process.stdout.write(`bots benchmark: ${PLAYERS} players, ${SECONDS} s per measurement, ${cores} cores\n\n`);
process.stdout.write('bot         decisions/s  µs/decision  games/s (1 thread, bots + engine)\n');
const rates = new Map<BotKind, number>();
for (const kind of BOT_KINDS) {
  const r = decisions(kind, SECONDS);
  rates.set(kind, r.gamesPerSecond);
  process.stdout.write(
    `${kind.padEnd(10)}  ${r.perSecond.toFixed(0).padStart(11)}  ${(1e6 / r.perSecond).toFixed(1).padStart(11)}  ${r.gamesPerSecond.toFixed(1).padStart(8)}\n`,
  );
}
process.stdout.write('\nsimulate (heuristic bots in every seat), games/s:\n');
// Enough games for about SECONDS on all cores; worker start-up (tsx in each thread) is included.
const count = Math.max(20, Math.round(rates.get('heuristic')! * SECONDS * cores));
const one = await gamesPerSecond('heuristic', 1, Math.round(count / cores));
// Each run starts fresh threads; the longer run amortises their start-up and JIT warm-up as real runs do.
const all = await gamesPerSecond('heuristic', cores, count * 3);
process.stdout.write(`  --workers 1   ${one.toFixed(1).padStart(7)}\n`);
process.stdout.write(
  `  --workers ${String(cores).padEnd(3)} ${all.toFixed(1).padStart(7)}  (x${(all / one).toFixed(2)}, ${count * 3} games)\n`,
);
