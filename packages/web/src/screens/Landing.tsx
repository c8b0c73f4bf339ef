/** @jsxRuntime automatic */
import type { CreateGame } from '@among-cultists/protocol';
import { DECISION_KINDS, isGameId } from '@among-cultists/protocol/plain';
import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../net/api.ts';
import { remember } from '../net/remembered.ts';
import { saveSeat } from '../net/seats.ts';
import { gamePath, LEARN_PATH, navigate } from '../router.ts';
import { PageLink } from '../components/PageLink.tsx';
import { TableChoices } from '../components/TableChoices.tsx';
import { useTableChoices } from '../components/useTableChoices.ts';
import { TutorialOffer } from '../tutorial/TutorialOffer.tsx';
import { SoloOffer } from '../solo/SoloOffer.tsx';
import { inLanguage, INDICATOR_TEXTS } from '../account/indicator-texts.ts';
import { LEADERBOARD_PATH } from '../ratings/path.ts';
import { DelayChoice, type SpectatorDelay } from '../spectating/DelayChoice.tsx';
import { FillChoice, fillRequest, NO_FILL } from '../components/FillChoice.tsx';
import { isLanguage } from '../i18n/index.ts';

// The public tables (issue 30) come in a chunk of their own, after the landing page's first render.
const PublicTables = lazy(async () => ({ default: (await import('./PublicTables.tsx')).PublicTables }));

export function Landing() {
  const { t, i18n } = useTranslation();
  // The name and settings of the last game this browser created (or joined, for the name).
  const choices = useTableChoices();
  const { last, name } = choices;
  const [timers, setTimers] = useState(last.seconds !== undefined && last.seconds !== null);
  // A public table (issue 30) is listed for strangers, in the page's language, and always has timers.
  const [listed, setListed] = useState(false);
  // Streamer mode: a public table's spectators may see it late (seconds; 0: as it happens).
  const [spectatorDelay, setSpectatorDelay] = useState<SpectatorDelay>(0);
  // And bots may fill its empty seats after a countdown, as quick play's tables.
  const [fill, setFill] = useState(NO_FILL);
  const timed = timers || listed;
  const uiLanguage = i18n.resolvedLanguage ?? 'en';
  const [seconds, setSeconds] = useState(last.seconds ?? 90);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (e: SyntheticEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const settings: CreateGame = {
      name: name.trim(),
      character: choices.character,
      ...choices.options,
      ...(timed ? { timers: Object.fromEntries(DECISION_KINDS.map((k) => [k, seconds])) } : {}),
      ...(listed ? { public: true, language: isLanguage(uiLanguage) ? uiLanguage : 'en' } : {}),
      ...(listed && spectatorDelay > 0 ? { spectatorDelay } : {}),
      ...(listed ? fillRequest(fill) : {}),
    };
    remember({
      name: name.trim(),
      character: choices.character,
      players: choices.players,
      preset: choices.preset,
      automa: choices.automa,
      special: choices.special,
      seconds: timed ? seconds : null,
      board: choices.board,
    });
    try {
      const created = await api.create(settings);
      saveSeat(created.id, { token: created.token, host: true });
      navigate(gamePath(created.id));
    } catch (err) {
      setError(errorText(err, t));
      setBusy(false);
    }
  };

  const join = (e: SyntheticEvent) => {
    e.preventDefault();
    const trimmed = code.trim();
    if (!isGameId(trimmed)) {
      setError(t('landing.badCode'));
      return;
    }
    navigate(gamePath(trimmed));
  };

  return (
    <main className="landing">
      <p className="tagline">{t('landing.tagline')}</p>
      <p className="learn-link">
        <PageLink to={LEARN_PATH}>{t('rules.ui.learn')}</PageLink> ·{' '}
        <PageLink to={LEADERBOARD_PATH}>
          {inLanguage(INDICATOR_TEXTS, i18n.resolvedLanguage).leaderboard}
        </PageLink>
      </p>
      <TutorialOffer />
      <SoloOffer />
      {error !== null && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      <Suspense fallback={null}>
        <PublicTables name={name} onError={setError} />
      </Suspense>
      <form className="panel" onSubmit={(e) => void create(e)}>
        <h2>{t('landing.create')}</h2>
        <TableChoices choices={choices} />
        <label className="inline">
          <input
            type="checkbox"
            checked={listed}
            aria-describedby="public-hint"
            onChange={(e) => {
              setListed(e.target.checked);
            }}
          />
          {t('publicTables.publicTable')}
        </label>
        <p className="hint" id="public-hint">
          {t('publicTables.publicHint')}
        </p>
        {listed && <DelayChoice value={spectatorDelay} onChange={setSpectatorDelay} />}
        {listed && <FillChoice label={t('publicTables.fillTableWithBots')} value={fill} onChange={setFill} />}
        <label className="inline">
          <input
            type="checkbox"
            checked={timed}
            disabled={listed}
            onChange={(e) => {
              setTimers(e.target.checked);
            }}
          />
          {t('landing.timers')}
        </label>
        {timed && (
          <label>
            {t('landing.timerSeconds')}
            <input
              type="number"
              min={1}
              max={900}
              value={seconds}
              onChange={(e) => {
                setSeconds(Number(e.target.value));
              }}
            />
          </label>
        )}
        {choices.problems.length > 0 && (
          <ul className="notice" aria-live="polite">
            {choices.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <button type="submit" disabled={busy || name.trim() === '' || choices.problems.length > 0}>
          {t('landing.createButton')}
        </button>
      </form>
      <form className="panel" onSubmit={join}>
        <h2>{t('landing.join')}</h2>
        <label>
          {t('landing.code')}
          <input
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
            }}
            autoCapitalize="characters"
            spellCheck={false}
          />
        </label>
        <button type="submit">{t('landing.joinButton')}</button>
      </form>
    </main>
  );
}
