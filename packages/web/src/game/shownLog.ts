import type { ViewedEvent } from '@among-cultists/engine';

/**
 * A play from the hand is logged twice: once for everyone (who did what, where) and once, right
 * after, for the player alone (with the card's face). The player should read it once.
 */
const TWINS = {
  cardGiven: { face: 'cardGivenFace', same: ['from', 'to'] },
  roomFilled: { face: 'roomFilledFace', same: ['seat', 'room'] },
  hallwaySecured: { face: 'hallwaySecuredFace', same: ['seat'] },
} as const satisfies Partial<Record<ViewedEvent['t'], { face: ViewedEvent['t']; same: readonly string[] }>>;

function twinOf(e: ViewedEvent): (typeof TWINS)[keyof typeof TWINS] | undefined {
  return Object.hasOwn(TWINS, e.t) ? TWINS[e.t as keyof typeof TWINS] : undefined;
}

/**
 * The log as it is shown: a public entry followed by its private twin becomes one entry, the twin
 * with the public entry's fields too (the hallway secured, say). Everything else is kept as it is.
 */
export function shownLog(log: readonly ViewedEvent[]): ViewedEvent[] {
  const out: ViewedEvent[] = [];
  for (let i = 0; i < log.length; i++) {
    const e = log[i]!;
    const next = log[i + 1];
    const twin = twinOf(e);
    const a = e as unknown as Record<string, unknown>;
    const b = next as unknown as Record<string, unknown> | undefined;
    if (twin && next && next.t === twin.face && twin.same.every((k) => a[k] === b![k])) {
      out.push({ ...e, ...next });
      i++;
    } else out.push(e);
  }
  return out;
}
