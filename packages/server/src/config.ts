import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOT_KINDS, type BotKind } from '@among-cultists/bots';
import { accountsFromEnv } from './accounts/config.ts';
import type { ServerConfig } from './app.ts';
import { isPostgres } from './db.ts';
import { DEFAULT_TYPING_MS_PER_CHAR } from '@among-cultists/protocol/plain';
import type { Limits } from './limits.ts';

/** Where `npm run build:web` puts the web app. */
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Server settings from the environment; a bad value is refused with a message naming the variable. */
export interface Listen {
  readonly port: number;
  readonly host: string;
  /** Where /metrics listens (its own port, loopback by default); null: not served. */
  readonly metrics: { readonly port: number; readonly host: string } | null;
}

/**
 * The limits an operator may set, one variable each (docs/server.md): its name, what it sets, and how a
 * number given in the variable's unit becomes the setting.
 */
const LIMIT_VARIABLES: readonly {
  readonly name: string;
  readonly describe: string;
  readonly set: (n: number) => Partial<Limits>;
  readonly integer?: boolean;
  readonly max?: number;
}[] = [
  {
    name: 'LIMIT_CREATE_PER_MINUTE',
    describe: 'new games per IP address per minute',
    set: (n) => ({ create: { burst: n, perSecond: n / 60 } }),
  },
  {
    name: 'LIMIT_JOIN_PER_MINUTE',
    describe: 'joins per IP address per minute',
    set: (n) => ({ join: { burst: n, perSecond: n / 60 } }),
  },
  {
    name: 'LIMIT_UNKNOWN_GAME_PER_MINUTE',
    describe: 'lookups of unknown game codes per IP address per minute',
    set: (n) => ({ unknownGame: { burst: n, perSecond: n / 60 } }),
  },
  {
    name: 'LIMIT_TABLES_PER_MINUTE',
    describe: "reads of the public tables' list per IP address per minute",
    set: (n) => ({ tables: { burst: Math.min(20, n), perSecond: n / 60 } }),
  },
  {
    name: 'LIMIT_TABLES_PAGE',
    describe: 'public tables per page of the list',
    set: (n) => ({ tablesPage: n }),
    integer: true,
    max: 200,
  },
  {
    name: 'LIMIT_TABLES_LISTED_MINUTES',
    describe: 'minutes a public table not yet started stays listed',
    set: (n) => ({ tablesListedMs: Math.round(n * 60_000) }),
    max: 1440,
  },
  {
    name: 'LIMIT_RECORD_PER_MINUTE',
    describe: "finished games' records fetched per IP address per minute",
    set: (n) => ({ record: { burst: Math.min(10, n), perSecond: n / 60 } }),
  },
  {
    name: 'RECORD_CACHE_MB',
    describe: "MiB of finished games' records kept in memory",
    set: (n) => ({ recordCacheBytes: Math.round(n * 1024 * 1024) }),
  },
  {
    name: 'LIMIT_NOTEBOOK_SAVES_KEPT',
    describe: "a notebook's saves kept per seat for the replay",
    set: (n) => ({ notebookSavesKept: n }),
    integer: true,
  },
  {
    name: 'LIMIT_CHAT_PER_MINUTE',
    describe: 'chat lines per seat per minute',
    set: (n) => ({ chat: { burst: Math.min(5, n), perSecond: n / 60 } }),
  },
  {
    name: 'LIMIT_CHAT_STORED',
    describe: 'chat lines stored per game',
    set: (n) => ({ chatStored: n }),
    integer: true,
  },
  {
    name: 'LIMIT_LOBBY_CHAT_STORED',
    describe: 'chat lines stored per lobby before the start',
    set: (n) => ({ lobbyChatStored: n }),
    integer: true,
  },
  {
    name: 'LIMIT_CLAIMS_RESERVED',
    describe: 'chat lines kept for claims per game',
    set: (n) => ({ claimsReserved: n }),
    integer: true,
  },
  {
    name: 'LIMIT_CHAT_PAGES_PER_MINUTE',
    describe: 'pages of older chat lines (or claims) per connection per minute',
    set: (n) => ({ chatPages: { burst: 1, perSecond: n / 60 } }),
  },
  {
    name: 'LIMIT_SPECTATORS',
    describe: 'spectators per game',
    set: (n) => ({ spectatorsPerGame: n }),
    integer: true,
  },
  {
    name: 'LIMIT_SPECTATOR_DELAY_SECONDS',
    describe: "the longest delay a host may choose for a public table's spectators (streamer mode)",
    set: (n) => ({ spectatorDelayMaxMs: n * 1000 }),
    integer: true,
    max: 300,
  },
  {
    name: 'LIMIT_TABLE_SCREENS',
    describe: "table screens per game (places of their own, beside the spectators')",
    set: (n) => ({ tableScreensPerGame: n }),
    integer: true,
  },
  {
    name: 'HANDOVER_TTL_SECONDS',
    describe: 'seconds a handover code works',
    set: (n) => ({ handoverTtlMs: n * 1000 }),
    max: 600,
  },
  {
    name: 'LIMIT_HANDOVER_PER_MINUTE',
    describe: 'handover codes issued per IP address per minute',
    set: (n) => ({ handoverIssue: { burst: Math.min(10, n), perSecond: n / 60 } }),
  },
  {
    name: 'LIMIT_HANDOVER_REDEEM_PER_MINUTE',
    describe: 'handover codes redeemed per IP address per minute',
    set: (n) => ({ handoverRedeem: { burst: Math.min(10, n), perSecond: n / 60 } }),
  },
  {
    name: 'LIMIT_SOCKETS_PER_SEAT',
    describe: 'connections per seat',
    set: (n) => ({ socketsPerSeat: n }),
    integer: true,
  },
  {
    name: 'LIMIT_SOCKETS_PER_IP',
    describe: 'WebSockets per IP address',
    set: (n) => ({ socketsPerIp: n }),
    integer: true,
  },
  {
    name: 'LIMIT_SOCKET_BUFFER_BYTES',
    describe: 'bytes waiting to be sent per WebSocket',
    set: (n) => ({ socketBufferBytes: n }),
    integer: true,
  },
  {
    name: 'LIMIT_BOT_GAMES',
    describe: 'games played with bots at once',
    set: (n) => ({ botGames: n }),
    integer: true,
  },
  {
    name: 'BOT_CPU_SHARE',
    describe: 'share of the time bots may think, 0-1',
    set: (n) => ({ botShare: n }),
    max: 1,
  },
  {
    name: 'HELLO_TIMEOUT_SECONDS',
    describe: 'seconds a WebSocket has to say hello',
    set: (n) => ({ helloTimeoutMs: n * 1000 }),
  },
  {
    name: 'LOBBY_TTL_HOURS',
    describe: 'hours before a lobby nobody started is deleted',
    set: (n) => ({ lobbyTtlMs: n * 3600_000 }),
  },
  {
    name: 'IDLE_EVICT_SECONDS',
    describe: 'seconds before a game nobody is connected to leaves memory',
    set: (n) => ({ idleEvictMs: n * 1000 }),
  },
  {
    name: 'ABANDON_AFTER_HOURS',
    describe: 'hours without any player before a game in play ends as abandoned',
    set: (n) => ({ abandonAfterMs: n * 3600_000 }),
  },
  {
    name: 'AUTO_END_SECONDS',
    describe: 'seconds after Cleanup begins before the server ends the Round for a seat that asked it to',
    set: (n) => ({ autoEndMs: n * 1000 }),
    max: 60,
  },
  {
    name: 'COACH_HOLD_SECONDS',
    describe: 'seconds the tutorial’s coach may hold a lesson’s bots before they go on by themselves',
    set: (n) => ({ coachHoldMs: n * 1000 }),
    max: 3600,
  },
  {
    name: 'LIMIT_REMOVALS_PER_GAME',
    describe: 'people a host may remove from one game',
    set: (n) => ({ removalsPerGame: n }),
    integer: true,
  },
  {
    name: 'LIMIT_REPORTS_PER_SEAT',
    describe: 'reports one seat may make in one game',
    set: (n) => ({ reportsPerSeat: n }),
    integer: true,
  },
  {
    name: 'LIMIT_REPORTS_PER_HOUR',
    describe: 'reports one address may make per hour',
    set: (n) => ({ reportsPerAddressHour: n }),
    integer: true,
  },
  {
    name: 'LIMIT_REPORTS_PER_ACCOUNT_HOUR',
    describe: 'reports one signed-in account may make per hour, over every address',
    set: (n) => ({ reportsPerAccountHour: n }),
    integer: true,
  },
  {
    name: 'LIMIT_REPORTS_AGAINST_HOUR',
    describe: 'reports against one player (their account, else their seat) per hour',
    set: (n) => ({ reportsAgainstHour: n }),
    integer: true,
  },
  {
    name: 'LIMIT_PUBLIC_TABLES_PER_HOUR',
    describe: 'new public tables (created or opened by quick play) per IP address per hour',
    set: (n) => ({ publicTables: { burst: n, perSecond: n / 3600 } }),
    integer: true,
  },
  {
    name: 'LIMIT_PUBLIC_TABLES_PER_ACCOUNT_HOUR',
    describe: 'new public tables per signed-in account per hour, over every address',
    set: (n) => ({ publicTablesPerAccount: { burst: n, perSecond: n / 3600 } }),
    integer: true,
  },
  {
    name: 'LIMIT_QUICK_PLAY_PER_MINUTE',
    describe: 'quick plays per IP address, and per signed-in account, per minute',
    set: (n) => ({ quickPlay: { burst: n, perSecond: n / 60 } }),
    integer: true,
  },
  {
    name: 'LIMIT_REPORT_LINES',
    describe: 'chat lines of the reported seat attached to a report',
    set: (n) => ({ reportLines: n }),
    integer: true,
    max: 1000,
  },
];

function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<Limits> {
  let limits: Partial<Limits> = {};
  for (const v of LIMIT_VARIABLES) {
    const text = env[v.name];
    if (text === undefined) continue;
    const n = Number(text);
    if (
      text.trim() === '' ||
      !Number.isFinite(n) ||
      n <= 0 ||
      (v.integer === true && !Number.isInteger(n)) ||
      n > (v.max ?? Infinity)
    )
      throw new ConfigError(
        `${v.name} is the number of ${v.describe}: ${v.integer === true ? 'a whole number' : 'a number'} above 0${v.max === undefined ? '' : ` and at most ${v.max}`} (got "${text}").`,
      );
    limits = { ...limits, ...v.set(n) };
  }
  return limits;
}

export class ConfigError extends Error {}

export function configFromEnv(env: NodeJS.ProcessEnv): { config: ServerConfig; listen: Listen } {
  const portText = env.PORT ?? '8080';
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number from 0 to 65535 (got "${env.PORT}").`);
  const delay = env.BOT_DELAY_MS ?? '600-1800';
  const match = /^(\d+)(?:-(\d+))?$/.exec(delay);
  if (!match) throw new ConfigError(`BOT_DELAY_MS is "min-max" or "ms" in milliseconds (got "${delay}").`);
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  if (max < min) throw new ConfigError(`BOT_DELAY_MS: the maximum ${max} is below the minimum ${min}.`);
  const typing = env.BOT_TYPING_MS ?? String(DEFAULT_TYPING_MS_PER_CHAR);
  if (!/^\d{1,4}$/.test(typing))
    throw new ConfigError(`BOT_TYPING_MS is milliseconds per character, 0 to 9999 (got "${typing}").`);
  const botKind = env.BOT_KIND ?? 'heuristic';
  if (!(BOT_KINDS as readonly string[]).includes(botKind))
    throw new ConfigError(`BOT_KIND is one of ${BOT_KINDS.join(', ')} (got "${botKind}").`);
  const url = env.DATABASE_URL;
  if (url !== undefined && url.length === 0) throw new ConfigError('DATABASE_URL is set but empty.');
  const origins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const o of origins) {
    if (!/^https?:\/\/[^/]+$/.test(o))
      throw new ConfigError(`ALLOWED_ORIGINS lists origins like https://example.org (got "${o}").`);
  }
  // An explicit WEB_DIR must hold a build; without one, a server with no build serves the API only.
  let webRoot: string | undefined = DEFAULT_WEB_DIR;
  if (env.WEB_DIR !== undefined) {
    webRoot = resolve(env.WEB_DIR);
    if (!existsSync(join(webRoot, 'index.html')))
      throw new ConfigError(`WEB_DIR must be a built web app; ${join(webRoot, 'index.html')} is missing.`);
  } else if (!existsSync(join(webRoot, 'index.html'))) {
    webRoot = undefined;
  }
  const metricsPort = env.METRICS_PORT ?? '9464';
  let metrics: Listen['metrics'] = null;
  if (metricsPort !== 'off') {
    const n = /^\d{1,5}$/.test(metricsPort) ? Number(metricsPort) : NaN;
    if (!Number.isInteger(n) || n < 0 || n > 65535)
      throw new ConfigError(
        `METRICS_PORT is a port number from 0 to 65535, or "off" (got "${metricsPort}").`,
      );
    metrics = { port: n, host: env.METRICS_HOST ?? '127.0.0.1' };
  }
  let trustProxy: boolean | string | undefined;
  if (env.TRUST_PROXY !== undefined) {
    const value = env.TRUST_PROXY.trim();
    if (value === '') throw new ConfigError('TRUST_PROXY is set but empty.');
    trustProxy = value === 'true' ? true : value === 'false' ? false : value;
  }
  const limits = limitsFromEnv(env);
  let accounts;
  try {
    accounts = accountsFromEnv(env, port);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  const cluster = clusterFromEnv(env, url, port);
  return {
    listen: { port, host: env.HOST ?? '0.0.0.0', metrics },
    config: {
      database: { ...(url ? { url } : {}), dataDir: env.DATA_DIR ?? 'data', ...postgresTimeouts(env) },
      botDelayMs: [min, max],
      botTypingMsPerChar: Number(typing),
      botKind: botKind as BotKind,
      allowedOrigins: origins,
      logger: env.LOG !== 'off',
      // A bare WebSocket echo at /echo: the load test's baseline against a running node (ECHO=1).
      ...(env.ECHO === '1' ? { echo: true } : {}),
      limits,
      ...(trustProxy === undefined ? {} : { trustProxy }),
      ...(accounts === undefined ? {} : { accounts }),
      ...(cluster === undefined ? {} : { cluster }),
      ...(webRoot === undefined ? {} : { webRoot }),
    },
  };
}

/** A whole number of milliseconds in `[min, max]` from the variable `name`, or undefined when it is not set. */
function milliseconds(
  env: NodeJS.ProcessEnv,
  name: string,
  what: string,
  min: number,
  max: number,
): number | undefined {
  const text = env[name];
  if (text === undefined) return undefined;
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} is ${what}, in milliseconds: ${min} to ${max} (got "${text}").`);
  return n;
}

/** PostgreSQL's lock wait and idle-transaction life (db.ts), for a node frozen in a transaction. */
function postgresTimeouts(env: NodeJS.ProcessEnv): {
  lockTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
} {
  const lock = milliseconds(
    env,
    'PG_LOCK_TIMEOUT_MS',
    'how long a write waits for a row another node holds',
    100,
    60_000,
  );
  const idle = milliseconds(
    env,
    'PG_IDLE_IN_TRANSACTION_TIMEOUT_MS',
    'how long a transaction left open by a frozen node lives',
    100,
    600_000,
  );
  return {
    ...(lock === undefined ? {} : { lockTimeoutMs: lock }),
    ...(idle === undefined ? {} : { idleInTransactionTimeoutMs: idle }),
  };
}

/** Several nodes (docs/operations.md): REDIS_URL turns it on; it needs PostgreSQL, which every node shares. */
function clusterFromEnv(
  env: NodeJS.ProcessEnv,
  databaseUrl: string | undefined,
  port: number,
): ServerConfig['cluster'] {
  const redisUrl = env.REDIS_URL;
  if (redisUrl === undefined) return undefined;
  if (!/^rediss?:\/\/[^/\s]+(\/\d*)?$/.test(redisUrl))
    throw new ConfigError(`REDIS_URL is a Redis address like redis://127.0.0.1:6379 (got "${redisUrl}").`);
  if (!isPostgres(databaseUrl))
    throw new ConfigError(
      'REDIS_URL runs several nodes over one database: set DATABASE_URL to a postgres:// URL too (SQLite is one process only).',
    );
  const node = env.NODE_ID ?? `${hostname()}:${port}`;
  if (!/^[\w.:@-]{1,64}$/.test(node))
    throw new ConfigError(`NODE_ID is up to 64 letters, digits and ._:@- (got "${node}").`);
  let leases: { ttlMs: number } | undefined;
  if (env.LEASE_TTL_SECONDS !== undefined) {
    const n = Number(env.LEASE_TTL_SECONDS);
    if (!Number.isFinite(n) || n < 2 || n > 600)
      throw new ConfigError(
        `LEASE_TTL_SECONDS is how long a dead node's games wait for another: 2 to 600 (got "${env.LEASE_TTL_SECONDS}").`,
      );
    leases = { ttlMs: n * 1000 };
  }
  let busGraceMs: number | undefined;
  if (env.BUS_GRACE_SECONDS !== undefined) {
    const n = Number(env.BUS_GRACE_SECONDS);
    if (env.BUS_GRACE_SECONDS.trim() === '' || !Number.isFinite(n) || n < 0 || n > 3600)
      throw new ConfigError(
        `BUS_GRACE_SECONDS is how long a node without Redis still says it is healthy: 0 to 3600 (got "${env.BUS_GRACE_SECONDS}").`,
      );
    busGraceMs = n * 1000;
  }
  return {
    redisUrl,
    node,
    ...(leases ? { leases } : {}),
    ...(busGraceMs === undefined ? {} : { busGraceMs }),
  };
}
