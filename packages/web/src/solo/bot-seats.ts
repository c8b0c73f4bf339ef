/**
 * The bots of a solo game's bot seats (issue 31), as the server's bot driver keeps them (bot-driver.ts): each
 * made on first use and told every claim so far, reading its own seat's log from where it left off; in a
 * Vote's discussion, the lines each has to say, asked again when a line names its seat.
 */
import {
  claimAbout,
  logFor,
  viewFor,
  type Claim,
  type GameState,
  type PostedClaim,
} from '@among-cultists/engine';
import { createBot, inDiscussion, type Bot } from '@among-cultists/bots';
import type { ChatLine } from '@among-cultists/protocol';
import type { SoloSave } from './types.ts';

/** A searching bot's time per decision: the worker has the time, the page stays responsive anyway. */
const SEARCH_TIME_MS = 250;

export interface SeatBot {
  readonly bot: Bot;
  /** The last log entry (index) it has read. */
  logSeq: number;
}

/** A bot seat's lines in the discussion under way (bot-driver.ts' Talk). */
interface Talk {
  readonly key: string;
  readonly queue: Claim[];
  readonly said: Set<string>;
  /** The last chat line it had heard when it was last asked: a line naming it after that asks again. */
  askedAt: number;
}

export class BotSeats {
  readonly #make: typeof createBot;
  readonly #bots = new Map<number, SeatBot>();
  readonly #talks = new Map<number, Talk>();
  readonly #namedAt = new Map<number, number>();

  constructor(chat: readonly ChatLine[], make: typeof createBot = createBot) {
    this.#make = make;
    for (const line of chat) this.noteNamed(line);
  }

  /** The seat's bot, made on first use and told every claim so far (a resumed game's bots start afresh). */
  bot(save: SoloSave, seat: number): SeatBot {
    const made = this.#bots.get(seat);
    if (made) return made;
    const kind = save.setup.bots;
    const bot = this.#make(kind, save.botSeeds[seat]!, {
      ...(kind === 'search' ? { timeMs: SEARCH_TIME_MS } : {}),
    });
    const heard = save.chat
      .filter((l) => l.claim !== undefined && l.seat !== null)
      .map((l): PostedClaim => ({ seat: l.seat!, round: l.round ?? 0, claim: l.claim! }));
    if (heard.length > 0) bot.hear?.(heard);
    const entry = { bot, logSeq: -1 };
    this.#bots.set(seat, entry);
    return entry;
  }

  /** The line a bot seat says next in discussion `key` (asked again when a line named it), or null. */
  nextLine(save: SoloSave, state: GameState, seat: number, key: string): Claim | null {
    let talk = this.#talks.get(seat);
    if (talk?.key !== key) {
      talk = { key, queue: [], said: new Set(), askedAt: -1 };
      this.#talks.set(seat, talk);
    }
    const heard = save.chat.length - 1;
    const named = (this.#namedAt.get(seat) ?? -1) > talk.askedAt;
    if (talk.askedAt < 0 || named) {
      talk.askedAt = Math.max(heard, 0);
      const view = viewFor(state, seat);
      const entry = this.bot(save, seat);
      if (entry.bot.talk && inDiscussion(view) && !view.effects.noConnection) {
        const log = logFor(state, seat, entry.logSeq + 1);
        for (const claim of entry.bot.talk(view, log)) {
          const text = JSON.stringify(claim);
          if (talk.said.has(text)) continue;
          talk.said.add(text);
          talk.queue.push(claim);
        }
        if (log.length > 0) entry.logSeq = log.at(-1)!.seq;
      }
    }
    return talk.queue[0] ?? null;
  }

  /** Whether `line` is still the seat's next line; if so it is taken off its queue (to be said now). */
  takeLine(seat: number, line: Claim): boolean {
    const talk = this.#talks.get(seat);
    if (talk?.queue[0] !== line) return false;
    talk.queue.shift();
    return true;
  }

  /** Every bot made so far hears a posted claim. */
  hear(posted: readonly PostedClaim[]): void {
    for (const { bot } of this.#bots.values()) bot.hear?.(posted);
  }

  /** A line naming a seat asks that seat's bot again for what it says. */
  noteNamed(line: ChatLine): void {
    const target = line.claim ? claimAbout(line.claim) : null;
    if (target !== null && line.seat !== null && target !== line.seat) this.#namedAt.set(target, line.seq);
  }
}
