/**
 * The page's side of a solo game: what the worker says, folded into the same snapshot an online game's
 * connection makes (net/connection.ts), so that the same game screen shows it; and the player's moves sent
 * to the worker. Everything a solo game does not have (other people to mute, report or take over from, a
 * coach, older chat pages) is never offered by the screen, and does nothing here.
 */
import type { Action, Claim } from '@among-cultists/engine';
import type { Notebook, PublishedRecord } from '@among-cultists/protocol';
import type { GameSnapshot } from '../net/connection.ts';
import { EMPTY_GAME_SNAPSHOT } from '../net/emptySnapshot.ts';
import { mergeClaims, mergeLog } from '../net/merge.ts';
import type { FromWorker, SoloFailure, ToWorker } from './types.ts';

/** The part of a Worker this module uses, so that tests can pass one that runs the host in-process. */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  onmessage: ((event: { data: FromWorker }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

/** A solo game's snapshot: the online one, and what only solo has. */
export interface SoloSnapshot extends GameSnapshot {
  readonly id: string | null;
  /** The game asked for is not stored in this browser. */
  readonly missing: boolean;
  readonly failure: { readonly code: SoloFailure | 'worker'; readonly message: string } | null;
  /** The finished game's record (null until the end). */
  readonly record: PublishedRecord | null;
  /** Pass and play: the seat the device must be passed to; while set, the snapshot holds no seat's secrets. */
  readonly pass: number | null;
}

const INITIAL: SoloSnapshot = {
  ...EMPTY_GAME_SNAPSHOT,
  id: null,
  missing: false,
  failure: null,
  record: null,
  pass: null,
};

export class SoloConnection {
  readonly #worker: WorkerLike;
  #snapshot: SoloSnapshot = INITIAL;
  readonly #listeners = new Set<() => void>();

  constructor(worker: WorkerLike) {
    this.#worker = worker;
    worker.onmessage = (event) => {
      this.#receive(event.data);
    };
    worker.onerror = (event) => {
      console.error('solo worker failed', event);
      this.#set({ link: 'stopped', failure: { code: 'worker', message: String(event) } });
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): SoloSnapshot => this.#snapshot;

  /** Starts a new game, or resumes the stored game `id`. */
  start(what: ToWorker & { t: 'new' | 'resume' }): void {
    this.#worker.postMessage(what);
  }

  stop(): void {
    this.#worker.terminate();
    this.#set({ link: 'stopped' });
  }

  act(action: Action): void {
    this.#set({ notice: null });
    this.#worker.postMessage({ t: 'act', version: this.#snapshot.version, action });
  }

  /** Pass and play: the person the device was passed to holds it now. */
  take(): void {
    this.#worker.postMessage({ t: 'take' });
  }

  chat(text: string): void {
    this.#worker.postMessage({ t: 'chat', text });
  }

  claim(claim: Claim): void {
    this.#worker.postMessage({ t: 'claim', claim });
  }

  /** Saved in the browser with the game (always possible: there is no connection to wait for). */
  saveNotebook(notebook: Notebook): boolean {
    this.#worker.postMessage({ t: 'notebook', notebook });
    return true;
  }

  setAutoEnd(on: boolean): void {
    this.#set({ autoEnd: { ...this.#snapshot.autoEnd, on } });
    this.#worker.postMessage({ t: 'autoEnd', on });
  }

  dismissNotice(): void {
    this.#set({ notice: null });
  }

  // Never offered in a solo game: every chat line is held (no older page), there is no coach, no stand-in,
  // nobody to take over from (no deadlines) and no other person to mute or report.
  chatHistory(): void {}
  claimsHistory(): void {}
  coachHold(): void {}
  takeback(): void {}
  takeover(): void {}
  mute(): void {}
  report(): void {}

  #receive(message: FromWorker): void {
    switch (message.t) {
      case 'started':
        this.#set({ ...INITIAL, link: 'open', id: message.id, seat: message.seat, lobby: message.lobby });
        break;
      case 'lobby':
        this.#set({ lobby: message.lobby });
        break;
      case 'pass':
        // Everything of the seat shown so far is dropped (its view, log, chat, notebook, notices).
        this.#set({ ...INITIAL, link: 'open', id: message.id, lobby: message.lobby, pass: message.seat });
        break;
      case 'update':
        this.#set({
          view: message.view,
          version: message.version,
          phaseSince: message.phaseSince,
          log: mergeLog(this.#snapshot.log, message.events),
        });
        break;
      case 'chat':
        this.#set({
          chat: [...this.#snapshot.chat, ...message.lines],
          claims: mergeClaims(this.#snapshot.claims, message.lines),
        });
        break;
      case 'rejected':
        this.#set({ notice: { code: message.code, message: message.message } });
        break;
      case 'notebook':
        this.#set({ notebook: message.notebook });
        break;
      case 'autoEnd':
        this.#set({ autoEnd: { on: message.on, delayMs: message.delayMs } });
        break;
      case 'record':
        this.#set({ record: message.record });
        break;
      case 'missing':
        this.#set({ missing: true, link: 'stopped' });
        break;
      case 'failed':
        this.#set({ failure: { code: message.code, message: message.message } });
        break;
    }
  }

  #set(patch: Partial<SoloSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    for (const listener of this.#listeners) listener();
  }
}
