import type { ChatLine } from '@among-cultists/protocol';
import type { TimedAction } from './record.ts';

/**
 * The step at which each chat line was said (or each notebook saved): the number of actions taken by its time.
 * Null when the record has no action times (older records): then the chat can only be shown whole.
 */
export function chatSteps(
  lines: readonly { readonly at: number }[],
  actions: readonly TimedAction[],
  last: number,
): number[] | null {
  const times: number[] = [];
  for (const a of actions) {
    if (typeof a.at !== 'number') return null;
    times.push(a.at);
  }
  return lines.map((line) => {
    // Actions come in time order: the first one after the line is where it stands.
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (times[mid]! <= line.at) lo = mid + 1;
      else hi = mid;
    }
    return Math.min(lo, last);
  });
}

/** The lines said up to `step`; all of them without times. */
export function chatUpTo(
  lines: readonly ChatLine[],
  steps: readonly number[] | null,
  step: number,
): ChatLine[] {
  if (steps === null) return [...lines];
  return lines.filter((_, i) => steps[i]! <= step);
}
