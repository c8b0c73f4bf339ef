import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { HandoverCode } from '@among-cultists/protocol';
import { StorageError } from './game/authority.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { HttpError } from './errors.ts';

/**
 * Table mode's handover (issue 24): the browser that created a game (the shared screen's) gives the host's
 * seat to a phone by a code, never by the token itself, which anyone seeing the screen could copy. A code
 * is random, works once and for a short while, and lives in the database (any node redeems it). The
 * database holds only its hash and the seat's token sealed with a key derived from the code: the token
 * can be read only by whoever holds the code, once.
 */

/** Expired codes are kept this long (a late phone hears "expired" rather than "unknown"), then deleted. */
const EXPIRED_KEPT_MS = 3600_000;

/** The row's key: the code's hash (the code itself is never stored). */
function codeHash(code: string): string {
  return createHash('sha256').update(`among-cultists handover id\0${code}`).digest('hex');
}

/** The key that seals the token: derived from the code apart from its hash, so the hash does not open it. */
function sealingKey(code: string): Buffer {
  return createHash('sha256').update(`among-cultists handover key\0${code}`).digest();
}

function seal(code: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(code), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(code: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(code), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** A new code for `seat` of `game` (whose token the caller checked), working for `ttlMs`. */
export async function issueHandover(
  db: Db,
  clock: Clock,
  game: string,
  seat: number,
  token: string,
  ttlMs: number,
): Promise<HandoverCode> {
  const code = randomBytes(16).toString('base64url'); // 128 bits, 22 characters
  const now = clock.now();
  const expiresAt = now + ttlMs;
  try {
    // Old codes go as new ones come: the table is as large as the codes issued within the last hour.
    await db
      .deleteFrom('handovers')
      .where('expires_at', '<', now - EXPIRED_KEPT_MS)
      .execute();
    await db
      .insertInto('handovers')
      .values({
        code_hash: codeHash(code),
        game_id: game,
        seat,
        sealed: seal(code, token),
        expires_at: expiresAt,
        used: 0,
      })
      .execute();
  } catch (e) {
    throw new StorageError('store a handover code', e);
  }
  return { code, expiresAt, ttlMs };
}

/**
 * The seat and token `code` hands over in `game`, once (`failed` hears of a failure that did not stop it): the first redeemer marks it used (a conditional
 * update, so two nodes redeeming at once cannot both win) and every other code of that seat with it; a
 * code used, expired, unknown or of another game is refused with a code saying which.
 */
export async function redeemHandover(
  db: Db,
  clock: Clock,
  game: string,
  code: string,
  failed: (error: StorageError) => void,
): Promise<{ seat: number; token: string }> {
  const hash = codeHash(code);
  const now = clock.now();
  let row;
  let won;
  try {
    row = await db
      .selectFrom('handovers')
      .select(['game_id', 'seat', 'sealed', 'expires_at', 'used'])
      .where('code_hash', '=', hash)
      .executeTakeFirst();
    won =
      row !== undefined &&
      row.game_id === game &&
      Number(
        (
          await db
            .updateTable('handovers')
            .set({ used: 1, sealed: '' })
            .where('code_hash', '=', hash)
            .where('used', '=', 0)
            .where('expires_at', '>', now)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1;
  } catch (e) {
    throw new StorageError('redeem a handover code', e);
  }
  if (row === undefined || row.game_id !== game)
    throw new HttpError(404, 'handover/unknown', 'That handover code is not one of this game’s.');
  if (!won) {
    // Read unused but lost the update: another request used it a moment ago.
    if (row.used === 0 && row.expires_at <= now)
      throw new HttpError(410, 'handover/expired', 'That handover code has expired; scan the new one.');
    throw new HttpError(410, 'handover/used', 'That handover code was used already; ask for a new one.');
  }
  try {
    // The seat went to this phone: the screen's other codes for it must not hand it to anyone else.
    await db
      .updateTable('handovers')
      .set({ used: 1, sealed: '' })
      .where('game_id', '=', game)
      .where('seat', '=', row.seat)
      .where('used', '=', 0)
      .execute();
  } catch (e) {
    // The phone won the seat all the same; the other codes still die at their expiry.
    failed(new StorageError('retire the other handover codes', e));
  }
  return { seat: row.seat, token: unseal(code, row.sealed) };
}
