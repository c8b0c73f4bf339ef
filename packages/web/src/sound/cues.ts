import type { EventId, Team, ViewedEvent } from '@among-cultists/engine';

/**
 * The sound cues (docs/design.md, "Sound"): each tells one thing. `turn` is about the listener's own
 * decision; every other cue comes from a public log entry or the public phase, so that every
 * viewer hears the same thing and no cue says when a hidden choice was made or what it was.
 */
export const CUES = ['turn', 'card', 'step', 'bell', 'thunder', 'heartbeat', 'victory', 'defeat'] as const;
export type Cue = (typeof CUES)[number];

/** The thunder of a Lightning Strike: the Event token drawn, or the power going out. */
const THUNDER_EVENTS: ReadonlySet<EventId> = new Set(['lightningStrike']);

/**
 * The public log entries that sound, by type. Only entries every viewer receives are here: a card
 * passed face down (`cardGiven`, never the private `cardGivenFace`, so Alive and Dead sound the same),
 * a move through a door, the call to a Vote, the power cut. Private entries (a seen card, the Night's
 * knowledge, a check's result) are absent on purpose: a cue for them would tell the room they happened.
 */
function publicCue(event: ViewedEvent): Cue | null {
  switch (event.t) {
    case 'cardGiven':
      return 'card';
    case 'moved':
    case 'teleported':
    case 'elevatorMoved':
      return 'step';
    case 'voteStarted':
      return 'bell';
    case 'eventDrawn':
      return THUNDER_EVENTS.has(event.token) ? 'thunder' : null;
    case 'power':
      return event.on ? null : 'thunder';
    default:
      return null;
  }
}

/**
 * The end of the game is public (every role is shown then): a player hears whether their team won;
 * a spectator or the table screen, which has no team, hears the victory.
 */
function endCue(winner: Team, team: Team | null): Cue {
  return team === null || team === winner ? 'victory' : 'defeat';
}

/** The Night (and the Detective's short night) starts with a heartbeat, heard by every viewer alike. */
const NIGHTS: ReadonlySet<string> = new Set(['night', 'detectiveNight']);

export interface CueContext {
  /** The listener's team, used only once the game is over; null for spectators and the table screen. */
  readonly team: Team | null;
}

/**
 * The cues for the log entries after `seen` and a change of phase from `was` to `now`, oldest first,
 * each at most once (a Movement phase's moves make one step, not a clatter).
 */
export function cuesFor(
  log: readonly ViewedEvent[],
  seen: number,
  phase: { readonly was: string | null; readonly now: string },
  context: CueContext,
): Cue[] {
  const out: Cue[] = [];
  const add = (cue: Cue | null) => {
    if (cue !== null && !out.includes(cue)) out.push(cue);
  };
  if (phase.was !== phase.now && NIGHTS.has(phase.now)) add('heartbeat');
  for (const event of log) {
    if (event.seq <= seen) continue;
    add(event.t === 'gameOver' ? endCue(event.winner, context.team) : publicCue(event));
  }
  return out;
}
