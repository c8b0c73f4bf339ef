import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What goes wrong, counted by where (the log has the details and the game id). */
export type Operation =
  | 'write' // a player's command could not be stored
  | 'bot' // a bot's move could not be stored, or was refused
  | 'deadline' // a deadline's default could not be stored
  | 'load' // a stored game could not be loaded
  | 'database' // the database connection failed (pool error)
  | 'chat' // a chat line could not be stored, or the claims among them read
  | 'notebook' // a seat's notebook could not be stored or read
  | 'sweep' // expiring old lobbies failed
  | 'bus' // a message between nodes (Redis) could not be sent, read or handled
  | 'lease' // a game's lease (which node runs its timers and bots) could not be renewed or claimed
  | 'socket' // a WebSocket failed otherwise than by its client's bad frames (socket-errors.ts)
  | 'replay'; // a finished game linked to an account does not replay to its end (accounts/results.ts)

/** Which limit refused something (docs/server.md lists them). */
export type LimitName =
  | 'messages'
  | 'chat'
  | 'chat-stored'
  | 'lobby-chat-stored'
  | 'chat-history'
  | 'removals' // issue 30's moderation (moderation/): people a host removed from one game
  | 'reports' // reports per seat per game
  | 'report-address' // reports per address per hour
  | 'suspended' // a suspended address range or account asked to create or join a public table
  | 'report-account' // reports per reporter account per hour (over every address)
  | 'report-against' // reports against one player (their account, else their seat) per hour
  | 'public-tables' // new public tables per address
  | 'public-tables-account' // new public tables per account (over every address)
  | 'quick-play' // quick plays per address
  | 'quick-play-account' // quick plays per account
  | 'account-changes' // changes and reads of one's own account per account (over every address)
  | 'account' // issue 30's accounts (accounts/): sign-ups, sign-ins, recovery, downloads per address
  | 'account-challenges' // passkey prompts open at once, over all clients
  | 'notebook'
  | 'create'
  | 'join'
  | 'record'
  | 'spectators'
  | 'table-screens'
  | 'handover'
  | 'handover-redeem'
  | 'rename'
  | 'seat-sockets'
  | 'ip-sockets'
  | 'bot-games'
  | 'hello-timeout'
  | 'socket-buffer'
  | 'probe'
  | 'frame-size'
  | 'tables';

export interface Metrics {
  readonly registry: Registry;
  readonly commands: Counter<'result'>;
  readonly latency: Histogram;
  readonly sockets: Gauge;
  readonly failures: Counter<'operation'>;
  readonly retries: Counter<'operation'>;
  readonly limited: Counter<'limit'>;
  readonly evictions: Counter;
  readonly abandoned: Counter;
  readonly coachHoldsLapsed: Counter;
  readonly botThinking: Histogram;
}

/** The server's Prometheus metrics; served on their own listener, never to players (docs/server.md). */
export function createMetrics(): Metrics {
  const registry = new Registry();
  // The process's own figures (CPU seconds, memory, event-loop lag), read at each scrape: CPU time per
  // action per node is how capacity is compared between one node and several (npm run loadtest -- --urls).
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    commands: new Counter({
      name: 'among_cultists_commands_total',
      help: 'Commands processed',
      labelNames: ['result'],
      registers: [registry],
    }),
    latency: new Histogram({
      name: 'among_cultists_command_seconds',
      help: 'Time from a command to the updated views being sent',
      buckets: [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1],
      registers: [registry],
    }),
    sockets: new Gauge({ name: 'among_cultists_sockets', help: 'Open WebSockets', registers: [registry] }),
    failures: new Counter({
      name: 'among_cultists_failures_total',
      help: 'Failures, by operation (each is logged with its game)',
      labelNames: ['operation'],
      registers: [registry],
    }),
    retries: new Counter({
      name: 'among_cultists_retries_total',
      help: 'Writes tried again after a failure, by operation',
      labelNames: ['operation'],
      registers: [registry],
    }),
    limited: new Counter({
      name: 'among_cultists_limited_total',
      help: 'Requests, messages and connections refused by a limit',
      labelNames: ['limit'],
      registers: [registry],
    }),
    evictions: new Counter({
      name: 'among_cultists_evictions_total',
      help: 'Games dropped from memory (they stay stored)',
      registers: [registry],
    }),
    abandoned: new Counter({
      name: 'among_cultists_abandoned_total',
      help: 'Games in play ended as abandoned after every player stayed away (ABANDON_AFTER_HOURS)',
      registers: [registry],
    }),
    coachHoldsLapsed: new Counter({
      name: 'among_cultists_coach_holds_lapsed_total',
      help: 'Holds of a lesson’s bots by the tutorial’s coach that lapsed after COACH_HOLD_SECONDS (the bots went on)',
      registers: [registry],
    }),
    botThinking: new Histogram({
      name: 'among_cultists_bot_think_seconds',
      help: 'Time a bot spent deciding',
      buckets: [0.0001, 0.001, 0.01, 0.05, 0.1, 0.25, 0.5],
      registers: [registry],
    }),
  };
}

/** The count a counter holds for one label value (tests and the load test read it). */
export async function countOf(counter: Counter, labels: Record<string, string> = {}): Promise<number> {
  const data = await counter.get();
  return data.values
    .filter((v) => Object.entries(labels).every(([k, value]) => v.labels[k] === value))
    .reduce((sum, v) => sum + v.value, 0);
}
