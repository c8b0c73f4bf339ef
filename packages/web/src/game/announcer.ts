import type { ViewedEvent } from '@among-cultists/engine';

/**
 * The public events worth stopping a player for: a murder revealed, a new Ghost, a Cultist token,
 * the Fishman, the Portal opening or closing, a full rack. Each has a tone for its brief flash.
 */
const ANNOUNCED = {
  deathRevealed: 'death',
  becameGhost: 'death',
  cultistTokenPlaced: 'danger',
  fishmanArrived: 'danger',
  portalOpened: 'danger',
  portalExtended: 'danger',
  portalClosed: 'good',
  rackScored: 'good',
} as const satisfies Partial<Record<ViewedEvent['t'], string>>;

export type AnnouncementTone = (typeof ANNOUNCED)[keyof typeof ANNOUNCED];

export function announcementTone(event: ViewedEvent): AnnouncementTone | null {
  return Object.hasOwn(ANNOUNCED, event.t) ? ANNOUNCED[event.t as keyof typeof ANNOUNCED] : null;
}

/** The newest log number; entries up to it were there before, so they are history, not news. */
export function lastSeq(log: readonly ViewedEvent[]): number {
  return log.at(-1)?.seq ?? -1;
}

/** The entries after `seen` that are announced, oldest first. */
export function announcements(log: readonly ViewedEvent[], seen: number): ViewedEvent[] {
  return log.filter((e) => e.seq > seen && announcementTone(e) !== null);
}
