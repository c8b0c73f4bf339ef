import type { Messages } from '../types.ts';

export const mapuiEs: Messages['mapui'] = {};
