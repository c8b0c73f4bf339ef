/** @jsxRuntime automatic */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadArtTexts } from '../i18n/art/index.ts';
import { isLanguage, type Language } from '../i18n/index.ts';
import { LearnContent } from './LearnContent.tsx';
import type { LearnText } from './text/en.ts';
import { LEARN_TEXT } from './text/index.ts';

const asLanguage = (code: string | undefined): Language =>
  code !== undefined && isLanguage(code) ? code : 'en';

/** /learn: fetches this language's prose (its own chunk), keeping the last one on screen while another loads. */
export function LearnPage() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  const [text, setText] = useState<LearnText | null>(null);
  useEffect(() => {
    let current = true;
    // The drawn components' names (src/art/) come with the prose: the page shows them.
    void Promise.all([LEARN_TEXT[language](), loadArtTexts('en'), loadArtTexts(language)]).then(
      ([loaded]) => {
        if (current) setText(loaded);
      },
    );
    return () => {
      current = false;
    };
  }, [language]);
  useEffect(() => {
    const title = t('app.title');
    document.title = `${t('rules.ui.learn')} · ${title}`;
    return () => {
      document.title = title;
    };
  }, [t]);
  if (text === null)
    return (
      <main className="learn">
        <h1>{t('rules.ui.learn')}</h1>
        <p role="status">…</p>
      </main>
    );
  return <LearnContent text={text} />;
}
