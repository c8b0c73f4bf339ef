import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isReplayLanguage, loadReplayText, replayT, type ReplayT } from './text/index.ts';

/** The replay page's texts, once loaded (null until the first language is); follows a language switch. */
export function useReplayText(): ReplayT | null {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const code = isReplayLanguage(lang) ? lang : 'en';
    void loadReplayText(code).then(() => {
      if (live) setLoaded(lang);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  // After a switch the English fallback stays up while the new language loads: the replay must not unmount.
  return loaded === null ? null : replayT;
}
