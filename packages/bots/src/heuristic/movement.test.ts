import { test } from 'node:test';
import assert from 'node:assert/strict';
import { layoutById } from '@among-cultists/engine';
import { distancesFrom, shortestPath, walks } from './movement.ts';

const small = layoutById('small');
const id = (name: string): number => small.byId[name]!;

test('door distances and shortest paths on the small map', () => {
  const d = distancesFrom(small, id('central'));
  assert.equal(d[id('central')], 0);
  assert.equal(d[id('security')], 1);
  assert.equal(d[id('orange2')], 3); // central - security|darkblue2 - south-wing - orange2
  const path = shortestPath(small, id('central'), id('orange2'))!;
  assert.equal(path.length, 4);
  assert.equal(path[0], id('central'));
  assert.equal(path[3], id('orange2'));
  for (let i = 1; i < path.length; i++) assert.ok(small.adjacent[path[i - 1]!]!.includes(path[i]!));
});

test('blocked locations are walked around or make a place unreachable', () => {
  const blocked = new Set([id('south-wing')]);
  assert.equal(distancesFrom(small, id('central'), blocked)[id('orange2')], Infinity);
  assert.equal(shortestPath(small, id('central'), id('orange2'), blocked), null);
  const around = shortestPath(small, id('central'), id('orange1'), new Set([id('library')]))!;
  assert.ok(!around.includes(id('library')));
  assert.equal(around.at(-1), id('orange1'));
});

test('walks list every door sequence up to the Movement points', () => {
  const all = walks(small, id('orange1'), 2);
  // orange1 has one door (west-wing); from there three more ways on, back included.
  assert.deepEqual(all[0], []);
  assert.ok(all.some((w) => w.length === 1 && w[0] === id('west-wing')));
  assert.equal(all.filter((w) => w.length === 2).length, small.adjacent[id('west-wing')]!.length);
  assert.equal(walks(small, id('orange1'), 0).length, 1);
});
