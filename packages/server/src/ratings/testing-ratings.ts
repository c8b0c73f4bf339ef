/**
 * The ratings' storage tests, run on SQLite (store.test.ts) and PostgreSQL (ratings-postgres.test.ts) alike:
 * games described by their facts (policy.ts) rated through a real database.
 */
import assert from 'node:assert/strict';
import type { Db } from '../db.ts';
import { insertPublicTable, type NewPublicTable } from '../public-tables/store.ts';
import { displayOf, START } from './compute.ts';
import type { GameFacts } from './policy.ts';
import { DEFAULT_RATINGS, type RatingSettings } from './settings.ts';
import { gamesToRate, leaderboardPage, ratingOf, rateStored, setListed } from './store.ts';

const DAY = 86_400_000;

/** A public 5-player game (seats 0-3 investigators, seat 4 the cultist) with these accounts by seat. */
export function facts(
  gameId: string,
  accounts: (string | null)[],
  winner: 'investigators' | 'cultists',
  finishedAt: number,
): GameFacts {
  return {
    gameId,
    public: true,
    finished: true,
    winner,
    finishedAt,
    seats: [0, 1, 2, 3, 4].map((seat) => ({
      seat,
      kind: 'human',
      team: seat === 4 ? 'cultists' : 'investigators',
      accounts: accounts[seat] == null ? [] : [accounts[seat]],
    })),
  };
}

async function addAccounts(db: Db, names: readonly string[]): Promise<void> {
  await db
    .insertInto('accounts')
    .values(names.map((name) => ({ id: `id-${name}`, name, created_at: 0 })))
    .execute();
}

/** A public table as its host opens it (no countdown, no delay), for a game stored apart. */
export function publicTable(gameId: string): NewPublicTable {
  return {
    gameId,
    language: 'en',
    hostName: 'Ada',
    fillAt: null,
    createdAt: 0,
    spectatorDelay: 0,
    botKind: null,
  };
}

/** A public game as storage holds it: its row, its public table, and one action at `endedAt`. */
async function addPublicGame(
  db: Db,
  id: string,
  status: 'playing' | 'finished',
  endedAt: number,
): Promise<void> {
  await db
    .insertInto('games')
    .values({
      id,
      status,
      options: '{}',
      seed: 's',
      commitment: 'c',
      created_at: 0,
      timers: null,
      board_id: null,
      board_sha256: null,
      host_seat: null,
      rematch_id: null,
      rematch_by: null,
      started_at: 0,
      idle_since: null,
      ended: null,
    })
    .execute();
  await insertPublicTable(db, publicTable(id));
  await db
    .insertInto('actions')
    .values({ game_id: id, seq: 0, seat: 0, action: '{}', at: endedAt })
    .execute();
}

/** The database `open` gives, with its closing as a plain function. */
async function opened(
  open: () => Promise<{ db: Db; close(): Promise<void> }>,
): Promise<{ db: Db; close: () => Promise<void> }> {
  const storage = await open();
  return { db: storage.db, close: () => storage.close() };
}

/** One storage test, registered by the test file itself so that the runner counts it there. */
export interface StoreCase {
  readonly name: string;
  readonly run: () => Promise<void>;
}

/**
 * The storage tests of the ratings, for SQLite (store.test.ts) and PostgreSQL (ratings-postgres.test.ts): each
 * test file registers them with `test`, since node:test files a test under the file that calls `test`.
 */
export function ratingStoreCases(open: () => Promise<{ db: Db; close(): Promise<void> }>): StoreCase[] {
  const rules: RatingSettings = { ...DEFAULT_RATINGS, leaderboardMinGames: 1 };

  return [
    {
      name: 'a game is rated once: the second look at it finds it rated and changes nothing',
      run: async () => {
        const { db, close } = await opened(open);
        try {
          const game = facts('once', ['id-a', null, null, null, 'id-b'], 'investigators', 1000);
          const first = await rateStored(db, game, rules, 2000);
          assert.equal(first.rated, true);
          const a = await ratingOf(db, 'id-a');
          const b = await ratingOf(db, 'id-b');
          assert.equal(a.games, 1);
          assert.ok(a.mu > START.mu, 'the winner went up');
          assert.ok(b.mu < START.mu, 'the loser went down');
          assert.ok(a.sigma < START.sigma && b.sigma < START.sigma, 'both are surer');
          assert.deepEqual(await rateStored(db, game, rules, 3000), { rated: 'already' });
          assert.deepEqual(await ratingOf(db, 'id-a'), a);
          const changes = await db.selectFrom('rating_changes').selectAll().execute();
          assert.equal(changes.length, 2);
        } finally {
          await close();
        }
      },
    },

    {
      name: 'only pending public games are read, in the order they ended; a game looked at leaves them, one found rated by another node too',
      run: async () => {
        const { db, close } = await opened(open);
        try {
          await addPublicGame(db, 'late', 'finished', 3000);
          await addPublicGame(db, 'early', 'finished', 1000);
          await addPublicGame(db, 'playing', 'playing', 2000);
          await addPublicGame(db, 'other', 'finished', 4000);
          assert.deepEqual(await gamesToRate(db, 10), ['early', 'late', 'other']);
          assert.deepEqual(await gamesToRate(db, 2), ['early', 'late']);
          const pending = async (): Promise<string[]> =>
            (
              await db
                .selectFrom('public_tables')
                .select('game_id')
                .where('rating_pending', '=', 1)
                .orderBy('game_id')
                .execute()
            ).map((r) => r.game_id);
          assert.deepEqual(await pending(), ['early', 'late', 'other', 'playing'], 'a new table is pending');
          // Rated here: no longer pending, no longer read.
          const early = await rateStored(
            db,
            facts('early', ['id-a', null, null, null, 'id-b'], 'investigators', 1000),
            rules,
            5000,
          );
          assert.equal(early.rated, true);
          assert.deepEqual(await gamesToRate(db, 10), ['late', 'other']);
          // Looked at by a node of an older version, which did not clear the mark: the next look clears it.
          await db
            .insertInto('rated_games')
            .values({ game_id: 'other', outcome: 'bots', finished_at: 4000, rated_at: 5000 })
            .execute();
          assert.deepEqual(await gamesToRate(db, 10), ['late'], 'a game looked at is never read again');
          assert.deepEqual(
            await pending(),
            ['late', 'playing'],
            'the look cleared the mark the older node left',
          );
          assert.deepEqual(
            await rateStored(
              db,
              facts('other', [null, null, null, null, null], 'cultists', 4000),
              rules,
              6000,
            ),
            { rated: 'already' },
          );
          assert.deepEqual(await pending(), ['late', 'playing'], 'found rated: no longer pending');
        } finally {
          await close();
        }
      },
    },

    {
      name: 'two accounts farming wins together count only the limit of games a window; later ones count again',
      run: async () => {
        const { db, close } = await opened(open);
        try {
          // Ada always wins against Bob, with three guests (Ada's own tabs, say) at the table.
          const played = async (n: number, at: number) =>
            rateStored(
              db,
              facts(`farm${n}`, ['id-ada', null, null, null, 'id-bob'], 'investigators', at),
              rules,
              at,
            );
          const outcomes = [];
          for (let n = 0; n < 10; n++) outcomes.push((await played(n, 1000 + n * 60_000)).rated);
          assert.deepEqual(
            outcomes,
            Array.from({ length: 10 }, (_, n) => n < rules.pairGames),
          );
          const ada = await ratingOf(db, 'id-ada');
          assert.equal(ada.games, rules.pairGames);
          const why = await db
            .selectFrom('rated_games')
            .select('outcome')
            .where('game_id', '=', 'farm9')
            .execute();
          assert.deepEqual(why, [{ outcome: 'accounts' }]);
          // Two more accounts at their table are still rated in those games.
          const withCy = await rateStored(
            db,
            facts(
              'farm-cy',
              ['id-ada', 'id-cy', 'id-dee', null, 'id-bob'],
              'investigators',
              1000 + 11 * 60_000,
            ),
            rules,
            0,
          );
          assert.ok(withCy.rated === true);
          assert.deepEqual([...withCy.accounts.keys()], ['id-cy', 'id-dee']);
          // After the window, the pair counts again.
          const later = await played(20, 1000 + rules.pairWindowMs + DAY);
          assert.equal(later.rated, true);
          assert.equal((await ratingOf(db, 'id-ada')).games, rules.pairGames + 1);
        } finally {
          await close();
        }
      },
    },

    {
      name: 'the leaderboard lists only accounts that chose it and have enough games, best first, a page at a time',
      run: async () => {
        const { db, close } = await opened(open);
        try {
          await addAccounts(db, ['Ada', 'Bob', 'Cy', 'Dee', 'Eve']);
          // Ada and Cy win against Bob and Dee; Eve chose to be listed but has played nothing.
          await rateStored(
            db,
            facts('lb1', ['id-Ada', 'id-Cy', null, null, 'id-Bob'], 'investigators', 1000),
            rules,
            0,
          );
          await rateStored(
            db,
            facts('lb2', ['id-Ada', null, null, null, 'id-Dee'], 'investigators', 2000),
            rules,
            0,
          );
          for (const name of ['Ada', 'Bob', 'Cy', 'Eve']) await setListed(db, `id-${name}`, true, 0);
          await setListed(db, 'id-Cy', false, 0);
          const page = await leaderboardPage(db, 0, 10, rules.leaderboardMinGames);
          assert.deepEqual(
            page.map((r) => r.name),
            ['Ada', 'Bob'],
          );
          assert.ok(displayOf(page[0]!.skill) > displayOf(page[1]!.skill));
          assert.deepEqual(
            (await leaderboardPage(db, 1, 10, rules.leaderboardMinGames)).map((r) => r.name),
            ['Bob'],
          );
          // Choosing to be listed keeps the rating; the rating keeps the choice.
          assert.equal((await ratingOf(db, 'id-Ada')).games, 2);
          assert.equal((await ratingOf(db, 'id-Cy')).listed, false);
          assert.equal((await ratingOf(db, 'id-Cy')).games, 1);
          assert.deepEqual(await leaderboardPage(db, 0, 10, 0).then((rows) => rows.map((r) => r.name)), [
            'Ada',
            // A new player's conservative estimate (0) is above one who lost their only game.
            'Eve',
            'Bob',
          ]);
        } finally {
          await close();
        }
      },
    },
  ];
}
