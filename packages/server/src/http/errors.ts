import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { describeIssues, GameIdSchema } from '@among-cultists/protocol';
import type { z } from 'zod';
import { StorageError } from '../game/authority.ts';
import { HttpError } from '../errors.ts';
import { errorText, type Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';

/**
 * The one place where the HTTP side turns errors into statuses and the server's error shape
 * `{ error: { code, message } }`: the routes throw `HttpError`s (or let storage failures through), and what
 * Fastify or Node meet before a route (a malformed URL, a body too large, a request too slow) is answered
 * in the same shape, with a stable code.
 */

/** Storage did not answer: nothing changed, and the same request may be sent again (docs/server.md, Faults). */
const notStored = (): HttpError =>
  new HttpError(503, 'server/unavailable', 'The game could not be saved just now; try again in a moment.');
/** A game that could not be loaded or brought up to date: the same request may be sent again. */
export const notLoaded = (): HttpError =>
  new HttpError(503, 'server/unavailable', 'The game could not be loaded just now; try again.');
export const unknownGame = (): HttpError =>
  new HttpError(404, 'game/unknown', 'There is no game with that code.');

function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply.code(error.status).send({ error: { code: error.code, message: error.message } });
}

/** A request's body checked against `schema`, or a 400 naming what is wrong. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new HttpError(400, 'request/invalid', describeIssues(parsed.error));
  return parsed.data;
}

/** The game code a route's `:id` names, or a 400. */
export function gameId(params: unknown): string {
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

const statusOf = (error: unknown): number => (error as { statusCode?: number }).statusCode ?? 500;
const fastifyCodeOf = (error: unknown): string | undefined => (error as { code?: string }).code;

/**
 * What a request that failed is answered: its own `HttpError`, 503 for storage that failed (logged and
 * counted), Fastify's status for Fastify's errors, else 500 (logged) without the server's details.
 */
function httpErrorOf(
  error: unknown,
  deps: { readonly log: Log; readonly metrics: Metrics },
  url: string,
): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof StorageError) {
    deps.metrics.failures.inc({ operation: 'write' });
    deps.log.error({ url, error: errorText(error) }, 'a request could not be stored');
    return notStored();
  }
  const status = statusOf(error);
  if (status >= 500) {
    deps.log.error({ url, error: errorText(error) }, 'a request failed');
    return new HttpError(status, codeOf(status, fastifyCodeOf(error)), 'Something went wrong on the server.');
  }
  const message = error instanceof Error ? error.message : 'Bad request.';
  return new HttpError(status, codeOf(status, fastifyCodeOf(error)), message);
}

/** Errors Fastify meets before a route (a malformed URL): Fastify's `frameworkErrors` option. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void sendError(reply, new HttpError(status, codeOf(status, error.code), error.message));
}

/**
 * A client cut off by a timeout, or that sent something that is not HTTP (Fastify's `clientErrorHandler`).
 * Node's HTTP server allows half-open connections: after `end` the socket (and its descriptor) would stay
 * until the client closed its side, so it is destroyed once the answer is flushed.
 */
export function clientErrorHandler(error: Error, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const timeout = fastifyCodeOf(error) === 'ERR_HTTP_REQUEST_TIMEOUT';
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
}

/** Every route's failures, and paths with no route, answered in the server's error shape. */
export function registerErrorHandlers(
  app: FastifyInstance,
  deps: { readonly log: Log; readonly metrics: Metrics },
): void {
  app.setErrorHandler((error, request, reply) => sendError(reply, httpErrorOf(error, deps, request.url)));
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new HttpError(404, 'not-found', `There is nothing at ${request.method} ${request.url}.`),
    ),
  );
}
