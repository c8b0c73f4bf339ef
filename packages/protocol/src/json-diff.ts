/**
 * A JSON Patch (RFC 6902) from one JSON value to another, for the server's view updates: the hottest part of
 * an action after the engine (docs/server.md, "Where the CPU goes"). Unlike a general differ it never
 * copies a value (views are never changed once made: `apply` and `viewsFor` build new ones), and it writes
 * each path with its prefix at once instead of rewriting every operation afterwards.
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
    for (let i = 0; i < common; i++) diffMember(before[i], next[i], `${path}/${i}`, ops);
    for (let i = before.length - 1; i >= next.length; i--) ops.push({ op: 'remove', path: `${path}/${i}` });
    for (let i = before.length; i < next.length; i++)
      ops.push({ op: 'add', path: `${path}/${i}`, value: next[i] });
    return;
  }
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  for (const key in old) {
    if (!Object.hasOwn(old, key) || old[key] === undefined) continue;
    const value = Object.hasOwn(now, key) ? now[key] : undefined;
    if (value === undefined) ops.push({ op: 'remove', path: `${path}/${escapeKey(key)}` });
    else diffMember(old[key], value, `${path}/${escapeKey(key)}`, ops);
  }
  for (const key in now) {
    if (!Object.hasOwn(now, key) || now[key] === undefined) continue;
    if (Object.hasOwn(old, key) && old[key] !== undefined) continue;
    ops.push({ op: 'add', path: `${path}/${escapeKey(key)}`, value: now[key] });
  }
}

/** A member present on both sides: compared inside when both are objects, else replaced if it differs. */
function diffMember(before: unknown, after: unknown, path: string, ops: Operation[]): void {
  if (before === after) return;
  if (sameShape(before, after)) diffJson(before, after, path, ops);
  // An array's `undefined` item is null in JSON, on both sides.
  else if (!(before == null && after == null)) ops.push({ op: 'replace', path, value: after ?? null });
}
