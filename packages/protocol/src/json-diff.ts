/**
 * A JSON Patch (RFC 6902) from one JSON value to another, for the server's view updates: the hottest part of
 * an action after the engine (docs/server.md, "Where the CPU goes"). Unlike a general differ it never
 * copies a value (views are never changed once made: `apply` and `viewsFor` build new ones), and it writes
 * a path only where an operation needs it: most of a view is unchanged from one update to the next, and
 * writing the path of every member compared (a string per member) was most of the diff's time and garbage.
 * An object or array member is first compared whole without allocating anything (`equalJson`), and looked
 * into, with its path, only when something in it differs.
 *
 * The values are JSON data as the engine builds views: plain objects (no inherited enumerable member, no
 * key that names a member of `Object.prototype`), arrays, strings, numbers, booleans and null. So a key
 * is looked up without asking whether it is the object's own: that question, asked of every member
 * compared, took a fifth of the diff's time.
 *
 * Objects are compared key by key, arrays index by index (a shorter array loses its last items, removed
 * from the end so that every index stays right; a longer one gains them, added in order). A key whose
 * value is `undefined` is absent, as in JSON.
 */
import type { Operation } from 'fast-json-patch';

/** RFC 6901: "~" is written "~0" and "/" is written "~1" in a path. */
function escapeKey(key: string): string {
  if (!key.includes('~') && !key.includes('/')) return key;
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Whether both are objects (or both arrays) whose insides are to be compared rather than replaced whole. */
function sameShape(a: unknown, b: unknown): a is object {
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof b === 'object' &&
    b !== null &&
    Array.isArray(a) === Array.isArray(b)
  );
}

/**
 * Whether `diffJson` would find no operation between the two (the same JSON, `undefined` members being
 * absent and an array's `undefined` item null, as JSON writes them), without allocating.
 */
export function equalJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!sameShape(a, b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalItem(a[i], other[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const key in x) {
    const value = x[key];
    if (value === undefined) continue;
    count += 1;
    // A member absent (or undefined) on the other side differs, even from null.
    const other = y[key];
    if (other === undefined || !equalItem(value, other)) return false;
  }
  // Every key of `x` is in `y` with the same value: they are equal if `y` has no other defined key.
  for (const key in y) {
    if (y[key] !== undefined) count -= 1;
  }
  return count === 0;
}

/** A member or item: compared inside when both are objects; an array's `undefined` item is JSON's null. */
function equalItem(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (sameShape(a, b)) return equalJson(a, b);
  return a == null && b == null;
}

/** Appends to `ops` the operations that turn `before` into `after` at `path` ("" is the document). */
export function diffJson(before: unknown, after: unknown, path: string, ops: Operation[]): void {
  if (before === after) return;
  if (!sameShape(before, after)) {
    ops.push({ op: 'replace', path, value: after });
    return;
  }
  if (Array.isArray(before)) {
    const next = after as unknown[];
    const common = Math.min(before.length, next.length);
    for (let i = 0; i < common; i++) {
      const a: unknown = before[i];
      const b = next[i];
      if (a !== b) diffMember(a, b, path, String(i), ops);
    }
    for (let i = before.length - 1; i >= next.length; i--) ops.push({ op: 'remove', path: `${path}/${i}` });
    for (let i = before.length; i < next.length; i++)
      ops.push({ op: 'add', path: `${path}/${i}`, value: next[i] });
    return;
  }
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  for (const key in old) {
    const a = old[key];
    if (a === undefined) continue;
    const value = now[key];
    if (a === value) continue;
    if (value === undefined) ops.push({ op: 'remove', path: `${path}/${escapeKey(key)}` });
    else diffMember(a, value, path, escapeKey(key), ops);
  }
  for (const key in now) {
    if (now[key] === undefined) continue;
    if (old[key] !== undefined) continue;
    ops.push({ op: 'add', path: `${path}/${escapeKey(key)}`, value: now[key] });
  }
}

/**
 * A member present on both sides (`key` already escaped): compared inside when both are objects, else
 * replaced if it differs. Its path is written only when there is something to say about it.
 */
function diffMember(before: unknown, after: unknown, parent: string, key: string, ops: Operation[]): void {
  if (sameShape(before, after)) {
    if (!equalJson(before, after)) diffJson(before, after, `${parent}/${key}`, ops);
  }
  // An array's `undefined` item is null in JSON, on both sides.
  else if (!(before == null && after == null))
    ops.push({ op: 'replace', path: `${parent}/${key}`, value: after ?? null });
}
