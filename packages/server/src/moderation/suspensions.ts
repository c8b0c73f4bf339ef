/**
 * The operator's suspensions from public tables (issue 30; `among-cultists admin suspend`): an address range
 * (CIDR, IPv4 or IPv6; a single address is its /32 or /128), or an account (a row names one or the other),
 * until a time or until lifted. Read from storage on every check, so that a suspension made on one machine
 * holds on every node at once. An account's suspension follows its player to any address; an address
 * range's holds whether or not the player is signed in.
 */
import { randomBytes } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Db } from '../db.ts';

/** An address range as CIDR text, checked: its network, prefix length and family. */
export interface AddressRange {
  readonly network: string;
  readonly prefix: number;
  readonly family: 'ipv4' | 'ipv6';
}

/** A CIDR range ("203.0.113.0/24", "2001:db8::/32", or a single address), or null if it is none. */
export function parseRange(text: string): AddressRange | null {
  const [address = '', bits, ...rest] = text.trim().split('/');
  if (rest.length > 0) return null;
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (family === null) return null;
  const max = family === 'ipv4' ? 32 : 128;
  const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return null;
  return { network: address, prefix, family };
}

/** An IPv4 address seen through an IPv6 socket ("::ffff:1.2.3.4") is the IPv4 address. */
function plainAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped?.[1] ?? address;
  if (isIPv4(plain)) return { address: plain, family: 'ipv4' };
  if (isIPv6(plain)) return { address: plain, family: 'ipv6' };
  return null;
}

export interface Suspension {
  readonly id: string;
  readonly range: string | null;
  readonly account: string | null;
  readonly reason: string | null;
  readonly createdAt: number;
  readonly until: number | null;
  readonly liftedAt: number | null;
}

/** Suspends an address range from public tables (until `until`, epoch ms; null: until lifted). */
export async function suspendRange(
  db: Db,
  range: AddressRange,
  at: number,
  until: number | null,
  reason: string | null,
): Promise<string> {
  return insertSuspension(
    db,
    { address_range: `${range.network}/${range.prefix}`, account_id: null },
    at,
    until,
    reason,
  );
}

/**
 * Suspends an account from public tables (until `until`, epoch ms; null: until lifted); null if there is no
 * account with that id (nothing stored).
 */
export async function suspendAccount(
  db: Db,
  accountId: string,
  at: number,
  until: number | null,
  reason: string | null,
): Promise<string | null> {
  const account = await db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();
  if (!account) return null;
  return insertSuspension(db, { address_range: null, account_id: accountId }, at, until, reason);
}

/** Stores a suspension in force of a range or an account (the other is null); its id. */
async function insertSuspension(
  db: Db,
  who: { readonly address_range: string | null; readonly account_id: string | null },
  at: number,
  until: number | null,
  reason: string | null,
): Promise<string> {
  const id = randomBytes(6).toString('hex');
  await db
    .insertInto('suspensions')
    .values({ id, ...who, reason, created_at: at, until, lifted_at: null })
    .execute();
  return id;
}

/**
 * Lifts the suspensions in force of exactly this range, of this account, or the one with this id; how many
 * were lifted.
 */
export async function liftSuspensions(
  db: Db,
  which: { readonly range: AddressRange } | { readonly account: string } | { readonly id: string },
  at: number,
): Promise<number> {
  let query = db.updateTable('suspensions').set({ lifted_at: at }).where('lifted_at', 'is', null);
  query =
    'id' in which
      ? query.where('id', '=', which.id)
      : 'account' in which
        ? query.where('account_id', '=', which.account)
        : query.where('address_range', '=', `${which.range.network}/${which.range.prefix}`);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The suspensions in force at `now` (all of them, lifted and lapsed too, with `all`), newest first. */
export async function listSuspensions(db: Db, now: number, all = false): Promise<Suspension[]> {
  let query = db.selectFrom('suspensions').selectAll().orderBy('created_at', 'desc');
  if (!all)
    query = query
      .where('lifted_at', 'is', null)
      .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]));
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    range: r.address_range,
    account: r.account_id,
    reason: r.reason,
    createdAt: r.created_at,
    until: r.until,
    liftedAt: r.lifted_at,
  }));
}

/**
 * The suspension in force at `now` of this account (a signed-in player; null: none) or whose range holds
 * `address`, or null.
 */
export async function suspensionOf(
  db: Db,
  address: string,
  now: number,
  account: string | null = null,
): Promise<Suspension | null> {
  const plain = plainAddress(address);
  for (const s of await listSuspensions(db, now)) {
    if (account !== null && s.account === account) return s;
    if (plain === null) continue;
    const range = s.range === null ? null : parseRange(s.range);
    if (range === null || range.family !== plain.family) continue;
    const list = new BlockList();
    list.addSubnet(range.network, range.prefix, range.family);
    if (list.check(plain.address, plain.family)) return s;
  }
  return null;
}
