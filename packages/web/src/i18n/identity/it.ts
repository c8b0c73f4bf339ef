import type { Messages } from '../types.ts';

/** Un’identità per Personaggio (issue 26): come un posto è nominato ovunque. */
export const identityIt: Messages['identity'] = {
  named: '{{n}} · {{name}}',
  bot: '{{name}} (bot)',
};
