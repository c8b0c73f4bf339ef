import type { Messages } from '../types.ts';

export const mapuiNl: Messages['mapui'] = {};
