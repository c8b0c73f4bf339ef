// node --import tsx packages/server/bench/append-cost.ts [--actions 24000] [--per-turn 8] [--database postgres://…]
// What storing one action costs the server, each way in the same process and database, taking turns at
// going first, `--per-turn` actions of different games arriving in the same event-loop turn: `kysely`, the
// insert built and compiled by Kysely in a transaction (store.ts before prepared-actions.ts); on SQLite
// `single`, one prepared insert per action (1a08a66); and `prepared`, the server's way now
// (prepared-actions.ts: on SQLite one transaction per turn, on PostgreSQL a named prepared statement per
// action). µs of wall time per action and the process's CPU per action.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../src/db.ts';
import { actionWriterOf, type ActionRow } from '../src/prepared-actions.ts';
import { insertGame } from '../src/store.ts';

const { values } = parseArgs({
  options: {
    actions: { type: 'string', default: '24000' },
    'per-turn': { type: 'string', default: '8' },
    database: { type: 'string' },
  },
});
const count = Number(values.actions);
const perTurn = Number(values['per-turn']);
if (!Number.isInteger(count) || !Number.isInteger(perTurn) || perTurn < 1 || count < perTurn) {
  process.stderr.write(
    'append-cost: --actions and --per-turn are whole numbers, --per-turn ≥ 1 and ≤ --actions\n',
  );
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'among-cultists-append-'));
const file = join(dir, 'games.sqlite');
const db = await openDatabase({ url: values.database ?? file });
// The way of 1a08a66 on SQLite, one prepared insert per action, on a connection of its own to the file.
const single = values.database === undefined ? new SQLite(file) : null;
single?.pragma('journal_mode = WAL');
single?.pragma('synchronous = NORMAL');
const singleInsert = single?.prepare(
  'insert into "actions" ("game_id", "seq", "seat", "action", "at") values (?, ?, ?, ?, ?)',
);
// Games of its own (a shared PostgreSQL database keeps other games), removed at the end.
const suffix = randomBytes(4).toString('hex').toUpperCase();
const ids = { kysely: `BENCHK${suffix}`, single: `BENCHS${suffix}`, prepared: `BENCHP${suffix}` };
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
  const ways: Partial<Record<keyof typeof ids, (row: ActionRow) => Promise<void>>> = {
    kysely: (row) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('actions')
          .values({ game_id: row.gameId, seq: row.seq, seat: row.seat, action: row.action, at: row.at })
          .execute();
      }),
    ...(singleInsert === undefined
      ? {}
      : {
          single: (row: ActionRow) => {
            singleInsert.run(row.gameId, row.seq, row.seat, row.action, row.at);
            return Promise.resolve();
          },
        }),
    prepared: async (row) => {
      if (!(await writer(row))) throw new Error('the prepared insert could not run');
    },
  };
  const names = Object.keys(ways) as (keyof typeof ids)[];
  const spent = new Map(names.map((n) => [n, { ms: 0, cpu: 0 }]));
  const turns = Math.floor(count / perTurn / names.length);
  for (let turn = 0; turn < turns; turn++) {
    // Each way in turn, starting with another one each time.
    for (let k = 0; k < names.length; k++) {
      const way = names[(turn + k) % names.length]!;
      const cpu = process.cpuUsage();
      const at = performance.now();
      await Promise.all(
        Array.from({ length: perTurn }, (_, i) => {
          const seq = turn * perTurn + i;
          return ways[way]!({ gameId: ids[way], seq, seat: seq % 5, action, at: seq });
        }),
      );
      const s = spent.get(way)!;
      s.ms += performance.now() - at;
      const used = process.cpuUsage(cpu);
      s.cpu += (used.user + used.system) / 1000;
    }
  }
  const per = (ms: number) => ((1000 * ms) / (turns * perTurn)).toFixed(1);
  process.stdout.write(
    `${turns * perTurn} actions each way, ${perTurn} per turn, on ${values.database === undefined ? 'SQLite' : 'PostgreSQL'}; µs per action: ${[
      ...spent,
    ]
      .map(([way, s]) => `${way} ${per(s.ms)} (CPU ${per(s.cpu)})`)
      .join(', ')}\n`,
  );
} finally {
  const mine = Object.values(ids);
  await db.deleteFrom('actions').where('game_id', 'in', mine).execute();
  await db.deleteFrom('seats').where('game_id', 'in', mine).execute();
  await db.deleteFrom('games').where('id', 'in', mine).execute();
  single?.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
