/**
 * Limits doing their work are not failures (issue 24): a frame over the size limit and a bot's claim held
 * back by the chat rate are logged at their own level and counted as limits, never as failures, which
 * operators are told to alert on.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng } from '@among-cultists/engine';
import { createBot } from '@among-cultists/bots';
import { TwoClaimsBot } from './testing-bots.ts';
import { seedOf } from '@among-cultists/engine/testing';
import { countOf, createMetrics } from './metrics.ts';
import { onSocketError } from './socket-errors.ts';
import { playUntilOver, RecordingLog, startServer, startTable, TestClient } from './testing.ts';

test('a frame over the size limit closes its connection (1009): a warning and a limit, not an error', async () => {
  const log = new RecordingLog();
  const srv = await startServer({ log });
  try {
    const c = await TestClient.connect(srv.ws);
    c.send('x'.repeat(64 * 1024));
    assert.equal((await c.waitForClose()).code, 1009);
    const warned = log.entries.find((e) => e.details['code'] === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    assert.equal(warned?.level, 'warn', JSON.stringify(log.entries).slice(0, 400));
    assert.equal(log.errors().length, 0, JSON.stringify(log.errors()).slice(0, 400));
    assert.equal(await countOf(srv.server.metrics.limited, { limit: 'frame-size' }), 1);
    assert.equal(await countOf(srv.server.metrics.failures), 0);
  } finally {
    await srv.close();
  }
});

test('a frame that breaks the protocol is the client’s doing (a warning); any other socket error is the server’s (an error, counted, the socket ended)', async () => {
  const log = new RecordingLog();
  const metrics = createMetrics();
  const ended: string[] = [];
  const socket = (name: string) => ({
    terminate: () => {
      ended.push(name);
    },
  });
  const badFrame = Object.assign(new RangeError('Invalid opcode 3'), { code: 'WS_ERR_INVALID_OPCODE' });
  onSocketError(badFrame, socket('bad frame'), { log, metrics }, { ip: '192.0.2.1' });
  onSocketError(new Error('the handler broke'), socket('handler'), { log, metrics }, { ip: '192.0.2.1' });
  assert.deepEqual(
    log.entries.map((e) => [e.level, e.details['ip']]),
    [
      ['warn', '192.0.2.1'],
      ['error', '192.0.2.1'],
    ],
  );
  assert.deepEqual(ended, ['handler'], 'ws closes a bad frame’s connection itself (1002)');
  assert.equal(await countOf(metrics.failures, { operation: 'socket' }), 1);
  assert.equal(await countOf(metrics.limited), 0);
});

test('a bot’s claim held back by the chat rate is information and a limit, not a failure of the bot', async () => {
  const log = new RecordingLog();
  const srv = await startServer({
    log,
    // A deal that comes to a Vote (bot-talk.test.ts).
    seeds: () => seedOf(16),
    createBot: (kind, seed, settings) => new TwoClaimsBot(createBot(kind, seed, settings)),
    // One line per seat, then hardly more: the second claim of every bot waits out the rate.
    limits: { chat: { burst: 1, perSecond: 0.0001 } },
  });
  try {
    const { host } = await startTable(srv);
    const rng = createRng(seedOf(16));
    const held = () => log.entries.filter((e) => e.message.includes('chat rate'));
    await playUntilOver([host], rng, () => held().length > 0);
    assert.ok(held().length > 0, 'a bot claim met the chat rate before the game ended');
    assert.ok(held().every((e) => e.level === 'info'));
    assert.equal(log.errors().length, 0, JSON.stringify(log.errors()).slice(0, 400));
    assert.equal(await countOf(srv.server.metrics.failures, { operation: 'bot' }), 0);
    assert.ok((await countOf(srv.server.metrics.limited, { limit: 'chat' })) >= 1);
    host.close();
  } finally {
    await srv.close();
  }
});
