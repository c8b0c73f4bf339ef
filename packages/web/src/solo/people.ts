/**
 * Pass and play (issue 31): who of the people sharing the device should hold it. As at a real table, the
 * person holding it keeps it while they have a decision to make, or while none of the people has one (the
 * bots are playing); otherwise it goes to the next person round the table who has one. Who has a decision is
 * the engine's word (`decisionOf(...).seats`: the seats with legal actions), never a rule of this module.
 */
import { decisionOf, type GameState } from '@among-cultists/engine';
import type { SoloSave } from './types.ts';

function holderOf(state: GameState, people: readonly number[], holding: number): number {
  const asked = new Set(decisionOf(state)?.seats ?? []);
  if (asked.has(holding)) return holding;
  const from = people.indexOf(holding);
  for (let i = 1; i < people.length; i++) {
    const seat = people[(from + i) % people.length]!;
    if (asked.has(seat)) return seat;
  }
  return holding;
}

/** What the page is to be told after the game moved on. */
type Follow = 'show' | 'pass' | 'wait';

/** Who holds the device, and to whom it is being passed. */
export class Device {
  /** The person holding it: the last one shown (whose notebook the page may still save). */
  holding: number;
  /** The person it is being passed to, shown nothing until they take it; null when nobody is. */
  passTo: number | null;
  /** When the holder took it (epoch ms). */
  heldSince: number;

  /** After a reload, whoever picks the device up says who they are first, when several people share it. */
  constructor(save: SoloSave, state: GameState) {
    this.holding = save.showing;
    this.passTo =
      save.people.length > 1 && !save.finished ? holderOf(state, save.people, save.showing) : null;
    this.heldSince = save.updated;
  }

  /**
   * After a change: 'show' the holder their seat again, 'pass' the device (to a new `passTo`), or 'wait' for
   * the person it is already being passed to. A game over is everyone's: no pass.
   */
  follow(state: GameState, people: readonly number[]): Follow {
    if (state.phase.kind === 'over') {
      this.passTo = null;
      return 'show';
    }
    const next = holderOf(state, people, this.passTo ?? this.holding);
    if (this.passTo === null && next === this.holding) return 'show';
    if (next === this.passTo) return 'wait';
    this.passTo = next;
    return 'pass';
  }

  /** The person it was passed to holds it; false if it was not being passed. */
  take(now: number): boolean {
    if (this.passTo === null) return false;
    this.holding = this.passTo;
    this.passTo = null;
    this.heldSince = now;
    return true;
  }
}
