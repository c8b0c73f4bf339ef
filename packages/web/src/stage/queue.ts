import type { Moment, MomentKind } from './moments.ts';

/** No moment is staged longer than this (issue 26: at most 1.5 s each). */
export const MAX_MOMENT_MS: number = 1500;

/** How long each moment plays, in milliseconds; the Stage's CSS animations fit in them. */
export const MOMENT_MS = {
  cardPassed: 1200,
  tokenDrawn: 1200,
  lightning: 900,
  ghost: 1400,
  vote: 1300,
  ballots: 1300,
  unmasked: 1300,
  seerGuess: 1300,
  rack: 1100,
  portal: 1200,
  night: 1400,
  end: 1500,
} as const satisfies Record<MomentKind, number>;

/** Under prefers-reduced-motion: a still caption, shown briefly, nothing moving. */
export const STILL_MS: number = 1000;

/** At most this many moments wait: a burst (a whole Vote, the end) keeps its last ones, the end always. */
export const MAX_WAITING = 3;

export interface Staged {
  /** Unique on this screen (the moment's key may repeat, e.g. a replay stepping back and forth). */
  readonly id: number;
  readonly moment: Moment;
}

export interface StageQueue {
  readonly playing: Staged | null;
  readonly waiting: readonly Staged[];
}

export const EMPTY_QUEUE: StageQueue = { playing: null, waiting: [] };

/** How long a moment shows: its own time, or the still caption's under reduced motion. */
export function durationOf(moment: Moment, reduced: boolean): number {
  return reduced ? STILL_MS : MOMENT_MS[moment.kind];
}

/** New moments join the queue; the oldest waiting ones are dropped beyond MAX_WAITING (they were said aloud). */
export function enqueue(q: StageQueue, added: readonly Staged[]): StageQueue {
  if (added.length === 0) return q;
  const waiting = [...q.waiting, ...added];
  if (q.playing !== null) return { playing: q.playing, waiting: waiting.slice(-MAX_WAITING) };
  const [playing = null, ...rest] = waiting;
  return { playing, waiting: rest.slice(-MAX_WAITING) };
}

/** The playing moment is over (its time ran out): the next one plays. */
export function advance(q: StageQueue, id: number): StageQueue {
  if (q.playing?.id !== id) return q;
  const [playing = null, ...waiting] = q.waiting;
  return { playing, waiting };
}

/** Skip (a click or tap anywhere, Escape, the Skip button): the whole queue goes at once, not one by one. */
export function skipAll(q: StageQueue): StageQueue {
  return q.playing === null ? q : EMPTY_QUEUE;
}

/**
 * Whether a replay's move from step `before` to `now` is staged: one step forward only. A jump, a step back
 * or a new lens (the same step) stages nothing, so that a jump never queues dozens of moments.
 */
export function stagesStep(before: number | undefined, now: number | undefined): boolean {
  return before !== undefined && now === before + 1;
}
