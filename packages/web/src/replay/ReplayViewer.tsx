/** @jsxRuntime automatic */
import { useEffect, useState, type ReactNode } from 'react';
import { stateDigest } from './digest.ts';
import { parseLens } from './lens.ts';
import type { ReplayRecord } from './record.ts';
import { ReplayScreen } from './ReplayScreen.tsx';
import type { ReplayT } from './text/index.ts';
import { buildTimeline, type TimelineResult } from './timeline.ts';
import { checkDeal, type DealCheck } from './verify.ts';
import { DealBadge } from './DealBadge.tsx';
import { seatName, type Names } from '../game/names.ts';
import { recordLobby } from './lobby.ts';
import { useTranslation } from 'react-i18next';

/** The moment a shared link points to (`?step=…&lens=…`). */
function linkedMoment(seats: number): { step: number; lens: ReturnType<typeof parseLens> } {
  const query = new URLSearchParams(window.location.search);
  const step = Number(query.get('step') ?? '0');
  return { step: Number.isFinite(step) ? step : 0, lens: parseLens(query.get('lens'), seats) };
}

/**
 * Replays a record in the browser: the engine folds the actions (after a first paint, so the page says what
 * it is doing), the deal is checked and the final state hashed, then the replay is shown.
 */
export function ReplayViewer({
  record,
  rt,
  extra,
}: {
  record: ReplayRecord;
  rt: ReplayT;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [built, setBuilt] = useState<TimelineResult | null>(null);
  const [check, setCheck] = useState<DealCheck | null>(null);
  const [digest, setDigest] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      const result = buildTimeline(record.options, record.actions);
      if (!live) return;
      setBuilt(result);
      void checkDeal(record, result).then((c) => {
        if (live) setCheck(c);
      });
      if (result.ok)
        void stateDigest(result.timeline.final).then(
          (d) => {
            if (live) setDigest(d);
          },
          // Without SHA-256 (an insecure page) there is no digest to show; the badge says why.
          () => undefined,
        );
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [record]);
  if (built === null)
    return (
      <main className="replay" aria-busy="true">
        <p role="status">{rt('replaying')}</p>
      </main>
    );
  if (!built.ok) {
    // No game to show: only the badge, which says why.
    const lobby = recordLobby(record, record.seats.length, null);
    const names: Names = {
      t,
      seat: (seat) => seatName(t, lobby, seat),
      character: (seat) => lobby.seats[seat]?.character ?? null,
      loc: (location) => `#${location}`,
    };
    return (
      <main className="replay" data-deal={check?.status ?? 'checking'}>
        <h1>{record.id === null ? rt('title') : rt('titleGame', { code: record.id })}</h1>
        <DealBadge check={check} names={names} rt={rt} />
        {extra}
      </main>
    );
  }
  const moment = linkedMoment(built.timeline.final.seats.length);
  return (
    <ReplayScreen
      record={record}
      timeline={built.timeline}
      check={check}
      digest={digest}
      rt={rt}
      initialStep={moment.step}
      initialLens={moment.lens ?? 'truth'}
      extra={extra}
    />
  );
}
