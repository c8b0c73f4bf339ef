import type { Lesson } from './lesson.ts';

/**
 * Lesson 2, the Cultist: a 5-player first game (FIRST-01/03: one Cultist, the Seer, no Unsafe Passage), the
 * player in seat 0 as the sole Cultist (PC-11) against four bots, seat 3 dead from the start (PC-03's Dead
 * Pulse card, shown to the Cultist in the Night, NIGHT-06). The seed is `sha256("among-cultists cultist
 * lesson 79")`. It was chosen by simulation (lessons/cultist.test.ts replays it): seeds "among-cultists
 * cultist lesson 0…199" with this deal were played by the heuristic bots against a player who follows the
 * coach (`coachedCultistChoice`), keeping those where, whatever order the bots answer in, the player
 * murders in a two-person Encounter in round 1 (ENC-06), ends round 1 with too few dead to claim, murders
 * again in round 2, Checks the State of the victim and conceals the Dead card (ACT-CHECKSTATE-05), and
 * wins by the claim at the end of round 2 (CLEAN-01): about five minutes.
 */
export const cultist = {
  seed: '3ee1388c31b53930654bc8d14ec176ae7541ae2ceeab2be5c810ef65b0eac502',
  options: {
    players: 5,
    roleSet: 'first',
    ruleset: { unsafePassage: false },
    // The player moves last in round 1, so that they see who stands alone before choosing.
    firstPlayer: 1,
    deal: {
      roles: ['cultist', 'investigator', 'seer', 'investigator', 'investigator'],
      pulse: ['alive', 'alive', 'alive', 'dead', 'alive'],
      bag: [
        'boostedMorale',
        'secretDoors',
        'noConnection',
        'lightningStrike',
        'falseEyes',
        'inControl',
        'portalOpens',
        'lostMorale',
        'mirror',
        'lightningStrike',
        'secretDoors',
      ],
    },
  },
} as const satisfies Lesson;
