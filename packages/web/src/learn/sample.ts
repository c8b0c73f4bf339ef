import { buildPosition, createGame, viewFor, type PlayerView } from '@among-cultists/engine';
import type { RouteCardData } from '@among-cultists/engine/content';

/** A fixed seed, so the page draws the same real position every time. */
const SAMPLE_SEED = '5eed'.repeat(16);

/** A real game just set up, as a spectator sees it: the board the page draws. */
export function sampleView(players: 5 | 6 | 7 | 8 | 4 = 5): PlayerView {
  const created = createGame({ players, seed: SAMPLE_SEED, roleSet: 'first' });
  if (!created.ok) throw new Error(created.problems.map((p) => p.message).join('; '));
  return viewFor(created.state, 'spectator');
}

/** A real Route card: the AUTOMA's, the only one that lies face up at a table. */
export function sampleRoute(): RouteCardData {
  const route = sampleView(4).seats.find((s) => s.publicRoute !== null)?.publicRoute;
  if (!route) throw new Error('The AUTOMA has no public Route card');
  return route;
}

/** Where the mid-game position puts its Ghost and its two meeting Characters, by location id. */
export const MID_GAME_PLACES = { ghost: 'library', meeting: 'cafeteria' } as const;

/**
 * A real position later in a game, checked by the engine: Round 4 after a Lightning Strike, the Fishman in
 * a Hallway, a Cultist token in a Room, a Ghost, and two living Characters sharing a Room.
 */
export function midGameView(): PlayerView {
  const built = buildPosition({
    players: 5,
    specialRoles: ['seer'],
    roles: ['investigator', 'investigator', 'cultist', 'seer', 'investigator'],
    round: 4,
    knife: 3,
    power: false,
    fishman: 'east-wing',
    rooms: { orange1: { cultistTokens: 1 } },
    cultistTokens: ['library', 'darkblue2'],
    clock: ['boostedMorale', 'secretDoors', 'noConnection', 'lightningStrike'],
    seats: [
      { location: MID_GAME_PLACES.meeting },
      { location: MID_GAME_PLACES.meeting },
      { location: 'pink2', hand: { alive: 6, dead: 2, success: 2, failure: 4, sabotage: 2 } },
      { location: 'central' },
      { location: MID_GAME_PLACES.ghost, alive: false, pulse: ['alive', 'dead'], pulseTopFaceUp: true },
    ],
    phase: { kind: 'action' },
  });
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join('; '));
  return viewFor(built.state, 'spectator');
}
