import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachLesson } from './lessons/lesson.ts';
import {
  coachT,
  isCoachLanguage,
  lessonT,
  loadCoachText,
  loadLessonText,
  type CoachT,
  type LessonT,
} from './text/index.ts';

/** The current language, as one the coach has texts in (English otherwise). */
function useCoachLanguage() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return { lang, code: isCoachLanguage(lang) ? lang : ('en' as const) };
}

/** The coach's texts, once loaded (null until the first language is); follows a language switch. */
export function useCoachText(): CoachT | null {
  const { lang, code } = useCoachLanguage();
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadCoachText(code).then(() => {
      if (live) setLoaded(lang);
    });
    return () => {
      live = false;
    };
  }, [lang, code]);
  // After a language switch the texts stay up (English, the fallback, is always loaded) while the new ones
  // load: the game screen under the coach must not unmount, which would drop its connection.
  return loaded === null ? null : coachT;
}

/** One lesson's texts, once loaded (null until then); follows a language switch like useCoachText. */
export function useLessonText(lesson: CoachLesson): LessonT | null {
  const { lang, code } = useCoachLanguage();
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadLessonText(lesson, code).then(() => {
      if (live) setLoaded(`${lesson.id}:${lang}`);
    });
    return () => {
      live = false;
    };
  }, [lesson, lang, code]);
  const t = useMemo(() => lessonT(lesson), [lesson]);
  return loaded?.startsWith(`${lesson.id}:`) ? t : null;
}
