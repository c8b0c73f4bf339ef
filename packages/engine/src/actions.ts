import type { EncounterCard, LocationId, RoomCard, Seat } from './types.ts';

/**
 * Everything a seat can do. `legalActions` lists the ones allowed right now; `apply` accepts
 * exactly those. Rooms are named by their location id.
 */
export type Action =
  // Simultaneous acknowledgements: end of the Night Phase, end of a Vote discussion.
  | { readonly type: 'ready' }
  // Movement Phase (MOVE-*): one Door at a time, or a Ghost's teleport.
  | { readonly type: 'step'; readonly to: LocationId }
  | { readonly type: 'endMovement' }
  | { readonly type: 'teleport'; readonly to: LocationId }
  // Encounters (ENC-04, AMB-02): recipients in turn when 3 or more meet, then cards at once.
  | { readonly type: 'chooseRecipient'; readonly to: Seat }
  | { readonly type: 'giveCard'; readonly card: EncounterCard }
  // Event decisions of the Knife holder.
  | { readonly type: 'falseEyes'; readonly target: Seat }
  | { readonly type: 'drawEventToken' }
  | { readonly type: 'discardEventToken' }
  | { readonly type: 'returnEventToken' }
  | { readonly type: 'skipEvent' }
  // Character actions (ACT-*).
  | { readonly type: 'checkState'; readonly target: Seat }
  | { readonly type: 'secureHallway'; readonly card: RoomCard }
  | { readonly type: 'fightCultist'; readonly room: LocationId }
  | { readonly type: 'scareFishman' }
  | { readonly type: 'assassinate'; readonly target: Seat }
  // Room actions.
  | { readonly type: 'fillRoom'; readonly room: LocationId; readonly card: RoomCard }
  | { readonly type: 'checkRoom'; readonly room: LocationId }
  | { readonly type: 'initiateVote' }
  | { readonly type: 'cameraRoom'; readonly room: LocationId }
  | { readonly type: 'cameraState'; readonly target: Seat }
  | { readonly type: 'restartPower' }
  | { readonly type: 'closePortal'; readonly partner: Seat }
  | { readonly type: 'pass' }
  // Follow-ups.
  | { readonly type: 'answerPortal'; readonly accept: boolean }
  | { readonly type: 'endCheck'; readonly reveal: boolean }
  | { readonly type: 'ballot'; readonly target: Seat | null }
  | { readonly type: 'keepBallot' }
  | { readonly type: 'endRound' }
  | { readonly type: 'claimVictory' }
  | { readonly type: 'guessSeer'; readonly target: Seat };

export type ActionType = Action['type'];

export const ACTION_TYPES: readonly ActionType[] = [
  'ready',
  'step',
  'endMovement',
  'teleport',
  'chooseRecipient',
  'giveCard',
  'falseEyes',
  'drawEventToken',
  'discardEventToken',
  'returnEventToken',
  'skipEvent',
  'checkState',
  'secureHallway',
  'fightCultist',
  'scareFishman',
  'assassinate',
  'fillRoom',
  'checkRoom',
  'initiateVote',
  'cameraRoom',
  'cameraState',
  'restartPower',
  'closePortal',
  'pass',
  'answerPortal',
  'endCheck',
  'ballot',
  'keepBallot',
  'endRound',
  'claimVictory',
  'guessSeer',
];

/** Structural equality of two actions (same type, same fields, same values). */
export function sameAction(a: Action, b: unknown): boolean {
  if (typeof b !== 'object' || b === null) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra);
  if (ka.length !== Object.keys(rb).length) return false;
  for (const k of ka) if (ra[k] !== rb[k]) return false;
  return true;
}
