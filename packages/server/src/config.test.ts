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
    assert.equal(config.database.dataDir, 'data');
  });

  test('each bad value is refused with a message naming its variable', () => {
    refused({ PORT: 'eighty' }, /PORT/);
    refused({ PORT: '70000' }, /PORT/);
    refused({ BOT_DELAY_MS: 'soon' }, /BOT_DELAY_MS/);
    refused({ BOT_DELAY_MS: '900-100' }, /BOT_DELAY_MS/);
    refused({ BOT_KIND: 'genius' }, /BOT_KIND.*random, heuristic/);
    refused({ DATABASE_URL: '' }, /DATABASE_URL/);
    refused({ ALLOWED_ORIGINS: 'example.org' }, /ALLOWED_ORIGINS/);
  });

  test('BOT_KIND picks the bots', () => {
    assert.equal(configFromEnv({ BOT_KIND: 'random' }).config.botKind, 'random');
  });
});
