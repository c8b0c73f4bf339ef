import type { Messages } from '../types.ts';

export const feelNl: Messages['feel'] = {};
