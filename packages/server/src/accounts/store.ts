/**
 * The accounts' storage (tables in migration.ts): every read and write the account routes make, one function
 * each, so that the routes say what happens and this file how it is stored.
 */
import type { Db } from '../db.ts';
import type { AccountTables } from './migration.ts';
import { hashSecret } from './secrets.ts';

export interface Account {
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
}

export interface StoredPasskey {
  readonly id: string;
  readonly accountId: string;
  readonly publicKey: Uint8Array;
  readonly counter: number;
  readonly transports: string[];
  readonly deviceType: string;
  readonly backedUp: boolean;
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
}

export type ChallengeKind = 'register' | 'login' | 'recover';

export interface Challenge {
  readonly challenge: string;
  readonly kind: ChallengeKind;
  readonly accountId: string | null;
  readonly name: string | null;
  readonly userId: string | null;
  readonly codeHash: string | null;
}

/** Stores a challenge unless `pending` are already waiting (after the expired ones are deleted). */
export async function storeChallenge(
  db: Db,
  challenge: Challenge,
  expiresAt: number,
  now: number,
  pending: number,
): Promise<boolean> {
  const count = async (): Promise<number> =>
    Number(
      (
        await db
          .selectFrom('account_challenges')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  if ((await count()) >= pending) {
    await db.deleteFrom('account_challenges').where('expires_at', '<=', now).execute();
    if ((await count()) >= pending) return false;
  }
  await db
    .insertInto('account_challenges')
    .values({
      challenge: challenge.challenge,
      kind: challenge.kind,
      account_id: challenge.accountId,
      name: challenge.name,
      user_id: challenge.userId,
      code_hash: challenge.codeHash,
      expires_at: expiresAt,
    })
    .execute();
  return true;
}

/**
 * Takes a challenge of `kind` out of storage, whether or not it is still valid (one answer each: a replayed
 * answer finds nothing); returns it only when it has not expired.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  kind: ChallengeKind,
  now: number,
): Promise<Challenge | null> {
  const row = await db
    .deleteFrom('account_challenges')
    .where('challenge', '=', challenge)
    .where('kind', '=', kind)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  return {
    challenge: row.challenge,
    kind,
    accountId: row.account_id,
    name: row.name,
    userId: row.user_id,
    codeHash: row.code_hash,
  };
}

export async function createAccount(
  db: Db,
  account: Account,
  passkey: StoredPasskey,
  recoveryCodes: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('accounts')
      .values({ id: account.id, name: account.name, created_at: account.createdAt })
      .execute();
    await insertPasskey(trx, passkey);
    await trx
      .insertInto('recovery_codes')
      .values(
        recoveryCodes.map((code) => ({ code_hash: hashSecret(code), account_id: account.id, used_at: null })),
      )
      .execute();
  });
}

export async function findAccount(db: Db, id: string): Promise<Account | null> {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, name: row.name, createdAt: row.created_at } : null;
}

async function insertPasskey(db: Db, passkey: StoredPasskey): Promise<void> {
  await db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      account_id: passkey.accountId,
      public_key: Buffer.from(passkey.publicKey).toString('base64url'),
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      device_type: passkey.deviceType,
      backed_up: passkey.backedUp ? 1 : 0,
      created_at: passkey.createdAt,
      last_used_at: passkey.lastUsedAt,
    })
    .execute();
}

/** Adds a passkey to an account unless it has `max` already; false when it is full. */
export async function addPasskey(db: Db, passkey: StoredPasskey, max: number): Promise<boolean> {
  return await db.transaction().execute(async (trx) => {
    if ((await passkeysOf(trx, passkey.accountId)).length >= max) return false;
    await insertPasskey(trx, passkey);
    return true;
  });
}

function passkeyOf(row: AccountTables['passkeys']): StoredPasskey {
  return {
    id: row.id,
    accountId: row.account_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: row.counter,
    transports: JSON.parse(row.transports) as string[],
    deviceType: row.device_type,
    backedUp: row.backed_up === 1,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function findPasskey(db: Db, id: string): Promise<StoredPasskey | null> {
  const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? passkeyOf(row) : null;
}

export async function passkeysOf(db: Db, accountId: string): Promise<StoredPasskey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  return rows.map(passkeyOf);
}

/**
 * Records a passkey's use: its new signature counter, only if it moved forward (or both are 0, as for most
 * passkeys); false when it did not (a cloned authenticator, or an answer replayed concurrently).
 */
export async function usePasskey(
  db: Db,
  id: string,
  oldCounter: number,
  newCounter: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: now })
    .where('id', '=', id)
    .where('counter', '=', oldCounter)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The account whose unused recovery code hashes to `codeHash`, or null. */
export async function recoveryAccount(db: Db, codeHash: string): Promise<string | null> {
  const row = await db
    .selectFrom('recovery_codes')
    .select('account_id')
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row?.account_id ?? null;
}

/** Uses a recovery code up: true for the one caller that found it unused. */
export async function spendRecoveryCode(
  db: Db,
  codeHash: string,
  accountId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function recoveryCodesLeft(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A new session for an account: the one the request came with (if any) is ended first, so that a session id
 * is never kept across a sign-in (no fixation), and the account's oldest go beyond `max`.
 */
export async function startSession(
  db: Db,
  accountId: string,
  sessionId: string,
  previous: string | undefined,
  now: number,
  ttlMs: number,
  max: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (previous !== undefined)
      await trx.deleteFrom('account_sessions').where('id_hash', '=', hashSecret(previous)).execute();
    await trx
      .insertInto('account_sessions')
      .values({
        id_hash: hashSecret(sessionId),
        account_id: accountId,
        created_at: now,
        expires_at: now + ttlMs,
      })
      .execute();
    const kept = await trx
      .selectFrom('account_sessions')
      .select('id_hash')
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .limit(max)
      .execute();
    await trx
      .deleteFrom('account_sessions')
      .where('account_id', '=', accountId)
      .where(
        'id_hash',
        'not in',
        kept.map((k) => k.id_hash),
      )
      .execute();
  });
}

/** The account a session id belongs to, if the session exists and has not expired (an expired one is deleted). */
export async function sessionAccount(db: Db, sessionId: string, now: number): Promise<Account | null> {
  const idHash = hashSecret(sessionId);
  const row = await db
    .selectFrom('account_sessions')
    .innerJoin('accounts', 'accounts.id', 'account_sessions.account_id')
    .select(['accounts.id', 'accounts.name', 'accounts.created_at', 'account_sessions.expires_at'])
    .where('account_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= now) {
    await db.deleteFrom('account_sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  return { id: row.id, name: row.name, createdAt: row.created_at };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('account_sessions').where('id_hash', '=', hashSecret(sessionId)).execute();
}

/** Links a seat a signed-in player took to their account (again: the same row, unchanged). */
export async function linkSeat(
  db: Db,
  link: { accountId: string; gameId: string; seat: number; tokenHash: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('account_seats')
    .values({
      account_id: link.accountId,
      game_id: link.gameId,
      seat: link.seat,
      token_hash: link.tokenHash,
      linked_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'game_id', 'seat'])
        .doUpdateSet({ token_hash: link.tokenHash, linked_at: now }),
    )
    .execute();
}

export interface AccountGame {
  readonly id: string;
  readonly seat: number;
  readonly name: string | null;
  readonly status: string;
  readonly ended: string | null;
  readonly createdAt: number;
  readonly startedAt: number | null;
}

/**
 * The seats linked to accounts, with their game, that still hold the token the player was given (a seat given
 * up in the lobby and taken by someone else is no longer theirs): what the data download and the profile read.
 */
export function linkedSeats(db: Db) {
  return db
    .selectFrom('account_seats')
    .innerJoin('seats', (join) =>
      join
        .onRef('seats.game_id', '=', 'account_seats.game_id')
        .onRef('seats.seat', '=', 'account_seats.seat')
        .onRef('seats.token_hash', '=', 'account_seats.token_hash'),
    )
    .innerJoin('games', 'games.id', 'account_seats.game_id');
}

/** The games an account played: seats linked to it that still hold the token the player was given. */
export async function gamesOf(db: Db, accountId: string): Promise<AccountGame[]> {
  const rows = await linkedSeats(db)
    .select([
      'games.id',
      'account_seats.seat',
      'seats.name',
      'games.status',
      'games.ended',
      'games.created_at',
      'games.started_at',
    ])
    .where('account_seats.account_id', '=', accountId)
    .orderBy('games.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    seat: r.seat,
    name: r.name,
    status: r.status,
    ended: r.ended,
    createdAt: r.created_at,
    startedAt: r.started_at,
  }));
}

/** Deletes an account and everything stored of it; its games stay, no longer linked to it. */
export async function deleteAccount(db: Db, accountId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('account_sessions').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('passkeys').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('account_challenges').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('account_seats').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('account_results').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('ratings').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('rating_changes').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('accounts').where('id', '=', accountId).execute();
  });
}
