import type { FastifyInstance } from 'fastify';
import { QuickPlaySchema, TablesQuerySchema } from '@among-cultists/protocol';
import type { Clock } from '../clock.ts';
import { parseBody } from '../http/errors.ts';
import type { Admissions } from '../http/refusals.ts';
import { KeyedLimiter } from '../limiter.ts';
import type { Limits } from '../limits.ts';
import type { PublicTables } from './tables.ts';
import type { PublicGate } from '../moderation/public-gate.ts';

export interface PublicTableRouteDeps {
  readonly tables: PublicTables;
  readonly clock: Clock;
  readonly limits: Pick<Limits, 'tables' | 'tablesPage'>;
  readonly admissions: Admissions;
  /** Suspended ranges and profane names stay out of public tables (issue 30; moderation/). */
  readonly gate: PublicGate;
}

/**
 * The public tables' list (`GET /api/tables`, filtered and paged, limited per address like the other reads
 * that cost) and quick play (`POST /api/quick-play`, limited as a join, and as a new game when it opens one).
 */
export function registerPublicTableRoutes(app: FastifyInstance, deps: PublicTableRouteDeps): void {
  const { tables, limits, admissions } = deps;
  const reads = new KeyedLimiter(limits.tables, deps.clock);
  app.get('/api/tables', async (request) => {
    const query = parseBody(TablesQuerySchema, request.query);
    if (!reads.take(request.ip))
      throw admissions.limited(
        'tables',
        'rate/tables',
        'Too many reads of the tables from your network; wait a minute.',
      );
    const page = query.page ?? 0;
    const filter = {
      ...(query.players === undefined ? {} : { players: query.players }),
      ...(query.map === undefined ? {} : { map: query.map }),
      ...(query.language === undefined ? {} : { language: query.language }),
    };
    const playing = query.state === 'playing';
    const { tables: list, more } = await tables.list(filter, page, limits.tablesPage, playing);
    return { tables: list, page, more };
  });
  app.post('/api/quick-play', async (request) => {
    const choice = parseBody(QuickPlaySchema, request.body);
    const who = await deps.gate.admitQuickPlay(request, choice.name, choice.language);
    admissions.takeJoin(request.ip);
    return tables.quickPlay(choice, () => {
      admissions.takeCreate(request.ip);
      deps.gate.takePublicTable(who);
    });
  });
}
