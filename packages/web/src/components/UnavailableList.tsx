/** @jsxRuntime automatic */
import type { Unavailable } from '@among-cultists/engine';
import type { Names } from '../game/names.ts';

/** What the place offers but the player cannot do now, each with the engine's reason (never a button). */
export function UnavailableList({ items, names }: { items: readonly Unavailable[]; names: Names }) {
  const { t } = names;
  if (items.length === 0) return null;
  return (
    <div className="unavailable">
      <h3>{t('unavailable.title')}</h3>
      <ul>
        {items.map((item) => (
          <li key={`${item.type}:${String(item.room)}`}>
            <span className="what">
              {t(`unavailable.${item.type}`, {
                room: item.room === null ? '' : names.loc(item.room),
              })}
            </span>
            {t('app.colon')}
            <span className="why">{t(`unavailable.reason.${item.reason}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
