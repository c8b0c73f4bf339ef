import { ACTION_TYPES, actionFields, type Action, type ActionType, type FieldKind } from './actions.ts';
import { layoutOf } from './rules/context.ts';
import { elevatorIndex, movementNeighbours } from './rules/mountains.ts';
import { forbiddenByGold03 } from './rules/moves.ts';
import type { GameState } from './state.ts';
import { ACTION_NAMES } from './words.ts';
import { ENCOUNTER_CARDS, ROOM_CARDS, type Seat } from './types.ts';

/** Why an action was refused. `message` is written for the player who sent it. */
export interface Rejection {
  readonly code: RejectionCode;
  readonly message: string;
}

export type RejectionCode =
  | 'action/malformed'
  | 'seat/unknown'
  | 'game/over'
  | 'turn/not-yours'
  | 'turn/already-chosen'
  | 'action/not-now'
  | 'move/not-adjacent'
  | 'move/revolving-door'
  | 'move/elevator-away'
  | 'move/no-points'
  | 'move/fishman'
  | 'move/must-end-elsewhere'
  | 'move/same-location'
  | 'card/not-in-hand'
  | 'target/invalid'
  | 'room/unavailable'
  | 'action/illegal';

const MUST_END_ELSEWHERE =
  'From there you could not end your Movement away from where it started (a Movement never ends where it started).';

/** Each action type's fields and their kinds, as pairs (listed once, not on every check). */
const FIELD_KINDS = Object.freeze(
  Object.fromEntries(ACTION_TYPES.map((type) => [type, Object.freeze(Object.entries(actionFields(type)))])),
) as unknown as Readonly<Record<ActionType, readonly (readonly [string, FieldKind])[]>>;

/** Checks that an untrusted value has the shape of an Action; returns the problem or null. */
export function malformed(s: GameState, value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'An action must be an object with a "type".';
  const record = value as Record<string, unknown>;
  const type = record.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELD_KINDS, type)) {
    return `Unknown action type ${JSON.stringify(type)}.`;
  }
  const kinds = FIELD_KINDS[type as ActionType];
  const fields = actionFields(type as ActionType);
  // Own keys only, as Object.keys would list them, without building the list.
  for (const key in record) {
    if (Object.hasOwn(record, key) && key !== 'type' && !Object.hasOwn(fields, key))
      return `Action "${type}" has no field "${key}".`;
  }
  const locations = layoutOf(s).locations.length;
  for (const [key, kind] of kinds) {
    const v = record[key];
    const ok =
      kind === 'bool'
        ? typeof v === 'boolean'
        : kind === 'encounterCard'
          ? (ENCOUNTER_CARDS as readonly unknown[]).includes(v)
          : kind === 'roomCard'
            ? (ROOM_CARDS as readonly unknown[]).includes(v)
            : kind === 'seatOrNull' && v === null
              ? true
              : typeof v === 'number' &&
                Number.isInteger(v) &&
                v >= 0 &&
                v < (kind === 'location' ? locations : s.seats.length);
    if (!ok) return `Action "${type}" needs a valid "${key}" (${describeKind(kind, s, locations)}).`;
  }
  return null;
}

function describeKind(kind: FieldKind, s: GameState, locations: number): string {
  switch (kind) {
    case 'location':
      return `a location number from 0 to ${locations - 1}`;
    case 'seat':
      return `a seat from 0 to ${s.seats.length - 1}`;
    case 'seatOrNull':
      return `a seat from 0 to ${s.seats.length - 1}, or null to abstain`;
    case 'bool':
      return 'true or false';
    case 'encounterCard':
      return '"alive" or "dead"';
    case 'roomCard':
      return '"success", "failure" or "sabotage"';
  }
}

function waitingFor(s: GameState): string {
  const p = s.phase;
  switch (p.kind) {
    case 'movement':
      return `It is seat ${p.seat + 1}'s turn to move.`;
    case 'action':
      return `It is seat ${p.seat + 1}'s turn to act.`;
    case 'falseEyes':
    case 'inControl':
    case 'lifelines':
      return `The event is up to seat ${p.seat + 1}, the Knife holder.`;
    case 'checkResult':
      return `Seat ${p.checker + 1} is finishing a check.`;
    case 'portalConsent':
      return `Seat ${p.partner + 1} is answering the request to close the Portal.`;
    case 'mayorDecision':
      return `Seat ${p.seat + 1}, the Mayor, is deciding the tied Vote.`;
    default:
      return 'Nothing is asked of you right now.';
  }
}

/**
 * Explains why `action` (already known not to be legal) is refused. Legality itself was decided by
 * `legalActions`; this only finds words for it, without revealing anything the sender may not know.
 */
export function explainRejection(
  s: GameState,
  seat: Seat,
  action: Action,
  legal: readonly Action[],
): Rejection {
  if (legal.length === 0) {
    const p = s.phase;
    if (p.kind === 'encounter' && p.recipients.includes(null) && p.participants.includes(seat)) {
      const chooser = p.participants[p.recipients.indexOf(null)]!;
      return { code: 'turn/not-yours', message: `Seat ${chooser + 1} is choosing who receives their card.` };
    }
    const simultaneous = ['night', 'vote', 'cleanup', 'encounter', 'seerGuess', 'detectiveNight'].includes(
      s.phase.kind,
    );
    return simultaneous
      ? { code: 'turn/already-chosen', message: 'Your choice is already made; waiting for the others.' }
      : { code: 'turn/not-yours', message: waitingFor(s) };
  }
  if (
    s.phase.kind === 'movement' &&
    (action.type === 'rideElevator' || action.type === 'callElevator') &&
    forbiddenByGold03(s, s.phase, action)
  ) {
    return { code: 'move/must-end-elsewhere', message: MUST_END_ELSEWHERE };
  }
  const sameType = legal.filter((a) => a.type === action.type);
  if (sameType.length === 0) {
    const options = [...new Set(legal.map((a) => ACTION_NAMES[a.type]))].join(', ');
    return {
      code: 'action/not-now',
      message: `You cannot ${ACTION_NAMES[action.type]} now. You can: ${options}.`,
    };
  }
  const layout = layoutOf(s);
  const me = s.seats[seat]!;
  switch (action.type) {
    case 'step': {
      if (s.phase.kind !== 'movement') break;
      const neighbours = movementNeighbours(s, me.location);
      if (!neighbours.includes(action.to) && layout.adjacent[me.location]!.includes(action.to)) {
        return {
          code: 'move/revolving-door',
          message: `The Revolving Door blocks the way between ${layout.locations[me.location]!.name} and ${layout.locations[action.to]!.name} this round.`,
        };
      }
      if (!neighbours.includes(action.to) && elevatorIndex(layout, action.to) >= 0) {
        return {
          code: 'move/elevator-away',
          message: `${layout.locations[action.to]!.name} does not stand here; board it in the Room where it stands.`,
        };
      }
      if (!neighbours.includes(action.to)) {
        return {
          code: 'move/not-adjacent',
          message: `${layout.locations[action.to]!.name} is not behind a door of ${layout.locations[me.location]!.name}.`,
        };
      }
      if (s.phase.mp < 1) return { code: 'move/no-points', message: 'You have no Movement points left.' };
      if (s.fishman === action.to && !(me.alive && s.knife === seat)) {
        return {
          code: 'move/fishman',
          message: 'Only a living Character holding the Knife may enter the hallway the Fishman is in.',
        };
      }
      return { code: 'move/must-end-elsewhere', message: MUST_END_ELSEWHERE };
    }
    case 'teleport':
      if (s.fishman === action.to)
        return { code: 'move/fishman', message: 'Ghosts cannot enter the hallway the Fishman is in.' };
      return { code: 'move/same-location', message: 'A Ghost must teleport to a different Location.' };
    case 'giveCard':
    case 'secureHallway':
      if (me.hand[action.card] === 0)
        return { code: 'card/not-in-hand', message: `You hold no ${action.card} card.` };
      break;
    case 'fillRoom':
      if (me.hand[action.card] === 0)
        return { code: 'card/not-in-hand', message: `You hold no ${action.card} card.` };
      return {
        code: 'room/unavailable',
        message:
          'You can fill only the deck of the room you stand in, if it is unfinished, free of Cultist tokens and allowed by your Route.',
      };
    case 'fightCultist':
      return {
        code: 'room/unavailable',
        message: 'You can fight only a Cultist token in the room you stand in.',
      };
    case 'checkState':
    case 'assassinate':
    case 'cameraState':
    case 'falseEyes':
    case 'lifelinesTarget':
    case 'mayorDecides':
    case 'chooseRecipient':
    case 'closePortal':
    case 'ballot':
    case 'guessSeer':
      return {
        code: 'target/invalid',
        message: `That Character cannot be chosen to ${ACTION_NAMES[action.type]}. Possible: ${describeTargets(sameType)}.`,
      };
    case 'checkRoom':
      return {
        code: 'room/unavailable',
        message:
          'You can check only the room you stand in, if it is explored, unfinished, free of Cultist tokens and allowed by your Route, and its deck is not empty.',
      };
    case 'cameraRoom':
      return {
        code: 'room/unavailable',
        message: 'The Camera checks an explored, unfinished room whose deck is not empty.',
      };
    case 'exorcise':
      return {
        code: 'target/invalid',
        message:
          'The Exorcist brings back a Ghost and must murder a living Character other than themselves and the one brought back (AMB-43).',
      };
    case 'swapRoomDecks':
      return {
        code: 'room/unavailable',
        message:
          'The Saboteur swaps the decks of two different unfinished Rooms that hold at least 1 card each (AMB-44).',
      };
    default:
      break;
  }
  return { code: 'action/illegal', message: `That ${ACTION_NAMES[action.type]} is not possible right now.` };
}

function describeTargets(actions: readonly Action[]): string {
  const seats = actions.flatMap((a) => {
    const r = a as Record<string, unknown>;
    const v = r.target ?? r.to ?? r.partner;
    return typeof v === 'number' ? [`seat ${v + 1}`] : v === null ? ['abstain'] : [];
  });
  return seats.join(', ');
}
