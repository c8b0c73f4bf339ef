/** @jsxRuntime automatic */
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NameField } from '../components/NameField.tsx';
import { api, errorText } from '../net/api.ts';
import { saveSeat } from '../net/seats.ts';
import { navigate, tutorialGamePath } from '../router.ts';
import { GamePage } from '../screens/GamePage.tsx';
import { Coach } from './Coach.tsx';
import { rememberTutorialSeen } from './offer.ts';
import type { CoachT } from './text/index.ts';
import { useCoachText } from './useCoachText.ts';
import { loadRemembered, remember } from '../net/remembered.ts';
import './tutorial.css';

/** `/tutorial`: the start page; `/tutorial/<code>`: the tutorial's game, the real game screen with the coach. */
export default function TutorialPage({ code }: { code: string | null }) {
  const ct = useCoachText();
  if (!ct) return <main className="tutorial-start" aria-busy="true" />;
  if (code === null) return <TutorialStart ct={ct} />;
  return (
    <GamePage
      code={code}
      coach={(view, log, names) => <Coach game={code} view={view} log={log} names={names} ct={ct} />}
    />
  );
}

function TutorialStart({ ct }: { ct: CoachT }) {
  const { t } = useTranslation();
  // The name this browser last played under, and the one typed here is kept for the Create form (issue 27).
  const [name, setName] = useState(() => loadRemembered().name ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (e: SyntheticEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await api.tutorial(name.trim());
      remember({ name: name.trim() });
      saveSeat(created.id, { token: created.token, host: true });
      rememberTutorialSeen();
      navigate(tutorialGamePath(created.id));
    } catch (err) {
      setError(errorText(err, t));
      setBusy(false);
    }
  };
  return (
    <main className="tutorial-start">
      <h1>{ct('title')}</h1>
      <p>{ct('intro')}</p>
      {error !== null && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      <form className="panel" onSubmit={(e) => void start(e)}>
        <NameField value={name} onChange={setName} />
        <button type="submit" disabled={busy || name.trim() === ''}>
          {busy ? ct('starting') : ct('start')}
        </button>
      </form>
    </main>
  );
}
