/**
 * The gate of the public tables (issue 30): a person whose address range or account the operator suspended
 * does not create, join or quick-play one; a name shown to strangers passes the profanity filter
 * (public-text.ts); and new public tables and quick plays are bounded per address and, for a signed-in
 * player, per account as well, so that one account cycling addresses cannot flood the list. The routes that
 * create or join a public table ask here first (http/games.ts, http/seats.ts, public-tables' quick play).
 */
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { HttpError } from '../errors.ts';
import { StorageError } from '../game/authority.ts';
import { KeyedLimiter, type Rate } from '../limiter.ts';
import type { LimitName, Metrics } from '../metrics.ts';
import { checkPublicText } from './public-text.ts';
import { suspensionOf } from './suspensions.ts';
import type { AccountOf } from './requester.ts';

/** The bounds of the gate (docs/server.md, Limits), each per node like every rate. */
export interface PublicGateLimits {
  /** New public tables (created, or opened by quick play) per address (LIMIT_PUBLIC_TABLES_PER_HOUR). */
  readonly publicTables: Rate;
  /** The same per signed-in account, over every address (LIMIT_PUBLIC_TABLES_PER_ACCOUNT_HOUR). */
  readonly publicTablesPerAccount: Rate;
  /** Quick plays per address and per account (LIMIT_QUICK_PLAY_PER_MINUTE). */
  readonly quickPlay: Rate;
}

export const DEFAULT_PUBLIC_GATE_LIMITS: PublicGateLimits = {
  // A host who opens a table, abandons it and opens another a few times an hour is fine; a list flooded with
  // one person's tables is not. An address may be shared (a café, a campus NAT): twice an account's.
  publicTables: { burst: 20, perSecond: 20 / 3600 },
  publicTablesPerAccount: { burst: 10, perSecond: 10 / 3600 },
  // A person presses Quick play again after a refusal, or to change their choices: a few a minute.
  quickPlay: { burst: 10, perSecond: 10 / 60 },
};

export interface PublicGateDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly metrics: Metrics;
  readonly limits: PublicGateLimits;
  /** The signed-in account of a request (null: none, or accounts are off). */
  readonly accountOf: AccountOf;
}

/** Who asks: their address, and their account if they are signed in. */
export interface Requester {
  readonly address: string;
  readonly account: string | null;
}

export class PublicGate {
  readonly #deps: PublicGateDeps;
  readonly #tablesByAddress: KeyedLimiter;
  readonly #tablesByAccount: KeyedLimiter;
  readonly #quickByAddress: KeyedLimiter;
  readonly #quickByAccount: KeyedLimiter;

  constructor(deps: PublicGateDeps) {
    this.#deps = deps;
    const { limits, clock } = deps;
    this.#tablesByAddress = new KeyedLimiter(limits.publicTables, clock);
    this.#tablesByAccount = new KeyedLimiter(limits.publicTablesPerAccount, clock);
    this.#quickByAddress = new KeyedLimiter(limits.quickPlay, clock);
    this.#quickByAccount = new KeyedLimiter(limits.quickPlay, clock);
  }

  /** The request's address and account (a failed read of the session is a 503: whose it is is unknown). */
  async who(request: FastifyRequest): Promise<Requester> {
    const account = await this.#deps.accountOf(request);
    return { address: request.ip, account };
  }

  /**
   * Throws the refusal of `who` named `name` at a public table of `language`: a name the filter refuses
   * (400 `text/profane`), or suspended, by address range or by account (403 `suspended`).
   */
  async admit(who: Requester, name: string, language?: string): Promise<void> {
    const refused = checkPublicText(name, language);
    if (refused) throw new HttpError(400, refused.code, refused.message);
    const { db, clock, metrics } = this.#deps;
    const suspended = await suspensionOf(db, who.address, clock.now(), who.account).catch((e: unknown) => {
      throw new StorageError('read the suspensions', e);
    });
    if (suspended) {
      metrics.limited.inc({ limit: 'suspended' });
      throw suspended.account === null
        ? new HttpError(403, 'suspended', 'This address may not play at public tables for now.')
        : new HttpError(403, 'suspended/account', 'This account may not play at public tables for now.');
    }
  }

  /** As `admit`, when the game is public (`language`: its language; null: a private game, let in). */
  async admitTo(request: FastifyRequest, name: string, language: string | null): Promise<void> {
    if (language !== null) await this.admit(await this.who(request), name, language);
  }

  /** A host lists a new public table: admitted, then within the new tables' bounds. */
  async admitTable(request: FastifyRequest, name: string, language?: string): Promise<void> {
    const who = await this.who(request);
    await this.admit(who, name, language);
    this.takePublicTable(who);
  }

  /** A quick play: admitted, then within the quick plays' bounds; who asked (for `takePublicTable`). */
  async admitQuickPlay(request: FastifyRequest, name: string, language: string): Promise<Requester> {
    const who = await this.who(request);
    await this.admit(who, name, language);
    this.#take(who, this.#quickByAddress, this.#quickByAccount, QUICK_PLAYS);
    return who;
  }

  /** Throws the 429 when `who` has opened as many public tables as its address or account may for now. */
  takePublicTable(who: Requester): void {
    this.#take(who, this.#tablesByAddress, this.#tablesByAccount, PUBLIC_TABLES);
  }

  #take(who: Requester, byAddress: KeyedLimiter, byAccount: KeyedLimiter, bound: Bound): void {
    // The account's allowance is looked at first: a refusal by it spends nothing of the address's.
    const accountOk = who.account === null || byAccount.available(who.account);
    if (accountOk && byAddress.take(who.address) && (who.account === null || byAccount.take(who.account)))
      return;
    const perAccount = !accountOk;
    this.#deps.metrics.limited.inc({ limit: perAccount ? bound.account : bound.address });
    throw new HttpError(
      429,
      bound.code,
      `Too many ${bound.what} from your ${perAccount ? 'account' : 'network'}; wait a while.`,
    );
  }
}

/** A bound's names: the metric's per address and per account, the refusal's code, and what it counts. */
interface Bound {
  readonly address: LimitName;
  readonly account: LimitName;
  readonly code: string;
  readonly what: string;
}

const PUBLIC_TABLES: Bound = {
  address: 'public-tables',
  account: 'public-tables-account',
  code: 'rate/public-tables',
  what: 'new public tables',
};
const QUICK_PLAYS: Bound = {
  address: 'quick-play',
  account: 'quick-play-account',
  code: 'rate/quick-play',
  what: 'quick plays',
};
