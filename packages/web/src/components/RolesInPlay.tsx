/** @jsxRuntime automatic */
import type { ViewConfig } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import { rolesInPlay } from '../game/rolesInPlay.ts';

/** Which roles this game uses (public configuration), each with its ability folded under its name. */
export function RolesInPlay({ config }: { config: Pick<ViewConfig, 'cultists' | 'specialRoles'> }) {
  const { t } = useTranslation();
  return (
    <section className="panel help roles-in-play" aria-label={t('rules.ui.rolesInPlay')}>
      <h2>{t('rules.ui.rolesInPlay')}</h2>
      {rolesInPlay(config).map(({ role, count }) => (
        <details key={role}>
          <summary>
            {count === null || count === 1
              ? t(`role.${role}`)
              : t('rules.ui.roleCount', { role: t(`role.${role}`), n: count })}
          </summary>
          <p>{t(`rules.role.${role}`)}</p>
        </details>
      ))}
    </section>
  );
}
