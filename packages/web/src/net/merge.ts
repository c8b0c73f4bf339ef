/** How the connection folds pages and frames into what it holds: the log, the chat and the claims, each line once. */
import type { ViewedEvent } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';

/**
 * The log with `events` added, in `seq` order, each entry once. Usually they come after the last one; at the
 * end of the game the entries hidden until then arrive too and take their places.
 */
export function mergeLog(
  log: readonly ViewedEvent[],
  events: readonly ViewedEvent[],
): readonly ViewedEvent[] {
  if (events.length === 0) return log;
  const last = log.at(-1)?.seq ?? -1;
  if (events.every((e) => e.seq > last)) return [...log, ...events];
  const bySeq = new Map(log.map((e) => [e.seq, e]));
  for (const e of events) bySeq.set(e.seq, e);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The claim lines held with those among `lines` added: in `seq` order, each once (a line's seq is its
 * place in the game's chat, so the same seq is the same line). Returns `held` itself when nothing is new.
 */
export function mergeClaims(held: readonly ChatLine[], lines: readonly ChatLine[]): readonly ChatLine[] {
  const known = new Set(held.map((l) => l.seq));
  const fresh = lines.filter((l) => l.claim !== undefined && !known.has(l.seq));
  if (fresh.length === 0) return held;
  const bySeq = new Map([...held, ...fresh].map((l) => [l.seq, l]));
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The claim lines a client holds, and the `seq` before which some may be missing (null: none are). */
export interface ClaimsHeld {
  readonly lines: readonly ChatLine[];
  readonly before: number | null;
}

/**
 * The claims held with a `claims` frame added, each line once by `seq`. A frame after a hello with `more`
 * brings the latest claims only: those before its first may be missing (a resumed client may also lack some
 * between its own and these; asking back from here covers them too). A page answering `claimsHistory`
 * for `asked`, while that is still where claims are missing, moves it back to its own first line, or to
 * null when nothing older exists. A frame without `more` (older servers send every claim so) leaves what is
 * missing as it was.
 */
export function mergeClaimsFrame(
  held: ClaimsHeld,
  frame: { readonly lines: readonly ChatLine[]; readonly more?: boolean; readonly older?: boolean },
  asked: number | null,
): ClaimsHeld {
  const lines = mergeClaims(held.lines, frame.lines);
  const first = frame.lines.reduce<number | null>(
    (min, l) => (min === null || l.seq < min ? l.seq : min),
    null,
  );
  let before = held.before;
  if (frame.older === true) {
    if (asked !== null && asked === held.before)
      before = frame.more === true && first !== null ? first : null;
  } else if (frame.more === true && first !== null) before = first;
  return lines === held.lines && before === held.before ? held : { lines, before };
}

/** The chat lines a client holds, and whether older ones exist before the first of them. */
export interface ChatHeld {
  readonly lines: readonly ChatLine[];
  readonly more: boolean;
}

/**
 * The chat with a `chat` frame added: lines in `seq` order, each once. A page answering `chatHistory`
 * (`older`) goes before the lines held; other frames (the page on hello, what a resume missed, live lines)
 * after them. Held lines are never left with a hole in them: a frame that does not touch them (the server
 * sends at most a page on hello, so a long absence leaves a gap) replaces them if it is newer, with older
 * lines to ask for, and is dropped if it is an answer that no longer fits (it was asked for before a gap).
 * `more` always speaks of the lines before the first one held.
 */
export function mergeChat(
  held: ChatHeld,
  frame: { readonly lines: readonly ChatLine[]; readonly more?: boolean; readonly older?: boolean },
): ChatHeld {
  const incoming = [...frame.lines].sort((a, b) => a.seq - b.seq);
  const newFirst = incoming[0]?.seq;
  const newLast = incoming.at(-1)?.seq;
  const heldFirst = held.lines[0]?.seq;
  const heldLast = held.lines.at(-1)?.seq;
  if (newFirst === undefined || newLast === undefined) {
    // An empty answer: nothing is older than what is held.
    return frame.older === true && held.more ? { lines: held.lines, more: false } : held;
  }
  if (heldFirst === undefined || heldLast === undefined)
    return { lines: incoming, more: frame.more === true };
  if (newLast < heldFirst - 1) {
    // Older than what is held, with a gap between: not an answer to the first line held.
    return held;
  }
  if (newFirst > heldLast + 1) {
    // Lines were missed in between: keep the new ones; the rest is there to ask for again.
    return frame.older === true ? held : { lines: incoming, more: true };
  }
  let lines: readonly ChatLine[];
  if (newFirst > heldLast) lines = [...held.lines, ...incoming];
  else {
    const bySeq = new Map(held.lines.map((l) => [l.seq, l]));
    for (const l of incoming) if (!bySeq.has(l.seq)) bySeq.set(l.seq, l);
    lines = bySeq.size === held.lines.length ? held.lines : [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  }
  // The frame's flag tells about the lines before its first one: it counts only if that is now our first.
  const more = newFirst < heldFirst ? frame.more === true : held.more;
  return lines === held.lines && more === held.more ? held : { lines, more };
}
