import type { Messages } from '../../types.ts';

export const professionsEagerIt: Messages['professions'] = {
  phase: {
    mayorDecision: 'Il Sindaco decide',
    detectiveNight: 'La notte del Detective',
  },
  cause: {
    exorcised: 'ucciso dall’Esorcista',
  },
  landing: {
    professions: 'Professioni (Montagne del Caos)',
    needsCultists: 'Servono 2 Cultisti: 7 o 8 giocatori, o 6 con l’AUTOMA.',
  },
  lobby: {
    professions: 'Professioni',
  },
};
