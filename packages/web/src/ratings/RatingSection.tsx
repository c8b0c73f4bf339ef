/** @jsxRuntime automatic */
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRating } from '@among-cultists/protocol/account';
import { INDICATOR_TEXTS, inLanguage } from '../account/indicator-texts.ts';
import { fill } from '../account/texts.ts';
import { PageLink } from '../components/PageLink.tsx';
import * as api from './api.ts';
import { LEADERBOARD_PATH } from './path.ts';
import { RATING_TEXTS } from './texts.ts';

/** The profile's rating (issue 30): the number, the rated games, and the choice to be on the leaderboard. */
export default function RatingSection() {
  const { i18n } = useTranslation();
  const texts = inLanguage(RATING_TEXTS, i18n.resolvedLanguage);
  const ids = useId();
  const [rating, setRating] = useState<AccountRating | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The choice being saved (shown at once), or null. */
  const [pending, setPending] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    api.rating().then(
      (r) => {
        if (live) setRating(r);
      },
      (e: unknown) => {
        console.error('the profile could not load its rating', e);
        if (live) setError(fill(texts.ratingFailed, { message: e instanceof Error ? e.message : String(e) }));
      },
    );
    return () => {
      live = false;
    };
  }, [texts]);

  const choose = useCallback(
    async (listed: boolean): Promise<void> => {
      setSaving(true);
      setPending(listed);
      setError(null);
      try {
        setRating(await api.setListed(listed));
      } catch (e) {
        console.error('the leaderboard choice could not be saved', e);
        setError(fill(texts.listFailed, { message: e instanceof Error ? e.message : String(e) }));
      } finally {
        setPending(null);
        setSaving(false);
      }
    },
    [texts],
  );

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="account-rating"
      aria-busy={rating === null && error === null}
    >
      <h2 id={`${ids}-title`}>{texts.ratingTitle}</h2>
      {error !== null && <p role="alert">{error}</p>}
      {rating === null && error === null && <p>{texts.ratingLoading}</p>}
      {rating !== null && (
        <>
          <p className="rating-number">
            {rating.games === 0
              ? fill(texts.ratingNew, { rating: rating.rating })
              : fill(texts.rating, { rating: rating.rating, games: rating.games })}
          </p>
          <p>{fill(texts.ratingHow, { pairGames: rating.pairGames, pairDays: rating.pairDays })}</p>
          <p>
            <label className="rating-listed">
              <input
                type="checkbox"
                // The box shows the player's choice at once, while it is saved; a refusal puts it back.
                checked={pending ?? rating.listed}
                disabled={saving}
                aria-describedby={`${ids}-note`}
                onChange={(e) => {
                  void choose(e.currentTarget.checked);
                }}
              />{' '}
              {texts.listed}
            </label>
          </p>
          <p id={`${ids}-note`}>{fill(texts.listedNote, { n: rating.minGames })}</p>
        </>
      )}
      <p>
        <PageLink to={LEADERBOARD_PATH}>
          {inLanguage(INDICATOR_TEXTS, i18n.resolvedLanguage).leaderboard}
        </PageLink>
      </p>
    </section>
  );
}
