/** @jsxRuntime automatic */
import { renderToStaticMarkup } from 'react-dom/server';
import { Art } from '../src/art/Art.tsx';

/**
 * Waits until the lazy art chunk (<Art>) has arrived, so a server render draws the components rather than
 * their empty places: React keeps a lazy component once loaded. Polls the event loop, no timer.
 */
export async function artReady(): Promise<void> {
  for (let i = 0; i < 10_000; i++) {
    if (renderToStaticMarkup(<Art spec={{ kind: 'knife' }} at={{ x: 0, y: 0 }} decorative />) !== '') return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the art chunk never arrived');
}
