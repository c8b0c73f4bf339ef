import type { Messages } from '../types.ts';

export const replayEntryEs: Messages['replayEntry'] = {
  watch: 'Ver la repetición',
};
