import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BotQueue } from './bot-queue.ts';
import { ManualClock, settle } from './testing-clock.ts';

/** Spends about `ms` of the process's time, as a bot deciding would (measured with performance.now()). */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // thinking
  }
}

describe('the bot queue', () => {
  test('runs one decision at a time, in the order they were asked for, never inside think()', async () => {
    const clock = new ManualClock();
    const queue = new BotQueue(clock, 1);
    const ran: number[] = [];
    let running = 0;
    let overlapped = false;
    const jobs = [0, 1, 2, 3, 4].map((i) =>
      queue.think(() => {
        running += 1;
        if (running > 1) overlapped = true;
        ran.push(i);
        running -= 1;
        return i * 10;
      }),
    );
    assert.deepEqual(ran, [], 'nothing runs in the caller’s turn');
    assert.equal(queue.length, 5);
    assert.deepEqual(await Promise.all(jobs), [0, 10, 20, 30, 40]);
    assert.deepEqual(ran, [0, 1, 2, 3, 4]);
    assert.equal(overlapped, false);
    assert.equal(queue.length, 0);
    assert.equal(clock.pending, 0, 'with share 1 there is no rest to wait for');
  });

  test('each decision runs in its own turn of the event loop: others’ work gets in between', async () => {
    const clock = new ManualClock();
    const queue = new BotQueue(clock, 1);
    const order: string[] = [];
    const a = queue.think(() => order.push('bot a'));
    const b = queue.think(() => order.push('bot b'));
    // A player's command arrives while the bots wait for their turn.
    setImmediate(() => order.push('player'));
    await Promise.all([a, b]);
    await settle();
    assert.deepEqual(order, ['bot a', 'player', 'bot b']);
  });

  test('with share 0.5, a decision that took X ms delays the next by X ms on the clock', async () => {
    const clock = new ManualClock();
    const thought: number[] = [];
    const queue = new BotQueue(clock, 0.5, (ms) => thought.push(ms));
    let secondRan = false;
    const first = queue.think(() => {
      busy(5);
      return 'first';
    });
    const second = queue.think(() => {
      secondRan = true;
      return 'second';
    });
    assert.equal(await first, 'first');
    await settle();
    assert.equal(thought.length, 1);
    const x = thought[0]!;
    assert.ok(x >= 5, `the decision took ${x} ms`);
    assert.equal(secondRan, false, 'the next decision waits for the rest');
    assert.equal(queue.length, 1);
    assert.equal(clock.pending, 1);
    // The rest is as long as the decision took: bots get half the time. (The clock counts epoch
    // milliseconds in a double, which keeps about a quarter of a microsecond: hence the tolerance.)
    const rest = clock.next()! - clock.now();
    assert.ok(Math.abs(rest - x) < 0.01, `rest ${rest} ms after a ${x} ms decision`);
    await clock.advance(x / 2);
    assert.equal(secondRan, false, 'half the rest is not enough');
    await clock.advance(x);
    assert.equal(secondRan, true);
    assert.equal(await second, 'second');
  });

  test('with share 0.25 the rest is three times the decision', async () => {
    const clock = new ManualClock();
    const thought: number[] = [];
    const queue = new BotQueue(clock, 0.25, (ms) => thought.push(ms));
    let secondRan = false;
    await queue.think(() => {
      busy(3);
    });
    const second = queue.think(() => {
      secondRan = true;
    });
    await settle();
    const x = thought[0]!;
    const rest = clock.next()! - clock.now();
    assert.ok(Math.abs(rest - 3 * x) < 0.01, `rest ${rest} ms after a ${x} ms decision`);
    await clock.advance(2 * x);
    assert.equal(secondRan, false);
    await clock.advance(x + 0.01);
    await second;
    assert.equal(secondRan, true);
  });

  test('a decision that throws rejects only its own job; the queue goes on', async () => {
    const clock = new ManualClock();
    const queue = new BotQueue(clock, 1);
    const before = queue.think(() => 1);
    const failing = queue.think((): number => {
      throw new Error('the bot crashed');
    });
    const odd = queue.think((): number => {
      // Not an Error: the queue still rejects with one.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw 'a string';
    });
    const after = queue.think(() => 2);
    await assert.rejects(failing, /the bot crashed/);
    await assert.rejects(odd, (e: unknown) => e instanceof Error && e.message === 'a string');
    assert.equal(await before, 1);
    assert.equal(await after, 2);
    assert.equal(queue.length, 0);
  });

  test('a decision that throws still counts its time, and the next one still rests after it', async () => {
    const clock = new ManualClock();
    const thought: number[] = [];
    const queue = new BotQueue(clock, 0.5, (ms) => thought.push(ms));
    let nextRan = false;
    const failing = queue.think(() => {
      busy(3);
      throw new Error('slow failure');
    });
    const next = queue.think(() => {
      nextRan = true;
    });
    await assert.rejects(failing, /slow failure/);
    await settle();
    assert.equal(thought.length, 1);
    assert.equal(nextRan, false);
    await clock.advance(thought[0]! + 0.01);
    await next;
    assert.equal(nextRan, true);
  });

  test('the queue starts again after running empty', async () => {
    const clock = new ManualClock();
    const queue = new BotQueue(clock, 0.5);
    assert.equal(await queue.think(() => 'a'), 'a');
    // Whatever rest the first left (below a millisecond: none), a later decision still gets its turn.
    await clock.advance(1000);
    assert.equal(await queue.think(() => 'b'), 'b');
  });

  test('a share outside (0, 1] is refused', () => {
    const clock = new ManualClock();
    for (const share of [0, -0.5, 1.5, Number.NaN])
      assert.throws(() => new BotQueue(clock, share), /bot share/);
  });
});
