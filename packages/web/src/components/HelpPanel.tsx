/** @jsxRuntime automatic */
import type { PhaseView } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import { en } from '../i18n/en.ts';

type Term = keyof typeof en.help.terms;
export const GLOSSARY_TERMS = Object.keys(en.help.terms) as Term[];

/** The rules of the current phase in short, and the game's terms; both folded until opened. */
export function HelpPanel({ phase }: { phase: PhaseView['kind'] }) {
  const { t } = useTranslation();
  return (
    <section className="panel help" aria-label={t('help.title')}>
      <details>
        <summary>
          {t('help.title')}
          {t('app.colon')}
          {t(`phase.${phase}`)}
        </summary>
        <p>
          {phase === 'mayorDecision' || phase === 'detectiveNight'
            ? t(`professions.helpPhase.${phase}`)
            : t(`help.phase.${phase}`)}
        </p>
      </details>
      <details>
        <summary>{t('help.glossary')}</summary>
        <dl className="glossary">
          {GLOSSARY_TERMS.map((term) => (
            <div key={term}>
              <dt>{t(`help.terms.${term}.term`)}</dt>
              <dd>{t(`help.terms.${term}.text`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
