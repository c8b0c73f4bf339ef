/**
 * A finished game's record (GET /api/games/:id/record) never changes: it is built once, then served from
 * memory (a bounded cache) with an entity tag and `immutable` caching; it is limited per address; and
 * the notebook history it publishes is bounded, whatever the players type.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Action } from '@among-cultists/engine';
import type { PublishedRecord } from '@among-cultists/protocol';
import { openDatabase, type Db } from './db.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { countOf } from './metrics.ts';
import { saveNotebook, type NotebookHistory } from './notebook.ts';
import { buildRecord, RecordCache, serializeRecord } from './record.ts';
import { appendAction, appendChat, insertGame } from './store.ts';
import { ManualClock } from './testing-clock.ts';
import { startServer } from './testing.ts';

const move = { type: 'pass' } as unknown as Action;

/** A finished game of `players` seats stored directly: two actions, a chat line during play, one after. */
async function storeFinishedGame(db: Db, id: string, players = 5): Promise<void> {
  await insertGame(db, {
    id,
    status: 'playing',
    options: { players: players as 5 },
    seed: 'ab'.repeat(32),
    commitment: 'cd'.repeat(32),
    timers: {},
    seats: Array.from({ length: players }, (_, seat) => ({
      seat,
      name: `P${seat + 1}`,
      kind: 'human' as const,
      tokenHash: null,
      character: seat,
    })),
  });
  await appendAction(db, id, 0, 0, move, false, 1000);
  await appendChat(db, id, 0, 1, 'during the game', 1500);
  await appendAction(db, id, 1, 1, move, true, 2000);
  await appendChat(db, id, 1, 2, 'after the end', 3000);
}

function record(id: string): PublishedRecord {
  return {
    id,
    options: { players: 5, seed: 'ab'.repeat(32) },
    commitment: 'cd'.repeat(32),
    seats: [],
    actions: [],
    chat: [],
    notebooks: [],
    notebookHistory: [],
  };
}

describe('the record cache', () => {
  test('a record is built once, even when asked for by several at once; the least recently used leave past the bound; a failed build is not kept', async () => {
    const builds: string[] = [];
    const build = (id: string) => () => {
      builds.push(id);
      return Promise.resolve(record(id));
    };
    const one = await serializeRecord(record('GAME01'));
    const size = one.json.length + one.gzip.length;
    const cache = new RecordCache(size * 2 + 10);
    const [a, b] = await Promise.all([
      cache.get('GAME01', build('GAME01')),
      cache.get('GAME01', build('GAME01')),
    ]);
    assert.equal(a, b);
    assert.deepEqual(builds, ['GAME01']);
    await cache.get('GAME02', build('GAME02'));
    await cache.get('GAME01', build('GAME01'));
    assert.deepEqual(builds, ['GAME01', 'GAME02'], 'both held');
    // A third one: the least recently used (GAME02) leaves.
    await cache.get('GAME03', build('GAME03'));
    assert.ok(cache.bytes <= size * 2 + 10);
    await cache.get('GAME01', build('GAME01'));
    await cache.get('GAME02', build('GAME02'));
    assert.deepEqual(builds, ['GAME01', 'GAME02', 'GAME03', 'GAME02']);
    // A failure is not kept: asked again, it is built again.
    let fail = true;
    const flaky = () =>
      fail ? Promise.reject(new Error('storage away')) : Promise.resolve(record('GAME04'));
    await assert.rejects(cache.get('GAME04', flaky), /storage away/);
    fail = false;
    const rebuilt = JSON.parse((await cache.get('GAME04', flaky)).json.toString()) as PublishedRecord;
    assert.equal(rebuilt.id, 'GAME04');
    // A record larger than the whole cache is served, not kept.
    const tiny = new RecordCache(10);
    await tiny.get('GAME01', build('GAME01'));
    assert.equal(tiny.bytes, 0);
  });
});

describe('GET /api/games/:id/record', () => {
  test('served from memory after the first read (storage is not read again), with an entity tag, immutable, gzip, 304 on If-None-Match; chat after the end is not part of it', async () => {
    const srv = await startServer();
    try {
      const id = 'RECORD0001';
      await storeFinishedGame(srv.server.db, id);
      const first = await fetch(`${srv.http}/api/games/${id}/record`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      assert.equal(first.status, 200);
      assert.equal(first.headers.get('content-encoding'), 'gzip');
      assert.match(first.headers.get('cache-control') ?? '', /public.*immutable/);
      const etag = first.headers.get('etag');
      assert.match(etag ?? '', /^"[\w-]+"$/);
      const body = (await first.json()) as PublishedRecord;
      assert.deepEqual(
        body.chat.map((l) => l.text),
        ['during the game'],
      );
      assert.equal(body.actions.length, 2);

      // The game's rows are gone from storage: the record still comes, so it was not read again.
      for (const table of ['games', 'seats', 'actions', 'chat'] as const)
        await srv.server.db
          .deleteFrom(table)
          .where(table === 'games' ? 'id' : 'game_id', '=', id)
          .execute();
      const second = await fetch(`${srv.http}/api/games/${id}/record`, {
        headers: { 'accept-encoding': 'identity' },
      });
      assert.equal(second.status, 200);
      assert.equal(second.headers.get('content-encoding'), null);
      assert.equal(second.headers.get('etag'), etag);
      assert.deepEqual(await second.json(), body);

      const again = await fetch(`${srv.http}/api/games/${id}/record`, {
        headers: { 'if-none-match': etag! },
      });
      assert.equal(again.status, 304);
      assert.equal(await again.text(), '');
    } finally {
      await srv.close();
    }
  });

  test('limited per address: past the allowance 429 rate/record (counted), other addresses served, the allowance refills with time', async () => {
    const clock = new ManualClock();
    const srv = await startServer({
      clock,
      trustProxy: true,
      limits: { record: { burst: 3, perSecond: 3 / 60 } },
    });
    try {
      const id = 'RECORD0002';
      await storeFinishedGame(srv.server.db, id);
      const from = (address: string) =>
        fetch(`${srv.http}/api/games/${id}/record`, { headers: { 'x-forwarded-for': address } });
      for (let i = 0; i < 3; i++) assert.equal((await from('10.0.0.7')).status, 200);
      const refused = await from('10.0.0.7');
      assert.equal(refused.status, 429);
      assert.equal(((await refused.json()) as { error: { code: string } }).error.code, 'rate/record');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'record' }), 1);
      // Unknown games and 304s count too: the allowance bounds every read of the route.
      assert.equal((await from('10.0.0.8')).status, 200);
      await clock.advance(20_000);
      assert.equal((await from('10.0.0.7')).status, 200);
    } finally {
      await srv.close();
    }
  });
});

describe('the notebook history in a record', () => {
  test('is bounded whatever the players type: the worst case, before and after', async (t) => {
    const db = await openDatabase({ url: ':memory:' });
    try {
      const players = 8;
      // The most bytes a note can take in JSON: 2,000 characters of 3 bytes each in UTF-8.
      const notes = (i: number) => `${i}`.padEnd(2000, '\u4e00');
      const marks = Array<'cultist'>(players).fill('cultist');
      /** Every seat saves `saves` times, `stepMs` apart; the record's notebooks, in bytes. */
      const worst = async (
        id: string,
        history: NotebookHistory,
        saves: number,
        stepMs: number,
      ): Promise<number> => {
        await storeFinishedGame(db, id, players);
        const version = Array<number>(players).fill(0);
        for (let s = 0; s < saves; s++)
          for (let seat = 0; seat < players; seat++) {
            const outcome = await saveNotebook(
              db,
              id,
              seat,
              { marks, notes: notes(s) },
              10_000 + s * stepMs,
              history,
              version[seat],
            );
            assert.ok(outcome.stored);
            version[seat] = outcome.version;
          }
        const published = await buildRecord(db, id);
        return Buffer.byteLength(JSON.stringify({ n: published.notebooks, h: published.notebookHistory }));
      };
      // Before: every save kept, the last 200 per seat (saves a second apart, for 200 s).
      const before = await worst('WORSTBEFORE', { kept: 200, windowMs: 1 }, 200, 1000);
      // After: the defaults; three saves in each window, for more windows than are kept.
      const defaults: NotebookHistory = {
        kept: DEFAULT_LIMITS.notebookSavesKept,
        windowMs: DEFAULT_LIMITS.notebookSaveWindowMs,
      };
      const afterBytes = await worst('WORSTAFTER', defaults, (defaults.kept + 1) * 3, defaults.windowMs / 3);
      t.diagnostic(`worst-case notebooks in a record: ${before} bytes before, ${afterBytes} bytes after`);
      const perSave = Buffer.byteLength(
        JSON.stringify({ seat: 7, at: 1e13, version: 1e4, marks, notes: notes(0) }),
      );
      assert.ok(afterBytes <= players * (defaults.kept + 1) * (perSave + 2), `${afterBytes} bytes`);
      assert.ok(afterBytes * 3 < before);
    } finally {
      await db.destroy();
    }
  });
});
