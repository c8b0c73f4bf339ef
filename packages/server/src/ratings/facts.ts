/**
 * What a finished game says for its ratings (policy.ts' GameFacts), read from storage alone: each seat's kind
 * at the end and the accounts linked to it (still holding its token), and — from its record replayed with the
 * engine, never from a client — each seat's team and the winner.
 */
import { replay, ROLE_INFO, type Team } from '@among-cultists/engine';
import type { Db } from '../db.ts';
import { linkedSeats } from '../accounts/store.ts';
import { loadGame } from '../store.ts';
import type { GameFacts } from './policy.ts';

/**
 * The facts of a game `gamesToRate` named (store.ts): a public table, since that query reads only the public
 * tables' pending rows, so their row is not read again here. Null when it is not stored or not finished.
 */
export async function gameFacts(db: Db, gameId: string): Promise<GameFacts | null> {
  const stored = await loadGame(db, gameId, { chatLimit: 0 });
  if (stored === null || stored.status !== 'finished') return null;
  const finishedAt = stored.actions.at(-1)?.at ?? stored.createdAt;
  const base = { gameId, public: true, finishedAt };
  if (stored.ended) return { ...base, finished: false, winner: null, seats: [] };
  const replayed = replay({
    options: { ...stored.options, seed: stored.seed },
    actions: stored.actions.map(({ seat, action }) => ({ seat, action })),
  });
  const result = replayed.state.result;
  // A record the engine no longer plays to its end (a later rule fix) has no result to rate.
  if (!replayed.ok || result === null) return { ...base, finished: false, winner: null, seats: [] };
  // Read only for a game the replay rates: an abandoned or refused one needs no accounts.
  const links = await linkedSeats(db)
    .select(['account_seats.account_id', 'account_seats.seat'])
    .where('account_seats.game_id', '=', gameId)
    .execute();
  const seats = stored.seats.map((s) => {
    const role = replayed.state.seats[s.seat]?.role;
    if (role === undefined) throw new Error(`game ${gameId}: seat ${s.seat} has no role in its replay`);
    const team: Team = ROLE_INFO[role].team;
    return {
      seat: s.seat,
      kind: s.kind,
      team,
      accounts: links.filter((l) => l.seat === s.seat).map((l) => l.account_id),
    };
  });
  return { ...base, finished: true, winner: result.winner, seats };
}
