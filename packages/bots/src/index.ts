export type { Bot } from './bot.ts';
export { discussOnce, inDiscussion, relayDiscussion, relayTalk, type Speaker } from './talk-relay.ts';
export { RandomBot } from './random.ts';
export { HeuristicBot } from './heuristic/index.ts';
export { SearchBot, type SearchOptions } from './search/index.ts';

import type { Bot } from './bot.ts';
import { HeuristicBot } from './heuristic/index.ts';
import { RandomBot } from './random.ts';
import { SearchBot } from './search/index.ts';

/** How a bot is run; simulations leave it empty so that a seed replays exactly. */
export interface BotSettings {
  /**
   * Wall-clock cap per decision for bots that search (0 or absent: none). A live table sets one so
   * that a slow or busy server never stalls on a bot; its decisions then depend on the machine.
   */
  readonly timeMs?: number;
}

const FACTORIES = {
  random: (seed: string): Bot => new RandomBot(seed),
  heuristic: (seed: string): Bot => new HeuristicBot(seed),
  search: (seed: string, settings: BotSettings): Bot =>
    new SearchBot(seed, settings.timeMs ? { timeMs: settings.timeMs } : {}),
} as const;

export type BotKind = keyof typeof FACTORIES;
export const BOT_KINDS = Object.keys(FACTORIES) as BotKind[];

/** A bot of the given kind with its own 256-bit seed (64 hex digits). */
export function createBot(kind: BotKind, seed: string, settings: BotSettings = {}): Bot {
  return FACTORIES[kind](seed, settings);
}
