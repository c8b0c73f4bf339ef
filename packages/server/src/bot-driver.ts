import {
  legalActions,
  logFor,
  viewFor,
  type Action,
  type Claim,
  type GameState,
  type PostedClaim,
} from '@among-cultists/engine';
import { createBot, type Bot, type BotKind } from '@among-cultists/bots';
import type { ChatLine } from '@among-cultists/protocol';
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
  /** Every chat line of the game that carries a claim, in order (a bot made now hears them all first). */
  readonly claims?: () => Promise<readonly ChatLine[]>;
  /** A bot failed to hear the table's claims: reported, never in the way of its next decision. */
  readonly onHearError?: (error: unknown, seat: number) => void;
}

interface Entry {
  readonly bot: Bot;
  /** The last log entry it has read. */
  logSeq: number;
  /** The last claim (its chat line's seq) it has heard. */
  heardSeq: number;
}

/** What a bot hears of a chat line with a claim. */
function posted(line: ChatLine): PostedClaim {
  return { seat: line.seat!, round: line.round ?? 0, claim: line.claim! };
}

/**
 * The bots of one game (bot seats and stand-ins): when one has something to decide, it answers after a
 * short random delay, from its seat's view and log only. The driver only times and decides; the room
 * plays the move (and tries again if it could not be stored). Bots that talk (issue 16) are asked for
 * their claims in a Vote's discussion, and every bot hears every claim posted at the table, in order.
 */
export class BotDriver {
  readonly #deps: BotDriverDeps;
  readonly #pending = new Map<number, () => void>();
  readonly #bots = new Map<number, Entry>();
  /** The discussion each seat talked in last (a retry after a failed write does not talk twice). */
  readonly #talked = new Map<number, string>();

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
    const entry = await this.#entry(seat);
    // The bot reads what its seat has been shown since its last decision, as a player would.
    const log = logFor(state, seat, entry.logSeq + 1);
    const { bot } = entry;
    const action = await this.#deps.queue.think(() => bot.decide(view, log));
    if (log.length > 0) entry.logSeq = log[log.length - 1]!.seq;
    return action;
  }

  /**
   * The claims a bot seat says before it decides in a Vote's discussion (VOTE-03), once per discussion;
   * none elsewhere, or from a bot that does not talk. The room posts them, then `talked` marks it done.
   */
  async talk(state: GameState, seat: number): Promise<readonly Claim[]> {
    const key = discussionKey(state);
    if (key === null || this.#talked.get(seat) === key) return [];
    const view = viewFor(state, seat);
    if (view.legal.length === 0) return [];
    const entry = await this.#entry(seat);
    const { bot } = entry;
    if (!bot.talk) return [];
    const log = logFor(state, seat, entry.logSeq + 1);
    const claims = await this.#deps.queue.think(() => bot.talk!(view, log));
    if (log.length > 0) entry.logSeq = log[log.length - 1]!.seq;
    return claims;
  }

  /** The seat's claims of this discussion were posted. */
  talked(state: GameState, seat: number): void {
    const key = discussionKey(state);
    if (key !== null) this.#talked.set(seat, key);
  }

  /** Chat lines shown at the table (in order): the claims among them go to every bot, each once. */
  heard(lines: readonly ChatLine[]): void {
    for (const [seat, entry] of this.#bots) this.#tell(seat, entry, lines);
  }

  /** A state reloaded from storage: the bots start reading their logs, and hearing the claims, afresh. */
  forget(): void {
    this.#bots.clear();
  }

  cancel(): void {
    for (const cancel of this.#pending.values()) cancel();
    this.#pending.clear();
  }

  /** The seat's bot, made (and told every claim so far) on first use. */
  async #entry(seat: number): Promise<Entry> {
    const made = this.#bots.get(seat);
    if (made) return made;
    const claims = (await this.#deps.claims?.()) ?? [];
    // Made meanwhile by another call that waited for the claims too.
    const again = this.#bots.get(seat);
    if (again) return again;
    const bot = (this.#deps.createBot ?? createBot)(this.#deps.kind, this.#deps.seedFor(seat), {
      timeMs: LIVE_BOT_TIME_MS,
    });
    const entry: Entry = { bot, logSeq: -1, heardSeq: -1 };
    this.#bots.set(seat, entry);
    this.#tell(seat, entry, claims);
    return entry;
  }

  /** Tells a bot the claims among `lines` (in order) that it has not heard yet. */
  #tell(seat: number, entry: Entry, lines: readonly ChatLine[]): void {
    const fresh = lines.filter((l) => l.claim !== undefined && l.seat !== null && l.seq > entry.heardSeq);
    if (fresh.length === 0) return;
    entry.heardSeq = fresh[fresh.length - 1]!.seq;
    if (!entry.bot.hear) return;
    try {
      entry.bot.hear(fresh.map(posted));
    } catch (e) {
      this.#deps.onHearError?.(e, seat);
    }
  }
}

/** Which Vote discussion is under way (nothing is logged while it lasts), or null outside one. */
function discussionKey(state: GameState): string | null {
  const phase = state.phase;
  if (phase.kind !== 'vote' || phase.stage !== 'discussion') return null;
  return `${state.round}:${state.log.length}`;
}
