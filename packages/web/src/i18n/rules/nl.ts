import type { Messages } from '../types.ts';

export const rulesNl: Messages['rules'] = {};
