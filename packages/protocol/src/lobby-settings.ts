/**
 * A game's settings as its lobby shows them, from the options it was created with: the server's lobbies and
 * the solo worker's (issue 31) alike. No zod here: the worker imports it through `./plain`.
 */
import { playsWithAutoma, type DecisionKind, type GameOptions } from '@among-cultists/engine';
import type { LobbySettings } from './index.ts';

/** The settings a lobby shows (public: the same for everyone, and chosen before any secret is dealt). */
export function lobbySettings(
  options: Omit<GameOptions, 'seed'>,
  timers: Partial<Record<DecisionKind, number>>,
): LobbySettings {
  const board = options.board;
  return {
    roleSet: options.roleSet ?? null,
    specialRoles: [...(options.specialRoles ?? [])],
    automa: playsWithAutoma(options.players, options.automa),
    timers: { ...timers },
    board: board === undefined ? null : typeof board === 'string' ? board : 'id' in board ? board.id : null,
    ...(options.ruleset?.lifelines === true ? { lifelines: true as const } : {}),
    ...(options.ruleset?.professions === true ? { professions: true as const } : {}),
  };
}
