/**
 * Compact updates: the server sends a JSON Patch (RFC 6902) from the last view it sent on that
 * connection when the patch is smaller than the whole view; clients rebuild the whole view.
 */
import jsonpatch, { type Operation } from 'fast-json-patch';
import type { PlayerView } from '@among-cultists/engine';
import type { ServerMessage } from './index.ts';

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
    // Never mutate the previous view: callers may keep it.
    this.#view = jsonpatch.applyPatch(this.#view, patch, true, false).newDocument;
    return { ...rest, view: this.#view };
  }
}
