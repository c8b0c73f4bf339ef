import type { Messages } from '../types.ts';

export const againIt: Messages['again'] = {};
