import {
  automaAllowed,
  automaRequired,
  CARD_KINDS,
  DEFAULT_RULESET,
  PLAYER_COUNTS,
  seatCount,
  type CardCounts,
  type CardKind,
  type PlayerCount,
} from '@among-cultists/engine';
import { EVENT_TOKENS, PLAYER_COUNT_TABLE } from '@among-cultists/engine/content';

/** One column of the per-player-count table (inventory PC-*), read from the engine's data. */
export interface CountColumn {
  readonly players: PlayerCount;
  readonly cultists: number;
  readonly vpTarget: number;
  readonly killTarget: number;
  readonly investigatorDeck: readonly CardLine[];
  readonly cultistDeck: readonly CardLine[];
  /** null where the count has no Pulse starting deck. */
  readonly pulseStart: readonly CardLine[] | null;
  readonly portalWindow: number;
  readonly knife: 'change' | 'double';
}

export interface CardLine {
  readonly kind: CardKind;
  readonly n: number;
}

/** The cards of a partial multiset in the game's card order, leaving out the absent kinds. */
export function cardLines(counts: Partial<CardCounts>): CardLine[] {
  return CARD_KINDS.filter((k) => (counts[k] ?? 0) > 0).map((kind) => ({ kind, n: counts[kind] ?? 0 }));
}

/** Every setup count, with the deck edition the game plays by default. */
export function countColumns(edition = DEFAULT_RULESET.deckEdition): CountColumn[] {
  return PLAYER_COUNTS.map((players) => {
    const row = PLAYER_COUNT_TABLE[players];
    return {
      players,
      cultists: row.cultists,
      vpTarget: row.vpTarget,
      killTarget: row.killTarget,
      investigatorDeck: cardLines(row.investigatorDeck[edition]),
      cultistDeck: cardLines(row.cultistDeck[edition]),
      pulseStart: row.pulseStart === null ? null : cardLines(row.pulseStart[edition]),
      portalWindow: row.portalWindow,
      knife: row.knife,
    };
  });
}

/** How many of each Event token the Bag holds. */
export function eventTokenCounts(): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  for (const token of EVENT_TOKENS) out.set(token, (out.get(token) ?? 0) + 1);
  return out;
}

/**
 * Human players around the AUTOMA, from the engine's rules: the count that always plays with it and the
 * count that may add it, each with the setup count it then plays.
 */
export function automaCounts(): { four: number; five: number; six: number; seven: number } {
  const humans = Array.from({ length: Math.max(...PLAYER_COUNTS) }, (_, i) => i + 1).filter(automaAllowed);
  const four = humans.find((n) => automaRequired(n)) ?? 0;
  const six = humans.find((n) => !automaRequired(n)) ?? 0;
  return { four, five: seatCount(four, true), six, seven: seatCount(six, true) };
}

/** The range of human players: the smallest plays with the AUTOMA. */
export function playerRange(): { min: number; max: number } {
  const { four } = automaCounts();
  return { min: Math.min(four, ...PLAYER_COUNTS), max: Math.max(...PLAYER_COUNTS) };
}

/** The setup counts whose starting decks the 1st edition of the rulebook sets otherwise. */
export function editionCounts(): PlayerCount[] {
  const first = countColumns('first');
  return countColumns('second')
    .filter((column, i) => JSON.stringify(column) !== JSON.stringify(first[i]))
    .map((column) => column.players);
}
