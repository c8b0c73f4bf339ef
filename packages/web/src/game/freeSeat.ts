import type { LobbySeat } from '@among-cultists/protocol';

/** A seat nobody sits in that anyone may take (a seat kept for a player of the last game is theirs). */
export const freeSeat = (s: LobbySeat): boolean => s.kind === 'open' && s.reserved !== true;
