/**
 * Public tables (issue 30): listing a new table for strangers, the list every node reads from the database,
 * and quick play, which seats a player at the best open table for their choices or opens a new one.
 * Joining goes through the game's own join, whose seat write names the version it read (store.ts,
 * `saveSeats`): two people never get one seat, whichever nodes they come through.
 */
import type { BotKind } from '@among-cultists/bots';
import type { GameOptions } from '@among-cultists/engine';
import {
  DECISION_KINDS,
  type PublicTable,
  type QuickPlayResult,
  type TableLanguage,
} from '@among-cultists/protocol';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { HttpError } from '../errors.ts';
import { errorText, type Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import type { Room } from '../room.ts';
import type { Rooms } from '../rooms.ts';
import type { Timers } from '../timers.ts';
import { listPlayingTables, type PublicTableSettings } from './playing.ts';
import { QuickPlayTurns } from './opening.ts';
import { insertPublicTable, listPublicTables, type TableFilter } from './store.ts';

/** A quick-play table's seconds per decision: the web's default timer. */
const QUICK_PLAY_SECONDS = 90;
/** The best open tables quick play tries in turn before it opens a new one (each may fill meanwhile). */
const QUICK_PLAY_TRIES = 5;

export interface PublicTablesDeps {
  readonly db: Db;
  readonly rooms: Rooms;
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
  /** A table not started this long after its creation leaves the list (`tablesListedMs`). */
  readonly listedMs: number;
}

/** What a new public table's countdown was asked: after how long, and which bots (quick play or the form). */
interface CountdownChoice {
  readonly fillAfterSeconds?: number | undefined;
  readonly botStrength?: BotKind | undefined;
}

/** What quick play is asked: the player's name and choices (protocol's QuickPlaySchema). */
export interface QuickPlayChoice extends CountdownChoice {
  readonly name: string;
  readonly players: number;
  readonly map?: string;
  readonly language: TableLanguage;
}

/**
 * A public table's countdown as asked: its bots (null: the server's BOT_KIND) and after how long (null: none,
 * the table waits for its host). Bots are chosen only with a countdown, and only a public table has one.
 */
export function countdownOf(
  choice: CountdownChoice,
  listed: boolean,
): { readonly botKind: BotKind | null; readonly fillAfterSeconds: number | null } {
  const fillAfterSeconds = choice.fillAfterSeconds ?? null;
  if (!listed && (fillAfterSeconds !== null || choice.botStrength !== undefined))
    throw new HttpError(
      400,
      'table/fill-public-only',
      'Only a public table fills its empty seats with bots after a countdown; a private one starts when its host says.',
    );
  if (choice.botStrength === undefined) return { botKind: null, fillAfterSeconds };
  if (fillAfterSeconds === null)
    throw new HttpError(
      400,
      'table/bots-need-countdown',
      "The bots' strength is chosen with a countdown: set after how long bots fill the empty seats.",
    );
  return { botKind: choice.botStrength, fillAfterSeconds };
}

/** A public table must have timers: strangers cannot be left waiting on someone who walked away. */
export function requireTimers(timers: Timers | undefined): void {
  if (timers === undefined || Object.keys(timers).length === 0)
    throw new HttpError(
      400,
      'table/timers-required',
      'A public table needs timers: set a time limit for the decisions.',
    );
}

/**
 * The streamer-mode delay a host asked for, in seconds (0: none): only a public table has one (a private
 * game's spectators are whom its players gave the code), and at most the server's bound.
 */
export function spectatorDelayOf(asked: number | undefined, listed: boolean, maxMs: number): number {
  if (asked === undefined || asked === 0) return 0;
  if (!listed)
    throw new HttpError(
      400,
      'table/delay-public-only',
      'Only a public table can show its game to spectators late.',
    );
  if (asked * 1000 > maxMs)
    throw new HttpError(
      400,
      'table/delay-too-long',
      `This server shows a game to spectators at most ${Math.floor(maxMs / 1000)} seconds late.`,
    );
  return asked;
}

export class PublicTables {
  readonly #deps: PublicTablesDeps;

  readonly #turns: QuickPlayTurns;

  constructor(deps: PublicTablesDeps) {
    this.#deps = deps;
    this.#turns = new QuickPlayTurns(deps.db, deps.log, deps.metrics);
  }

  /**
   * Lists a game just created for strangers (with a countdown that ends `fillAfterSeconds` from now, if
   * asked), then tells its room (as stored: this node's copy shows the
   * countdown, delays its spectators and makes its bots like every other node's). If storing fails the game
   * stays, private, and the host hears why (503): they may share its code or create it again.
   */
  async publish(
    room: Pick<Room, 'id' | 'setPublicTable'>,
    listing: {
      readonly language: TableLanguage;
      readonly hostName: string;
      readonly fillAfterSeconds: number | null;
    } & Omit<PublicTableSettings, 'language' | 'fillAt'>,
  ): Promise<void> {
    const { language, hostName, fillAfterSeconds, ...chosen } = listing;
    const fillAt = fillAfterSeconds === null ? null : this.#deps.clock.now() + fillAfterSeconds * 1000;
    const settings = { ...chosen, fillAt };
    try {
      await insertPublicTable(this.#deps.db, {
        gameId: room.id,
        language,
        hostName,
        createdAt: this.#deps.clock.now(),
        ...settings,
      });
    } catch (e) {
      this.#deps.metrics.failures.inc({ operation: 'write' });
      this.#deps.log.error({ game: room.id, error: errorText(e) }, 'a public table could not be listed');
      throw new HttpError(
        503,
        'server/unavailable',
        'The table was created but could not be listed; share its code, or try again in a moment.',
      );
    }
    room.setPublicTable({ language, ...settings });
  }

  /**
   * A page of the list (`size` tables from page `page`), and whether more follow: tables waiting for
   * players, or (`playing`) public games in progress, to watch.
   */
  async list(
    filter: TableFilter,
    page: number,
    size: number,
    playing = false,
  ): Promise<{ tables: PublicTable[]; more: boolean }> {
    let rows;
    try {
      const listedSince = this.#deps.clock.now() - this.#deps.listedMs;
      rows = playing
        ? await listPlayingTables(this.#deps.db, filter, page * size, size + 1)
        : await listPublicTables(this.#deps.db, filter, listedSince, page * size, size + 1);
    } catch (e) {
      this.#deps.metrics.failures.inc({ operation: 'load' });
      this.#deps.log.error({ error: errorText(e) }, 'the public tables could not be read');
      throw new HttpError(
        503,
        'server/unavailable',
        'The tables could not be read just now; try again in a moment.',
      );
    }
    return { tables: rows.slice(0, size), more: rows.length > size };
  }

  /**
   * Seats the player at the best open table for their choices (the fullest, then the oldest), or, when none
   * takes them, opens a new public table with them as its host (`mayCreate` first: the limit on new games).
   */
  async quickPlay(choice: QuickPlayChoice, mayCreate: () => void): Promise<QuickPlayResult> {
    const filter = {
      players: choice.players,
      map: choice.map ?? 'default',
      language: choice.language,
    };
    const countdown = countdownOf(choice, true);
    // One choice at a time per key (opening.ts): two quick plays with no open table open one, not two.
    const key = `${filter.players}:${filter.map}:${filter.language}`;
    return await this.#turns.run(key, () => this.#choose(choice, countdown, filter, mayCreate));
  }

  async #choose(
    choice: QuickPlayChoice,
    countdown: ReturnType<typeof countdownOf>,
    filter: Required<TableFilter>,
    mayCreate: () => void,
  ): Promise<QuickPlayResult> {
    const { rooms } = this.#deps;
    const { tables } = await this.list(filter, 0, QUICK_PLAY_TRIES);
    for (const table of tables) {
      const room = await rooms.get(table.id);
      if (!room) continue;
      try {
        const seated = await room.join(choice.name);
        return { id: table.id, ...seated, created: false };
      } catch (e) {
        // Taken or started by someone else meanwhile (through any node): the next table.
        if (e instanceof HttpError && (e.code === 'game/full' || e.code === 'game/started')) continue;
        throw e;
      }
    }
    mayCreate();
    const options: Omit<GameOptions, 'seed'> = {
      players: choice.players as GameOptions['players'],
      roleSet: 'first',
      ...(choice.map === undefined || choice.map === 'default' ? {} : { board: choice.map }),
    };
    const timers = Object.fromEntries(DECISION_KINDS.map((k) => [k, QUICK_PLAY_SECONDS])) as Timers;
    const { room, token } = await rooms.create(options, choice.name, timers, 0);
    await this.publish(room, {
      language: choice.language,
      hostName: choice.name,
      spectatorDelay: 0,
      ...countdown,
    });
    return { id: room.id, seat: 0, token, created: true };
  }
}
