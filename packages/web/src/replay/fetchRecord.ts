import { readRecord, type ReplayRecord } from './record.ts';

/** Why a game's record could not be had: no such game, not over yet, not a record, no server, another failure. */
export type FetchProblem =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'notFinished' }
  | { readonly kind: 'shape' }
  | { readonly kind: 'network' }
  | { readonly kind: 'fetch'; readonly message: string };

export type Fetched =
  | { readonly ok: true; readonly record: ReplayRecord }
  | { readonly ok: false; readonly problem: FetchProblem };

/** `GET /api/games/<code>/record`: the record of a finished game. */
export async function fetchRecord(code: string): Promise<Fetched> {
  let response: Response;
  try {
    response = await fetch(`/api/games/${encodeURIComponent(code)}/record`);
  } catch {
    return { ok: false, problem: { kind: 'network' } };
  }
  if (response.status === 404) return { ok: false, problem: { kind: 'unknown' } };
  if (response.status === 409) return { ok: false, problem: { kind: 'notFinished' } };
  if (!response.ok) return { ok: false, problem: { kind: 'fetch', message: `HTTP ${response.status}` } };
  let data: unknown;
  try {
    data = await response.json();
  } catch (e) {
    return { ok: false, problem: { kind: 'fetch', message: e instanceof Error ? e.message : String(e) } };
  }
  const read = readRecord(data);
  return read.ok ? read : { ok: false, problem: { kind: 'shape' } };
}
