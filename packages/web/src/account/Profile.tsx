/** @jsxRuntime automatic */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, Team } from '@among-cultists/engine';
import type { AccountGameResult, AccountGames, AccountTotals } from '@among-cultists/protocol/account';
import { replayPath } from '../router.ts';
import * as api from './api.ts';
import { inLanguage } from './indicator-texts.ts';
import { PROFILE_TEXTS } from './profile-texts.ts';
import { fill } from './texts.ts';

/** What the profile has loaded: the games of every page so far, and the latest page's cursor and totals. */
export interface ProfileData {
  readonly games: readonly AccountGameResult[];
  readonly next: string | null;
  readonly totals: AccountTotals;
  readonly pending: number;
}

const withPage = (data: ProfileData, page: AccountGames): ProfileData => ({
  ...page,
  games: [...data.games, ...page.games],
});

/** The signed-in player's profile (issue 30): it loads its first page when shown, the others on "More". */
export default function Profile() {
  const [data, setData] = useState<ProfileData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (before: ProfileData | null): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const page = await api.games(before?.next ?? null);
      setData(before === null ? page : withPage(before, page));
    } catch (e) {
      console.error('the profile could not load its games', e);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }, []);
  useEffect(() => {
    void load(null);
  }, [load]);

  return (
    <ProfileView
      data={data}
      error={error}
      busy={busy}
      onMore={() => {
        void load(data);
      }}
    />
  );
}

/** The profile as loaded so far: the totals, then the games newest first with links to their replays. */
export function ProfileView({
  data,
  error,
  busy,
  onMore,
}: {
  readonly data: ProfileData | null;
  readonly error: string | null;
  readonly busy: boolean;
  readonly onMore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const texts = inLanguage(PROFILE_TEXTS, i18n.resolvedLanguage);
  const ids = useId();
  const firstNew = useRef<HTMLAnchorElement>(null);
  // After "More", the keyboard moves to the first game the page brought (not on the first load).
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const count = data?.games.length ?? 0;
  useEffect(() => {
    if (focusFrom !== null && count > focusFrom) {
      firstNew.current?.focus();
      setFocusFrom(null);
    }
  }, [count, focusFrom]);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const tally = (n: { games: number; wins: number }) => fill(texts.tally, n);

  return (
    <section aria-labelledby={`${ids}-title`} className="account-profile" aria-busy={busy}>
      <h2 id={`${ids}-title`}>{texts.title}</h2>
      {error !== null && <p role="alert">{fill(texts.failed, { message: error })}</p>}
      {data === null && error === null && <p>{texts.loading}</p>}
      {data !== null && data.totals.games === 0 && data.pending === 0 && <p>{texts.none}</p>}
      {data !== null && data.pending > 0 && <p>{fill(texts.pending, { n: data.pending })}</p>}
      {data !== null && data.totals.games > 0 && (
        <>
          <p className="profile-totals">
            {fill(texts.totals, { games: data.totals.games, wins: data.totals.wins })}
          </p>
          <h3>{texts.byTeam}</h3>
          <dl className="profile-tallies">
            {Object.entries(data.totals.byTeam).map(([team, n]) => (
              <div key={team}>
                <dt>{t(`team.${team as Team}`)}</dt>
                <dd>{tally(n)}</dd>
              </div>
            ))}
          </dl>
          <h3>{texts.byRole}</h3>
          <dl className="profile-tallies">
            {Object.entries(data.totals.byRole).map(([role, n]) => (
              <div key={role}>
                <dt>{t(`role.${role as Role}`)}</dt>
                <dd>{tally(n)}</dd>
              </div>
            ))}
          </dl>
          <h3>{texts.recent}</h3>
          <ol className="profile-games">
            {data.games.map((g, index) => (
              <li key={`${g.id}-${g.seat}`}>
                <a href={replayPath(g.id)} ref={index === focusFrom ? firstNew : undefined}>
                  {fill(texts.replay, { code: g.id })}
                </a>{' '}
                <strong>{g.won ? texts.won : texts.lost}</strong>
                <br />
                {fill(texts.game, {
                  date: date.format(g.finishedAt),
                  players: g.players,
                  name: g.name,
                  role: t(`role.${g.role as Role}`),
                  team: t(`team.${g.team as Team}`),
                })}
              </li>
            ))}
          </ol>
          {data.next !== null && (
            <button
              type="button"
              onClick={() => {
                setFocusFrom(count);
                onMore();
              }}
              disabled={busy}
            >
              {texts.more}
            </button>
          )}
        </>
      )}
    </section>
  );
}
