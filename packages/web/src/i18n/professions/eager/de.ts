import type { Messages } from '../../types.ts';

export const professionsEagerDe: Messages['professions'] = {
  phase: {
    mayorDecision: 'Die Bürgermeister-in entscheidet',
    detectiveNight: 'Die Nacht der Detektiv-in',
  },
  cause: {
    exorcised: 'von der Exorzist-in ermordet',
  },
  landing: {
    professions: 'Berufe (Mountains of Chaos)',
    needsCultists: 'Braucht 2 Kultisten: 7 oder 8 Spieler, oder 6 mit dem AUTOMA.',
  },
  lobby: {
    professions: 'Berufe',
  },
};
