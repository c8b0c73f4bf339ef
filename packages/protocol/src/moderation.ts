/**
 * Moderation at the table (issue 30). The host may mute a player's chat for the whole table (shown to
 * everyone; the server refuses that seat's lines until unmuted); every player may mute another for
 * themself only (the server stops sending them that seat's lines; the muted player is not told), and
 * report a seat with one of a few reasons (the server attaches the seat's stored chat lines, never the
 * client's). Removing a person from a lobby goes over HTTP (`POST /api/games/:id/seats/:seat/remove`).
 * Structured claims are moves of the game, not talk: no mute hides or stops them.
 */
import { MAX_REPORT_TEXT, REPORT_REASONS } from './moderation-plain.ts';
import { z } from './zod.ts';

const seat = z.number().int().min(0).max(7);

/** Mutes (`on`) or unmutes a seat's chat: for the whole table (`table`: the host only), or for oneself. */
export const MuteMessageSchema = z.strictObject({
  t: z.literal('mute'),
  seat,
  on: z.boolean(),
  table: z.boolean().optional(),
});
export type MuteMessage = z.infer<typeof MuteMessageSchema>;

// eslint-disable-next-line no-control-regex -- finding control characters is the point (as index.ts' typed text)
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Reports a seat to the site's operators, with a reason and optional words of the reporter's own. */
export const ReportMessageSchema = z.strictObject({
  t: z.literal('report'),
  seat,
  reason: z.enum(REPORT_REASONS),
  text: z
    .string()
    .trim()
    .max(MAX_REPORT_TEXT)
    .refine((s) => !CONTROL.test(s), 'must not contain control characters')
    .optional(),
});
export type ReportMessage = z.infer<typeof ReportMessageSchema>;

/**
 * The seats whose chat is muted: `table` for everyone (by the host; everyone is told), `mine` the ones this
 * seat muted for itself (told only to its own connections). On hello, and whenever either changes.
 */
export interface MutesState {
  readonly t: 'mutes';
  readonly table: readonly number[];
  readonly mine: readonly number[];
}

/** To the connection that reported: the report was stored (`seat`: the seat reported). */
export interface ReportedState {
  readonly t: 'reported';
  readonly seat: number;
}
