import type { Messages } from '../types.ts';

/** Eén identiteit per Personage (issue 26): hoe een plaats overal heet. */
export const identityNl: Messages['identity'] = {
  named: '{{n}} · {{name}}',
  bot: '{{name}} (bot)',
};
