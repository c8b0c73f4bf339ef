import { turnOf, type PlayerView } from '@among-cultists/engine';
import type { Names } from './names.ts';

/**
 * Whom the game waits for, in words; null when nobody (the game is over). One seat's turn is public
 * and named. In a simultaneous secret step nobody is named and nothing is counted: the view holds no
 * "who is still deciding" (ballots are sealed until all are cast), so the viewer learns only whether
 * their own decision is awaited. The participants of an Encounter are public, so they are named.
 */
export function waitingText(view: PlayerView, names: Names): string | null {
  const { t } = names;
  const p = view.phase;
  if (p.kind === 'over') return null;
  const active = turnOf(view);
  if (active !== null)
    return active === view.viewer ? t('status.yourTurn') : t('status.turn', { name: names.seat(active) });
  const mine = view.legal.length > 0;
  if (p.kind === 'encounter') {
    if (mine) return t('feel.encounterYou');
    return t('feel.encounterWho', { names: p.participants.map((s) => names.seat(s)).join(', ') });
  }
  if (p.kind === 'seerGuess') return t('status.cultistsDecide');
  if (view.me === null) return t('status.everyone');
  return mine ? t('feel.everyoneYou') : t('feel.othersDeciding');
}
