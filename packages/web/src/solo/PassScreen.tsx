/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import type { SoloT } from './texts.ts';

/**
 * Pass and play (issue 31): the screen shown while the device goes to the next person. It is all the page
 * shows (the game screen is not mounted behind it), and it holds nothing of any seat: only the name of the
 * person it waits for, who says they hold the device.
 */
export function PassScreen({
  st,
  name,
  failure,
  onTake,
}: {
  st: SoloT;
  name: string;
  failure: ReactNode;
  onTake: () => void;
}) {
  return (
    <main className="solo solo-pass">
      {failure}
      <h1>{st('pass.title', { name })}</h1>
      <p className="hint">{st('pass.hint', { name })}</p>
      {/* The one thing to do here: focused for a keyboard or a screen reader. */}
      <button type="button" autoFocus onClick={onTake}>
        {st('pass.take', { name })}
      </button>
    </main>
  );
}
