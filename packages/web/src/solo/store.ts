/**
 * Solo games kept in the browser (IndexedDB, through `idb`): each game whole under its id, rewritten after
 * every action (loop.ts), so that it resumes after a reload or a restart of the phone. Opened by the worker
 * (the game in play) and by the page (the list of saved games on /solo).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { readSave, type StoredSave } from './save-format.ts';
import type { SoloSave, SoloSummary } from './types.ts';

const DATABASE = 'among-cultists-solo';
const GAMES = 'games';

/** Games kept: the oldest beyond this many leave when a game is stored (a phone's storage is not ours). */
export const SOLO_GAMES_KEPT = 20;

/** What the index reads of any stored save, whatever its format. */
type Stored = StoredSave & { readonly updated: number };

interface SoloSchema extends DBSchema {
  games: { key: string; value: Stored; indexes: { updated: number } };
}

export class SoloStore {
  readonly #db: IDBPDatabase<SoloSchema>;

  private constructor(db: IDBPDatabase<SoloSchema>) {
    this.#db = db;
  }

  static async open(): Promise<SoloStore> {
    const db = await openDB<SoloSchema>(DATABASE, 1, {
      upgrade(database) {
        const games = database.createObjectStore(GAMES, { keyPath: 'id' });
        games.createIndex('updated', 'updated');
      },
    });
    return new SoloStore(db);
  }

  /** Stores the game (replacing its last save); a new game beyond SOLO_GAMES_KEPT drops the oldest others. */
  async put(save: SoloSave): Promise<void> {
    const tx = this.#db.transaction(GAMES, 'readwrite');
    const known = await tx.store.getKey(save.id);
    await tx.store.put(save);
    if (known === undefined) {
      const keys = await tx.store.index('updated').getAllKeys();
      const extra = keys.filter((k) => k !== save.id).length + 1 - SOLO_GAMES_KEPT;
      // Oldest first (the index's order): the game being stored is never among them.
      for (const key of keys.filter((k) => k !== save.id).slice(0, Math.max(0, extra)))
        await tx.store.delete(key);
    }
    await tx.done;
  }

  /** The game stored under `id`, or null (none, or a save of a format this page does not read). */
  async get(id: string): Promise<SoloSave | null> {
    const save = await this.#db.get(GAMES, id);
    return save === undefined ? null : readSave(save);
  }

  /** Every game kept, the most recently played first. */
  async list(): Promise<SoloSummary[]> {
    const saves = await this.#db.getAllFromIndex(GAMES, 'updated');
    return saves
      .map(readSave)
      .filter((s) => s !== null)
      .reverse()
      .map((s) => ({
        id: s.id,
        players: s.setup.options.players,
        people: s.people.map((seat) => s.seats[seat]?.name ?? ''),
        bots: s.setup.bots,
        actions: s.actions.length,
        updated: s.updated,
        finished: s.finished,
      }));
  }

  async delete(id: string): Promise<void> {
    await this.#db.delete(GAMES, id);
  }

  close(): void {
    this.#db.close();
  }
}
