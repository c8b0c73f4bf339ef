/**
 * Whether a game is a public table, and its language (issue 30): names and chat lines there pass the
 * profanity filter. Read from the public tables' own row (public-tables/store.ts), which stays with its game
 * to the end (only an expired lobby's goes, with the game). `public_games` (migration 017) once kept a second
 * copy of the language on the belief that the row went at the start; nothing reads or writes it any more. It
 * is not dropped: a node of the previous version still reads it during a rolling upgrade (docs/operations.md).
 */
import type { Db } from '../db.ts';

/** The game's language if it is (or was listed as) a public table; null for a private game. */
export async function publicLanguage(db: Db, game: string): Promise<string | null> {
  const listed = await db
    .selectFrom('public_tables')
    .select('language')
    .where('game_id', '=', game)
    .executeTakeFirst();
  return listed?.language ?? null;
}
