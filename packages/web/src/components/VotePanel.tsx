/** @jsxRuntime automatic */
import type { Action, PlayerView, ViewedEvent } from '@among-cultists/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatList, type Names } from '../game/names.ts';
import { lastVote, legalOf, type VoteRecord } from '../game/phase.ts';
import { ActionList } from './ActionList.tsx';
import { useCountdown } from './useCountdown.ts';
import { GameIcon } from '../design/GameIcon.tsx';
import { Art } from '../art/Art.tsx';

interface Props {
  readonly view: PlayerView;
  readonly log: readonly ViewedEvent[];
  readonly names: Names;
  readonly deadline: number | null;
  readonly onAct: (action: Action) => void;
  /**
   * Which part this panel shows: the Vote under way (a decision, above the actions), the result of
   * the last one (news, below them, so that it never pushes "What you can do" down), or either.
   */
  readonly show?: 'vote' | 'result';
}

const STAGES = ['discussion', 'ballot', 'reveal', 'knife', 'result'] as const;
type Stage = (typeof STAGES)[number];
const STAGE_KEY = {
  discussion: 'vote.stepDiscussion',
  ballot: 'vote.stepBallot',
  reveal: 'vote.stepReveal',
  knife: 'vote.stepKnife',
  result: 'vote.stepResult',
} as const;

/**
 * A Vote from the discussion to the result: only what the view and the public log say. Who has or
 * has not voted yet is never shown (the view does not say it); only your own ballot is.
 */
export function VotePanel({ view, log, names, deadline, onAct, show }: Props) {
  const { t } = useTranslation();
  const left = useCountdown(deadline);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const record = lastVote(log);
  const phase = view.phase.kind === 'vote' ? view.phase : null;
  // After the Vote: its result stays on screen for the rest of that Round and the next, or until closed.
  const showResult =
    phase === null &&
    record !== null &&
    record.result !== null &&
    view.round - record.round <= 1 &&
    dismissed !== record.seq;
  if (phase === null && !showResult) return null;
  if ((show === 'vote' && phase === null) || (show === 'result' && phase !== null)) return null;
  const reason = phase?.reason ?? record!.reason;
  const initiator = phase?.initiator ?? record!.initiator;
  const ballots = phase?.ballots ?? record?.ballots ?? null;
  const stage: Stage = phase === null ? 'result' : phase.stage === 'knife' ? 'knife' : phase.stage;
  // The engine says what the Knife may do (VOTE-06/07, AMB-60); the change is a step of its own.
  const privilege = view.knifePrivilege;
  const knifeRule =
    privilege === null
      ? t('vote.knifeGhost', { name: names.seat(view.knife) })
      : privilege === 'double'
        ? t('vote.knifeDouble', { name: names.seat(view.knife) })
        : t('vote.knifeChange', { name: names.seat(view.knife) });
  const knifeStep = privilege === 'change';
  const stages = STAGES.filter((s) => s !== 'knife' || knifeStep);
  const me = view.me;
  const ballotActions = legalOf(view, 'ballot', 'keepBallot');
  const readyActions = legalOf(view, 'ready');
  const title = phase === null ? t('vote.resultTitle') : t('vote.title');
  return (
    <section className="panel vote" aria-label={title}>
      <h2>
        <GameIcon name="vote" /> {title}
      </h2>
      <p>{voteCause(names, reason, initiator, record?.murdered ?? [])}</p>
      {phase && (
        <ol className="steps" aria-label={t('vote.steps')}>
          {stages.map((s, i) => (
            <li
              key={s}
              className={s === stage ? 'current' : i < stages.indexOf(stage) ? 'done' : undefined}
              aria-current={s === stage ? 'step' : undefined}
            >
              {t(STAGE_KEY[s])}
            </li>
          ))}
        </ol>
      )}
      {phase && left !== null && <p className="countdown">{t('vote.timeLeft', { s: left })}</p>}
      {phase?.stage === 'discussion' && (
        <>
          <p>{t('vote.discussion')}</p>
          {readyActions.length > 0 && <ActionList actions={readyActions} names={names} onAct={onAct} />}
          {me?.ready === true && <p className="mine">{t('vote.youReady')}</p>}
        </>
      )}
      {phase?.stage === 'ballot' && (
        <>
          <p>{t('vote.ballot')}</p>
          {ballotActions.length > 0 && (
            <ActionList actions={ballotActions} names={names} onAct={onAct} compact />
          )}
          {me?.ballot &&
            (me.ballot.cast ? (
              <p className="mine">{t('vote.yourBallot', { target: target(me.ballot.target, names) })}</p>
            ) : (
              <p className="mine">{t('vote.notYet')}</p>
            ))}
        </>
      )}
      {phase && view.config.automa !== view.knife && (
        <p className="hint">
          <Art spec={{ kind: 'knife' }} size={28} decorative /> {knifeRule}
        </p>
      )}
      {ballots && <Reveal ballots={ballots} record={phase === null ? record : null} names={names} />}
      {phase?.stage === 'knife' &&
        (ballotActions.length > 0 ? (
          <>
            <p className="mine">{t('vote.youKnife')}</p>
            <ActionList actions={ballotActions} names={names} onAct={onAct} compact />
          </>
        ) : (
          <p>{t('vote.knifeDeciding', { name: names.seat(view.knife) })}</p>
        ))}
      {phase === null && record && (
        <button
          type="button"
          className="small"
          onClick={() => {
            setDismissed(record.seq);
          }}
        >
          {t('app.close')}
        </button>
      )}
    </section>
  );
}

/**
 * Why the Vote is held, naming who revealed whose murder ("Nadia revealed that Marek was murdered"): a name
 * in brackets after "a murder was revealed" read as either.
 */
export function voteCause(
  names: Names,
  reason: 'cafeteria' | 'murder',
  initiator: number,
  murdered: readonly number[],
): string {
  const name = names.seat(initiator);
  if (reason === 'cafeteria') return names.t('vote.cafeteria', { name });
  if (murdered.length === 0) return names.t('vote.murder', { name });
  return names.t('vote.murderBy', { name, victims: seatList(names, murdered), count: murdered.length });
}

function target(seat: number | null, names: Names): string {
  return seat === null ? names.t('actions.ballotAbstain') : names.seat(seat);
}

/** Every ballot, shown together, then (once counted) the tally and the result. */
function Reveal({
  ballots,
  record,
  names,
}: {
  ballots: readonly (number | null)[];
  record: VoteRecord | null;
  names: Names;
}) {
  const { t } = names;
  const result = record?.result ?? null;
  return (
    <>
      <h3>{t('vote.revealed')}</h3>
      <ul className="ballots">
        {ballots.map((b, voter) => (
          <li key={voter}>
            <strong>{names.seat(voter)}</strong> → {target(b, names)}
          </li>
        ))}
      </ul>
      {record?.changed && (
        <p>
          {t('vote.changed', {
            name: names.seat(record.changed.seat),
            from: target(record.changed.from, names),
            to: target(record.changed.to, names),
          })}
        </p>
      )}
      {result && (
        <>
          <h3>{t('vote.tally')}</h3>
          <ul className="tally">
            {result.votes.flatMap((n, seat) =>
              n > 0 ? [<li key={seat}>{t('vote.count', { name: names.seat(seat), n })}</li>] : [],
            )}
            <li>{t('vote.abstentions', { n: result.abstentions })}</li>
          </ul>
          <p className="result">
            {result.eliminated === null
              ? t('vote.nobody')
              : t('vote.eliminated', { name: names.seat(result.eliminated) })}
          </p>
          <p className="hint">{t('vote.rule')}</p>
        </>
      )}
    </>
  );
}
