import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coachT, isCoachLanguage, loadCoachText, type CoachT } from './text/index.ts';

/** The coach's texts, once loaded (null until the first language is); follows a language switch. */
export function useCoachText(): CoachT | null {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const code = isCoachLanguage(lang) ? lang : 'en';
    void loadCoachText(code).then(() => {
      if (live) setLoaded(lang);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  // After a language switch the texts stay up (English, the fallback, is always loaded) while the new ones
  // load: the game screen under the coach must not unmount, which would drop its connection.
  return loaded === null ? null : coachT;
}
