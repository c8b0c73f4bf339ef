import type { ChatLine } from '@among-cultists/protocol';

/** Players' lines after `readUpTo`, not counting this player's own (nor the game's notices). */
export function unreadCount(lines: readonly ChatLine[], readUpTo: number, me: number | null): number {
  return lines.filter((l) => l.seq > readUpTo && l.seat !== null && l.seat !== me).length;
}
