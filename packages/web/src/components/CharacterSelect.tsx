/** @jsxRuntime automatic */
import { useTranslation } from 'react-i18next';
import { CHARACTERS } from '../identity/characters.ts';

interface Props {
  readonly value: number | null;
  readonly onChange: (character: number | null) => void;
  /** Offer "any character" (null) as the first choice. */
  readonly any?: boolean;
  /** Characters already taken at the table, shown but not selectable. */
  readonly taken?: ReadonlySet<number | null>;
  /** Its label (default: the player's own Character, "Your Character"). */
  readonly label?: string;
}

/** The Character a player brings to the table: its number, colour and portrait are theirs all game. */
export function CharacterSelect({ value, onChange, any = false, taken, label }: Props) {
  const { t } = useTranslation();
  return (
    <label>
      {label ?? t('landing.character')}
      <select
        value={value ?? ''}
        onChange={(e) => {
          onChange(e.target.value === '' ? null : Number(e.target.value));
        }}
      >
        {any && <option value="">{t('lobby.anyCharacter')}</option>}
        {CHARACTERS.map((c) => (
          <option key={c.index} value={c.index} disabled={taken?.has(c.index)}>
            {t('identity.named', { n: c.number, name: c.name })}
          </option>
        ))}
      </select>
    </label>
  );
}
