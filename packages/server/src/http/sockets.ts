import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { BusHealth } from '../bus-health.ts';
import type { Clock } from '../clock.ts';
import type { Limits } from '../limits.ts';
import type { Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import type { ProbeGuard } from '../probes.ts';
import type { Rooms } from '../rooms.ts';
import { handleSocket, refuseSocket } from '../socket.ts';

export interface SocketRouteDeps {
  readonly rooms: Rooms;
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
  readonly limits: Limits;
  readonly probes: ProbeGuard;
  readonly busHealth: BusHealth;
  /** Origins allowed to open a WebSocket; empty = any. */
  readonly allowedOrigins: readonly string[];
  /** A bare WebSocket echo at /echo, the baseline of the load test. */
  readonly echo: boolean;
}

/** This node lost Redis while others hear it (bus-health.ts): its clients reconnect through the balancer. */
const moveElsewhere = (socket: Pick<WebSocket, 'send' | 'close'>): void => {
  refuseSocket(socket, 'server/shutdown', 'This server is cut off from the others; reconnecting…', 1012);
};

/**
 * The WebSocket at /ws (socket.ts runs each connection): from an allowed origin only, a bounded number per
 * address, none while this node sends its players elsewhere. Needs @fastify/websocket registered on `app`.
 */
export async function registerSockets(app: FastifyInstance, deps: SocketRouteDeps): Promise<void> {
  const { limits, metrics } = deps;
  deps.busHealth.onMove(() => {
    for (const client of app.websocketServer.clients) moveElsewhere(client);
  });
  /** Open WebSockets per IP address. */
  const perIp = new Map<string, number>();
  await app.register((scope, _options, done) => {
    scope.addHook('preValidation', async (request, reply) => {
      const origin = request.headers.origin;
      if (deps.allowedOrigins.length > 0 && (origin === undefined || !deps.allowedOrigins.includes(origin))) {
        await reply.code(403).send({
          error: { code: 'origin/forbidden', message: 'WebSockets are not accepted from this origin.' },
        });
      }
    });
    if (deps.echo) {
      scope.get('/echo', { websocket: true }, (socket: WebSocket) => {
        socket.on('message', (data: Buffer) => {
          socket.send(data);
        });
      });
    }
    scope.get('/ws', { websocket: true }, (socket: WebSocket, request) => {
      const ip = request.ip;
      if (deps.busHealth.moving) {
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
      const { rooms, clock, log, probes } = deps;
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
}
