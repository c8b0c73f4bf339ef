/**
 * The ten Characters' names (issue 26): a university faculty and its students in the 1920s, the same in every
 * language. The server names bots by them; the web shows them with each Character's portrait and colour.
 * A Character's number is its index + 1, everywhere a player is shown.
 */
export const CHARACTER_NAMES = [
  'Prof. Amara Okafor',
  'Dr. Henrik Lindqvist',
  'Miss Inês Carvalho',
  'Mr. Rajan Mehta',
  'Dr. Zofia Kowalczyk',
  'Prof. Kenji Morimoto',
  'Miss Eleanor Whitcombe',
  'Mr. Tomás Echeverría',
  'Dr. Layla Haddad',
  'Prof. Elijah Brooks',
] as const;

/** A Character's name; `Character <number>` for an index outside the ten (a record from elsewhere). */
export function characterName(character: number): string {
  return CHARACTER_NAMES[character] ?? `Character ${character + 1}`;
}
