// npm run bench:memory [-- --games 10000]
// Memory after many finished games: each is stored as a real played game (random legal moves), loaded
// into the server's memory as a visitor opening it would, then left idle; prints the heap with all of
// them loaded and after the eviction sweep (they stay stored and load again on demand).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  apply,
  createGame,
  createRng,
  legalActions,
  randomInt,
  actors,
  type Action,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { buildServer } from '../src/app.ts';
import { ManualClock } from '../src/testing-clock.ts';
import { commitmentOf } from '../src/game/secrets.ts';
import { countOf } from '../src/metrics.ts';

const { values } = parseArgs({ options: { games: { type: 'string', default: '10000' } } });
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) {
  process.stderr.write('bench:memory: --games is a whole number above 0\n');
  process.exit(2);
}

/** One finished 6-player game: its seed and the actions that end it. */
function playOne(n: number): { seed: string; actions: { seat: number; action: Action }[] } {
  const seed = seedOf(n);
  const created = createGame({ players: 6, seed });
  if (!created.ok) throw new Error('no game');
  let state = created.state;
  const rng = createRng(seedOf(n + 1_000_000));
  const actions: { seat: number; action: Action }[] = [];
  while (state.phase.kind !== 'over') {
    const seat = actors(state)[0]!;
    const legal = legalActions(state, seat);
    const calm = legal.filter((a) => a.type !== 'claimVictory');
    const action = (calm.length > 0 ? calm : legal)[randomInt(rng, (calm.length > 0 ? calm : legal).length)]!;
    const next = apply(state, seat, action);
    if (!next.ok) throw new Error(next.rejection.message);
    state = next.state;
    actions.push({ seat, action });
  }
  return { seed, actions };
}

const dir = mkdtempSync(join(tmpdir(), 'among-cultists-memory-'));
const clock = new ManualClock();
const server = await buildServer({
  database: { url: join(dir, 'games.sqlite') },
  botDelayMs: [0, 0],
  allowedOrigins: [],
  logger: false,
  clock,
});
const heap = (): number => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
// A hundred distinct played games, stored again and again under new ids.
const samples = Array.from({ length: 100 }, (_, i) => playOne(i));
process.stderr.write(`storing ${games} finished games…\n`);
const ids: string[] = [];
await server.db.transaction().execute(async (trx) => {
  for (let g = 0; g < games; g++) {
    const { seed, actions } = samples[g % samples.length]!;
    const id = `MEM${String(g).padStart(7, '0')}`;
    ids.push(id);
    await trx
      .insertInto('games')
      .values({
        id,
        status: 'finished',
        options: JSON.stringify({ players: 6 }),
        seed,
        commitment: commitmentOf(seed),
        created_at: clock.now(),
        timers: '{}',
      })
      .execute();
    await trx
      .insertInto('seats')
      .values(
        Array.from({ length: 6 }, (_, seat) => ({
          game_id: id,
          seat,
          name: `P${seat}`,
          kind: 'human',
          token_hash: null,
          character: seat,
        })),
      )
      .execute();
    for (let i = 0; i < actions.length; i += 500)
      await trx
        .insertInto('actions')
        .values(
          actions.slice(i, i + 500).map((a, k) => ({
            game_id: id,
            seq: i + k,
            seat: a.seat,
            action: JSON.stringify(a.action),
            at: 0,
          })),
        )
        .execute();
  }
});
const empty = heap();
const started = performance.now();
for (const id of ids) await server.rooms.get(id);
const loadSeconds = (performance.now() - started) / 1000;
const loaded = heap();
// Idle long enough: the server's own sweep (every minute) runs on the way; one more makes sure.
await clock.advance(server.limits.idleEvictMs + 1);
await server.rooms.sweep();
const evicted = await countOf(server.metrics.evictions);
const after = heap();
process.stdout.write(
  `${games} finished games (6 players, ${Math.round(samples.reduce((n, s) => n + s.actions.length, 0) / samples.length)} actions each on average): ` +
    `heap ${empty.toFixed(1)} MiB before, ${loaded.toFixed(1)} MiB with all loaded (${(((loaded - empty) * 1024) / games).toFixed(1)} KiB a game, loaded in ${loadSeconds.toFixed(1)} s), ` +
    `${after.toFixed(1)} MiB after the idle sweep evicted ${evicted}\n`,
);
await server.close();
rmSync(dir, { recursive: true, force: true });
