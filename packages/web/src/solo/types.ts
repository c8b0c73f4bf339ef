/**
 * A solo game (issue 31): one person against bots, played entirely in the browser. The engine and the bots
 * run in a Web Worker (worker.ts wraps the plain loop of loop.ts); the page talks to it with the messages
 * below and shows the game with the same screen as online play (client.ts makes the same snapshot).
 */
import type { Action, Claim, GameOptions, PlayerView, ViewedEvent } from '@among-cultists/engine';
import type {
  BotStrength,
  ChatLine,
  Lobby,
  Notebook,
  PublishedRecord,
  RecordSeat,
} from '@among-cultists/protocol';

/** How strong the bots are: the bots package's kinds (random, heuristic, search). */
export type SoloBots = BotStrength;

/**
 * How long the bots take to answer. `watch` is the server's pace (BOT_DELAY_MS' default, 600-1800 ms, and
 * the time it takes to type a line), so that a game can be followed; `quick` a third of it; `instant` none.
 */
export type SoloPace = 'watch' | 'quick' | 'instant';
export const SOLO_PACES: readonly SoloPace[] = ['watch', 'quick', 'instant'];

/** A person playing at this device: their name and Character. */
export interface SoloPerson {
  readonly name: string;
  readonly character: number;
}

/** What the player chose on /solo: the first person's name and Character, and the game's. */
export interface SoloSetup {
  readonly name: string;
  readonly character: number;
  /**
   * Pass and play: the other people sharing the device, each with a seat of their own (none: a game against
   * bots alone, and every save of format 1).
   */
  readonly others?: readonly SoloPerson[];
  /** The game's options as the create form makes them, without the seed (the worker draws it). */
  readonly options: Omit<GameOptions, 'seed'>;
  readonly bots: SoloBots;
  readonly pace: SoloPace;
}

/** An action as stored and recorded: who made it, and when (epoch ms), as the server's record has it. */
export interface SoloAction {
  readonly seat: number;
  readonly action: Action;
  readonly at: number;
}

/**
 * The format of a stored game; a save of a format this page does not know is refused, never misread. Format 1
 * (one person: `human`, `notebook`) is still read, as format 2 with that one person (save-format.ts).
 */
export const SOLO_SAVE_FORMAT = 2;

/**
 * A solo game as IndexedDB keeps it, rewritten after every action: enough to rebuild the game exactly
 * (the engine replays the actions from the seed) and to publish its record.
 */
export interface SoloSave {
  readonly format: typeof SOLO_SAVE_FORMAT;
  readonly id: string;
  readonly setup: SoloSetup;
  /** The game's secret seed (64 hex digits) and its SHA-256, as the server commits to it. */
  readonly seed: string;
  readonly commitment: string;
  /** Each seat's bot seed (64 hex digits), '' for the player's seat and the AUTOMA's. */
  readonly botSeeds: readonly string[];
  readonly seats: readonly RecordSeat[];
  /** The people's seats (pass and play: several), the first person's first. */
  readonly people: readonly number[];
  /** The person the device is for: the one whose screen shows, or to whom it is being passed. */
  readonly showing: number;
  readonly actions: readonly SoloAction[];
  readonly chat: readonly ChatLine[];
  /** Each seat's notebook (null for a bot's, and a person's who has written none yet). */
  readonly notebooks: readonly (Notebook | null)[];
  readonly autoEnd: boolean;
  readonly created: number;
  readonly updated: number;
  readonly finished: boolean;
}

/** A saved game as the list on /solo shows it. */
export interface SoloSummary {
  readonly id: string;
  readonly players: number;
  /** Pass and play: the names of the people sharing the device, in seat order (one name: a solo game). */
  readonly people: readonly string[];
  readonly bots: SoloBots;
  readonly actions: number;
  readonly updated: number;
  readonly finished: boolean;
}

/** From the page to the worker. */
export type ToWorker =
  | { readonly t: 'new'; readonly setup: SoloSetup }
  | { readonly t: 'resume'; readonly id: string }
  | { readonly t: 'act'; readonly version: number; readonly action: Action }
  | { readonly t: 'claim'; readonly claim: Claim }
  | { readonly t: 'chat'; readonly text: string }
  | { readonly t: 'notebook'; readonly notebook: Notebook }
  | { readonly t: 'autoEnd'; readonly on: boolean }
  /** Pass and play: the person the device was passed to says they hold it. */
  | { readonly t: 'take' };

/** From the worker to the page. */
export type FromWorker =
  | { readonly t: 'started'; readonly id: string; readonly seat: number; readonly lobby: Lobby }
  | { readonly t: 'lobby'; readonly lobby: Lobby }
  /**
   * Pass and play: the device goes to the person of `seat`. The page forgets everything of the seat shown
   * before (its view, log, chat, notebook) and shows nothing private until the worker's next 'started'.
   */
  | { readonly t: 'pass'; readonly id: string; readonly seat: number; readonly lobby: Lobby }
  | {
      readonly t: 'update';
      readonly version: number;
      readonly view: PlayerView;
      readonly events: readonly ViewedEvent[];
      readonly phaseSince: number;
    }
  | { readonly t: 'chat'; readonly lines: readonly ChatLine[] }
  | { readonly t: 'rejected'; readonly code: string; readonly message: string }
  | { readonly t: 'notebook'; readonly notebook: Notebook }
  | { readonly t: 'autoEnd'; readonly on: boolean; readonly delayMs: number }
  | { readonly t: 'record'; readonly record: PublishedRecord }
  /** No stored game has that id (or its format is not this page's). */
  | { readonly t: 'missing'; readonly id: string }
  /** Something failed that the player must know of (a save that could not be stored, a bad setup). */
  | { readonly t: 'failed'; readonly code: SoloFailure; readonly message: string };

export type SoloFailure = 'setup' | 'storage' | 'bot';
