import type { Colour, EncounterCard, Role, Seat } from './types.ts';

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
  /** "My Route in round R allows these colours." */
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
