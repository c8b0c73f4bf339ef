/** @jsxRuntime automatic */
import {
  expertRoleSets,
  ROLE_INFO,
  SPECIAL_ROLES,
  type GameOptions,
  type Role,
} from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly players: GameOptions['players'];
  readonly automa: boolean;
  readonly special: readonly Role[];
  /** The set "Random valid set" drew last (announced), or null after a hand-made change. */
  readonly drawn: readonly Role[] | null;
  readonly onChange: (roles: readonly Role[], fromDraw: boolean) => void;
}

/** A secret-free random integer in [0, n) for a choice the player makes in the form. */
function randomBelow(n: number): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % n;
}

/**
 * The expert role set: each special role with its loyalty, and a button that picks one of the sets the
 * engine accepts at this table (CPLX-02); the game's own roles are dealt by the server as chosen here.
 */
export function ExpertRoles({ players, automa, special, drawn, onChange }: Props) {
  const { t } = useTranslation();
  const draw = () => {
    const sets = expertRoleSets(players, automa ? true : undefined);
    if (sets.length > 0) onChange(sets[randomBelow(sets.length)]!, true);
  };
  return (
    <fieldset>
      <legend>{t('landing.specialRoles')}</legend>
      <button type="button" className="random-set" onClick={draw}>
        {t('landing.randomSet')}
      </button>
      <p className="hint" role="status" aria-live="polite">
        {drawn === null
          ? ''
          : t('landing.randomSetChosen', { roles: drawn.map((r) => t(`role.${r}`)).join(', ') })}
      </p>
      {SPECIAL_ROLES.map((role) => {
        const info = ROLE_INFO[role];
        return (
          <label key={role} className="inline">
            <input
              type="checkbox"
              checked={special.includes(role)}
              onChange={(e) => {
                onChange(e.target.checked ? [...special, role] : special.filter((r) => r !== role), false);
              }}
            />
            {t(`role.${role}`)}{' '}
            <small className="hint">
              {info.loyalty === 0
                ? t('landing.neutral')
                : t('landing.supports', { team: t(`team.${info.supports}`), n: info.loyalty })}
            </small>
          </label>
        );
      })}
    </fieldset>
  );
}
