import type { PlayerView, PostedClaim, Seat, ViewedEvent } from '@among-cultists/engine';
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
