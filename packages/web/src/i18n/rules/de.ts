import type { Messages } from '../types.ts';

export const rulesDe: Messages['rules'] = {};
