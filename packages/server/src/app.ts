import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { Gauge } from 'prom-client';
import { randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import {
  CreateGameSchema,
  describeIssues,
  GameIdSchema,
  HostSchema,
  JoinSchema,
  TutorialSchema,
  RematchSchema,
  type WireMessage,
} from '@among-cultists/protocol';
import type { GameOptions } from '@among-cultists/engine';
import type { BotKind, createBot } from '@among-cultists/bots';
import { z } from 'zod';
import { StorageError } from './authority.ts';
import { BotQueue } from './bot-queue.ts';
import { LocalBus, RedisBus, type Bus } from './bus.ts';
import { BusHealth, DEFAULT_BUS_GRACE_MS } from './bus-health.ts';
import { systemClock, type Clock } from './clock.ts';
import { checkDatabase, openDatabase, type DatabaseConfig, type Db } from './db.ts';
import { HttpError } from './errors.ts';
import { DEFAULT_LEASES, LeaseKeeper, type LeaseSettings } from './leases.ts';
import { KeyedLimiter } from './limiter.ts';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';
import { errorText, type Log } from './log.ts';
import { createMetrics, type LimitName, type Metrics } from './metrics.ts';
import type { Room } from './room.ts';
import { Rooms } from './rooms.ts';
import { PROBE_MESSAGE, ProbeGuard } from './probes.ts';
import { handleSocket } from './socket.ts';
import { onSocketError } from './socket-errors.ts';
import { buildRecord, matchesEtag, RecordCache } from './record.ts';
import { registerTableRoutes } from './table-routes.ts';
import { createTutorial, TUTORIAL_SEAT } from './tutorial.ts';
import { serveWebApp } from './web.ts';

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

/** Frames larger than this close the connection (bad input never reaches a game). */
const MAX_FRAME_BYTES = 16 * 1024;

/** /healthz waits this long for the database before calling it down. */
const HEALTH_TIMEOUT_MS = 1000;

function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply.code(error.status).send({ error: { code: error.code, message: error.message } });
}

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new HttpError(400, 'request/invalid', describeIssues(parsed.error));
  return parsed.data;
}

function gameId(params: unknown): string {
  const id = (params as { id?: unknown }).id;
  const parsed = GameIdSchema.safeParse(id);
  if (!parsed.success) throw new HttpError(400, 'request/invalid', describeIssues(parsed.error));
  return parsed.data;
}

/** Fastify's own errors, in the server's error shape with a stable code. */
function codeOf(status: number, fastifyCode: string | undefined): string {
  if (status >= 500) return 'server/error';
  if (status === 415) return 'request/content-type';
  if (status === 413) return 'request/too-large';
  if (status === 408 || fastifyCode === 'FST_ERR_REQUEST_TIMEOUT') return 'request/timeout';
  if (status === 404) return 'not-found';
  return 'request/invalid';
}

export async function buildServer(config: ServerConfig): Promise<GameServer> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...config.limits };
  const clock = config.clock ?? systemClock;
  const metrics = createMetrics();
  const app = Fastify({
    logger: config.logger,
    bodyLimit: 16 * 1024,
    // A client trickling its headers or its body is cut off (a WebSocket, once open, is not a request).
    // Node checks these only every `connectionsCheckingInterval` (30 s by default): check often enough.
    serverFactory: (handler) =>
      createServer(
        {
          headersTimeout: limits.headersTimeoutMs,
          requestTimeout: limits.requestTimeoutMs,
          // Fastify's own default, lost with a server factory (Node's is 5 s): a client (or a load balancer)
          // reusing an idle connection just as the server closes it gets a reset instead of an answer.
          keepAliveTimeout: 72_000,
          connectionsCheckingInterval: Math.max(100, Math.min(1000, limits.headersTimeoutMs / 2)),
        },
        handler,
      ),
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
    // Errors Fastify meets before a route (a malformed URL): in the server's own shape.
    frameworkErrors: (error, _request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      void sendError(
        reply,
        new HttpError(status, codeOf(status, (error as { code?: string }).code), error.message),
      );
    },
    // A client cut off by a timeout, or that sent something that is not HTTP: also in the server's shape.
    // Node's HTTP server allows half-open connections: after `end` the socket (and its descriptor) would
    // stay until the client closed its side, so it is destroyed once the answer is flushed.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      const timeout = (error as { code?: string }).code === 'ERR_HTTP_REQUEST_TIMEOUT';
      const body = JSON.stringify({
        error: timeout
          ? { code: 'request/timeout', message: 'The request took too long to arrive.' }
          : { code: 'request/invalid', message: 'That is not a valid HTTP request.' },
      });
      socket.end(
        `HTTP/1.1 ${timeout ? '408 Request Timeout' : '400 Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        () => socket.destroy(),
      );
    },
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

  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    errorHandler: (error, socket, request) => {
      onSocketError(error, socket, { log, metrics }, { ip: request.ip, url: request.url });
    },
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error);
    if (error instanceof StorageError) {
      metrics.failures.inc({ operation: 'write' });
      log.error({ url: request.url, error: errorText(error) }, 'a request could not be stored');
      return sendError(
        reply,
        new HttpError(
          503,
          'server/unavailable',
          'The game could not be saved just now; try again in a moment.',
        ),
      );
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) log.error({ url: request.url, error: errorText(error) }, 'a request failed');
    const code = codeOf(status, (error as { code?: string }).code);
    const message =
      status >= 500
        ? 'Something went wrong on the server.'
        : error instanceof Error
          ? error.message
          : 'Bad request.';
    return reply.code(status).send({ error: { code, message } });
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new HttpError(404, 'not-found', `There is nothing at ${request.method} ${request.url}.`),
    ),
  );

  const limited = (limit: LimitName, code: string, message: string): HttpError => {
    metrics.limited.inc({ limit });
    return new HttpError(429, code, message);
  };
  const creates = new KeyedLimiter(limits.create, clock);
  const joins = new KeyedLimiter(limits.join, clock);
  // Guessing game codes: a route naming a game (:id) is refused to an address that used up its misses,
  // and answering 404 there (no such game, nor such a code of it) is a miss. Hellos: socket.ts.
  const probes = new ProbeGuard(limits.unknownGame, clock);
  const namesGame = (request: FastifyRequest): boolean =>
    (request.params as { id?: unknown } | undefined)?.id !== undefined;
  app.addHook('onRequest', (request, _reply, done) => {
    if (namesGame(request) && !probes.allows(request.ip)) done(limited('probe', 'rate/probe', PROBE_MESSAGE));
    else done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (namesGame(request) && reply.statusCode === 404) probes.missed(request.ip);
    done();
  });
  const recordReads = new KeyedLimiter(limits.record, clock);
  const records = new RecordCache(limits.recordCacheBytes);

  async function room(params: unknown): Promise<Room> {
    let found: Room | null;
    try {
      found = await rooms.get(gameId(params));
    } catch (e) {
      if (e instanceof HttpError) throw e;
      // Logged and counted where it was loaded.
      throw new HttpError(503, 'server/unavailable', 'The game could not be loaded just now; try again.');
    }
    if (!found) throw new HttpError(404, 'game/unknown', 'There is no game with that code.');
    // Several nodes: what was changed through another node a moment ago is read first.
    try {
      await found.sync();
    } catch (e) {
      metrics.failures.inc({ operation: 'load' });
      log.error({ game: found.id, error: errorText(e) }, 'a game could not be brought up to date');
      throw new HttpError(503, 'server/unavailable', 'The game could not be loaded just now; try again.');
    }
    return found;
  }

  // Load balancers ask every second: only its failures are worth a log line.
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    const database = await checkDatabase(db, HEALTH_TIMEOUT_MS);
    // Several nodes: a node without Redis still serves for a grace period (it reads PostgreSQL more often
    // instead), then sends its players to nodes that hear Redis, if any: the others cannot see them there.
    const ok = database && !draining && !(await busHealth.shouldMovePlayers());
    return reply.code(ok ? 200 : 503).send({
      ok,
      database: database ? 'up' : 'down',
      ...(cluster ? { node: cluster.node, bus: bus.healthy ? 'up' : 'down' } : {}),
      ...(draining ? { draining: true } : {}),
    });
  });

  app.post('/api/games', async (request) => {
    const body = parseBody(CreateGameSchema, request.body);
    if (!creates.take(request.ip))
      throw limited('create', 'rate/create', 'Too many new games from your network; wait a minute.');
    const { name, timers, character, ...settings } = body;
    const { room: created, token } = await rooms.create(
      settings as Omit<GameOptions, 'seed'>,
      name,
      timers ?? {},
      character ?? 0,
    );
    return { id: created.id, seat: 0, token, lobby: created.lobby() };
  });
  /** A tutorial lesson: created, filled with bots and started at once (it counts as a new game). */
  app.post('/api/tutorial', async (request) => {
    const { name, character, lesson } = parseBody(TutorialSchema, request.body);
    if (!creates.take(request.ip))
      throw limited('create', 'rate/create', 'Too many new games from your network; wait a minute.');
    const { room: created, token } = await createTutorial(rooms, name, character ?? 0, lesson);
    return { id: created.id, seat: TUTORIAL_SEAT, token, lobby: created.lobby() };
  });
  app.get('/api/games/:id', async (request) => (await room(request.params)).lobby());
  app.post('/api/games/:id/join', async (request) => {
    const { name, character, seat } = parseBody(JoinSchema, request.body);
    if (!joins.take(request.ip))
      throw limited('join', 'rate/join', 'Too many joins from your network; wait a minute.');
    const r = await room(request.params);
    return await r.join(name, character, seat);
  });
  app.post('/api/games/:id/seats/:seat', async (request) => {
    const r = await room(request.params);
    const body = parseBody(HostSchema.extend({ kind: z.enum(['bot', 'open']) }), request.body);
    const seat = Number((request.params as { seat: string }).seat);
    if (!Number.isInteger(seat)) throw new HttpError(400, 'request/invalid', 'The seat is a number.');
    await r.setSeat(body.token, seat, body.kind);
    return r.lobby();
  });
  app.post('/api/games/:id/start', async (request) => {
    const r = await room(request.params);
    const { token } = parseBody(HostSchema, request.body);
    await rooms.start(r, token);
    return r.lobby();
  });
  /** A rematch of a finished game: the first player to ask creates it (the limit on new games applies),
   *  later ones join it, into the seat kept for them. */
  app.post('/api/games/:id/rematch', async (request) => {
    const { token } = parseBody(RematchSchema, request.body);
    const old = await room(request.params);
    const seated = await rooms.rematch(
      old,
      token,
      () => {
        if (!creates.take(request.ip))
          throw limited('create', 'rate/create', 'Too many new games from your network; wait a minute.');
      },
      () => {
        if (!joins.take(request.ip))
          throw limited('join', 'rate/join', 'Too many joins from your network; wait a minute.');
      },
    );
    return { id: seated.room.id, seat: seated.seat, token: seated.token, lobby: seated.room.lobby() };
  });
  registerTableRoutes(app, { db, clock, log, metrics, limits, room, limited });
  /** The record of a finished game (record.ts), for `among-cultists verify` and the replay. It never changes:
   *  served from memory once built, cacheable anywhere, and limited per address like the other reads that cost. */
  app.get('/api/games/:id/record', async (request, reply) => {
    const id = gameId(request.params);
    if (!recordReads.take(request.ip))
      throw limited('record', 'rate/record', 'Too many game records from your network; wait a minute.');
    const record = await records.get(id, () => buildRecord(db, id));
    void reply
      .header('etag', record.etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], record.etag)) return reply.code(304).send();
    const gzipped = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzipped) void reply.header('content-encoding', 'gzip');
    return reply.type('application/json; charset=utf-8').send(gzipped ? record.gzip : record.json);
  });

  if (config.webRoot !== undefined) {
    await serveWebApp(app, config.webRoot, config.allowedOrigins);
  } else {
    app.get('/', (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          'The among-cultists server is running, without the web app: run "npm start" to build and serve it.\n',
        ),
    );
  }

  /** Tells a WebSocket why, then closes it with `closeCode` (its reason: the error code). */
  const refuseSocket = (
    socket: Pick<WebSocket, 'send' | 'close'>,
    code: string,
    message: string,
    closeCode: number,
  ): void => {
    const notice: WireMessage = { t: 'error', code, message };
    socket.send(JSON.stringify(notice));
    socket.close(closeCode, code);
  };
  /** This node lost Redis while others hear it (bus-health.ts): its clients reconnect through the balancer. */
  const moveElsewhere = (socket: Pick<WebSocket, 'send' | 'close'>): void => {
    refuseSocket(socket, 'server/shutdown', 'This server is cut off from the others; reconnecting…', 1012);
  };
  busHealth.onMove(() => {
    for (const client of app.websocketServer.clients) moveElsewhere(client);
  });
  /** Open WebSockets per IP address. */
  const perIp = new Map<string, number>();
  await app.register((scope, _options, done) => {
    scope.addHook('preValidation', async (request, reply) => {
      const origin = request.headers.origin;
      if (
        config.allowedOrigins.length > 0 &&
        (origin === undefined || !config.allowedOrigins.includes(origin))
      ) {
        await reply.code(403).send({
          error: { code: 'origin/forbidden', message: 'WebSockets are not accepted from this origin.' },
        });
      }
    });
    if (config.echo === true) {
      scope.get('/echo', { websocket: true }, (socket: WebSocket) => {
        socket.on('message', (data: Buffer) => {
          socket.send(data);
        });
      });
    }
    scope.get('/ws', { websocket: true }, (socket: WebSocket, request) => {
      const ip = request.ip;
      if (busHealth.moving) {
        moveElsewhere(socket);
        return;
      }
      const open = perIp.get(ip) ?? 0;
      if (open >= limits.socketsPerIp) {
        metrics.limited.inc({ limit: 'ip-sockets' });
        refuseSocket(socket, 'limit/ip-sockets', 'Too many connections from your network.', 1008);
        return;
      }
      perIp.set(ip, open + 1);
      metrics.sockets.inc();
      handleSocket(socket, { rooms, clock, log, metrics, limits, probes, address: ip });
      socket.on('close', () => {
        metrics.sockets.dec();
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left <= 0) perIp.delete(ip);
        else perIp.set(ip, left);
      });
    });
    done();
  });

  const metricsApp = Fastify({ logger: false });
  metricsApp.get('/metrics', async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );

  let closing: Promise<void> | null = null;
  const close = async (): Promise<void> => {
    // The other nodes take the games' timers and bots over at their next tick, not after the TTL.
    await leases?.release();
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
