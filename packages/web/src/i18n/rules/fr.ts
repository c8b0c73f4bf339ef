import type { Messages } from '../types.ts';

export const rulesFr: Messages['rules'] = {};
