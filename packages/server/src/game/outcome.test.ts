import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from '../errors.ts';
import { ok, refused, toFrame, toHttpError, unavailable, valueOrThrow, type RefusalCode } from './outcome.ts';

test('each refusal is answered over HTTP with its status and code, and over a socket as an error frame', () => {
  const statuses: Record<RefusalCode, number> = {
    'auth/not-host': 403,
    'auth/bad-token': 403,
    'game/started': 409,
    'game/full': 409,
    'game/not-full': 409,
    'game/not-finished': 409,
    'seat/character-taken': 409,
    'seat/unknown': 400,
    'seat/host': 400,
    'game/options': 400,
  };
  for (const [code, status] of Object.entries(statuses) as [RefusalCode, number][]) {
    const error = toHttpError(refused(code, `no: ${code}`));
    assert.ok(error instanceof HttpError);
    assert.deepEqual([error.status, error.code, error.message], [status, code, `no: ${code}`]);
    assert.deepEqual(toFrame(refused(code, 'no')), { t: 'error', code, message: 'no' });
  }
});

test('a stale command is a 409 or a rejection naming the current version; an unavailable one a 503 or an error', () => {
  const stale = { kind: 'stale', version: 7 } as const;
  assert.deepEqual([toHttpError(stale).status, toHttpError(stale).code], [409, 'version/stale']);
  assert.deepEqual(toFrame(stale), {
    t: 'rejected',
    code: 'version/stale',
    message: 'The game moved on since your last view; here is the current one.',
    version: 7,
  });
  const down = unavailable('try again');
  assert.deepEqual([toHttpError(down).status, toHttpError(down).code], [503, 'server/unavailable']);
  assert.deepEqual(toFrame(down), { t: 'error', code: 'server/unavailable', message: 'try again' });
});

test('valueOrThrow gives a done outcome its value and throws any other as its HTTP error', () => {
  assert.deepEqual(valueOrThrow(ok({ seat: 2 })), { seat: 2 });
  assert.throws(
    () => valueOrThrow(refused('game/full', 'Every seat is taken.')),
    (e: unknown) => e instanceof HttpError && e.status === 409 && e.code === 'game/full',
  );
});
