/**
 * Whether a game is a public table, and its language (issue 30): names and chat lines there pass the
 * profanity filter. The public tables' own rows (public-tables/) go once a game starts; the first time a
 * public game is asked about, its language is kept in `public_games` for the whole game.
 */
import type { Db } from '../db.ts';

/** The game's language if it is (or was listed as) a public table; null for a private game. */
export async function publicLanguage(db: Db, game: string): Promise<string | null> {
  const kept = await db
    .selectFrom('public_games')
    .select('language')
    .where('game_id', '=', game)
    .executeTakeFirst();
  if (kept) return kept.language;
  const listed = await db
    .selectFrom('public_tables')
    .select('language')
    .where('game_id', '=', game)
    .executeTakeFirst();
  if (!listed) return null;
  await db
    .insertInto('public_games')
    .values({ game_id: game, language: listed.language })
    .onConflict((oc) => oc.column('game_id').doNothing())
    .execute();
  return listed.language;
}
