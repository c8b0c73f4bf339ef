/** @jsxRuntime automatic */
import { useState, type MouseEvent } from 'react';

/**
 * A press this soon after a step's button appeared was meant for what was there before: the second tap
 * of a double tap on the previous step's "Got it", or a press that began before the text changed. It is
 * about the usual double-click interval, and far shorter than reading any explanation takes.
 */
export const READ_AFTER_MS = 500;

interface Props {
  readonly step: string;
  readonly label: string;
  readonly onRead: (step: string) => void;
}

/**
 * The "Got it" of one `read` step. The coach renders it keyed by its step, so every step gets a button
 * of its own (React would otherwise reuse one element for consecutive steps), which acknowledges only the
 * step it was made for, and only once that step has been on screen for a moment: a player never skips an
 * explanation they did not see.
 */
export function GotIt({ step, label, onRead }: Props) {
  // Event time stamps count from the same origin as performance.now().
  const [shownAt] = useState(() => performance.now());
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (e.timeStamp - shownAt < READ_AFTER_MS) return;
    onRead(step);
  };
  return (
    <button type="button" onClick={onClick}>
      {label}
    </button>
  );
}
