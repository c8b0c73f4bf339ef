/** Recorded random games for the replay's tests: options and actions, as a finished game's record holds them. */
import { createHash } from 'node:crypto';
import {
  actors,
  applyInPlace,
  boardRef,
  cloneState,
  createGame,
  legalActions,
  SHIPPED_BOARD,
  type GameOptions,
  type GameState,
  type RecordedAction,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { ReplayRecord } from '../src/replay/record.ts';

export interface RecordedGame {
  readonly options: GameOptions;
  readonly actions: RecordedAction[];
  /** The state after each number of actions, computed apart from the replay (step 0 is the deal). */
  readonly states: GameState[];
}

/**
 * A game from `options` played to its end, each action picked by `pick` among the legal ones of a waiting
 * seat (a seeded `pick` plays the same game on every run); `onStep` sees the deal and the state after each
 * action. Returns the actions and the final state.
 */
export function randomGame(
  options: GameOptions,
  pick: (n: number) => number,
  onStep?: (state: GameState) => void,
): { actions: RecordedAction[]; final: GameState } {
  const created = createGame(options);
  if (!created.ok) throw new Error(JSON.stringify(created.problems));
  const s = created.state;
  const actions: RecordedAction[] = [];
  onStep?.(s);
  while (s.phase.kind !== 'over') {
    if (actions.length > 50_000) throw new Error('the game did not end');
    const who = actors(s);
    const seat = who[pick(who.length)]!;
    const legal = legalActions(s, seat);
    // A sole Cultist's claim ends the game at once: rare, so that games get far.
    const calm = legal.filter((a) => a.type !== 'claimVictory');
    const pool = calm.length > 0 && pick(20) !== 0 ? calm : legal;
    const action = pool[pick(pool.length)]!;
    applyInPlace(s, seat, action);
    actions.push({ seat, action });
    onStep?.(s);
  }
  return { actions, final: s };
}

/** A seeded random game played to its end; the chooser is seeded too, so each run plays the same game. */
export function recordedGame(
  players: 4 | 5 | 6 | 7 | 8,
  seed: number,
  extra: Partial<GameOptions> = {},
): RecordedGame {
  const options: GameOptions = {
    players,
    seed: seedOf(seed),
    roleSet: 'recommended',
    board: boardRef(SHIPPED_BOARD),
    ...extra,
  };
  let x = seed >>> 0 || 1;
  const pick = (n: number): number => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
  const states: GameState[] = [];
  const { actions } = randomGame(options, pick, (s) => states.push(cloneState(s)));
  return { options, actions, states };
}

/** SHA-256 of the seed's bytes, computed as the server does (node:crypto), apart from the page's WebCrypto. */
export function commitmentOf(seed: string): string {
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

/** The record the server would publish for a recorded game: named seats, an action a second, some chat. */
export function serverRecord(game: RecordedGame, id = 'REPLAY42'): ReplayRecord {
  const start = 1_700_000_000_000;
  return {
    id,
    options: game.options,
    commitment: commitmentOf(game.options.seed),
    seats: game.states[0]!.seats.map((_, seat) => ({
      seat,
      name: seat === game.states[0]!.config.automa ? null : `Player ${seat + 1}`,
      kind: seat === game.states[0]!.config.automa ? 'automa' : seat === 0 ? 'human' : 'bot',
      character: seat,
    })),
    actions: game.actions.map((a, i) => ({ ...a, at: start + 1000 * (i + 1) })),
    chat: [
      { seq: 0, seat: 0, text: 'hello before the start', at: start },
      { seq: 1, seat: 1, text: 'after the third action', at: start + 3500 },
      { seq: 2, seat: null, text: 'after the end', at: start + 1000 * (game.actions.length + 5) },
    ],
    notebooks: [
      {
        seat: 0,
        marks: game.states[0]!.seats.map((_, seat) => (seat === 1 ? 'suspect' : null)),
        notes: 'Watch Player 2.',
      },
    ],
    result: null,
  };
}
