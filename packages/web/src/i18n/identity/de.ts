import type { Messages } from '../types.ts';

/** Eine Identität pro Charakter (Issue 26): wie ein Platz überall benannt wird. */
export const identityDe: Messages['identity'] = {
  named: '{{n}} · {{name}}',
  bot: '{{name}} (Bot)',
};
