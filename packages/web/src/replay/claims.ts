import { logFor, viewFor, type ClaimReason, type GameState } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';
import { seatLedger } from '../notes/ledgerModel.ts';

/**
 * The claims checker's verdicts on the claims in the chat, with hindsight: held against the facts of the whole
 * game as its end made them public (a spectator's log then holds every entry), so that a check someone lied
 * about shows. By chat line `seq`; only contradicted claims are in the map.
 */
export function claimVerdicts(
  final: GameState,
  lines: readonly ChatLine[],
  steps: readonly number[] | null,
  rounds: readonly number[],
): Map<number, readonly ClaimReason[]> {
  const out = new Map<number, readonly ClaimReason[]>();
  if (!lines.some((line) => line.claim !== undefined)) return out;
  const { verdicts } = seatLedger(
    viewFor(final, 'spectator'),
    logFor(final, 'spectator'),
    lines,
    // A line without the Round the server recorded with the claim: the Round of the step it was said at.
    (i) => (steps === null ? final.round : rounds[steps[i]!]!),
  );
  for (const [seq, verdict] of verdicts) if (verdict.status === 'contradicted') out.set(seq, verdict.reasons);
  return out;
}
