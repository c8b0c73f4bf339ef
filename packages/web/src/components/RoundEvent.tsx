/** @jsxRuntime automatic */
import type { PlayerView } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import { Art } from '../art/Art.tsx';

/**
 * The Event token drawn this Round, with what it does; a Mirror also names the event it repeats. Shown
 * from the draw until the Round ends, and announced when it appears.
 */
export function RoundEvent({ view }: { view: Pick<PlayerView, 'clock' | 'round' | 'phase'> }) {
  const { t } = useTranslation();
  const event = view.clock[view.round - 1] ?? null;
  const shown = event !== null && view.phase.kind !== 'over';
  const previous = view.round >= 2 ? (view.clock[view.round - 2] ?? null) : null;
  return (
    <div className="round-event" role="status">
      {shown && (
        <p>
          <Art spec={{ kind: 'event', id: event }} size={40} decorative />{' '}
          <strong>
            {t('rules.ui.roundEvent')}
            {t('app.colon')}
            {t(`event.${event}`)}
          </strong>{' '}
          {t(`rules.event.${event}`)}
          {event === 'mirror' && previous !== null && previous !== 'mirror' && (
            <>
              {' '}
              <em>{t('rules.ui.repeats', { event: t(`event.${previous}`) })}</em>{' '}
              {t(`rules.event.${previous}`)}
            </>
          )}
        </p>
      )}
    </div>
  );
}
