/**
 * The game loop of a solo game (issue 31), a plain module: the worker (worker.ts) wraps it with its timers,
 * its IndexedDB store and postMessage; the tests run it in Node with a test clock. It holds the whole game,
 * as the server does, and gives the page only what the person holding the device may see: `viewFor` and
 * `logFor` of their seat, the table's chat. Pass and play (several people): when the device must go to
 * another person (people.ts), the page is told to pass it ('pass') and is sent nothing of that person's
 * seat until they say they hold it ('take'); the person who had it is sent nothing more.
 * Each bot decides from its own seat's view and log only (bot-seats.ts), at the server's pace (pace.ts): a
 * random delay before each decision, and in a Vote's discussion one line at a time, each after the time it
 * takes to type, every bot hearing every line. Every action is stored before the next.
 */
import {
  apply,
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
import type { ChatLine, Notebook, PublishedRecord } from '@among-cultists/protocol';
import { claimText, MAX_CHAT_LENGTH } from '@among-cultists/protocol/plain';
import { BotSeats } from './bot-seats.ts';
import type { SoloDeps } from './loop-deps.ts';
import { botDelay, typingTime } from './pace.ts';
import { Device } from './people.ts';
import { soloRecord } from './record.ts';
import { soloLobby } from './setup.ts';
import type { SoloAction, SoloSave } from './types.ts';

/** "End my Rounds automatically" ends them this long after Cleanup begins (the server's AUTO_END_SECONDS). */
export const AUTO_END_MS = 4_000;
const END_ROUND: Action = { type: 'endRound' };

export class SoloGame {
  readonly #deps: SoloDeps;
  #save: SoloSave;
  #state: GameState;
  readonly #bots: BotSeats;
  readonly #pending = new Map<number, () => void>();
  #autoEnd: (() => void) | null = null;
  /** The log entries sent so far to the person holding the device (the next one's index). */
  #shown = 0;
  /** Who holds the device, and to whom it is being passed (pass and play). */
  readonly #device: Device;
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
    this.#bots = new BotSeats(save.chat, deps.createBot);
    this.#device = new Device(save, state);
  }

  get save(): SoloSave {
    return this.#save;
  }

  /** The number of actions played: the version an action of the player must name. */
  get version(): number {
    return this.#save.actions.length;
  }

  /** The seat of the person holding the device (the one whose screen shows, or showed before a pass). */
  get holding(): number {
    return this.#device.holding;
  }

  /** The seat the device is being passed to, or null. */
  get passingTo(): number | null {
    return this.#device.passTo;
  }

  /**
   * Tells the page the whole game as the holder's seat sees it (or, with several people, asks for the device
   * to be passed to the person it is for), and sets the bots going.
   */
  open(): void {
    if (this.#device.passTo !== null) this.#sendPass();
    else this.#reveal();
    this.#schedule();
  }

  /** The person the device was passed to holds it: they are shown their seat. */
  take(): void {
    if (!this.#device.take(this.#deps.clock.now())) return;
    this.#reveal();
    this.#scheduleAutoEnd();
  }

  /** Everything the holder's seat sees, from the start: the page forgot the last person's on 'pass'. */
  #reveal(): void {
    const { send } = this.#deps;
    const seat = this.#device.holding;
    send({ t: 'started', id: this.#save.id, seat, lobby: soloLobby(this.#save) });
    this.#shown = 0;
    this.#update();
    send({ t: 'chat', lines: this.#save.chat });
    const notebook = this.#save.notebooks[seat];
    if (notebook) send({ t: 'notebook', notebook });
    send({ t: 'autoEnd', on: this.#save.autoEnd, delayMs: AUTO_END_MS });
    if (this.#save.finished) this.#sendRecord();
  }

  #sendPass(): void {
    const seat = this.#device.passTo!;
    this.#deps.send({ t: 'pass', id: this.#save.id, seat, lobby: soloLobby(this.#save) });
  }

  /**
   * After the game moved on: whether the device must go to another person (people.ts), told to the page
   * before anything of that person's seat; else the holder's new view. At the end the game is everyone's.
   * True when the page was sent the whole game again (`#reveal`, which sends a finished game's record too).
   */
  #follow(): boolean {
    const passing = this.#device.passTo !== null;
    const next = this.#device.follow(this.#state, this.#save.people);
    // A page showing a pass holds nothing of any seat: it is shown the end from the start.
    if (next === 'show' && passing) {
      this.#reveal();
      return true;
    }
    if (next === 'show') this.#update();
    else if (next === 'pass') {
      this.#store({ ...this.#save, showing: this.#device.passTo! });
      this.#sendPass();
    }
    return false;
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

  /** The holder's action, made on the view of `version`: a stale one is refused, never misapplied. */
  act(version: number, action: Action): void {
    if (this.#passing()) return;
    if (version !== this.version) {
      this.#deps.send({
        t: 'rejected',
        code: 'version/stale',
        message: 'The game moved on before your action arrived.',
      });
      return;
    }
    this.#play(this.#device.holding, action);
  }

  /** While the device is passed, nobody's moves are taken: the page shows no seat. */
  #passing(): boolean {
    if (this.#device.passTo === null) return false;
    this.#deps.send({ t: 'rejected', code: 'pass/pending', message: 'The device is being passed on.' });
    return true;
  }

  /** The holder's claim, posted at the table for every bot to hear. */
  claim(claim: Claim): void {
    if (this.#passing() || this.#silenced()) return;
    const problem = claimProblem(this.#state, this.#device.holding, claim);
    if (problem !== null) {
      this.#deps.send({
        t: 'rejected',
        code: 'claim/invalid',
        message: `This claim is not possible: ${problem.code}.`,
      });
      return;
    }
    this.#post(this.#device.holding, claim);
  }

  /** A line of plain chat from the holder (the bots read only claims). */
  chat(text: string): void {
    const words = text.trim().slice(0, MAX_CHAT_LENGTH);
    if (words === '' || this.#passing() || this.#silenced()) return;
    this.#addLines([
      { seq: this.#save.chat.length, seat: this.#device.holding, text: words, at: this.#deps.clock.now() },
    ]);
  }

  /** EVT-NOCONNECTION-01: nobody talks until the next event is revealed (the server refuses it too). */
  #silenced(): boolean {
    if (!this.#state.effects.noConnection) return false;
    this.#deps.send({ t: 'rejected', code: 'chat/no-connection', message: 'Nobody may talk now.' });
    return true;
  }

  /**
   * The holder's notebook. While the device is passed it is still the last holder's (a save their screen
   * began before it closed); it is echoed only to a page that shows their seat.
   */
  saveNotebook(notebook: Notebook): void {
    const notebooks = this.#save.notebooks.map((n, seat) => (seat === this.#device.holding ? notebook : n));
    this.#store({ ...this.#save, notebooks });
    if (this.#device.passTo === null) this.#deps.send({ t: 'notebook', notebook });
  }

  setAutoEnd(on: boolean): void {
    this.#store({ ...this.#save, autoEnd: on });
    this.#deps.send({ t: 'autoEnd', on, delayMs: AUTO_END_MS });
    this.#schedule();
  }

  /** The finished game's record (record.ts); none before the end. */
  record(): PublishedRecord | null {
    return soloRecord(this.#save);
  }

  /** Waits for every save begun so far (tests). */
  settled(): Promise<void> {
    return this.#saving;
  }

  #play(seat: number, action: Action): boolean {
    const result = apply(this.#state, seat, action);
    if (!result.ok) {
      if (seat === this.#device.holding) this.#deps.send({ t: 'rejected', ...result.rejection });
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
    const revealed = this.#follow();
    if (finished && !revealed) {
      this.#deps.send({ t: 'lobby', lobby: soloLobby(this.#save) });
      this.#sendRecord();
    }
    this.#schedule();
    return true;
  }

  /** The holder's view and the log entries it has not been sent (at the end: all, hidden ones included). */
  #update(): void {
    const state = this.#state;
    const seat = this.#device.holding;
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
      const next = key === null ? null : this.#bots.nextLine(this.#save, state, s.seat, key);
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
    // The Round of the person holding the device ends by itself, once they have seen its Cleanup.
    const human = this.#device.holding;
    if (!this.#save.autoEnd || this.#device.passTo !== null || this.#state.phase.kind !== 'cleanup') return;
    if (!legalActions(this.#state, human).some((a) => a.type === 'endRound')) return;
    const since = Math.max(this.#phaseSince, this.#device.heldSince);
    const wait = Math.max(0, since + AUTO_END_MS - this.#deps.clock.now());
    const version = this.version;
    this.#autoEnd = this.#deps.clock.after(wait, () => {
      this.#autoEnd = null;
      // A pass begins only with a move, which changes the version, and taking the device schedules anew.
      if (this.version === version) this.#play(human, END_ROUND);
    });
  }

  /** A bot's turn: the line it typed (if still its next), else its decision, from its seat's view. */
  #move(seat: number, line: Claim | null, key: string | null): void {
    if (this.#stopped) return;
    const decision = decisionOf(this.#state);
    const now = decision?.kind === 'discussion' ? decision.key : null;
    if (line !== null && now === key) {
      if (this.#bots.takeLine(seat, line)) {
        this.#post(seat, line);
        return;
      }
    }
    const view = viewFor(this.#state, seat);
    if (view.legal.length === 0) {
      this.#schedule();
      return;
    }
    const entry = this.#bots.bot(this.#save, seat);
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

  /** Posts a claim as `seat`'s chat line: the page shows it, every bot hears it, the bots may answer. */
  #post(seat: number, claim: Claim): void {
    const name = (s: number): string => this.#save.seats[s]?.name ?? `#${s + 1}`;
    this.#addLines([
      {
        seq: this.#save.chat.length,
        seat,
        text: claimText(claim, name),
        at: this.#deps.clock.now(),
        claim,
        round: this.#state.round,
      },
    ]);
    const posted: PostedClaim[] = [{ seat, round: this.#state.round, claim }];
    this.#bots.hear(posted);
    this.#schedule();
  }

  #addLines(lines: readonly ChatLine[]): void {
    this.#store({ ...this.#save, chat: [...this.#save.chat, ...lines] });
    for (const line of lines) this.#bots.noteNamed(line);
    // A page showing a pass holds no chat: it gets the whole chat with the next person's seat.
    if (this.#device.passTo === null) this.#deps.send({ t: 'chat', lines });
  }

  #delay(): number {
    return botDelay(this.#save.setup.pace, this.#deps.random());
  }

  #typing(claim: Claim): number {
    return typingTime(this.#save.setup.pace, claim);
  }
}

/** What marks a new phase (or a new round of the same phase), for `phaseSince`. */
function phaseKey(state: GameState): string {
  return `${state.round}:${state.phase.kind}`;
}
