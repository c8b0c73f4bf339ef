/**
 * The gate of the public tables (issue 30): a person whose address range the operator suspended does not
 * create or join one, and a name shown to strangers passes the profanity filter (public-text.ts). The
 * routes that create or join a public table ask here first (http/games.ts, http/seats.ts, public-tables'
 * quick play); a room asks whether its game is public before it filters a chat line (room.ts).
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { HttpError } from '../errors.ts';
import { StorageError } from '../game/authority.ts';
import type { Metrics } from '../metrics.ts';
import { checkPublicText } from './public-text.ts';
import { suspensionOf } from './suspensions.ts';

export interface PublicGateDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly metrics: Metrics;
}

export class PublicGate {
  readonly #deps: PublicGateDeps;

  constructor(deps: PublicGateDeps) {
    this.#deps = deps;
  }

  /**
   * Throws the refusal of a person at `address` named `name` at a public table of `language`: suspended
   * (403 `suspended`), or a name the filter refuses (400 `text/profane`).
   */
  async admit(address: string, name: string, language?: string): Promise<void> {
    const refused = checkPublicText(name, language);
    if (refused) throw new HttpError(400, refused.code, refused.message);
    const { db, clock, metrics } = this.#deps;
    const suspended = await suspensionOf(db, address, clock.now()).catch((e: unknown) => {
      throw new StorageError('read the suspensions', e);
    });
    if (suspended) {
      metrics.limited.inc({ limit: 'suspended' });
      throw new HttpError(403, 'suspended', 'This address may not play at public tables for now.');
    }
  }

  /** As `admit`, when the game `id` is public (`language`: its language; null: a private game, let in). */
  async admitTo(address: string, name: string, language: string | null): Promise<void> {
    if (language !== null) await this.admit(address, name, language);
  }
}
