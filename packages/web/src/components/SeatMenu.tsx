/** @jsxRuntime automatic */
import { useId, useState } from 'react';
import { MAX_REPORT_TEXT, REPORT_REASONS, type ReportReason } from '@among-cultists/protocol/plain';
import { useTranslation } from 'react-i18next';
import type { GameConnection, GameSnapshot } from '../net/connection.ts';

/** What the viewer may do about other seats' chat (issue 30), as the server last said, and how to do it. */
export interface SeatModeration {
  /** Seats muted for the table (by the host), and by this seat for itself. */
  readonly mutes: { readonly table: readonly number[]; readonly mine: readonly number[] };
  /** Seats this viewer reported (the server confirmed each). */
  readonly reported: readonly number[];
  /** Whether the viewer is the host (who mutes for the table). */
  readonly host: boolean;
  readonly onMute: (seat: number, on: boolean, table: boolean) => void;
  readonly onReport: (seat: number, reason: ReportReason, text: string) => void;
}

/** The muted marks of a seat, shown to everyone (the table's) or to the viewer only (its own). */
export function MutedTags({ seat, mutes }: { seat: number; mutes: SeatModeration['mutes'] }) {
  const { t } = useTranslation();
  return (
    <>
      {mutes.table.includes(seat) && <span className="tag muted">{t('moderation.mutedForTable')}</span>}
      {mutes.mine.includes(seat) && <span className="tag muted">{t('moderation.mutedForMe')}</span>}
    </>
  );
}

interface Props {
  readonly seat: number;
  readonly name: string;
  readonly moderation: SeatModeration;
  /** Open with the report form shown (a test renders each state). */
  readonly initial?: 'closed' | 'open' | 'report';
}

/**
 * The viewer's menu of another player's seat: mute them for oneself, (the host) for the table, and report
 * them with a reason. A disclosure (`details`): a button that says its state, opened and closed by keyboard
 * and read by screen readers as such; on a phone it opens in the seat's row, under the name.
 */
export function SeatMenu({ seat, name, moderation, initial = 'closed' }: Props) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(initial === 'report');
  const [reason, setReason] = useState<ReportReason>('harassment');
  const [text, setText] = useState('');
  const ids = useId();
  const { mutes, host, onMute, onReport } = moderation;
  const mutedForTable = mutes.table.includes(seat);
  const mutedForMe = mutes.mine.includes(seat);
  const reported = moderation.reported.includes(seat);
  return (
    <details className="seat-menu" open={initial !== 'closed'}>
      <summary aria-label={t('moderation.menu', { name })}>⋯</summary>
      <div className="seat-menu-items" role="group" aria-label={t('moderation.menu', { name })}>
        <button
          type="button"
          aria-pressed={mutedForMe}
          onClick={() => {
            onMute(seat, !mutedForMe, false);
          }}
        >
          {t(mutedForMe ? 'moderation.unmuteForMe' : 'moderation.muteForMe')}
        </button>
        {host && (
          <button
            type="button"
            aria-pressed={mutedForTable}
            onClick={() => {
              onMute(seat, !mutedForTable, true);
            }}
          >
            {t(mutedForTable ? 'moderation.unmuteForTable' : 'moderation.muteForTable')}
          </button>
        )}
        {reported ? (
          <p role="status">{t('moderation.reported')}</p>
        ) : !reporting ? (
          <button
            type="button"
            aria-expanded={false}
            onClick={() => {
              setReporting(true);
            }}
          >
            {t('moderation.report')}
          </button>
        ) : (
          <form
            className="report-form"
            aria-labelledby={`${ids}-title`}
            onSubmit={(e) => {
              e.preventDefault();
              onReport(seat, reason, text);
              setReporting(false);
            }}
          >
            <h3 id={`${ids}-title`}>{t('moderation.reportTitle', { name })}</h3>
            <fieldset>
              <legend>{t('moderation.reason')}</legend>
              {REPORT_REASONS.map((r) => (
                <label key={r}>
                  <input
                    type="radio"
                    name={`${ids}-reason`}
                    value={r}
                    checked={reason === r}
                    onChange={() => {
                      setReason(r);
                    }}
                  />{' '}
                  {t(`moderation.reasons.${r}`)}
                </label>
              ))}
            </fieldset>
            <label>
              {t('moderation.details')}
              <textarea
                maxLength={MAX_REPORT_TEXT}
                rows={3}
                value={text}
                onChange={(e) => {
                  setText(e.currentTarget.value);
                }}
              />
            </label>
            <button type="submit">{t('moderation.send')}</button>{' '}
            <button
              type="button"
              onClick={() => {
                setReporting(false);
              }}
            >
              {t('moderation.cancel')}
            </button>
          </form>
        )}
      </div>
    </details>
  );
}

/** The viewer's moderation through its game connection, as the snapshot last showed it. */
export function moderationOf(
  connection: Pick<GameConnection, 'mute' | 'report'>,
  snapshot: Pick<GameSnapshot, 'mutes' | 'reported' | 'seat' | 'lobby'>,
): SeatModeration {
  const hostSeat = snapshot.lobby?.host ?? 0;
  return {
    mutes: snapshot.mutes,
    reported: snapshot.reported,
    host: snapshot.seat !== null && snapshot.seat === hostSeat,
    onMute: (seat, on, table) => {
      connection.mute(seat, on, table);
    },
    onReport: (seat, reason, text) => {
      connection.report(seat, reason, text);
    },
  };
}
