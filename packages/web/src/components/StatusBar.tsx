/** @jsxRuntime automatic */
import { turnOf, type PlayerView } from '@among-cultists/engine';
import { MAX_ROUNDS } from '@among-cultists/engine/content';
import { useTranslation } from 'react-i18next';
import type { Names } from '../game/names.ts';
import { waitingText } from '../game/waiting.ts';
import { useCountdown } from './useCountdown.ts';
import { GameIcon } from '../design/GameIcon.tsx';

export function StatusBar({
  view,
  names,
  deadline,
}: {
  view: PlayerView;
  names: Names;
  deadline: number | null;
}) {
  const { t } = useTranslation();
  const left = useCountdown(deadline);
  const p = view.phase;
  const active = turnOf(view);
  const mine = active !== null && active === view.viewer && p.kind !== 'over';
  const turn = waitingText(view, names);
  return (
    <header className="status" aria-live="polite">
      <div className="status-main">
        <strong>{t('status.round', { n: view.round, max: MAX_ROUNDS })}</strong>
        <span>{t(`phase.${p.kind}`)}</span>
        {p.kind === 'vote' && <span>({t(`voteStage.${p.stage}`)})</span>}
        {turn !== null && <span className={mine ? 'you' : undefined}>{turn}</span>}
        {p.kind === 'movement' && <span>{t('status.mp', { count: p.mp })}</span>}
        {left !== null && <span className="deadline">{t('status.deadline', { s: left })}</span>}
      </div>
      <div className="status-sub">
        <span>
          <GameIcon name="book" /> {t('status.vp', { vp: view.vp, target: view.vpTarget })}
        </span>
        <span>
          <GameIcon name="dead" /> {t('status.kills', { n: view.config.killTarget })}
        </span>
        <span>
          <GameIcon name="light" /> {t('status.power')}
          {t('app.colon')}
          {t(view.power ? 'status.powerOn' : 'status.powerOff')}
        </span>
        <span>
          <GameIcon name="knife" /> {t('status.knife')}
          {t('app.colon')}
          {names.seat(view.knife)}
        </span>
        <span>
          <GameIcon name="vote" /> {t('status.voteToken')}
          {t('app.colon')}
          {t(view.voteTokenActive ? 'status.voteTokenActive' : 'status.voteTokenUsed')}
        </span>
        <span>{t('status.drawPile', { n: view.drawPile })}</span>
        <span>{t('status.unsafeDeck', { n: view.unsafeDeck })}</span>
        <span>
          <GameIcon name="bag" /> {t('status.bag', { n: view.bag })}
        </span>
        {view.portal?.status === 'open' && (
          <span>
            <GameIcon name="portal" /> {t('status.portal', { n: view.portal.lastRound })}
          </span>
        )}
        {view.effects.noConnection && <span>{t('status.noConnection')}</span>}
        {view.effects.secretDoors && <span>{t('status.secretDoors')}</span>}
      </div>
    </header>
  );
}
