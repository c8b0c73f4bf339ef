/** The limits a game's room enforces (room.ts). */
import type { Rate } from './limiter.ts';

/** The limits one game enforces (docs/server.md). */
export interface RoomSettings {
  /** Presence (who is connected) goes out at most once per this many milliseconds. */
  readonly presenceMs: number;
  readonly spectatorsPerGame: number;
  /** Places of the table's shared screens, beside the spectators' (default: limits.ts'). */
  readonly tableScreensPerGame?: number;
  readonly socketsPerSeat: number;
  /** Chat lines per seat, whatever number of connections it has. */
  readonly chat: Rate;
  /** Plain chat lines stored per game in play (chat-bounds.ts). */
  readonly chatStored: number;
  /** Chat lines stored per lobby, and lines kept for claims (default: limits.ts'). */
  readonly lobbyChatStored?: number;
  readonly claimsReserved?: number;
  /** Pages of older chat lines (or claims) per connection (default: limits.ts'). */
  readonly chatPages?: Rate;
  /** Notebook saves per seat (default: limits.ts'). */
  readonly notebookSaves?: Rate;
  /** A notebook's saves kept per seat, and the window of time whose saves are kept as one (limits.ts'). */
  readonly notebookSavesKept?: number;
  readonly notebookSaveWindowMs?: number;
  /** How long after Cleanup begins the server ends the Round for a seat that asked it to (auto-end.ts). */
  readonly autoEndMs?: number;
  /** The longest the tutorial's coach may hold a lesson's bots at once (coach-hold.ts; limits.ts'). */
  readonly coachHoldMs?: number;
  /** Moderation's bounds (issue 30; default: moderation/limits.ts'). */
  readonly removalsPerGame?: number;
  readonly reportsPerSeat?: number;
  readonly reportsPerAddressHour?: number;
  readonly reportLines?: number;
}
