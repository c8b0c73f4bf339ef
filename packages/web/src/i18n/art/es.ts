import type { ArtTexts } from './types.ts';

/** The drawn components (src/art/). The same keys as en.ts. */
export const artEs: ArtTexts = {
  card: 'Carta {{card}}',
  back: 'Una carta boca abajo',
  unsafeBack: 'Una carta de Paso Inseguro boca abajo',
  route: 'Carta de ruta',
  routeLine: 'Rondas {{rounds}}: {{colours}}',
  event: 'Ficha de evento: {{event}}',
  eventBack: 'Una ficha de evento boca abajo',
  knife: 'El Cuchillo',
  voteActive: 'La ficha de voto, activa',
  voteUsed: 'La ficha de voto, usada esta ronda',
  cultist: 'Una ficha de Cultista',
  portal: 'El Portal',
  clock: 'El Reloj: ronda {{round}} de {{max}}',
  door: 'La Puerta giratoria',
  elevator: 'Un Ascensor',
  profession: 'Ficha de Profesión: {{profession}}',
  professionBack: 'Una ficha de Profesión boca abajo',
  gallery: {
    title: 'Los componentes',
    intro:
      'Cada carta y cada ficha del juego tal como las dibuja esta edición. Cada una lleva un símbolo y una palabra: ninguna se reconoce solo por su color.',
    cards: 'Cartas',
    events: 'Fichas de evento',
    tokens: 'Fichas y piezas',
    professions: 'Fichas de Profesión (Mountains of Chaos)',
    mountains: 'Piezas del mapa (Mountains of Chaos)',
  },
};
