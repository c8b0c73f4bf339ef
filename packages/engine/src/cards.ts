import { PLAYER_COUNT_TABLE, pulseStartFor, UNSAFE_START } from './content/tables.ts';
import type { GameConfig } from './options.ts';
import type { GameState } from './state.ts';
import { ROLE_INFO } from './content/roles.ts';
import { CARD_KINDS, emptyCounts, type CardCounts, type CardKind, type Role } from './types.ts';

/** Card bookkeeping: the totals a configuration puts into play, and where cards are now. */

export function addCounts(into: CardCounts, add: Partial<CardCounts>, times = 1): CardCounts {
  for (const k of CARD_KINDS) into[k] += (add[k] ?? 0) * times;
  return into;
}

export function countsOf(cards: readonly CardKind[]): CardCounts {
  const c = emptyCounts();
  for (const card of cards) c[card] += 1;
  return c;
}

export function listOf(counts: Partial<CardCounts>): CardKind[] {
  const out: CardKind[] = [];
  for (const k of CARD_KINDS) for (let i = 0; i < (counts[k] ?? 0); i++) out.push(k);
  return out;
}

export function totalOf(counts: CardCounts): number {
  return CARD_KINDS.reduce((s, k) => s + counts[k], 0);
}

/** SETUP-24: the Firestarter's deck trades 2 Success cards for 1 Sabotage and 1 Failure. */
export const FIRESTARTER_SWAP: Partial<CardCounts> = { success: -2, sabotage: 1, failure: 1 };

/**
 * SETUP-01 / PC-01 / PC-02 / SETUP-24: the deck a role starts the game with, by team, player
 * count and deck edition (the Firestarter's with its swap). What setup deals, and what a seat
 * reasoning about another can know that seat started with.
 */
export function startingHand(config: Pick<GameConfig, 'players' | 'ruleset'>, role: Role): CardCounts {
  const table = PLAYER_COUNT_TABLE[config.players];
  const edition = config.ruleset.deckEdition;
  const deck =
    ROLE_INFO[role].team === 'cultists' ? table.cultistDeck[edition] : table.investigatorDeck[edition];
  const hand = addCounts(emptyCounts(), deck);
  if (role === 'firestarter') addCounts(hand, FIRESTARTER_SWAP);
  return hand;
}

/** Every card that setup brings into play for this configuration (SETUP-01…11, PC-01…06). */
export function setupCardTotals(
  config: Pick<GameConfig, 'players' | 'cultists' | 'ruleset' | 'specialRoles'>,
): CardCounts {
  const table = PLAYER_COUNT_TABLE[config.players];
  const edition = config.ruleset.deckEdition;
  const totals = emptyCounts();
  addCounts(totals, table.investigatorDeck[edition], config.players - config.cultists);
  addCounts(totals, table.cultistDeck[edition], config.cultists);
  const pulseStart = pulseStartFor(config.players, edition);
  if (pulseStart) addCounts(totals, pulseStart);
  addCounts(totals, table.roomStart, 2); // room starting cards and the Draw pile
  if (config.ruleset.unsafePassage) addCounts(totals, UNSAFE_START);
  if (config.specialRoles.includes('firestarter')) addCounts(totals, FIRESTARTER_SWAP);
  return totals;
}

/** Cards by kind in every place of play, plus those removed from the game. */
export function cardsAccountedFor(s: GameState): CardCounts {
  const c = emptyCounts();
  for (const seat of s.seats) {
    addCounts(c, seat.hand);
    for (const card of seat.pulse) c[card] += 1;
  }
  for (const room of s.rooms) if (room) for (const card of room.deck) c[card] += 1;
  for (const card of s.drawPile) c[card] += 1;
  for (const card of s.unsafeDeck) c[card] += 1;
  return addCounts(c, s.removed);
}
