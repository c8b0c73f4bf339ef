import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROBE_MESSAGE, type ProbeGuard } from '../probes.ts';
import type { Limited } from './refusals.ts';

const namesGame = (request: FastifyRequest): boolean =>
  (request.params as { id?: unknown } | undefined)?.id !== undefined;

/**
 * Guessing game codes (probes.ts): a route naming a game (:id) is refused to an address that used up its
 * misses, and answering 404 there (no such game, nor such a code of it) is a miss. Hellos: socket.ts.
 */
export function guardGameCodes(
  app: FastifyInstance,
  deps: { readonly probes: ProbeGuard; readonly limited: Limited },
): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (namesGame(request) && !deps.probes.allows(request.ip))
      done(deps.limited('probe', 'rate/probe', PROBE_MESSAGE));
    else done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (namesGame(request) && reply.statusCode === 404) deps.probes.missed(request.ip);
    done();
  });
}
