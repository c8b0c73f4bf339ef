import type { Cue } from '../sound/cues.ts';
import type { Moment, MomentKind } from './moments.ts';

/**
 * The sound cue a moment plays as it is staged, where one fits and the sound hook (sound/useSoundCues.ts) does
 * not already play one for the same entry: the card passed, the Lightning Strike, the Night and the end are
 * heard from there. The ballots turned over and an Event token out of the Bag sound like a card put down.
 * playCue plays nothing unless the player turned sound on.
 */
const STAGE_CUES: Partial<Record<MomentKind, Cue>> = {
  ballots: 'card',
  tokenDrawn: 'card',
};

export function stageCue(moment: Moment): Cue | null {
  return STAGE_CUES[moment.kind] ?? null;
}
