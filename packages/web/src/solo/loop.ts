/**
 * The game loop of a solo game (issue 31), a plain module: the worker (worker.ts) wraps it with its timers,
 * its IndexedDB store and postMessage; the tests run it in Node with a test clock. It holds the whole game,
 * as the server does, and gives the page only what the player's seat may see: `viewFor` and `logFor` of
 * that seat, the table's chat. Each bot decides from its own seat's view and log only, at the server's pace
 * (bot-driver.ts): a random delay before each decision, and in a Vote's discussion one line at a time, each
 * after the time it takes to type, every bot hearing every line. Every action is stored before the next.
 */
import {
  apply,
  claimAbout,
  claimProblem,
  createGame,
  decisionOf,
  legalActions,
  logFor,
  replayOnto,
  viewFor,
  type Action,
  type Claim,
  type GameState,
  type PostedClaim,
} from '@among-cultists/engine';
import { createBot, inDiscussion, type Bot } from '@among-cultists/bots';
import type { ChatLine, Notebook, PublishedRecord } from '@among-cultists/protocol';
import { MAX_CHAT_LENGTH } from '@among-cultists/protocol/plain';
import { claimLine } from './claim-line.ts';
import { soloLobby } from './setup.ts';
import type { FromWorker, SoloAction, SoloPace, SoloSave } from './types.ts';

/** Timers, and the time of day (epoch ms); the tests pass a clock they move themselves. */
export interface SoloClock {
  now(): number;
  /** Runs `run` after `ms`; the answer cancels it. */
  after(ms: number, run: () => void): () => void;
}

/** Where the game is kept after every action (IndexedDB in the worker, a map in tests). */
interface SoloKeeper {
  put(save: SoloSave): Promise<void>;
}

export interface SoloDeps {
  readonly clock: SoloClock;
  readonly keeper: SoloKeeper;
  /** What the page is told. */
  readonly send: (message: FromWorker) => void;
  /** A number in [0, 1) for the bots' delays and a timed-out seat's unseen card (it decides nothing else). */
  readonly random: () => number;
  /** Makes the bots (default the bots package's). */
  readonly createBot?: typeof createBot;
}

/** The server's bot delay (BOT_DELAY_MS' default) at the watchable pace, in ms; the others scale it. */
const DELAYS: Readonly<Record<SoloPace, readonly [number, number]>> = {
  watch: [600, 1800],
  quick: [200, 600],
  instant: [0, 0],
};
/** The server's typing time of a bot's line (bot-driver.ts): per character, and its bounds. */
const TYPING_MS_PER_CHAR = 45;
const TYPING_MIN_MS = 800;
const TYPING_MAX_MS = 4_000;
const TYPING_SCALE: Readonly<Record<SoloPace, number>> = { watch: 1, quick: 1 / 3, instant: 0 };
/** "End my Rounds automatically" ends them this long after Cleanup begins (the server's AUTO_END_SECONDS). */
export const AUTO_END_MS = 4_000;
/** A searching bot's time per decision: the worker has the time, the page stays responsive anyway. */
const SEARCH_TIME_MS = 250;
const END_ROUND: Action = { type: 'endRound' };

interface SeatBot {
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

export class SoloGame {
  readonly #deps: SoloDeps;
  #save: SoloSave;
  #state: GameState;
  readonly #bots = new Map<number, SeatBot>();
  readonly #talks = new Map<number, Talk>();
  readonly #namedAt = new Map<number, number>();
  readonly #pending = new Map<number, () => void>();
  #autoEnd: (() => void) | null = null;
  /** The player's log entries sent so far (the next one's index). */
  #shown = 0;
  #phaseSince: number;
  #phaseKey: string;
  /** Saves run one after another, so that the last one stored is the latest game. */
  #saving: Promise<void> = Promise.resolve();
  #stopped = false;

  /** Rebuilds the game from its save: the engine replays every stored action from the seed. */
  constructor(save: SoloSave, deps: SoloDeps) {
    this.#deps = deps;
    this.#save = save;
    const created = createGame({ ...save.setup.options, seed: save.seed });
    if (!created.ok) throw new Error(created.problems.map((p) => p.message).join('; '));
    const { state } = created;
    // The engine's replay: each stored action checked, then played on the one state (no copy per action).
    const replayed = replayOnto(state, save.actions);
    if (!replayed.ok) {
      const { index, rejection } = replayed;
      const seat = save.actions[index]!.seat;
      throw new Error(`stored action ${index} (seat ${seat}) no longer plays: ${rejection.message}`);
    }
    this.#state = state;
    this.#phaseSince = save.updated;
    this.#phaseKey = phaseKey(state);
    for (const line of save.chat) this.#noteNamed(line);
  }

  get save(): SoloSave {
    return this.#save;
  }

  /** The number of actions played: the version an action of the player must name. */
  get version(): number {
    return this.#save.actions.length;
  }

  /** Tells the page the whole game as its seat sees it, and sets the bots going. */
  open(): void {
    const { send } = this.#deps;
    send({ t: 'started', id: this.#save.id, seat: this.#save.human, lobby: soloLobby(this.#save) });
    this.#shown = 0;
    this.#update();
    send({ t: 'chat', lines: this.#save.chat });
    if (this.#save.notebook) send({ t: 'notebook', notebook: this.#save.notebook });
    send({ t: 'autoEnd', on: this.#save.autoEnd, delayMs: AUTO_END_MS });
    if (this.#save.finished) this.#sendRecord();
    this.#schedule();
  }

  /** A finished game's record goes to the page once stored (to export, or to open in the replay). */
  #sendRecord(): void {
    void this.#saving.then(() => {
      const record = this.record();
      if (record !== null) this.#deps.send({ t: 'record', record });
    });
  }

  /** Stops every timer (the page went away); the game stays stored. */
  stop(): void {
    this.#stopped = true;
    for (const cancel of this.#pending.values()) cancel();
    this.#pending.clear();
    this.#autoEnd?.();
    this.#autoEnd = null;
  }

  /** The player's action, made on the view of `version`: a stale one is refused, never misapplied. */
  act(version: number, action: Action): void {
    if (version !== this.version) {
      this.#deps.send({
        t: 'rejected',
        code: 'version/stale',
        message: 'The game moved on before your action arrived.',
      });
      return;
    }
    this.#play(this.#save.human, action);
  }

  /** The player's claim, posted at the table for every bot to hear. */
  claim(claim: Claim): void {
    if (this.#silenced()) return;
    const problem = claimProblem(this.#state, this.#save.human, claim);
    if (problem !== null) {
      this.#deps.send({
        t: 'rejected',
        code: 'claim/invalid',
        message: `This claim is not possible: ${problem.code}.`,
      });
      return;
    }
    this.#post(this.#save.human, claim);
  }

  /** A line of plain chat from the player (the bots read only claims). */
  chat(text: string): void {
    const words = text.trim().slice(0, MAX_CHAT_LENGTH);
    if (words === '' || this.#silenced()) return;
    this.#addLines([
      { seq: this.#save.chat.length, seat: this.#save.human, text: words, at: this.#deps.clock.now() },
    ]);
  }

  /** EVT-NOCONNECTION-01: nobody talks until the next event is revealed (the server refuses it too). */
  #silenced(): boolean {
    if (!this.#state.effects.noConnection) return false;
    this.#deps.send({ t: 'rejected', code: 'chat/no-connection', message: 'Nobody may talk now.' });
    return true;
  }

  saveNotebook(notebook: Notebook): void {
    this.#store({ ...this.#save, notebook });
    this.#deps.send({ t: 'notebook', notebook });
  }

  setAutoEnd(on: boolean): void {
    this.#store({ ...this.#save, autoEnd: on });
    this.#deps.send({ t: 'autoEnd', on, delayMs: AUTO_END_MS });
    this.#schedule();
  }

  /**
   * The game's record in the server's format (record.ts on the server, PublishedRecord): options with the
   * seed, the commitment, the seats, every action with its time, the chat up to the last action, and the
   * player's notebook. Only a finished game has one: before the end the seed is secret.
   */
  record(): PublishedRecord | null {
    const save = this.#save;
    if (!save.finished) return null;
    const endedAt = save.actions.at(-1)?.at ?? Infinity;
    return {
      id: save.id,
      options: { ...save.setup.options, seed: save.seed },
      commitment: save.commitment,
      seats: save.seats,
      actions: save.actions,
      chat: save.chat.filter((line) => line.at <= endedAt),
      notebooks: save.notebook ? [{ seat: save.human, ...save.notebook }] : [],
      notebookHistory: [],
    };
  }

  /** Waits for every save begun so far (tests). */
  settled(): Promise<void> {
    return this.#saving;
  }

  #play(seat: number, action: Action): boolean {
    const result = apply(this.#state, seat, action);
    if (!result.ok) {
      if (seat === this.#save.human) this.#deps.send({ t: 'rejected', ...result.rejection });
      return false;
    }
    const at = this.#deps.clock.now();
    this.#state = result.state;
    const key = phaseKey(result.state);
    if (key !== this.#phaseKey) {
      this.#phaseKey = key;
      this.#phaseSince = at;
    }
    const played: SoloAction = { seat, action, at };
    const finished = result.state.phase.kind === 'over';
    this.#store({ ...this.#save, actions: [...this.#save.actions, played], finished });
    this.#update();
    if (finished) {
      this.#deps.send({ t: 'lobby', lobby: soloLobby(this.#save) });
      this.#sendRecord();
    }
    this.#schedule();
    return true;
  }

  /** The player's view and the log entries it has not been sent (at the end: all, hidden ones included). */
  #update(): void {
    const state = this.#state;
    const seat = this.#save.human;
    const over = state.phase.kind === 'over';
    const events = logFor(state, seat, over ? 0 : this.#shown);
    this.#shown = state.log.length;
    this.#deps.send({
      t: 'update',
      version: this.version,
      view: viewFor(state, seat),
      events,
      phaseSince: this.#phaseSince,
    });
  }

  #store(save: SoloSave): void {
    this.#save = { ...save, updated: this.#deps.clock.now() };
    const stored = this.#save;
    this.#saving = this.#saving.then(() =>
      this.#deps.keeper.put(stored).catch((e: unknown) => {
        console.error(`solo game ${stored.id}: the save after ${stored.actions.length} actions failed`, e);
        this.#deps.send({ t: 'failed', code: 'storage', message: String(e) });
      }),
    );
  }

  /** Every bot seat with something to do and nothing on its way gets a timer; so does auto-end. */
  #schedule(): void {
    if (this.#stopped) return;
    const state = this.#state;
    if (state.phase.kind === 'over') {
      this.stop();
      return;
    }
    const decision = decisionOf(state);
    const key = decision?.kind === 'discussion' ? decision.key : null;
    for (const s of this.#save.seats) {
      if (s.kind !== 'bot' || this.#pending.has(s.seat)) continue;
      const next = key === null ? null : this.#nextLine(s.seat, key);
      if (next === null && legalActions(state, s.seat).length === 0) continue;
      const wait = next === null ? this.#delay() : this.#typing(next);
      const cancel = this.#deps.clock.after(wait, () => {
        this.#pending.delete(s.seat);
        this.#move(s.seat, next, key);
      });
      this.#pending.set(s.seat, cancel);
    }
    this.#scheduleAutoEnd();
  }

  #scheduleAutoEnd(): void {
    this.#autoEnd?.();
    this.#autoEnd = null;
    const human = this.#save.human;
    if (!this.#save.autoEnd || this.#state.phase.kind !== 'cleanup') return;
    if (!legalActions(this.#state, human).some((a) => a.type === 'endRound')) return;
    const wait = Math.max(0, this.#phaseSince + AUTO_END_MS - this.#deps.clock.now());
    const version = this.version;
    this.#autoEnd = this.#deps.clock.after(wait, () => {
      this.#autoEnd = null;
      if (this.version === version) this.#play(human, END_ROUND);
    });
  }

  /** A bot's turn: the line it typed (if still its next), else its decision, from its seat's view. */
  #move(seat: number, line: Claim | null, key: string | null): void {
    if (this.#stopped) return;
    const decision = decisionOf(this.#state);
    const now = decision?.kind === 'discussion' ? decision.key : null;
    if (line !== null && now === key) {
      const talk = this.#talks.get(seat);
      if (talk?.queue[0] === line) {
        talk.queue.shift();
        this.#post(seat, line);
        return;
      }
    }
    const view = viewFor(this.#state, seat);
    if (view.legal.length === 0) {
      this.#schedule();
      return;
    }
    const entry = this.#bot(seat);
    const log = logFor(this.#state, seat, entry.logSeq + 1);
    let action: Action;
    try {
      action = entry.bot.decide(view, log);
    } catch (e) {
      // A bot that fails plays what its timer would, and the page is told.
      console.error(`solo game ${this.#save.id}: the bot of seat ${seat} failed to decide`, e);
      this.#deps.send({ t: 'failed', code: 'bot', message: String(e) });
      action = this.#timedOut(seat);
    }
    if (log.length > 0) entry.logSeq = log.at(-1)!.seq;
    if (!this.#play(seat, action)) {
      console.error(`solo game ${this.#save.id}: the bot of seat ${seat} chose an illegal action`, action);
      this.#play(seat, this.#timedOut(seat));
    }
  }

  /**
   * What `seat` plays when its time runs out: the engine's safe default (the server's fallback for a bot
   * that errs too), never a choice of the loop's own. Only asked of a seat with a legal action.
   */
  #timedOut(seat: number): Action {
    const action = decisionOf(this.#state)?.timedOut(seat, (n) => Math.floor(this.#deps.random() * n));
    if (!action) throw new Error(`seat ${seat} has nothing to decide`);
    return action;
  }

  /** The line a bot seat says next in discussion `key` (asked again when a line named it), or null. */
  #nextLine(seat: number, key: string): Claim | null {
    let talk = this.#talks.get(seat);
    if (talk?.key !== key) {
      talk = { key, queue: [], said: new Set(), askedAt: -1 };
      this.#talks.set(seat, talk);
    }
    const heard = this.#save.chat.length - 1;
    const named = (this.#namedAt.get(seat) ?? -1) > talk.askedAt;
    if (talk.askedAt < 0 || named) {
      talk.askedAt = Math.max(heard, 0);
      const view = viewFor(this.#state, seat);
      const entry = this.#bot(seat);
      if (entry.bot.talk && inDiscussion(view) && !view.effects.noConnection) {
        const log = logFor(this.#state, seat, entry.logSeq + 1);
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

  /** Posts a claim as `seat`'s chat line: the page shows it, every bot hears it, the bots may answer. */
  #post(seat: number, claim: Claim): void {
    const name = (s: number): string => this.#save.seats[s]?.name ?? `#${s + 1}`;
    this.#addLines([
      {
        seq: this.#save.chat.length,
        seat,
        text: claimLine(claim, name),
        at: this.#deps.clock.now(),
        claim,
        round: this.#state.round,
      },
    ]);
    const posted: PostedClaim[] = [{ seat, round: this.#state.round, claim }];
    for (const { bot } of this.#bots.values()) bot.hear?.(posted);
    this.#schedule();
  }

  #addLines(lines: readonly ChatLine[]): void {
    this.#store({ ...this.#save, chat: [...this.#save.chat, ...lines] });
    for (const line of lines) this.#noteNamed(line);
    this.#deps.send({ t: 'chat', lines });
  }

  #noteNamed(line: ChatLine): void {
    const target = line.claim ? claimAbout(line.claim) : null;
    if (target !== null && line.seat !== null && target !== line.seat) this.#namedAt.set(target, line.seq);
  }

  /** The seat's bot, made on first use and told every claim so far (a resumed game's bots start afresh). */
  #bot(seat: number): SeatBot {
    const made = this.#bots.get(seat);
    if (made) return made;
    const kind = this.#save.setup.bots;
    const bot = (this.#deps.createBot ?? createBot)(kind, this.#save.botSeeds[seat]!, {
      ...(kind === 'search' ? { timeMs: SEARCH_TIME_MS } : {}),
    });
    const heard = this.#save.chat
      .filter((l) => l.claim !== undefined && l.seat !== null)
      .map((l): PostedClaim => ({ seat: l.seat!, round: l.round ?? 0, claim: l.claim! }));
    if (heard.length > 0) bot.hear?.(heard);
    const entry = { bot, logSeq: -1 };
    this.#bots.set(seat, entry);
    return entry;
  }

  #delay(): number {
    const [min, max] = DELAYS[this.#save.setup.pace];
    return min + Math.floor(this.#deps.random() * (max - min + 1));
  }

  #typing(claim: Claim): number {
    const scale = TYPING_SCALE[this.#save.setup.pace];
    if (scale === 0) return 0;
    const chars = claimLine(claim, () => '7 · Marek').length;
    return Math.round(scale * Math.min(TYPING_MAX_MS, Math.max(TYPING_MIN_MS, chars * TYPING_MS_PER_CHAR)));
  }
}

/** What marks a new phase (or a new round of the same phase), for `phaseSince`. */
function phaseKey(state: GameState): string {
  return `${state.round}:${state.phase.kind}`;
}
