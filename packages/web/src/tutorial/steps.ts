import type { PlayerView, ViewedEvent } from '@among-cultists/engine';

/** The steps the coach explains, in the order a game usually brings them. */
export const STEP_IDS = [
  'night',
  'route',
  'move',
  'encounter',
  'event',
  'action',
  'check',
  'murder',
  'vote',
  'end',
] as const;
export type StepId = (typeof STEP_IDS)[number];

/**
 * `do`: the step waits for the player's own decision and is over once the game has moved past it.
 * `read`: nothing to decide; the player says "Got it".
 */
export const STEP_KIND: Readonly<Record<StepId, 'do' | 'read'>> = {
  night: 'do',
  route: 'read',
  move: 'do',
  encounter: 'do',
  event: 'read',
  action: 'do',
  check: 'do',
  murder: 'read',
  vote: 'do',
  end: 'do',
};

/** When two steps hold at once, the first of these is explained first (the Route before the Movement it
 *  guides, an event before the action it changes, the murder before the Vote it starts). */
const PRIORITY: readonly StepId[] = [
  'end',
  'murder',
  'check',
  'vote',
  'encounter',
  'event',
  'route',
  'action',
  'move',
  'night',
];

/** Whether the situation a step explains holds in this view (and the log the viewer has been sent). */
export function holds(step: StepId, view: PlayerView, log: readonly ViewedEvent[]): boolean {
  const me = view.me?.seat;
  if (me === undefined) return false;
  const phase = view.phase;
  switch (step) {
    case 'night':
      return phase.kind === 'night';
    case 'route':
      return phase.kind === 'movement';
    case 'move':
      return phase.kind === 'movement' && phase.seat === me && view.legal.length > 0;
    case 'encounter':
      return phase.kind === 'encounter' && phase.participants.includes(me);
    case 'event':
      return log.some((e) => e.t === 'eventDrawn');
    case 'action':
      return phase.kind === 'action' && phase.seat === me && view.legal.length > 0;
    case 'check':
      return phase.kind === 'checkResult' && phase.checker === me;
    case 'murder':
      return log.some((e) => e.t === 'deathRevealed');
    case 'vote':
      return phase.kind === 'vote';
    case 'end':
      return phase.kind === 'over';
  }
}

/** What the coach has explained so far, and which explanations are over. */
export interface Progress {
  readonly shown: readonly StepId[];
  readonly done: readonly StepId[];
}

export const NO_PROGRESS: Progress = { shown: [], done: [] };

/** The step to explain now: the most urgent one that holds and is not over (null: none). */
export function currentStep(
  view: PlayerView,
  log: readonly ViewedEvent[],
  progress: Progress,
): StepId | null {
  return PRIORITY.find((step) => !progress.done.includes(step) && holds(step, view, log)) ?? null;
}

/**
 * The progress after this view: the step now explained is shown; a `do` step shown before whose situation
 * has passed is over (it is not explained again the next Round). Unchanged progress is the same object.
 */
export function advance(progress: Progress, view: PlayerView, log: readonly ViewedEvent[]): Progress {
  const passed = progress.shown.filter(
    (step) => STEP_KIND[step] === 'do' && !progress.done.includes(step) && !holds(step, view, log),
  );
  const now = currentStep(view, log, { ...progress, done: [...progress.done, ...passed] });
  const showNow = now !== null && !progress.shown.includes(now);
  if (passed.length === 0 && !showNow) return progress;
  return {
    shown: showNow ? [...progress.shown, now] : progress.shown,
    done: [...progress.done, ...passed],
  };
}

/** The player read a `read` step. */
export function acknowledge(progress: Progress, step: StepId): Progress {
  return progress.done.includes(step) ? progress : { ...progress, done: [...progress.done, step] };
}
