import { PLAYER_COUNTS, type GameOptions } from '@among-cultists/engine';

/** The player counts a host or a stranger may choose: 4 (with the AUTOMA) and the engine's counts. */
export const PLAYER_CHOICES: readonly GameOptions['players'][] = [4, ...PLAYER_COUNTS];
