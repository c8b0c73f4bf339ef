import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { randomInt } from 'node:crypto';
import {
  ClientMessageSchema,
  CreateGameSchema,
  describeIssues,
  GameIdSchema,
  HostSchema,
  JoinSchema,
  type WireMessage,
} from '@among-cultists/protocol';
import type { GameOptions } from '@among-cultists/engine';
import type { BotKind } from '@among-cultists/bots';
import { z } from 'zod';
import { openDatabase, type DatabaseConfig, type Db } from './db.ts';
import { HttpError } from './errors.ts';
import { hashToken, type Client, type Room } from './room.ts';
import { Rooms } from './rooms.ts';
import { loadGame } from './store.ts';
import { serveWebApp } from './web.ts';

export interface ServerConfig {
  readonly database: DatabaseConfig;
  /** Bots answer after a delay drawn from this range, in milliseconds. */
  readonly botDelayMs: readonly [number, number];
  /** Which bot plays bot seats and stand-ins (default: heuristic). */
  readonly botKind?: BotKind;
  /** Origins allowed to open a WebSocket; empty = any. */
  readonly allowedOrigins: readonly string[];
  /** Where new games' secret seeds come from (tests fix them); default: 32 random bytes. */
  readonly seeds?: () => string;
  readonly logger: boolean;
  /** Per-connection flood limits (defaults suit people; tests that fuzz raise them). */
  readonly limits?: Partial<Limits>;
  /** A bare WebSocket echo at /echo, the baseline of the load test. */
  readonly echo?: boolean;
  /** The built web app (packages/web/dist), served at / and at every invite link /g/<code>. */
  readonly webRoot?: string;
}

export interface Limits {
  /** Messages a connection may send at once, and how fast that allowance refills. */
  readonly burst: number;
  readonly perSecond: number;
  /** Bad messages tolerated before the connection is closed. */
  readonly strikes: number;
}

const DEFAULT_LIMITS: Limits = { burst: 30, perSecond: 15, strikes: 10 };

export interface GameServer {
  readonly app: FastifyInstance;
  readonly rooms: Rooms;
  readonly db: Db;
  /** Finishes the work in progress, tells the clients, closes everything. */
  close(): Promise<void>;
}

/** Frames larger than this close the connection (bad input never reaches a game). */
const MAX_FRAME_BYTES = 16 * 1024;

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

export async function buildServer(config: ServerConfig): Promise<GameServer> {
  const db = await openDatabase(config.database);
  const registry = new Registry();
  const commands = new Counter({
    name: 'among_cultists_commands_total',
    help: 'Commands processed',
    labelNames: ['result'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'among_cultists_command_seconds',
    help: 'Time from a command to the updated views being sent',
    buckets: [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const sockets = new Gauge({
    name: 'among_cultists_sockets',
    help: 'Open WebSockets',
    registers: [registry],
  });
  const [minDelay, maxDelay] = config.botDelayMs;
  const rooms = new Rooms({
    db,
    ...(config.seeds ? { seeds: config.seeds } : {}),
    botDelay: () => (maxDelay > minDelay ? randomInt(minDelay, maxDelay + 1) : minDelay),
    botKind: config.botKind ?? 'heuristic',
    onCommand: (ms, ok) => {
      commands.inc({ result: ok ? 'accepted' : 'rejected' });
      latency.observe(ms / 1000);
    },
  });
  new Gauge({
    name: 'among_cultists_games',
    help: 'Games loaded in this process, by state',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const room of await rooms.loaded()) this.inc({ state: room.status });
    },
  });

  const app = Fastify({ logger: config.logger, bodyLimit: 16 * 1024 });
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) app.log.error(error);
    const code =
      status === 415
        ? 'request/content-type'
        : status === 413
          ? 'request/too-large'
          : status >= 500
            ? 'server/error'
            : 'request/invalid';
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

  async function room(params: unknown): Promise<Room> {
    const found = await rooms.get(gameId(params));
    if (!found) throw new HttpError(404, 'game/unknown', 'There is no game with that code.');
    return found;
  }

  app.get('/healthz', () => ({ ok: true }));
  app.get('/metrics', async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );

  app.post('/api/games', async (request) => {
    const body = parseBody(CreateGameSchema, request.body);
    const { name, timers, character, ...settings } = body;
    const { room: created, token } = await rooms.create(
      settings as Omit<GameOptions, 'seed'>,
      name,
      timers ?? {},
      character ?? 0,
    );
    return { id: created.id, seat: 0, token, lobby: created.lobby() };
  });
  app.get('/api/games/:id', async (request) => (await room(request.params)).lobby());
  app.post('/api/games/:id/join', async (request) => {
    const r = await room(request.params);
    const { name, character } = parseBody(JoinSchema, request.body);
    return await r.join(name, character);
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
    await r.start(token);
    return r.lobby();
  });
  /** The record of a finished game: setup, seed, actions and chat, for `among-cultists verify`. */
  app.get('/api/games/:id/record', async (request) => {
    const stored = await loadGame(db, gameId(request.params));
    if (!stored) throw new HttpError(404, 'game/unknown', 'There is no game with that code.');
    if (stored.status !== 'finished')
      throw new HttpError(409, 'game/not-finished', 'The record is published when the game is over.');
    return {
      id: stored.id,
      options: { ...stored.options, seed: stored.seed },
      commitment: stored.commitment,
      seats: stored.seats.map((s) => ({ seat: s.seat, name: s.name, kind: s.kind })),
      actions: stored.actions,
      chat: stored.chat,
    };
  });

  if (config.webRoot !== undefined) {
    await serveWebApp(app, config.webRoot);
  } else {
    app.get('/', (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          'The among-cultists server is running, without the web app: run "npm start" to build and serve it.\n',
        ),
    );
  }

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
    scope.get('/ws', { websocket: true }, (socket: WebSocket) => {
      sockets.inc();
      handleSocket(socket, rooms, { ...DEFAULT_LIMITS, ...config.limits });
      socket.on('close', () => {
        sockets.dec();
      });
    });
    done();
  });

  return {
    app,
    rooms,
    db,
    async close() {
      await rooms.close();
      for (const room of await rooms.loaded()) {
        for (const c of room.clients)
          c.send({ t: 'error', code: 'server/shutdown', message: 'The server is restarting; reconnecting…' });
      }
      // A client that never answers the closing handshake must not keep the server from stopping.
      const stuck = setTimeout(() => {
        for (const client of app.websocketServer.clients) client.terminate();
        app.server.closeAllConnections();
      }, 5000);
      await app.close();
      clearTimeout(stuck);
      await db.destroy();
    },
  };
}

/** One WebSocket: a `hello` first, then actions, chat and pings, each checked before use. */
function handleSocket(socket: WebSocket, rooms: Rooms, limits: Limits): void {
  let client: Client | null = null;
  let room: Room | null = null;
  let tokens = limits.burst;
  let last = Date.now();
  let strikes = 0;
  const send = (message: WireMessage): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const strike = (code: string, message: string): void => {
    send({ t: 'error', code, message });
    strikes += 1;
    if (strikes >= limits.strikes) socket.close(1008, 'too many bad messages');
  };
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    const now = Date.now();
    tokens = Math.min(limits.burst, tokens + ((now - last) / 1000) * limits.perSecond);
    last = now;
    if (tokens < 1) {
      strike('rate/limited', 'Too many messages; slow down.');
      return;
    }
    tokens -= 1;
    if (isBinary) {
      strike('message/binary', 'Messages are JSON text.');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data.toString('utf8'));
    } catch {
      strike('message/json', 'That message is not valid JSON.');
      return;
    }
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      strike('message/malformed', describeIssues(parsed.error));
      return;
    }
    const message = parsed.data;
    if (message.t === 'ping') {
      send({ t: 'pong' });
      return;
    }
    if (message.t === 'hello') {
      if (client) {
        strike('hello/again', 'This connection is already in a game.');
        return;
      }
      void rooms.get(message.game).then(
        (found) => {
          if (!found) {
            strike('game/unknown', 'There is no game with that code.');
            return;
          }
          const seat = message.token === undefined ? null : found.seatOf(message.token);
          if (message.token !== undefined && seat === null) {
            send({
              t: 'error',
              code: 'auth/bad-token',
              message: 'That seat token does not belong to this game.',
            });
            socket.close(1008, 'bad token');
            return;
          }
          room = found;
          const tokenHash = message.token === undefined ? null : hashToken(message.token);
          client = { seat, tokenHash, send, version: 0, lastSeq: -1, sentWholeLog: false, lastView: null };
          found.attach(client, message.resume);
        },
        () => {
          send({ t: 'error', code: 'server/error', message: 'The game could not be loaded.' });
        },
      );
      return;
    }
    if (!client || !room) {
      strike('hello/first', 'Say hello first: { "t": "hello", "game": … }.');
      return;
    }
    const c = client;
    const r = room;
    if (message.t === 'takeover') {
      void r.requestTakeover(c, message.seat).catch(() => undefined);
      return;
    }
    if (message.t === 'takeback') {
      void r.takeBack(c).catch(() => undefined);
      return;
    }
    if (message.t === 'act') {
      void r.act(c, message.version, message.action).catch(() => {
        send({
          t: 'error',
          code: 'server/error',
          message: 'Your action could not be stored; it was not taken.',
        });
      });
    } else {
      void r.say(c, message.text).catch(() => {
        send({ t: 'error', code: 'server/error', message: 'Your message could not be stored.' });
      });
    }
  });
  socket.on('close', () => {
    if (client && room) room.detach(client);
  });
}
