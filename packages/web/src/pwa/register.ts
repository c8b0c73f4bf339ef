/**
 * The service worker (issue 31; made by the build, scripts/pwa.ts): registered once the app's first render is on
 * screen (UpdatePrompt's effect, then the next frame), the page has loaded, the browser has reported the first
 * contentful paint, and the browser is idle, so that neither the registration nor the precache's downloads compete
 * with the first render (the app renders after its texts load, which may come after the page's load event);
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
    requestAnimationFrame(() =>
      setTimeout(() => {
        whenPainted(whenIdle);
      }, 0),
    );
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}

/** A tab opened in the background paints nothing; its worker registers this long after the page's load. */
const NO_PAINT_AFTER_MS = 5000;

/**
 * Runs `run` once the browser has reported the first contentful paint. Main-thread frames are not enough: the
 * paint's time is when the frame reached the screen, which the compositor reports later, and an idle callback
 * could start the registration's fetch before it (11 ms before, on a loaded CI machine).
 */
function whenPainted(run: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint') ||
    painted()
  ) {
    run();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    run();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const fallback = setTimeout(once, NO_PAINT_AFTER_MS);
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
