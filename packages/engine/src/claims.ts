import type { Colour, EncounterCard, LocationId, Role, Seat } from './types.ts';

/**
 * Structured table talk (issue 16): what a player may say with one tap, besides free chat. A claim is
 * not a game action: it changes nothing in the state and the rules never read it; it may be a lie. The
 * claims checker (`checkClaim`) holds claims against public facts only.
 */
export const CLAIM_KINDS = ['checked', 'route', 'gave', 'role', 'suspect', 'trust'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** What a State check showed, as a player tells it: alive (no Dead card) or dead (at least one). */
export const CHECK_VERDICTS = ['alive', 'dead'] as const;
export type CheckVerdict = (typeof CHECK_VERDICTS)[number];

export type Claim =
  /** "I checked X in round R: alive / dead." */
  | {
      readonly kind: 'checked';
      readonly target: Seat;
      readonly round: number;
      readonly verdict: CheckVerdict;
    }
  /** "My Route in round R allows these colours": all the colours of that line of the card (ROUTE-02). */
  | { readonly kind: 'route'; readonly round: number; readonly colours: readonly Colour[] }
  /** "In round R I gave X an Alive / a Dead card." */
  | { readonly kind: 'gave'; readonly to: Seat; readonly round: number; readonly card: EncounterCard }
  /** "I am the <role>" (an Investigator, the Seer, …). */
  | { readonly kind: 'role'; readonly role: Role }
  /** "I suspect X." */
  | { readonly kind: 'suspect'; readonly target: Seat }
  /** "I trust X." */
  | { readonly kind: 'trust'; readonly target: Seat };

/** A claim as the table heard it: who said it, and in which round (the round of the view it was said in). */
export interface PostedClaim {
  readonly seat: Seat;
  readonly round: number;
  readonly claim: Claim;
}

/** The game as far as a claim is held against it: what a state and a view both have. */
export interface ClaimGame {
  /** Seats at the table, the AUTOMA's included (AUTOMA-01). */
  readonly seats: { readonly length: number };
  readonly round: number;
}

/** The seats a claim names. */
export function claimSeats(claim: Claim): Seat[] {
  switch (claim.kind) {
    case 'checked':
    case 'suspect':
    case 'trust':
      return [claim.target];
    case 'gave':
      return [claim.to];
    case 'route':
    case 'role':
      return [];
  }
}

/** The one seat a claim is about, if any (a claim names at most one): whom a table-talk line addresses. */
export function claimAbout(claim: Claim): Seat | null {
  return claimSeats(claim)[0] ?? null;
}

/** The round a claim speaks of, if it names one. */
export function claimRound(claim: Claim): number | null {
  return 'round' in claim ? claim.round : null;
}

/**
 * Why a claim cannot be about this game (GEN-08): it names a seat not at the table, or the claimant's
 * own, or a round that has not begun. Anything else may be posted, true or not.
 */
export type ClaimProblem =
  | { readonly code: 'noSuchSeat'; readonly seat: Seat }
  | { readonly code: 'ownSeat' }
  | { readonly code: 'roundNotBegun'; readonly round: number };

/**
 * Why `seat` may not post this claim now (null: it may). The rules never read claims and a claim may
 * be a lie; this only keeps claims about this game. `claimTargets` and `claimRounds` list exactly
 * what it accepts.
 */
export function claimProblem(game: ClaimGame, seat: Seat, claim: Claim): ClaimProblem | null {
  for (const named of claimSeats(claim)) {
    if (named >= game.seats.length) return { code: 'noSuchSeat', seat: named };
    if (named === seat) return { code: 'ownSeat' };
  }
  const round = claimRound(claim);
  if (round !== null && round > game.round) return { code: 'roundNotBegun', round };
  return null;
}

/** The seats a claim by `seat` may name: every other seat at the table (all of them for no seat). */
export function claimTargets(game: ClaimGame, seat: Seat | null): Seat[] {
  return Array.from({ length: game.seats.length }, (_, s) => s).filter((s) => s !== seat);
}

/** The rounds a claim may name: those begun so far. */
export function claimRounds(game: ClaimGame): number[] {
  return Array.from({ length: game.round }, (_, i) => i + 1);
}

/**
 * Why the claims checker holds a claim to be false (or its claimant to have deviated from what an
 * Investigator must do). A closed set, so that the web can word each one in every language.
 * - `noSuchCheck`: the claimant made no public check of that target in that round.
 * - `deadCardRevealed`: the target's Dead card was revealed (by a check or Lifelines) with no card
 *   reaching its Pulse deck since the claimed "alive" check, so that check saw it.
 * - `deadNotRevealed`: the claimant says it saw a Dead card but revealed none; an Investigator must
 *   (ACT-CHECKSTATE-04), so the claim is false or the claimant a Cultist.
 * - `checkShowedOtherwise`: the claimant's own check, shown to this viewer (its own ledger, or after
 *   the end), saw otherwise.
 * - `contradictsMyCheck`: this viewer's own check of the target, with the Pulse deck known unchanged
 *   in between as far as it matters, saw otherwise.
 * - `routeColourUsed`: the claimant took a Room action, in a round on the same Route line, in a room
 *   of a colour the claim leaves out (only a Cultist or a living Mechanic may).
 * - `routeClaimsDisagree`: another Route claim of the same seat cannot be on the same Route card.
 * - `noSuchRoute`: no Route card a player may hold shows these colours on that line.
 * - `noSuchEncounter`: claimant and recipient met in no Encounter that round.
 * - `noSuchGift`: they met, but the claimant's card went to someone else, or no card went.
 * - `cardFaceShown`: the face of the card given, shown to this viewer, is the other one.
 * - `roleRevealed`: the claimant's role was revealed as another role.
 * - `roleNotInGame`: that special role is not in this game.
 * - `roleTaken`: other seats were revealed with every copy of that role.
 * - `roleClaimedByOther`: more seats claim that role than the game has copies of it.
 */
export const CLAIM_REASON_CODES = [
  'noSuchCheck',
  'deadCardRevealed',
  'deadNotRevealed',
  'checkShowedOtherwise',
  'contradictsMyCheck',
  'routeColourUsed',
  'routeClaimsDisagree',
  'noSuchRoute',
  'noSuchEncounter',
  'noSuchGift',
  'cardFaceShown',
  'roleRevealed',
  'roleNotInGame',
  'roleTaken',
  'roleClaimedByOther',
] as const;
export type ClaimReasonCode = (typeof CLAIM_REASON_CODES)[number];

/** One contradiction, pointing at the fact (log entry) or the other claim it comes from. */
export interface ClaimReason {
  readonly code: ClaimReasonCode;
  /** The round of the contradicting fact. */
  readonly round?: number;
  /** The log entry (`seq`) of the contradicting fact. */
  readonly seq?: number;
  /** Another seat the reason names: who checked or revealed, whose role or claim. */
  readonly seat?: Seat;
  /** The other claim involved, by its index in the ledger's claims. */
  readonly claim?: number;
  /** The room of a Room action that the claimed Route rules out. */
  readonly room?: LocationId;
  /** The role or card face the fact shows. */
  readonly shown?: Role | EncounterCard;
}

/** The claims checker's verdict: no public fact against the claim, or the reasons it is false. */
export type ClaimVerdict =
  | { readonly status: 'consistent' }
  | { readonly status: 'contradicted'; readonly reasons: readonly ClaimReason[] };
