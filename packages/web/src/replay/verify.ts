import { checkCommitment, isShippedBoard, judgeReplay, type RecordMismatch } from '@among-cultists/engine';
import { canHash } from './digest.ts';
import type { ReplayRecord } from './record.ts';
import type { TimelineResult } from './timeline.ts';

/** Why a record does not match what it claims: the engine's verdicts, and a board this page does not ship. */
export type Mismatch = RecordMismatch | { readonly code: 'board'; readonly id: string };

/**
 * The badge's verdict. `verified`: the seed hashes to the commitment published at the start, and the
 * engine replays every action to the end. `unchecked`: nothing contradicts the record, but the deal cannot
 * be checked (no commitment in it, or no SHA-256 on this page).
 */
export type DealCheck =
  | {
      readonly status: 'verified';
      readonly commitment: string;
      readonly actions: number;
      /** The record says the game was abandoned (every player left): it replays, and has no end. */
      readonly abandoned?: true;
    }
  | { readonly status: 'mismatch'; readonly mismatch: Mismatch }
  | { readonly status: 'unchecked'; readonly reason: 'noCommitment' | 'noCrypto' };

/**
 * What `among-cultists verify` checks (the engine's verifier, verify-record.ts), in the browser: the seed
 * against its commitment, the board (only the shipped ones), then the replay (`built`) to the recorded end.
 */
export function checkDeal(record: ReplayRecord, built: TimelineResult): Promise<DealCheck> {
  const mismatch = (m: Mismatch): Promise<DealCheck> => Promise.resolve({ status: 'mismatch', mismatch: m });
  // Without WebCrypto (a page not served over HTTPS) the badge has said the deal is unchecked since issue
  // 20; the engine's own SHA-256 could check it, but the badge keeps its word until that is decided.
  const hashing = canHash();
  const sealed = checkCommitment(record.options.seed, hashing ? record.commitment : null);
  if (sealed) return mismatch(sealed);
  const board = record.options.board as unknown;
  // Records name their board by id and content hash; the browser knows only the boards it ships.
  if (typeof board === 'object' && board !== null) {
    const { id, sha256 } = board as { id?: unknown; sha256?: unknown };
    if (typeof id !== 'string' || typeof sha256 !== 'string' || !isShippedBoard({ id, sha256 }))
      return mismatch({ code: 'board', id: String(id) });
  }
  if (!built.ok) return mismatch({ code: 'options', problems: built.problems });
  const { timeline } = built;
  const judged = judgeReplay(record, { rejection: timeline.rejection, final: timeline.final });
  if (judged.mismatch) {
    const m = judged.mismatch;
    // The replay's own count of the actions it played (the record's, when all were).
    return mismatch(m.code === 'unfinished' ? { code: 'unfinished', actions: timeline.last } : m);
  }
  if (record.commitment === null) return Promise.resolve({ status: 'unchecked', reason: 'noCommitment' });
  if (!hashing) return Promise.resolve({ status: 'unchecked', reason: 'noCrypto' });
  return Promise.resolve({
    status: 'verified',
    commitment: record.commitment,
    actions: timeline.last,
    ...(judged.abandoned ? { abandoned: true as const } : {}),
  });
}
