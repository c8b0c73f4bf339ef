import type { Messages } from '../types.ts';

export const againFr: Messages['again'] = {};
