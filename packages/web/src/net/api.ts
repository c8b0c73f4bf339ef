import type {
  CreateGame,
  HandoverCode,
  LessonId,
  Lobby,
  QuickPlay,
  QuickPlayResult,
  TableList,
  TablesQuery,
} from '@among-cultists/protocol';
import type { TFunction } from 'i18next';
import { rejectionText } from '../game/rejection.ts';

/** A refusal from the server, with its code and readable message (`{ error: { code, message } }`). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export interface Seated {
  readonly seat: number;
  readonly token: string;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', 'The server cannot be reached.');
  }
  // A refusal may come without a JSON body (a proxy's page): its status still says what happened. An
  // accepted request whose answer cannot be read is an error too, never an empty result.
  let json: unknown = null;
  let readable = true;
  try {
    json = await response.json();
  } catch {
    readable = false;
  }
  if (!response.ok) {
    const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    throw new ApiError(
      response.status,
      typeof error?.code === 'string' ? error.code : 'http',
      typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`,
    );
  }
  if (!readable) throw new ApiError(response.status, 'http', 'The server’s answer could not be read.');
  return json as T;
}

/**
 * A readable message for a failed request, in the player's language: a code we have words for is shown in
 * them (like a refusal over the WebSocket), any other in the server's own words; ours when it cannot be reached.
 */
export function errorText(err: unknown, t: TFunction): string {
  if (!(err instanceof ApiError)) return t('error.unknown');
  if (err.code === 'network') return t('error.network');
  return rejectionText(t, err.code, err.message);
}

const game = (id: string): string => `/api/games/${encodeURIComponent(id)}`;

export const api = {
  create: (settings: CreateGame) =>
    call<Seated & { id: string; lobby: Lobby }>('POST', '/api/games', settings),
  lobby: (id: string) => call<Lobby>('GET', game(id)),
  /** `seat`: the seat wanted (a table's QR code); the server gives the first free one if it is taken. */
  join: (id: string, name: string, character?: number, seat?: number) =>
    call<Seated>('POST', `${game(id)}/join`, {
      name,
      ...(character === undefined ? {} : { character }),
      ...(seat === undefined ? {} : { seat }),
    }),
  setSeat: (id: string, token: string, seat: number, kind: 'bot' | 'open') =>
    call<Lobby>('POST', `${game(id)}/seats/${seat}`, { token, kind }),
  /** The host removes a person from the lobby (issue 30): their token stops working. */
  removeSeat: (id: string, token: string, seat: number) =>
    call<Lobby>('POST', `${game(id)}/seats/${seat}/remove`, { token }),
  start: (id: string, token: string) => call<Lobby>('POST', `${game(id)}/start`, { token }),
  /** A tutorial lesson, created and started at once; the player holds the first seat. */
  tutorial: (name: string, lesson: LessonId, character?: number) =>
    call<Seated & { id: string; lobby: Lobby }>('POST', '/api/tutorial', {
      name,
      lesson,
      ...(character === undefined ? {} : { character }),
    }),
  /** A rematch of a finished game, with this browser's token there: created, or joined if proposed. */
  rematch: (id: string, token: string) =>
    call<Seated & { id: string; lobby: Lobby }>('POST', `${game(id)}/rematch`, { token }),
  /** Table mode: a single-use code that hands the host's seat (this token's) to a phone. */
  handover: (id: string, token: string) => call<HandoverCode>('POST', `${game(id)}/handover`, { token }),
  /** The phone's side: the seat a handover code gives, and its token (once). */
  redeemHandover: (id: string, code: string) => call<Seated>('POST', `${game(id)}/handover/redeem`, { code }),
  /** A player's own seat renamed (this token's), in the lobby or during the game (issue 27). */
  rename: (id: string, token: string, name: string) =>
    call<{ seat: number; name: string }>('POST', `${game(id)}/name`, { token, name }),
  /** The public tables not yet started with a free seat (issue 30), as filtered. */
  tables: (query: TablesQuery) =>
    call<TableList>(
      'GET',
      `/api/tables?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`,
    ),
  /** Quick play: a seat at the best open public table for these choices, or at a new one. */
  quickPlay: (choice: QuickPlay) => call<QuickPlayResult>('POST', '/api/quick-play', choice),
  /** The shared screen's key to its own place (for the host's token). */
  tableKey: (id: string, token: string) => call<{ key: string }>('POST', `${game(id)}/table`, { token }),
};
