import {
  buildLedger,
  logFor,
  viewFor,
  type ClaimReason,
  type GameState,
  type PostedClaim,
} from '@among-cultists/engine';
import type { RecordChatLine } from './record.ts';

/**
 * The claims checker's verdicts on the claims in the chat, with hindsight: held against the facts of the whole
 * game as its end made them public (a spectator's log then holds every entry), so that a check someone lied
 * about shows. By chat line `seq`; only contradicted claims are in the map.
 */
export function claimVerdicts(
  final: GameState,
  lines: readonly RecordChatLine[],
  steps: readonly number[] | null,
  rounds: readonly number[],
): Map<number, readonly ClaimReason[]> {
  const claimed = lines.flatMap((line, i) =>
    line.claim !== undefined && line.seat !== null ? [{ line, claim: line.claim, seat: line.seat, i }] : [],
  );
  const out = new Map<number, readonly ClaimReason[]>();
  if (claimed.length === 0) return out;
  const posted: PostedClaim[] = claimed.map(({ line, claim, seat, i }) => ({
    seat,
    // The Round the server recorded with the claim; else the Round of the step it was said at.
    round: line.round ?? (steps === null ? final.round : rounds[steps[i]!]!),
    claim,
  }));
  const ledger = buildLedger(viewFor(final, 'spectator'), logFor(final, 'spectator'), posted);
  ledger.claims.forEach((c, k) => {
    if (c.verdict.status === 'contradicted') out.set(claimed[k]!.line.seq, c.verdict.reasons);
  });
  return out;
}
