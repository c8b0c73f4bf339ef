import type { GameOptions } from '@among-cultists/engine';
import { commitmentOf } from './authority.ts';
import type { Room } from './room.ts';
import type { Rooms } from './rooms.ts';

/**
 * The tutorial: a 5-player first game (FIRST-01/03: one Cultist, the Seer, no Unsafe Passage) from a fixed
 * deal and a fixed, published seed, the player in seat 0 as a plain Investigator against four bots, no
 * timers. The seed is `sha256("among-cultists tutorial 14")`. It was chosen by simulation
 * (`tutorial.test.ts` replays it): seeds "among-cultists tutorial 0…29" times four role layouts times the
 * Investigator who is dead from the start were played by the heuristic bots against a player who follows
 * the coach (`coachedChoice`); this one shows every step early: an Encounter with the Cultist in round 1,
 * the first event and action in round 1, a Check revealing a murder and the Vote it forces in round 2, a
 * second reveal in round 3 whose Vote catches the Cultist, and the end (the Investigators win), whatever
 * order the bots answer in. A known seed is no fair game: the lobby marks it `tutorial`.
 */
export const TUTORIAL_SEED = 'ef76df2988de825fabf15187ac5504e227ce58cc61b11a4c47084c09374a7f20';
export const TUTORIAL_COMMITMENT = commitmentOf(TUTORIAL_SEED);
/** The player's seat (the host's, the first). */
export const TUTORIAL_SEAT = 0;

export const TUTORIAL_OPTIONS = {
  players: 5,
  roleSet: 'first',
  ruleset: { unsafePassage: false },
  // The player moves last in round 1, so that they see where everyone went before choosing.
  firstPlayer: 1,
  deal: {
    roles: ['investigator', 'investigator', 'seer', 'investigator', 'cultist'],
    // Seat 3 is dead from the start (PC-03's Dead Pulse card): a Check on it reveals a murder.
    pulse: ['alive', 'alive', 'alive', 'dead', 'alive'],
    // Gentle events first: Boosted Morale (one more step), then Secret Doors, then No Connection.
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
} as const satisfies Omit<GameOptions, 'seed'>;

/** Whether a game was dealt from the tutorial's published seed (so it is no fair game). */
export function isTutorial(commitment: string): boolean {
  return commitment === TUTORIAL_COMMITMENT;
}

/** Creates the tutorial game, fills the other seats with bots and starts it; the player holds seat 0. */
export async function createTutorial(
  rooms: Rooms,
  name: string,
  character: number,
): Promise<{ room: Room; token: string }> {
  const { room, token } = await rooms.create(TUTORIAL_OPTIONS, name, {}, character, undefined, TUTORIAL_SEED);
  for (let seat = 0; seat < TUTORIAL_OPTIONS.players; seat++) {
    if (seat !== TUTORIAL_SEAT) await room.setSeat(token, seat, 'bot');
  }
  await rooms.start(room, token);
  return { room, token };
}
