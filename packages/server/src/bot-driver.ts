import { legalActions, logFor, viewFor, type Action, type GameState } from '@among-cultists/engine';
import { createBot, type Bot, type BotKind } from '@among-cultists/bots';
import type { Clock } from './clock.ts';
import type { BotQueue } from './bot-queue.ts';
import type { StoredSeat } from './store.ts';

/**
 * A searching bot (BOT_KIND=search) thinks for at most this long per decision: its answer waits for the
 * human-like delay anyway, and the bot queue keeps it from crowding out everything else.
 */
const LIVE_BOT_TIME_MS = 100;

export interface BotDriverDeps {
  readonly clock: Clock;
  /** Milliseconds a bot waits before answering, so that its speed reveals nothing. */
  readonly delay: () => number;
  readonly kind: BotKind;
  readonly queue: BotQueue;
  /** A secret seed per bot seat, derived from the game's. */
  readonly seedFor: (seat: number) => string;
  /** Makes the bots (tests bring a faulty one); default the bots package's. */
  readonly createBot?: typeof createBot;
}

/**
 * The bots of one game (bot seats and stand-ins): when one has something to decide, it answers after a
 * short random delay, from its seat's view and log only. The driver only times and decides; the room
 * plays the move (and tries again if it could not be stored).
 */
export class BotDriver {
  readonly #deps: BotDriverDeps;
  readonly #pending = new Map<number, () => void>();
  /** Each bot seat's bot and the last log entry it has read. */
  readonly #bots = new Map<number, { readonly bot: Bot; logSeq: number }>();

  constructor(deps: BotDriverDeps) {
    this.#deps = deps;
  }

  /** Every bot seat with something to decide and no move on its way gets one, after its delay. */
  schedule(state: GameState, seats: readonly StoredSeat[], move: (seat: number) => void): void {
    for (const s of seats) {
      if ((s.kind !== 'bot' && s.kind !== 'standin') || this.#pending.has(s.seat)) continue;
      if (legalActions(state, s.seat).length === 0) continue;
      const cancel = this.#deps.clock.after(this.#deps.delay(), () => {
        this.#pending.delete(s.seat);
        move(s.seat);
      });
      this.#pending.set(s.seat, cancel);
    }
  }

  /** The bot's choice for its seat in this state, or null if it has nothing to decide. */
  async decide(state: GameState, seat: number): Promise<Action | null> {
    const view = viewFor(state, seat);
    if (view.legal.length === 0) return null;
    let entry = this.#bots.get(seat);
    if (!entry) {
      const bot = (this.#deps.createBot ?? createBot)(this.#deps.kind, this.#deps.seedFor(seat), {
        timeMs: LIVE_BOT_TIME_MS,
      });
      entry = { bot, logSeq: -1 };
      this.#bots.set(seat, entry);
    }
    // The bot reads what its seat has been shown since its last decision, as a player would.
    const log = logFor(state, seat, entry.logSeq + 1);
    const { bot } = entry;
    const action = await this.#deps.queue.think(() => bot.decide(view, log));
    if (log.length > 0) entry.logSeq = log[log.length - 1]!.seq;
    return action;
  }

  /** A state reloaded from storage: the bots start reading their logs afresh. */
  forget(): void {
    this.#bots.clear();
  }

  cancel(): void {
    for (const cancel of this.#pending.values()) cancel();
    this.#pending.clear();
  }
}
