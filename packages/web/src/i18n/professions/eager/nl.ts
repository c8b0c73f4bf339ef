import type { Messages } from '../../types.ts';

export const professionsEagerNl: Messages['professions'] = {
  phase: {
    mayorDecision: 'De Burgemeester beslist',
    detectiveNight: 'De nacht van de Detective',
  },
  cause: {
    exorcised: 'vermoord door de Exorcist',
  },
  landing: {
    professions: 'Beroepen (Mountains of Chaos)',
    needsCultists: 'Vraagt 2 Cultisten: 7 of 8 spelers, of 6 met de AUTOMA.',
  },
  lobby: {
    professions: 'Beroepen',
  },
};
