import { parseArgs } from 'node:util';
import {
  automaAllowed,
  automaRequired,
  PLAYER_COUNTS,
  seatCount,
  type PlayerCount,
} from '@among-cultists/engine';
import { lifelinesAllowed, professionsAllowed } from '@among-cultists/engine/content';
import { BOT_KINDS, createBot } from '@among-cultists/bots';
import { boardChoice, MAP_IDS } from './board-file.ts';
import { isBotKind } from './games.ts';
import { narrate } from './narrate.ts';
import { playGame } from './play-game.ts';
import { gameSeed } from './simulate.ts';
import { UsageError } from './usage-error.ts';

export const WATCH_HELP = `Usage: among-cultists watch [--players 4-8] [--automa] [--seed <text>]
                           [--bots ${BOT_KINDS.join('|')}] [--map ${MAP_IDS.join('|')}]
                           [--board <board.json>] [--lifelines] [--professions]

Plays one game with bots in every seat (default: heuristic) and tells it as a spectator saw it,
then every secret once the game is over. The same --seed tells the same game.
--map mountains plays on the Mountains of Chaos map (Revolving Door, Elevators); --board on a
board file (not both).
--lifelines puts the Lifelines token (Mountains of Chaos) in the Bag in place of False Eyes Watching
You; not at 7 seats. --professions plays the Professions module (Mountains of Chaos; 7 or 8 players,
or 6 with --automa).
`;

export function runWatch(args: string[]): void {
  process.stdout.write(watchText(args));
}

/** The story of one bot game, as \`watch\` prints it (the help text for --help). */
export function watchText(args: string[]): string {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        players: { type: 'string', default: '5' },
        automa: { type: 'boolean', default: false },
        seed: { type: 'string', default: String(Date.now()) },
        bots: { type: 'string', default: 'heuristic' },
        board: { type: 'string' },
        map: { type: 'string' },
        lifelines: { type: 'boolean', default: false },
        professions: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n\n${WATCH_HELP}`);
  }
  if (values.help) return WATCH_HELP;
  const kind = values.bots;
  if (!isBotKind(kind)) throw new UsageError(`--bots is one of ${BOT_KINDS.join(', ')} (got "${kind}").`);
  const players = Number(values.players);
  if (![4, ...PLAYER_COUNTS].includes(players))
    throw new UsageError(`--players must be 4 to 8 (got "${values.players}").`);
  // The flag only matters where the AUTOMA is optional (AUTOMA-01); 4 players always have it (NIGHT-03).
  if (values.automa && (automaRequired(players) || !automaAllowed(players))) {
    throw new UsageError('--automa adds the AUTOMA to a 6-player game (4 players always have it).');
  }
  const seed = gameSeed(values.seed, 0);
  const seats = seatCount(players, values.automa);
  if (values.lifelines && !lifelinesAllowed(seats as PlayerCount))
    throw new UsageError(
      '--lifelines is not played at 7 seats (7 players, or 6 with the AUTOMA: MOC-SETUP-04).',
    );
  if (values.professions && !professionsAllowed(seats as PlayerCount))
    throw new UsageError('--professions needs 2 Cultists: 7 or 8 players, or 6 with --automa (PROF-GEN-01).');
  const bots = Array.from({ length: seats }, (_, i) => createBot(kind, gameSeed(`${values.seed}:bot`, i)));
  const automa = values.automa;
  const board = boardChoice(values.map, values.board);
  {
    const state = playGame(
      {
        players: players as PlayerCount | 4,
        seed,
        ...(automa ? { automa: true } : {}),
        ...(board ? { board: board.board } : {}),
        ...(values.lifelines || values.professions
          ? {
              ruleset: {
                ...(values.lifelines ? { lifelines: true } : {}),
                ...(values.professions ? { professions: true } : {}),
              },
            }
          : {}),
      },
      bots,
    );
    const out: string[] = [];
    if (state.config.automa !== null) out.push(`Seat ${state.config.automa + 1} is the AUTOMA.`);
    out.push(`Seed ${seed} (replay with --seed ${values.seed})`);
    // The whole log, now that the game is over; what only some seats saw is marked as such.
    state.log.forEach(({ vis, ...event }, seq) => {
      const line = narrate(state, { ...event, seq });
      if (line === null) return;
      const secret = vis === null ? '' : `  [seen by ${vis.map((v) => `Seat ${v + 1}`).join(', ')}] `;
      out.push(`${secret}${line}`);
    });
    const roles = state.seats.map((st, i) => `Seat ${i + 1}: ${st.role}${st.alive ? '' : ' (ghost)'}`);
    out.push('', `Roles: ${roles.join(', ')}`);
    return `${out.join('\n')}\n`;
  }
}
