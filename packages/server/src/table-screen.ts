import { createHash, timingSafeEqual } from 'node:crypto';
import type { Client } from './session/session.ts';

/**
 * A table's shared screen (issue 24): it watches as a spectator, but in places of its own, so that
 * spectators filling theirs cannot keep it out. It proves it is the table's with a key that only the host's
 * token obtains (`POST /api/games/:id/table`). The key is derived from the hash of the host's token, which
 * every node stores, so any node checks it without storing more; it opens no seat (a token cannot be found
 * from it), so the screen never holds one.
 */
export function tableKeyOf(hostTokenHash: string): string {
  return createHash('sha256').update(`among-cultists table key\0${hostTokenHash}`).digest('hex');
}

/** Whether `key` is the table key of the game whose host's token hashes to `hostTokenHash`. */
export function isTableKey(key: string, hostTokenHash: string | null): boolean {
  if (hostTokenHash === null) return false;
  const expected = Buffer.from(tableKeyOf(hostTokenHash), 'hex');
  const given = Buffer.from(key, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface PlaceLimits {
  readonly spectatorsPerGame: number;
  readonly tableScreensPerGame: number;
}

/**
 * Why a watcher may not join now, or null: table screens count against their own places, other spectators
 * against theirs (seats have their own limit, checked by the room).
 */
export function watcherRefusal(
  clients: Iterable<Client>,
  client: Client,
  limits: PlaceLimits,
): 'limit/spectators' | 'limit/table-screens' | null {
  if (client.seat !== null) return null;
  const table = client.table === true;
  let n = 0;
  for (const c of clients) if (c.seat === null && (c.table === true) === table) n += 1;
  if (table) return n >= limits.tableScreensPerGame ? 'limit/table-screens' : null;
  return n >= limits.spectatorsPerGame ? 'limit/spectators' : null;
}
