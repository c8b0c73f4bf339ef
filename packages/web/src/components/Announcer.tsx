/** @jsxRuntime automatic */
import type { ViewedEvent } from '@among-cultists/engine';
import { useEffect, useRef, useState } from 'react';
import { announcementTone, announcements, lastSeq, type AnnouncementTone } from '../game/announcer.ts';
import { eventText } from '../game/eventText.ts';
import type { Names } from '../game/names.ts';

interface Shown {
  readonly seq: number;
  readonly text: string;
  readonly tone: AnnouncementTone;
}

/** At most this many flashes at once; each stays this long. */
const MAX_SHOWN = 3;
const SHOWN_MS = 6000;

/**
 * Important public events as they happen: read out by screen readers (a polite live region) and
 * shown in a brief flash (still under reduced motion, only without the animation). The log as it
 * was when the screen opened is history: a reconnect or reload replays nothing.
 */
export function Announcer({ log, names }: { log: readonly ViewedEvent[]; names: Names }) {
  const seen = useRef(lastSeq(log));
  const [shown, setShown] = useState<readonly Shown[]>([]);
  useEffect(() => {
    const fresh = announcements(log, seen.current);
    seen.current = Math.max(seen.current, lastSeq(log));
    if (fresh.length === 0) return;
    const items = fresh.map((e) => ({ seq: e.seq, text: eventText(e, names), tone: announcementTone(e)! }));
    setShown((before) => [...before, ...items].slice(-MAX_SHOWN));
  }, [log, names]);
  const oldest = shown[0]?.seq;
  const over = log.some((e) => e.t === 'gameOver');
  useEffect(() => {
    if (oldest === undefined) return;
    const timer = setTimeout(() => {
      setShown((now) => now.filter((s) => s.seq !== oldest));
    }, SHOWN_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [oldest]);
  return (
    <>
      <div className="sr-only" aria-live="polite" data-testid="announcements">
        {shown.map((s) => (
          <p key={s.seq}>{s.text}</p>
        ))}
      </div>
      {/* The same sentences for the eyes; screen readers hear them once, above. Once the game is over the
          end screen tells it, and no flash covers its headline. */}
      <div className="announce-flash" aria-hidden="true" hidden={over}>
        {shown.map((s) => (
          <p key={s.seq} className={`flash ${s.tone}`}>
            {s.text}
          </p>
        ))}
      </div>
    </>
  );
}
