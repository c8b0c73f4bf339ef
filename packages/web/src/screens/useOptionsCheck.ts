import type { checkOptions } from '@among-cultists/engine';
import { useEffect, useState } from 'react';

export type CheckOptions = typeof checkOptions;

/**
 * The engine's check of a new game's options, loaded after the page's first render. It resolves the board the
 * game is played on, and the engine validates its shipped boards where they are first read (about 100 ms of a
 * phone's first render): the page draws first and names the form's problems a moment later (issue 26). The
 * server checks the same options when the game is created, so a form sent before the check has loaded is
 * refused with the same words.
 */
export function useOptionsCheck(): CheckOptions | null {
  const [check, setCheck] = useState<CheckOptions | null>(null);
  useEffect(() => {
    let live = true;
    import('./options-check.ts').then(
      (loaded) => {
        if (live) setCheck(() => loaded.checkOptions);
      },
      (e: unknown) => {
        // Offline or a new deployment: the form still works, and the server's answer names any problem.
        console.error(
          'The check of the game settings could not be loaded; the server checks them instead.',
          e,
        );
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return check;
}
