// node --import tsx packages/server/bench/broadcast-cost.ts [--games 20] [--against DIR]
// The server's CPU per change for what a game's session does with it, without sockets or storage: the views
// of 8 seats, each seat's patch, log entries and update text, and the UTF-8 bytes its socket would write
// (session.ts `broadcastState`), over the changes of random complete 8-player games, ten games taking turns
// as a busy server's do. With `--against DIR` (another checkout of the project, with its own node_modules
// whose @among-cultists packages are its own) both sessions run over the same recorded changes, taking turns
// run by run; their frames must be identical, byte for byte, and the medians of the CPU per change are
// printed side by side. CPU time (process.cpuUsage), not wall time: on this shared machine the wall clock
// measures the other processes too.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { apply, createGame, type GameState } from '@among-cultists/engine';
import type { Clock } from '../src/clock.ts';
import { fixedMove } from './fixed-moves.ts';
import * as thisSession from '../src/session/session.ts';
import type { Client } from '../src/session/session.ts';

type SessionModule = typeof thisSession;

const { values } = parseArgs({
  options: { games: { type: 'string', default: '20' }, against: { type: 'string' } },
});
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) {
  process.stderr.write('broadcast-cost: --games is a whole number ≥ 1\n');
  process.exit(2);
}
const trees: { name: string; module: SessionModule }[] = [{ name: 'this checkout', module: thisSession }];
if (values.against !== undefined) {
  const file = resolve(values.against, 'packages/server/src/session/session.ts');
  trees.push({ name: values.against, module: (await import(pathToFileURL(file).href)) as SessionModule });
}

/** Every state of each game, in order: the same changes for every session measured. */
const recorded: GameState[][] = [];
for (let g = 0; g < games; g++) {
  const created = createGame({ players: 8, seed: g.toString(16).padStart(64, '0') });
  if (!created.ok) throw new Error(created.problems.map((p) => p.message).join(' '));
  let state: GameState = created.state;
  const states = [state];
  let pick = g * 7919 + 1;
  while (state.phase.kind !== 'over') {
    const move = fixedMove(state, pick);
    pick = move.next;
    const result = apply(state, move.seat, move.action);
    if (!result.ok) throw new Error(`a legal action was refused: ${result.rejection.code}`);
    state = result.state;
    states.push(state);
  }
  recorded.push(states);
}
const changes = recorded.reduce((n, states) => n + states.length, 0);

/** A clock that never fires: presence and lobbies are not what is measured. */
const clock: Clock = { now: () => 0, after: () => () => {} };

/** Runs every recorded change through `module`'s sessions: CPU milliseconds, and the frames if asked. */
function run(module: SessionModule, frames: string[] | null): number {
  const start = process.cpuUsage();
  for (let first = 0; first < recorded.length; first += 10) {
    const live = recorded.slice(first, first + 10).map((states) => {
      const session = new module.Session(clock, 1000, () => {
        throw new Error('the lobby is not measured');
      });
      for (let seat = 0; seat < 8; seat++) {
        const client: Client = {
          seat,
          tokenHash: null,
          send: (message, text) => {
            const bytes = Buffer.from(text ?? JSON.stringify(message));
            frames?.push(bytes.toString('utf8'));
          },
          close: () => {},
          version: 0,
          lastSeq: -1,
          sentWholeLog: false,
          lastView: null,
        };
        session.clients.add(client);
      }
      return { session, states, next: 0 };
    });
    for (let left = true; left;) {
      left = false;
      for (const game of live) {
        const state = game.states[game.next];
        if (state === undefined) continue;
        left = true;
        game.session.broadcastState(state, { deadline: null, phaseSince: 5 });
        game.next += 1;
      }
    }
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const written = trees.map((t) => {
  const frames: string[] = [];
  run(t.module, frames);
  return frames;
});
for (const [i, frames] of written.entries())
  if (frames.length !== written[0]!.length || frames.some((f, k) => f !== written[0]![k]))
    throw new Error(`${trees[i]!.name} wrote other frames than ${trees[0]!.name}`);
const perChange = trees.map((): number[] => []);
for (let round = 0; round < 8; round++)
  for (let j = 0; j < trees.length; j++) {
    const i = (round + j) % trees.length;
    perChange[i]!.push((1000 * run(trees[i]!.module, null)) / changes);
  }
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
process.stdout.write(
  `${changes} changes of ${games} games, 8 seats each, ${written[0]!.length} frames${trees.length > 1 ? ' (identical)' : ''}; CPU µs per change, median of 8 runs:\n`,
);
for (const [i, t] of trees.entries())
  process.stdout.write(
    `  ${t.name}: ${median(perChange[i]!).toFixed(1)} (runs: ${perChange[i]!.map((x) => x.toFixed(0)).join(' ')})\n`,
  );
