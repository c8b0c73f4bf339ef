import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { KeyedLimiter, TokenBucket } from './limiter.ts';
import { ManualClock } from './testing-clock.ts';

/** How many takes succeed in a row, trying at most `max`. */
function takeAll(take: () => boolean, max = 1000): number {
  let n = 0;
  while (n < max && take()) n++;
  return n;
}

describe('a token bucket', () => {
  test('allows its burst at once, then refuses until time passes', () => {
    const clock = new ManualClock();
    const bucket = new TokenBucket({ burst: 5, perSecond: 1 }, clock);
    assert.equal(
      takeAll(() => bucket.take()),
      5,
    );
    assert.equal(bucket.take(), false);
    assert.equal(bucket.take(), false, 'a refusal costs nothing and gives nothing');
  });

  test('refills at its rate: one token per 1/perSecond seconds, not a moment earlier', async () => {
    const clock = new ManualClock();
    const bucket = new TokenBucket({ burst: 3, perSecond: 2 }, clock);
    assert.equal(
      takeAll(() => bucket.take()),
      3,
    );
    await clock.advance(499);
    assert.equal(bucket.take(), false, 'half a second minus a millisecond is not yet a token');
    await clock.advance(1);
    assert.equal(bucket.take(), true);
    assert.equal(bucket.take(), false);
    // Partial refills add up across refused attempts.
    await clock.advance(250);
    assert.equal(bucket.take(), false);
    await clock.advance(250);
    assert.equal(bucket.take(), true);
  });

  test('never holds more than its burst, however long it rested', async () => {
    const clock = new ManualClock();
    const bucket = new TokenBucket({ burst: 4, perSecond: 10 }, clock);
    assert.equal(
      takeAll(() => bucket.take()),
      4,
    );
    await clock.advance(3_600_000);
    assert.equal(
      takeAll(() => bucket.take()),
      4,
    );
  });

  test('a slow rate (10 a minute) gives the next token six seconds later', async () => {
    const clock = new ManualClock();
    const bucket = new TokenBucket({ burst: 10, perSecond: 10 / 60 }, clock);
    assert.equal(
      takeAll(() => bucket.take()),
      10,
    );
    await clock.advance(5_999);
    assert.equal(bucket.take(), false);
    // (Partial refills are summed in floating point: 10/60 is not exact, so allow a millisecond.)
    await clock.advance(2);
    assert.equal(bucket.take(), true);
    assert.equal(bucket.take(), false);
    await clock.advance(6_000);
    assert.equal(bucket.take(), true, 'a whole interval at once is exact');
  });

  test('says it is full only once the whole burst is back', async () => {
    const clock = new ManualClock();
    const bucket = new TokenBucket({ burst: 2, perSecond: 1 }, clock);
    assert.equal(bucket.full(), true, 'a new bucket is full');
    bucket.take();
    assert.equal(bucket.full(), false);
    await clock.advance(999);
    assert.equal(bucket.full(), false);
    await clock.advance(1);
    assert.equal(bucket.full(), true);
    bucket.take();
    bucket.take();
    await clock.advance(1000);
    assert.equal(bucket.full(), false, 'one of two tokens back');
    await clock.advance(1000);
    assert.equal(bucket.full(), true);
  });
});

describe('a keyed limiter', () => {
  test('gives each key its own bucket', async () => {
    const clock = new ManualClock();
    const limiter = new KeyedLimiter({ burst: 2, perSecond: 1 }, clock);
    assert.equal(
      takeAll(() => limiter.take('10.0.0.1')),
      2,
    );
    assert.equal(limiter.take('10.0.0.1'), false);
    assert.equal(
      takeAll(() => limiter.take('10.0.0.2')),
      2,
      'another address is not slowed down',
    );
    await clock.advance(1000);
    assert.equal(limiter.take('10.0.0.1'), true);
    assert.equal(limiter.take('10.0.0.1'), false);
    assert.equal(limiter.size, 2);
  });

  test('forgets buckets that are full again when it needs room, and a forgotten key starts afresh', async () => {
    const clock = new ManualClock();
    const limiter = new KeyedLimiter({ burst: 2, perSecond: 1 }, clock, 3);
    for (const key of ['a', 'b', 'c']) limiter.take(key);
    assert.equal(limiter.size, 3);
    // 'a' and 'b' refill; 'c' is used again and is not full.
    await clock.advance(1000);
    limiter.take('c');
    limiter.take('c');
    limiter.take('d');
    assert.equal(limiter.size, 2, 'only the full buckets were dropped: c and d remain');
    assert.equal(limiter.take('c'), false, 'the active key is still limited');
    assert.equal(
      takeAll(() => limiter.take('a')),
      2,
      'the forgotten key has its whole burst',
    );
  });

  test('keeps at most maxKeys buckets, dropping the oldest when none is full', () => {
    const clock = new ManualClock();
    // Nothing refills while the clock stands still: every bucket stays in use.
    const limiter = new KeyedLimiter({ burst: 1, perSecond: 1 }, clock, 10);
    for (let i = 0; i < 1000; i++) {
      assert.equal(limiter.take(`key-${i}`), true);
      assert.ok(limiter.size <= 10, `size ${limiter.size} after ${i + 1} keys`);
    }
    assert.equal(limiter.size, 10);
    // The ten newest are remembered (and still limited); the oldest were dropped (so a fresh bucket).
    for (let i = 990; i < 1000; i++) assert.equal(limiter.take(`key-${i}`), false, `key-${i}`);
    assert.equal(limiter.take('key-0'), true);
    assert.equal(limiter.size, 10);
  });

  test('drops the oldest key first', () => {
    const clock = new ManualClock();
    const limiter = new KeyedLimiter({ burst: 1, perSecond: 1 }, clock, 2);
    limiter.take('first');
    limiter.take('second');
    limiter.take('third');
    assert.equal(limiter.size, 2);
    assert.equal(limiter.take('second'), false, 'the second key is remembered');
    assert.equal(limiter.take('third'), false, 'the third key is remembered');
  });
});
