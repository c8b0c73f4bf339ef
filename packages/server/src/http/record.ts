import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { KeyedLimiter } from '../limiter.ts';
import type { Limits } from '../limits.ts';
import { buildRecord, matchesEtag, RecordCache } from '../record.ts';
import { refuseBeforeDelayedEnd } from '../public-tables/playing.ts';
import { gameId } from './errors.ts';
import type { Limited } from './refusals.ts';

export interface RecordRouteDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly limits: Pick<Limits, 'record' | 'recordCacheBytes'>;
  readonly limited: Limited;
}

/** The record of a finished game (record.ts), for `among-cultists verify` and the replay. It never changes:
 *  served from memory once built, cacheable anywhere, and limited per address like the other reads that cost. */
export function registerRecordRoute(app: FastifyInstance, deps: RecordRouteDeps): void {
  const recordReads = new KeyedLimiter(deps.limits.record, deps.clock);
  const records = new RecordCache(deps.limits.recordCacheBytes);
  app.get('/api/games/:id/record', async (request, reply) => {
    const id = gameId(request.params);
    if (!recordReads.take(request.ip))
      throw deps.limited('record', 'rate/record', 'Too many game records from your network; wait a minute.');
    // Built (and then kept) only once a delayed game's spectators have seen its end (streamer mode).
    const record = await records.get(id, async () => {
      await refuseBeforeDelayedEnd(deps.db, id, deps.clock.now());
      return buildRecord(deps.db, id);
    });
    void reply
      .header('etag', record.etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], record.etag)) return reply.code(304).send();
    const gzipped = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzipped) void reply.header('content-encoding', 'gzip');
    return reply.type('application/json; charset=utf-8').send(gzipped ? record.gzip : record.json);
  });
}
