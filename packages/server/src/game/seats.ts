import { firstFreeCharacter as firstFree } from '@among-cultists/protocol/plain';
import type { GameAuthority, RematchPlan } from './authority.ts';
import type { StoredSeat } from '../store.ts';
import { ok, refused, type Outcome } from './outcome.ts';

/**
 * The seating of a rematch proposed by `by` (a seat of this finished game): the same players in their
 * lobby order (the AUTOMA comes back at the start), bots as bots, every other player's seat kept for
 * them, and the proposer as the host in its own seat.
 */
export function rematchPlan(game: GameAuthority, by: number): Outcome<RematchPlan> {
  const proposer = game.seats[by];
  if (!proposer || (proposer.kind !== 'human' && proposer.kind !== 'standin'))
    return refused('auth/bad-token', 'Only a player of this game can propose a rematch.');
  const seats = game.seats
    .filter((s) => s.kind !== 'automa')
    .map((s, seat): StoredSeat => {
      if (s.kind === 'bot') return { ...s, seat, tokenHash: null, reservedHash: null };
      return {
        seat,
        name: s.name,
        kind: 'open',
        tokenHash: null,
        character: s.character,
        reservedHash: s.tokenHash,
      };
    });
  const hostSeat = game.seats.filter((s) => s.kind !== 'automa').indexOf(proposer);
  // A fixed deal and first player (the tutorial's) would tell the rematch's secrets: it is dealt afresh.
  const { deal: _deal, firstPlayer: _firstPlayer, ...options } = game.options;
  return ok({
    options,
    timers: game.timers,
    seats,
    hostSeat,
    hostName: proposer.name ?? '',
    hostCharacter: proposer.character ?? 0,
  });
}

/** An open seat kept for a player of the previous game. */
export function isReserved(seat: StoredSeat): boolean {
  return seat.kind === 'open' && seat.reservedHash !== undefined && seat.reservedHash !== null;
}

/** The lowest-numbered Character nobody at the table has. */
export function firstFreeCharacter(seats: readonly StoredSeat[]): number {
  return firstFree(seats.map((s) => s.character));
}
