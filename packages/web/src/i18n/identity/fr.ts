import type { Messages } from '../types.ts';

/** Une identité par Personnage (issue 26) : comment une place est nommée partout. */
export const identityFr: Messages['identity'] = {
  named: '{{n}} · {{name}}',
  bot: '{{name}} (bot)',
};
