import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, configFromEnv } from './config.ts';

function refused(env: NodeJS.ProcessEnv, names: RegExp): void {
  assert.throws(
    () => configFromEnv(env),
    (e: unknown) => e instanceof ConfigError && names.test(e.message),
  );
}

describe('settings from the environment', () => {
  test('defaults: port 8080, heuristic bots thinking 0.6 to 1.8 s, SQLite under ./data', () => {
    const { config, listen } = configFromEnv({});
    assert.equal(listen.port, 8080);
    assert.equal(config.botKind, 'heuristic');
    assert.deepEqual(config.botDelayMs, [600, 1800]);
    // Issue 27: bots type their table talk, 45 ms a character (BOT_TYPING_MS).
    assert.equal(config.botTypingMsPerChar, 45);
    assert.equal(configFromEnv({ BOT_TYPING_MS: '0' }).config.botTypingMsPerChar, 0);
    assert.equal(config.database.dataDir, 'data');
  });

  test('each bad value is refused with a message naming its variable', () => {
    refused({ PORT: 'eighty' }, /PORT/);
    refused({ PORT: '70000' }, /PORT/);
    refused({ BOT_DELAY_MS: 'soon' }, /BOT_DELAY_MS/);
    refused({ BOT_DELAY_MS: '900-100' }, /BOT_DELAY_MS/);
    refused({ BOT_TYPING_MS: 'fast' }, /BOT_TYPING_MS/);
    refused({ BOT_KIND: 'genius' }, /BOT_KIND.*random, heuristic/);
    refused({ DATABASE_URL: '' }, /DATABASE_URL/);
    refused({ ALLOWED_ORIGINS: 'example.org' }, /ALLOWED_ORIGINS/);
  });

  test('BOT_KIND picks the bots', () => {
    assert.equal(configFromEnv({ BOT_KIND: 'random' }).config.botKind, 'random');
  });

  test('ECHO=1 answers a bare WebSocket echo at /echo (the load test baseline); off otherwise', () => {
    assert.equal(configFromEnv({ ECHO: '1' }).config.echo, true);
    assert.equal(configFromEnv({}).config.echo, undefined);
  });

  test('REDIS_URL runs several nodes: with a PostgreSQL DATABASE_URL, a node name (NODE_ID, else host:port) and the lease TTL', () => {
    const pg = 'postgres://postgres@127.0.0.1:5432/test';
    assert.equal(configFromEnv({ DATABASE_URL: pg }).config.cluster, undefined, 'off without REDIS_URL');
    const { config } = configFromEnv({
      DATABASE_URL: pg,
      REDIS_URL: 'redis://10.0.0.5:6379',
      NODE_ID: 'node-1',
      LEASE_TTL_SECONDS: '3',
      PORT: '8081',
    });
    assert.deepEqual(config.cluster, {
      redisUrl: 'redis://10.0.0.5:6379',
      node: 'node-1',
      leases: { ttlMs: 3000 },
    });
    assert.match(
      configFromEnv({ DATABASE_URL: pg, REDIS_URL: 'rediss://r.example:6380/2', PORT: '8082' }).config
        .cluster!.node,
      /:8082$/,
    );
    refused({ REDIS_URL: 'redis://127.0.0.1:6379' }, /REDIS_URL.*DATABASE_URL.*postgres/);
    refused({ DATABASE_URL: pg, REDIS_URL: '127.0.0.1:6379' }, /REDIS_URL/);
    refused({ DATABASE_URL: pg, REDIS_URL: 'redis://h:1', NODE_ID: 'a b' }, /NODE_ID/);
    refused({ DATABASE_URL: pg, REDIS_URL: 'redis://h:1', LEASE_TTL_SECONDS: '0.5' }, /LEASE_TTL_SECONDS/);
  });
});

describe('limits from the environment', () => {
  test('without any variable, no limit is overridden; /metrics listens on loopback port 9464', () => {
    const { config, listen } = configFromEnv({});
    assert.deepEqual(config.limits, {});
    assert.deepEqual(listen.metrics, { port: 9464, host: '127.0.0.1' });
    assert.equal('trustProxy' in config, false);
  });

  test('each per-minute rate sets a burst of that many and the matching rate per second', () => {
    assert.deepEqual(configFromEnv({ LIMIT_CREATE_PER_MINUTE: '6' }).config.limits?.create, {
      burst: 6,
      perSecond: 0.1,
    });
    assert.deepEqual(configFromEnv({ LIMIT_JOIN_PER_MINUTE: '120' }).config.limits?.join, {
      burst: 120,
      perSecond: 2,
    });
    assert.deepEqual(configFromEnv({ LIMIT_UNKNOWN_GAME_PER_MINUTE: '12' }).config.limits?.unknownGame, {
      burst: 12,
      perSecond: 0.2,
    });
    // Chat keeps a burst of at most 5 whatever the rate.
    assert.deepEqual(configFromEnv({ LIMIT_CHAT_PER_MINUTE: '60' }).config.limits?.chat, {
      burst: 5,
      perSecond: 1,
    });
    assert.deepEqual(configFromEnv({ LIMIT_CHAT_PER_MINUTE: '3' }).config.limits?.chat, {
      burst: 3,
      perSecond: 0.05,
    });
    // Handover codes keep a burst of at most 10.
    assert.deepEqual(configFromEnv({ LIMIT_HANDOVER_PER_MINUTE: '30' }).config.limits?.handoverIssue, {
      burst: 10,
      perSecond: 0.5,
    });
    assert.deepEqual(configFromEnv({ LIMIT_HANDOVER_REDEEM_PER_MINUTE: '6' }).config.limits?.handoverRedeem, {
      burst: 6,
      perSecond: 0.1,
    });
    // A fractional rate is allowed for rates.
    assert.equal(
      configFromEnv({ LIMIT_CREATE_PER_MINUTE: '0.5' }).config.limits?.create?.perSecond,
      0.5 / 60,
    );
  });

  test('LIMIT_CHAT_PAGES_PER_MINUTE sets the older pages per connection (one at a time); bad values are refused', () => {
    assert.deepEqual(configFromEnv({ LIMIT_CHAT_PAGES_PER_MINUTE: '30' }).config.limits?.chatPages, {
      burst: 1,
      perSecond: 0.5,
    });
    for (const bad of ['', 'often', '0', '-1'])
      refused({ LIMIT_CHAT_PAGES_PER_MINUTE: bad }, /LIMIT_CHAT_PAGES_PER_MINUTE/);
    for (const name of ['LIMIT_LOBBY_CHAT_STORED', 'LIMIT_CLAIMS_RESERVED'])
      for (const bad of ['', 'many', '0', '2.5']) refused({ [name]: bad }, new RegExp(name));
  });

  test('LIMIT_RECORD_PER_MINUTE sets the records fetched per address (a burst of at most 10)', () => {
    assert.deepEqual(configFromEnv({ LIMIT_RECORD_PER_MINUTE: '30' }).config.limits?.record, {
      burst: 10,
      perSecond: 0.5,
    });
  });

  test('PG_LOCK_TIMEOUT_MS and PG_IDLE_IN_TRANSACTION_TIMEOUT_MS reach the database settings; bad values are refused', () => {
    assert.deepEqual(configFromEnv({}).config.database, { dataDir: 'data' });
    assert.deepEqual(
      configFromEnv({ PG_LOCK_TIMEOUT_MS: '2000', PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: '8000' }).config
        .database,
      { dataDir: 'data', lockTimeoutMs: 2000, idleInTransactionTimeoutMs: 8000 },
    );
    for (const bad of ['', 'soon', '0', '99', '1.5', '60001'])
      refused({ PG_LOCK_TIMEOUT_MS: bad }, /PG_LOCK_TIMEOUT_MS/);
    for (const bad of ['', 'soon', '0', '600001'])
      refused({ PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: bad }, /PG_IDLE_IN_TRANSACTION_TIMEOUT_MS/);
  });

  test('BUS_GRACE_SECONDS sets how long a node without Redis still says it is healthy', () => {
    const pg = 'postgres://postgres@127.0.0.1:5432/test';
    const cluster = (grace: string) =>
      configFromEnv({ DATABASE_URL: pg, REDIS_URL: 'redis://h:1', BUS_GRACE_SECONDS: grace }).config.cluster;
    assert.equal(cluster('30')?.busGraceMs, 30_000);
    assert.equal(cluster('0')?.busGraceMs, 0);
    for (const bad of ['', 'soon', '-1', '3601'])
      refused({ DATABASE_URL: pg, REDIS_URL: 'redis://h:1', BUS_GRACE_SECONDS: bad }, /BUS_GRACE_SECONDS/);
  });

  test('each count sets its limit', () => {
    const cases: [string, string, string, number][] = [
      ['LIMIT_CHAT_STORED', '200', 'chatStored', 200],
      ['LIMIT_LOBBY_CHAT_STORED', '20', 'lobbyChatStored', 20],
      ['LIMIT_CLAIMS_RESERVED', '50', 'claimsReserved', 50],
      ['LIMIT_SPECTATORS', '7', 'spectatorsPerGame', 7],
      ['LIMIT_TABLE_SCREENS', '3', 'tableScreensPerGame', 3],
      ['HANDOVER_TTL_SECONDS', '60', 'handoverTtlMs', 60_000],
      ['LIMIT_SOCKETS_PER_SEAT', '2', 'socketsPerSeat', 2],
      ['LIMIT_SOCKETS_PER_IP', '500', 'socketsPerIp', 500],
      ['LIMIT_SOCKET_BUFFER_BYTES', '65536', 'socketBufferBytes', 65536],
      ['LIMIT_BOT_GAMES', '3', 'botGames', 3],
      ['RECORD_CACHE_MB', '8', 'recordCacheBytes', 8 * 1024 * 1024],
      ['LIMIT_NOTEBOOK_SAVES_KEPT', '20', 'notebookSavesKept', 20],
      ['BOT_CPU_SHARE', '0.25', 'botShare', 0.25],
      ['BOT_CPU_SHARE', '1', 'botShare', 1],
      ['HELLO_TIMEOUT_SECONDS', '2.5', 'helloTimeoutMs', 2500],
      ['LOBBY_TTL_HOURS', '48', 'lobbyTtlMs', 48 * 3600_000],
      ['IDLE_EVICT_SECONDS', '30', 'idleEvictMs', 30_000],
      ['ABANDON_AFTER_HOURS', '12', 'abandonAfterMs', 12 * 3600_000],
      ['ABANDON_AFTER_HOURS', '0.5', 'abandonAfterMs', 1800_000],
      ['AUTO_END_SECONDS', '2.5', 'autoEndMs', 2500],
      ['AUTO_END_SECONDS', '60', 'autoEndMs', 60_000],
      ['COACH_HOLD_SECONDS', '90', 'coachHoldMs', 90_000],
    ];
    for (const [name, value, limit, expected] of cases) {
      const limits = configFromEnv({ [name]: value }).config.limits as Record<string, unknown>;
      assert.deepEqual(limits, { [limit]: expected }, `${name}=${value}`);
    }
  });

  test('several variables combine', () => {
    const { config } = configFromEnv({
      LIMIT_BOT_GAMES: '10',
      IDLE_EVICT_SECONDS: '5',
      LIMIT_JOIN_PER_MINUTE: '60',
    });
    assert.deepEqual(config.limits, {
      botGames: 10,
      idleEvictMs: 5000,
      join: { burst: 60, perSecond: 1 },
    });
  });

  test('a bad limit is refused with a message naming its variable and the value', () => {
    const all = [
      'LIMIT_CREATE_PER_MINUTE',
      'LIMIT_JOIN_PER_MINUTE',
      'LIMIT_UNKNOWN_GAME_PER_MINUTE',
      'LIMIT_CHAT_PER_MINUTE',
      'LIMIT_CHAT_STORED',
      'LIMIT_SPECTATORS',
      'LIMIT_TABLE_SCREENS',
      'HANDOVER_TTL_SECONDS',
      'LIMIT_HANDOVER_PER_MINUTE',
      'LIMIT_HANDOVER_REDEEM_PER_MINUTE',
      'LIMIT_SOCKETS_PER_SEAT',
      'LIMIT_SOCKETS_PER_IP',
      'LIMIT_SOCKET_BUFFER_BYTES',
      'LIMIT_BOT_GAMES',
      'LIMIT_RECORD_PER_MINUTE',
      'RECORD_CACHE_MB',
      'LIMIT_NOTEBOOK_SAVES_KEPT',
      'BOT_CPU_SHARE',
      'HELLO_TIMEOUT_SECONDS',
      'LOBBY_TTL_HOURS',
      'IDLE_EVICT_SECONDS',
      'ABANDON_AFTER_HOURS',
      'AUTO_END_SECONDS',
      'COACH_HOLD_SECONDS',
    ];
    for (const name of all) {
      for (const bad of ['', ' ', 'lots', '0', '-1', 'Infinity', 'NaN', '1e999'])
        refused(
          { [name]: bad },
          new RegExp(`^${name} .*\\(got "${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\)`),
        );
    }
    // Issue 27: the Round ends by itself after a short delay, never after minutes.
    refused({ AUTO_END_SECONDS: '61' }, /^AUTO_END_SECONDS .*at most 60/);
    // Issue 27: a hold of the coach lapses within the hour (a closed tab cannot freeze a lesson for longer).
    refused({ COACH_HOLD_SECONDS: '3601' }, /^COACH_HOLD_SECONDS .*at most 3600/);
    // Counts are whole numbers.
    for (const name of [
      'LIMIT_CHAT_STORED',
      'LIMIT_SPECTATORS',
      'LIMIT_SOCKETS_PER_SEAT',
      'LIMIT_SOCKETS_PER_IP',
      'LIMIT_SOCKET_BUFFER_BYTES',
      'LIMIT_BOT_GAMES',
    ])
      refused({ [name]: '2.5' }, new RegExp(`^${name} .*whole number`));
    // A share is at most 1.
    refused({ BOT_CPU_SHARE: '1.5' }, /^BOT_CPU_SHARE .*at most 1/);
    refused({ LIMIT_TABLE_SCREENS: '1.5' }, /^LIMIT_TABLE_SCREENS .*whole number/);
    // A handover code is short-lived.
    refused({ HANDOVER_TTL_SECONDS: '3600' }, /^HANDOVER_TTL_SECONDS .*at most 600/);
  });
});

describe('the metrics listener and proxies', () => {
  test('METRICS_PORT moves /metrics; "off" turns it off; METRICS_HOST says where it listens', () => {
    assert.deepEqual(configFromEnv({ METRICS_PORT: '9100' }).listen.metrics, {
      port: 9100,
      host: '127.0.0.1',
    });
    assert.deepEqual(configFromEnv({ METRICS_PORT: '0' }).listen.metrics, { port: 0, host: '127.0.0.1' });
    assert.equal(configFromEnv({ METRICS_PORT: 'off' }).listen.metrics, null);
    assert.deepEqual(configFromEnv({ METRICS_HOST: '10.0.0.5' }).listen.metrics, {
      port: 9464,
      host: '10.0.0.5',
    });
    assert.equal(configFromEnv({ METRICS_PORT: 'off', METRICS_HOST: '10.0.0.5' }).listen.metrics, null);
  });

  test('a bad METRICS_PORT is refused with a message naming it', () => {
    for (const bad of ['nine', '65536', '-1', '80.5', 'OFF'])
      refused({ METRICS_PORT: bad }, /^METRICS_PORT .*"off"/);
  });

  test('TRUST_PROXY is passed on: true, false, or the addresses to trust', () => {
    assert.equal(configFromEnv({ TRUST_PROXY: 'true' }).config.trustProxy, true);
    assert.equal(configFromEnv({ TRUST_PROXY: 'false' }).config.trustProxy, false);
    assert.equal(configFromEnv({ TRUST_PROXY: 'loopback' }).config.trustProxy, 'loopback');
    assert.equal(
      configFromEnv({ TRUST_PROXY: ' 127.0.0.1,10.0.0.0/8 ' }).config.trustProxy,
      '127.0.0.1,10.0.0.0/8',
    );
  });

  test('an empty TRUST_PROXY is refused with a message naming it', () => {
    refused({ TRUST_PROXY: '' }, /^TRUST_PROXY/);
    refused({ TRUST_PROXY: '   ' }, /^TRUST_PROXY/);
  });
});
