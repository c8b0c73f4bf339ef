import type { CardCounts, EventId, PlayerCount } from '../types.ts';

/**
 * The rulebook's per-player-count table (inventory 1.3, PC-01…PC-11), as data.
 * Counts are for the setup player count (4 players use the 5-player setup with the AUTOMA).
 */
export interface PlayerCountTable {
  readonly cultists: number; // PC-11
  readonly investigatorDeck: { readonly first: Partial<CardCounts>; readonly second: Partial<CardCounts> }; // PC-01
  readonly cultistDeck: { readonly first: Partial<CardCounts>; readonly second: Partial<CardCounts> }; // PC-02
  /** PC-03, by deck edition (AMB-38, D-01): the editions differ at 6 players; none at 7. */
  readonly pulseStart: { readonly first: Partial<CardCounts>; readonly second: Partial<CardCounts> } | null;
  readonly roomStart: Partial<CardCounts>; // PC-04 (the draw pile is the same, PC-05)
  readonly roomTokens: { readonly explored: number; readonly unsafe: number }; // PC-08
  readonly vpTarget: number; // PC-09
  readonly killTarget: number; // PC-10
  readonly portalWindow: number; // PC-14
  readonly knife: 'change' | 'double'; // PC-13
  readonly layout: string; // SETUP-08
}

export const PLAYER_COUNT_TABLE: Readonly<Record<PlayerCount, PlayerCountTable>> = {
  5: {
    cultists: 1,
    investigatorDeck: { first: { alive: 7, success: 8 }, second: { alive: 9, success: 8 } },
    cultistDeck: {
      first: { alive: 4, dead: 3, success: 2, failure: 4, sabotage: 2 },
      second: { alive: 6, dead: 3, success: 2, failure: 4, sabotage: 2 },
    },
    pulseStart: { first: { alive: 5, dead: 1 }, second: { alive: 5, dead: 1 } },
    roomStart: { success: 5, failure: 3, sabotage: 1 },
    roomTokens: { explored: 5, unsafe: 4 },
    vpTarget: 10,
    killTarget: 3,
    portalWindow: 3,
    knife: 'change',
    layout: 'small',
  },
  6: {
    cultists: 1,
    investigatorDeck: { first: { alive: 7, success: 8 }, second: { alive: 9, success: 8 } },
    cultistDeck: {
      first: { alive: 4, dead: 3, success: 2, failure: 4, sabotage: 2 },
      second: { alive: 6, dead: 3, success: 2, failure: 4, sabotage: 2 },
    },
    // EN 1st edition 5 + 2; ES 2nd edition (and NL) 5 + 1, one cell spanning 4/5 and 6 players.
    pulseStart: { first: { alive: 5, dead: 2 }, second: { alive: 5, dead: 1 } },
    roomStart: { success: 4, failure: 4, sabotage: 1 },
    roomTokens: { explored: 4, unsafe: 5 },
    vpTarget: 12,
    killTarget: 4,
    portalWindow: 3,
    knife: 'change',
    layout: 'small',
  },
  7: {
    cultists: 2,
    investigatorDeck: { first: { alive: 9, success: 8 }, second: { alive: 9, success: 8 } },
    cultistDeck: {
      first: { alive: 6, dead: 3, success: 2, failure: 4, sabotage: 2 },
      second: { alive: 6, dead: 3, success: 2, failure: 4, sabotage: 2 },
    },
    pulseStart: null,
    roomStart: { success: 5, failure: 4, sabotage: 1 },
    roomTokens: { explored: 6, unsafe: 4 },
    vpTarget: 12,
    killTarget: 4,
    portalWindow: 2,
    knife: 'double',
    layout: 'medium',
  },
  8: {
    cultists: 2,
    investigatorDeck: { first: { alive: 9, success: 8 }, second: { alive: 9, success: 8 } },
    cultistDeck: {
      first: { alive: 6, dead: 3, success: 2, failure: 4, sabotage: 2 },
      second: { alive: 6, dead: 3, success: 2, failure: 4, sabotage: 2 },
    },
    pulseStart: { first: { alive: 7, dead: 1 }, second: { alive: 7, dead: 1 } },
    roomStart: { success: 5, failure: 5, sabotage: 1 },
    roomTokens: { explored: 5, unsafe: 6 },
    vpTarget: 13,
    killTarget: 5,
    portalWindow: 2,
    knife: 'double',
    layout: 'large',
  },
};

/** The Pulse starting deck of a game (PC-03), or null where there is none (7 players). */
export function pulseStartFor(players: PlayerCount, edition: 'first' | 'second'): Partial<CardCounts> | null {
  return PLAYER_COUNT_TABLE[players].pulseStart?.[edition] ?? null;
}

/** Unsafe Passage deck at every count (PC-06). */
export const UNSAFE_START: Partial<CardCounts> = { success: 1, failure: 1 };

/** The 12 Event tokens in the Bag at every count (PC-07). */
export const EVENT_TOKENS: readonly EventId[] = [
  'lightningStrike',
  'lightningStrike',
  'secretDoors',
  'secretDoors',
  'noConnection',
  'falseEyes',
  'boostedMorale',
  'inControl',
  'portalOpens',
  'brokenPanes',
  'lostMorale',
  'mirror',
];

/**
 * The tokens a game's Bag holds: the 12 of PC-07, without Broken Panes in a first game (FIRST-03),
 * and with Lifelines in place of False Eyes Watching You when the game uses it (MOC-SETUP-04).
 */
export function bagTokens(ruleset: {
  readonly unsafePassage: boolean;
  readonly lifelines: boolean;
}): EventId[] {
  // A loop, not `flatMap`: this runs in every `createGame`.
  const out: EventId[] = [];
  for (const t of EVENT_TOKENS) {
    if (t === 'brokenPanes' && !ruleset.unsafePassage) continue;
    out.push(t === 'falseEyes' && ruleset.lifelines ? 'lifelines' : t);
  }
  return out;
}

/** MOC-SETUP-04 / AMB-41: Lifelines is played at a setup count of 4-6 or 8, never at 7. */
export function lifelinesAllowed(players: PlayerCount): boolean {
  return players !== 7;
}

/**
 * PROF-GEN-01: the Professions module needs 2 Cultists, so a setup count of 7 or 8 (7 players, 8, or 6 with
 * the AUTOMA). Asked by the option check, and by the create form and the CLI to offer it only there.
 */
export function professionsAllowed(players: PlayerCount): boolean {
  return PLAYER_COUNT_TABLE[players].cultists >= 2;
}

/** EVT-LIFELINES-01 / AMB-41: the First Player picks 2 targets at 4-6 players, 3 at 7-8 (the setup count). */
export function lifelinesTargets(players: PlayerCount): number {
  return players >= 7 ? 3 : 2;
}

/** The whole card pool in the box (COMP-04): 10 Route cards are counted separately. */
export const CARD_POOL: CardCounts = { alive: 73, dead: 9, success: 63, failure: 20, sabotage: 7 };
export const ROUTE_CARDS = 10;
export const BOOK_TOKENS = 25; // COMP-10
export const CULTIST_TOKENS = 3; // COMP-11
export const ROOM_TOKENS = 12; // COMP-09
export const MAX_ROUNDS = 10; // ROUND-01
export const MOVEMENT_POINTS = 3; // MOVE-02
