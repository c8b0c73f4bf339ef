/** @jsxRuntime automatic */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Leaderboard } from '@among-cultists/protocol/account';
import { inLanguage } from '../account/indicator-texts.ts';
import { fill } from '../account/texts.ts';
import { PageLink } from '../components/PageLink.tsx';
import { ACCOUNT_PATH } from '../router.ts';
import * as api from './api.ts';
import { RATING_TEXTS } from './texts.ts';

export type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'shown'; readonly board: Leaderboard }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The public leaderboard (issue 30; `/leaderboard`, its own chunk): the accounts that chose to appear, best
 * first, a page at a time. A table with a caption and column headers, so that a screen reader reads each
 * row's rank, name, rating and games; on a phone its four narrow columns fit the width.
 */
export default function LeaderboardPage() {
  const [page, setPage] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const caption = useRef<HTMLTableCaptionElement>(null);
  // The page the keyboard goes to once it is shown (after "Previous" or "Next"; null on the first load).
  const [focusPage, setFocusPage] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    setLoaded({ kind: 'loading' });
    api.leaderboard(page).then(
      (board) => {
        if (live) setLoaded({ kind: 'shown', board });
      },
      (e: unknown) => {
        if (!live) return;
        if (e instanceof api.RatingError && e.status === 404) {
          setLoaded({ kind: 'unavailable' });
          return;
        }
        console.error('the leaderboard could not be loaded', e);
        setLoaded({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [page]);

  // After "Previous" or "Next" the keyboard goes to the new page's caption (the buttons may have gone), once
  // that page is shown: not the old one still on screen while the new one loads.
  useEffect(() => {
    if (focusPage !== null && loaded.kind === 'shown' && loaded.board.page === focusPage) {
      caption.current?.focus();
      setFocusPage(null);
    }
  }, [focusPage, loaded]);

  return (
    <LeaderboardView
      loaded={loaded}
      caption={caption}
      onPage={(to) => {
        setFocusPage(to);
        setPage(to);
      }}
    />
  );
}

/** The leaderboard as loaded: its table, the page buttons, and the links back. */
export function LeaderboardView({
  loaded,
  caption,
  onPage,
}: {
  readonly loaded: Loaded;
  readonly caption?: RefObject<HTMLTableCaptionElement | null>;
  readonly onPage: (page: number) => void;
}) {
  const { i18n } = useTranslation();
  const texts = inLanguage(RATING_TEXTS, i18n.resolvedLanguage);
  const ids = useId();
  const go = onPage;
  const board = loaded.kind === 'shown' ? loaded.board : null;

  return (
    <main className="leaderboard" aria-busy={loaded.kind === 'loading'}>
      <h1 id={`${ids}-title`}>{texts.title}</h1>
      {board !== null && <p>{fill(texts.intro, { n: board.minGames })}</p>}
      {loaded.kind === 'loading' && <p>{texts.loading}</p>}
      {loaded.kind === 'unavailable' && <p>{texts.unavailable}</p>}
      {loaded.kind === 'failed' && <p role="alert">{fill(texts.failed, { message: loaded.message })}</p>}
      {board !== null && board.entries.length === 0 && board.page === 0 && <p>{texts.empty}</p>}
      {board !== null && board.entries.length > 0 && (
        <table className="leaderboard-table">
          <caption ref={caption} tabIndex={-1}>
            {fill(texts.caption, { page: board.page + 1 })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{texts.rank}</th>
              <th scope="col">{texts.name}</th>
              <th scope="col">{texts.ratingColumn}</th>
              <th scope="col">{texts.games}</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((e) => (
              <tr key={e.rank}>
                <td>{e.rank}</td>
                <th scope="row">{e.name}</th>
                <td>{e.rating}</td>
                <td>{e.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {board !== null && (board.page > 0 || board.more) && (
        <nav aria-labelledby={`${ids}-title`} className="leaderboard-pages">
          {board.page > 0 && (
            <button
              type="button"
              onClick={() => {
                go(board.page - 1);
              }}
            >
              {texts.previous}
            </button>
          )}
          {board.more && (
            <button
              type="button"
              onClick={() => {
                go(board.page + 1);
              }}
            >
              {texts.next}
            </button>
          )}
        </nav>
      )}
      <p className="leaderboard-links">
        <PageLink to={ACCOUNT_PATH}>{texts.account}</PageLink> · <PageLink to="/">{texts.home}</PageLink>
      </p>
    </main>
  );
}
