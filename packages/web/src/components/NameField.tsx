/** @jsxRuntime automatic */
import { useTranslation } from 'react-i18next';

/** A player's name, as the server accepts it (1 to 30 characters). */
export function NameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation();
  return (
    <label>
      {t('landing.name')}
      <input
        required
        maxLength={30}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
        autoComplete="nickname"
      />
    </label>
  );
}
