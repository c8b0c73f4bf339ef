import type { Messages } from '../types.ts';

export const feelDe: Messages['feel'] = {};
