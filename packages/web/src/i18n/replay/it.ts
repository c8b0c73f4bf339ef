import type { Messages } from '../types.ts';

export const replayEntryIt: Messages['replayEntry'] = {
  watch: 'Guarda il replay',
};
