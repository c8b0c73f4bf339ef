import type { Team, ViewedEvent } from '@among-cultists/engine';
import { useEffect, useRef } from 'react';
import { lastSeq } from '../game/announcer.ts';
import { cuesFor } from './cues.ts';
import { playCue } from './synth.ts';

/** Seconds between cues that arrive in one update. */
const CUE_GAP = 0.45;

/**
 * Plays the cues of what happens from now on (see cues.ts). As with the announcements, the log as it
 * was when the screen opened is history: a reload or reconnect replays nothing; only the Night, if the
 * screen opens in it, is heard (it is the state the table is in, not news of a choice).
 */
export function useSoundCues(log: readonly ViewedEvent[], phase: string, team: Team | null): void {
  const seen = useRef(lastSeq(log));
  const was = useRef<string | null>(null);
  useEffect(() => {
    const cues = cuesFor(log, seen.current, { was: was.current, now: phase }, { team });
    seen.current = Math.max(seen.current, lastSeq(log));
    was.current = phase;
    // Cues arriving together follow each other, so each is heard.
    for (const [i, cue] of cues.entries()) void playCue(cue, i * CUE_GAP);
  }, [log, phase, team]);
}
