import type { Messages } from '../types.ts';

export const rulesIt: Messages['rules'] = {};
