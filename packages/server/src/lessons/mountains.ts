import type { Lesson } from './lesson.ts';

/**
 * Lesson 3, "Mountains of Chaos": a 7-player game on the Mountains of Chaos map with the Professions module
 * (PROF-GEN-01 needs 2 Cultists: 7 seats), the player in seat 0 as a plain Investigator against six bots.
 * The seed is `sha256("among-cultists mountains lesson 5")`. It was chosen by simulation
 * (`mountains.test.ts` replays it): seeds "among-cultists mountains lesson 0…39" with this deal were played by
 * the server's heuristic bots, seeded and talking as the server seeds and relays them, against a player who
 * follows the coach (`mountainsChoice`); with this one, whatever order the bots answer in, the player boards
 * an Elevator and rides it in Round 1 (MOC-ELEV-01/04) and sees the Revolving Door turn after it
 * (MOC-DOOR-01); Broken Panes puts a Cultist token in the Room the Elevator took them to (UNSAFE-03), they
 * fight it in Round 1 and earn the Profession, the Detective, which shows them the Informant (PROF-GEN-04,
 * PROF-DETECTIVE-02); they call an Elevator in Round 2 (MOC-ELEV-05); a Cultist murders them in Round 3,
 * revealed in Round 4 (the Profession is lost, PROF-GEN-05), and the Vote that follows eliminates the second
 * Cultist: the Investigators win in Round 4, after some 26 decisions of the player's.
 */
export const mountains = {
  seed: '8cd90b35ffa268b9ff3035d66c007d3aa97679cd08aca455e72085f0e9ee44cd',
  options: {
    players: 7,
    roleSet: 'first',
    board: 'mountains',
    ruleset: { professions: true },
    // The player moves and acts first in Round 1: nobody is in the Elevator's way, and nobody fights the
    // Cultist token before them.
    firstPlayer: 0,
    deal: {
      roles: [
        'investigator',
        'investigator',
        'cultist',
        'investigator',
        'investigator',
        'cultist',
        'investigator',
      ],
      // Route 4 for the player: in Round 2 its line holds dark blue, a Room an Elevator stops at.
      routes: [4, 1, 2, 3, 5, 6, 7],
      // Broken Panes first: the two Failures on top of the Draw pile go into the Unsafe Passage deck, so its
      // reveal most likely places a Cultist token, in Orange Room 1 (the first token's Room), where the
      // Elevator takes the player.
      bag: [
        'brokenPanes',
        'boostedMorale',
        'secretDoors',
        'noConnection',
        'inControl',
        'lostMorale',
        'mirror',
        'lightningStrike',
        'falseEyes',
        'portalOpens',
        'secretDoors',
        'lightningStrike',
      ],
      drawPile: [
        'failure',
        'failure',
        'success',
        'success',
        'success',
        'failure',
        'success',
        'failure',
        'sabotage',
        'success',
      ],
      cultistTokens: ['orange1', 'darkblue2', 'library'],
      profession: 'detective',
      informant: 3,
    },
  },
} as const satisfies Lesson;
