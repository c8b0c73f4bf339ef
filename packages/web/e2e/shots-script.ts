/**
 * The fixed game of the screenshot suite (shots.test.ts): every seat is played by `scripted`, a choice that
 * depends only on the seat's own view, so a game created with a known seed takes the same course each run,
 * whoever's action reaches the server first in a simultaneous step. Everyone heads for the Cafeteria (an
 * Encounter on the way or there), the first to stand there on an Action turn calls a Vote, every ballot
 * points at `plan.target` (who abstains), so it is eliminated and becomes a Ghost, and at the next Cleanup
 * the Cultist claims victory, after which the game ends (a failed claim through the Cultists' Seer guess).
 * shots-script.test.ts plays it through the engine alone.
 */
import type { Action, PlayerView, Seat } from '@among-cultists/engine';
import { distances } from '@among-cultists/engine/content';

/** The game's secret seed (64 hex digits): the server's `seeds` option hands it to the game. */
export const SHOTS_SEED = '5d0b7e1c'.repeat(8);

/** The seats of the game as the suite seats them (the host, a guest on a phone, three API clients). */
export const SHOTS_PLAYERS = 5;

export interface Plan {
  /** Voted out at the first Vote (its own ballot abstains). */
  readonly target: Seat;
}

/** The first offered action of `type`, if any. */
function offered<T extends Action['type']>(
  view: PlayerView,
  type: T,
): Extract<Action, { type: T }> | undefined {
  return view.legal.find((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** A step towards the Cafeteria, ending the Movement there; otherwise whatever keeps the game going. */
function move(view: PlayerView): Action | undefined {
  const layout = view.board.layout;
  const distance = distances(layout, layout.cafeteria);
  const here = view.seats[view.me!.seat]!.location;
  const closer = view.legal.find((a) => a.type === 'step' && distance[a.to]! < distance[here]!);
  if (closer) return closer;
  if (here === layout.cafeteria) return offered(view, 'endMovement');
  return undefined;
}

/** The seat's next action in the fixed game; null when it has none. */
export function scripted(plan: Plan, view: PlayerView): Action | null {
  const me = view.me;
  if (!me || view.legal.length === 0) return null;
  const ghost = !view.seats[plan.target]!.alive;
  const phase = view.phase;
  let choice: Action | undefined;
  switch (phase.kind) {
    case 'movement':
      choice = move(view) ?? offered(view, 'endMovement') ?? offered(view, 'teleport');
      break;
    case 'action':
      choice = (ghost ? undefined : offered(view, 'initiateVote')) ?? offered(view, 'pass');
      break;
    case 'checkResult':
      choice = view.legal.find((a) => a.type === 'endCheck' && !a.reveal);
      break;
    case 'vote':
      if (phase.stage === 'ballot')
        choice = view.legal.find(
          (a) => a.type === 'ballot' && a.target === (me.seat === plan.target ? null : plan.target),
        );
      else if (phase.stage === 'knife') choice = offered(view, 'keepBallot');
      break;
    case 'cleanup':
      choice = ghost && me.team === 'cultists' ? offered(view, 'claimVictory') : offered(view, 'endRound');
      break;
    default:
      break;
  }
  // Everything else (the Night, discussions, Events, Encounters, a Seer guess): the first offered action
  // that does not end the game early.
  return choice ?? view.legal.find((a) => a.type !== 'claimVictory') ?? view.legal[0]!;
}

/** One seat as the suite plays it: a client of the API (the pages watch their seats as their players do). */
export interface ScriptedSeat {
  latest(): { readonly version: number; readonly view: PlayerView } | null;
  act(action: Action): void;
}

/** A moment to photograph: when some seat's latest view shows it, `shoot` runs while nobody acts. */
export interface Moment {
  readonly name: string;
  when(views: readonly (PlayerView | undefined)[]): boolean;
  shoot(views: readonly (PlayerView | undefined)[]): Promise<void>;
}

/** An action not answered by a new view within this time is sent again (a stale version, a dropped frame). */
const RESEND_MS = 1000;

/** How playScripted plays, besides `scripted`: another fixed game's choice, and when it may stop. */
export interface ScriptedPlay {
  /** The seat's choice from its own view (default: `scripted` with the plan). */
  readonly choose?: (view: PlayerView) => Action | null;
  /** Stop once every moment has been shown, before the end (a game that runs long after them). */
  readonly untilMoments?: boolean;
}

/**
 * Plays every seat with `scripted` until each sees the end. Before each action the moments are checked, and
 * each is shown once, the first time some view shows it, before anyone acts on that view: the game waits for
 * its shots, as every seat is played from here (no bots, no timers). Returns the names of the moments shown,
 * in order; throws after `ms` of play (the shots' time left out).
 */
export async function playScripted(
  seats: readonly ScriptedSeat[],
  plan: Plan,
  moments: readonly Moment[],
  ms: number,
  { choose = (view) => scripted(plan, view), untilMoments = false }: ScriptedPlay = {},
): Promise<string[]> {
  const shown: string[] = [];
  let deadline = Date.now() + ms;
  const views = () => seats.map((s) => s.latest()?.view);
  const showDue = async () => {
    for (const moment of moments) {
      if (shown.includes(moment.name) || !moment.when(views())) continue;
      const started = Date.now();
      await moment.shoot(views());
      deadline += Date.now() - started;
      shown.push(moment.name);
    }
  };
  const sent = seats.map(() => ({ version: -1, at: 0 }));
  while (!views().every((v) => v?.phase.kind === 'over')) {
    if (untilMoments && shown.length === moments.length) return shown;
    if (Date.now() > deadline)
      throw new Error(
        `the fixed game did not end in time; shown ${JSON.stringify(shown)}, phases ${JSON.stringify(views().map((v) => v?.phase.kind))}`,
      );
    await showDue();
    for (const [i, seat] of seats.entries()) {
      const latest = seat.latest();
      if (!latest) continue;
      const last = sent[i]!;
      if (last.version === latest.version && Date.now() - last.at < RESEND_MS) continue;
      const action = choose(latest.view);
      if (!action) continue;
      sent[i] = { version: latest.version, at: Date.now() };
      // Nothing arrives between the check above and this (no await): a moment is shown before it passes.
      seat.act(action);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await showDue();
  return shown;
}
