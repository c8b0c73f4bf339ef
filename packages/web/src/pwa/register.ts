/**
 * The service worker (issue 31; made by the build, scripts/pwa.ts): registered once the page has loaded and the
 * browser is idle, so that neither the registration nor the precache's downloads compete with the first render;
 * workbox-window comes in a chunk of its own then. A new version installs in the background and waits: the page
 * shows UpdatePrompt, and only the player's "Reload" lets it take over (an open game is never reloaded under a
 * player). Not in development (`vite` serves no worker) nor where the browser has none.
 */
/// <reference types="vite/client" />

type Listener = () => void;
const listeners = new Set<Listener>();
/** Lets the waiting version take over, then reloads; null while none waits or after "Later". */
let waiting: (() => void) | null = null;

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateWaiting(): boolean {
  return waiting !== null;
}

function setWaiting(next: (() => void) | null): void {
  waiting = next;
  for (const listener of listeners) listener();
}

export function applyUpdate(): void {
  waiting?.();
}

/** "Later": the new version takes over on the next visit, once every page of the app is closed. */
export function dismissUpdate(): void {
  setWaiting(null);
}

/**
 * For the prompt's tests, and for the registration below: a version is waiting; `activate` makes it take over.
 * @internal
 */
export function offerUpdate(activate: () => void): void {
  setWaiting(activate);
}

export function registerServiceWorker(): void {
  const built = typeof import.meta.env !== 'undefined' && import.meta.env.PROD;
  if (!built || !('serviceWorker' in navigator)) return;
  const start = () => {
    registerNow().catch((e: unknown) => {
      // The app works as before without it; only playing offline and installing are lost.
      console.error('The service worker could not be registered: the app will not work offline.', e);
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

async function registerNow(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const worker = new Workbox('/sw.js', { scope: '/' });
  worker.addEventListener('waiting', () => {
    offerUpdate(() => {
      worker.addEventListener('controlling', () => {
        window.location.reload();
      });
      worker.messageSkipWaiting();
    });
  });
  await worker.register();
}
