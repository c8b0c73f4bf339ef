/**
 * What both lists of public tables read of a table and how they show it: the open tables (store.ts) and the
 * games in progress (playing.ts) answer the same `PublicTable`, so the columns they select and the mapping of a
 * row live here once, and the two lists cannot come to describe a table differently.
 */
import { sql } from 'kysely';
import { DEFAULT_BOARD_ID } from '@among-cultists/engine';
import type { PublicTable, TableLanguage } from '@among-cultists/protocol';
import type { Db } from '../db.ts';

interface StoredOptions {
  readonly roleSet?: 'first' | 'recommended' | 'expert';
  readonly specialRoles?: readonly string[];
  readonly automa?: boolean;
}

/** The board id a filter's `map` stands for (`default` names the base game's board). */
export function boardOf(map: string): string {
  return map === 'default' ? DEFAULT_BOARD_ID : map;
}

/**
 * Public tables (`p`) with their games (`g`), selecting what every listed table shows; each list adds its
 * status, its own columns and its order. The host's name is the host seat's as it is now (`host_now`: renamed
 * in the lobby), else the one it was listed with.
 */
export function selectListedTables(db: Db) {
  return db
    .selectFrom('public_tables as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .select([
      'g.id',
      'g.options',
      'g.board_id',
      'g.timers',
      'p.language',
      'p.host_name',
      'p.created_at',
      'p.spectator_delay',
      (eb) =>
        eb
          .selectFrom('seats as h')
          .select('h.name')
          .whereRef('h.game_id', '=', 'g.id')
          .where(sql<boolean>`h.seat = coalesce(g.host_seat, 0)`)
          .as('host_now'),
    ]);
}

/** A row of `selectListedTables`. */
export interface ListedRow {
  readonly id: string;
  readonly options: string;
  readonly board_id: string | null;
  readonly timers: string | null;
  readonly language: string;
  readonly host_name: string;
  readonly host_now: string | null;
  readonly created_at: number;
  readonly spectator_delay: number;
}

/** What differs between the lists: the seats (counted by each list's own query) and its moments. */
export type ListedSeats = Pick<PublicTable, 'players' | 'seated' | 'free' | 'fillAt' | 'startedAt'>;

/** A listed table as the API answers it. */
export function toPublicTable(r: ListedRow, own: ListedSeats): PublicTable {
  const options = JSON.parse(r.options) as StoredOptions;
  return {
    id: r.id,
    players: own.players,
    seated: own.seated,
    free: own.free,
    map: r.board_id ?? DEFAULT_BOARD_ID,
    roleSet: options.roleSet ?? null,
    specialRoles: [...(options.specialRoles ?? [])],
    automa: options.automa === true,
    language: r.language as TableLanguage,
    timers: r.timers === null ? {} : (JSON.parse(r.timers) as PublicTable['timers']),
    hostName: r.host_now ?? r.host_name,
    fillAt: own.fillAt,
    createdAt: r.created_at,
    spectatorDelay: r.spectator_delay,
    startedAt: own.startedAt,
  };
}
