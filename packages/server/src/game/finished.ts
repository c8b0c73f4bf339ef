/**
 * A finished game as storage alone says it ended (issue 30: ratings and profiles read it, never a client):
 * its stored record replayed with the engine gives each seat's role at the end and the winner.
 */
import { replay, type Role, type Team } from '@among-cultists/engine';
import type { Db } from '../db.ts';
import { loadGame, type StoredGame } from '../store.ts';

export interface FinishedGame {
  readonly stored: StoredGame;
  /** When its last action was made (epoch ms); its creation for a game with none. */
  readonly finishedAt: number;
  /**
   * The winner and each seat's role at the end; null for a game abandoned before its end, or one whose record
   * the engine no longer plays to its end (say, one a later rule fix refuses): it has nothing to count.
   */
  readonly outcome: { readonly winner: Team; readonly roles: readonly Role[] } | null;
}

/** The stored game `gameId` if it is finished (played to its end or abandoned); null otherwise. */
export async function readFinishedGame(db: Db, gameId: string): Promise<FinishedGame | null> {
  const stored = await loadGame(db, gameId, { chatLimit: 0 });
  if (stored === null || stored.status !== 'finished') return null;
  const finishedAt = stored.actions.at(-1)?.at ?? stored.createdAt;
  if (stored.ended) return { stored, finishedAt, outcome: null };
  const replayed = replay({
    options: { ...stored.options, seed: stored.seed },
    actions: stored.actions.map(({ seat, action }) => ({ seat, action })),
  });
  const result = replayed.state.result;
  if (!replayed.ok || result === null) return { stored, finishedAt, outcome: null };
  const roles = replayed.state.seats.map((s) => s.role);
  return { stored, finishedAt, outcome: { winner: result.winner, roles } };
}
