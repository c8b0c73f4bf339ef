import type { Messages } from '../types.ts';

export const againEs: Messages['again'] = {};
