// node --import tsx packages/server/bench/append-cost.ts [--actions 20000] [--database postgres://…]
// What storing one action costs the server, both ways in the same process and database, alternating which
// goes first: `kysely`, the insert built and compiled by Kysely in a transaction (store.ts's appendAction
// before prepared-actions.ts), and `prepared`, the statement prepared once (prepared-actions.ts). µs of wall
// time per action (SQLite is synchronous: its time is the server's CPU) and the process's CPU per action.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../src/db.ts';
import { actionWriterOf, type ActionRow } from '../src/prepared-actions.ts';
import { insertGame } from '../src/store.ts';

const { values } = parseArgs({
  options: { actions: { type: 'string', default: '20000' }, database: { type: 'string' } },
});
const count = Number(values.actions);
if (!Number.isInteger(count) || count < 2) {
  process.stderr.write('append-cost: --actions is a whole number ≥ 2\n');
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'among-cultists-append-'));
const db = await openDatabase({ url: values.database ?? join(dir, 'games.sqlite') });
// Games of its own (a shared PostgreSQL database keeps other games), removed at the end.
const suffix = randomBytes(4).toString('hex').toUpperCase();
const ids = { kysely: `BENCHK${suffix}`, prepared: `BENCHP${suffix}` };
try {
  const writer = actionWriterOf(db);
  if (writer === undefined) throw new Error('the database has no prepared writer');
  for (const id of Object.values(ids))
    await insertGame(db, {
      id,
      status: 'playing',
      options: { players: 5 },
      seed: 'ab'.repeat(32),
      commitment: 'cd'.repeat(32),
      timers: {},
      seats: [{ seat: 0, name: 'Ann', kind: 'human', tokenHash: 'ef'.repeat(32), character: 0 }],
    });
  const action = JSON.stringify({ type: 'move', to: 'library' });
  const ways = {
    kysely: (row: ActionRow) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('actions')
          .values({ game_id: row.gameId, seq: row.seq, seat: row.seat, action: row.action, at: row.at })
          .execute();
      }),
    prepared: async (row: ActionRow) => {
      if (!(await writer(row))) throw new Error('the prepared insert could not run');
    },
  };
  const spent = { kysely: { ms: 0, cpu: 0 }, prepared: { ms: 0, cpu: 0 } };
  for (let seq = 0; seq < count / 2; seq++) {
    const order = seq % 2 === 0 ? (['kysely', 'prepared'] as const) : (['prepared', 'kysely'] as const);
    for (const way of order) {
      const row = { gameId: ids[way], seq, seat: seq % 5, action, at: seq };
      const cpu = process.cpuUsage();
      const at = performance.now();
      await ways[way](row);
      spent[way].ms += performance.now() - at;
      const used = process.cpuUsage(cpu);
      spent[way].cpu += (used.user + used.system) / 1000;
    }
  }
  const per = (ms: number) => ((2000 * ms) / count).toFixed(1);
  process.stdout.write(
    `${count / 2} actions each way on ${values.database === undefined ? 'SQLite' : 'PostgreSQL'}; µs per action: ${Object.entries(
      spent,
    )
      .map(([way, s]) => `${way} ${per(s.ms)} (CPU ${per(s.cpu)})`)
      .join(', ')}\n`,
  );
} finally {
  const mine = Object.values(ids);
  await db.deleteFrom('actions').where('game_id', 'in', mine).execute();
  await db.deleteFrom('seats').where('game_id', 'in', mine).execute();
  await db.deleteFrom('games').where('id', 'in', mine).execute();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
