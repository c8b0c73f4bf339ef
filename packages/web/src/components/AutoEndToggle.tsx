/** @jsxRuntime automatic */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The seat's "end my Rounds automatically" (issue 27), as the server last confirmed it, and how to change it. */
export interface AutoEnd {
  readonly on: boolean;
  readonly set: (on: boolean) => void;
}

interface Props extends AutoEnd {
  /** The seat has not ended this Round yet. */
  readonly pending: boolean;
}

/**
 * A checkbox offered in the Cleanup Phase to every seat alike, whatever it may do there: with it on, the
 * server ends the seat's Rounds after the same short delay for everyone (nothing about it depends on the
 * viewer's role, so having it or using it shows nothing).
 */
export function AutoEndToggle({ on, set, pending }: Props) {
  const { t } = useTranslation();
  const hint = useId();
  return (
    <div className="auto-end">
      <label>
        <input
          type="checkbox"
          checked={on}
          aria-describedby={hint}
          onChange={(e) => {
            set(e.currentTarget.checked);
          }}
        />{' '}
        {t('autoEnd.label')}
      </label>
      <p id={hint} className="hint">
        {t('autoEnd.hint')}
      </p>
      {on && pending && <p role="status">{t('autoEnd.waiting')}</p>}
    </div>
  );
}
