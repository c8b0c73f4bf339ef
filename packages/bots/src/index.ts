export type { Bot } from './bot.ts';
export { RandomBot } from './random.ts';

export const BOT_KINDS = ['random'] as const;
export type BotKind = (typeof BOT_KINDS)[number];
