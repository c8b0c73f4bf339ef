import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { countValues, formatProportion, newcombe, wilson } from './stats.ts';

const close = (actual: number, expected: number, digits = 4) => {
  assert.ok(
    Math.abs(actual - expected) < 0.5 * 10 ** -digits,
    `${actual} is not ${expected} to ${digits} places`,
  );
};

test('Wilson intervals match the published values (Newcombe 1998, method 3)', () => {
  const cases: [number, number, number, number][] = [
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
  ];
  for (const [k, n, low, high] of cases) {
    const w = wilson(k, n);
    close(w.low, low);
    close(w.high, high);
    assert.equal(w.p, k / n);
  }
  assert.equal(wilson(0, 20).low, 0);
  assert.equal(wilson(10, 10).high, 1);
  assert.deepEqual(wilson(0, 0), { k: 0, n: 0, p: 0, low: 0, high: 1 });
  assert.throws(() => wilson(3, 2), RangeError);
  assert.throws(() => wilson(-1, 2), RangeError);
  assert.equal(formatProportion(wilson(81, 263)), '30.8% [25.5, 36.6]');
});

test('Wilson intervals hold p, stay in 0..1 and narrow as n grows', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, q) => {
      const k = Math.round(q * n);
      const w = wilson(k, n);
      assert.ok(w.low >= 0 && w.low <= w.p && w.p <= w.high && w.high <= 1);
      const wider = wilson(k, n);
      const narrower = wilson(4 * k, 4 * n);
      assert.ok(narrower.high - narrower.low <= wider.high - wider.low + 1e-12);
    }),
  );
});

test("Newcombe's difference interval matches the published example (56/70 - 48/80)", () => {
  const d = newcombe(56, 70, 48, 80);
  close(d.d, 0.2);
  close(d.low, 0.0524);
  close(d.high, 0.3339);
  // Equal proportions: the interval is symmetric around 0.
  const same = newcombe(30, 60, 30, 60);
  close(same.d, 0);
  close(same.low, -same.high, 10);
});

test('countValues counts whole numbers from the smallest to the largest', () => {
  assert.deepEqual(countValues([3, 5, 5, 7]), { from: 3, counts: [1, 0, 2, 0, 1] });
  assert.deepEqual(countValues([2, 2], 1, 4), { from: 1, counts: [0, 2, 0, 0] });
  assert.deepEqual(countValues([]), { from: 0, counts: [] });
});
