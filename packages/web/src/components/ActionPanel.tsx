/** @jsxRuntime automatic */
import type { Action, PlayerView } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import type { Names } from '../game/names.ts';
import { inPhasePanel } from '../game/phase.ts';
import { ActionList } from './ActionList.tsx';
import { AutoEndToggle, type AutoEnd } from './AutoEndToggle.tsx';
import { ProfessionActions } from './Professions.tsx';
import { UnavailableList } from './UnavailableList.tsx';
import { passing, rejectionText } from '../game/rejection.ts';

interface Props {
  readonly view: PlayerView;
  readonly names: Names;
  readonly notice: { readonly code: string; readonly message: string } | null;
  readonly onAct: (action: Action) => void;
  /** The seat's "end my Rounds automatically", offered in the Cleanup Phase (issue 27). */
  readonly autoEnd?: AutoEnd;
}

/**
 * Exactly the engine's legal actions for this viewer, one button each: the ones a phase panel
 * (night, encounter, vote) offers are there, the rest here.
 */
export function ActionPanel({ view, names, notice, onAct, autoEnd }: Props) {
  const { t } = useTranslation();
  if (view.me === null) return null;
  const all = view.legal.filter((action) => !inPhasePanel(view, action));
  // The Exorcist's and the Saboteur's free actions are two-step choices of their own (PROF-*).
  const here = all.filter((a) => a.type !== 'exorcise' && a.type !== 'swapRoomDecks');
  return (
    <section className="panel actions" aria-label={t('actions.title')}>
      {/* Focus rests here when there is nothing to decide (useDecisionFocus). */}
      <h2 tabIndex={-1} data-focus-home="">
        {t('actions.title')}
      </h2>
      {notice &&
        (passing(notice.code) ? (
          // Not a refusal of the action: the same may work in a moment, and the words say so.
          <p className="notice passing" role="status">
            {rejectionText(t, notice.code, notice.message)}
          </p>
        ) : (
          <p className="notice" role="alert">
            {t('actions.rejected', { message: rejectionText(t, notice.code, notice.message) })}
          </p>
        ))}
      {view.phase.kind === 'action' &&
        view.phase.afterAction === true &&
        view.phase.seat === view.me.seat && (
          // AMB-43/AMB-44: the holder's action is over; its once-per-game power is still on offer.
          <p>{t('professions.actions.afterAction')}</p>
        )}
      <ProfessionActions actions={all} names={names} onAct={onAct} />
      {all.length > 0 ? (
        here.length > 0 && <ActionList actions={here} names={names} onAct={onAct} />
      ) : view.legal.length > 0 ? (
        <p>{t('actions.inPanel')}</p>
      ) : (
        <p>{view.phase.kind === 'over' ? t('actions.none') : t('actions.waiting')}</p>
      )}
      {autoEnd && view.phase.kind === 'cleanup' && (
        <AutoEndToggle {...autoEnd} pending={view.legal.length > 0} />
      )}
      <UnavailableList items={view.unavailable} names={names} />
    </section>
  );
}
