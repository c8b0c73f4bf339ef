/**
 * The tutorial's coach holds the bots (issue 27: "the bots wait while the coach teaches"). While one of
 * its explanations waits for the player's "Got it", the lesson's page asks the server to hold the bots of
 * its game; once read (or when the coach asks the player to act), it lets them go on. Only the seat of a
 * lesson's game may ask (a fair game refuses it: `coach/fair-game`), and a hold lapses by itself after the
 * server's COACH_HOLD_SECONDS, so that a closed tab cannot freeze a game.
 */
import { z } from './zod.ts';

/** The lesson's page holds its game's bots (`hold`: true) or lets them go on (false). */
export const CoachHoldMessageSchema = z.strictObject({ t: z.literal('coachHold'), hold: z.boolean() });
export type CoachHoldMessage = z.infer<typeof CoachHoldMessageSchema>;

/**
 * To the connection that asked: the hold as stored. `until`: when it lapses by itself (epoch ms, the
 * server's clock), null once released.
 */
export interface CoachHoldState {
  readonly t: 'coachHold';
  readonly held: boolean;
  readonly until: number | null;
}
