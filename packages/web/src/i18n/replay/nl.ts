import type { Messages } from '../types.ts';

export const replayEntryNl: Messages['replayEntry'] = {
  watch: 'Herhaling bekijken',
};
