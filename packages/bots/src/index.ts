export type { Bot } from './bot.ts';
export { RandomBot } from './random.ts';
export { HeuristicBot } from './heuristic/index.ts';
export { SearchBot, type SearchOptions } from './search/index.ts';

import type { Bot } from './bot.ts';
import { HeuristicBot } from './heuristic/index.ts';
import { RandomBot } from './random.ts';
import { SearchBot } from './search/index.ts';

const FACTORIES = {
  random: (seed: string): Bot => new RandomBot(seed),
  heuristic: (seed: string): Bot => new HeuristicBot(seed),
  search: (seed: string): Bot => new SearchBot(seed),
} as const;

export type BotKind = keyof typeof FACTORIES;
export const BOT_KINDS = Object.keys(FACTORIES) as BotKind[];

/** A bot of the given kind with its own 256-bit seed (64 hex digits). */
export function createBot(kind: BotKind, seed: string): Bot {
  return FACTORIES[kind](seed);
}
