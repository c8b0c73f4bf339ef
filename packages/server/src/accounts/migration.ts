/**
 * The accounts' tables (issue 30), one migration applied on SQLite and PostgreSQL alike (migrations.ts).
 * Secrets are stored hashed: session ids, recovery codes and challenges are random and long, so one SHA-256
 * is enough (a stolen database gives nothing to sign in with).
 */
import type { Kysely, Migration } from 'kysely';

export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('accounts')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('passkeys')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'double precision', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('device_type', 'text', (c) => c.notNull())
      .addColumn('backed_up', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .addColumn('last_used_at', 'double precision')
      .execute();
    await db.schema
      .createIndex('passkeys_account')
      .ifNotExists()
      .on('passkeys')
      .column('account_id')
      .execute();
    await db.schema
      .createTable('recovery_codes')
      .ifNotExists()
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('used_at', 'double precision')
      .execute();
    await db.schema
      .createIndex('recovery_codes_account')
      .ifNotExists()
      .on('recovery_codes')
      .column('account_id')
      .execute();
    await db.schema
      .createTable('account_sessions')
      .ifNotExists()
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .addColumn('expires_at', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('account_sessions_account')
      .ifNotExists()
      .on('account_sessions')
      .column('account_id')
      .execute();
    await db.schema
      .createTable('account_challenges')
      .ifNotExists()
      .addColumn('challenge', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('name', 'text')
      .addColumn('user_id', 'text')
      .addColumn('code_hash', 'text')
      .addColumn('expires_at', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('account_challenges_expires')
      .ifNotExists()
      .on('account_challenges')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('account_seats')
      .ifNotExists()
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('linked_at', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('account_seats_pk', ['account_id', 'game_id', 'seat'])
      .execute();
    await db.schema
      .createIndex('account_seats_game')
      .ifNotExists()
      .on('account_seats')
      .column('game_id')
      .execute();
  },
};

/**
 * A linked seat's finished game summed up (issue 30, the profile): written the first time the profile asks
 * (results.ts) from the stored game's replay, so that a page and the totals never replay a game twice.
 */
export const accountResultsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_results')
      .ifNotExists()
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('finished_at', 'double precision', (c) => c.notNull())
      .addColumn('players', 'integer', (c) => c.notNull())
      .addColumn('map', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('team', 'text', (c) => c.notNull())
      .addColumn('won', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('account_results_pk', ['account_id', 'game_id', 'seat'])
      .execute();
    await db.schema
      .createIndex('account_results_recent')
      .ifNotExists()
      .on('account_results')
      .columns(['account_id', 'finished_at', 'game_id'])
      .execute();
  },
};

/** The tables above, as db.ts's `Database` includes them. */
export interface AccountTables {
  accounts: { id: string; name: string; created_at: number };
  /** A passkey's public part: its credential id (base64url), COSE public key (base64url), signature counter. */
  passkeys: {
    id: string;
    account_id: string;
    public_key: string;
    counter: number;
    /** JSON list of the transports the browser reported. */
    transports: string;
    device_type: string;
    backed_up: number;
    created_at: number;
    last_used_at: number | null;
  };
  recovery_codes: { code_hash: string; account_id: string; used_at: number | null };
  account_sessions: { id_hash: string; account_id: string; created_at: number; expires_at: number };
  /**
   * A WebAuthn ceremony in progress: its challenge (single-use: deleted when answered), what it is for
   * ('register', 'login', 'recover'), and what the answer will need (the name and user handle of a new
   * account; the account and recovery code's hash of a recovery).
   */
  account_challenges: {
    challenge: string;
    kind: string;
    account_id: string | null;
    name: string | null;
    user_id: string | null;
    code_hash: string | null;
    expires_at: number;
  };
  /** A seat a signed-in player took, with its token's hash: the game counts as theirs while the seat keeps it. */
  account_seats: { account_id: string; game_id: string; seat: number; token_hash: string; linked_at: number };
  /** A linked seat's finished game: the player's role and team at the end, and whether that team won (1). */
  account_results: {
    account_id: string;
    game_id: string;
    seat: number;
    finished_at: number;
    players: number;
    map: string;
    name: string;
    role: string;
    team: string;
    won: number;
  };
}
