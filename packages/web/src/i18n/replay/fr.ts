import type { Messages } from '../types.ts';

export const replayEntryFr: Messages['replayEntry'] = {
  watch: 'Voir la rediffusion',
};
