import { createHash } from 'node:crypto';
import { createBot, relayTalk } from '@among-cultists/bots';
import {
  actors,
  applyInPlace,
  createGame,
  logFor,
  viewFor,
  type Action,
  type GameEvent,
  type GameState,
  type PlayerView,
  type ViewedEvent,
} from '@among-cultists/engine';
import { LESSON_SEAT, type Lesson } from './lessons/lesson.ts';

/** How simulateLesson plays a lesson (all optional). */
export interface LessonPlay {
  /** The order the actors of each step act in (default: seat order). */
  readonly order?: (seats: number[]) => number[];
  /** Another seed for the lesson's deal (a seed search tries many); default: the lesson's own. */
  readonly seed?: string;
  /** Sees the state after every action, and with `fromStart` the first state too. */
  readonly watch?: (s: GameState) => void;
  readonly fromStart?: boolean;
}

/**
 * A lesson played in the engine alone: the server's bots (seeded as the server seeds them, talking in the
 * Votes' discussions as its bot driver relays them) and the player in LESSON_SEAT choosing with `choose`
 * (the lesson's coached player, given everything its seat was sent), the actors of each step taken in `order`;
 * `watch` sees the state after every action. Throws past 4000 actions (a lesson that does not end).
 */
export function simulateLesson(
  lesson: Lesson,
  choose: (view: PlayerView, log: readonly ViewedEvent[]) => Action,
  order: (seats: number[]) => number[] = (seats) => seats,
  watch?: (s: GameState) => void,
): GameState {
  return playLesson(lesson, choose, { order, ...(watch ? { watch } : {}) }).state;
}

/** simulateLesson with every choice of `play`; also counts the player's decisions. */
export function playLesson(
  lesson: Lesson,
  choose: (view: PlayerView, log: readonly ViewedEvent[]) => Action,
  { order = (seats) => seats, seed = lesson.seed, watch, fromStart = false }: LessonPlay = {},
): { state: GameState; decisions: number } {
  const created = createGame({ ...lesson.options, seed });
  if (!created.ok) throw new Error(`simulateLesson: bad options`);
  const s = created.state;
  const secret = (purpose: string) => createHash('sha256').update(`${seed}:${purpose}`).digest('hex');
  const bots = s.seats.map((_, seat) => createBot('heuristic', secret(`bot:${seat}`)));
  const read = s.seats.map(() => 0);
  let decisions = 0;
  if (fromStart) watch?.(s);
  for (let actions = 0; s.phase.kind !== 'over';) {
    for (const seat of order(actors(s))) {
      if ((s.phase.kind as string) === 'over') break;
      const view = viewFor(s, seat);
      if (view.legal.length === 0) continue;
      const log = logFor(s, seat, read[seat]);
      read[seat] = s.log.length;
      if (seat === LESSON_SEAT) {
        decisions++;
        applyInPlace(s, seat, choose(view, logFor(s, seat)));
      } else {
        relayTalk(bots, seat, view, log);
        applyInPlace(s, seat, bots[seat]!.decide(view, log));
      }
      watch?.(s);
      if (++actions >= 4000) throw new Error('simulateLesson: the lesson does not end');
    }
  }
  return { state: s, decisions };
}

/** The round of the first log entry that `test` accepts (undefined: none). */
export function firstRound(s: GameState, test: (e: GameEvent) => boolean): number | undefined {
  return s.log.find(test)?.round;
}

/** The two orders the lesson tests answer in: whatever order the bots answer in, every step comes. */
export const ORDERS = [
  ['in seat order', (seats: number[]) => seats],
  ['in reverse order', (seats: number[]) => [...seats].reverse()],
] as const;

/**
 * What the tutorial's coach asks the player to do, as a choice: meet exactly one other living Character
 * (an Encounter), Check the State of whoever shares your Location (and reveal what you find), otherwise the
 * first offered action. The seed simulation and the browser test play the tutorial seat with it, so that
 * the steps the coach explains are the steps a player who follows it meets.
 */
export function coachedChoice(view: PlayerView): Action {
  const legal = view.legal.filter((a) => a.type !== 'claimVictory');
  const first = legal[0] ?? view.legal[0];
  if (!first) throw new Error('coachedChoice: nothing to choose from');
  const reveal = legal.find((a) => a.type === 'endCheck' && a.reveal);
  if (reveal) return reveal;
  const check = legal.find((a) => a.type === 'checkState');
  if (check) return check;
  const alive = legal.find((a) => a.type === 'giveCard' && a.card === 'alive');
  if (alive) return alive;
  if (view.phase.kind === 'movement' && view.me !== null) return meetOne(view, legal) ?? first;
  const abstain = legal.find((a) => a.type === 'ballot' && a.target === null);
  if (abstain) return abstain;
  return first;
}

/** Locations holding exactly one other living Character: entering one starts an Encounter (ENC-02). */
export function loneOthers(view: PlayerView): Set<number> {
  const me = view.me?.seat;
  const counts = new Map<number, number>();
  for (const s of view.seats) {
    if (s.seat === me || !s.alive) continue;
    counts.set(s.location, (counts.get(s.location) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n === 1).map(([at]) => at));
}

/** A step towards the nearest Location with exactly one other living Character, or ending there. */
function meetOne(view: PlayerView, legal: readonly Action[]): Action | undefined {
  if (view.phase.kind !== 'movement' || view.me === null) return undefined;
  const here = view.seats[view.me.seat]!.location;
  const lone = loneOthers(view);
  const end = legal.find((a) => a.type === 'endMovement');
  if (lone.has(here) && here !== view.phase.start && end) return end;
  const adjacent = view.board.layout.adjacent;
  const distance = adjacent.map(() => Infinity);
  for (const at of lone) distance[at] = 0;
  const queue = [...lone];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const next of adjacent[at]!) {
      if (distance[next] === Infinity) {
        distance[next] = distance[at]! + 1;
        queue.push(next);
      }
    }
  }
  const steps = legal.filter(
    (a): a is Extract<Action, { type: 'step' }> => a.type === 'step' && distance[a.to]! < distance[here]!,
  );
  return steps[0];
}
