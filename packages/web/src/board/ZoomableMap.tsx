/** @jsxRuntime automatic */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LEVELS = [1, 1.5, 2, 3] as const;

/** The map at 1× to 3×; when larger than the screen it pans by scrolling inside its frame (touch or mouse). */
export function ZoomableMap({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [level, setLevel] = useState(0);
  const zoom = LEVELS[level] ?? 1;
  return (
    <div className="map-frame">
      <div className="map-scroll" style={{ overflow: zoom > 1 ? 'auto' : 'hidden' }}>
        <div style={{ width: `${zoom * 100}%` }}>{children}</div>
      </div>
      <div className="zoom" role="group">
        <button
          type="button"
          aria-label={t('board.zoomIn')}
          disabled={level >= LEVELS.length - 1}
          onClick={() => {
            setLevel(level + 1);
          }}
        >
          +
        </button>
        <button
          type="button"
          aria-label={t('board.zoomOut')}
          disabled={level === 0}
          onClick={() => {
            setLevel(level - 1);
          }}
        >
          −
        </button>
      </div>
    </div>
  );
}
