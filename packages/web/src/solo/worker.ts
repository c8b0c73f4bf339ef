/**
 * The solo worker (issue 31): the engine and the bots, off the page's thread, so that the page never
 * freezes, even while a searching bot thinks. Loaded only by the solo page (client.ts), after its first
 * render. It makes no network request: the game lives here and in IndexedDB.
 */
import { SoloHost } from './host.ts';
import { SoloStore } from './store.ts';
import type { FromWorker, ToWorker } from './types.ts';

/** The worker's side of postMessage (the page's lib types name the window's). */
const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

let opened: Promise<SoloStore> | null = null;
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
  // Opened once, on the first message that needs it; a failed opening is tried again on the next.
  store: () =>
    (opened ??= SoloStore.open().catch((e: unknown) => {
      opened = null;
      throw e;
    })),
  send: (message) => {
    scope.postMessage(message);
  },
});

scope.onmessage = (event) => {
  void host.receive(event.data);
};
