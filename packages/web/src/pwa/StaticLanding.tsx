/** @jsxRuntime automatic */
import { useTranslation } from 'react-i18next';
import { PageLink } from '../components/PageLink.tsx';
import { LEARN_PATH, SOLO_PATH } from '../router.ts';

/**
 * The landing page of the static build (staticBuild.ts): no game server answers there, so instead of the forms
 * that create or join an online game, the public tables and the tutorial's offer, it says what this copy does
 * and leads to the pages that work without a server.
 */
export function StaticLanding() {
  const { t } = useTranslation();
  return (
    <main className="landing">
      <p className="tagline">{t('landing.tagline')}</p>
      <section className="panel" aria-labelledby="static-title">
        <h2 id="static-title">{t('pwa.staticTitle')}</h2>
        <p>{t('pwa.staticNote')}</p>
        <ul>
          <li>
            <PageLink to={SOLO_PATH}>{t('pwa.playSolo')}</PageLink>
          </li>
          <li>
            <PageLink to={LEARN_PATH}>{t('rules.ui.learn')}</PageLink>
          </li>
        </ul>
      </section>
    </main>
  );
}
