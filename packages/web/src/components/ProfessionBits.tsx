/** @jsxRuntime automatic */
import type { PlayerView } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import type { Names } from '../game/names.ts';
import { professionName } from '../game/professions.ts';
import { SecretToggle } from './SecretToggle.tsx';

/**
 * The small parts of the Professions module (PROF-*) that sit inside panels every game has: the rest is
 * in `Professions.tsx`, loaded only for a game with the module (`useProfessionsUi`).
 */

/** Beside a seat in the players' list: the Profession it holds, or held until it died (public). */
export function ProfessionBadge({ view, seat }: { view: PlayerView; seat: number }) {
  const { t } = useTranslation();
  const token = view.professions;
  if (!token || token.holder !== seat || token.profession === null) return null;
  const profession = professionName(t, token.profession);
  return (
    <span className={token.status === 'lost' ? 'tag profession lost' : 'tag profession'}>
      {t(token.status === 'lost' ? 'professions.token.badgeLost' : 'professions.token.badge', {
        profession,
      })}
    </span>
  );
}

/** What this seat saw in the Detective's short night: behind the same button for everyone. */
export function DetectiveNightSecret({ view, names }: { view: PlayerView; names: Names }) {
  const { t } = useTranslation();
  const known = view.me?.professions?.knownInformant ?? null;
  return (
    <div className="night-secret">
      <h3>{t('night.secret')}</h3>
      <SecretToggle className="role">
        <div className="secret">
          <p>
            {known !== null
              ? t('professions.night.sawInformant', { seat: names.seat(known) })
              : t('professions.night.sawNothing')}
          </p>
        </div>
      </SecretToggle>
    </div>
  );
}
