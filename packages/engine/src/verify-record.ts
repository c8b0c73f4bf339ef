/**
 * The one record verifier (issue 29): what `among-cultists verify` and the web replay's badge check in a
 * finished game's record: the seed against the commitment published at the start (SHA-256 of the seed's
 * 32 bytes, as the server computes it), the deal, every action's legality, and the end against the one
 * recorded. Which board the record names is the callers' part (the command reads a board file; the
 * browser knows only the boards it ships): they pass options whose board they resolved.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { cloneState } from './clone.ts';
import type { GameOptions } from './options.ts';
import type { Rejection } from './reject.ts';
import { replayOnto, type RecordedAction } from './replay.ts';
import { isSeed } from './rng/random.ts';
import { createGame } from './setup.ts';
import type { GameResult, GameState } from './state.ts';

/** Why a record does not match what it claims. */
export type RecordMismatch =
  | { readonly code: 'seed' }
  | { readonly code: 'commitment'; readonly computed: string; readonly published: string }
  | { readonly code: 'options'; readonly problems: readonly string[] }
  | {
      readonly code: 'rejected';
      readonly index: number;
      readonly seat: number;
      readonly rejection: Rejection;
    }
  | { readonly code: 'unfinished'; readonly actions: number }
  | { readonly code: 'differentEnd'; readonly recorded: GameResult; readonly replayed: GameResult | null };

/** SHA-256 of a seed's 32 bytes, as 64 lowercase hex digits: the commitment the server publishes. */
export function commitmentOf(seed: string): string {
  return bytesToHex(sha256(hexToBytes(seed)));
}

/**
 * The seed is one, and (when `commitment` is not null) hashes to it; null when both hold. The
 * commitment published may be in upper case.
 */
export function checkCommitment(seed: unknown, commitment: string | null): RecordMismatch | null {
  if (typeof seed !== 'string' || !isSeed(seed)) return { code: 'seed' };
  if (commitment === null) return null;
  const computed = commitmentOf(seed);
  return computed === commitment.toLowerCase()
    ? null
    : { code: 'commitment', computed, published: commitment };
}

/** What a record says of its end: its result, if any, and whether the server ended it as abandoned. */
export interface RecordedEnd {
  readonly actions: readonly RecordedAction[];
  readonly result?: GameResult | null;
  readonly ended?: string;
}

/** How a replay went: the first action refused, if any, and the state after the last one played. */
export interface ReplayOutcome {
  readonly rejection: { readonly index: number; readonly rejection: Rejection } | null;
  readonly final: GameState;
}

/**
 * Judges a replay of the record: every action legal, and an end (the recorded one, when the record says
 * it) unless the server ended the game as abandoned (every player left), which stops before its end.
 */
export function judgeReplay(
  record: RecordedEnd,
  outcome: ReplayOutcome,
): { readonly mismatch: RecordMismatch } | { readonly mismatch: null; readonly abandoned: boolean } {
  if (outcome.rejection) {
    const { index, rejection } = outcome.rejection;
    return { mismatch: { code: 'rejected', index, seat: record.actions[index]!.seat, rejection } };
  }
  const replayed = outcome.final.result;
  const recorded = record.result ?? null;
  if (recorded && (!replayed || !sameResult(recorded, replayed)))
    return { mismatch: { code: 'differentEnd', recorded, replayed } };
  const abandoned = !replayed && record.ended === 'abandoned';
  if (!replayed && !abandoned) return { mismatch: { code: 'unfinished', actions: record.actions.length } };
  return { mismatch: null, abandoned };
}

function sameResult(a: GameResult, b: GameResult): boolean {
  return a.winner === b.winner && a.reason === b.reason && a.round === b.round;
}

/** A record to verify, its board already resolved into `options`. */
export interface RecordToVerify extends RecordedEnd {
  readonly options: GameOptions;
  /** The commitment published at the start; null: the record has none (only the replay is checked). */
  readonly commitment: string | null;
}

/**
 * The verdict: `start` is the deal (once the seed and options are good), `final` the state after the last
 * legal action; `mismatch` the first thing that does not match, or null.
 */
export interface RecordVerdict {
  readonly mismatch: RecordMismatch | null;
  readonly start: GameState | null;
  readonly final: GameState | null;
  readonly abandoned: boolean;
}

/** Checks a record in the order the verdicts are told: seed and commitment, options, actions, end. */
export function verifyRecord(record: RecordToVerify): RecordVerdict {
  const none = { start: null, final: null, abandoned: false };
  const sealed = checkCommitment(record.options.seed, record.commitment);
  if (sealed) return { mismatch: sealed, ...none };
  const created = createGame(record.options);
  if (!created.ok)
    return { mismatch: { code: 'options', problems: created.problems.map((p) => p.message) }, ...none };
  const start = created.state;
  const final = cloneState(start);
  const folded = replayOnto(final, record.actions);
  const judged = judgeReplay(record, { rejection: folded.ok ? null : folded, final });
  return judged.mismatch
    ? { mismatch: judged.mismatch, start, final, abandoned: false }
    : { mismatch: null, start, final, abandoned: judged.abandoned };
}
