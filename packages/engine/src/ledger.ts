import type { ClaimVerdict, PostedClaim } from './claims.ts';
import { checkClaim } from './claims-check.ts';
import {
  collectFacts,
  ledgerTable,
  normalised,
  type CheckFact,
  type DeathFact,
  type GiftFact,
  type LedgerFact,
  type LedgerSetup,
  type LedgerTable,
  type RoomFact,
  type VoteFact,
} from './ledger-facts.ts';
import type { ViewedEvent } from './view.ts';
import type { Role, Seat } from './types.ts';

/**
 * The encounter ledger (issue 16): the public facts of a game as one seat (or the spectator) was
 * shown them, ordered and joined up so that a notebook can show them as a table or a timeline. It is
 * built from the log entries the viewer received and the claims posted at the table, and nothing
 * else: it shows nothing the viewer's view does not already show.
 */

/** A posted claim with the checker's verdict. */
export interface LedgerClaim extends PostedClaim {
  readonly verdict: ClaimVerdict;
}

/** One seat's ballot in a Vote: the final one, and the first if the Knife holder changed it. */
export interface SeatBallot {
  /** The `seq` of the Vote. */
  readonly vote: number;
  readonly round: number;
  readonly target: Seat | null;
  readonly changedFrom?: Seat | null;
}

/** What the notebook shows next to one Character. */
export interface SeatSummary {
  readonly seat: Seat;
  /** As far as the log shows (a hidden murder stays hidden). */
  readonly alive: boolean;
  readonly role: Role | null;
  readonly death: DeathFact | null;
  /** The rounds in which this seat met each seat, by seat (its own entry empty). */
  readonly met: readonly (readonly number[])[];
  readonly gave: readonly GiftFact[];
  readonly received: readonly GiftFact[];
  readonly checks: readonly CheckFact[];
  readonly checkedBy: readonly CheckFact[];
  readonly roomActions: readonly RoomFact[];
  readonly ballots: readonly SeatBallot[];
  /** Its claims, by index in `Ledger.claims`. */
  readonly claims: readonly number[];
  /** Those of its claims the checker found contradicted. */
  readonly contradicted: readonly number[];
}

export interface Ledger {
  readonly table: LedgerTable;
  /** Every fact, in log order. */
  readonly facts: readonly LedgerFact[];
  /** The claims in the order given, each with its verdict. */
  readonly claims: readonly LedgerClaim[];
  /** One summary per seat, by seat. */
  readonly seats: readonly SeatSummary[];
}

/**
 * Builds `setup.viewer`'s ledger from the log entries it was shown (in any order, repeats allowed:
 * the chunks a client received, concatenated) and the claims posted so far.
 */
export function buildLedger(
  setup: LedgerSetup,
  log: readonly ViewedEvent[],
  claims: readonly PostedClaim[] = [],
): Ledger {
  const table = ledgerTable(setup);
  const facts = collectFacts(table, setup.board.layout.central, normalised(log));
  const basis = { table, facts, claims };
  const checked: LedgerClaim[] = claims.map((c) => ({ ...c, verdict: checkClaim(basis, c) }));
  return { table, facts, claims: checked, seats: summaries(table.seats, facts, checked) };
}

/** Each seat's share of the facts and claims. */
function summaries(
  seats: number,
  facts: readonly LedgerFact[],
  claims: readonly LedgerClaim[],
): SeatSummary[] {
  return Array.from({ length: seats }, (_, seat): SeatSummary => {
    const met: number[][] = Array.from({ length: seats }, () => []);
    let alive = true;
    let role: Role | null = null;
    let death: DeathFact | null = null;
    const ballots: SeatBallot[] = [];
    for (const f of facts) {
      if (f.kind === 'encounter' && f.participants.includes(seat)) {
        for (const other of f.participants) if (other !== seat) met[other]!.push(f.round);
      } else if (f.kind === 'death' && f.seat === seat) {
        alive = false;
        death = f;
      } else if (f.kind === 'revival' && f.revived === seat) {
        alive = true;
      } else if (f.kind === 'role' && f.seat === seat) {
        role = f.role;
      } else if (f.kind === 'vote' && f.ballots) {
        ballots.push(ballotOf(f, seat, f.ballots));
      }
    }
    const own = claims.flatMap((c, i) => (c.seat === seat ? [i] : []));
    return {
      seat,
      alive,
      role,
      death,
      met,
      gave: facts.filter((f): f is GiftFact => f.kind === 'gift' && f.from === seat),
      received: facts.filter((f): f is GiftFact => f.kind === 'gift' && f.to === seat),
      checks: facts.filter((f): f is CheckFact => f.kind === 'check' && f.seat === seat),
      checkedBy: facts.filter((f): f is CheckFact => f.kind === 'check' && f.target === seat),
      roomActions: facts.filter(
        (f): f is RoomFact => f.kind === 'room' && (f.seat === seat || f.partner === seat),
      ),
      ballots,
      claims: own,
      contradicted: own.filter((i) => claims[i]!.verdict.status === 'contradicted'),
    };
  });
}

/** VOTE-05/06: the ballot as revealed, and as changed by the Knife holder. */
function ballotOf(vote: VoteFact, seat: Seat, ballots: readonly (Seat | null)[]): SeatBallot {
  const first = ballots[seat] ?? null;
  const change = vote.changes.findLast((c) => c.seat === seat);
  return change
    ? { vote: vote.seq, round: vote.round, target: change.to, changedFrom: first }
    : { vote: vote.seq, round: vote.round, target: first };
}
