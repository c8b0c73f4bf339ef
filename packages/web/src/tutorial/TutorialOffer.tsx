/** @jsxRuntime automatic */
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, TUTORIAL_PATH } from '../router.ts';
import { offerTutorial, rememberTutorialSeen } from './offer.ts';

/** On the landing page: a link to the tutorial, and on a first visit an offer to play it (dismissable). */
export function TutorialOffer() {
  const { t } = useTranslation();
  const [offered, setOffered] = useState(offerTutorial);
  const link = useRef<HTMLAnchorElement>(null);
  const open = (e: MouseEvent) => {
    e.preventDefault();
    navigate(TUTORIAL_PATH);
  };
  return (
    <>
      <p className="tutorial-link">
        <a href={TUTORIAL_PATH} ref={link} onClick={open}>
          {t('tutorialEntry.link')}
        </a>
      </p>
      {offered && (
        <section className="panel tutorial-offer" aria-labelledby="tutorial-offer-title">
          <h2 id="tutorial-offer-title">{t('tutorialEntry.offerTitle')}</h2>
          <p>{t('tutorialEntry.offer')}</p>
          <p className="tutorial-offer-buttons">
            <a href={TUTORIAL_PATH} className="tutorial-play" onClick={open}>
              {t('tutorialEntry.play')}
            </a>
            <button
              type="button"
              onClick={() => {
                rememberTutorialSeen();
                setOffered(false);
                // Its button is gone: focus goes to the link that stays.
                link.current?.focus();
              }}
            >
              {t('tutorialEntry.dismiss')}
            </button>
          </p>
        </section>
      )}
    </>
  );
}
