/** @jsxRuntime automatic */
import { CARD_KINDS, type PlayerView, type ViewedEvent } from '@among-cultists/engine';
import type { Lobby } from '@among-cultists/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Names } from '../game/names.ts';
import { CharacterChip } from '../identity/Portrait.tsx';
import { navigate, replayPath } from '../router.ts';
import { PageLink } from './PageLink.tsx';
import { RematchBar } from './RematchBar.tsx';
import { seerGuessText, TruthTimeline, victoryClaimText } from './TruthTimeline.tsx';
import { victoryClaimOf } from '../game/truth.ts';
import { GameIcon } from '../design/GameIcon.tsx';

interface Props {
  readonly view: PlayerView;
  readonly names: Names;
  readonly lobby: Lobby;
  /** The whole log: at the end it holds every entry, private ones included. */
  readonly log: readonly ViewedEvent[];
  /** In place of the rematch, the replay by code and a new game: a solo game's own (issue 31). */
  readonly ending?: ReactNode;
}

/** Whether you won, the winner and why, a rematch, then every secret the reveal publishes. */
export function EndPanel({ view, names, lobby, log, ending }: Props) {
  const { t } = useTranslation();
  const { result, reveal } = view;
  if (!result) return null;
  const won = view.me === null ? null : view.me.team === result.winner;
  const guess = log.findLast((e) => e.t === 'seerGuessed');
  const claim = victoryClaimOf(log);
  return (
    <section className="panel end" aria-label={t('end.title')}>
      <h2>{t('end.title')}</h2>
      {won !== null && (
        <p className={`you ${won ? 'won' : 'lost'}`}>{t(won ? 'again.you.won' : 'again.you.lost')}</p>
      )}
      <p className="winner">
        <GameIcon name={result.winner === 'cultists' ? 'cultist' : 'investigator'} />{' '}
        {t('end.winner', { team: t(`team.${result.winner}`) })}
      </p>
      <p>{t('end.reason', { reason: t(`victory.${result.reason}`), round: result.round })}</p>
      {claim !== null && <p>{victoryClaimText(claim, names)}</p>}
      {guess?.t === 'seerGuessed' && <p>{seerGuessText(guess, names)}</p>}
      {ending ?? <RematchBar lobby={lobby} names={names} />}
      {reveal && <TruthTimeline log={log} roles={reveal.roles} names={names} />}
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
                  <th scope="row">
                    <CharacterChip character={names.character(seat)} /> {names.seat(seat)}
                  </th>
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
      {lobby.seed !== null && <p className="seed">{t('end.seed', { seed: lobby.seed })}</p>}
      {ending === undefined && (
        <>
          <p className="replay-link">
            <PageLink to={replayPath(lobby.id)}>{t('replayEntry.watch')}</PageLink>
          </p>
          <button
            type="button"
            onClick={() => {
              navigate('/');
            }}
          >
            {t('end.newGame')}
          </button>
        </>
      )}
    </section>
  );
}
