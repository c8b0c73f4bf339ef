/** @jsxRuntime automatic */
import type { Action, PlayerView } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import { actionLabel } from '../game/actionLabel.ts';
import type { Names } from '../game/names.ts';

interface Props {
  readonly view: PlayerView;
  readonly names: Names;
  readonly notice: { readonly message: string } | null;
  readonly onAct: (action: Action) => void;
}

/** Exactly the engine's legal actions for this viewer, one button each. */
export function ActionPanel({ view, names, notice, onAct }: Props) {
  const { t } = useTranslation();
  if (view.me === null) return null;
  return (
    <section className="panel actions" aria-label={t('actions.title')}>
      <h2>{t('actions.title')}</h2>
      {notice && (
        <p className="notice" role="alert">
          {t('actions.rejected', { message: notice.message })}
        </p>
      )}
      {view.legal.length === 0 ? (
        <p>{view.phase.kind === 'over' ? t('actions.none') : t('actions.waiting')}</p>
      ) : (
        <div className="buttons">
          {view.legal.map((action) => (
            <button
              type="button"
              key={JSON.stringify(action)}
              data-action={JSON.stringify(action)}
              onClick={() => {
                onAct(action);
              }}
            >
              {actionLabel(action, names)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
