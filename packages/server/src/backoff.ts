/**
 * How long to wait before trying a failed write again: doubling from 100 ms up to 10 s, so that a brief
 * fault (a locked file, a database restart) is ridden out quickly and a long one does not spin.
 */
export const RETRY_FIRST_MS = 100;
export const RETRY_MAX_MS = 10_000;

export function retryDelay(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.min(attempt, 20));
}
