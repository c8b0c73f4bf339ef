/**
 * The encounter ledger and the claims checker as the web uses them: built from the seat's own log (what
 * its view history showed) and the claims in the chat it holds. Loaded on demand (`useLedgerModel`): the
 * engine's ledger stays out of the landing page's JavaScript.
 */
import {
  buildLedger,
  type ClaimVerdict,
  type Ledger,
  type PlayerView,
  type PostedClaim,
  type ViewedEvent,
} from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';

/**
 * The claims among chat lines, in the order they were posted, and the line each came from. A line that does
 * not say the Round it was posted in (an old record's) is placed by `roundOf`, given the line's index.
 */
export function postedClaims(
  chat: readonly ChatLine[],
  roundOf: (index: number) => number = () => 0,
): { claims: PostedClaim[]; seqs: number[] } {
  const claims: PostedClaim[] = [];
  const seqs: number[] = [];
  chat.forEach((line, i) => {
    if (line.claim === undefined || line.seat === null) return;
    claims.push({ seat: line.seat, round: line.round ?? roundOf(i), claim: line.claim });
    seqs.push(line.seq);
  });
  return { claims, seqs };
}

export interface SeatLedger {
  readonly ledger: Ledger;
  /** The checker's verdict on each claim, by the `seq` of its chat line. */
  readonly verdicts: ReadonlyMap<number, ClaimVerdict>;
}

/** The viewer's ledger (a seat's or the spectator's), and the verdicts on the claims it holds. */
export function seatLedger(
  view: PlayerView,
  log: readonly ViewedEvent[],
  chat: readonly ChatLine[],
  roundOf?: (index: number) => number,
): SeatLedger {
  const { claims, seqs } = postedClaims(chat, roundOf);
  const ledger = buildLedger(view, log, claims);
  return { ledger, verdicts: new Map(ledger.claims.map((c, i) => [seqs[i]!, c.verdict])) };
}
