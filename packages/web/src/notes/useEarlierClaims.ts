import { useEffect } from 'react';
import type { GameConnection } from '../net/connection.ts';

/** The server answers one page of older claims a second per connection: asking a little slower is never refused. */
export const CLAIMS_PAGE_PACE_MS = 1100;

/**
 * While claims older than those held may be missing (a hello brings the latest page of them), asks for
 * them a page at a time: the ledger and the claims checker weigh every claim, not only the latest.
 */
export function useEarlierClaims(
  connection: Pick<GameConnection, 'claimsHistory'>,
  before: number | null,
  loading: boolean,
): void {
  useEffect(() => {
    if (before === null || loading) return;
    const timer = setTimeout(() => {
      connection.claimsHistory();
    }, CLAIMS_PAGE_PACE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [connection, before, loading]);
}
