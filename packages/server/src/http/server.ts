import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { createServer } from 'node:http';
import type { Limits } from '../limits.ts';
import type { Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import { onSocketError } from '../socket-errors.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandlers } from './errors.ts';

/** Frames larger than this close the connection (bad input never reaches a game). */
const MAX_FRAME_BYTES = 16 * 1024;

export interface HttpServerOptions {
  readonly logger: boolean;
  readonly limits: Pick<Limits, 'headersTimeoutMs' | 'requestTimeoutMs'>;
  /** Fastify's `trustProxy` (app.ts, ServerConfig). */
  readonly trustProxy?: boolean | string;
}

/**
 * The Fastify instance, before its routes: Node's own timeouts for clients that trickle, and every error met
 * before a route in the server's error shape (errors.ts).
 */
export function createHttpServer(options: HttpServerOptions): FastifyInstance {
  const { limits } = options;
  return Fastify({
    logger: options.logger,
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
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    frameworkErrors,
    clientErrorHandler,
  });
}

/** WebSockets (bounded frames, their errors at their real level) and the routes' error handling. */
export async function prepareHttpServer(
  app: FastifyInstance,
  deps: { readonly log: Log; readonly metrics: Metrics },
): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    errorHandler: (error, socket, request) => {
      onSocketError(error, socket, deps, { ip: request.ip, url: request.url });
    },
  });
  registerErrorHandlers(app, deps);
}
