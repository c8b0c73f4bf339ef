import { buildServer } from './app.ts';
import { ConfigError, configFromEnv } from './config.ts';
import { DatabaseError, describeDatabase } from './db.ts';

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
  let server;
  try {
    server = await buildServer(settings.config);
  } catch (e) {
    // A database that cannot be opened (corrupt file, unwritable folder, unreachable server): one line.
    if (e instanceof DatabaseError) {
      process.stderr.write(`among-cultists server: ${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
  const resumed = await server.rooms.resumeUnfinished((game, error) => {
    server.app.log.error(
      { game, error: error instanceof Error ? error.message : String(error) },
      'an unfinished game could not be replayed; it stays stored, unplayed',
    );
  });
  try {
    await server.app.listen({ port: settings.listen.port, host: settings.listen.host });
    if (settings.listen.metrics) await server.metricsApp.listen(settings.listen.metrics);
  } catch (e) {
    // A port taken by another process (another node on this machine?): one line, not a stack.
    const code = (e as { code?: unknown }).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw e;
    process.stderr.write(
      `among-cultists server: cannot listen (${e instanceof Error ? e.message : String(e)}): set PORT or METRICS_PORT to a free port.\n`,
    );
    await server.close();
    process.exit(2);
  }
  server.app.log.info(
    {
      database: describeDatabase(settings.config.database),
      node: server.node,
      cluster: settings.config.cluster ? 'Redis + leases' : 'off (one process)',
      web: settings.config.webRoot ?? 'not built (API only)',
      metrics: settings.listen.metrics
        ? `${settings.listen.metrics.host}:${settings.listen.metrics.port}`
        : 'off',
      resumed,
    },
    'among-cultists server ready',
  );
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    // Draining: the load balancer stops sending players here, the other nodes take the games over, and
    // the clients, told the server restarts, reconnect through the load balancer.
    server.app.log.info({ signal, node: server.node }, 'draining, then shutting down');
    server.drain().then(
      () => process.exit(0),
      (e: unknown) => {
        server.app.log.error({ error: e instanceof Error ? e.message : String(e) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => {
    stop('SIGTERM');
  });
  process.on('SIGINT', () => {
    stop('SIGINT');
  });
}

await main();
