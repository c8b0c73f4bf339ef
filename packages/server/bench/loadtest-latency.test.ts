import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ActionProbe } from './loadtest-latency.ts';

/** A probe of 4 seats whose pings, results and deferred checks are recorded for the test to play out. */
function probe(): {
  p: ActionProbe;
  pinged: number[];
  results: { ms: number; measured: boolean }[];
  runLater: () => void;
} {
  const pinged: number[] = [];
  const results: { ms: number; measured: boolean }[] = [];
  const checks: (() => void)[] = [];
  const p = new ActionProbe(
    4,
    (seat) => pinged.push(seat),
    (ms, measured) => results.push({ ms, measured }),
    (check) => checks.push(check),
  );
  const runLater = (): void => {
    for (const check of checks.splice(0)) check();
  };
  return { p, pinged, results, runLater };
}

describe("the load test's latency from an action to every seat's view", () => {
  test('a public change: done at the last seat’s update, with no ping', () => {
    const { p, pinged, results, runLater } = probe();
    assert.equal(p.sent(1, 100, true), true);
    p.update(0, 104);
    p.update(1, 103);
    p.update(2, 107);
    p.update(3, 105);
    runLater();
    assert.deepEqual(pinged, []);
    assert.deepEqual(results, [{ ms: 7, measured: true }]);
  });

  test('a hidden choice: the seats with no update are pinged, and it is done at their pongs, not at the step’s end', () => {
    const { p, pinged, results, runLater } = probe();
    p.sent(2, 100, true);
    p.update(2, 103);
    runLater();
    assert.deepEqual(pinged, [0, 1, 3]);
    p.pong(0);
    p.pong(3);
    assert.deepEqual(results, [], 'seat 1 has not answered');
    // An update before a seat's pong may be this action's: it counts.
    p.update(1, 109);
    p.pong(1);
    assert.deepEqual(results, [{ ms: 9, measured: true }]);
    assert.equal(p.pings, 3);
  });

  test('an update reaching a seat after its pong, or a settled seat after the barrier, belongs to a later action', () => {
    const { p, results, runLater } = probe();
    p.sent(0, 100, false);
    p.update(0, 102);
    p.update(1, 104);
    runLater();
    p.update(1, 150);
    p.pong(2);
    p.update(2, 160);
    p.pong(3);
    assert.deepEqual(results, [{ ms: 4, measured: false }]);
  });

  test('one action of a game at a time: another sent meanwhile plays unmeasured; the next after it is measured', () => {
    const { p, results, runLater } = probe();
    assert.equal(p.sent(0, 100, true), true);
    assert.equal(p.sent(3, 101, true), false);
    for (const seat of [0, 1, 2, 3]) p.update(seat, 110);
    runLater();
    assert.equal(results.length, 1);
    assert.equal(p.sent(3, 120, true), true);
  });

  test('a refused action ends its measure (no update will come); an update from before it was sent is not its', () => {
    const { p, pinged, results, runLater } = probe();
    p.sent(1, 100, true);
    p.update(1, 99);
    p.rejected(2);
    assert.equal(p.sent(2, 100, true), false, 'another seat’s refusal leaves it measured');
    p.rejected(1);
    runLater();
    assert.deepEqual(pinged, []);
    assert.deepEqual(results, []);
    assert.equal(p.sent(2, 130, true), true);
  });
});
