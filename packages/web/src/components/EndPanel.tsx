/** @jsxRuntime automatic */
import { CARD_KINDS, type PlayerView } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import type { Names } from '../game/names.ts';
import { navigate } from '../router.ts';

/** The winner and why, then every secret the reveal publishes. */
export function EndPanel({ view, names, seed }: { view: PlayerView; names: Names; seed: string | null }) {
  const { t } = useTranslation();
  const { result, reveal } = view;
  if (!result) return null;
  return (
    <section className="panel end" aria-label={t('end.title')}>
      <h2>{t('end.title')}</h2>
      <p className="winner">{t('end.winner', { team: t(`team.${result.winner}`) })}</p>
      <p>{t('end.reason', { reason: t(`victory.${result.reason}`), round: result.round })}</p>
      {reveal && (
        <div className="table-scroll" tabIndex={0} role="group" aria-label={t('end.roles')}>
          <table>
            <caption>{t('end.roles')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('end.role')}</th>
                <th scope="col">{t('end.pulse')}</th>
                <th scope="col">{t('end.hand')}</th>
              </tr>
            </thead>
            <tbody>
              {reveal.roles.map((role, seat) => (
                <tr key={seat}>
                  <th scope="row">{names.seat(seat)}</th>
                  <td>{t(`role.${role}`)}</td>
                  <td>{(reveal.pulses[seat] ?? []).map((c) => t(`card.${c}`)).join(', ')}</td>
                  <td>
                    {CARD_KINDS.filter((k) => (reveal.hands[seat]?.[k] ?? 0) > 0)
                      .map((k) => `${t(`card.${k}`)} × ${reveal.hands[seat]?.[k] ?? 0}`)
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {seed !== null && <p className="seed">{t('end.seed', { seed })}</p>}
      <button
        type="button"
        onClick={() => {
          navigate('/');
        }}
      >
        {t('end.newGame')}
      </button>
    </section>
  );
}
