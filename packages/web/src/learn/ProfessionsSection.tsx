/** @jsxRuntime automatic */
/**
 * The /learn section on the Professions module of Mountains of Chaos (PROF-GEN-01…06): setup with the
 * Envelopes and the Informant, earning the Profession by the first successful Fight a Cultist, losing it
 * on death, and the five Professions. Their names and powers are the game's own texts; the list of
 * Professions comes from the engine.
 */
import { PROFESSIONS } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import type { LearnText } from './text/en.ts';
import { ProfessionToken } from '../art/index.ts';

export function ProfessionsSection({ text }: { text: LearnText['professions'] }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{text.intro}</p>
      <p>{text.setup}</p>
      <p>{text.earn}</p>
      <p>{text.lose}</p>
      <h3>{text.list}</h3>
      <dl className="learn-list">
        {PROFESSIONS.map((profession) => (
          <div key={profession}>
            <dt>
              <ProfessionToken profession={profession} size={36} decorative />{' '}
              {t(`professions.name.${profession}`)}
            </dt>
            <dd>{t(`professions.power.${profession}`)}</dd>
          </div>
        ))}
      </dl>
      <p>{text.detectiveNight}</p>
    </>
  );
}
