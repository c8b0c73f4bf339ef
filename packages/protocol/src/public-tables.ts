/**
 * Public tables and quick play (issue 30): a host may list a table for strangers (`public` in the create
 * body); `GET /api/tables` lists those not yet started, and `POST /api/quick-play` seats a player at the best
 * of them for their choices, or opens a new one.
 */
import { z } from './zod.ts';
import {
  BOT_STRENGTHS,
  GAME_ID_PATTERN,
  SITE_LANGUAGES,
  SPECTATOR_DELAYS,
  type BotStrength,
  type DecisionKind,
} from './plain.ts';

export { BOT_STRENGTHS, type BotStrength };
import { PlayerCountSchema } from './player-count.ts';

/** The languages a table may say it is played in: the site's (plain.ts' one list). */
export type TableLanguage = (typeof SITE_LANGUAGES)[number];
export const TableLanguageSchema = z.enum(SITE_LANGUAGES);

const players = PlayerCountSchema;
const boardId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a board id is lowercase letters, digits and hyphens');

export const SpectatorDelaySchema = z
  .number()
  .int()
  .refine((n) => (SPECTATOR_DELAYS as readonly number[]).includes(n), {
    message: `a spectator delay is one of ${SPECTATOR_DELAYS.join(', ')} seconds`,
  });

export const BotStrengthSchema = z.enum(BOT_STRENGTHS, {
  error: `the bots' strength is one of ${BOT_STRENGTHS.join(', ')}`,
});

/** The filters of `GET /api/tables` (query string: each optional; `page` from 0). */
export const TablesQuerySchema = z.strictObject({
  players: z.coerce.number().pipe(players).optional(),
  /** A board id; `default` is the base game's board. */
  map: boardId.optional(),
  language: TableLanguageSchema.optional(),
  page: z.coerce.number().int().min(0).max(1000).optional(),
  /** `open` (the default): tables waiting for players; `playing`: public games in progress, to watch. */
  state: z.enum(['open', 'playing']).optional(),
});
export type TablesQuery = z.infer<typeof TablesQuerySchema>;

/** One public table, not yet started (or, with `state=playing`, in progress), as the list shows it. */
export const PublicTableSchema = z.strictObject({
  /** The game's code (join it with `POST /api/games/:id/join`). */
  id: z.string().regex(GAME_ID_PATTERN),
  /** Seats in all, seats taken (by people or bots), and seats free. */
  players: z.number().int(),
  seated: z.number().int(),
  free: z.number().int(),
  /** The board's id (`default`: the base game's). */
  map: z.string(),
  roleSet: z.enum(['first', 'recommended', 'expert']).nullable(),
  specialRoles: z.array(z.string()),
  automa: z.boolean(),
  language: TableLanguageSchema,
  /** Seconds per kind of decision (a public table always has some). */
  timers: z.record(z.string(), z.number()),
  hostName: z.string(),
  /** When empty seats are given to bots and the game starts (epoch ms, server clock); null: the host starts it. */
  fillAt: z.number().nullable(),
  createdAt: z.number(),
  /** Streamer mode: its spectators see it this many seconds late (0: none). */
  spectatorDelay: z.number().int(),
  /** When the game started (epoch ms); null while it waits for players. */
  startedAt: z.number().nullable(),
});
export type PublicTable = z.infer<typeof PublicTableSchema> & {
  readonly timers: Partial<Record<DecisionKind, number>>;
};

/** The answer of `GET /api/tables`: a page of tables, fullest first, and whether more follow. */
export const TableListSchema = z.strictObject({
  tables: z.array(PublicTableSchema),
  page: z.number().int(),
  more: z.boolean(),
});
export type TableList = z.infer<typeof TableListSchema>;

/**
 * A public table's countdown (quick play's, or the create form's): after this many seconds bots fill its empty
 * seats and it starts.
 */
export const FillAfterSecondsSchema = z.number().int().min(15).max(600);

/**
 * Quick play: the player's choices (with their name: `QuickPlaySchema`, index.ts). `fillAfterSeconds`: if quick play opens a new table, bots fill its empty
 * seats and it starts that long after (left out: the table waits for people and its host starts it);
 * `botStrength`: how strong those bots are.
 */
export const QuickPlayChoicesSchema = z.strictObject({
  players,
  map: boardId.optional(),
  language: TableLanguageSchema,
  fillAfterSeconds: FillAfterSecondsSchema.optional(),
  /** With `fillAfterSeconds`: the bots that fill the empty seats (left out: the server's BOT_KIND). */
  botStrength: BotStrengthSchema.optional(),
});

/** The answer of quick play: the seat taken, as a join's, and whether a new table was opened for it. */
export interface QuickPlayResult {
  readonly id: string;
  readonly seat: number;
  readonly token: string;
  readonly created: boolean;
}

/** Quick play's request body (`QuickPlaySchema`, index.ts): the choices and the player's name. */
export type QuickPlay = z.infer<typeof QuickPlayChoicesSchema> & { readonly name: string };
