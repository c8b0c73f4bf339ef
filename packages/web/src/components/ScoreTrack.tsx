/** @jsxRuntime automatic */
import type { PlayerView } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';

const CELL = 28;

/**
 * The scoring track: the Investigators' Victory Points and the Final Score marker (the VP target, which
 * moves with the kills). Numbers are drawn in the cells, so the markers do not rely on colour.
 */
export function ScoreTrack({ view }: { view: PlayerView }) {
  const { t } = useTranslation();
  const cells = Math.max(view.vpTarget, view.vp) + 1;
  // Named in words beside it: a row of numbered cells alone read as the Round counter (issue 27).
  return (
    <div className="score">
      <span className="score-label" aria-hidden="true">
        {t('score.label', { vp: view.vp, target: view.vpTarget })}
      </span>
      <svg
        className="score-track"
        viewBox={`0 0 ${cells * CELL} ${CELL + 14}`}
        role="img"
        aria-label={t('score.track', { vp: view.vp, target: view.vpTarget })}
      >
        {Array.from({ length: cells }, (_, n) => (
          <g key={n} transform={`translate(${n * CELL} 0)`}>
            <rect
              width={CELL - 2}
              height={CELL - 2}
              rx={4}
              className={n === view.vpTarget ? 'cell final' : n <= view.vp ? 'cell reached' : 'cell'}
            />
            <text x={(CELL - 2) / 2} y={CELL / 2 + 4} textAnchor="middle">
              {n}
            </text>
            {n === view.vp && <circle cx={(CELL - 2) / 2} cy={CELL + 6} r={5} className="vp-marker" />}
            {n === view.vpTarget && (
              <path d={`M${(CELL - 2) / 2 - 6} ${CELL + 12}l6 -10l6 10z`} className="final-marker" />
            )}
          </g>
        ))}
      </svg>
    </div>
  );
}
