import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page has painted its first screen. A page opened from an invite link draws what the player
 * looks at first (status, map, their decision) in its first frame, and the rest (players, chat, notes,
 * log, help, legends: below it on a phone, beside it on a wide screen) in the task after that frame, so
 * that the first frame does not wait for them (issue 26: first render under a second on a phone).
 * Everything deferred comes after what is not in the page's order, so nothing already drawn moves.
 *
 * Rendered to a string (tests, a server), the page is whole at once: there is no frame to wait for.
 */

/** If no frame comes this soon (a tab opened in the background draws none), the rest is drawn anyway. */
export const REST_AFTER_MS = 400;

/** What the page's first frame is waited on with (the browser's, or a test's). */
export interface FrameClock {
  /** Runs `run` just before the next frame is painted (requestAnimationFrame). */
  beforeFrame(run: () => void): void;
  /** Runs `run` in a task of its own, `ms` from now. */
  later(run: () => void, ms: number): void;
}

export interface FirstPaint {
  readonly painted: () => boolean;
  readonly subscribe: (listener: () => void) => () => void;
  /** Starts waiting for the first frame (again: nothing more). */
  readonly schedule: () => void;
}

export function firstPaint(clock: FrameClock): FirstPaint {
  let painted = false;
  let scheduled = false;
  const listeners = new Set<() => void>();
  const markPainted = (): void => {
    if (painted) return;
    painted = true;
    for (const listener of [...listeners]) listener();
  };
  return {
    painted: () => painted,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    schedule: () => {
      if (painted || scheduled) return;
      scheduled = true;
      // A task queued just before the frame is painted runs once that frame is on screen.
      clock.beforeFrame(() => {
        clock.later(markPainted, 0);
      });
      clock.later(markPainted, REST_AFTER_MS);
    },
  };
}

// One page, one first frame: this is the page's own fact, shared by every component that waits for it.
const page = firstPaint({
  beforeFrame: (run) => {
    requestAnimationFrame(run);
  },
  later: (run, ms) => {
    setTimeout(run, ms);
  },
});

/** False while the page's first frame is being drawn, true from the task after it was painted. */
export function useAfterFirstPaint(): boolean {
  const painted = useSyncExternalStore(page.subscribe, page.painted, () => true);
  useEffect(page.schedule, []);
  return painted;
}
