/**
 * What a finished game says for its ratings (policy.ts' GameFacts), read from storage alone: each seat's kind
 * at the end and the accounts linked to it (still holding its token), and — from its record replayed with the
 * engine, never from a client — each seat's team and the winner.
 */
import { ROLE_INFO, type Team } from '@among-cultists/engine';
import type { Db } from '../db.ts';
import { linkedSeats } from '../accounts/store.ts';
import { readFinishedGame } from '../game/finished.ts';
import type { GameFacts } from './policy.ts';

/**
 * The facts of a game `gamesToRate` named (store.ts): a public table, since that query reads only the public
 * tables' pending rows, so their row is not read again here. Null when it is not stored or not finished.
 */
export async function gameFacts(db: Db, gameId: string): Promise<GameFacts | null> {
  const game = await readFinishedGame(db, gameId);
  if (game === null) return null;
  const base = { gameId, public: true, finishedAt: game.finishedAt };
  const { outcome } = game;
  if (outcome === null) return { ...base, finished: false, winner: null, seats: [] };
  // Read only for a game the replay rates: an abandoned or refused one needs no accounts.
  const links = await linkedSeats(db)
    .select(['account_seats.account_id', 'account_seats.seat'])
    .where('account_seats.game_id', '=', gameId)
    .execute();
  const seats = game.stored.seats.map((s) => {
    const role = outcome.roles[s.seat];
    if (role === undefined) throw new Error(`game ${gameId}: seat ${s.seat} has no role in its replay`);
    const team: Team = ROLE_INFO[role].team;
    return {
      seat: s.seat,
      kind: s.kind,
      team,
      accounts: links.filter((l) => l.seat === s.seat).map((l) => l.account_id),
    };
  });
  return { ...base, finished: true, winner: outcome.winner, seats };
}
