/** @jsxRuntime automatic */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGE_NAMES, switchLanguage, type Language } from './i18n/index.ts';
import { AccountIndicator } from './account/Indicator.tsx';
import { LoadBoundary, LoadFailed } from './components/LoadBoundary.tsx';
import { PageLink } from './components/PageLink.tsx';
import { ABOUT_PATH, parseRoute, usePath } from './router.ts';
import { GamePage } from './screens/GamePage.tsx';
import { Landing } from './screens/Landing.tsx';
import { tableSeatOf } from './table/links.ts';
import { UpdatePrompt } from './pwa/UpdatePrompt.tsx';
import { StaticLanding } from './pwa/StaticLanding.tsx';
import { STATIC_BUILD } from './pwa/staticBuild.ts';

// The rules page and its texts load only when opened, outside the landing page's initial JavaScript.
const LearnPage = lazy(() => import('./learn/index.tsx'));
// The tutorial (its coach and its texts) likewise.
const TutorialPage = lazy(() => import('./tutorial/TutorialPage.tsx'));
// Replays (the engine folding a record in the browser, their texts) likewise.
const ReplayPage = lazy(() => import('./replay/ReplayPage.tsx'));
// The shared screen of table mode (and its QR encoder) likewise.
const TablePage = lazy(() => import('./table/index.tsx'));
// The credits likewise.
const AboutPage = lazy(() => import('./about/AboutPage.tsx'));
// The account page (its passkey library and texts) likewise.
const AccountPage = lazy(() => import('./account/AccountPage.tsx'));
// The leaderboard (issue 30) likewise.
const LeaderboardPage = lazy(() => import('./ratings/LeaderboardPage.tsx'));
// Solo games against bots in the browser (issue 31) likewise; their worker (engine and bots) loads with a game.
const SoloPage = lazy(() => import('./solo/SoloPage.tsx'));

export function App() {
  const { t, i18n } = useTranslation();
  const route = parseRoute(usePath());
  return (
    <>
      <nav className="top">
        <PageLink to="/" className="brand">
          <img src="/favicon.svg" alt="" width={24} height={24} /> {t('app.title')}
        </PageLink>
        {/* Accounts live on the game server: the static build has none. */}
        {!STATIC_BUILD && <AccountIndicator />}
        <label className="lang">
          <span className="sr-only">{t('app.language')}</span>
          <select
            value={i18n.resolvedLanguage ?? 'en'}
            aria-label={t('app.language')}
            onChange={(e) => void switchLanguage(e.target.value as Language)}
          >
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      </nav>
      {route.page === 'landing' && (STATIC_BUILD ? <StaticLanding /> : <Landing />)}
      {route.page === 'learn' && (
        <LoadBoundary where="the Learn page" fallback={<LoadFailed />}>
          <Suspense fallback={<main className="learn" aria-busy="true" />}>
            <LearnPage />
          </Suspense>
        </LoadBoundary>
      )}
      {route.page === 'game' && (
        <GamePage key={route.code} code={route.code} table={tableSeatOf(window.location.search)} />
      )}
      {route.page === 'table' && (
        <LoadBoundary where="the table screen" fallback={<LoadFailed />}>
          <Suspense fallback={<main className="table-screen" aria-busy="true" />}>
            <TablePage key={route.code} code={route.code} />
          </Suspense>
        </LoadBoundary>
      )}
      {route.page === 'replay' && (
        <LoadBoundary where="the replay" fallback={<LoadFailed />}>
          <Suspense fallback={<main className="replay" aria-busy="true" />}>
            <ReplayPage key={route.code ?? ''} code={route.code} />
          </Suspense>
        </LoadBoundary>
      )}
      {route.page === 'about' && (
        <LoadBoundary where="the About page" fallback={<LoadFailed />}>
          <Suspense fallback={<main className="about" aria-busy="true" />}>
            <AboutPage />
          </Suspense>
        </LoadBoundary>
      )}
      {route.page === 'account' && (
        <LoadBoundary where="the account page" fallback={<LoadFailed />}>
          <Suspense fallback={<main className="account" aria-busy="true" />}>
            <AccountPage />
          </Suspense>
        </LoadBoundary>
      )}
      {route.page === 'leaderboard' && (
        <LoadBoundary where="the leaderboard" fallback={<LoadFailed />}>
          <Suspense fallback={<main className="leaderboard" aria-busy="true" />}>
            <LeaderboardPage />
          </Suspense>
        </LoadBoundary>
      )}
      {route.page === 'tutorial' && (
        <LoadBoundary where="the tutorial" fallback={<LoadFailed />}>
          <Suspense fallback={<main className="tutorial-start" aria-busy="true" />}>
            <TutorialPage key={route.code ?? ''} code={route.code} />
          </Suspense>
        </LoadBoundary>
      )}
      {route.page === 'solo' && (
        <LoadBoundary where="the solo game" fallback={<LoadFailed />}>
          <Suspense fallback={<main className="solo" aria-busy="true" />}>
            <SoloPage id={route.id} />
          </Suspense>
        </LoadBoundary>
      )}
      <footer className="site-footer">
        <PageLink to={ABOUT_PATH}>{t('about.link')}</PageLink>
      </footer>
      <UpdatePrompt />
    </>
  );
}
