import type { GameOptions, GameResult, RecordedAction } from '@among-cultists/engine';
import type {
  ChatLine,
  GameEnded,
  RecordNotebook as PublishedNotebook,
  RecordNotebookSave as PublishedNotebookSave,
  RecordSeat as PublishedSeat,
} from '@among-cultists/protocol';

/*
 * The record as this page reads it: what the server publishes (the protocol's `PublishedRecord`), loosened
 * where a record from a file may be older (no Character, no save versions) or newer (a seat kind or a
 * notebook mark this page does not know: kept as text, shown as nothing).
 */

/** A seat as the record names it. */
export type RecordSeat = Omit<PublishedSeat, 'kind' | 'character'> & {
  readonly kind: string;
  readonly character?: number | null;
};

/** A seat's notebook as the game ended (private during the game, public in the record): a mark or null per seat. */
export type RecordNotebook = Omit<PublishedNotebook, 'marks'> & {
  readonly marks: readonly (string | null)[];
};

/** A save of a seat's notebook (the record's `notebookHistory`); a seat's first save listed above version 1
 *  means the older ones were not kept. */
export type RecordNotebookSave = RecordNotebook &
  Pick<PublishedNotebookSave, 'at'> &
  Partial<Pick<PublishedNotebookSave, 'version'>>;

/** An action of the record; the server adds when it was taken (epoch ms), older records have no time. */
export type TimedAction = RecordedAction & { readonly at?: number };

/**
 * What the replay reads: a finished game's record as the server publishes it, or the `{ record: { options,
 * actions } }` of a stored test replay (which has no commitment, no seats and no chat, but may say its result).
 */
export interface ReplayRecord {
  readonly id: string | null;
  readonly options: GameOptions;
  readonly commitment: string | null;
  readonly seats: readonly RecordSeat[];
  readonly actions: readonly TimedAction[];
  readonly chat: readonly ChatLine[];
  /** Every seat's notebook, in records that have them. */
  readonly notebooks: readonly RecordNotebook[];
  /** Every save of the notebooks kept, in order of time then seat, in records that have them (none: older ones). */
  readonly notebookHistory?: readonly RecordNotebookSave[];
  /** The end the record says the game reached, when it says one. */
  readonly result: GameResult | null;
  /** 'abandoned': the server ended the game once every player had left; its actions stop before the end. */
  readonly ended?: GameEnded;
}

/** Why a file is not a game record: its text is not JSON, or the JSON lacks the record's parts. */
export type RecordProblem = 'json' | 'shape';

export type ParsedRecord =
  | { readonly ok: true; readonly record: ReplayRecord }
  | { readonly ok: false; readonly problem: RecordProblem };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isAction = (v: unknown): v is TimedAction =>
  isObject(v) && Number.isInteger(v.seat) && isObject(v.action) && typeof v.action.type === 'string';

const isChatLine = (v: unknown): v is ChatLine =>
  isObject(v) &&
  Number.isInteger(v.seq) &&
  (v.seat === null || Number.isInteger(v.seat)) &&
  typeof v.text === 'string' &&
  typeof v.at === 'number';

const isSeat = (v: unknown): v is RecordSeat =>
  isObject(v) &&
  Number.isInteger(v.seat) &&
  (v.name === null || typeof v.name === 'string') &&
  typeof v.kind === 'string';

const isNotebook = (v: unknown): v is RecordNotebook =>
  isObject(v) &&
  Number.isInteger(v.seat) &&
  Array.isArray(v.marks) &&
  v.marks.every((m) => m === null || typeof m === 'string') &&
  typeof v.notes === 'string';

const isNotebookSave = (v: unknown): v is RecordNotebookSave =>
  isObject(v) &&
  typeof v.at === 'number' &&
  Number.isFinite(v.at) &&
  (v.version === undefined || Number.isInteger(v.version)) &&
  isNotebook(v);

const isResult = (v: unknown): v is GameResult =>
  isObject(v) && typeof v.winner === 'string' && typeof v.reason === 'string' && Number.isInteger(v.round);

/**
 * Reads a record from parsed JSON. Only its shape is checked here: whether the actions are legal and the
 * seed matches its commitment is the replay's and the badge's business.
 */
export function readRecord(data: unknown): ParsedRecord {
  if (!isObject(data)) return { ok: false, problem: 'shape' };
  // A stored test replay wraps the record and says the result beside it.
  const body = isObject(data.record) ? data.record : data;
  const { options, actions } = body;
  if (!isObject(options) || typeof options.seed !== 'string' || !Array.isArray(actions))
    return { ok: false, problem: 'shape' };
  if (!actions.every(isAction)) return { ok: false, problem: 'shape' };
  const chat = Array.isArray(body.chat) ? body.chat.filter(isChatLine) : [];
  const seats = Array.isArray(body.seats) ? body.seats.filter(isSeat) : [];
  const notebooks = Array.isArray(body.notebooks) ? body.notebooks.filter(isNotebook) : [];
  const notebookHistory = Array.isArray(body.notebookHistory)
    ? body.notebookHistory.filter(isNotebookSave).sort((a, b) => a.at - b.at || a.seat - b.seat)
    : undefined;
  const result = isResult(data.result) ? data.result : isResult(body.result) ? body.result : null;
  return {
    ok: true,
    record: {
      id: typeof body.id === 'string' ? body.id : null,
      options: options as unknown as GameOptions,
      commitment: typeof body.commitment === 'string' ? body.commitment : null,
      seats,
      actions,
      chat: [...chat].sort((a, b) => a.seq - b.seq),
      notebooks,
      ...(notebookHistory === undefined ? {} : { notebookHistory }),
      result,
      ...(body.ended === 'abandoned' ? { ended: 'abandoned' as const } : {}),
    },
  };
}

/** Reads a record from a file's text. */
export function parseRecord(text: string): ParsedRecord {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'json' };
  }
  return readRecord(data);
}
