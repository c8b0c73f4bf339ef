/**
 * Compact updates: the server sends a JSON Patch (RFC 6902) from the last view it sent on that
 * connection when the patch is smaller than the whole view; clients rebuild the whole view.
 */
import jsonpatch, { type Operation } from 'fast-json-patch';
import type { PlayerView } from '@among-cultists/engine';
import type { ServerMessage } from './index.ts';
import { diffJson } from './json-diff.ts';

type Update = Extract<ServerMessage, { t: 'update' }>;

/** An update as it travels: the whole view, or a patch to the view of the previous update on this connection. */
export type UpdateFrame = Omit<Update, 'view'> &
  (
    | { readonly view: PlayerView; readonly patch?: never }
    | { readonly patch: Operation[]; readonly view?: never }
  );

/** What the server writes on a socket. */
export type WireMessage = Exclude<ServerMessage, { t: 'update' }> | UpdateFrame;

/**
 * The smaller of `view` and a patch from `previous` (the view last sent on the same connection).
 * A caller that already has the view's JSON passes its length.
 */
export function encodeView(
  previous: PlayerView | null,
  view: PlayerView,
  viewLength = JSON.stringify(view).length,
): { view: PlayerView } | { patch: Operation[] } {
  if (previous === null) return { view };
  const patch = jsonpatch.compare(previous, view);
  return JSON.stringify(patch).length < viewLength ? { patch } : { view };
}

/** The view last sent on a connection, with the JSON length of the last whole view measured on it. */
export interface SentView {
  readonly view: PlayerView;
  readonly length: number;
}

/**
 * The server's side, per connection and change: whether the view changed since `previous`, what to
 * send, and `json`, the JSON of what to send as an update's member (`"patch":[…]` or `"view":{…}`, exactly
 * as `JSON.stringify` writes it inside the update). The patch's JSON is spliced from each section's,
 * written once per change for the sections the seats share (`updateText` puts the update together), so
 * no update is written whole per connection. Measuring a view means writing it as JSON, which costs as
 * much as the diff, so it is skipped when the patch is under half the last measured view: a view never
 * shrinks by half in one update (the property test in updates.test.ts checks that the patch chosen is
 * always the smaller).
 */
export function nextUpdate(
  previous: SentView | null,
  view: PlayerView,
): {
  readonly changed: boolean;
  readonly encoded: { view: PlayerView } | { patch: Operation[] };
  readonly json: string;
  readonly sent: SentView;
} {
  if (previous === null) {
    const text = JSON.stringify(view);
    return { changed: true, encoded: { view }, json: `"view":${text}`, sent: { view, length: text.length } };
  }
  const { ops: patch, text: patchText } = diffSections(previous.view, view);
  if (patch.length === 0)
    return {
      changed: false,
      encoded: { patch },
      json: `"patch":[]`,
      sent: { view, length: previous.length },
    };
  if (patchText.length < previous.length / 2)
    return {
      changed: true,
      encoded: { patch },
      json: `"patch":${patchText}`,
      sent: { view, length: previous.length },
    };
  const viewText = JSON.stringify(view);
  const length = viewText.length;
  return patchText.length < length
    ? { changed: true, encoded: { patch }, json: `"patch":${patchText}`, sent: { view, length } }
    : { changed: true, encoded: { view }, json: `"view":${viewText}`, sent: { view, length } };
}

/**
 * The JSON of an update, spliced: the same text as `JSON.stringify` of
 * `{ t: 'update', version, <member>, events, deadline, phaseSince }` (the order the server writes them in),
 * `member` being `nextUpdate`'s `json` and `rest` the `updateRest` of the others, shared by every
 * connection that is sent the same member and events.
 */
export function updateText(version: number, member: string, rest: string): string {
  return `{"t":"update","version":${JSON.stringify(version)},${member}${rest}}`;
}

/**
 * The JSON of an update's members after its view or patch (`updateText`), from `,"events"` on. A caller
 * that keeps each entry's JSON passes the events' (`eventsJson`, what `JSON.stringify(events)` writes).
 */
export function updateRest(
  events: readonly unknown[],
  deadline: number | null,
  phaseSince: number | undefined,
  eventsJson = JSON.stringify(events),
): string {
  const since = phaseSince === undefined ? '' : `,"phaseSince":${JSON.stringify(phaseSince)}`;
  return `,"events":${eventsJson},"deadline":${JSON.stringify(deadline)}${since}`;
}

/** The operations of one section's change, and their JSON without the brackets ("": none). */
interface SectionDiff {
  readonly ops: readonly Operation[];
  readonly inner: string;
}

/**
 * The last diff made of each section (top-level key), by name. The views of one state share their public
 * sections (`viewsFor`) and the server sends them to every client in one go, so the next client's section
 * is most often the same pair of objects: its diff, and its JSON, is made once per change, not once per seat.
 * Keyed by the section's name, not by object (a WeakMap of every section ever diffed cost more in lookups
 * and garbage collection than the diffs it saved); it holds only the sections of the latest change.
 */
const lastDiffs = new Map<
  string,
  { readonly last: object; readonly next: unknown; readonly diff: SectionDiff }
>();

function section(ops: Operation[]): SectionDiff {
  return { ops, inner: ops.length === 0 ? '' : JSON.stringify(ops).slice(1, -1) };
}

/** A JSON Patch from `previous` to `view`, section by section (top-level keys). */
export function diffViews(previous: PlayerView, view: PlayerView): Operation[] {
  return diffSections(previous, view).ops;
}

/**
 * The patch and its JSON, spliced section by section (each shared section's written only once). It runs
 * for every seat at every change, so its loop does the least per section: views are plain objects (no
 * inherited keys), a section the same on both sides is passed at once, and the keys of `previous` are
 * looked at again only when they may include one that `view` lost.
 */
function diffSections(previous: PlayerView, view: PlayerView): { ops: Operation[]; text: string } {
  const before = previous as unknown as Record<string, unknown>;
  const after = view as unknown as Record<string, unknown>;
  const ops: Operation[] = [];
  let text = '';
  // Keys of `after` also in `before`: when that is all of `before`'s, none was removed.
  let common = 0;
  for (const key in after) {
    const next = after[key];
    const last = before[key];
    if (last === next) {
      if (last !== undefined || key in before) common += 1;
      continue;
    }
    let part: SectionDiff;
    if (last === undefined && !(key in before)) {
      part = section([{ op: 'add', path: `/${key}`, value: next }]);
    } else {
      common += 1;
      if (
        typeof last === 'object' &&
        last !== null &&
        typeof next === 'object' &&
        next !== null &&
        Array.isArray(last) === Array.isArray(next)
      ) {
        const known = lastDiffs.get(key);
        if (known !== undefined && known.last === last && known.next === next) part = known.diff;
        else {
          const sectionOps: Operation[] = [];
          diffJson(last, next, `/${key}`, sectionOps);
          part = sectionOps.length === 0 ? NO_CHANGE : section(sectionOps);
          lastDiffs.set(key, { last, next, diff: part });
        }
      } else {
        part = section([{ op: 'replace', path: `/${key}`, value: next }]);
      }
    }
    if (part.ops.length === 0) continue;
    text = ops.length > 0 ? `${text},${part.inner}` : part.inner;
    for (const op of part.ops) ops.push(op);
  }
  let keys = 0;
  for (const _ in before) keys += 1;
  if (keys !== common) {
    for (const key in before) {
      if (key in after) continue;
      const op: Operation = { op: 'remove', path: `/${key}` };
      text += (ops.length > 0 ? ',' : '') + JSON.stringify(op);
      ops.push(op);
    }
  }
  return { ops, text: `[${text}]` };
}

/** A section whose diff found nothing (kept, so that the other seats' same section is not diffed again). */
const NO_CHANGE: SectionDiff = { ops: [], inner: '' };

/** A client's side: turns frames back into messages with whole views. */
export class ViewTracker {
  #view: PlayerView | null = null;

  receive(frame: WireMessage): ServerMessage {
    if (frame.t !== 'update') return frame;
    const { patch, view, ...rest } = frame;
    if (view !== undefined) {
      this.#view = view;
      return { ...rest, view };
    }
    if (this.#view === null) throw new Error('An update patch arrived before any whole view.');
    this.#view = patchedCopy(this.#view, patch);
    return { ...rest, view: this.#view };
  }
}

type Node = Record<string, unknown> | unknown[];

/**
 * `view` with `patch` applied, leaving `view` as it was (callers may keep it). Only the objects on the
 * patched paths are copied; every other part is shared with `view`, so an unchanged part keeps its
 * identity (a renderer can skip it) and a small patch costs little whatever the size of the view.
 */
function patchedCopy(view: PlayerView, patch: readonly Operation[]): PlayerView {
  const copies = new Set<Node>();
  const copyOf = (node: Node): Node => {
    const copy = Array.isArray(node) ? [...node] : { ...node };
    copies.add(copy);
    return copy;
  };
  const root = copyOf(view as unknown as Node);
  const paths = patch.flatMap((op) => ('from' in op ? [op.path, op.from] : [op.path]));
  for (const path of paths) {
    // RFC 6901: "/a~1b/c~0d" names the keys "a/b" then "c~d".
    const keys = path
      .split('/')
      .slice(1)
      .map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
    let parent: Node = root;
    for (const key of keys.slice(0, -1)) {
      const child = (parent as Record<string, unknown>)[key];
      // A path into nothing: applyPatch below refuses it with a clear error.
      if (typeof child !== 'object' || child === null) break;
      const owned = copies.has(child as Node) ? (child as Node) : copyOf(child as Node);
      (parent as Record<string, unknown>)[key] = owned;
      parent = owned;
    }
  }
  // Validation on: a patch that does not fit the view is refused rather than half-applied.
  return jsonpatch.applyPatch(root, [...patch], true, true).newDocument as unknown as PlayerView;
}
