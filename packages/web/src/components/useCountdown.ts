import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` at `now` (epoch ms): a 15-second limit reads 15 at its start, never 16. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Whole seconds until `deadline` (epoch ms), ticking; null without a deadline. The clock is read on
 * every render, so a new deadline is never counted from a stale moment (a kept "now", up to a tick or
 * more old, made a 15-second limit read 16), and the tick falls just after each whole second.
 */
export function useCountdown(deadline: number | null): number | null {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (): void => {
      const toNextSecond = (deadline - Date.now()) % 1000;
      timer = setTimeout(
        () => {
          setTick((n) => n + 1);
          if (Date.now() < deadline) schedule();
        },
        toNextSecond > 0 ? toNextSecond + 5 : 1000,
      );
    };
    schedule();
    return () => {
      clearTimeout(timer);
    };
  }, [deadline]);
  return deadline === null ? null : secondsLeft(deadline, Date.now());
}
