import type { Messages } from '../../types.ts';

export const professionsEagerFr: Messages['professions'] = {
  phase: {
    mayorDecision: 'Le Maire décide',
    detectiveNight: 'La nuit de l’Inspecteur',
  },
  cause: {
    exorcised: 'assassiné par l’Exorciste',
  },
  landing: {
    professions: 'Professions (Montagnes du chaos)',
    needsCultists: 'Il faut 2 Fanatiques : 7 ou 8 joueurs, ou 6 avec l’AUTOMA.',
  },
  lobby: {
    professions: 'Professions',
  },
};
