import type { Messages } from '../types.ts';

export const feelEs: Messages['feel'] = {};
