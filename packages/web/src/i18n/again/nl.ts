import type { Messages } from '../types.ts';

export const againNl: Messages['again'] = {};
