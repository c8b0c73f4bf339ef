import { buildServer } from './app.ts';
import { ConfigError, configFromEnv } from './config.ts';
import { describeDatabase } from './db.ts';

/** `npm run serve`: the game server on PORT, storing games in ./data (SQLite) or DATABASE_URL. */
async function main(): Promise<void> {
  let settings;
  try {
    settings = configFromEnv(process.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`among-cultists server: ${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
  const server = await buildServer(settings.config);
  const resumed = await server.rooms.resumeUnfinished((game, error) => {
    server.app.log.error(
      { game, error: error instanceof Error ? error.message : String(error) },
      'an unfinished game could not be replayed; it stays stored, unplayed',
    );
  });
  await server.app.listen(settings.listen);
  server.app.log.info(
    {
      database: describeDatabase(settings.config.database),
      web: settings.config.webRoot ?? 'not built (API only)',
      resumed,
    },
    'among-cultists server ready',
  );
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', () => {
    stop('SIGTERM');
  });
  process.on('SIGINT', () => {
    stop('SIGINT');
  });
}

await main();
