import { runAdmin } from './admin.ts';
import { runCalibrate } from './calibrate.ts';
import { runSimulate } from './simulate.ts';
import { runWatch } from './watch.ts';
import { runVerify } from './verify.ts';
import { runTournament } from './tournament.ts';
import { UsageError } from './usage-error.ts';

const HELP = `Usage: among-cultists <command> [options]

Commands:
  simulate   play complete bot games and summarise them (see: among-cultists simulate --help)
  tournament play bot kinds against each other, win rates per kind and team (see: among-cultists tournament --help)
  calibrate  play the balance matrix with heuristic bots, write a report (see: among-cultists calibrate --help)
  watch      play one bot game and tell it in the terminal (see: among-cultists watch --help)
  verify     check a finished game's record against its seed commitment (see: among-cultists verify --help)
  admin      the operator's reports and suspensions, in the server's database (see: among-cultists admin --help)
  help       this help

The game server runs with: npm run serve
`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'simulate':
        await runSimulate(rest);
        return 0;
      case 'tournament':
        await runTournament(rest);
        return 0;
      case 'calibrate':
        return await runCalibrate(rest);
      case 'watch':
        runWatch(rest);
        return 0;
      case 'verify':
        return runVerify(rest);
      case 'admin':
        return await runAdmin(rest);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        process.stdout.write(HELP);
        return 0;
      default:
        throw new UsageError(`Unknown command "${command}".\n\n${HELP}`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`among-cultists: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

// Output piped into `head` and closed early is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
process.exitCode = await main(process.argv.slice(2));
