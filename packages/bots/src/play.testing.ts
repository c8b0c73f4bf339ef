import assert from 'node:assert/strict';
import {
  actors,
  applyInPlace,
  createGame,
  logFor,
  sameAction,
  viewFor,
  type GameOptions,
  type GameState,
  type PlayerView,
  type PostedClaim,
  type Seat,
  type ViewedEvent,
} from '@among-cultists/engine';
import type { Bot } from './bot.ts';
import { discussOnce } from './talk-relay.ts';

/**
 * Plays to the end (or until `stop` says so), checking every answer against the seat's legal list.
 * Bots talk in Votes' discussions, a line at a time, and hear each other (`relayDiscussion`), as at a
 * live table.
 */
export function play(
  state: GameState,
  bots: readonly Bot[],
  stop?: (s: GameState, seat: Seat, view: PlayerView, log: readonly ViewedEvent[]) => boolean,
  onClaims?: (posted: readonly PostedClaim[]) => void,
): number {
  const shown = state.seats.map(() => 0);
  let decisions = 0;
  let held: string | null = null;
  while (!isOver(state)) {
    const waiting = actors(state);
    assert.ok(waiting.length > 0, `nobody to act in ${state.phase.kind}`);
    const discussed = discussOnce(state, bots, shown, held);
    held = discussed.held;
    if (discussed.posted.length > 0) onClaims?.(discussed.posted);
    for (const seat of waiting) {
      if (isOver(state)) break;
      const view = viewFor(state, seat);
      if (view.legal.length === 0) continue;
      const log = logFor(state, seat, shown[seat]);
      shown[seat] = state.log.length;
      if (stop?.(state, seat, view, log)) return decisions;
      const action = bots[seat]!.decide(view, log);
      assert.ok(
        view.legal.some((a) => sameAction(a, action)),
        `illegal: ${JSON.stringify(action)} in ${state.phase.kind}`,
      );
      applyInPlace(state, seat, action);
      decisions++;
      assert.ok(decisions < 20_000, 'the game did not end');
    }
  }
  return decisions;
}

export function isOver(state: GameState): boolean {
  return state.phase.kind === 'over';
}

export function newGame(options: GameOptions): GameState {
  const created = createGame(options);
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created.problems));
  return created.state;
}
