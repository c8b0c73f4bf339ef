/**
 * The service worker (issue 31; made by the build, scripts/pwa.ts): registered once the app's first render is on
 * screen (UpdatePrompt's effect, then the next frame), the page has loaded and the browser is idle, so that neither
 * the registration nor the precache's downloads compete with the first render (the app renders after its texts
 * load, which may come after the page's load event); workbox-window comes in a chunk of its own then. A new version installs in the background and waits: the page
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

let registering = false;

/** Called once the app's first render is committed (UpdatePrompt's effect); again, it does nothing. */
export function registerServiceWorker(): void {
  const built = typeof import.meta.env !== 'undefined' && import.meta.env.PROD;
  if (registering || !built || !('serviceWorker' in navigator)) return;
  registering = true;
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
  // The frame after the one that shows the first render.
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(whenIdle, 0));
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
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
