/**
 * The one polling helper of the tests (issue 29): waiting on a condition that no event announces (a server's
 * /healthz, a row in a database, a flag a page sets), checked at once and then again every few milliseconds of
 * real time, failing with what it waited for after a generous bound. A test waits on the condition it then
 * asserts, never for a fixed time.
 *
 * It lives here because the protocol is the lowest package that both the server's and the web client's tests
 * depend on, and the engine may hold no clock; it has no dependency, and the production code never imports it
 * (entry `@among-cultists/protocol/testing`).
 */

export interface PollOptions {
  /** How long to keep trying before failing (real time). Default 10 s. */
  readonly timeoutMs?: number;
  /** The pause between two checks. Default 10 ms. */
  readonly everyMs?: number;
}

/** What a wait was for: a fixed text, or one computed when it fails (to show the last state seen). */
export type WaitingFor = string | (() => string);

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_EVERY_MS = 10;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves with the first value of `probe` that is neither null nor undefined; throws, naming `what`, once
 * `timeoutMs` passed without one. An error thrown by the probe is not retried: it fails the wait at once.
 */
export async function eventually<T>(
  probe: () => T | null | undefined | Promise<T | null | undefined>,
  what: WaitingFor,
  { timeoutMs = DEFAULT_TIMEOUT_MS, everyMs = DEFAULT_EVERY_MS }: PollOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== null && found !== undefined) return found;
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`,
      );
    await pause(everyMs);
  }
}

/** Resolves once `condition` holds; throws, naming `what`, once `timeoutMs` passed without it holding. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: WaitingFor,
  options: PollOptions = {},
): Promise<void> {
  await eventually(async () => ((await condition()) ? true : null), what, options);
}
