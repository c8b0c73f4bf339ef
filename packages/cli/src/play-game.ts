import {
  actors,
  applyInPlace,
  createGame,
  logFor,
  viewFor,
  type GameOptions,
  type GameState,
  type PostedClaim,
} from '@among-cultists/engine';
import { discussOnce, type Bot } from '@among-cultists/bots';

export interface PlayOptions {
  /** Told every batch of claims posted at the table, in order (issue 16). */
  readonly onClaims?: (posted: readonly PostedClaim[]) => void;
}

/**
 * Plays one game to its end, every seat's decision taken by its bot from that seat's view and the
 * log entries it was shown since its last decision. `bots` may depend on the dealt game (one kind
 * per team): the harness picks the players, the players still see only their own seat. Before a
 * Vote's discussion's decisions the bots talk, a line at a time, and every bot hears each line
 * (`relayDiscussion`).
 */
export function playGame(
  options: GameOptions,
  bots: readonly Bot[] | ((state: GameState) => readonly Bot[]),
  play: PlayOptions = {},
): GameState {
  const created = createGame(options);
  if (!created.ok) throw new Error(created.problems.map((p) => `${p.field}: ${p.message}`).join('; '));
  const state = created.state;
  const players = typeof bots === 'function' ? bots(state) : bots;
  const shown = state.seats.map(() => 0);
  let held: string | null = null;
  for (let steps = 0; !isOver(state); steps++) {
    if (steps > 100_000) throw new Error(`game ${options.seed} did not end`);
    const waiting = actors(state);
    if (waiting.length === 0)
      throw new Error(`game ${options.seed} waits for nobody in phase ${state.phase.kind}`);
    const discussed = discussOnce(state, players, shown, held);
    held = discussed.held;
    if (discussed.posted.length > 0) play.onClaims?.(discussed.posted);
    for (const seat of waiting) {
      if (isOver(state)) break;
      const view = viewFor(state, seat);
      if (view.legal.length === 0) continue; // an earlier answer moved the game on
      const log = logFor(state, seat, shown[seat]);
      shown[seat] = state.log.length;
      // The same entries again if it talked: a bot skips those it has read (by seq).
      applyInPlace(state, seat, players[seat]!.decide(view, log));
    }
  }
  return state;
}

function isOver(state: GameState): boolean {
  return state.phase.kind === 'over';
}
