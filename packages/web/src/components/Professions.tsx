/** @jsxRuntime automatic */
import type { Action, PlayerView } from '@among-cultists/engine';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatList, type Names } from '../game/names.ts';
import { legalOf } from '../game/phase.ts';
import { professionName } from '../game/professions.ts';
import { Art } from '../art/Art.tsx';
import { ActionList } from './ActionList.tsx';
import { SecretToggle } from './SecretToggle.tsx';

/**
 * The Professions module on the game screen (PROF-*): the public Profession token beside the map, the
 * viewer's own Detective-Support token and what only they learnt, the Mayor's decision and the
 * Exorcist's and Saboteur's choices. Only what the view says; no rule is decided here.
 */

/** The token beside the map (public) and the viewer's own secrets (view.me only). */
export function ProfessionsPanel({ view, names }: { view: PlayerView; names: Names }) {
  const { t } = useTranslation();
  const orderId = useId();
  const token = view.professions;
  if (!token) return null;
  const mine = view.me?.professions ?? null;
  const revealed = view.reveal?.professions ?? null;
  return (
    <section className="panel professions" aria-label={t('professions.title')}>
      <h2>{t('professions.title')}</h2>
      <ProfessionTokenLine view={view} names={names} />
      {revealed && (
        <p>
          {t('professions.token.seenAtEnd', { profession: professionName(t, revealed.profession) })}{' '}
          {t('professions.reveal.informant', { seat: names.seat(revealed.informant) })}
        </p>
      )}
      {mine && !revealed && (
        <div className="detective-support">
          <h3>{t('professions.mine.title')}</h3>
          {/* Covered until tapped, for play in company; every seat has the same button. */}
          <SecretToggle
            className="role"
            labels={{ show: t('professions.mine.show'), hide: t('professions.mine.hide') }}
          >
            <p className="secret">
              {t(mine.informant ? 'professions.mine.informant' : 'professions.mine.notInformant')}
            </p>
            {mine.knownInformant !== null && (
              <p className="secret">
                {t('professions.mine.knownInformant', { seat: names.seat(mine.knownInformant) })}
              </p>
            )}
          </SecretToggle>
        </div>
      )}
      {mine?.pulseOrder && (
        <div className="pulse-order secret">
          <p id={orderId}>{t('professions.mine.pulseOrder', { seat: names.seat(mine.pulseOrder.target) })}</p>
          <ol aria-labelledby={orderId}>
            {mine.pulseOrder.cards.map((card, i) => (
              <li key={i} className={`card ${card}`}>
                <Art spec={{ kind: 'card', card }} size={42} decorative /> {t(`card.${card}`)}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function ProfessionTokenLine({ view, names }: { view: PlayerView; names: Names }) {
  const { t } = useTranslation();
  const token = view.professions!;
  if (token.status === 'faceDown' || token.profession === null || token.holder === null)
    return (
      <p className="profession-token">
        <Art spec={{ kind: 'professionBack' }} size={36} decorative /> {t('professions.token.faceDown')}
      </p>
    );
  const profession = professionName(t, token.profession);
  const seat = names.seat(token.holder);
  if (token.status === 'lost')
    return (
      <p className="profession-token lost">
        <Art spec={{ kind: 'profession', profession: token.profession }} size={36} decorative />{' '}
        {t('professions.token.lost', { profession, seat })}
      </p>
    );
  const once = token.profession === 'exorcist' || token.profession === 'saboteur';
  return (
    <>
      <p className="profession-token held">
        <Art spec={{ kind: 'profession', profession: token.profession }} size={36} decorative />{' '}
        <strong>{t('professions.token.held', { seat, profession })}</strong>
        {once && token.used && ` ${t('professions.token.used')}`}
      </p>
      <p className="explain">{t(`professions.power.${token.profession}`)}</p>
    </>
  );
}

/** PROF-MAYOR-01: a tied Vote waits for the living Mayor; everyone sees between whom. */
export function MayorPanel({
  view,
  names,
  onAct,
}: {
  view: PlayerView;
  names: Names;
  onAct: (action: Action) => void;
}) {
  const { t } = useTranslation();
  if (view.phase.kind !== 'mayorDecision') return null;
  const { seat, tied } = view.phase;
  const choices = legalOf(view, 'mayorDecides');
  const list = seatList(names, tied);
  return (
    <section className="panel mayor" aria-label={t('professions.mayor.title')}>
      <h2>{t('professions.mayor.title')}</h2>
      <p>
        {view.me?.seat === seat
          ? t('professions.mayor.you', { tied: list })
          : t('professions.mayor.other', { tied: list, mayor: names.seat(seat) })}
      </p>
      {choices.length > 0 && <ActionList actions={choices} names={names} onAct={onAct} compact />}
    </section>
  );
}

type Exorcise = Extract<Action, { type: 'exorcise' }>;
type Swap = Extract<Action, { type: 'swapRoomDecks' }>;

/**
 * The Exorcist's and the Saboteur's free actions as two choices each (a Ghost, then a victim; a Room,
 * then another), rather than one button per pair. The second step offers only the legal pairs.
 */
export function ProfessionActions({
  actions,
  names,
  onAct,
}: {
  actions: readonly Action[];
  names: Names;
  onAct: (action: Action) => void;
}) {
  const exorcise = actions.filter((a): a is Exorcise => a.type === 'exorcise');
  const swap = actions.filter((a): a is Swap => a.type === 'swapRoomDecks');
  return (
    <>
      {exorcise.length > 0 && (
        <TwoStep
          kind="exorcise"
          actions={exorcise}
          first={(a) => a.ghost}
          second={(a) => a.victim}
          names={names}
          onAct={onAct}
        />
      )}
      {swap.length > 0 && (
        <TwoStep
          kind="swapRoomDecks"
          actions={swap}
          first={(a) => a.room}
          second={(a) => a.other}
          names={names}
          onAct={onAct}
        />
      )}
    </>
  );
}

/**
 * The first choices of a two-step action and, for one of them, the second choices with the action each
 * makes. `unordered`: a pair may be picked from either end (the Saboteur's two Rooms).
 */
export function pairChoices<A>(
  actions: readonly A[],
  first: (a: A) => number,
  second: (a: A) => number,
  unordered: boolean,
): { firsts: number[]; partners: (picked: number) => [number, A][] } {
  const firsts = [...new Set(actions.flatMap((a) => (unordered ? [first(a), second(a)] : [first(a)])))];
  const partners = (p: number) =>
    actions.flatMap((a): [number, A][] =>
      first(a) === p ? [[second(a), a]] : unordered && second(a) === p ? [[first(a), a]] : [],
    );
  return { firsts: firsts.sort((x, y) => x - y), partners };
}

function TwoStep<A extends Exorcise | Swap>({
  kind,
  actions,
  first,
  second,
  names,
  onAct,
}: {
  kind: A['type'];
  actions: readonly A[];
  first: (a: A) => number;
  second: (a: A) => number;
  names: Names;
  onAct: (action: Action) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number | null>(null);
  const titleId = useId();
  const exorcist = kind === 'exorcise';
  const name = (n: number) => (exorcist ? names.seat(n) : names.loc(n));
  const { firsts, partners } = pairChoices(actions, first, second, !exorcist);
  const options = picked !== null ? partners(picked) : null;
  return (
    <div className={`action-group profession-choice ${kind}`} role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {t(exorcist ? 'professions.actions.exorciseTitle' : 'professions.actions.saboteurTitle')}
      </h3>
      <p className="explain">{t(`professions.explain.${kind}`)}</p>
      {options === null || options.length === 0 ? (
        <>
          <p>{t(exorcist ? 'professions.actions.exorciseGhost' : 'professions.actions.saboteurFirst')}</p>
          <div className="buttons compact">
            {firsts.map((p) => (
              <button
                type="button"
                key={p}
                data-choice={p}
                onClick={() => {
                  setPicked(p);
                }}
              >
                {exorcist ? t('professions.actions.revive', { seat: name(p) }) : name(p)}
              </button>
            ))}
          </div>
        </>
      ) : (
        <>
          <p role="status">
            {exorcist
              ? t('professions.actions.exorciseVictim', { ghost: name(picked!) })
              : t('professions.actions.saboteurSecond', { room: name(picked!) })}
          </p>
          <div className="buttons compact">
            {options.map(([p, action]) => (
              <button
                type="button"
                key={p}
                data-action={JSON.stringify(action)}
                onClick={() => {
                  setPicked(null);
                  onAct(action);
                }}
              >
                {exorcist ? t('professions.actions.murder', { seat: name(p) }) : name(p)}
              </button>
            ))}
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setPicked(null);
              }}
            >
              {t('professions.actions.back')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
