/** @jsxRuntime automatic */
import { MAX_NAME_LENGTH } from '@among-cultists/protocol/plain';
import { useTranslation } from 'react-i18next';

/** A player's name, as the server accepts it (1 to 30 characters); `label` by default "Your name". */
export function NameField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (name: string) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <label>
      {label ?? t('landing.name')}
      <input
        required
        maxLength={MAX_NAME_LENGTH}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
        autoComplete="nickname"
      />
    </label>
  );
}
