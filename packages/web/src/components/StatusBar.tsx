/** @jsxRuntime automatic */
import type { PlayerView } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import type { Names } from '../game/names.ts';
import { useCountdown } from './useCountdown.ts';

/** Whose decision it is, or null when everyone decides at once. */
export function activeSeat(view: PlayerView): number | null {
  const p = view.phase;
  switch (p.kind) {
    case 'movement':
    case 'falseEyes':
    case 'inControl':
    case 'action':
      return p.seat;
    case 'portalConsent':
      return p.partner;
    case 'checkResult':
      return p.checker;
    case 'vote':
      return p.stage === 'knife' ? view.knife : null;
    default:
      return null;
  }
}

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
  const active = activeSeat(view);
  const mine = active !== null && active === view.viewer;
  const turn =
    active === null
      ? t('status.everyone')
      : mine
        ? t('status.yourTurn')
        : t('status.turn', { name: names.seat(active) });
  return (
    <header className="status" aria-live="polite">
      <div className="status-main">
        <strong>{t('status.round', { n: view.round })}</strong>
        <span>{t(`phase.${p.kind}`)}</span>
        {p.kind === 'vote' && <span>({t(`voteStage.${p.stage}`)})</span>}
        <span className={mine ? 'you' : undefined}>{turn}</span>
        {p.kind === 'movement' && <span>{t('status.mp', { n: p.mp })}</span>}
        {left !== null && <span className="deadline">{t('status.deadline', { s: left })}</span>}
      </div>
      <div className="status-sub">
        <span>{t('status.vp', { vp: view.vp, target: view.vpTarget })}</span>
        <span>
          {t('status.power')}: {t(view.power ? 'status.powerOn' : 'status.powerOff')}
        </span>
        <span>
          {t('status.knife')}: {names.seat(view.knife)}
        </span>
        <span>{t('status.drawPile', { n: view.drawPile })}</span>
        <span>{t('status.unsafeDeck', { n: view.unsafeDeck })}</span>
        <span>{t('status.bag', { n: view.bag })}</span>
        {view.portal?.status === 'open' && <span>{t('status.portal', { n: view.portal.lastRound })}</span>}
        {view.effects.noConnection && <span>{t('status.noConnection')}</span>}
        {view.effects.secretDoors && <span>{t('status.secretDoors')}</span>}
      </div>
    </header>
  );
}
