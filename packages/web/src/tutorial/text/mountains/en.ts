import type { LessonTexts } from '../../lessons/lesson.ts';

/**
 * Lesson 3's texts, Mountains of Chaos (loaded with the lesson only). English is the reference: every
 * language has exactly these keys and placeholders.
 */
export const mountainsEn = {
  steps: {
    night: {
      title: 'Seven at the table',
      text: 'You are an Investigator again, now on the Mountains of Chaos map with seven players. Two Cultists hide among you, and they know each other. This game also uses the Professions module: one Profession token lies face down beside the map, and one Investigator secretly holds the Informant token. Confirm the Night to begin.',
    },
    map: {
      title: 'The Mountains of Chaos map',
      text: 'Here the Hallways meet at a central crossing: stepping into a Hallway of another colour costs 1 Movement point, like a Door. The Revolving Door stands on the crossing and cuts one Hallway off from the others: now {{hallway}}. Its Doors to the Rooms stay open. After every Movement Phase the Revolving Door turns a quarter clockwise and blocks the next Hallway.',
    },
    board: {
      title: 'Board an Elevator',
      text: 'Each of the two Elevators links two Rooms and is a Location of its own. Walk to a Room where an Elevator stands (the map shows it), then step into the Elevator: boarding always costs 1 Movement point.',
    },
    ride: {
      title: 'Ride the Elevator',
      text: 'You are in the Elevator. Riding it is free: everyone in it gets off in the other Room, and arriving there may start an Encounter. Ride it now, then end your Movement in that Room. An Elevator needs electricity: with the power off it does not move.',
    },
    door: {
      title: 'The Revolving Door turned',
      text: 'The Movement Phase is over and the Revolving Door turned a quarter: now it blocks {{hallway}}. An Elevator with someone still in it rides by itself at this moment, if the power is on.',
    },
    token: {
      title: 'A Cultist token',
      text: 'The Unsafe Passage turned up a Failure: a Cultist token now occupies {{room}}. Nobody can take a Room action there until someone fights it. In this game the first Character to fight a Cultist token earns the Profession lying beside the map.',
    },
    fight: {
      title: 'Fight the Cultist',
      text: 'A Cultist token is in your Room. Fight a Cultist is a Character action: your Route does not matter. Fight it: the token leaves the game, and the Profession is yours.',
    },
    detective: {
      title: 'A Profession: the Detective',
      text: '{{name}} fought first and earned the Profession: the Detective. A short Night follows, in which the Detective alone sees who holds the Informant token, one certain Investigator. The Detective may tell the table the truth, or lie. Confirm to go on.',
      seen: 'You saw it: the Informant is {{name}}, an Investigator you can trust.',
    },
    encounter: {
      title: 'An Encounter',
      text: 'You meet {{names}}. As in the first lesson, each of you puts one card face down on the other’s Pulse deck: an Alive card does nothing, a Dead card is a murder nobody sees yet. As an Investigator you only hold Alive cards. Choose who gets your card, then the card.',
    },
    call: {
      title: 'Call an Elevator',
      text: 'An Elevator can also be called, for free, during your Movement: stand in a Room where it stops while it stands at its other stop. This Round your Route must allow the Room’s colour (Cultists need not). The Elevator comes to you; whoever was in it gets off in your Room.',
      where: 'You could call one from: {{rooms}}.',
    },
    action: {
      title: 'Your action',
      text: 'The Action Phase: take one action, or pass. Character actions, such as Check a State or Fight a Cultist, work anywhere; a Room action needs the Room’s colour on your Route this Round, and no Cultist token in the Room. The Profession is earned only once: a later fight just frees its Room.',
    },
    plan: {
      title: 'Plan round the Revolving Door',
      text: 'This Round the Revolving Door blocks {{hallway}}; after this Movement Phase it turns and blocks {{next}}. Choose your way, and your Elevator, with that in mind: the blocked Hallway keeps its Doors to the Rooms.',
    },
    murder: {
      title: 'A murder revealed',
      text: '{{name}} had a Dead card in the Pulse deck and is now a Ghost. Every revealed murder starts a Vote.',
      lost: 'Only the living hold a Profession: the Detective’s token leaves the game.',
    },
    vote: {
      title: 'The Vote',
      text: 'Talk, then name a Character in secret, or abstain. With two Cultists at the table, eliminating one does not end the game: the Investigators win once both are out, by the Vote or otherwise. Who met the victim?',
    },
    check: {
      title: 'What you saw',
      text: 'The Pulse deck of {{name}} holds {{alive}} Alive and {{dead}} Dead. An Investigator must tell the truth: if you saw a Dead card, reveal it.',
    },
    end: {
      title: 'The end',
      text: 'The game is over: the {{team}} win. You have seen the Mountains of Chaos: the Revolving Door, the Elevators and a Profession. Start a real game from the home page: choose the Mountains map, and the Professions module at seven or eight seats.',
    },
  },
} as const satisfies LessonTexts;
