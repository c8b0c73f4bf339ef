/** @jsxRuntime automatic */
import { turnOf, type Action, type PlayerView } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import type { Names } from '../game/names.ts';
import { legalOf } from '../game/phase.ts';
import { ActionList } from './ActionList.tsx';
import { GameIcon } from '../design/GameIcon.tsx';
import { Art } from '../art/Art.tsx';

interface Props {
  readonly view: PlayerView;
  readonly names: Names;
  readonly onAct: (action: Action) => void;
}

/**
 * An Encounter: who meets whom where, who gives to whom (public once chosen), and for a participant
 * the recipient choice (three or more) and the card choice. Nobody's card is shown but your own.
 */
export function EncounterPanel({ view, names, onAct }: Props) {
  const { t } = useTranslation();
  const phase = view.phase;
  if (phase.kind !== 'encounter') return null;
  const me = view.me;
  const mine = me !== null && phase.participants.includes(me.seat);
  // Who names a recipient now (three or more participants); null once all have.
  const chooser = turnOf(view);
  const myIndex = me === null ? -1 : phase.participants.indexOf(me.seat);
  const myRecipient = myIndex >= 0 ? (phase.recipients[myIndex] ?? null) : null;
  const recipientActions = legalOf(view, 'chooseRecipient');
  const cardActions = legalOf(view, 'giveCard');
  const title = t('encounter.title', { loc: names.loc(phase.location) });
  return (
    <section className="panel encounter" aria-label={title}>
      <h2>
        <GameIcon name="encounter" /> {title}
      </h2>
      <p>{t('encounter.who', { list: phase.participants.map(names.seat).join(', ') })}</p>
      <p className="hint">{t('encounter.rule')}</p>
      <ul className="pairs">
        {phase.participants.map((from, i) => {
          const to = phase.recipients[i] ?? null;
          return (
            <li key={from} className={from === me?.seat ? 'mine' : undefined}>
              {to === null
                ? t('encounter.open', { from: names.seat(from) })
                : t('encounter.givesTo', { from: names.seat(from), to: names.seat(to) })}
            </li>
          );
        })}
      </ul>
      {phase.stage === 'recipients' && chooser !== null && (
        <>
          {recipientActions.length > 0 ? (
            <>
              <p className="mine">{t('encounter.youChoose')}</p>
              <ActionList actions={recipientActions} names={names} onAct={onAct} compact />
            </>
          ) : (
            <p>{t('encounter.chooser', { name: names.seat(chooser) })}</p>
          )}
        </>
      )}
      {phase.stage === 'cards' && <p>{t('encounter.cards')}</p>}
      {mine && <p>{t('encounter.yourHand', { alive: me.hand.alive, dead: me.hand.dead })}</p>}
      {phase.stage === 'cards' && mine && myRecipient !== null && (
        <>
          {cardActions.length > 0 && (
            <>
              <p className="mine">{t('encounter.yourCard', { name: names.seat(myRecipient) })}</p>
              <ActionList actions={cardActions} names={names} onAct={onAct} compact />
            </>
          )}
          {me.encounterCard === 'none' && <p className="mine">{t('encounter.noCard')}</p>}
          {(me.encounterCard === 'alive' || me.encounterCard === 'dead') && (
            <p className="mine secret">
              <Art spec={{ kind: 'card', card: me.encounterCard }} size={56} decorative />{' '}
              {t('encounter.chosen', {
                card: t(`card.${me.encounterCard}`),
                name: names.seat(myRecipient),
              })}
            </p>
          )}
        </>
      )}
      {phase.stage === 'cards' && <p className="hint">{t('encounter.wait')}</p>}
      {!mine && <p className="hint">{t('encounter.notIn')}</p>}
    </section>
  );
}
