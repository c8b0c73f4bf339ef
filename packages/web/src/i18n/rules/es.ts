import type { Messages } from '../types.ts';

export const rulesEs: Messages['rules'] = {};
