import type { Messages } from '../types.ts';

export const replayEntryDe: Messages['replayEntry'] = {
  watch: 'Wiederholung ansehen',
};
