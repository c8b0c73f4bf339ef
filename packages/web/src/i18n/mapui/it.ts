import type { Messages } from '../types.ts';

export const mapuiIt: Messages['mapui'] = {};
