import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import jsonpatch from 'fast-json-patch';
import { diffJson, equalJson } from './json-diff.ts';

/** JSON values as views hold them: nested objects and arrays, keys that need escaping in a path included. */
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, 1, -2.5, '', 'a', 'b/c~d'),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd/e', 'f~g', '0', '1'), tie('value'), {
      maxKeys: 5,
      noNullPrototype: true,
    }),
  ),
})).value;

/** A value and another made from it by small edits, so that their insides are mostly alike. */
const pair = fc.tuple(json, json, fc.nat(3)).map(([a, b, how]) => {
  if (how === 0) return [a, b] as const;
  if (how === 1 && typeof a === 'object' && a !== null && !Array.isArray(a))
    return [a, { ...a, b, c: undefined }] as const;
  if (how === 2 && Array.isArray(a)) return [a, [...a.slice(1), b]] as const;
  return [
    { x: a, y: [a, b] },
    { x: b, y: [a] },
  ] as const;
});

describe('JSON diff (the view updates)', () => {
  test('the patch turns the first value into the second, and leaves the first as it was', () => {
    fc.assert(
      fc.property(pair, ([before, after]) => {
        const copy = structuredClone(before);
        const ops: jsonpatch.Operation[] = [];
        diffJson(before, after, '', ops);
        assert.deepEqual(before, copy);
        // Through JSON, as the patch travels: the client's copy of the first value, patched, is the second.
        const sent = JSON.parse(JSON.stringify(ops)) as jsonpatch.Operation[];
        // (A fresh parse: the client's copy shares no object between two places, as `before` may.)
        const client: unknown = JSON.parse(JSON.stringify(before));
        const rebuilt = jsonpatch.applyPatch(client, sent, true, true).newDocument;
        assert.deepEqual(JSON.parse(JSON.stringify(rebuilt)), JSON.parse(JSON.stringify(after)));
      }),
      { numRuns: 2000 },
    );
  });

  test('equal values give no operation; the same object is never looked into', () => {
    fc.assert(
      fc.property(json, (value) => {
        const ops: jsonpatch.Operation[] = [];
        diffJson(value, structuredClone(value), '', ops);
        diffJson(value, value, '/x', ops);
        assert.deepEqual(ops, []);
      }),
    );
  });

  test('two values are equal exactly when the diff finds no operation between them', () => {
    fc.assert(
      fc.property(pair, ([before, after]) => {
        const ops: jsonpatch.Operation[] = [];
        diffJson(before, after, '', ops);
        assert.equal(equalJson(before, after), ops.length === 0);
        // A value and its copy, undefined members and items included (absent, and null in an array).
        assert.equal(equalJson(before, structuredClone(before)), true);
      }),
      { numRuns: 2000 },
    );
    assert.equal(equalJson({ a: 1, b: undefined }, { a: 1 }), true);
    assert.equal(equalJson([undefined, 1], [null, 1]), true);
    assert.equal(equalJson({ a: 1 }, { a: 1, b: 2 }), false);
    assert.equal(equalJson({ a: 1, c: 3 }, { a: 1, b: 3 }), false);
    assert.equal(equalJson([1, 2], [1, 2, 3]), false);
    assert.equal(equalJson({}, []), false);
  });

  test('a shorter array loses its last items from the end; keys are escaped as RFC 6901 says', () => {
    const ops: jsonpatch.Operation[] = [];
    diffJson({ 'a/b': [1, 2, 3], 'c~d': 1 }, { 'a/b': [1], 'c~d': 2 }, '/s', ops);
    assert.deepEqual(ops, [
      { op: 'remove', path: '/s/a~1b/2' },
      { op: 'remove', path: '/s/a~1b/1' },
      { op: 'replace', path: '/s/c~0d', value: 2 },
    ]);
  });
});
