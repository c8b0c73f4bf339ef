import type { Action, ActionType, ViewedEvent } from '@among-cultists/engine';
import type { ElevatorData, LocationData } from '@among-cultists/engine/content';
import type { TFunction } from 'i18next';
import type { Names } from './names.ts';
import { isProfessionAction, professionExplain } from './professions.ts';

/**
 * Words for the Mountains of Chaos maps (MOC-*): the names of the lettered Hallways and the Elevators,
 * the Elevator actions, their log entries and refusals. The texts are in `i18n/mountains/`.
 */

/** The Elevator's number as printed on its tag ("1", "2"), from its id or name. */
export function elevatorNumber(data: ElevatorData): string {
  return /\d+$/.exec(data.id)?.[0] ?? /\d+/.exec(data.name)?.[0] ?? data.id;
}

/** How the Mountains of Chaos locations are called in the reader's language; null for other locations. */
export function mountainsLocationName(t: TFunction, data: LocationData): string | null {
  if (data.kind === 'hallway' && data.letter !== undefined)
    return t('mountains.hallway', { letter: data.letter });
  if (data.kind === 'elevator') return t('mountains.elevator', { n: elevatorNumber(data) });
  return null;
}

/** The Elevator actions (MOC-ELEV-04/05): free, during one's own Movement. */
export const ELEVATOR_ACTIONS: ReadonlySet<ActionType> = new Set(['rideElevator', 'callElevator']);

/** The label of an Elevator action, or null for any other action. */
export function elevatorActionLabel(action: Action, { t, loc }: Names): string | null {
  if (action.type === 'rideElevator') return t('mountains.actions.rideElevator');
  if (action.type === 'callElevator')
    return t('mountains.actions.callElevator', { elevator: loc(action.elevator) });
  return null;
}

/** The one-line explanation of an action type: the Elevator actions' are in the Mountains module. */
export function explainText(t: TFunction, type: ActionType): string {
  if (type === 'rideElevator' || type === 'callElevator') return t(`mountains.explain.${type}`);
  if (isProfessionAction(type)) return professionExplain(t, type);
  // Every other action type has its explanation in `explain`; the key is checked by the label tests.
  return t(`explain.${type}` as 'explain.step');
}

/** The text of a Revolving Door or Elevator log entry, or null for any other entry. */
export function mountainsEventText(event: ViewedEvent, names: Names): string | null {
  const { t, seat, loc } = names;
  if (event.t === 'revolvingDoorTurned')
    return t('mountains.ev.revolvingDoorTurned', { blocks: loc(event.blocks) });
  if (event.t !== 'elevatorMoved') return null;
  const params = {
    elevator: loc(event.elevator),
    from: loc(event.from),
    to: loc(event.to),
    riders: event.riders.map(seat).join(', '),
    // "Priya gets off there", "Priya, Marek get off there".
    count: event.riders.length,
  };
  // MOC-ELEV-03: by null is the automatic ride; a rider who set it off rode it (MOC-ELEV-04); else it was called.
  if (event.by === null) return t('mountains.ev.elevatorAuto', params);
  const by = seat(event.by);
  if (event.riders.includes(event.by)) return t('mountains.ev.elevatorRidden', { ...params, by });
  return event.riders.length === 0
    ? t('mountains.ev.elevatorCalled', { ...params, by })
    : t('mountains.ev.elevatorCalledRiders', { ...params, by });
}

/** The refusal codes of the Mountains of Chaos maps, worded in the Mountains module. */
export const MOUNTAINS_REJECTIONS = ['move/revolving-door', 'move/elevator-away'] as const;

/** The words of a Mountains of Chaos refusal, or null for any other code. */
export function mountainsRejection(t: TFunction, code: string): string | null {
  return (MOUNTAINS_REJECTIONS as readonly string[]).includes(code)
    ? t(`mountains.rejection.${code as (typeof MOUNTAINS_REJECTIONS)[number]}`)
    : null;
}
