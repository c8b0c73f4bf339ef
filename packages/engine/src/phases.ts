import {
  actionFieldNames,
  hasOnlyFields,
  sameFields,
  type Action,
  type ActionOf,
  type ActionType,
} from './actions.ts';
import {
  ACTION_PHASE_ACTIONS,
  actionPhaseActions,
  answerPortal,
  applyActionPhase,
  checkResultActions,
  endCheck,
  portalConsentActions,
} from './rules/action-phase.ts';
import { chooseRecipient, encounterActions, encounterAny, giveCard } from './rules/encounter.ts';
import { cleanupActions, cleanupAnswer, guessSeer, seerGuessActions } from './rules/endgame.ts';
import {
  chooseLifeline,
  drawEventToken,
  falseEyes,
  falseEyesActions,
  inControlActions,
  lifelinesActions,
  settleEventToken,
  skipEvent,
} from './rules/events.ts';
import { endMovementTurn, nextAction, startRound } from './rules/flow.ts';
import {
  canEndMovement,
  continueMovement,
  hasTeleportTarget,
  isTeleportTarget,
  step,
  teleport,
  teleportTargets,
} from './rules/movement.ts';
import { callElevator, rideElevator } from './rules/mountains.ts';
import { hasLegalMove, isLegalStep, legalMoveActions, legalStepCost } from './rules/moves.ts';
import { castBallot, keepBallot, voteActions, voteAny, voteReady } from './rules/vote.ts';
import {
  detectiveNightActions,
  detectiveNightReady,
  exorcise,
  mayorActions,
  mayorDecides,
  professionActions,
  swapRoomDecks,
} from './rules/professions.ts';
import type { DecisionKind } from './decision.ts';
import type { GameState, Phase } from './state.ts';
import type { Seat } from './types.ts';

type PhaseKind = Phase['kind'];
type PhaseOf<K extends PhaseKind> = Extract<Phase, { kind: K }>;

/**
 * What one phase allows and what each of those actions does. `legal` lists the actions of the
 * types in `accepts` that `seat` may take now; `play` carries out one of them, known to be legal;
 * `decision` says how the step is paced and what a late seat does (`decisionOf`), null when nothing
 * is asked any more.
 *
 * Two shortcuts for the hot paths, both the same rules as `legal` (phases.test's properties hold
 * them to it): given `only`, `legal` may leave out the actions of other types (it lists every one
 * of type `only`, in the same order), so that checking a sent action builds only the actions of
 * its type (`legalOfType`); `any` says whether `legal` lists anything, without building the list
 * (`actors`). A phase without `any` builds the list and looks at its length. `find` gives the
 * legal action of type `type` whose fields equal the unchecked `action`'s, or null (the check of a
 * sent action, `legalMatching`); a phase without it looks in `legal` given `only`.
 */
interface PhaseRules<K extends PhaseKind, T extends ActionType> {
  readonly accepts: readonly T[];
  readonly legal: (s: GameState, phase: PhaseOf<K>, seat: Seat, only?: ActionType) => ActionOf<T>[];
  readonly any?: (s: GameState, phase: PhaseOf<K>, seat: Seat) => boolean;
  readonly find?: Find<K>;
  readonly play: (s: GameState, phase: PhaseOf<K>, seat: Seat, action: ActionOf<T>) => void;
  readonly decision: DecisionRules<NoInfer<K>, T> | null;
}

/**
 * How a phase's decisions are timed and defaulted (issue 29). The host sets one timer per `kind`;
 * `step` tells apart the successive turns of one phase that log nothing between them (the step's key
 * holds the round and the log's length besides); a seat whose time runs out takes the first of its
 * legal actions in the order of `prefer` (types not listed come after, in their legal order), and
 * within a type one that is `safe` before one that is not: the documented safe defaults, which pass,
 * abstain, keep, refuse, conceal and give an Alive card.
 */
interface DecisionRules<K extends PhaseKind, T extends ActionType> {
  readonly kind: (phase: PhaseOf<K>) => DecisionKind;
  readonly step: (phase: PhaseOf<K>) => string | number;
  readonly prefer: readonly T[];
  readonly safe?: (action: ActionOf<T>) => boolean;
}

/** The step of a phase that is one seat's turn. */
// Generic so that `rules` infers each entry's phase kind from its `legal` and `play` alone.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
const seatStep = <P extends { readonly seat: Seat }>(phase: P): Seat => phase.seat;
/** The step of a phase that has one step only (or whose steps the log tells apart). */
const oneStep = (): string => '';

/** A phase's `find` (see `PhaseRules`). */
type Find<K extends PhaseKind> = (
  s: GameState,
  phase: PhaseOf<K>,
  seat: Seat,
  type: ActionType,
  action: object,
) => Action | null;

/** A phase's accepted action types as a lookup, for `play`'s check. */
type Accepted = Readonly<Partial<Record<ActionType, true>>>;

/**
 * A phase's entry in the table: its rules, `any` (the phase's own or one from `legal`), and the
 * lookup of the types it accepts (made once).
 */
interface PhaseEntry<K extends PhaseKind, T extends ActionType> extends PhaseRules<K, T> {
  readonly any: (s: GameState, phase: PhaseOf<K>, seat: Seat) => boolean;
  readonly find: Find<K>;
  readonly accepted: Accepted;
}

/**
 * Declares a phase's rules. The phase kind `K` comes from `legal`'s and `play`'s phase, the action
 * types `T` from `accepts`, and the compiler holds `legal` (the rule generators' own return types),
 * `play` and the `decision`'s preferences to those types.
 */
function rules<K extends PhaseKind, T extends ActionType>(r: PhaseRules<K, T>): PhaseEntry<K, T> {
  const accepted: Partial<Record<ActionType, true>> = {};
  for (const type of r.accepts) accepted[type] = true;
  const legal = r.legal;
  // Every entry is built with the same fields in the same order: one shape for the JIT.
  return {
    accepts: r.accepts,
    legal,
    any: r.any ?? ((s, phase, seat) => legal(s, phase, seat).length > 0),
    find: r.find ?? ((s, phase, seat, type, action) => findListed(legal(s, phase, seat, type), type, action)),
    play: r.play,
    decision: r.decision,
    accepted: Object.freeze(accepted),
  };
}

/** Whether `action` is of a type the phase of `entry` accepts: then it is one of that phase's actions. */
export function fits<T extends ActionType>(
  entry: { readonly accepts: readonly T[]; readonly accepted: Accepted },
  action: Action,
): action is ActionOf<T> {
  return entry.accepted[action.type] === true;
}

/** The Movement's legal actions (`legal` of its entry). */
function movementLegal(
  s: GameState,
  phase: PhaseOf<'movement'>,
  seat: Seat,
  only?: ActionType,
): ActionOf<'step' | 'endMovement' | 'teleport' | 'rideElevator' | 'callElevator'>[] {
  if (phase.seat !== seat) return [];
  if (!s.seats[seat]!.alive)
    return teleportTargets(s, seat).map((to): ActionOf<'teleport'> => ({ type: 'teleport', to }));
  // `only`: the moves of other types are not asked GOLD-03 (the costly part), nor the end.
  const out: ActionOf<'step' | 'endMovement' | 'rideElevator' | 'callElevator'>[] =
    only !== 'endMovement' ? legalMoveActions(s, phase, only) : [];
  if ((only === undefined || only === 'endMovement') && canEndMovement(s, phase))
    out.push({ type: 'endMovement' });
  return out;
}

/**
 * The action of type `type` in `listed` whose fields of that type equal `action`'s, if `action`
 * has no other key; otherwise null (the default `find`). `action` is unchecked.
 */
export function findListed(listed: readonly Action[], type: string, action: object): Action | null {
  let fields: readonly string[] | null = null;
  for (let i = 0; i < listed.length; i++) {
    const a = listed[i]!;
    if (a.type !== type) continue;
    fields ??= actionFieldNames(a.type);
    // `type` (the first field) is equal already: a type without other fields is this action.
    if (fields.length === 1 || sameFields(a, action as Action, fields, 1))
      return hasOnlyFields(action, fields) ? a : null;
  }
  return null;
}

/**
 * The one table of play, keyed by phase: each phase's legal actions beside their effects. Legality
 * (`legalActions`) and effect (`play`) both go through it, so an action can only be carried out in
 * a phase that lists its type; anything else is a bug and throws.
 */
export const PHASE_RULES = Object.freeze({
  night: rules({
    accepts: ['ready'],
    legal: (_s, phase: PhaseOf<'night'>, seat) => (phase.ready[seat] === true ? [] : [{ type: 'ready' }]),
    any: (_s, phase, seat) => phase.ready[seat] !== true,
    play: (s, phase: PhaseOf<'night'>, seat) => {
      phase.ready[seat] = true;
      if (phase.ready.every(Boolean)) startRound(s);
    },
    decision: { kind: () => 'night', step: oneStep, prefer: ['ready'] },
  }),
  movement: rules({
    accepts: ['step', 'endMovement', 'teleport', 'rideElevator', 'callElevator'],
    legal: movementLegal,
    // A sent step asks GOLD-03 of the steps to its Room only, not of the whole list; a sent
    // teleport asks of its Location only.
    find: (s, phase: PhaseOf<'movement'>, seat, type, action) => {
      if (phase.seat === seat && (type === 'step' || type === 'teleport')) {
        const to = (action as { readonly to?: unknown }).to;
        if (!hasOnlyFields(action, actionFieldNames(type))) return null;
        if (!s.seats[seat]!.alive)
          return type === 'teleport' && isTeleportTarget(s, seat, to) ? { type: 'teleport', to } : null;
        if (type === 'step')
          return typeof to === 'number' && isLegalStep(s, phase, to) ? { type: 'step', to } : null;
      }
      return findListed(movementLegal(s, phase, seat, type), type, action);
    },
    any: (s, phase, seat) => {
      if (phase.seat !== seat) return false;
      if (!s.seats[seat]!.alive) return hasTeleportTarget(s, seat);
      return canEndMovement(s, phase) || hasLegalMove(s, phase);
    },
    play: (s, phase: PhaseOf<'movement'>, seat, action) => {
      if (action.type === 'endMovement') endMovementTurn(s, seat);
      else if (action.type === 'teleport') teleport(s, seat, action.to);
      else if (action.type === 'rideElevator') {
        if (!rideElevator(s, phase)) continueMovement(s, phase);
      } else if (action.type === 'callElevator') {
        if (!callElevator(s, phase, action.elevator)) continueMovement(s, phase);
      } else {
        step(s, phase, action.to, legalStepCost(s, phase, action.to));
      }
    },
    decision: { kind: () => 'movement', step: seatStep, prefer: ['endMovement', 'step', 'teleport'] },
  }),
  encounter: rules({
    accepts: ['chooseRecipient', 'giveCard'],
    legal: (s, phase: PhaseOf<'encounter'>, seat) => encounterActions(s, phase, seat),
    any: (s, phase, seat) => encounterAny(s, phase, seat),
    play: (s, phase: PhaseOf<'encounter'>, seat, action) => {
      if (action.type === 'chooseRecipient') chooseRecipient(s, phase, seat, action.to);
      else giveCard(s, phase, seat, action.card);
    },
    decision: {
      kind: () => 'encounter',
      // ENC-02: the participants name their recipients in turn.
      step: (phase) => phase.recipients.indexOf(null),
      prefer: ['giveCard', 'chooseRecipient'],
      safe: (a) => a.type !== 'giveCard' || a.card === 'alive',
    },
  }),
  falseEyes: rules({
    accepts: ['falseEyes', 'skipEvent'],
    legal: (s, phase: PhaseOf<'falseEyes'>, seat) => falseEyesActions(s, phase, seat),
    play: (s, phase: PhaseOf<'falseEyes'>, _seat, action) => {
      if (action.type === 'falseEyes') falseEyes(s, phase, action.target);
      else skipEvent(s, phase);
    },
    decision: { kind: () => 'event', step: seatStep, prefer: ['skipEvent'] },
  }),
  inControl: rules({
    accepts: ['drawEventToken', 'discardEventToken', 'returnEventToken', 'skipEvent'],
    legal: (s, phase: PhaseOf<'inControl'>, seat) => inControlActions(s, phase, seat),
    play: (s, phase: PhaseOf<'inControl'>, _seat, action) => {
      if (action.type === 'drawEventToken') drawEventToken(s, phase);
      else if (action.type === 'skipEvent') skipEvent(s, phase);
      else settleEventToken(s, phase, action.type === 'discardEventToken');
    },
    decision: { kind: () => 'event', step: seatStep, prefer: ['skipEvent', 'returnEventToken'] },
  }),
  lifelines: rules({
    accepts: ['lifelinesTarget'],
    legal: (s, phase: PhaseOf<'lifelines'>, seat) => lifelinesActions(s, phase, seat),
    play: (s, phase: PhaseOf<'lifelines'>, _seat, action) => {
      chooseLifeline(s, phase, action.target);
    },
    decision: { kind: () => 'event', step: seatStep, prefer: [] },
  }),
  action: rules({
    accepts: [...ACTION_PHASE_ACTIONS, 'exorcise', 'swapRoomDecks'],
    legal: (s, phase: PhaseOf<'action'>, seat, only) => {
      // AMB-43/AMB-44: after its action the holder may only use its power or pass (listed first: the timer's default).
      if (phase.afterAction === true)
        return phase.seat !== seat ? [] : [{ type: 'pass' }, ...professionActions(s, phase, seat)];
      const out: ActionOf<(typeof ACTION_PHASE_ACTIONS)[number] | 'exorcise' | 'swapRoomDecks'>[] =
        actionPhaseActions(s, phase, seat, only);
      // ACTPH-07: the Professions' free extra actions.
      if (s.professions && (only === undefined || only === 'exorcise' || only === 'swapRoomDecks'))
        out.push(...professionActions(s, phase, seat));
      return out;
    },
    // Passing is always open to the seat whose turn it is (ACTPH-06), after its action too (AMB-43).
    any: (_s, phase, seat) => phase.seat === seat,
    play: (s, phase: PhaseOf<'action'>, seat, action) => {
      if (action.type === 'exorcise') exorcise(s, seat, action.ghost, action.victim);
      else if (action.type === 'swapRoomDecks') swapRoomDecks(s, seat, action.room, action.other);
      else if (phase.afterAction !== true) applyActionPhase(s, seat, action);
      // After the holder's action, using the power or passing on it ends the turn.
      if (phase.afterAction === true) nextAction(s);
    },
    decision: { kind: () => 'action', step: seatStep, prefer: ['pass'] },
  }),
  portalConsent: rules({
    accepts: ['answerPortal'],
    legal: (s, phase: PhaseOf<'portalConsent'>, seat) => portalConsentActions(s, phase, seat),
    play: (s, phase: PhaseOf<'portalConsent'>, _seat, action) => {
      answerPortal(s, phase, action.accept);
    },
    decision: {
      kind: () => 'action',
      step: oneStep,
      prefer: ['answerPortal'],
      safe: (a) => !a.accept,
    },
  }),
  checkResult: rules({
    accepts: ['endCheck'],
    legal: (s, phase: PhaseOf<'checkResult'>, seat) => checkResultActions(s, phase, seat),
    play: (s, phase: PhaseOf<'checkResult'>, _seat, action) => {
      endCheck(s, phase, action.reveal);
    },
    decision: { kind: () => 'action', step: oneStep, prefer: ['endCheck'], safe: (a) => !a.reveal },
  }),
  vote: rules({
    accepts: ['ready', 'ballot', 'keepBallot'],
    legal: (s, phase: PhaseOf<'vote'>, seat) => voteActions(s, phase, seat),
    any: (s, phase, seat) => voteAny(s, phase, seat),
    play: (s, phase: PhaseOf<'vote'>, seat, action) => {
      if (action.type === 'ready') voteReady(s, phase, seat);
      else if (action.type === 'ballot') castBallot(s, phase, seat, action.target);
      else keepBallot(s, phase);
    },
    decision: {
      kind: (phase) => (phase.stage === 'discussion' ? 'discussion' : 'ballot'),
      step: (phase) => phase.stage,
      prefer: ['ready', 'keepBallot', 'ballot'],
      safe: (a) => a.type !== 'ballot' || a.target === null,
    },
  }),
  cleanup: rules({
    accepts: ['endRound', 'claimVictory'],
    legal: (s, phase: PhaseOf<'cleanup'>, seat) => cleanupActions(s, phase, seat),
    any: (_s, phase, seat) => phase.ready[seat] !== true,
    play: (s, phase: PhaseOf<'cleanup'>, seat, action) => {
      cleanupAnswer(s, phase, seat, action.type === 'claimVictory');
    },
    decision: { kind: () => 'cleanup', step: oneStep, prefer: ['endRound'] },
  }),
  seerGuess: rules({
    accepts: ['guessSeer'],
    legal: (s, phase: PhaseOf<'seerGuess'>, seat) => seerGuessActions(s, phase, seat),
    play: (s, phase: PhaseOf<'seerGuess'>, seat, action) => {
      guessSeer(s, phase, seat, action.target);
    },
    decision: { kind: () => 'cleanup', step: oneStep, prefer: ['guessSeer'] },
  }),
  mayorDecision: rules({
    accepts: ['mayorDecides'],
    legal: (_s, phase: PhaseOf<'mayorDecision'>, seat) => mayorActions(phase, seat),
    play: (s, phase: PhaseOf<'mayorDecision'>, _seat, action) => {
      mayorDecides(s, phase, action.target);
    },
    // PROF-MAYOR-01: the Mayor settles a tied Vote, on the Vote's timer.
    decision: { kind: () => 'ballot', step: seatStep, prefer: [] },
  }),
  detectiveNight: rules({
    accepts: ['ready'],
    legal: (_s, phase: PhaseOf<'detectiveNight'>, seat) => detectiveNightActions(phase, seat),
    play: (s, phase: PhaseOf<'detectiveNight'>, seat) => {
      detectiveNightReady(s, phase, seat);
    },
    // PROF-DETECTIVE-02: the short night is paced like the first one.
    decision: { kind: () => 'night', step: oneStep, prefer: ['ready'] },
  }),
  over: rules({
    accepts: [],
    legal: (_s, _phase: PhaseOf<'over'>) => [],
    play: () => undefined,
    decision: null,
  }),
} satisfies { readonly [K in PhaseKind]: { readonly accepts: readonly ActionType[] } });

/** The action types the phase `K` accepts. */
type AcceptedIn<K extends PhaseKind> = (typeof PHASE_RULES)[K]['accepts'][number];

/** The phase table seen through a generic phase kind: `PHASE_TABLE[kind]` is that phase's own entry. */
type PhaseTable = { readonly [K in PhaseKind]: PhaseEntry<K, AcceptedIn<K>> };

/**
 * The same table, typed so that code generic in the phase kind (`decisionOf`) reaches an entry's
 * fields with that phase's own types. Not for the hot paths: there, one call site per phase
 * (`legalInPhase`, `playInPhase`) keeps each call monomorphic.
 */
export const PHASE_TABLE: PhaseTable = PHASE_RULES;
