import {
  claimAbout,
  legalActions,
  logFor,
  viewFor,
  type Action,
  type Claim,
  type Decision,
  type GameState,
  type PostedClaim,
} from '@among-cultists/engine';
import { createBot, type Bot, type BotKind } from '@among-cultists/bots';
import { DEFAULT_TYPING_MS_PER_CHAR, typingDelay, type ChatLine } from '@among-cultists/protocol';
import type { Clock } from '../clock.ts';
import type { BotQueue } from '../bot-queue.ts';
import type { StoredSeat } from '../store.ts';

/**
 * A searching bot (BOT_KIND=search) thinks for at most this long per decision: its answer waits for the
 * human-like delay anyway, and the bot queue keeps it from crowding out everything else.
 */
const LIVE_BOT_TIME_MS = 100;

export interface BotDriverDeps {
  readonly clock: Clock;
  /** Milliseconds a bot waits before answering, so that its speed reveals nothing. */
  readonly delay: () => number;
  /** The kind of bot a seat gets when its bot is made (a public table's host may choose it: issue 30). */
  readonly kind: () => BotKind;
  readonly queue: BotQueue;
  /** A secret seed per bot seat, derived from the game's. */
  readonly seedFor: (seat: number) => string;
  /** Makes the bots (tests bring a faulty one); default the bots package's. */
  readonly createBot?: typeof createBot;
  /** Every chat line of the game that carries a claim, in order (a bot made now hears them all first). */
  readonly claims?: () => Promise<readonly ChatLine[]>;
  /** A bot failed to hear the table's claims: reported, never in the way of its next decision. */
  readonly onHearError?: (error: unknown, seat: number) => void;
  /** Milliseconds a bot types per character of a line (`typingDelay`); default DEFAULT_TYPING_MS_PER_CHAR. */
  readonly typingMsPerChar?: number;
}

/** What a bot seat has to say in the discussion under way (issue 27). */
interface Talk {
  /** The discussion (`discussionKey`). */
  readonly key: string;
  /** Its lines not yet posted, in order: one goes out per turn, each after the time it takes to type. */
  readonly queue: Claim[];
  /** Every line it has queued in this discussion (JSON): a bot that repeats itself is not repeated. */
  readonly said: Set<string>;
  /** The line whose typing time the seat's timer is waiting out, if any. */
  typed: Claim | null;
  /** The last chat line it had heard when it was last asked: a line naming it after that asks again. */
  askedAt: number;
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
 * plays the move (and tries again if it could not be stored). Bots that talk (issues 16 and 27) are asked
 * for their claims in a Vote's discussion and say them one at a time, each after the time it takes to
 * type; a bot named by a line may answer; every bot hears every claim posted at the table, in order.
 */
export class BotDriver {
  readonly #deps: BotDriverDeps;
  readonly #pending = new Map<number, () => void>();
  readonly #bots = new Map<number, Entry>();
  /** Each bot seat's lines in the discussion under way. */
  readonly #talks = new Map<number, Talk>();
  /** The last chat line (seq) naming each seat, said by another seat. */
  readonly #namedAt = new Map<number, number>();
  /** The last chat line heard. */
  #heardSeq = -1;

  constructor(deps: BotDriverDeps) {
    this.#deps = deps;
  }

  /**
   * Every bot seat with something to decide and no move on its way gets one, after its delay; in a Vote's
   * discussion also a seat with a line to type, or one named since it was last asked (it may answer even
   * after it is ready). A line waits as long as it takes to type. `decision`: what `state` awaits (the
   * engine's `decisionOf`, asked once per change by the game core).
   */
  schedule(
    state: GameState,
    decision: Decision | null,
    seats: readonly StoredSeat[],
    move: (seat: number) => void,
  ): void {
    const key = discussionKey(decision);
    for (const s of seats) {
      if ((s.kind !== 'bot' && s.kind !== 'standin') || this.#pending.has(s.seat)) continue;
      const talk = this.#talks.get(s.seat);
      const next = key !== null && talk?.key === key ? (talk.queue[0] ?? null) : null;
      const named =
        key !== null && (this.#namedAt.get(s.seat) ?? -1) > (talk?.key === key ? talk.askedAt : -1);
      if (legalActions(state, s.seat).length === 0 && next === null && !named) continue;
      if (next !== null) talk!.typed = next;
      const wait =
        next !== null
          ? typingDelay(next, this.#deps.typingMsPerChar ?? DEFAULT_TYPING_MS_PER_CHAR)
          : this.#deps.delay();
      const cancel = this.#deps.clock.after(wait, () => {
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
   * The line a bot seat says now in a Vote's discussion (VOTE-03, issue 27): at most one, once the time
   * to type it has gone by; none elsewhere, or from a bot that does not talk. The bot is asked each turn
   * (it may answer a line that named it); what it says goes to the end of its queue. The room posts the
   * line, then `talked` takes it off the queue (a retry after a failed write finds it still there).
   */
  async talk(state: GameState, decision: Decision | null, seat: number): Promise<readonly Claim[]> {
    const key = discussionKey(decision);
    if (key === null) return [];
    const view = viewFor(state, seat);
    const entry = await this.#entry(seat);
    const { bot } = entry;
    let talk = this.#talks.get(seat);
    if (talk?.key !== key) {
      talk = { key, queue: [], said: new Set(), typed: null, askedAt: -1 };
      this.#talks.set(seat, talk);
    }
    // Asked: a line naming it that came before is answered now or not at all (a bot that says nothing
    // is not asked again until it is named again).
    talk.askedAt = this.#heardSeq;
    if (!bot.talk) return [];
    const log = logFor(state, seat, entry.logSeq + 1);
    const claims = await this.#deps.queue.think(() => bot.talk!(view, log));
    if (log.length > 0) entry.logSeq = log[log.length - 1]!.seq;
    for (const claim of claims) {
      const text = JSON.stringify(claim);
      if (talk.said.has(text)) continue;
      talk.said.add(text);
      talk.queue.push(claim);
    }
    const next = talk.queue[0];
    return next !== undefined && next === talk.typed ? [next] : [];
  }

  /** The seat's line was posted (or refused): the next one waits its turn. */
  talked(decision: Decision | null, seat: number): void {
    const talk = this.#talks.get(seat);
    if (talk?.key !== discussionKey(decision)) return;
    talk.queue.shift();
    talk.typed = null;
  }

  /** Whether the seat has lines left to say in this discussion (it types the next before it decides). */
  typing(decision: Decision | null, seat: number): boolean {
    const talk = this.#talks.get(seat);
    return talk?.key === discussionKey(decision) && talk.queue.length > 0;
  }

  /** Chat lines shown at the table (in order): the claims among them go to every bot, each once. */
  heard(lines: readonly ChatLine[]): void {
    for (const line of lines) {
      this.#heardSeq = Math.max(this.#heardSeq, line.seq);
      const target = line.claim ? claimAbout(line.claim) : null;
      if (target !== null && line.seat !== null && target !== line.seat) this.#namedAt.set(target, line.seq);
    }
    for (const [seat, entry] of this.#bots) this.#tell(seat, entry, lines);
  }

  /** A state reloaded from storage: the bots start reading their logs, and hearing the claims, afresh. */
  forget(): void {
    this.#bots.clear();
    this.#talks.clear();
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
    const bot = (this.#deps.createBot ?? createBot)(this.#deps.kind(), this.#deps.seedFor(seat), {
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

/** Which Vote discussion `decision` is (the engine's key of its step), or null outside one. */
function discussionKey(decision: Decision | null): string | null {
  return decision?.kind === 'discussion' ? decision.key : null;
}
