import { parseArgs } from 'node:util';
import { PLAYER_COUNTS, type PlayerCount } from '@among-cultists/engine';
import { RandomBot } from '@among-cultists/bots';
import { narrate } from './narrate.ts';
import { playGame } from './play-game.ts';
import { gameSeed } from './simulate.ts';
import { UsageError } from './usage-error.ts';

export const WATCH_HELP = `Usage: among-cultists watch [--players 5-8] [--seed <text>]

Plays one game with random bots in every seat and tells it as a spectator saw it, then every
secret once the game is over.
`;

export function runWatch(args: string[]): void {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        players: { type: 'string', default: '5' },
        seed: { type: 'string', default: String(Date.now()) },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n\n${WATCH_HELP}`);
  }
  if (values.help) {
    process.stdout.write(WATCH_HELP);
    return;
  }
  const players = Number(values.players);
  if (!(PLAYER_COUNTS as readonly number[]).includes(players))
    throw new UsageError(`--players must be 5, 6, 7 or 8 (got "${values.players}").`);
  const seed = gameSeed(values.seed, 0);
  const bots = Array.from({ length: players }, (_, i) => new RandomBot(gameSeed(`${values.seed}:bot`, i)));
  const state = playGame({ players: players as PlayerCount, seed }, bots);
  process.stdout.write(`Seed ${seed} (replay with --seed ${values.seed})\n`);
  // The whole log, now that the game is over; what only some seats saw is marked as such.
  state.log.forEach(({ vis, ...event }, seq) => {
    const line = narrate(state, { ...event, seq });
    if (line === null) return;
    const secret = vis === null ? '' : `  [seen by ${vis.map((v) => `Seat ${v + 1}`).join(', ')}] `;
    process.stdout.write(`${secret}${line}\n`);
  });
  const roles = state.seats.map((st, i) => `Seat ${i + 1}: ${st.role}${st.alive ? '' : ' (ghost)'}`);
  process.stdout.write(`\nRoles: ${roles.join(', ')}\n`);
}
