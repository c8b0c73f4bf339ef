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
import type { Client } from './session/session.ts';

/**
 * Each seat's private notebook (issue 16): marks per Character and free notes. It lives in storage, never
 * only in one node's memory: every node serving the game reads it there for its own connections of the seat.
 * During the game only that seat's connections get it; once the game is over the record shows every seat's.
 */

/**
 * How a seat's saves are kept for the replay. The save rate limit bounds how many a game can make (about one
 * a second while someone types), but a long game would still store thousands of near-identical notes per
 * seat, and publish them all in its record (up to 10 MiB). So saves close in time are kept as one (the last
 * of each `windowMs`: a replay follows a notebook step by step, not keystroke by keystroke), and only the
 * last `kept` of those per seat.
 */
export interface NotebookHistory {
  readonly kept: number;
  readonly windowMs: number;
}

/** A save of a seat's notebook: stored as `version`, or refused because the stored one (`current`) is newer. */
export type SaveOutcome =
  | { readonly stored: true; readonly version: number }
  | { readonly stored: false; readonly current: StoredNotebook };

/** A seat's notebook as stored, with the version its next save names as its base. */
export interface StoredNotebook extends Notebook {
  readonly version: number;
}

/**
 * Stores a seat's notebook whole and keeps it in its history (`NotebookHistory`), in one transaction.
 *
 * `base` is the version the save was edited from (0: none stored yet): the write is conditional on it, so of
 * two saves made from the same version, on any nodes, the first wins and the second is refused with the
 * stored notebook (a device held back, a node paused, cannot overwrite a newer save). Without a base (older
 * clients) the last save wins.
 */
export async function saveNotebook(
  db: Db,
  game: string,
  seat: number,
  notebook: Notebook,
  at: number,
  history: NotebookHistory,
  base?: number,
): Promise<SaveOutcome> {
  const marks = JSON.stringify(notebook.marks);
  const values = { game_id: game, seat, marks, notes: notebook.notes, version: 1, updated_at: at };
  return db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    let row: { version: number } | undefined;
    if (base === undefined) {
      row = await trx
        .insertInto('notebooks')
        .values(values)
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
    } else if (base === 0) {
      row = await trx
        .insertInto('notebooks')
        .values(values)
        .onConflict((oc) => oc.columns(['game_id', 'seat']).doNothing())
        .returning('version')
        .executeTakeFirst();
    } else {
      row = await trx
        .updateTable('notebooks')
        .set((eb) => ({ marks, notes: notebook.notes, version: eb('version', '+', 1), updated_at: at }))
        .where('game_id', '=', game)
        .where('seat', '=', seat)
        .where('version', '=', base)
        .returning('version')
        .executeTakeFirst();
    }
    if (!row) {
      const current = await readNotebook(trx, game, seat);
      // A base above 0 with nothing stored: edited from a notebook that is not there; the empty one stands.
      return {
        stored: false,
        current: current ?? { marks: notebook.marks.map(() => null), notes: '', version: 0 },
      };
    }
    await keepInHistory(trx, game, seat, { marks, notes: notebook.notes, version: row.version, at }, history);
    return { stored: true, version: row.version };
  });
}

/**
 * Adds a save to its seat's history: into the seat's last kept save when both fall in the same window of
 * time (that row keeps the version of the first save it holds, so a replay still tells dropped saves from
 * none), else as a row of its own; then drops the oldest beyond `history.kept`.
 */
async function keepInHistory(
  trx: Db,
  game: string,
  seat: number,
  save: { marks: string; notes: string; version: number; at: number },
  history: NotebookHistory,
): Promise<void> {
  const last = await trx
    .selectFrom('notebook_saves')
    .select(['version', 'saved_at'])
    .where('game_id', '=', game)
    .where('seat', '=', seat)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const window = (t: number): number => Math.floor(t / Math.max(1, history.windowMs));
  if (last && window(last.saved_at) === window(save.at)) {
    await trx
      .updateTable('notebook_saves')
      .set({ marks: save.marks, notes: save.notes, saved_at: save.at })
      .where('game_id', '=', game)
      .where('seat', '=', seat)
      .where('version', '=', last.version)
      .execute();
    return;
  }
  await trx
    .insertInto('notebook_saves')
    .values({
      game_id: game,
      seat,
      version: save.version,
      marks: save.marks,
      notes: save.notes,
      saved_at: save.at,
    })
    .execute();
  const oldest = await trx
    .selectFrom('notebook_saves')
    .select('version')
    .where('game_id', '=', game)
    .where('seat', '=', seat)
    .orderBy('version', 'desc')
    .offset(history.kept)
    .limit(1)
    .executeTakeFirst();
  if (oldest)
    await trx
      .deleteFrom('notebook_saves')
      .where('game_id', '=', game)
      .where('seat', '=', seat)
      .where('version', '<=', oldest.version)
      .execute();
}

/** A seat's notebook and its version, or null if it never saved one. */
export async function readNotebook(db: Db, game: string, seat: number): Promise<StoredNotebook | null> {
  const row = await db
    .selectFrom('notebooks')
    .select(['marks', 'notes', 'version'])
    .where('game_id', '=', game)
    .where('seat', '=', seat)
    .executeTakeFirst();
  return row
    ? { marks: JSON.parse(row.marks) as (NotebookMark | null)[], notes: row.notes, version: row.version }
    : null;
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
  /** Which saves are kept for the replay. */
  readonly history: NotebookHistory;
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

  /** A save from one of the seat's connections, edited from the stored version `base` (if it says). */
  save(client: Client, notebook: Notebook, base?: number): Promise<void> {
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
      let outcome: SaveOutcome;
      try {
        outcome = await saveNotebook(
          this.#deps.db,
          this.#deps.game,
          seat!,
          notebook,
          this.#deps.clock.now(),
          this.#deps.history,
          base,
        );
      } catch (e) {
        this.#failed(e, { seat, save: true });
        client.send({
          t: 'error',
          code: 'notebook/unavailable',
          message: 'Your notebook could not be saved just now; it is saved again in a moment.',
        });
        return;
      }
      if (!outcome.stored) {
        // Not an error of the server's: another device (or this one, held back) saved first.
        this.#deps.log.info(
          { game: this.#deps.game, seat, base },
          'a notebook save made from an older version was refused',
        );
        client.send({
          t: 'error',
          code: 'notebook/stale',
          message: 'Your notebook was changed on another device meanwhile: here is the newer one.',
        });
        client.send({ t: 'notebook', ...outcome.current });
        return;
      }
      const stored = { t: 'notebook', ...notebook, version: outcome.version } as const;
      // A client that sends its base learns the version of its save (the base of its next); an older one
      // has it already.
      if (base !== undefined) client.send(stored);
      this.#deps.sendToSeat(seat!, stored, client);
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

  async #read(seat: number, client: Client | null): Promise<StoredNotebook | null> {
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
