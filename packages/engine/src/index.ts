/**
 * Among Cultists rules engine: pure, deterministic, JSON state.
 *
 *   const created = createGame({ players: 5, seed });          // setup + Night Phase
 *   const actions = legalActions(created.state, seat);          // the only source of legality
 *   const result = apply(created.state, seat, actions[0]);      // new state + events, or a rejection
 *   const view = viewFor(result.state, seat);                    // what that seat may know
 */
export * from './types.ts';
export * from './actions.ts';
export type * from './state.ts';
export { ABSTAIN } from './state.ts';
export type * from './log.ts';
export * from './options.ts';
export { checkOptions } from './options-check.ts';
export { createGame, SETUP_DRAW_ORDER, type CreateResult } from './setup.ts';
export { legalActions, actors } from './legal.ts';
export { decisionOf, DECISION_KINDS, type Decision, type DecisionKind } from './decision.ts';
export { apply, applyInPlace, check, type ApplyResult } from './apply.ts';
export type { Rejection, RejectionCode } from './reject.ts';
export { viewFor, viewsFor, logFor } from './view.ts';
export { ROUTE_LINE_ROUNDS, routeLine } from './rules/context.ts';
export { countBallots, eliminatedBy, voteOutcome, type CountingKnife } from './rules/vote.ts';
export { turnOf, turnOfPhase, turnSeat } from './turn.ts';
export {
  fishmanBlocks,
  fishmanLetsIn,
  movementPoints,
  movementPointsOf,
  movementPointsWith,
} from './rules/movement.ts';
export { encounterMeets, startsEncounter } from './rules/encounter.ts';
export { movementPlans, movementStateOf, travelDistances, type MovementPlan } from './plan.ts';
export type { MovementSeat, MovementState } from './rules/movement-state.ts';
export {
  canDeterminize,
  determinize,
  interruptedMovement,
  viewDiff,
  type Determinized,
  type InterruptedMovement,
} from './sample/determinize.ts';
export type { DeterminizeInput } from './sample/deal.ts';
export { Knowledge } from './sample/knowledge.ts';
export { roomActsOf, routesConsistentWith, type RoomAct } from './sample/routes.ts';
export { routeAllowsOf, securityCheckReachesAll, securityCheckReachesAllOf } from './rules/action-phase.ts';
export type * from './view.ts';
export type { Unavailable, UnavailableReason, UnavailableType } from './rules/unavailable.ts';
export { cloneState } from './clone.ts';
export { setupCardTotals, cardsAccountedFor, startingHand } from './cards.ts';
export { FIRESTARTER_SWAP } from './cards.ts';
export { createRng, isSeed, randomInt, shuffle, type RngState } from './rng/random.ts';
export {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- kept for callers written before one board per game
  BOARD,
  BoardError,
  DEFAULT_BOARD_ID,
  HALLWAY_COLOURS,
  MOUNTAINS_BOARD,
  SHIPPED_BOARD,
  SHIPPED_BOARDS,
  boardRef,
  boardVpTarget,
  isShippedBoard,
  layoutById,
  loadBoard,
  locationIndex,
  shippedBoard,
  type Board,
  type BoardRef,
  type ElevatorData,
  type ElevatorInfo,
  type GameBoard,
  type HallwayColour,
  type Layout,
} from './content/index.ts';
export {
  blockedAfter,
  blockedHallway,
  crossingCut,
  elevatorIndex,
  elevatorRoom,
  movementNeighbours,
  openNeighbours,
} from './rules/mountains.ts';
export { ROLE_INFO, SPECIAL_ROLES, loyaltyOf } from './content/roles.ts';
export {
  buildPosition,
  type PositionSetup,
  type SeatSetup,
  type RoomSetup,
  type PhaseSetup,
  type PositionResult,
  type ProfessionsSetup,
} from './position.ts';
export { tiedLeaders } from './rules/professions.ts';
export { replay, replayOnto, type GameRecord, type RecordedAction, type ReplayResult } from './replay.ts';
export {
  CLAIM_KINDS,
  CHECK_VERDICTS,
  claimAbout,
  claimProblem,
  claimRound,
  claimRounds,
  claimSeats,
  claimTargets,
  type Claim,
  type ClaimGame,
  type ClaimProblem,
  type ClaimKind,
  type CheckVerdict,
  type PostedClaim,
} from './claims.ts';
export { CLAIM_REASON_CODES, type ClaimReason, type ClaimReasonCode, type ClaimVerdict } from './claims.ts';
export { checkClaim, type ClaimBasis } from './claims-check.ts';
export { buildLedger, type Ledger, type LedgerClaim, type SeatBallot, type SeatSummary } from './ledger.ts';
export {
  ledgerTable,
  type CheckFact,
  type DeathFact,
  type EncounterFact,
  type GiftCard,
  type GiftFact,
  type LedgerFact,
  type LedgerSetup,
  type LedgerTable,
  type LifelineFact,
  type RevivalFact,
  type RoleFact,
  type RoomAction,
  type RoomFact,
  type UnsafeFact,
  type VoteFact,
} from './ledger-facts.ts';
export {
  checkCommitment,
  commitmentOf,
  judgeReplay,
  verifyRecord,
  type RecordMismatch,
  type RecordToVerify,
  type RecordVerdict,
} from './verify-record.ts';
