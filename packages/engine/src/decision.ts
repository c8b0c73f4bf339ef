import type { Action, ActionType } from './actions.ts';
import { actors, legalActions } from './legal.ts';
import { PHASE_TABLE } from './phases.ts';
import type { GameState, Phase, PhaseKind } from './state.ts';
import type { CardCounts, Seat } from './types.ts';

/** The kinds of decision a timer can limit; each phase's entry in the phase table names its kind. */
export const DECISION_KINDS = [
  'night',
  'movement',
  'encounter',
  'event',
  'action',
  'discussion',
  'ballot',
  'cleanup',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/**
 * The decision the game waits for now (issue 29), read from the phase table (`phases.ts`): whoever
 * runs the table (the server's timers, its bot driver) asks this instead of a model of the phases of
 * its own.
 */
export interface Decision {
  /** Which timer paces it: the host sets one length per kind. */
  readonly kind: DecisionKind;
  /**
   * Names the step: the same while the same decision is awaited (a simultaneous step stays one step as
   * its seats answer), new with every logged event, phase, turn and Vote stage. A deadline is set once
   * per step.
   */
  readonly key: string;
  /** The seats asked to decide now: those with legal actions (`actors`). */
  readonly seats: readonly Seat[];
  /**
   * What `seat` does if its time runs out, or null if nothing is asked of it: the safe default of its
   * legal actions, except for an Encounter card (`timedOutAmong`). `draw(n)` is a secret integer in
   * [0, n), called only for that card.
   */
  readonly timedOut: (seat: Seat, draw: (n: number) => number) => Action | null;
}

/**
 * The decision awaited in `s`, or null once the game is over. Its seats and defaults are read from
 * `s` when first asked: after changing `s` in place (`applyInPlace`), ask `decisionOf` again.
 */
export function decisionOf(s: GameState): Decision | null {
  return decisionIn(s, s.phase.kind, s.phase);
}

type PhaseOf<K extends PhaseKind> = Extract<Phase, { kind: K }>;

/** `decisionOf` for a phase of kind `K`, which ties the phase to its own entry of the table. */
function decisionIn<K extends PhaseKind>(s: GameState, kind: K, phase: PhaseOf<K>): Decision | null {
  const rules = PHASE_TABLE[kind].decision;
  if (rules === null) return null;
  let seats: readonly Seat[] | null = null;
  return {
    kind: rules.kind(phase),
    key: `${s.round}:${s.log.length}:${kind}:${String(rules.step(phase))}`,
    // Listed when first read: the server asks the key after every change, the seats far more rarely.
    get seats() {
      return (seats ??= actors(s));
    },
    timedOut: (seat, draw) => {
      const legal = legalActions(s, seat);
      return legal.length === 0 ? null : timedOutAmong(kind, s.seats[seat]?.hand, legal, draw);
    },
  };
}

/**
 * What a seat whose time ran out does among its `legal` actions in a phase of kind `kind`: the safe
 * default (`safeDefault`), except for an Encounter card. There "an Alive card if any" would tell the
 * other participant, who saw the Encounter end at the public deadline, which card the late player
 * gave; so the card is drawn at random from the late player's `hand`, like a card handed over unseen.
 * Only the hand's counts are trusted: a card it does not hold is never given.
 */
export function timedOutAmong(
  kind: PhaseKind,
  hand: Readonly<Pick<CardCounts, 'alive' | 'dead'>> | undefined,
  legal: readonly Action[],
  draw: (n: number) => number,
): Action {
  let cards = 0;
  for (const a of legal) if (a.type === 'giveCard') cards++;
  if (cards > 1 && hand && hand.alive + hand.dead > 0) {
    const card = draw(hand.alive + hand.dead) < hand.dead ? 'dead' : 'alive';
    const chosen = legal.find((a) => a.type === 'giveCard' && a.card === card);
    if (chosen) return chosen;
  }
  return safeDefault(kind, legal);
}

/**
 * The safe default among `legal` (not empty) in a phase of kind `kind`, by that phase's preferences
 * in the table (`prefer`, then `safe`): it passes, abstains, keeps, refuses, conceals, gives an Alive
 * card, and ends a Movement as soon as it may end.
 */
export function safeDefault(kind: PhaseKind, legal: readonly Action[]): Action {
  const entry = PHASE_TABLE[kind];
  if (legal.length === 0) throw new Error(`safeDefault: no legal action in phase ${kind}`);
  if (entry.decision === null) return legal[0]!;
  return preferred(entry.decision, legal);
}

/**
 * What the safe default reads of a phase's decision rules, for a phase of any kind. `safe` is only
 * asked of an action whose type is in `prefer`, which its phase accepts (declared as a method, so that
 * each phase's own `safe`, over its own actions, fits here).
 */
interface Preferences {
  readonly prefer: readonly ActionType[];
  safe?(action: Action): boolean;
}

function preferred(rules: Preferences, legal: readonly Action[]): Action {
  let best = legal[0]!;
  let bestRank = Infinity;
  for (const a of legal) {
    const r = rank(rules, a);
    // The first of the best: the legal order decides between equals.
    if (r < bestRank) {
      best = a;
      bestRank = r;
    }
  }
  return best;
}

function rank(rules: Preferences, a: Action): number {
  const r = rules.prefer.indexOf(a.type);
  if (r < 0) return rules.prefer.length;
  return rules.safe === undefined || rules.safe(a) ? r : r + 0.5;
}
