import type { Messages } from '../types.ts';

export const feelIt: Messages['feel'] = {};
