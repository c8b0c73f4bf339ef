/**
 * The ratings' routes (issue 30; docs/server.md, Ratings): a signed-in player's rating and their choice to be
 * on the leaderboard, and the public leaderboard itself — only accounts that chose it, by their account name.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LeaderboardChoiceSchema,
  LeaderboardPageSchema,
  type AccountRating,
  type Leaderboard,
} from '@among-cultists/protocol/account';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { HttpError } from '../errors.ts';
import { parseBody } from '../http/errors.ts';
import type { Limited } from '../http/refusals.ts';
import type { Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import { checkPublicText } from '../moderation/public-text.ts';
import { requireSameOrigin } from '../accounts/cookies.ts';
import { networkLimiter, signedIn } from '../accounts/guards.ts';
import type { AccountSettings } from '../accounts/settings.ts';
import type { Account } from '../accounts/store.ts';
import { displayOf } from './compute.ts';
import { Rater } from './rater.ts';
import { leaderboardPage, ratingOf, setListed, type StoredRating } from './store.ts';

export interface RatingDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
  readonly limited: Limited;
  readonly settings: AccountSettings;
  /** The account's allowance for its own requests, shared with the account routes. */
  readonly takeOwn: (account: Account) => void;
}

export function registerRatings(app: FastifyInstance, deps: RatingDeps): void {
  const { db, clock, settings, takeOwn } = deps;
  const ratings = settings.ratings;
  const rater = new Rater({ ...deps, settings: ratings });
  rater.start();
  app.addHook('onClose', async () => {
    await rater.close();
  });

  const takeRating = networkLimiter(deps, settings.limits.profile, 'profile requests');
  const takeBoard = networkLimiter(deps, ratings.leaderboardRate, 'leaderboard pages');

  const current = async (request: FastifyRequest): Promise<Account> =>
    (await signedIn(request, deps)).account;
  const answer = (stored: StoredRating): AccountRating => ({
    rating: displayOf(stored),
    mu: stored.mu,
    sigma: stored.sigma,
    games: stored.games,
    listed: stored.listed,
    minGames: ratings.leaderboardMinGames,
    pairGames: ratings.pairGames,
    pairDays: Math.round(ratings.pairWindowMs / 86_400_000),
  });

  app.get('/api/account/rating', async (request, reply): Promise<AccountRating> => {
    const account = await current(request);
    takeRating(request);
    takeOwn(account);
    // A game the player just finished is rated now rather than at this node's next look (bounded: one look).
    await rater.look();
    void reply.header('cache-control', 'no-store');
    return answer(await ratingOf(db, account.id));
  });

  app.post('/api/account/leaderboard', async (request): Promise<AccountRating> => {
    requireSameOrigin(request, settings);
    const account = await current(request);
    // As the profile's reads: a person changes their mind a few times, a script writing it in a loop is cut short.
    takeRating(request);
    takeOwn(account);
    const { listed } = parseBody(LeaderboardChoiceSchema, request.body);
    // The leaderboard shows the account's name to everyone: it passes the public tables' filter first.
    const refusal = listed ? checkPublicText(account.name) : null;
    if (refusal !== null) throw new HttpError(400, refusal.code, refusal.message);
    // The upsert answers the row it wrote: no second read of it.
    return answer(await setListed(db, account.id, listed, clock.now()));
  });

  app.get('/api/leaderboard', async (request, reply): Promise<Leaderboard> => {
    takeBoard(request);
    const { page: asked } = request.query as { page?: unknown };
    if (asked !== undefined && !LeaderboardPageSchema.safeParse(asked).success)
      throw new HttpError(400, 'leaderboard/page', 'A leaderboard page is a number from 0.');
    const page = asked === undefined ? 0 : Number(asked);
    if (page >= ratings.leaderboardPages)
      throw new HttpError(
        400,
        'leaderboard/page',
        `The leaderboard has ${ratings.leaderboardPages} pages at most.`,
      );
    const size = ratings.leaderboardPage;
    const rows = await leaderboardPage(db, page * size, size + 1, ratings.leaderboardMinGames);
    // Every node answers alike from storage; a short public cache keeps a popular page from costing a query each.
    void reply.header('cache-control', 'public, max-age=30');
    return {
      entries: rows.slice(0, size).map((r, i) => ({
        rank: page * size + i + 1,
        name: r.name,
        rating: displayOf(r.skill),
        games: r.games,
      })),
      page,
      more: rows.length > size && page + 1 < ratings.leaderboardPages,
      minGames: ratings.leaderboardMinGames,
    };
  });
}
