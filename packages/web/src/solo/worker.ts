/**
 * The solo worker (issue 31): the engine and the bots, off the page's thread, so that the page never
 * freezes, even while a searching bot thinks. Started only by the solo page (SoloPage.tsx), as soon as its
 * chunk runs on a stored game's address. It makes no network request: the game lives here and in IndexedDB.
 */
// First: it starts reading the game while the engine's and the bots' modules below are evaluated.
import { openStore, takeEarlyRead } from './worker-early.ts';
import { SoloHost } from './host.ts';
import type { FromWorker, ToWorker } from './types.ts';

/** The worker's side of postMessage (the page's lib types name the window's). */
const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

const host = new SoloHost({
  clock: {
    now: () => Date.now(),
    after: (ms, run) => {
      const timer = setTimeout(run, ms);
      return () => {
        clearTimeout(timer);
      };
    },
  },
  // Opened once (from the start when the page named a stored game); a failed opening is tried again on the
  // next message that needs it.
  store: openStore,
  read: takeEarlyRead,
  send: (message) => {
    scope.postMessage(message);
  },
});

scope.onmessage = (event) => {
  void host.receive(event.data);
};
