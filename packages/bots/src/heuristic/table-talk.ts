import {
  buildLedger,
  checkClaim,
  claimProblem,
  type Claim,
  type ClaimReasonCode,
  type ClaimVerdict,
  type Ledger,
  type PlayerView,
  type PostedClaim,
  type Seat,
} from '@among-cultists/engine';
import type { Memory } from './memory.ts';

/**
 * What a seat heard at the table (issue 16): every claim posted, its own included, in order. The
 * claims checker (`checkClaim`) holds each against the public facts of this seat's log; a claim it
 * finds contradicted weighs against its claimant. Opinions (suspect, trust) weigh by how far the
 * listener trusts the speaker, and only in the Vote they were said for.
 */
export class TableTalk {
  readonly heard: PostedClaim[] = [];
  /** The Route card whose lines a Cultist claims (its cover story), once it has claimed one. */
  cover: number | null = null;
  /** Keys (`claimKey`) of the claims this seat said, so that it says none twice. */
  readonly said: string[] = [];
  /** The discussion this seat last opened in (round and last log entry read), null before the first. */
  discussion: string | null = null;
  /** Answers it may still give in that discussion (replies.ts). */
  repliesLeft = 0;
  /** How many of the claims heard it has weighed for an answer. */
  answered = 0;
  /** The Route claims this seat said, whether or not the table relayed them back. */
  readonly routes: Extract<Claim, { kind: 'route' }>[] = [];
  #ledger: { readonly key: string; readonly ledger: Ledger } | null = null;
  #evidence: { readonly key: string; readonly mine: number[]; readonly table: number[] } | null = null;

  hear(claims: readonly PostedClaim[]): void {
    for (const c of claims) this.heard.push(c);
  }

  /** This seat's ledger now: its log so far and the claims heard (built again only when either grew). */
  ledger(view: PlayerView, memory: Memory): Ledger {
    const key = `${memory.lastSeq}:${this.heard.length}`;
    if (this.#ledger?.key !== key) {
      const claims = this.heard.filter((c) => validClaim(c, view.seats.length));
      this.#ledger = { key, ledger: buildLedger(view, memory.entries, claims) };
    }
    return this.#ledger.ledger;
  }

  /** The checker's verdict on a claim this seat considers making now. */
  verdict(view: PlayerView, memory: Memory, claim: Claim): ClaimVerdict {
    const ledger = this.ledger(view, memory);
    return checkClaim(ledger, { seat: view.viewer as Seat, round: view.round, claim });
  }

  /**
   * How much the contradicted claims weigh against each seat: `mine` with everything this seat
   * knows, `table` with the public facts only (what anyone can hold against the claimant). Worked
   * out again for the ballots of a Vote (and the first time claims are heard); other decisions use
   * the last verdicts. A ledger costs about a millisecond, and a claim's verdict matters most when
   * the table votes.
   */
  evidence(view: PlayerView, memory: Memory): { mine: readonly number[]; table: readonly number[] } {
    const n = view.seats.length;
    if (this.heard.length === 0) return { mine: zeros(n), table: zeros(n) };
    const balloting = view.phase.kind === 'vote' && view.phase.stage !== 'discussion';
    if (this.#evidence && !balloting) return this.#evidence;
    const key = `${this.heard.length}:${memory.lastSeq}`;
    if (this.#evidence?.key === key) return this.#evidence;
    const mine = zeros(n);
    const table = zeros(n);
    const mechanic = view.config.specialRoles.includes('mechanic');
    for (const c of this.ledger(view, memory).claims) {
      if (c.seat === view.viewer || c.verdict.status !== 'contradicted') continue;
      const weights = c.verdict.reasons.map((r) => reasonWeight(r.code, mechanic));
      mine[c.seat]! += Math.max(0, ...weights);
      const open = c.verdict.reasons.filter((r) => !PRIVATE_REASONS.has(r.code));
      table[c.seat]! += Math.max(0, ...open.map((r) => reasonWeight(r.code, mechanic)));
    }
    this.#evidence = { key, mine: mine.map(cap), table: table.map(cap) };
    return this.#evidence;
  }

  /** Opinions said this round (suspect: +1, trust: -1) by speaker, as heard, the listener's own left out. */
  opinions(view: PlayerView): { readonly seat: Seat; readonly target: Seat; readonly sign: number }[] {
    const out: { seat: Seat; target: Seat; sign: number }[] = [];
    for (const c of this.heard) {
      if (c.round !== view.round || c.seat === view.viewer || !validClaim(c, view.seats.length)) continue;
      if (c.claim.kind === 'suspect') out.push({ seat: c.seat, target: c.claim.target, sign: 1 });
      if (c.claim.kind === 'trust') out.push({ seat: c.seat, target: c.claim.target, sign: -1 });
    }
    return out;
  }
}

/**
 * Reasons the checker gives only from what this seat alone was shown: its own check, the face of a
 * card it gave or was shown. They convince this seat, but it cannot expect the table to follow.
 */
const PRIVATE_REASONS: ReadonlySet<ClaimReasonCode> = new Set([
  'contradictsMyCheck',
  'checkShowedOtherwise',
  'cardFaceShown',
]);

/**
 * How strongly a contradicted claim marks its claimant as a Cultist, on the suspicion scale (3 is
 * worth a vote). Lying about a check, or not revealing a Dead card one says one saw, is what a
 * Cultist does (ACT-CHECKSTATE-04/05); a Route colour used outside the claim is a Cultist's or a
 * living Mechanic's (ROLE-MECHANIC-01); other slips (who met whom, roles) may be a muddle.
 */
export function reasonWeight(code: ClaimReasonCode, mechanic: boolean): number {
  switch (code) {
    case 'deadNotRevealed':
    case 'checkShowedOtherwise':
      return 15;
    case 'deadCardRevealed':
    case 'contradictsMyCheck':
    case 'cardFaceShown':
      return 10;
    case 'noSuchCheck':
      return 8;
    case 'routeColourUsed':
      return mechanic ? 3 : 10;
    case 'routeClaimsDisagree':
    case 'noSuchRoute':
    case 'noSuchEncounter':
    case 'noSuchGift':
    case 'roleRevealed':
    case 'roleTaken':
      return 5;
    case 'roleNotInGame':
      return 4;
    case 'roleClaimedByOther':
      return 2;
  }
}

/**
 * A claim the table would have taken when it was said (the engine's `claimProblem`: the seats it names
 * are other seats at the table, its rounds begun), from a seat at the table: the bot reads only those.
 */
export function validClaim(c: PostedClaim, seats: number): boolean {
  const atTable = Number.isInteger(c.seat) && c.seat >= 0 && c.seat < seats;
  return atTable && claimProblem({ seats: { length: seats }, round: c.round }, c.seat, c.claim) === null;
}

const zeros = (n: number): number[] => new Array<number>(n).fill(0);
const cap = (v: number): number => Math.min(v, 20);
