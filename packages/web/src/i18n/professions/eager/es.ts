import type { Messages } from '../../types.ts';

export const professionsEagerEs: Messages['professions'] = {
  phase: {
    mayorDecision: 'El Alcalde decide',
    detectiveNight: 'La noche del Detective',
  },
  cause: {
    exorcised: 'asesinado por el Exorcista',
  },
  landing: {
    professions: 'Profesiones (Montañas del Caos)',
    needsCultists: 'Necesita 2 Cultistas: 7 u 8 jugadores, o 6 con el AUTOMA.',
  },
  lobby: {
    professions: 'Profesiones',
  },
};
