import type {
  Notebook,
  NotebookMark,
  RecordNotebook,
  RecordNotebookSave,
  WireMessage,
} from '@among-cultists/protocol';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { KeyedLimiter, type Rate } from './limiter.ts';
import { errorText, type Log } from './log.ts';
import type { Metrics } from './metrics.ts';
import type { Client } from './session.ts';

/**
 * Each seat's private notebook (issue 16): marks per Character and free notes. It lives in storage, never
 * only in one node's memory: every node serving the game reads it there for its own connections of the seat.
 * During the game only that seat's connections get it; once the game is over the record shows every seat's.
 */

/**
 * The saves of a notebook kept per seat and game, the latest ones. The save rate limit already bounds how
 * many a game can make (about one a second while someone types), but a long game would still store
 * thousands of near-identical notes per seat: this bounds the storage a game's history takes whatever its
 * length, and two hundred saves are enough for a replay to follow a notebook through a game.
 */
export const NOTEBOOK_SAVES_KEPT = 200;

/**
 * Stores a seat's notebook whole (the last save wins) and appends the save to its history, dropping the
 * oldest beyond `NOTEBOOK_SAVES_KEPT`, in one transaction; returns its new version.
 */
export async function saveNotebook(
  db: Db,
  game: string,
  seat: number,
  notebook: Notebook,
  at: number,
): Promise<number> {
  const marks = JSON.stringify(notebook.marks);
  return db.transaction().execute(async (trx) => {
    const { version } = await trx
      .insertInto('notebooks')
      .values({ game_id: game, seat, marks, notes: notebook.notes, version: 1, updated_at: at })
      .onConflict((oc) =>
        oc.columns(['game_id', 'seat']).doUpdateSet((eb) => ({
          marks,
          notes: notebook.notes,
          version: eb('notebooks.version', '+', 1),
          updated_at: at,
        })),
      )
      .returning('version')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('notebook_saves')
      .values({ game_id: game, seat, version, marks, notes: notebook.notes, saved_at: at })
      .execute();
    // Versions count a seat's saves one by one (the upsert above holds the row while this runs), so the
    // saves kept are exactly the last NOTEBOOK_SAVES_KEPT versions.
    await trx
      .deleteFrom('notebook_saves')
      .where('game_id', '=', game)
      .where('seat', '=', seat)
      .where('version', '<=', version - NOTEBOOK_SAVES_KEPT)
      .execute();
    return version;
  });
}

/** A seat's notebook, or null if it never saved one. */
export async function readNotebook(db: Db, game: string, seat: number): Promise<Notebook | null> {
  const row = await db
    .selectFrom('notebooks')
    .select(['marks', 'notes'])
    .where('game_id', '=', game)
    .where('seat', '=', seat)
    .executeTakeFirst();
  return row ? { marks: JSON.parse(row.marks) as (NotebookMark | null)[], notes: row.notes } : null;
}

/** Every seat's notebook that was saved, in seat order (a finished game's record). */
export async function readNotebooks(db: Db, game: string): Promise<RecordNotebook[]> {
  const rows = await db
    .selectFrom('notebooks')
    .select(['seat', 'marks', 'notes'])
    .where('game_id', '=', game)
    .orderBy('seat')
    .execute();
  return rows.map((r) => ({
    seat: r.seat,
    marks: JSON.parse(r.marks) as (NotebookMark | null)[],
    notes: r.notes,
  }));
}

/**
 * The saves of a game's notebooks that are kept, in order of time, then seat (a finished game's record).
 * A seat whose first kept save has a version above 1 had older saves dropped.
 */
export async function readNotebookHistory(db: Db, game: string): Promise<RecordNotebookSave[]> {
  const rows = await db
    .selectFrom('notebook_saves')
    .select(['seat', 'version', 'marks', 'notes', 'saved_at'])
    .where('game_id', '=', game)
    .orderBy('saved_at')
    .orderBy('seat')
    .orderBy('version')
    .execute();
  return rows.map((r) => ({
    seat: r.seat,
    at: r.saved_at,
    version: r.version,
    marks: JSON.parse(r.marks) as (NotebookMark | null)[],
    notes: r.notes,
  }));
}

export interface NotebookDeps {
  readonly db: Db;
  readonly game: string;
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
  /** Saves per seat, whatever number of connections it has. */
  readonly rate: Rate;
  /** Where the game is, and how many seats it has, the AUTOMA's included (a mark or none for each). */
  readonly status: () => 'lobby' | 'playing' | 'finished';
  readonly players: () => number;
  /** Whether the seat has a connection through this node. */
  readonly seatHere: (seat: number) => boolean;
  /** To the seat's connections through this node, but `except` (Session.sendToSeat). */
  readonly sendToSeat: (seat: number, message: WireMessage, except?: Client) => void;
  /** Tells the other nodes serving the game that this seat's notebook changed (they read it from storage). */
  readonly announce: (seat: number) => void;
}

/**
 * One game's notebooks on this node: saves checked, limited, stored and passed to the seat's other
 * devices; hellos and other nodes' saves answered from storage.
 */
export class Notebooks {
  readonly #deps: NotebookDeps;
  readonly #limit: KeyedLimiter;
  /** Saves and reads run one after another, so a seat's devices hear its saves in the order they were stored. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(deps: NotebookDeps) {
    this.#deps = deps;
    this.#limit = new KeyedLimiter(deps.rate, deps.clock, 16);
  }

  /** A save from one of the seat's connections. */
  save(client: Client, notebook: Notebook): Promise<void> {
    const seat = client.seat;
    const refusal = this.#refusal(seat, notebook);
    if (refusal) {
      client.send({ t: 'error', ...refusal });
      return Promise.resolve();
    }
    if (!this.#limit.take(String(seat))) {
      this.#deps.metrics.limited.inc({ limit: 'notebook' });
      client.send({
        t: 'error',
        code: 'notebook/rate',
        message: 'Your notebook is being saved too often; it is saved again in a moment.',
      });
      return Promise.resolve();
    }
    return this.#serial(async () => {
      try {
        await saveNotebook(this.#deps.db, this.#deps.game, seat!, notebook, this.#deps.clock.now());
      } catch (e) {
        this.#failed(e, { seat, save: true });
        client.send({
          t: 'error',
          code: 'notebook/unavailable',
          message: 'Your notebook could not be saved just now; it is saved again in a moment.',
        });
        return;
      }
      // The device it came from has it already.
      this.#deps.sendToSeat(seat!, { t: 'notebook', ...notebook }, client);
      this.#deps.announce(seat!);
    });
  }

  /** A client said hello: a seat's connection gets its notebook, if it has one. */
  show(client: Client): Promise<void> {
    const seat = client.seat;
    if (seat === null || this.#deps.status() === 'lobby') return Promise.resolve();
    return this.#serial(async () => {
      const notebook = await this.#read(seat, client);
      if (notebook) client.send({ t: 'notebook', ...notebook });
    });
  }

  /** Another node stored this seat's notebook: its connections here get the stored one. */
  changed(seat: number): Promise<void> {
    // Nobody of that seat here: nothing to read.
    if (!this.#deps.seatHere(seat)) return Promise.resolve();
    return this.#serial(async () => {
      const notebook = await this.#read(seat, null);
      if (notebook) this.#deps.sendToSeat(seat, { t: 'notebook', ...notebook });
    });
  }

  #refusal(seat: number | null, notebook: Notebook): { code: string; message: string } | null {
    if (seat === null)
      return { code: 'notebook/spectator', message: 'Spectators have no notebook; players keep one each.' };
    const status = this.#deps.status();
    if (status === 'lobby') return { code: 'game/not-started', message: 'The game has not started yet.' };
    if (status === 'finished')
      return {
        code: 'notebook/closed',
        message: 'The game is over: the notebooks are part of its record now and no longer change.',
      };
    if (notebook.marks.length !== this.#deps.players())
      return {
        code: 'notebook/invalid',
        message: `A notebook has one mark (or none) for each of the game's ${this.#deps.players()} seats.`,
      };
    return null;
  }

  async #read(seat: number, client: Client | null): Promise<Notebook | null> {
    try {
      return await readNotebook(this.#deps.db, this.#deps.game, seat);
    } catch (e) {
      this.#failed(e, { seat, read: true });
      client?.send({
        t: 'error',
        code: 'notebook/unavailable',
        message: 'Your notebook could not be read just now; reload the page to try again.',
      });
      return null;
    }
  }

  #serial(work: () => Promise<void>): Promise<void> {
    const next = this.#queue.then(work);
    // The caller gets `next` and reports its failure (each work item logs and counts storage errors itself);
    // the queue only waits for it to settle, whatever the outcome, so the next save is not held up.
    this.#queue = Promise.allSettled([next]);
    return next;
  }

  #failed(error: unknown, details: object): void {
    this.#deps.metrics.failures.inc({ operation: 'notebook' });
    this.#deps.log.error(
      { game: this.#deps.game, operation: 'notebook', ...details, error: errorText(error) },
      'notebook failed',
    );
  }
}
