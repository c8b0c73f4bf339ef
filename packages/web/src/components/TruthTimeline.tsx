/** @jsxRuntime automatic */
import type { Role, ViewedEvent } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import { seatList, type Names } from '../game/names.ts';
import { truthTimeline, type TruthEntry } from '../game/truth.ts';

/** What the Night ritual showed: the first row, before any round's play. */
const NIGHT: ReadonlySet<TruthEntry['kind']> = new Set(['cultists', 'deadFromStart', 'seerKnew']);

/** What one entry of the truth says, in words. */
export function truthText(entry: TruthEntry, names: Names): string {
  const { t } = names;
  switch (entry.kind) {
    case 'cultists':
      return t(entry.seats.length === 1 ? 'again.truth.cultist' : 'again.truth.cultists', {
        seats: seatList(names, entry.seats),
      });
    case 'deadFromStart':
      return t('again.truth.deadFromStart', { seats: seatList(names, entry.seats), count: entry.cultists });
    case 'seerKnew':
      return t('again.truth.seerKnew', { seats: seatList(names, entry.seats) });
    case 'deadGiven':
      return t('again.truth.deadGiven', { from: names.seat(entry.from), to: names.seat(entry.to) });
    case 'assassinated':
      return t('again.truth.assassinated', { by: names.seat(entry.by), target: names.seat(entry.target) });
    case 'knew':
      return t('again.truth.knew', {
        seat: names.seat(entry.seat),
        target: names.seat(entry.target),
        dead: t('ev.stateSeenDead', { count: entry.dead }),
      });
    case 'died':
      return t('again.truth.died', { seat: names.seat(entry.seat), cause: t(`cause.${entry.cause}`) });
    case 'victoryClaim':
      return victoryClaimText(entry, names);
    case 'seerGuess':
      return seerGuessText(entry, names);
  }
}

/**
 * "Marek, the Cultist, claimed victory: Nadia, Priya and Ada were dead (3 needed)", or how far short the
 * claim fell: the claim's word alone did not say whose it was nor what the Pulse decks showed.
 */
export function victoryClaimText(
  entry: { readonly by: number; readonly dead: readonly number[]; readonly needed: number },
  names: Names,
): string {
  const { t } = names;
  const params = { by: names.seat(entry.by), dead: seatList(names, entry.dead), needed: entry.needed };
  if (entry.dead.length >= entry.needed) return t('again.truth.claimRight', params);
  if (entry.dead.length === 0) return t('again.truth.claimNone', params);
  return t('again.truth.claimShort', { ...params, count: entry.dead.length });
}

/** "Bot 2 named Ada as the Seer", and who the Seer was if not Ada. */
export function seerGuessText(
  entry: { readonly by: number; readonly guess: number; readonly seer: number | null },
  names: Names,
): string {
  const { t } = names;
  const params = { by: names.seat(entry.by), guess: names.seat(entry.guess) };
  if (entry.seer === entry.guess) return t('again.seer.named', params);
  if (entry.seer === null) return t('again.seer.none', params);
  return t('again.seer.missed', { ...params, seer: names.seat(entry.seer) });
}

/** The secrets of a finished game, round by round: who was a Cultist, who gave whom a Dead card, who died and who knew. */
export function TruthTimeline({
  log,
  roles,
  names,
}: {
  log: readonly ViewedEvent[];
  roles: readonly Role[];
  names: Names;
}) {
  const { t } = useTranslation();
  const entries = truthTimeline(log, roles);
  return (
    <div className="table-scroll truth" tabIndex={0} role="group" aria-label={t('again.truth.title')}>
      <table>
        <caption>{t('again.truth.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('again.truth.round')}</th>
            <th scope="col">{t('again.truth.what')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td colSpan={2}>{t('again.truth.empty')}</td>
            </tr>
          ) : (
            entries.map((entry, i) => (
              <tr key={i} className={`truth-${entry.kind}`}>
                <th scope="row">{NIGHT.has(entry.kind) ? t('again.truth.night') : entry.round}</th>
                <td>{truthText(entry, names)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
