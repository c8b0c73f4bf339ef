import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clockwiseAngle, clockwiseFrom, distances } from './board.ts';
import { SHIPPED_BOARD, layoutById } from './index.ts';

test('every layout has a centre and a clockwise order over all its locations (M-C15)', () => {
  for (const layout of SHIPPED_BOARD.layouts.values()) {
    const angles = layout.locations.map((_, i) => clockwiseAngle(layout, i));
    for (const a of angles) assert.ok(a >= 0 && a < 2 * Math.PI);
    const order = clockwiseFrom(layout, layout.central);
    assert.equal(order.length, layout.locations.length - 1);
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      layout.locations.map((_, i) => i).filter((i) => i !== layout.central),
    );
  }
});

test('clockwise runs left to right along the top of the map and right to left along the bottom', () => {
  const layout = layoutById('small');
  const angle = (id: string): number => clockwiseAngle(layout, layout.byId[id]!);
  // Top row, left to right (after 12 o'clock), then the right side, then the bottom row back.
  assert.ok(angle('pink1') < angle('cafeteria'));
  assert.ok(angle('cafeteria') < angle('pink2'));
  assert.ok(angle('pink2') < angle('orange2'));
  assert.ok(angle('orange2') < angle('security'));
  assert.ok(angle('security') < angle('library'));
  assert.ok(angle('library') < angle('orange1'));
});

test('M-C06 from the Library both orange rooms are 2 doors away, and clockwise reaches the left one first', () => {
  for (const id of ['small', 'medium']) {
    const layout = layoutById(id);
    const library = layout.byId['library']!;
    const orange1 = layout.byId['orange1']!;
    const orange2 = layout.byId['orange2']!;
    const d = distances(layout, library);
    assert.equal(d[orange1], d[orange2]);
    const order = clockwiseFrom(layout, library);
    assert.ok(order.indexOf(orange1) < order.indexOf(orange2), 'orange 1, on the left, comes first');
    assert.ok(layout.locations[orange1]!.shape.x < layout.locations[orange2]!.shape.x);
  }
});
