/** @jsxRuntime automatic */
import { useTranslation } from 'react-i18next';
import { inLanguage } from '../account/indicator-texts.ts';
import { PageLink } from '../components/PageLink.tsx';
import type { Language } from '../i18n/index.ts';
import { SOLO_PATH } from '../router.ts';

/** The landing page's way to a solo game (issue 31): a few words in each language, in the landing's JavaScript. */
export const SOLO_OFFER: Readonly<Record<Language, string>> = {
  en: 'Play against bots on this device (no connection needed)',
  de: 'Auf diesem Gerät gegen Bots spielen (ohne Verbindung)',
  fr: 'Jouer contre des bots sur cet appareil (sans connexion)',
  es: 'Jugar contra bots en este dispositivo (sin conexión)',
  it: 'Gioca contro i bot su questo dispositivo (senza connessione)',
  nl: 'Op dit apparaat tegen bots spelen (geen verbinding nodig)',
};

export function SoloOffer() {
  const { i18n } = useTranslation();
  return (
    <p className="learn-link">
      <PageLink to={SOLO_PATH}>{inLanguage(SOLO_OFFER, i18n.resolvedLanguage)}</PageLink>
    </p>
  );
}
