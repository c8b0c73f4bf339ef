/**
 * A node that freezes in the middle of storing an action (hung-transaction.test.ts): it opens the database
 * as a node does (db.ts, with the timeouts given in its environment), begins the transaction that stores
 * action `SEQ` of game `GAME` (as store.ts's appendAction does), INSERTs the row, says "inserted" on its
 * standard output and stops itself (SIGSTOP) before the COMMIT, holding the row, as a node frozen by a
 * pause of its VM or its process would. Continued (SIGCONT), it tries to commit and says how that went.
 *
 *   DATABASE_URL=… GAME=… SEQ=… [PG_IDLE_IN_TRANSACTION_TIMEOUT_MS=…] node --import tsx testing-frozen-writer.ts
 */
import { openDatabase } from './db.ts';

const url = process.env.DATABASE_URL;
const game = process.env.GAME;
const seq = Number(process.env.SEQ);
if (url === undefined || game === undefined || !Number.isInteger(seq)) {
  process.stderr.write('DATABASE_URL, GAME and SEQ are needed\n');
  process.exit(2);
}
const idle = process.env.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS;
const db = await openDatabase({
  url,
  startupTimeoutMs: 5000,
  ...(idle === undefined ? {} : { idleInTransactionTimeoutMs: Number(idle) }),
});
try {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('actions')
      .values({ game_id: game, seq, seat: 0, action: JSON.stringify({ type: 'frozen' }), at: Date.now() })
      .execute();
    process.stdout.write('inserted\n');
    process.kill(process.pid, 'SIGSTOP');
  });
  process.stdout.write('committed\n');
} catch (e) {
  process.stdout.write(`commit failed: ${(e as { code?: string }).code ?? String(e)}\n`);
} finally {
  // The test reads stdout; a pool that fails to close is said on stderr, which the test shows.
  await db.destroy().catch((e: unknown) => {
    process.stderr.write(`closing the pool failed: ${String(e)}\n`);
  });
}
