import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { PublishedRecord } from '@among-cultists/protocol';
import { StorageError } from './game/authority.ts';
import type { Db } from './db.ts';
import { HttpError } from './errors.ts';
import { readNotebookHistory, readNotebooks } from './notebook.ts';
import { loadGame } from './store.ts';

const gzip = promisify(gzipCallback);

/**
 * The record of a finished game (GET /api/games/:id/record): setup, seed, actions, chat (claims included)
 * and every seat's notebook with its saves, for `among-cultists verify` and the replay. It is the game as
 * it ended: chat lines written after the last action are not part of it, so that a record never changes
 * once published and can be cached (here, and by browsers and proxies).
 */
export async function buildRecord(db: Db, id: string): Promise<PublishedRecord> {
  let stored;
  try {
    stored = await loadGame(db, id);
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw new StorageError('read the record', e);
  }
  if (!stored) throw new HttpError(404, 'game/unknown', 'There is no game with that code.');
  if (stored.status !== 'finished')
    throw new HttpError(409, 'game/not-finished', 'The record is published when the game is over.');
  const [notebooks, notebookHistory] = await Promise.all([
    readNotebooks(db, stored.id),
    readNotebookHistory(db, stored.id),
  ]).catch((e: unknown) => {
    throw new StorageError('read the notebooks', e);
  });
  // A game played to its end ended with its last action; one the server ended (abandoned) has no such action
  // and its chat is kept whole (nobody is there to write any more).
  const endedAt = stored.ended ? Infinity : (stored.actions.at(-1)?.at ?? Infinity);
  return {
    id: stored.id,
    options: { ...stored.options, seed: stored.seed },
    commitment: stored.commitment,
    seats: stored.seats.map((s) => ({ seat: s.seat, name: s.name, kind: s.kind, character: s.character })),
    // `at` (epoch ms, when the server applied it) places the chat lines between the actions in a replay.
    actions: stored.actions.map(({ seat, action, at }) => ({ seat, action, at })),
    chat: stored.chat.filter((line) => line.at <= endedAt),
    // The notebooks as they ended (older readers know only these), and every save kept, for the replay.
    notebooks,
    notebookHistory,
    ...(stored.ended ? { ended: stored.ended } : {}),
  };
}

/** A record serialized once: its JSON, the same gzip'ed, and the entity tag of both. */
export interface SerializedRecord {
  readonly json: Buffer;
  readonly gzip: Buffer;
  /** A strong entity tag (quoted), the same for every node: it is made of the content. */
  readonly etag: string;
}

export async function serializeRecord(record: PublishedRecord): Promise<SerializedRecord> {
  const json = Buffer.from(JSON.stringify(record));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { json, gzip: await gzip(json), etag };
}

/** Whether an If-None-Match header names this entity tag (or any, `*`); weak tags compare too. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

function sizeOf(record: SerializedRecord): number {
  return record.json.length + record.gzip.length;
}

/**
 * Finished games' records, serialized, kept in memory up to `maxBytes` (the least recently used leave
 * first); a record larger than that is served but not kept. A record never changes, so an entry is never
 * stale. Requests for a record being built wait for that build instead of reading storage again.
 */
export class RecordCache {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, SerializedRecord>();
  readonly #building = new Map<string, Promise<SerializedRecord>>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  /** The bytes held. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The serialized record of game `id`, built by `build` unless held or being built. */
  get(id: string, build: () => Promise<PublishedRecord>): Promise<SerializedRecord> {
    const held = this.#entries.get(id);
    if (held) {
      // Most recently used: to the end of the map's order.
      this.#entries.delete(id);
      this.#entries.set(id, held);
      return Promise.resolve(held);
    }
    let building = this.#building.get(id);
    if (!building) {
      building = build()
        .then(serializeRecord)
        .then((record) => {
          this.#keep(id, record);
          return record;
        })
        .finally(() => {
          this.#building.delete(id);
        });
      this.#building.set(id, building);
    }
    return building;
  }

  #keep(id: string, record: SerializedRecord): void {
    const size = sizeOf(record);
    if (size > this.#maxBytes) return;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes + size <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= sizeOf(entry);
    }
    this.#entries.set(id, record);
    this.#bytes += size;
  }
}
