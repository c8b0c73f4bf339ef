/**
 * "End my Rounds automatically" (issue 27): a setting of a seat, offered to every seat alike whatever its
 * role. With it on, the server ends the seat's Rounds in Cleanup after the same short delay for every seat
 * (the server's AUTO_END_SECONDS); until then the seat may still do anything Cleanup offers it. The setting
 * is the seat's own: only its own connections hear of it, and it shows in nobody else's view.
 */
import { z } from './zod.ts';

/** The client turns its seat's setting on or off (it is kept by the server, for the seat). */
export const AutoEndMessageSchema = z.strictObject({ t: z.literal('autoEnd'), on: z.boolean() });
export type AutoEndMessage = z.infer<typeof AutoEndMessageSchema>;

/**
 * To the seat's own connections only: its setting, on hello (when it is on) and whenever it changes on any
 * of its devices. `delayMs`: how long after Cleanup begins the server ends the Round for the seat.
 */
export interface AutoEndSetting {
  readonly t: 'autoEnd';
  readonly on: boolean;
  readonly delayMs: number;
}
