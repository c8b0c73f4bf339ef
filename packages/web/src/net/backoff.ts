const BASE_MS = 500;
const MAX_MS = 10_000;

/** Exponential backoff with jitter, so a restarted server is not hit by every client at once. */
export function backoffDelay(attempt: number, random: () => number = uniform): number {
  const ceiling = Math.min(MAX_MS, BASE_MS * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function uniform(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}
