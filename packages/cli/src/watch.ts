import { parseArgs } from 'node:util';
import {
  automaAllowed,
  automaRequired,
  PLAYER_COUNTS,
  seatCount,
  type PlayerCount,
} from '@among-cultists/engine';
import { RandomBot } from '@among-cultists/bots';
import { narrate } from './narrate.ts';
import { playGame } from './play-game.ts';
import { gameSeed } from './simulate.ts';
import { UsageError } from './usage-error.ts';

export const WATCH_HELP = `Usage: among-cultists watch [--players 4-8] [--automa] [--seed <text>]

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
        automa: { type: 'boolean', default: false },
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
  if (![4, ...PLAYER_COUNTS].includes(players))
    throw new UsageError(`--players must be 4 to 8 (got "${values.players}").`);
  // The flag only matters where the AUTOMA is optional (AUTOMA-01); 4 players always have it (NIGHT-03).
  if (values.automa && (automaRequired(players) || !automaAllowed(players))) {
    throw new UsageError('--automa adds the AUTOMA to a 6-player game (4 players always have it).');
  }
  const seed = gameSeed(values.seed, 0);
  const seats = seatCount(players, values.automa);
  const bots = Array.from({ length: seats }, (_, i) => new RandomBot(gameSeed(`${values.seed}:bot`, i)));
  const state = playGame(
    { players: players as PlayerCount | 4, seed, ...(values.automa ? { automa: true } : {}) },
    bots,
  );
  if (state.config.automa !== null) process.stdout.write(`Seat ${state.config.automa + 1} is the AUTOMA.\n`);
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
