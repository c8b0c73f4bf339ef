import type { DecisionKind } from '@among-cultists/protocol';
import type { Action, GameState, Phase } from '@among-cultists/engine';

/**
 * Decision timers. The host sets a limit per kind of decision; the server keeps the deadline and,
 * when it passes, takes a documented safe default for every seat still deciding. The defaults only
 * choose among the engine's legal actions, and never reveal what the player would not have: they
 * pass, abstain, keep, refuse, give an Alive card if there is one, and end a Movement as soon as
 * it may end.
 */
export type Timers = Partial<Record<DecisionKind, number>>;

/** Which kind of decision a phase asks for. */
export function decisionKind(phase: Phase): DecisionKind | null {
  switch (phase.kind) {
    case 'night':
    case 'detectiveNight': // PROF-DETECTIVE-02: the short night is paced like the first one
      return 'night';
    case 'movement':
      return 'movement';
    case 'encounter':
      return 'encounter';
    case 'falseEyes':
    case 'inControl':
    case 'lifelines':
      return 'event';
    case 'action':
    case 'portalConsent':
    case 'checkResult':
      return 'action';
    case 'vote':
      return phase.stage === 'discussion' ? 'discussion' : 'ballot';
    case 'mayorDecision': // PROF-MAYOR-01: the Mayor settles a tied Vote
      return 'ballot';
    case 'cleanup':
    case 'seerGuess':
      return 'cleanup';
    case 'over':
      return null;
  }
}

/** Identifies one decision step, so that a deadline is set once per step. */
export function stepKey(state: GameState): string {
  const p = state.phase;
  const who =
    'seat' in p
      ? p.seat
      : p.kind === 'vote'
        ? p.stage
        : p.kind === 'encounter'
          ? p.recipients.indexOf(null)
          : '';
  return `${state.round}:${state.log.length}:${p.kind}:${String(who)}`;
}

const PREFERENCE: readonly Action['type'][] = [
  'ready',
  'endRound',
  'keepBallot',
  'pass',
  'skipEvent',
  'returnEventToken',
  'endMovement',
  'endCheck',
  'ballot',
  'giveCard',
  'chooseRecipient',
  'answerPortal',
  'guessSeer',
  'step',
  'teleport',
];

/**
 * What the server does for a seat whose time ran out: the safe default, except for an Encounter card.
 * There "an Alive card if any" would tell the other participant, who saw the Encounter end at the public
 * deadline, which card the late player gave; so the card is drawn at random from the late player's hand,
 * like a card handed over unseen (`draw(n)` is a secret integer in [0, n)).
 */
export function timedOutAction(
  state: GameState,
  seat: number,
  legal: readonly Action[],
  draw: (n: number) => number,
): Action {
  const cards = legal.filter((a) => a.type === 'giveCard');
  const hand = state.seats[seat]?.hand;
  if (cards.length > 1 && hand && hand.alive + hand.dead > 0) {
    const card = draw(hand.alive + hand.dead) < hand.dead ? 'dead' : 'alive';
    const chosen = cards.find((a) => a.card === card);
    if (chosen) return chosen;
  }
  return defaultAction(legal);
}

/** The safe default among the legal actions of a seat whose time ran out. */
export function defaultAction(legal: readonly Action[]): Action {
  const ranked = [...legal].sort((a, b) => rank(a) - rank(b));
  return ranked[0]!;
}

function rank(a: Action): number {
  let r = PREFERENCE.indexOf(a.type);
  if (r < 0) r = PREFERENCE.length;
  // Within a type: abstain, conceal, refuse, an Alive card.
  if (a.type === 'ballot' && a.target !== null) r += 0.5;
  if (a.type === 'endCheck' && a.reveal) r += 0.5;
  if (a.type === 'answerPortal' && a.accept) r += 0.5;
  if (a.type === 'giveCard' && a.card === 'dead') r += 0.5;
  return r;
}
