import type { Action } from '@among-cultists/engine';
import { elevatorActionLabel } from './mountains.ts';
import { professionActionLabel } from './professions.ts';
import type { Names } from './names.ts';

/** One readable line per legal action; the switch is exhaustive over the engine's Action union. */
export function actionLabel(action: Action, names: Names): string {
  const { t, seat, loc } = names;
  switch (action.type) {
    case 'ready':
    case 'endMovement':
    case 'drawEventToken':
    case 'discardEventToken':
    case 'returnEventToken':
    case 'skipEvent':
    case 'scareFishman':
    case 'initiateVote':
    case 'restartPower':
    case 'pass':
    case 'keepBallot':
    case 'endRound':
    case 'claimVictory':
      return t(`actions.${action.type}`);
    case 'step':
    case 'teleport':
      return t(`actions.${action.type}`, { loc: loc(action.to) });
    case 'chooseRecipient':
      return t('actions.chooseRecipient', { seat: seat(action.to) });
    case 'giveCard':
      return t('actions.giveCard', { card: t(`card.${action.card}`) });
    case 'falseEyes':
    case 'lifelinesTarget':
    case 'checkState':
    case 'assassinate':
    case 'cameraState':
    case 'guessSeer':
      return t(`actions.${action.type}`, { seat: seat(action.target) });
    case 'secureHallway':
      return t('actions.secureHallway', { card: t(`card.${action.card}`) });
    case 'fightCultist':
    case 'checkRoom':
    case 'cameraRoom':
      return t(`actions.${action.type}`, { loc: loc(action.room) });
    case 'fillRoom':
      return t('actions.fillRoom', { loc: loc(action.room), card: t(`card.${action.card}`) });
    case 'closePortal':
      return t('actions.closePortal', { seat: seat(action.partner) });
    case 'answerPortal':
      return t(action.accept ? 'actions.answerPortalYes' : 'actions.answerPortalNo');
    case 'endCheck':
      return t(action.reveal ? 'actions.endCheckReveal' : 'actions.endCheckHide');
    case 'ballot':
      return action.target === null
        ? t('actions.ballotAbstain')
        : t('actions.ballot', { seat: seat(action.target) });
    case 'rideElevator':
    case 'callElevator':
      return elevatorActionLabel(action, names) ?? action.type;
    case 'mayorDecides':
    case 'exorcise':
    case 'swapRoomDecks':
      return professionActionLabel(action, names) ?? action.type;
  }
}

/** The location an action is about, so the map can offer it as a tap target. */
export function actionLocation(action: Action): number | null {
  switch (action.type) {
    case 'step':
    case 'teleport':
      return action.to;
    default:
      return null;
  }
}
