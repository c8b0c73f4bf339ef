import type { Messages } from '../types.ts';

export const feelFr: Messages['feel'] = {};
