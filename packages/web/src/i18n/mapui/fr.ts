import type { Messages } from '../types.ts';

export const mapuiFr: Messages['mapui'] = {};
