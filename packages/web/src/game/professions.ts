import type { Action, ActionType, Profession, ViewedEvent } from '@among-cultists/engine';
import type { TFunction } from 'i18next';
import type { Names } from './names.ts';

/**
 * Words for the Professions module of Mountains of Chaos (PROF-*): the Professions' names, their
 * actions and explanations, and their log entries. The texts are in `i18n/professions/`.
 */

export function professionName(t: TFunction, profession: Profession): string {
  return t(`professions.name.${profession}`);
}

/** The Professions' actions: the Mayor's decision and the Exorcist's and Saboteur's free actions. */
export const PROFESSION_ACTIONS = ['mayorDecides', 'exorcise', 'swapRoomDecks'] as const;
type ProfessionAction = (typeof PROFESSION_ACTIONS)[number];

export function isProfessionAction(type: ActionType): type is ProfessionAction {
  return (PROFESSION_ACTIONS as readonly string[]).includes(type);
}

/** The label of a Profession's action, or null for any other action. */
export function professionActionLabel(action: Action, { t, seat, loc }: Names): string | null {
  switch (action.type) {
    case 'mayorDecides':
      return action.target === null
        ? t('professions.actions.mayorNobody')
        : t('professions.actions.mayorDecides', { seat: seat(action.target) });
    case 'exorcise':
      return t('professions.actions.exorcise', { ghost: seat(action.ghost), victim: seat(action.victim) });
    case 'swapRoomDecks':
      return t('professions.actions.swapRoomDecks', { room: loc(action.room), other: loc(action.other) });
    default:
      return null;
  }
}

export function professionExplain(t: TFunction, type: ProfessionAction): string {
  return t(`professions.explain.${type}`);
}

/** The text of a Professions log entry, or null for any other entry. */
export function professionsEventText(event: ViewedEvent, { t, seat, loc }: Names): string | null {
  switch (event.t) {
    case 'professionEarned':
    case 'professionLost':
      return t(`professions.ev.${event.t}`, {
        seat: seat(event.seat),
        profession: professionName(t, event.profession),
      });
    case 'informantSeen':
      return t('professions.ev.informantSeen', { seat: seat(event.seat), informant: seat(event.informant) });
    case 'mayorDecided': {
      const tied = event.tied.map(seat).join(', ');
      return event.eliminated === null
        ? t('professions.ev.mayorDecidedNobody', { seat: seat(event.seat), tied })
        : t('professions.ev.mayorDecided', {
            seat: seat(event.seat),
            tied,
            eliminated: seat(event.eliminated),
          });
    }
    case 'exorcised':
      return t(event.deadCardRemoved ? 'professions.ev.exorcisedCard' : 'professions.ev.exorcised', {
        seat: seat(event.seat),
        revived: seat(event.revived),
        victim: seat(event.victim),
      });
    case 'roomDecksSwapped':
      return t('professions.ev.roomDecksSwapped', {
        seat: seat(event.seat),
        room: loc(event.rooms[0]),
        other: loc(event.rooms[1]),
      });
    case 'pulseOrderSeen':
      return t('professions.ev.pulseOrderSeen', {
        seat: seat(event.seat),
        target: seat(event.target),
        cards: event.cards.map((c) => t(`card.${c}`)).join(', '),
      });
    default:
      return null;
  }
}

/** The steps of the Detective's short night (PROF-DETECTIVE-02): the same on every screen. */
export const DETECTIVE_NIGHT_STEPS = ['close', 'turn', 'detective', 'cover', 'open'] as const;
