import { isSeed, isShippedBoard, type GameResult, type Rejection } from '@among-cultists/engine';
import { canHash, hexBytes, sha256Hex } from './digest.ts';
import type { ReplayRecord } from './record.ts';
import type { TimelineResult } from './timeline.ts';

/** Why a record does not match what it claims. */
export type Mismatch =
  | { readonly code: 'seed' }
  | { readonly code: 'commitment'; readonly computed: string; readonly published: string }
  | { readonly code: 'board'; readonly id: string }
  | { readonly code: 'options'; readonly problems: readonly string[] }
  | {
      readonly code: 'rejected';
      readonly index: number;
      readonly seat: number;
      readonly rejection: Rejection;
    }
  | { readonly code: 'unfinished'; readonly actions: number }
  | { readonly code: 'differentEnd'; readonly recorded: GameResult; readonly replayed: GameResult | null };

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

const sameResult = (a: GameResult, b: GameResult): boolean =>
  a.winner === b.winner && a.reason === b.reason && a.round === b.round;

/**
 * What `among-cultists verify` checks, in the browser: the seed against its commitment (SHA-256 of the
 * seed's 32 bytes, as the server computes it), the board, then the replay (`built`) to the recorded end.
 */
export async function checkDeal(record: ReplayRecord, built: TimelineResult): Promise<DealCheck> {
  const mismatch = (m: Mismatch): DealCheck => ({ status: 'mismatch', mismatch: m });
  const seed = record.options.seed;
  if (!isSeed(seed)) return mismatch({ code: 'seed' });
  const hashing = canHash();
  if (record.commitment !== null && hashing) {
    const computed = await sha256Hex(hexBytes(seed));
    if (computed !== record.commitment.toLowerCase())
      return mismatch({ code: 'commitment', computed, published: record.commitment });
  }
  const board = record.options.board as unknown;
  // Records name their board by id and content hash; the browser knows only the boards it ships.
  if (typeof board === 'object' && board !== null) {
    const { id, sha256 } = board as { id?: unknown; sha256?: unknown };
    if (typeof id !== 'string' || typeof sha256 !== 'string' || !isShippedBoard({ id, sha256 }))
      return mismatch({ code: 'board', id: String(id) });
  }
  if (!built.ok) return mismatch({ code: 'options', problems: built.problems });
  const { timeline } = built;
  if (timeline.rejection) {
    const { index, rejection } = timeline.rejection;
    return mismatch({ code: 'rejected', index, seat: record.actions[index]!.seat, rejection });
  }
  const replayed = timeline.final.result;
  if (record.result && (!replayed || !sameResult(record.result, replayed)))
    return mismatch({ code: 'differentEnd', recorded: record.result, replayed });
  // A game the server ended as abandoned (every player left) stops before its end, and says so.
  const abandoned = !replayed && record.ended === 'abandoned';
  if (!replayed && !abandoned) return mismatch({ code: 'unfinished', actions: timeline.last });
  if (record.commitment === null) return { status: 'unchecked', reason: 'noCommitment' };
  if (!hashing) return { status: 'unchecked', reason: 'noCrypto' };
  return {
    status: 'verified',
    commitment: record.commitment,
    actions: timeline.last,
    ...(abandoned ? { abandoned: true as const } : {}),
  };
}
