import {
  actors,
  decisionOf,
  logFor,
  viewFor,
  type Claim,
  type GameState,
  type PlayerView,
  type PostedClaim,
  type Seat,
  type ViewedEvent,
} from '@among-cultists/engine';
import type { Bot } from './bot.ts';

/** Whether `view` shows its seat about to act in a Vote's discussion (VOTE-03): the time to talk. */
export function inDiscussion(view: PlayerView): boolean {
  return view.phase.kind === 'vote' && view.phase.stage === 'discussion' && view.legal.length > 0;
}

/**
 * The table talk of a game run by a harness (issue 16), as the server's bot driver does it: when
 * `seat` is about to act in a Vote's discussion, its bot says its claims (from its view and the log
 * it was shown since its last call), and every bot hears them, in order, before anyone's next
 * decision. Returns what was posted (nothing outside a discussion, or from a bot that does not talk).
 * The caller may pass the same `log` to the seat's decision: bots skip entries already read.
 */
export function relayTalk(
  bots: readonly Bot[],
  seat: Seat,
  view: PlayerView,
  log: readonly ViewedEvent[],
): readonly PostedClaim[] {
  const bot = bots[seat];
  if (!bot?.talk || !inDiscussion(view)) return [];
  const posted = bot.talk(view, log).map((claim) => ({ seat, round: view.round, claim }));
  if (posted.length > 0) for (const b of bots) b.hear?.(posted);
  return posted;
}

/** A seat about to act in a Vote's discussion: its view and the log it was shown since its last call. */
export interface Speaker {
  readonly seat: Seat;
  readonly view: PlayerView;
  readonly log: readonly ViewedEvent[];
}

/**
 * A guard on a discussion's passes: a bot says at most a few openings and a few answers (the heuristic's
 * MAX_CLAIMS and MAX_REPLIES), so a discussion falls silent long before.
 */
export const MAX_PASSES = 64;

/**
 * A whole Vote discussion of a game run by a harness (issue 27), as the server's bot driver paces it: one
 * line at a time, each seat in turn saying the next of its lines, every bot hearing each line before the
 * next is said. After each line a seat is asked again, so it may answer a line that named it (bots bound
 * their answers). Ends when a pass goes by with nobody saying anything. Returns what was posted, in order.
 * The caller then asks each seat for its decision (the same `log` again is fine: bots skip what they read).
 */
export function relayDiscussion(bots: readonly Bot[], speakers: readonly Speaker[]): PostedClaim[] {
  const queues = new Map<Seat, Claim[]>();
  const all: PostedClaim[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let spoke = false;
    for (const { seat, view, log } of speakers) {
      const bot = bots[seat];
      // EVT-NOCONNECTION-01: nobody talks until the next event is revealed.
      if (!bot?.talk || !inDiscussion(view) || view.effects.noConnection) continue;
      const queue = queues.get(seat) ?? [];
      queue.push(...bot.talk(view, log));
      queues.set(seat, queue);
      const next = queue.shift();
      if (next === undefined) continue;
      const posted: PostedClaim[] = [{ seat, round: view.round, claim: next }];
      for (const b of bots) b.hear?.(posted);
      all.push(posted[0]!);
      spoke = true;
    }
    if (!spoke) break;
  }
  return all;
}

/**
 * A harness's turn of table talk (issue 27), for a game it plays in the engine: when `state` is in a
 * Vote's discussion that has not been held yet, every seat about to act there talks (`relayDiscussion`),
 * each from its view and the log entries after `shown[seat]`, the ones it was shown already. A discussion
 * is named by the engine's key of its step (`decisionOf`, issue 29), as the server's bot driver names it:
 * `held` is the one held last (null: none yet). Returns the discussion held now (or `held` again) and what
 * was posted. Shared by the bots' tests and the command line's games, so that both run the table talk as
 * the server does. The harness holds the whole state: the bots themselves still see only their views.
 */
export function discussOnce(
  state: GameState,
  bots: readonly Bot[],
  shown: readonly number[],
  held: string | null,
): { readonly held: string | null; readonly posted: readonly PostedClaim[] } {
  const decision = decisionOf(state);
  if (decision?.kind !== 'discussion' || held === decision.key) return { held, posted: [] };
  const speakers = actors(state).map((seat) => ({
    seat,
    view: viewFor(state, seat),
    log: logFor(state, seat, shown[seat]),
  }));
  return { held: decision.key, posted: relayDiscussion(bots, speakers) };
}
