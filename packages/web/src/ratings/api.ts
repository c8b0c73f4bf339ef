import type { AccountRating, Leaderboard } from '@among-cultists/protocol/account';

/** A refusal by the server, with its stable code (docs/server.md, Ratings). */
export class RatingError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function answerOf<T>(res: Response): Promise<T> {
  const answer = (await res.json()) as T & { error?: { code: string; message: string } };
  if (!res.ok)
    throw new RatingError(
      answer.error?.code ?? 'server/error',
      res.status,
      answer.error?.message ?? res.statusText,
    );
  return answer;
}

/** The signed-in player's rating (the server rates a game just finished first). */
export async function rating(): Promise<AccountRating> {
  return answerOf<AccountRating>(await fetch('/api/account/rating', { credentials: 'same-origin' }));
}

/** Appear on the public leaderboard, or not. */
export async function setListed(listed: boolean): Promise<AccountRating> {
  // Same-origin fetch: the browser sends the session cookie and the Origin header the server checks.
  const res = await fetch('/api/account/leaderboard', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ listed }),
  });
  return answerOf<AccountRating>(res);
}

/** One page of the leaderboard (from 0). */
export async function leaderboard(page: number): Promise<Leaderboard> {
  return answerOf<Leaderboard>(await fetch(`/api/leaderboard?page=${page}`));
}
