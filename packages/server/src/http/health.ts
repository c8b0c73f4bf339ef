import Fastify, { type FastifyInstance } from 'fastify';
import type { Bus } from '../bus.ts';
import type { BusHealth } from '../bus-health.ts';
import { checkDatabase, type Db } from '../db.ts';
import type { Metrics } from '../metrics.ts';

/** /healthz waits this long for the database before calling it down. */
const HEALTH_TIMEOUT_MS = 1000;

export interface HealthDeps {
  readonly db: Db;
  readonly bus: Bus;
  readonly busHealth: BusHealth;
  /** Several nodes: this node's name, shown with the state of Redis (null alone). */
  readonly node: string | null;
  /** A rolling restart has begun (the load balancer must send nobody new). */
  readonly draining: () => boolean;
}

/** /healthz, for the load balancer. */
export function registerHealth(app: FastifyInstance, deps: HealthDeps): void {
  // Load balancers ask every second: only its failures are worth a log line.
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    const database = await checkDatabase(deps.db, HEALTH_TIMEOUT_MS);
    const draining = deps.draining();
    // Several nodes: a node without Redis still serves for a grace period (it reads PostgreSQL more often
    // instead), then sends its players to nodes that hear Redis, if any: the others cannot see them there.
    const ok = database && !draining && !(await deps.busHealth.shouldMovePlayers());
    return reply.code(ok ? 200 : 503).send({
      ok,
      database: database ? 'up' : 'down',
      ...(deps.node !== null ? { node: deps.node, bus: deps.bus.healthy ? 'up' : 'down' } : {}),
      ...(draining ? { draining: true } : {}),
    });
  });
}

/** /metrics, on a listener of its own: never reachable by players (its counters move with hidden choices). */
export function metricsServer(metrics: Metrics): FastifyInstance {
  const metricsApp = Fastify({ logger: false });
  metricsApp.get('/metrics', async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
  return metricsApp;
}
