/**
 * The Professions module's words the landing page, the lobby, the status bar and the help need at once;
 * the rest is loaded later (`../index.ts`). English is the reference: every language has these keys.
 */
export const professionsEagerEn = {
  phase: {
    mayorDecision: 'The Mayor decides',
    detectiveNight: 'The Detective’s night',
  },
  cause: {
    exorcised: 'murdered by the Exorcist',
  },
  landing: {
    professions: 'Professions (Mountains of Chaos)',
    needsCultists: 'Needs 2 Cultists: 7 or 8 players, or 6 with the AUTOMA.',
  },
  lobby: {
    professions: 'Professions',
  },
};
