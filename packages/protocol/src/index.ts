/**
 * The wire protocol between the game server and its clients. Everything a client sends is checked
 * against these schemas before the server looks at it; everything the server sends is typed here.
 */
import { PlayerCountSchema } from './player-count.ts';
import { z } from './zod.ts';
import {
  ACTION_TYPES,
  actionFields,
  ENCOUNTER_CARDS,
  ROOM_CARDS,
  type Action,
  type ActionType,
  type FieldKind,
  type FieldKinds,
  type PlayerView,
  type ViewedEvent,
  type Claim,
  type GameOptions,
  type RecordedAction,
} from '@among-cultists/engine';
import { ClaimSchema, NotebookSchema, type Notebook, type RecordNotebook } from './claims.ts';
import { AutoEndMessageSchema, type AutoEndSetting } from './auto-end.ts';
import { CoachHoldMessageSchema, type CoachHoldState } from './coach-hold.ts';
import { MuteMessageSchema, ReportMessageSchema, type MutesState, type ReportedState } from './moderation.ts';
import {
  CHARACTER_COUNT,
  DECISION_KINDS,
  GAME_ID_PATTERN,
  HANDOVER_CODE_PATTERN,
  LESSON_IDS,
  MAX_CHAT_LENGTH,
  MAX_NAME_LENGTH,
  type DecisionKind,
  type LessonId,
} from './plain.ts';
import {
  BotStrengthSchema,
  FillAfterSecondsSchema,
  QuickPlayChoicesSchema,
  SpectatorDelaySchema,
  TableLanguageSchema,
  type BotStrength,
} from './public-tables.ts';

const seat = z.number().int().min(0).max(7);
const location = z.number().int().min(0).max(63);

/** The wire shape of each kind of action field; the engine checks the exact range against the game. */
const FIELD_SCHEMAS: { readonly [K in FieldKind]: z.ZodType<FieldKinds[K]> } = {
  location,
  seat,
  seatOrNull: seat.nullable(),
  bool: z.boolean(),
  encounterCard: z.enum(ENCOUNTER_CARDS),
  roomCard: z.enum(ROOM_CARDS),
};

function actionSchema(type: ActionType) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, kind] of Object.entries(actionFields(type))) shape[field] = FIELD_SCHEMAS[kind];
  return z.strictObject({ type: z.literal(type), ...shape });
}

const [firstType, ...otherTypes] = ACTION_TYPES as [ActionType, ...ActionType[]];

/**
 * Every engine action, field by field (the engine checks legality; this checks shape), derived from
 * the engine's one action table (`ACTION_FIELDS`): a new action or field needs no change here.
 */
export const ActionSchema = z.discriminatedUnion('type', [
  actionSchema(firstType),
  ...otherTypes.map(actionSchema),
]) as unknown as z.ZodType<Action>;

/** A seat token: 128 random bits or more, hex. */
export const TokenSchema = z.string().regex(/^[0-9a-f]{32,128}$/, 'a seat token is 32 to 128 hex digits');
/**
 * A table's shared screen says hello with this key (given to the host's token by
 * `POST /api/games/:id/table`): it watches as a spectator, in a place the spectators cannot fill.
 */
export const TableKeySchema = z.string().regex(/^[0-9a-f]{64}$/, 'a table key is 64 hex digits');
export const GameIdSchema = z.string().regex(GAME_ID_PATTERN, 'a game id is 6 to 40 letters, digits, - or _');

/** Text a person typed: no control characters (C0 and C1: a NUL is refused by PostgreSQL, a CSI drives
 *  terminals), no line or paragraph separators, and no bidirectional overrides or isolates (which could
 *  make a name read as another). Joiners that emoji need stay allowed. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const typed = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(
      (s) => !CONTROL.test(s),
      'must not contain control characters (such as NUL, line breaks or direction overrides)',
    );
const personName = typed(MAX_NAME_LENGTH);

/** What a reconnecting client already has: its last version, and the last log entry and chat line it got
 *  (-1: none). The server continues the version numbers and sends only later entries and lines. */
export const ResumeSchema = z.strictObject({
  version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  logSeq: z.number().int().min(-1).max(Number.MAX_SAFE_INTEGER),
  chatSeq: z.number().int().min(-1).max(Number.MAX_SAFE_INTEGER),
});
export type Resume = z.infer<typeof ResumeSchema>;

/** Messages a client sends over the WebSocket. */
export const ClientMessageSchema = z.discriminatedUnion('t', [
  /** First message: which game, as which seat (a token) or as a spectator (no token); `resume` when
   *  reconnecting, so that only what the client missed is sent again. */
  z.strictObject({
    t: z.literal('hello'),
    game: GameIdSchema,
    token: TokenSchema.optional(),
    resume: ResumeSchema.optional(),
    /** A table's shared screen (`TableKeySchema`): watches as a spectator, in a place of its own. */
    table: TableKeySchema.optional(),
  }),
  /** An action for the engine, made on the view of the given version. */
  z.strictObject({ t: z.literal('act'), version: z.number().int().min(0), action: ActionSchema }),
  z.strictObject({ t: z.literal('chat'), text: typed(MAX_CHAT_LENGTH) }),
  /** A structured claim (issue 16), posted as a chat line of the sender's seat. */
  z.strictObject({ t: z.literal('claim'), claim: ClaimSchema }),
  /**
   * The seat's private notebook, saved whole (marks per seat, free notes). `base`: the version of the stored
   * notebook this one was edited from (0: none yet); a save whose base is no longer the stored version is
   * refused (`notebook/stale`) and the stored notebook sent back. Without it (older clients) the last save wins.
   */
  z.strictObject({
    t: z.literal('notebook'),
    ...NotebookSchema.shape,
    base: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  }),
  /** Older chat lines: the page of at most CHAT_PAGE lines before the line `before` (a seq). */
  z.strictObject({
    t: z.literal('chatHistory'),
    before: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
  /** Older claim lines: the page of at most CLAIMS_PAGE claim lines before the line `before` (a seq). */
  z.strictObject({
    t: z.literal('claimsHistory'),
    before: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
  /** A vote to let a bot play an absent player's seat (after it missed deadlines). */
  z.strictObject({ t: z.literal('takeover'), seat }),
  /** The player takes its seat back from the stand-in bot. */
  z.strictObject({ t: z.literal('takeback') }),
  /** The seat's "end my Rounds automatically" setting (issue 27; auto-end.ts). */
  AutoEndMessageSchema,
  /** The tutorial's coach holds its lesson's bots, or lets them go on (issue 27; coach-hold.ts). */
  CoachHoldMessageSchema,
  /** Moderation at the table (issue 30; moderation.ts): mute a seat's chat, report a seat. */
  MuteMessageSchema,
  ReportMessageSchema,
  z.strictObject({ t: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

const character = z
  .number()
  .int()
  .min(0, `a Character is 0 to ${CHARACTER_COUNT - 1}`)
  .max(CHARACTER_COUNT - 1, `a Character is 0 to ${CHARACTER_COUNT - 1}`);

/** The settings a host chooses when creating a game (HTTP). */
export const CreateGameSchema = z.strictObject({
  players: PlayerCountSchema,
  automa: z.boolean().optional(),
  roleSet: z.enum(['first', 'recommended', 'expert']).optional(),
  specialRoles: z.array(z.string()).max(12).optional(),
  ruleset: z.record(z.string(), z.union([z.string(), z.boolean()])).optional(),
  /** A shipped board's id; by default the base game's. The engine checks it like every option. */
  board: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a board id is lowercase letters, digits and hyphens')
    .optional(),
  /** Seconds allowed per kind of decision; a kind left out has no limit. */
  timers: z
    .partialRecord(
      z.enum(DECISION_KINDS),
      z.number().int().min(1, 'a timer is at least 1 second').max(900, 'a timer is at most 900 seconds'),
    )
    .optional(),
  /** The host's name; the host takes the first seat. */
  name: personName,
  /** The host's Character; by default the first one. */
  character: character.optional(),
  /** Listed for strangers in `GET /api/tables` (issue 30; timers required); private by default. */
  public: z.boolean().optional(),
  /** The language the table is played in (public tables: shown and filtered on); by default English. */
  language: TableLanguageSchema.optional(),
  /**
   * Streamer mode (issue 30; public tables only): spectators see the game this many seconds late, 0 (the
   * default) or one of SPECTATOR_DELAYS; the server bounds it by its own setting.
   */
  spectatorDelay: SpectatorDelaySchema.optional(),
  /** Public tables only: bots fill the empty seats and the game starts this many seconds after its creation. */
  fillAfterSeconds: FillAfterSecondsSchema.optional(),
  /** With `fillAfterSeconds`: the bots that fill the empty seats (left out: the server's BOT_KIND). */
  botStrength: BotStrengthSchema.optional(),
});
export type CreateGame = z.infer<typeof CreateGameSchema>;

/**
 * A Character left out is the first one nobody has taken. `seat`: the seat wanted (a table's QR code names
 * one); taken when free, else the first free seat is, as without it.
 */
export const JoinSchema = z.strictObject({
  name: personName,
  character: character.optional(),
  seat: seat.optional(),
});
export const HostSchema = z.strictObject({ token: TokenSchema });
/** Quick play (issue 30; public-tables.ts): the player's name and choices. */
export const QuickPlaySchema = QuickPlayChoicesSchema.extend({ name: personName });

/**
 * Table mode's handover (issue 24): the browser holding the host's token asks for a code (`HostSchema`
 * body) and shows it in a QR code; the phone that scans it redeems it once, within its short life, for the
 * seat and its token. A seat's token never appears on the shared screen.
 */
export const HandoverCodeSchema = z
  .string()
  .regex(HANDOVER_CODE_PATTERN, 'a handover code is 22 letters, digits, - or _');
export const RedeemHandoverSchema = z.strictObject({ code: HandoverCodeSchema });
export interface HandoverCode {
  readonly code: string;
  /** When it stops working (epoch ms, the server's clock). */
  readonly expiresAt: number;
  /** How long it works from now (a client refreshes it by this, whatever its own clock says). */
  readonly ttlMs: number;
}

export interface LobbySeat {
  readonly seat: number;
  readonly name: string | null;
  /** 'standin': a bot plays for an absent player until the player takes the seat back. */
  readonly kind: 'open' | 'human' | 'bot' | 'automa' | 'standin';
  /** Which of the ten Character cards identifies this seat (null while the seat is open). */
  readonly character: number | null;
  /** Deadlines this seat's player missed in a row (public: everyone saw the default taken). */
  readonly missed: number;
  readonly connected: boolean;
  /** An open seat kept for a player of the previous game (a rematch); `name` is theirs. */
  readonly reserved?: boolean;
}

/** The settings a game was created with, as its lobby shows them. */
export interface LobbySettings {
  readonly roleSet: 'first' | 'recommended' | 'expert' | null;
  readonly specialRoles: readonly string[];
  readonly automa: boolean;
  /** Seconds per kind of decision; a kind left out has no limit. */
  readonly timers: Partial<Record<DecisionKind, number>>;
  /** The board's id (null: the default board). */
  readonly board: string | null;
  /** MOC-SETUP-04: the Lifelines token is in the Bag in place of False Eyes (left out when it is not). */
  readonly lifelines?: true;
  /** PROF-GEN-01: the Professions module is in play (left out when it is not). */
  readonly professions?: true;
  /** Streamer mode (issue 30): spectators see the game this many seconds late (left out when 0). */
  readonly spectatorDelay?: number;
  /** Quick play's countdown (issue 30): the bots its host chose for the empty seats (left out: the server's). */
  readonly botStrength?: BotStrength;
}

export interface Lobby {
  readonly id: string;
  readonly status: 'lobby' | 'playing' | 'finished';
  readonly players: number;
  readonly seats: readonly LobbySeat[];
  /** SHA-256 of the game's secret seed, published at the start (fairness you can check). */
  readonly commitment: string | null;
  /** The seed, once the game is over. */
  readonly seed: string | null;
  /** The host's seat (servers before rematches: always the first). */
  readonly host?: number;
  readonly settings?: LobbySettings;
  /** The rematch a player proposed once the game was over: its code, and the seat (here) that proposed it. */
  readonly rematch?: { readonly id: string; readonly by: number } | null;
  /** Dealt from the tutorial's published seed and deal: a lesson, not a fair game. */
  readonly tutorial?: true;
  /** With `tutorial`: which lesson (servers before issue 27's lessons left it out: the Investigator's). */
  readonly lesson?: LessonId;
  /**
   * A finished game that did not play to its end: 'abandoned', ended by the server once every player had
   * stayed away for its ABANDON_AFTER_HOURS (left out for a game that ended by the rules).
   */
  readonly ended?: GameEnded;
  /**
   * Quick play's countdown (issue 30): while the game is a lobby, when bots fill its empty seats and it
   * starts (epoch ms, the server's clock; read from storage, so every node shows every seat the same).
   * Left out when the host starts it.
   */
  readonly fillAt?: number;
}

/** How a game ended before the rules ended it (`Lobby.ended`, `PublishedRecord.ended`). */
export type GameEnded = 'abandoned';

export const LessonSchema = z.enum(LESSON_IDS);

/**
 * A tutorial lesson (POST /api/tutorial): a fixed game against bots, the player in the first seat. Without
 * `lesson`, the first one (the Investigator's).
 */
export const TutorialSchema = z.strictObject({
  name: personName,
  character: character.optional(),
  lesson: LessonSchema.optional(),
});

/** Asks for a rematch of a finished game, or to join the one proposed, with a seat token of that game. */
export const RematchSchema = z.strictObject({ token: TokenSchema });

export interface ChatLine {
  readonly seq: number;
  /** The seat that wrote it, or null for a message of the game itself. */
  readonly seat: number | null;
  readonly text: string;
  readonly at: number;
  /** A structured claim (issue 16): clients that know claims render it; `text` says it in plain English. */
  readonly claim?: Claim;
  /** With a claim: the round of the game when it was posted. */
  readonly round?: number;
}

/** A seat as a finished game's record names it. */
export interface RecordSeat {
  readonly seat: number;
  readonly name: string | null;
  readonly kind: LobbySeat['kind'];
  /** The seat's Character card (its disc's colour). */
  readonly character: number | null;
}

/** A save of a seat's notebook: when the server stored it (epoch ms) and which save of the seat it was (1, 2, …). */
export interface RecordNotebookSave extends RecordNotebook {
  readonly at: number;
  readonly version: number;
}

/**
 * A finished game's record (`GET /api/games/:id/record`), for `among-cultists verify` and the replay: its
 * setup with the seed, the actions with when the server applied them (epoch ms), the chat (claims included),
 * and every seat's notebook as it ended and each save of it that was kept (in order of time, then seat).
 */
export interface PublishedRecord {
  readonly id: string;
  readonly options: GameOptions;
  /** SHA-256 of the seed, as published at the start. */
  readonly commitment: string;
  readonly seats: readonly RecordSeat[];
  readonly actions: readonly (RecordedAction & { readonly at: number })[];
  readonly chat: readonly ChatLine[];
  readonly notebooks: readonly RecordNotebook[];
  readonly notebookHistory: readonly RecordNotebookSave[];
  /** 'abandoned': the actions stop before the end (no result); left out for a game played to its end. */
  readonly ended?: GameEnded;
}

/** Messages the server sends. */
export type ServerMessage =
  | { readonly t: 'welcome'; readonly seat: number | null; readonly lobby: Lobby }
  | { readonly t: 'lobby'; readonly lobby: Lobby }
  /** The viewer's whole view at `version`, and the log entries it has not been sent yet. */
  | {
      readonly t: 'update';
      readonly version: number;
      readonly view: PlayerView;
      readonly events: readonly ViewedEvent[];
      /** When the current decision step times out (epoch ms), the same for every seat; null without a timer. */
      readonly deadline: number | null;
      /** When the current phase began (epoch ms, server clock): screens that pace a phase (the night
       *  ritual) pace it from the same instant. */
      readonly phaseSince?: number;
    }
  | { readonly t: 'rejected'; readonly code: string; readonly message: string; readonly version: number }
  /** Chat lines in order of `seq`. On hello only the last CHAT_PAGE; `more`: older lines exist before the
   *  first of these (ask with `chatHistory`). A page answering `chatHistory` has `older: true`. */
  | {
      readonly t: 'chat';
      readonly lines: readonly ChatLine[];
      readonly more?: boolean;
      readonly older?: boolean;
    }
  /**
   * Chat lines of the game that hold a claim, in order of `seq` (issue 16): sent after a hello when the
   * chat lines sent leave some out, so that the ledger and the claims checker see the claims without
   * paging back through the chat. A fresh client gets the last CLAIMS_PAGE claims; a resumed one those
   * after its `chatSeq` (it keeps the earlier ones), at most CLAIMS_PAGE. `more`: older claim lines exist
   * before the first of these (ask with `claimsHistory`; without `more`, as from servers before issue 24,
   * nothing is left out). A page answering `claimsHistory` has `older: true`. Clients keep them apart from
   * the chat they show (a claim line is shown in the chat only once its page is held).
   */
  | {
      readonly t: 'claims';
      readonly lines: readonly ChatLine[];
      readonly more?: boolean;
      readonly older?: boolean;
    }
  | { readonly t: 'error'; readonly code: string; readonly message: string }
  /**
   * To the seat's own connections only: its time ran out and the server played these safe defaults
   * for it (in order), now in the log up to `logSeq`. Nobody else is told who was late.
   */
  | { readonly t: 'timedOut'; readonly actions: readonly Action[]; readonly logSeq: number }
  /**
   * To the seat's own connections only: its notebook, on hello and when another of its devices saved it;
   * to the device that saved with a `base`, its save as stored, or after `notebook/stale` the stored one.
   * `version`: the stored version, the `base` of the next save made from it.
   */
  | ({ readonly t: 'notebook'; readonly version?: number } & Notebook)
  /** To the seat's own connections only: its "end my Rounds automatically" setting (auto-end.ts). */
  | AutoEndSetting
  /** To the connection that asked: its lesson's bots are held until `until`, or go on (coach-hold.ts). */
  | CoachHoldState
  /** The muted seats, and to the connection that reported, that its report was stored (moderation.ts). */
  | MutesState
  | ReportedState
  | { readonly t: 'pong' };

/** Turns zod issues into one readable sentence. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length > 0 ? i.path.join('.') : 'message'}: ${i.message}`)
    .join('; ');
}
export * from './plain.ts';
export * from './claims.ts';
export * from './auto-end.ts';
export * from './coach-hold.ts';
export * from './moderation.ts';
export * from './server-frames.ts';
export * from './public-tables.ts';
