import type { PlayerView, ViewedEvent } from '@among-cultists/engine';
import type { Names } from '../game/names.ts';
import type { Facts } from './lessons/lesson.ts';

/*
 * The situations every lesson's coach explains alike (the Night, the player's own turns, a Check's result,
 * a murder revealed, the Vote, the end), and what their texts name. Each is read from the player's own view
 * and the log it was sent only, so a lesson's `holds` and `facts` stay within what the player sees; a lesson
 * adds only what is its own (a hint, a condition of its story).
 */

/** The Night: each player looks at their own Role and Route, then says they are ready. */
export function atNight(view: PlayerView): boolean {
  return view.phase.kind === 'night';
}

/** The viewer's own Movement turn, with something to decide. */
export function myMovement(view: PlayerView): boolean {
  const me = view.me?.seat;
  return view.phase.kind === 'movement' && view.phase.seat === me && view.legal.length > 0;
}

/** An Encounter the viewer takes part in (it may break into their Movement, which then goes on). */
export function myEncounter(view: PlayerView): boolean {
  const me = view.me?.seat;
  return me !== undefined && view.phase.kind === 'encounter' && view.phase.participants.includes(me);
}

/** The viewer's own action turn, with something to decide. */
export function myAction(view: PlayerView): boolean {
  const me = view.me?.seat;
  return view.phase.kind === 'action' && view.phase.seat === me && view.legal.length > 0;
}

/** The result of a Check the viewer made, in front of them (only the checker sees it). */
export function myCheckResult(view: PlayerView): boolean {
  const me = view.me?.seat;
  return view.phase.kind === 'checkResult' && view.phase.checker === me;
}

/** Whether a murder has been revealed to all (a Character found dead) in the log the viewer was sent. */
export function murderRevealed(log: readonly ViewedEvent[]): boolean {
  return log.some((e) => e.t === 'deathRevealed');
}

/** The Character whose death was revealed last, or null before any. */
export function lastRevealedDeath(log: readonly ViewedEvent[]): number | null {
  const revealed = log.findLast((e) => e.t === 'deathRevealed');
  return revealed ? revealed.seat : null;
}

/** A Vote is on. */
export function voting(view: PlayerView): boolean {
  return view.phase.kind === 'vote';
}

/** The game is over. */
export function gameOver(view: PlayerView): boolean {
  return view.phase.kind === 'over';
}

/** A Check's result: whom the viewer checked and how many Alive and Dead cards they saw. */
export function checkResultFacts(view: PlayerView, names: Names): Facts {
  const seen = view.me?.check;
  return {
    values: seen ? { name: names.seat(seen.target), alive: seen.alive, dead: seen.dead } : {},
    hint: null,
  };
}

/** A revealed murder: whose (the last revealed). */
export function murderFacts(log: readonly ViewedEvent[], names: Names): Facts {
  const seat = lastRevealedDeath(log);
  return { values: { name: seat === null ? '' : names.seat(seat) }, hint: null };
}

/** The end: the team that won. */
export function endFacts(view: PlayerView, names: Names): Facts {
  return { values: { team: view.result ? names.t(`team.${view.result.winner}`) : '' }, hint: null };
}

/** Whether a situation holds for the viewer, from their view and the log they were sent. */
export type Holds = (view: PlayerView, log: readonly ViewedEvent[]) => boolean;

/** The shared situations by the step name the lessons give them, for a lesson's `holds` to hand them on. */
export const SITUATIONS: Readonly<
  Record<'night' | 'move' | 'encounter' | 'action' | 'check' | 'murder' | 'vote' | 'end', Holds>
> = {
  night: atNight,
  move: myMovement,
  encounter: myEncounter,
  action: myAction,
  check: myCheckResult,
  murder: (_view, log) => murderRevealed(log),
  vote: voting,
  end: gameOver,
};

/** What the shared situations' texts name, by the same step names. */
export const SITUATION_FACTS: Readonly<
  Record<'check' | 'murder' | 'end', (view: PlayerView, log: readonly ViewedEvent[], names: Names) => Facts>
> = {
  check: (view, _log, names) => checkResultFacts(view, names),
  murder: (_view, log, names) => murderFacts(log, names),
  end: (view, _log, names) => endFacts(view, names),
};
