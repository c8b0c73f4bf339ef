import type { Db } from './db.ts';

/**
 * Games in play whose players all left (issue 24). Such a game waits in storage, not in memory: the node
 * that runs it stores since when nobody has been at it (`idle_since`) as it lets it go, a player who comes
 * back clears it, and once nobody has been back for ABANDON_AFTER_HOURS the game ends as abandoned. All of
 * it lives in the database, so that any node (or the same one after a restart) knows it without having
 * the game in memory, and a conditional update makes only one node do each change.
 */

/** Games ended per sweep at most (one sweep's work stays small even after a long outage). */
export const ABANDON_BATCH = 100;

/**
 * Stores that nobody has been at this game in play since `since` (epoch ms). An earlier time already
 * stored is kept: a game loaded only to be looked at (its lobby over HTTP) does not start its wait again.
 * False if the game is no longer in play (nothing stored).
 */
export async function markIdle(db: Db, id: string, since: number): Promise<boolean> {
  const result = await db
    .updateTable('games')
    .set((eb) => ({ idle_since: eb.fn.coalesce('idle_since', eb.val(since)) }))
    .where('id', '=', id)
    .where('status', '=', 'playing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A player is at these games: their wait ends. Returns those that were stored as idle (and are no more). */
export async function markAttended(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('games')
    .set({ idle_since: null })
    .where('id', 'in', ids)
    .where('idle_since', 'is not', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Ends, as abandoned, the games in play nobody has been at since before `idleBefore` (at most
 * ABANDON_BATCH of them): they become finished, with their record kept and `ended` saying why. Returns
 * each with its new write version (the other nodes' copies read it again when they hear of it).
 */
export async function abandonIdle(
  db: Db,
  idleBefore: number,
): Promise<{ readonly id: string; readonly version: number }[]> {
  return (
    db
      .updateTable('games')
      .set((eb) => ({ status: 'finished', ended: 'abandoned', version: eb('version', '+', 1) }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('games')
          .select('id')
          .where('status', '=', 'playing')
          .where('idle_since', '<', idleBefore)
          .limit(ABANDON_BATCH),
      )
      // Checked again here: a player who came back meanwhile cleared the wait.
      .where('status', '=', 'playing')
      .where('idle_since', '<', idleBefore)
      .returning(['id', 'version'])
      .execute()
  );
}
