import type { Messages } from '../types.ts';

export const mapuiDe: Messages['mapui'] = {};
