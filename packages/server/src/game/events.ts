import type { Action, Decision } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';

/**
 * What happens to one game, as its subscribers hear it (the session, the drivers, the peers). Each is
 * told in the order it subscribed: the game's wiring (room.ts) subscribes them so that, after a change,
 * the new step's deadline is armed before the views that show it go out, and the bots move last.
 */
export type GameEvent =
  /** Action number `seq` was stored through this node (the authority). */
  | {
      readonly type: 'actionStored';
      readonly seq: number;
      readonly seat: number;
      readonly action: Action;
      readonly at: number;
    }
  /** A seat's action was stored, here or through another node (`ownTurn`: on its own public turn). */
  | { readonly type: 'acted'; readonly seat: number; readonly ownTurn: boolean }
  /**
   * The game moved on (one or more actions): the new step's deadline, the views and the bots follow, each
   * reading the `decision` now awaited (the engine's `decisionOf` of the new state, null once it is over),
   * asked once by the game core instead of once per subscriber.
   */
  | { readonly type: 'changed'; readonly decision: Decision | null }
  /**
   * A change that follows from a hidden choice is about to be made (a seat back from its stand-in in a
   * hidden step, stored here or read from another node): what the lobby shows stays until the step ends.
   */
  | { readonly type: 'holding' }
  /** The seats, the status or the rematch link were stored (`hold`: in a hidden step) (the authority). */
  | { readonly type: 'seatsStored'; readonly version: number; readonly hold: boolean }
  /** What the lobby shows changed (seats, missed deadlines, the status): it is shown again. */
  | { readonly type: 'seatsChanged' }
  /** The game was read again from storage (`hold`: changed in a hidden step) (the authority). */
  | { readonly type: 'reloaded'; readonly hold: boolean }
  /** A deadline passed on `seat`'s own turn; its defaults were stored (drivers/expiry.ts). */
  | { readonly type: 'deadlineMissed'; readonly seat: number }
  /** Who is at the table through other nodes changed. */
  | { readonly type: 'presence' }
  /** Chat lines went out to every client here (stored here, or heard from another node). */
  | { readonly type: 'chatShown'; readonly lines: ChatLine[] }
  /** This node gained or lost the game's lease: its timers and bots start or stop here. */
  | { readonly type: 'leadership'; readonly leader: boolean }
  /** The game closed on this node: nothing more runs for it here. */
  | { readonly type: 'closed' };

export type GameEventType = GameEvent['type'];
type Listener<K extends GameEventType> = (event: Extract<GameEvent, { type: K }>) => void;

/** The typed events of one game: synchronous, in subscription order; a listener that throws is a bug. */
export class GameEvents {
  readonly #listeners = new Map<GameEventType, ((event: GameEvent) => void)[]>();

  on<K extends GameEventType>(type: K, listener: Listener<K>): void {
    const listeners = this.#listeners.get(type) ?? [];
    // Kept by type: `emit` calls it only with events of type K.
    listeners.push(listener as unknown as (event: GameEvent) => void);
    this.#listeners.set(type, listeners);
  }

  emit(event: GameEvent): void {
    for (const listener of this.#listeners.get(event.type) ?? []) listener(event);
  }
}
