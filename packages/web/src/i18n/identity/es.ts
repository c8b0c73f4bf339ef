import type { Messages } from '../types.ts';

/** Una identidad por Personaje (issue 26): cómo se nombra un asiento en todas partes. */
export const identityEs: Messages['identity'] = {
  named: '{{n}} · {{name}}',
  bot: '{{name}} (bot)',
};
