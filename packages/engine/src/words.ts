/**
 * The game's words in English, once: what the rulebook calls each role, team, colour and card, and each
 * action as a refusal or a list of choices words it. The engine's refusals, the protocol's plain-English
 * claim lines, the CLI's narration and the web's English texts read them here; the web's other languages
 * translate them in their own files.
 */
import type { ActionType } from './actions.ts';
import type { CardKind, Colour, Role, Team } from './types.ts';

export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  investigator: 'Investigator',
  cultist: 'Cultist',
  seer: 'Seer',
  radiantBeauty: 'Radiant Beauty',
  infected: 'Infected',
  superGhost: 'Super Ghost',
  mechanic: 'Mechanic',
  greenhorn: 'Greenhorn',
  butterfingers: 'Butterfingers',
  crybaby: 'Crybaby',
  firestarter: 'Firestarter',
  assassin: 'Assassin',
};

/** "an Investigator", "a Cultist": several sit at a table; every other role is one of a kind ("the Seer"). */
export function roleWithArticle(role: Role): string {
  if (role === 'investigator') return `an ${ROLE_NAMES[role]}`;
  if (role === 'cultist') return `a ${ROLE_NAMES[role]}`;
  return `the ${ROLE_NAMES[role]}`;
}

export const TEAM_NAMES: Readonly<Record<Team, string>> = {
  investigators: 'Investigators',
  cultists: 'Cultists',
};

/** A colour as a sentence names it (lower case: "My Route allows light blue, red."). */
export const COLOUR_NAMES: Readonly<Record<Colour, string>> = {
  lightblue: 'light blue',
  red: 'red',
  green: 'green',
  darkblue: 'dark blue',
  pink: 'pink',
  orange: 'orange',
};

export const CARD_NAMES: Readonly<Record<CardKind, string>> = {
  alive: 'Alive',
  dead: 'Dead',
  success: 'Success',
  failure: 'Failure',
  sabotage: 'Sabotage',
};

/**
 * Each action type as what a player does, to follow "You cannot …" or to list the choices left ("You can:
 * move, end your Movement"). The web's buttons name one concrete choice instead ("Vote for Bea"), with its
 * target, in six languages: its own texts.
 */
export const ACTION_NAMES: Readonly<Record<ActionType, string>> = {
  ready: 'say you are ready',
  step: 'move',
  endMovement: 'end your Movement',
  teleport: 'teleport',
  rideElevator: 'ride the Elevator',
  callElevator: 'call the Elevator',
  chooseRecipient: 'choose who receives your card',
  giveCard: 'give an Encounter card',
  falseEyes: 'check a Pulse deck (False Eyes Watching You)',
  drawEventToken: 'draw an Event token',
  discardEventToken: 'take the Event token out of the game',
  returnEventToken: 'put the Event token back in the Bag',
  skipEvent: 'let the event pass',
  lifelinesTarget: 'name a target of Lifelines',
  checkState: 'Check a State',
  secureHallway: 'Secure a Hallway',
  fightCultist: 'Fight a Cultist',
  scareFishman: 'Scare away the Fishman',
  assassinate: 'Assassinate a Character',
  fillRoom: 'Fill the Room deck',
  checkRoom: 'Check a Room',
  initiateVote: 'Initiate a Vote',
  cameraRoom: 'use the Camera on a room',
  cameraState: 'use the Camera',
  restartPower: 'Restart the Power Supply',
  closePortal: 'Close the Portal',
  pass: 'pass',
  exorcise: 'bring a Ghost back to life and murder a Character (Exorcist)',
  swapRoomDecks: 'swap two Room decks (Saboteur)',
  answerPortal: 'answer the request to close the Portal',
  endCheck: 'finish your check',
  ballot: 'vote',
  keepBallot: 'keep your vote',
  mayorDecides: 'decide the tied Vote (Mayor)',
  endRound: 'end the round',
  claimVictory: 'claim victory',
  guessSeer: 'name the Seer',
};
