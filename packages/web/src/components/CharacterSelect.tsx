/** @jsxRuntime automatic */
import { CHARACTER_COUNT } from '@among-cultists/protocol';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly value: number | null;
  readonly onChange: (character: number | null) => void;
  /** Offer "any character" (null) as the first choice. */
  readonly any?: boolean;
  /** Characters already taken at the table, shown but not selectable. */
  readonly taken?: ReadonlySet<number | null>;
}

/** The character a player brings to the table: one of the board's disc colours. */
export function CharacterSelect({ value, onChange, any = false, taken }: Props) {
  const { t } = useTranslation();
  return (
    <label>
      {t('landing.character')}
      <select
        value={value ?? ''}
        onChange={(e) => {
          onChange(e.target.value === '' ? null : Number(e.target.value));
        }}
      >
        {any && <option value="">{t('lobby.anyCharacter')}</option>}
        {Array.from({ length: CHARACTER_COUNT }, (_, i) => (
          <option key={i} value={i} disabled={taken?.has(i)}>
            {t('characterName', { n: i + 1 })}
          </option>
        ))}
      </select>
    </label>
  );
}
