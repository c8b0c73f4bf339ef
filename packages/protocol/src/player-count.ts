import { z } from './zod.ts';

/** How many players a game has, as a request names it (the engine checks the rest of its options). */
export const PlayerCountSchema = z
  .number()
  .int()
  .min(4, 'a game has 4 to 8 players')
  .max(8, 'a game has 4 to 8 players');
