import type { Messages } from '../types.ts';

export const againDe: Messages['again'] = {};
