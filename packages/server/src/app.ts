import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { randomInt } from 'node:crypto';
import type { BotKind, createBot } from '@among-cultists/bots';
import { registerAccounts } from './accounts/routes.ts';
import type { AccountSettings } from './accounts/settings.ts';
import { BotQueue } from './bot-queue.ts';
import { LocalBus, RedisBus, type Bus } from './bus.ts';
import { BusHealth, DEFAULT_BUS_GRACE_MS } from './bus-health.ts';
import { systemClock, type Clock } from './clock.ts';
import { openDatabase, type DatabaseConfig, type Db } from './db.ts';
import { registerGameRoutes } from './http/games.ts';
import { metricsServer, registerHealth } from './http/health.ts';
import { registerPages } from './http/pages.ts';
import { guardGameCodes } from './http/probes.ts';
import { registerRecordRoute } from './http/record.ts';
import { admissions } from './http/refusals.ts';
import { roomLookup } from './http/room-lookup.ts';
import { registerSeatRoutes } from './http/seats.ts';
import { PublicGate } from './moderation/public-gate.ts';
import { accountOfRequest } from './moderation/requester.ts';
import { createHttpServer, prepareHttpServer } from './http/server.ts';
import { registerSockets } from './http/sockets.ts';
import { registerTableRoutes } from './http/table.ts';
import { DEFAULT_LEASES, LeaseKeeper, type LeaseSettings } from './leases.ts';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';
import { errorText, type Log } from './log.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { ProbeGuard } from './probes.ts';
import { BotFill } from './public-tables/bot-fill.ts';
import { PublicTables } from './public-tables/tables.ts';
import { registerPublicTableRoutes } from './public-tables/routes.ts';
import { Rooms } from './rooms.ts';

export type { Limits } from './limits.ts';

export interface ServerConfig {
  readonly database: DatabaseConfig;
  /** Bots answer after a delay drawn from this range, in milliseconds. */
  readonly botDelayMs: readonly [number, number];
  /**
   * Milliseconds a bot takes to type each character of a line, bounded per line (BOT_TYPING_MS, default 45;
   * issue 27). Absent: 0, no wait.
   */
  readonly botTypingMsPerChar?: number;
  /** Which bot plays bot seats and stand-ins (default: heuristic). */
  readonly botKind?: BotKind;
  /** Origins allowed to open a WebSocket; empty = any. */
  readonly allowedOrigins: readonly string[];
  /** Where new games' secret seeds come from (tests fix them); default: 32 random bytes. */
  readonly seeds?: () => string;
  readonly logger: boolean;
  /** Limits (docs/server.md); tests and the load test raise some. */
  readonly limits?: Partial<Limits>;
  /** A bare WebSocket echo at /echo, the baseline of the load test. */
  readonly echo?: boolean;
  /** The built web app (packages/web/dist), served at / and at every invite link /g/<code>. */
  readonly webRoot?: string;
  /** Trust X-Forwarded-For from these proxies (Fastify's `trustProxy`: true, or addresses/ranges such as
   *  "127.0.0.1,10.0.0.0/8" or "loopback"), so that per-address limits see the player's address. */
  readonly trustProxy?: boolean | string;
  /** Optional accounts with passkeys (issue 30; accounts/, docs/server.md): absent, their routes are not served. */
  readonly accounts?: AccountSettings;
  /** Time for every timer (tests drive it); default the system clock. */
  readonly clock?: Clock;
  /** Where the server logs; default Fastify's logger (pino), silent when `logger` is false. */
  readonly log?: Log;
  /** Makes the bots (tests bring a faulty one); default the bots package's. */
  readonly createBot?: typeof createBot;
  /**
   * Several nodes (docs/operations.md): Redis carries changes between the nodes serving the same games,
   * and leases in PostgreSQL give each game's timers and bots to one node. Needs a PostgreSQL database.
   */
  readonly cluster?: {
    readonly redisUrl: string;
    /** This node's name (logs, leases); unique among the nodes. */
    readonly node: string;
    readonly leases?: Partial<LeaseSettings>;
    /** How often games are compared with storage (rooms.ts), while Redis works and while it does not. */
    readonly pollMs?: { readonly healthy: number; readonly unhealthy: number };
    /** How long the node still says it is healthy without Redis (bus-health.ts; default 10 s). */
    readonly busGraceMs?: number;
  };
}

export interface GameServer {
  readonly app: FastifyInstance;
  /** /metrics, on a listener of its own: never reachable by players (its counters move with hidden choices). */
  readonly metricsApp: FastifyInstance;
  readonly rooms: Rooms;
  readonly db: Db;
  readonly metrics: Metrics;
  readonly limits: Limits;
  /** This node's name ('local' alone). */
  readonly node: string;
  /** Several nodes: the keeper of this node's leases (null alone). */
  readonly leases: LeaseKeeper | null;
  /**
   * A rolling restart: /healthz says 503 at once (the load balancer sends nobody new), the games' timers
   * and bots are handed to the other nodes, then everything closes as in `close`.
   */
  drain(): Promise<void>;
  /** Finishes the work in progress, tells the clients, closes everything. */
  close(): Promise<void>;
}

export async function buildServer(config: ServerConfig): Promise<GameServer> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...config.limits };
  const clock = config.clock ?? systemClock;
  const metrics = createMetrics();
  const app = createHttpServer({
    logger: config.logger,
    limits,
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
  });
  const log: Log = config.log ?? app.log;
  const db = await openDatabase(config.database, {
    onError(error, context) {
      metrics.failures.inc({ operation: 'database' });
      log.error({ context, error: errorText(error) }, 'database connection failed');
    },
  });
  const [minDelay, maxDelay] = config.botDelayMs;
  const cluster = config.cluster;
  const bus: Bus = cluster ? new RedisBus(cluster.redisUrl, cluster.node, log, metrics) : new LocalBus();
  const busHealth = new BusHealth(
    { bus, clock, log, metrics, db: cluster ? db : null },
    cluster?.busGraceMs ?? DEFAULT_BUS_GRACE_MS,
  );
  const rooms = new Rooms(
    {
      db,
      clock,
      log,
      metrics,
      settings: limits,
      ...(config.seeds ? { seeds: config.seeds } : {}),
      ...(config.createBot ? { createBot: config.createBot } : {}),
      bus,
      leased: cluster !== undefined,
      botDelay: () => (maxDelay > minDelay ? randomInt(minDelay, maxDelay + 1) : minDelay),
      // Set from BOT_TYPING_MS (config.ts, 45 by default); a server built in code without it (tests, the web
      // package's browser tests) does not wait for its bots to type.
      botTypingMsPerChar: config.botTypingMsPerChar ?? 0,
      botKind: config.botKind ?? 'heuristic',
      botQueue: new BotQueue(clock, limits.botShare, (ms) => {
        metrics.botThinking.observe(ms / 1000);
      }),
    },
    {
      idleEvictMs: limits.idleEvictMs,
      lobbyTtlMs: limits.lobbyTtlMs,
      sweepMs: 60_000,
      botGames: limits.botGames,
      abandonAfterMs: limits.abandonAfterMs,
      ...(cluster?.pollMs ? { pollMs: cluster.pollMs } : {}),
    },
  );
  const leases = cluster
    ? new LeaseKeeper(
        db,
        cluster.node,
        { clock, log, metrics },
        { ...DEFAULT_LEASES, ...cluster.leases },
        {
          gained: (game) => void rooms.gained(game),
          lost: (game) => {
            rooms.lost(game);
          },
        },
      )
    : null;
  if (leases) {
    rooms.useLeases(leases);
    leases.start();
  }
  let draining = false;
  new Gauge({
    name: 'among_cultists_games',
    help: 'Games loaded in this process, by state',
    labelNames: ['state'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      for (const room of await rooms.loaded()) this.inc({ state: room.status });
    },
  });

  // The routes, one module a concern (http/), all in the server's error shape (http/errors.ts).
  await prepareHttpServer(app, { log, metrics });
  const gates = admissions(limits, clock, metrics);
  const { limited } = gates;
  const roomOf = roomLookup({ rooms, log, metrics });
  const probes = new ProbeGuard(limits.unknownGame, clock);
  guardGameCodes(app, { probes, limited });
  // Before the routes that seat players: its hook links a signed-in player's seat to their account.
  await registerAccounts(app, { db, clock, log, metrics, limited, settings: config.accounts ?? null });
  registerHealth(app, {
    db,
    bus,
    busHealth,
    node: cluster ? cluster.node : null,
    draining: () => draining,
  });
  const tables = new PublicTables({ db, rooms, clock, log, metrics, listedMs: limits.tablesListedMs });
  const botFill = new BotFill({ db, rooms, clock, log, metrics });
  botFill.start();
  // Issue 30: suspended address ranges and profane names stay out of public tables (moderation/).
  const accountOf = accountOfRequest(db, clock, config.accounts ?? null);
  const gate = new PublicGate({ db, clock, metrics, limits, accountOf });
  registerGameRoutes(app, {
    ...{ rooms, room: roomOf, admissions: gates, tables, gate },
    spectatorDelayMaxMs: limits.spectatorDelayMaxMs,
  });
  registerPublicTableRoutes(app, { tables, clock, limits, admissions: gates, gate });
  registerSeatRoutes(app, { room: roomOf, admissions: gates, gate });
  registerTableRoutes(app, { db, clock, log, metrics, limits, room: roomOf, limited });
  registerRecordRoute(app, { db, clock, limits, limited });
  await registerPages(app, { webRoot: config.webRoot, allowedOrigins: config.allowedOrigins });
  await registerSockets(app, {
    rooms,
    clock,
    log,
    metrics,
    limits,
    probes,
    busHealth,
    allowedOrigins: config.allowedOrigins,
    echo: config.echo === true,
  });
  const metricsApp = metricsServer(metrics);

  let closing: Promise<void> | null = null;
  const close = async (): Promise<void> => {
    // The other nodes take the games' timers and bots over at their next tick, not after the TTL.
    await leases?.release();
    await botFill.close();
    await rooms.close();
    for (const room of await rooms.loaded())
      room.broadcastError('server/shutdown', 'The server is restarting; reconnecting…');
    // A client that never answers the closing handshake must not keep the server from stopping.
    const stuck = setTimeout(() => {
      for (const client of app.websocketServer.clients) client.terminate();
      app.server.closeAllConnections();
    }, 5000);
    await app.close();
    clearTimeout(stuck);
    await metricsApp.close();
    busHealth.close();
    await bus.close();
    await db.destroy();
  };
  return {
    app,
    metricsApp,
    rooms,
    db,
    metrics,
    limits,
    node: bus.node,
    leases,
    drain() {
      draining = true;
      closing ??= close();
      return closing;
    },
    close() {
      closing ??= close();
      return closing;
    },
  };
}
